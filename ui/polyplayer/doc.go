// Package polyplayer is the solution player's component (PolyPlayer),
// on the playground's board and on the embed page: the board or the 3-D
// view painted on canvases, the controls, the timeline, the exports. Its
// model and drawings are package ui/player, plain Go; this package
// paints them and takes the person's pointer, wheel and keys.
//
// A player control is a method of player.Player (ui/player), its
// handler in controls.go and its button in player.go (renderControls).
package polyplayer
