// Package ui is the playground's front end, written with go-app v10, and
// the solution player shared with the embed page (PolyPlayer).
//
// The page is made of components, each in its own file or, for the
// features moved out (a room per feature, each with its own components,
// state and tests), in its own package, named after what a person sees:
//
//	Playground     playground.go     the page: makes the session, starts the workers, follows the address
//	topBar         top_bar.go        the picker, Solve and Cancel, Share, the panel's toggle, the status
//	designer.Designer ui/designer the puzzle designer, above the board while open, and its parts
//	board          board.go          the puzzle or the solution and its player, the way through the solutions
//	solutionStrip  solution_strip.go the solutions' thumbnails a page at a time, their downloads
//	runFigures     run_figures.go    the run's state, progress bar, counters and per-level figures
//	share.Panel    ui/share          the embed code and image, the share link and what sharing says
//	watchPanel     watch_panel.go    watching the search: a recorded window of the solver's steps
//	sidePanel      side_panel.go     the tabs over the puzzle, options and runs panels
//	puzzleTab      puzzle_tab.go     what the puzzle is, the designer's buttons, the definition editor
//	mine.List      ui/mine           the person's own definitions kept in the browser
//	options.Tab    ui/options        the solver options, the workers, the colours, the flags
//	runs.Tab       ui/runs           the table of runs, saved in the browser
//	PolyPlayer     ui/polyplayer     the solution player, also on the embed page
//	playmode.Mode  ui/playmode       Play mode: solving by hand with the solver as a coach, and its parts
//
// The state the components share is held in stores, one a feature of
// the page, each with its state and its observers (package ui/state),
// in stores.go: the puzzle (puzzleStore: the page model of
// package ui/page, plain Go and tested natively, the editor's text and
// the solver workers of package ui/workers, likewise), a run's progress
// (runStore: the run that stays on the board, stayingRun in
// board_staying.go), the solution in view (viewStore: the strip's page,
// the thumbnails held back, the share link and the show handed to the
// player, shareState in board_show.go, and the search watched), the
// options (options.Store, package ui/options: the flags being typed) and the page's own
// parts (pageStore: the tab open, My puzzles, mineState in mine.go, the
// notice, the colours, Play mode open, the address).
// The session (session.go) holds the stores, which it embeds, and the
// caches the components share (the drawings made, drawings in
// svgcache.go; a run's palette). The Playground alone holds the session;
// the components it makes are given the stores they read and ask the
// rest of the page through an interface of their own, which a small
// type holding the session answers: topBar's barPage (topSession),
// board's boardPage and solutionStrip's stripPage (boardSession),
// sidePanel's panelParts (sidePage), puzzleTab's editorPage
// (puzzleSession). A component that reads some stores and none of the
// session's methods is given just those stores: the run's figures and
// the watch panel the puzzle's and the view's. The feature packages are
// given the page model, the workers and the stores they observe, and
// reach the rest of the page likewise (options.Page, playmode.Page,
// designer.Page, mine.Page); Play's board, scene and tray and the designer's pieces take
// their colours as data and, the tray and the pieces, the cache of
// drawings alone. The types of the stores' parts have the methods of
// their part, given what they need (the page model, a run) as
// arguments; the session keeps what touches the whole page (opening an
// entry reloads the editor, the address and the board). No type of the
// package is over 400 lines with its methods (TestTypeSize). Each
// component keeps its own state (the designer its drawing, the runs tab
// the saved runs, the share panel the links it made) and renders from
// that and the stores; Render changes neither, the cache of drawings
// included: the board's drawings of the puzzle (board_drawings.go), the
// strip's thumbnails, the show handed to the player, and Play's and the
// designer's pieces are drawn or found in OnInit and OnUpdate, where
// what they come from changes, through the cache, so that the same
// drawing is not made twice; so are the colours of Play's board and
// scene and of the designer's pieces, which package player keeps a
// memory of. The one thing a Render writes is the test-only count of
// renderings (widget.Counted, package ui/widget).
//
// An event that changes a store's state calls that store's changed (the
// session's changedAll for all of them: a puzzle picked, the colours);
// each component observes, in its OnMount, the stores it reads
// (state.Observe), and go-app renders again the
// components observing a store that changed, so that a step to the next
// solution renders the board and its parts, not the side panel. Play
// mode and the designer follow the stores they read while they are
// open, and nothing while they are closed (state.Observer.While). The
// Playground, and the components between an event's or a change's
// component and it, render at each of their events (go-app's Dispatch).
// The options tab has a Key of what it shows, so that a run's progress
// does not rebuild its form.
//
// Components talk through go-app's own means. Requests that one
// component answers for another are actions: actionShareLink (top bar to
// share panel), actionDesignerOpen and actionTextEdited (top bar and
// puzzle tab to designer), actionEstimated (the workers' estimates to the
// designer), actionRunEnded (to the runs tab, which saves the runs),
// actionStartWorkers (to the Playground, which starts the workers in its
// own context), and actionPlayOpen, actionPlayLink and actionCoached (the
// top bar, the address and the coach's answers to Play mode).
//
// Play mode and the designer own the game and the drawing and hand them
// as data to their parts, each a component with its own state; a part's
// move or change comes back as an action (actionPlayMove,
// actionDesignChange, ...). One table of commands (package ui/command) gives a
// panel's buttons and its keys.
//
// Play mode's moves, dead ends and share code are package ui/play (plain
// Go); its coach and its new challenges are worker messages like a run's.
// The workers' warm-up waits for a sign that the person means to solve
// (intentSelector), so that a visitor who only looks pays for no search.
//
// The solver runs in Web Workers (wasm/worker, in the page's own program,
// wasm/app), never on the page's thread; package ui/webworker binds package
// ui/workers to them.
package ui
