package ui

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/solver"
	"polyplay/ui/draw"
	"polyplay/ui/figures"
	"polyplay/ui/play"
	"polyplay/ui/player"
	"polyplay/ui/region"
)

// playBoard is the board a flat puzzle is played on, drawn as SVG
// (draw.PlayLayer), with the moves of the piece in hand under it (a
// solid is played in its scene, playScene). A drag with a mouse, a pen or a finger moves the piece in hand
// (Pointer Events: the board takes the pointer pressed on it, or on the
// tray, so that a drag is followed wherever it goes; its style,
// touch-action: none, keeps a finger's drag from scrolling the page);
// the keys of Play's commands (play_commands.go) move it too. It owns
// the keyboard's cursor, the zoom and the drag; the game comes
// in as data and its moves go out to Play mode (actionPlayMove).
type playBoard struct {
	app.Compo
	// Game is the game, Ver its revision; Note is what the last move
	// said, Dead the position's dead end; Scheme colours the pieces;
	// Undo says whether Undo can do something.
	Game   *play.Game
	Ver    int
	Note   play.Note
	Dead   *play.DeadEnd
	Scheme player.Scheme
	Undo   bool

	// pz is the puzzle the cursor is for.
	pz *play.Puzzle
	// pal is the pieces' colours (gamePalette).
	pal draw.Palette
	// cursor is the keyboard's cell while no piece is in hand.
	cursor solver.Point
	// drag is the pointer's drag going on.
	drag playDrag
	// zoom is the board's zoom level: 0 fits the board in its place,
	// k > 0 draws its cells zoomCells[k-1] pixels wide (a long board
	// then scrolls, and follows the piece in hand).
	zoom int
}

// zoomCells are the cells' widths in pixels at the zoom levels past
// the first: the middle one is a finger's target, 44 px or more.
var zoomCells = []int{32, 48, 64}

// cellPixels returns the cells' width in pixels at the zoom level.
func (c *playBoard) cellPixels() int {
	base := draw.PlayCellPixels(c.Game.Puzzle().X)
	if c.zoom == 0 {
		return base
	}
	return max(base, zoomCells[c.zoom-1])
}

// zoomable reports whether the board's cells are narrow enough on a
// phone to need zooming: more than 8 of them in a row.
func (c *playBoard) zoomable() bool { return c.Game.Puzzle().X > 8 }

// zoomCommands are Zoom in and out and the pans of a zoomed board.
func (c *playBoard) zoomCommands() []command {
	hidden := !c.zoomable()
	zoom := func(d int) func(ctx app.Context) {
		return func(ctx app.Context) {
			c.zoom = min(max(c.zoom+d, 0), len(zoomCells))
			say(ctx, play.Note{Text: fmt.Sprintf("Board zoom: %ss %d px wide.", c.Game.Puzzle().Region().Unit, c.cellPixels())})
			ctx.Defer(func(app.Context) { c.followHeld() })
		}
	}
	pan := func(d float64) func(ctx app.Context) {
		return func(ctx app.Context) {
			if b := app.Window().GetElementByID(idPlayBoard); b.Truthy() {
				b.Call("scrollBy", map[string]any{"left": d * b.Get("clientWidth").Float()})
			}
			ctx.PreventUpdate()
		}
	}
	return []command{
		{id: "play-zoom-in", label: "Zoom in", keys: []string{"+", "="}, shortcut: "+", hidden: hidden, off: c.zoom == len(zoomCells), do: zoom(1)},
		{id: "play-zoom-out", label: "Zoom out", keys: []string{"-"}, shortcut: "-", hidden: hidden, off: c.zoom == 0, do: zoom(-1)},
		{id: "play-pan-left", label: "◀ Pan", keys: []string{"["}, shortcut: "[", hidden: hidden || c.zoom == 0, do: pan(-0.6)},
		{id: "play-pan-right", label: "Pan ▶", keys: []string{"]"}, shortcut: "]", hidden: hidden || c.zoom == 0, do: pan(0.6)},
	}
}

// followHeld scrolls a zoomed board to keep the piece in hand in view.
func (c *playBoard) followHeld() {
	if c.zoom == 0 || !app.IsClient {
		return
	}
	if el := app.Window().Get("document").Call("querySelector", "#"+idPlayBoard+" .play-held"); el.Truthy() {
		el.Call("scrollIntoView", map[string]any{"block": "nearest", "inline": "center"})
	}
}

