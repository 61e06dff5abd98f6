// Package playmode is Play mode's components: a person solving the
// puzzle in view by hand, with the solver as a coach. Its model (the
// game, its moves, dead ends, share codes, the coach's words) is package
// ui/play, plain Go; this package draws it and takes the person's
// pointer and keys.
//
//	Mode           mode.go      Play mode: solving by hand with the solver as a coach; the game and its moves
//	playScene      scene.go     Play's one 3-D scene a solid is played in: camera, working layer, pointers, keys
//	sceneLayers    layers.go    Play's layer row under the scene: Layer down, the working layer, Layer up
//	playBoard      board.go     Play's board of a flat puzzle: its pointer and keys, the moves of the piece in hand
//	playTray       tray.go      Play's tray of pieces left
//	coachPanel     coach.go     Play's coach: the count of completions, Hint, Show a completion
//	challengePanel challenge.go Play's New challenge
//	slidePanel     slide.go     Play's Slide the pieces in: a solution's pieces slid together from apart
//	playShare      share.go     Play's links to the position
//	(commands.go: Play's table of commands; view.go: Mode's layout)
//
// Mode owns the game and hands it as data to its parts, each a
// component with its own state; their moves come back as actions
// (actionPlayMove, actionPlayStart). Mode observes the puzzle's store
// while it is open, and reaches the rest of the page through Page (the
// address, the colours, the games kept in the browser); the page opens
// it with ActionOpen, hands it a play link with ActionLink and the
// workers' answers with ActionCoached.
//
// A Play control is a command.Command in commands.go that calls a
// play.Game method (ui/play/game.go): the one entry gives the button and
// its keys.
package playmode
