package coach

import (
	"context"
	"fmt"

	"polyplay/solver"
)

// Estimate prepares the position placed on p and estimates it
// (Position.Estimate).
func Estimate(ctx context.Context, p *solver.Problem, placed []solver.Placement, o Options) (Answer, error) {
	pos, err := Prepare(ctx, p, placed, o)
	if err != nil {
		return Answer{}, err
	}
	return pos.Estimate(ctx)
}

// String says the answer in brief, for tests and logs.
func (a Answer) String() string {
	switch {
	case a.Exact:
		return fmt.Sprintf("exactly %d", a.Count)
	case a.Estimated:
		return fmt.Sprintf("at least %d, about %.0f (%.0f to %.0f)", a.Count, a.Estimate, a.Low, a.High)
	}
	return fmt.Sprintf("at least %d", a.Count)
}

// Solved reports whether the answer is about a complete position: its
// one completion places nothing.
func (a Answer) Solved() bool {
	return a.Exact && a.Count == 1 && a.Completion != nil && len(a.Completion) == 0
}
