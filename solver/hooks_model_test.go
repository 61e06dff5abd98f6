package solver

import "context"

// newFromModel is newFromModelContext with a context that is never
// done.
func newFromModel(m *Model, opts Options, h testHooks) (*Solver, error) {
	return newFromModelContext(context.Background(), m, opts, h)
}
