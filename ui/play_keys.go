package ui

import (
	"sync"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/play"
)

// The keyboard of Play mode, on the board: the arrow keys move the piece
// in hand (or, with none, the cursor), R turns it clockwise (Shift+R
// counterclockwise), F flips it, Enter or space places it (or, with none
// in hand, picks up the piece under the cursor), Escape puts it back
// where it came from, Delete returns it to the tray; Page Up and Page
// Down change a 3-D puzzle's layer, X and Y turn its pieces about those
// axes; Ctrl+Z and Ctrl+Y undo and redo.

// playKeysOnce installs keepPlayKeys' listener once per page.
var playKeysOnce sync.Once

// keepPlayKeys keeps the keys that play on the board (arrows, space,
// Page Up and Down) and move through the tray (arrows) from scrolling the
// page: go-app calls the handlers after the browser has acted on the key.
func keepPlayKeys() {
	if !app.IsClient {
		return
	}
	playKeysOnce.Do(func() {
		f := app.FuncOf(func(this app.Value, args []app.Value) any {
			e := args[0]
			t := e.Get("target")
			if !t.Truthy() || (t.Get("id").String() != idPlayBoard && !t.Call("closest", "#play-tray").Truthy()) {
				return nil
			}
			switch k := e.Get("key").String(); k {
			case " ", "PageUp", "PageDown":
				if t.Get("id").String() == idPlayBoard {
					e.Call("preventDefault") // a tray button takes space as a click
				}
			case "ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight":
				e.Call("preventDefault")
			}
			return nil
		})
		// Kept for the page's lifetime: never released.
		app.Window().Get("document").Call("addEventListener", "keydown", f)
	})
}

// onKey plays a key pressed on the board.
func (st *playState) onKey(ctx app.Context, e app.Event) {
	if st.g == nil {
		return
	}
	key := e.Get("key").String()
	shift := e.Get("shiftKey").Bool()
	ctrl := e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool()
	_, holding := st.g.Held()
	moves := map[string][3]int{"ArrowLeft": {-1, 0, 0}, "ArrowRight": {1, 0, 0}, "ArrowUp": {0, 1, 0}, "ArrowDown": {0, -1, 0},
		"PageUp": {0, 0, 1}, "PageDown": {0, 0, -1}}
	switch {
	case ctrl && (key == "z" || key == "Z"):
		if shift {
			st.do((*play.Game).Redo)
		} else {
			st.do((*play.Game).Undo)
		}
	case ctrl && (key == "y" || key == "Y"):
		st.do((*play.Game).Redo)
	case ctrl:
		ctx.PreventUpdate()
		return
	case moves[key] != [3]int{}:
		m := moves[key]
		if m[2] != 0 && !st.pz.ThreeD() {
			ctx.PreventUpdate()
			return
		}
		if holding {
			st.note = st.g.Move(m[0], m[1], m[2])
		} else {
			st.cursor.X = min(max(st.cursor.X+m[0], 0), st.pz.X-1)
			st.cursor.Y = min(max(st.cursor.Y+m[1], 0), st.pz.Y-1)
			st.layer = min(max(st.layer+m[2], 0), st.pz.Z-1)
			st.note = play.Note{Text: st.cursorText()}
		}
	case key == "r" || key == "R":
		q := -1
		if shift {
			q = 1
		}
		st.do(func(g *play.Game) play.Note { return g.Turn(play.AxisZ, q) })
	case (key == "x" || key == "X") && st.pz.ThreeD():
		st.do(func(g *play.Game) play.Note { return g.Turn(play.AxisX, 1) })
	case (key == "y" || key == "Y") && st.pz.ThreeD():
		st.do(func(g *play.Game) play.Note { return g.Turn(play.AxisY, 1) })
	case key == "f" || key == "F":
		st.do((*play.Game).Flip)
	case key == "Enter" || key == " ":
		if holding {
			st.do((*play.Game).Drop)
		} else if _, on := st.g.PieceAt(st.cursor); on {
			c := st.cursor
			st.do(func(g *play.Game) play.Note { return g.PickUp(c) })
		} else {
			st.note = play.Note{Text: "No piece at " + st.pz.CellName(st.cursor) + ". Choose a piece in the tray.", Refused: true}
		}
	case key == "Escape" && holding:
		st.do((*play.Game).Cancel)
	case (key == "Delete" || key == "Backspace") && holding:
		st.do((*play.Game).Return)
	default:
		ctx.PreventUpdate()
		return
	}
	st.followHeld()
}

// cursorText says where the keyboard's cursor is and what is there.
func (st *playState) cursorText() string {
	c := st.cursor
	s := "Cursor at " + st.pz.CellName(c)
	switch i, on := st.g.PieceAt(c); {
	case on:
		s += ": piece " + st.pz.Pieces[i].Name + " (Enter picks it up)."
	case st.pz.Stationary(c) != "":
		s += ": a fixed piece."
	case !st.pz.Open(c):
		s += ": not part of the board."
	default:
		s += ": empty."
	}
	return s
}