// playDrag is a drag of the pointer going on.
type playDrag struct {
	on      bool
	pointer int
	// fromHand is set when the drag began on the piece in hand.
	fromHand bool
	// off is the cell pressed less the cell held: the piece keeps its
	// place under the pointer.
	off solver.Point
	// last is the cell the piece was last moved to; moved is set once
	// it moved, entered once the pointer was over the board.
	last           solver.Point
	moved, entered bool
	// touch is set for a finger or a pen: a tap on the piece in hand
	// turns it.
	touch bool
}

// playGrab hands the board a drag begun on the tray (its value, with
// the pointer's id and type).
type playGrab struct {
	pointer int
	touch   bool
}

// actionPlayGrab hands the board a drag begun on the tray (a playGrab).
const actionPlayGrab = "play-grab"

// OnInit finds the pieces' colours before the first Render.
func (c *playBoard) OnInit() { c.pal = gamePalette(c.Game, c.Scheme) }

// OnMount takes the tray's drags (a flat puzzle's), and keeps the
// board's keys from scrolling the page.
func (c *playBoard) OnMount(ctx app.Context) {
	c.follow()
	keepKeys(idPlayBoard, c.commands())
	keepKeys("play-tray", nil, "ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight")
	ctx.Handle(actionPlayGrab, func(ctx app.Context, a app.Action) {
		// A solid puzzle's drags from the tray go to its scene.
		if g, ok := a.Value.(playGrab); ok && !c.drag.on && !c.Game.Puzzle().ThreeD() {
			if capturePlay(g.pointer) {
				c.drag = playDrag{on: true, pointer: g.pointer, touch: g.touch, last: solver.Point{X: math.MinInt32}}
			}
		}
	})
}

// OnUpdate follows the game: the cursor goes to the piece in hand;
// another puzzle starts it again; the colours are found again.
func (c *playBoard) OnUpdate(ctx app.Context) {
	c.follow()
	c.pal = gamePalette(c.Game, c.Scheme)
	if c.zoom > 0 {
		ctx.Defer(func(app.Context) { c.followHeld() })
	}
}

// follow moves the keyboard's cursor to the piece in hand, and starts
// it again (and the zoom and the drag) for another puzzle.
func (c *playBoard) follow() {
	pz := c.Game.Puzzle()
	if pz != c.pz {
		c.pz, c.cursor, c.drag, c.zoom = pz, solver.Point{X: 0, Y: pz.Y - 1}, playDrag{}, 0
	}
	if h, ok := c.Game.Held(); ok {
		c.cursor = h.At
	}
	c.cursor.X = min(max(c.cursor.X, 0), pz.X-1)
	c.cursor.Y = min(max(c.cursor.Y, 0), pz.Y-1)
	c.cursor.Z = 0
}

// Render draws the board and the moves of the piece in hand.
func (c *playBoard) Render() app.UI {
	counted("playBoard")
	label := "The board. Arrow keys move the piece in hand, R turns it"
	if c.canFlip() {
		label += ", F flips it"
	}
	label += ", Enter places it, Escape puts it back; + and - zoom the board, [ and ] pan it. Without a piece in hand, arrow keys move the cursor and Enter picks up the piece under it."
	svg := playLayerSVG(c.Game, c.pal, c.Dead, c.Note, 0, c.cursor,
		c.cellPixels(), idPlayBoard+"-svg", c.title())
	cls := "play-board"
	if c.zoom > 0 {
		cls += " zoomed"
	}
	return app.Div().Class("play-board-box").Body(
		app.Div().ID(idPlayBoard).Class(cls).TabIndex(0).Role("application").
			Attr("aria-label", label).Attr("aria-describedby", idPlayStatus).
			DataSet("placed", placedText(c.Game)).
			On("pointerdown", c.onDown).
			On("pointermove", c.onDragMove).
			On("pointerup", c.onDragEnd).
			On("pointercancel", c.onDragCancel).
			On("lostpointercapture", c.onDragCancel).
			OnKeyDown(c.onKey).
			Body(app.Raw(svg)),
		app.Div().Class("play-bar play-moves").Role("group").Attr("aria-label", "The piece in hand").
			Body(append(commandButtons(playMoveCommands(c.Game, c.Game.Puzzle().Problem.OneSided), c.onCommand),
				commandButtons(c.zoomCommands(), c.onCommand)...)...),
	)
}

