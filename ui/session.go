package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/link"
	"polyplay/ui/page"
	"polyplay/ui/player"
	"polyplay/ui/workers"
)

// session is the state the page's components share: the page model
// (ui/page), the solver workers, the message at the top of the page, the
// colours, and the state of the parts several components read (My
// puzzles, the share link, the staying run, the drawings), whose types
// have their parts' methods. The Playground makes it and hands it to each
// component, which renders from it and keeps its own state itself.
//
// Each feature of the page has a revision of its own (revisions): an
// event that changes a feature's state calls changedIn with it, and
// each component is given, as its Rev, the revisions of the features it
// reads (revOf), so that go-app renders again only the components whose
// features changed. changed is a change of them all.
type session struct {
	revisions

	m *page.Model
	// pool is the solver workers, page.Model.Workers of them (solve.go).
	pool workers.Pool
	// editorText is the text last put into the editor by the program (not
	// by typing), so typing never rewrites the textarea.
	editorText string
	// notice is a message about the last action (copy done, bad address).
	notice string
	// toldReplaced is set once the page has said that a solver worker
	// was replaced (watchWorkers): it says so once.
	toldReplaced bool
	// argsText is the command line being typed in the options tab (the
	// address and the runs tab's "Use options" set it too).
	argsText string
	// galleryPg is the page of the solutions strip in view.
	galleryPg int
	// lastFrag is the address fragment last written or read.
	lastFrag string
	// svgCache holds the drawings made, by key (svgcache.go).
	svgCache drawings
	// runPal is the palette of the last run whose solutions were drawn
	// (colours.go).
	runPal runPalette
	// thumbsHeld is the gallery page whose thumbnails are drawn only in
	// part for now (solution_drawings.go).
	thumbsHeld thumbPage
	// staying is the run whose solutions stay on the board while the
	// next run has none yet (board_staying.go).
	staying stayingRun
	// share is the share link the page came from and the show handed
	// to the player (board_show.go).
	share shareState
	// watch is the recorded search the board may play (watch_panel.go).
	watch watchState
	// tab is the side panel's open tab ("" for the first);
	// panelClosed hides the panel.
	tab         string
	panelClosed bool
	// mine is My puzzles and the editor's undo (mine.go).
	mine mineState
	// runsChanged is set when a run ended among the workers' messages
	// being handled (takeMessages).
	runsChanged bool
	// scheme colours the pieces everywhere on the page (colours.go).
	scheme player.Scheme
	// playing is set while Play mode (play_mode.go) has the board;
	// playCode is then its position's share code: syncURL writes the
	// address as a play link of the puzzle, its options and the position.
	playing  bool
	playCode string
	// designing is set while the designer (designer.go) is open: the
	// designer's own state, which the Playground reads too
	// (revWhile).
	designing bool
	// intent is set at the first sign that the person means to solve,
	// which starts the workers' warm-up (warm_intent.go).
	intent bool
}

// newSession returns the session of a new page.
func newSession() *session {
	m := page.NewModel()
	return &session{m: m, editorText: m.Source, svgCache: drawings{}}
}

// loadEditor puts the model's definition into the editor.
func (c *session) loadEditor(ctx app.Context) {
	c.editorText = c.m.Source
	text := c.m.Source
	ctx.Defer(func(app.Context) { setEditorValue(idEditor, text) })
}

// syncURL writes the state into the address fragment.
func (c *session) syncURL() {
	if !app.IsClient {
		return
	}
	f := c.m.Fragment()
	if c.playing && c.playCode != "" {
		m := c.m
		sh := link.Share{Key: m.Key, Index: m.Index, Args: m.Args(), Play: c.playCode}
		if m.Edited || m.Key == "" {
			sh.Key, sh.Source, sh.FileName = "", m.Source, m.FileName
		}
		f = sh.Fragment()
	}
	if f != c.lastFrag {
		c.lastFrag = f
		replaceHash(f)
	}
}
