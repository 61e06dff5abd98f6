package ui

import (
	"polyplay/ui/kept"
	"polyplay/ui/page"
	"polyplay/ui/player"
	"polyplay/ui/state"
	"polyplay/ui/workers"
)

// The stores of the page's features, which the session holds
// (session.go): each is a state.Store with its feature's state.

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
	// taker asks the first worker to take solutions apart (the
	// PolyPlayer's animation by sliding, Play's Slide the pieces in).
	taker *workers.Taker
	// editorText is the text last put into the editor by the program (not
	// by typing), so typing never rewrites the textarea.
	editorText string
	// toldReplaced is set once the page has said that a solver worker
	// was replaced (watchWorkers): it says so once.
	toldReplaced bool
	// intent is set at the first sign that the person means to solve,
	// which starts the workers' warm-up (intentSelector).
	intent bool
}

// newPuzzleStore returns the puzzle's store of a new page: the model's
// first puzzle, in the editor.
func newPuzzleStore() *puzzleStore {
	m := page.NewModel()
	s := &puzzleStore{m: m, editorText: m.Source}
	s.taker = workers.NewTaker(&s.pool, func() bool { return m.WorkerReady(0) })
	return s
}

// changed notes a change of the puzzle's state: the components that
// read it render again.
func (s *puzzleStore) changed() { s.Changed() }

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

// viewStore is the solution player's state: the
// solution in view (page.Model.View, which setView moves), the strip's
// page and its thumbnails held back, the share link's solution and the
// search watched.
type viewStore struct {
	// Store is observed by the components that read the store's state.
	state.Store
	// galleryPg is the page of the solutions strip in view.
	galleryPg int
	// thumbsHeld is the gallery page whose thumbnails are drawn only in
	// part for now (solution_drawings.go).
	thumbsHeld thumbPage
	// share is the share link the page came from and the show handed
	// to the player (board_show.go).
	share shareState
	// watch is the recorded search the board may play (watch_panel.go).
	watch watchState
}

// changed notes a change of the solution in view or of its parts: the
// board and its parts render again.
func (s *viewStore) changed() { s.Changed() }

// pageStore is the state of the page's own parts: the
// side panel's tab and whether it is closed, My puzzles, the notice, the
// colours, whether Play mode has the board, and the
// address last written.
type pageStore struct {
	// Store is observed by the components that read the store's state.
	state.Store
	// tab is the side panel's open tab ("" for the first);
	// panelClosed hides the panel.
	tab         string
	panelClosed bool
	// notice is a message about the last action (copy done, bad address).
	notice string
	// kept is the page's local storage and what the page says of it
	// (package ui/kept).
	kept kept.State
	// mine is My puzzles and the editor's undo (mine.go).
	mine mineState
	// scheme colours the pieces everywhere on the page (colours.go).
	scheme player.Scheme
	// playing is set while Play mode (ui/playmode) has the board;
	// playCode is then its position's share code: syncURL writes the
	// address as a play link of the puzzle, its options and the position.
	playing  bool
	playCode string
	// lastFrag is the address fragment last written or read.
	lastFrag string
}

// changed notes a change of the page's own parts: the components that
// read them render again.
func (s *pageStore) changed() { s.Changed() }
