package ui

import "polyplay/ui/state"

// runStore is a run's progress: the runs themselves,
// their figures and solutions, are the page model's (puzzleStore.m), and
// the workers' messages change them four times a second while a run goes
// on (session.takeMessages); the store holds, besides, the run that stays
// on the board and the news of a run ended.
type runStore struct {
	// Store is observed by the components that read the store's state.
	state.Store
	// staying is the run whose solutions stay on the board while the
	// next run has none yet (board_staying.go).
	staying stayingRun
	// runsChanged is set when a run ended among the workers' messages
	// being handled (takeMessages).
	runsChanged bool
}

// changed notes a change of a run's progress: the components that show
// the run render again.
func (s *runStore) changed() { s.Changed() }
