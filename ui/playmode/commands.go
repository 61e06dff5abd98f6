package playmode

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/command"
	"polyplay/ui/play"
)

// Play's commands (commands.go): the moves of the piece in hand, drawn
// as buttons under the board, and the history, beside it; the board
// takes all their keys, with the arrows and the cursor's own
// (playBoard.commands). Each sends its move to Play mode
// (actionPlayMove).

// playMoveCommands are the moves of the piece in hand of game g.
func playMoveCommands(g *play.Game, oneSided bool) []command.Command {
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
	return []command.Command{
		{ID: "play-turn", Label: "⟳ Turn", Keys: []string{"r"}, Shortcut: "R", Off: !holding, Do: turn(play.AxisZ, -1)},
		{ID: "play-turn-back", Label: "⟲ Turn back", Keys: []string{"Shift+r"}, Shortcut: "Shift+R", Off: !holding, Do: turn(play.AxisZ, 1)},
		{ID: "play-flip", Label: "⇋ Flip", Keys: []string{"f"}, Shortcut: "F", Off: !holding, Hidden: !flips,
			Do: func(ctx app.Context) { move(ctx, (*play.Game).Flip) }},
		{ID: "play-turn-x", Label: "Tilt", Keys: []string{"x"}, Shortcut: "X", Off: !holding, Hidden: flat, Do: turn(play.AxisX, 1)},
		{ID: "play-turn-y", Label: "Roll", Keys: []string{"y"}, Shortcut: "Y", Off: !holding, Hidden: flat, Do: turn(play.AxisY, 1)},
		{ID: "play-drop", Label: "Place", Keys: []string{"Enter", " "}, Shortcut: "Enter", Off: !holding,
			Do: func(ctx app.Context) { move(ctx, (*play.Game).Drop) }},
		{ID: "play-return", Label: "Put back", Keys: []string{"Escape"}, Shortcut: "Esc", Off: !holding,
			Do: func(ctx app.Context) { move(ctx, (*play.Game).Cancel) }},
		{ID: "play-to-tray", Keys: []string{"Delete", "Backspace"}, Off: !holding,
			Do: func(ctx app.Context) { move(ctx, (*play.Game).Return) }},
	}
}

// historyCommands are Undo, Redo and Clear of game g; undo says whether
// Undo can do something (the game's, or back to the game a new challenge
// replaced). A solid puzzle's Undo is the scene's (playScene.commands),
// under it where the eye is: here it is left out.
func historyCommands(g *play.Game, undo bool) []command.Command {
	return []command.Command{
		{ID: "play-undo", Label: "Undo", Keys: []string{"Control+z"}, Off: !undo, Hidden: g.Puzzle().ThreeD(),
			Do: func(ctx app.Context) { ctx.NewActionWithValue(actionPlayMove, playMove{undo: true}) }},
		{ID: "play-redo", Label: "Redo", Keys: []string{"Control+y", "Control+Shift+z"}, Off: !g.CanRedo(),
			Do: func(ctx app.Context) { move(ctx, (*play.Game).Redo) }},
		{ID: "play-clear", Label: "Clear", Off: len(g.Placed()) == 0,
			Do: func(ctx app.Context) { move(ctx, (*play.Game).Clear) }},
	}
}
