package solver

import "context"

// Count solves and returns the number of solutions (the tests' helper).
func Count(p *Problem, opts Options) (int64, error) {
	s, err := New(p, opts)
	if err != nil {
		return 0, err
	}
	st, err := s.Solve(context.Background(), nil)
	return st.Solutions, err
}
