package ui

import "polyplay/ui/state"

// optionsStore is the options' state: the options
// themselves (the flags, the number of solutions kept, the number of
// workers) are the page model's (puzzleStore.m); the store holds,
// besides, the command line being typed.
type optionsStore struct {
	// Store is observed by the components that read the store's state.
	state.Store
	// argsText is the command line being typed in the options tab (the
	// address and the runs tab's "Use options" set it too).
	argsText string
}

// changed notes a change of the options: the components that read them
// render again.
func (s *optionsStore) changed() { s.Changed() }
