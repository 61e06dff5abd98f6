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
	var out []command.Command
	for _, t := range boardTurns {
		out = append(out, command.Command{ID: t.id, Label: t.label, Keys: []string{t.key}, Shortcut: t.shortcut,
			Off: !holding, Hidden: flat && t.solid, Do: func(ctx app.Context) {
				move(ctx, func(g *play.Game) play.Note { return g.Turn(t.axis, t.q) })
			}})
	}
	return append(out, []command.Command{
		{ID: "play-flip", Label: "⇋ Flip", Keys: []string{"f"}, Shortcut: "F", Off: !holding, Hidden: !flips(pz, oneSided),
			Do: func(ctx app.Context) { move(ctx, (*play.Game).Flip) }},
		{ID: "play-drop", Label: "Place", Keys: []string{"Enter", " "}, Shortcut: "Enter", Off: !holding,
			Do: func(ctx app.Context) { move(ctx, (*play.Game).Drop) }},
		{ID: "play-return", Label: "Put back", Keys: []string{"Escape"}, Shortcut: "Esc", Off: !holding,
			Do: func(ctx app.Context) { move(ctx, (*play.Game).Cancel) }},
		{ID: "play-to-tray", Keys: []string{"Delete", "Backspace"}, Off: !holding,
			Do: func(ctx app.Context) { move(ctx, (*play.Game).Return) }},
	}...)
}

// boardTurns are the turns of the piece in hand under the board: about
// the board's axis each way, and a half turn (on squares a quarter)
// about x and y, which only a solid puzzle's pieces take. With Flip
// where pieces turn over (flips) they reach every orientation.
var boardTurns = []struct {
	id, label, key, shortcut string
	axis                     play.Axis
	q                        int
	solid                    bool
}{
	{"play-turn", "⟳ Turn", "r", "R", play.AxisZ, -1, false},
	{"play-turn-back", "⟲ Turn back", "Shift+r", "Shift+R", play.AxisZ, 1, false},
	{"play-turn-x", "Tilt", "x", "X", play.AxisX, 1, true},
	{"play-turn-y", "Roll", "y", "Y", play.AxisY, 1, true},
}

// flips reports whether Play offers Flip for the pieces of pz: flat
// pieces turn over, on a flat board (unless the puzzle is one-sided)
// and on balls in space, where Flip turns a flat piece over in its
// plane.
func flips(pz *play.Puzzle, oneSided bool) bool {
	return (!pz.ThreeD() || pz.Grid().Rigid()) && !oneSided
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
