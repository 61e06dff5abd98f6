package ui

import (
	"polyplay/ui/page"
	"polyplay/ui/state"
	"polyplay/ui/workers"
)

// puzzleStore is the puzzle's state: the page model
// (the definition, the puzzle picked, and, read through it by the other
// stores' components, the options, the runs and the solution in view),
// the editor's text and the solver workers. It changes with
// the definition and the puzzle picked, and with what of
// the run and the workers the other features read (session.runState: a
// run going on, the workers ready and warmed up, the first worker's
// lease).
type puzzleStore struct {
	// Store is observed by the components that read the store's state.
	state.Store
	// m is the page model (ui/page): the puzzle, its options, its runs.
	m *page.Model
	// pool is the solver workers, page.Model.Workers of them (solve.go).
	pool workers.Pool
	// editorText is the text last put into the editor by the program (not
	// by typing), so typing never rewrites the textarea.
	editorText string
	// toldReplaced is set once the page has said that a solver worker
	// was replaced (watchWorkers): it says so once.
	toldReplaced bool
	// intent is set at the first sign that the person means to solve,
	// which starts the workers' warm-up (warm_intent.go).
	intent bool
}

// newPuzzleStore returns the puzzle's store of a new page: the model's
// first puzzle, in the editor.
func newPuzzleStore() *puzzleStore {
	m := page.NewModel()
	return &puzzleStore{m: m, editorText: m.Source}
}

// changed notes a change of the puzzle's state: the components that
// read it render again.
func (s *puzzleStore) changed() { s.Changed() }
