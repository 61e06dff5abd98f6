package ui

import (
	"polyplay/ui/kept"
	"polyplay/ui/player"
	"polyplay/ui/state"
)

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
