package solver

// newWithHooks is New with the test hooks h (see testHooks): the solver
// and every solver it makes search with them.
func newWithHooks(p *Problem, opt Options, h testHooks) (*Solver, error) {
	m, err := NewModel(p)
	if err != nil {
		return nil, err
	}
	return newFromModel(m, opt, h)
}

// setHooks gives s, and the reduced solver it solves by symmetry, the
// test hooks h, which only a search's engine reads: for the hooks that
// replace what runs once the search has started (testHooks.fila).
func (s *Solver) setHooks(h testHooks) {
	s.hooks = h
	if s.reduced != nil {
		s.reduced.setHooks(h)
	}
}