// title describes the board for a screen reader.
func (c *playBoard) title() string {
	pz, g := c.Game.Puzzle(), c.Game
	s := fmt.Sprintf("The board, %d by %d", pz.X, pz.Y)
	if !pz.Grid().Columns() {
		s = "The " + region.Of(pz.Problem).Name()
	}
	s += fmt.Sprintf(": %d of %s placed", len(g.Placed()), figures.Count(int64(len(pz.Pieces)), "piece"))
	fixed := 0
	for _, pl := range g.Placed() {
		if pl.Fixed {
			fixed++
		}
	}
	if fixed > 0 {
		s += fmt.Sprintf(", %d of them pinned in place by the challenge (dotted)", fixed)
	}
	return s
}

// placedText lists the pieces on the board and their cells, for the
// tests and a screen reader's reading of the board: "L 0,0,0 0,1,0 …; …".
func placedText(g *play.Game) string {
	pz := g.Puzzle()
	var parts []string
	for _, pl := range g.Placed() {
		cells := pz.Cells(pl)
		s := make([]string, len(cells))
		for i, c := range cells {
			s[i] = fmt.Sprintf("%d,%d,%d", c.X, c.Y, c.Z)
		}
		slices.Sort(s)
		parts = append(parts, pz.Pieces[pl.Piece].Name+" "+strings.Join(s, " "))
	}
	slices.Sort(parts)
	return strings.Join(parts, "; ")
}

// canFlip reports whether the puzzle's pieces can be turned over.
func (c *playBoard) canFlip() bool {
	pz := c.Game.Puzzle()
	return !pz.Problem.OneSided
}

// commands is Play's table of commands with the board's own keys: the
// arrows move the piece in hand (or the cursor), Enter or space pick
// up the piece under the cursor.
func (c *playBoard) commands() []command {
	g, pz := c.Game, c.Game.Puzzle()
	_, holding := g.Held()
	cs := append(playMoveCommands(g, pz.Problem.OneSided), historyCommands(g, c.Undo)...)
	cs = append(cs, c.zoomCommands()...)
	step := func(name string, dx, dy int) command {
		return command{id: "play-key-" + name, keys: []string{name},
			do: func(ctx app.Context) {
				if _, ok := c.Game.Held(); ok {
					move(ctx, func(g *play.Game) play.Note { return g.Move(dx, dy, 0) })
					return
				}
				c.cursor.X = min(max(c.cursor.X+dx, 0), pz.X-1)
				c.cursor.Y = min(max(c.cursor.Y+dy, 0), pz.Y-1)
				say(ctx, play.Note{Text: c.cursorText()})
			}}
	}
	return append(cs,
		step("ArrowLeft", -1, 0), step("ArrowRight", 1, 0), step("ArrowUp", 0, 1), step("ArrowDown", 0, -1),
		command{id: "play-key-pick", keys: []string{"Enter", " "}, off: holding, do: func(ctx app.Context) {
			at := c.cursor
			if _, on := c.Game.PieceAt(at); on {
				move(ctx, func(g *play.Game) play.Note { return g.PickUp(at) })
				return
			}
			say(ctx, play.Note{Text: "No piece at " + pz.CellName(at) + ". Choose a piece in the tray.", Refused: true})
		}},
	)
}

// onCommand makes the move of the button pressed.
func (c *playBoard) onCommand(ctx app.Context, e app.Event) {
	if !runCommand(ctx, c.commands()) {
		ctx.PreventUpdate()
	}
	// The keys go back to it: Enter would press the button again.
	focusQuietly(idPlayBoard)
}

// onKey plays a key pressed on the board.
func (c *playBoard) onKey(ctx app.Context, e app.Event) {
	keyCommand(ctx, e, c.commands(), "")
}

// cursorText says where the keyboard's cursor is and what is there.
func (c *playBoard) cursorText() string {
	pz, at := c.Game.Puzzle(), c.cursor
	s := "Cursor at " + pz.CellName(at)
	switch i, on := c.Game.PieceAt(at); {
	case on:
		s += ": piece " + pz.Pieces[i].Name + " (Enter picks it up)."
	case pz.Outside(at):
		s += ": outside " + pz.Region().The() + "."
	case pz.Stationary(at) != "":
		s += ": a " + region.Hole + "."
	default:
		s += ": empty."
	}
	return s
}
