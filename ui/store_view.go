package ui

import "polyplay/ui/state"

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
