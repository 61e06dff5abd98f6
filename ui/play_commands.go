package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/play"
)

// Play's commands (commands.go): the moves of the piece in hand, drawn
// as buttons under the board, and the history, beside it; the board
// takes all their keys, with the arrows and the cursor's own
// (playBoard.commands). Each sends its move to Play mode
// (actionPlayMove).

// playMoveCommands are the moves of the piece in hand of game g.
func playMoveCommands(g *play.Game, oneSided bool) []command {
	pz := g.Puzzle()
	_, holding := g.Held()
	flat := !pz.ThreeD()
	// Flat pieces turn over: on a flat board, and on balls in space,
	// where Flip turns a flat piece over in its plane.
	flips := (flat || pz.Grid().Rigid()) && !oneSided
	turn := func(axis play.Axis, q int) func(ctx app.Context) {
		return func(ctx app.Context) {
			move(ctx, func(g *play.Game) play.Note { return g.Turn(axis, q) })
		}
	}
	return []command{
		{id: "play-turn", label: "⟳ Turn", keys: []string{"r"}, shortcut: "R", off: !holding, do: turn(play.AxisZ, -1)},
		{id: "play-turn-back", label: "⟲ Turn back", keys: []string{"Shift+r"}, shortcut: "Shift+R", off: !holding, do: turn(play.AxisZ, 1)},
		{id: "play-flip", label: "⇋ Flip", keys: []string{"f"}, shortcut: "F", off: !holding, hidden: !flips,
			do: func(ctx app.Context) { move(ctx, (*play.Game).Flip) }},
		{id: "play-turn-x", label: "Tilt", keys: []string{"x"}, shortcut: "X", off: !holding, hidden: flat, do: turn(play.AxisX, 1)},
		{id: "play-turn-y", label: "Roll", keys: []string{"y"}, shortcut: "Y", off: !holding, hidden: flat, do: turn(play.AxisY, 1)},
		{id: "play-drop", label: "Place", keys: []string{"Enter", " "}, shortcut: "Enter", off: !holding,
			do: func(ctx app.Context) { move(ctx, (*play.Game).Drop) }},
		{id: "play-return", label: "Put back", keys: []string{"Escape"}, shortcut: "Esc", off: !holding,
			do: func(ctx app.Context) { move(ctx, (*play.Game).Cancel) }},
		{id: "play-to-tray", keys: []string{"Delete", "Backspace"}, off: !holding,
			do: func(ctx app.Context) { move(ctx, (*play.Game).Return) }},
	}
}

// historyCommands are Undo, Redo and Clear of game g; undo says whether
// Undo can do something (the game's, or back to the game a new challenge
// replaced). A solid puzzle's Undo is the scene's (playScene.commands),
// under it where the eye is: here it is left out.
func historyCommands(g *play.Game, undo bool) []command {
	return []command{
		{id: "play-undo", label: "Undo", keys: []string{"Control+z"}, off: !undo, hidden: g.Puzzle().ThreeD(),
			do: func(ctx app.Context) { ctx.NewActionWithValue(actionPlayMove, playMove{undo: true}) }},
		{id: "play-redo", label: "Redo", keys: []string{"Control+y", "Control+Shift+z"}, off: !g.CanRedo(),
			do: func(ctx app.Context) { move(ctx, (*play.Game).Redo) }},
		{id: "play-clear", label: "Clear", off: len(g.Placed()) == 0,
			do: func(ctx app.Context) { move(ctx, (*play.Game).Clear) }},
	}
}
