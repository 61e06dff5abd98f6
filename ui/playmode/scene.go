package playmode

import (
	"fmt"
	"math"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/solver"
	"polyplay/ui/command"
	"polyplay/ui/draw"
	"polyplay/ui/play"
	"polyplay/ui/player"
	"polyplay/ui/scene"
	"polyplay/ui/widget"
)

// playScene is the one scene a solid puzzle is played in: the position
// as a turnable 3-D drawing (package scene: the box's outline, the
// working layer's floor grid, the pieces placed), and the piece in hand
// in it as a ghost, green where it fits and red, with the reason, where
// it does not. The mouse's ghost follows the pointer, snapped to the
// cells of the working layer, and a click places it; a finger's first
// tap moves it, a tap on it places it. A press on a placed piece picks
// it up. A drag (one finger) turns the scene, the wheel (two fingers)
// zooms it, two fingers, a drag with Shift or Shift with an arrow key
// pan it; See inside lifts away the layers above the working one.
// The keys play the whole game while the scene has the focus, which
// it takes at every press: the arrows and Page Up and Down move the
// piece, R, X and Y turn it, Enter places it, N takes the next piece
// from the tray. The buttons under it are the moves a turn needs. It
// owns the camera, the working layer, the lift and the pointers; the
// game comes in as data and the moves go to Play mode (actionPlayMove).
type playScene struct {
	app.Compo
	// Game is the game, Ver its revision; Undo says whether Undo can
	// do something; Scheme colours the pieces; Hand is what the player
	// plays with, whose gestures the line under the scene names.
	Game   *play.Game
	Ver    int
	Undo   bool
	Scheme player.Scheme
	Hand   play.Hand

	// pz is the puzzle the camera and layers are for.
	pz *play.Puzzle
	// pal is the pieces' colours (gamePalette).
	pal draw.Palette
	// cam is the camera; layer the working layer without a piece in
	// hand; lift the highest layer drawn.
	cam   player.Camera3D
	layer int
	lift  int
	// pan moves the drawing, in its units: a zoomed scene panned by two
	// fingers or a drag with Shift.
	pan [2]float64
	// ptrs are the pointers down, by id, at their last place (client
	// pixels); from is where the first went down, turning set once it
	// moved far enough to turn the scene; span is two fingers' distance.
	ptrs    pointers
	from    [2]float64
	turning bool
	span    float64
	// grab is the pointer of a drag begun on the tray (-1: none),
	// grabMoved set once it moved over the scene.
	grab      int
	grabMoved bool
}

// idPlayScene is the scene's element, the keyboard's target.
const idPlayScene = "play-scene"

// actionPlayHint asks the coach for a hint (the scene's Hint button).
const actionPlayHint = "play-hint"

// sceneW and sceneH are the drawing's size in its own units; the page
// scales it to the width it has.
const (
	sceneW = 480
	sceneH = 400
)

// OnInit finds the pieces' colours before the first Render.
func (c *playScene) OnInit() { c.pal = gamePalette(c.Game, c.Scheme) }

// OnMount takes the tray's drags and the layer row's steps, and keeps
// the scene's keys from scrolling the page.
func (c *playScene) OnMount(ctx app.Context) {
	c.follow()
	c.grab = -1
	ctx.Handle(actionSceneLayer, func(ctx app.Context, a app.Action) {
		if dz, ok := a.Value.(int); ok {
			c.step("", 0, 0, dz).Do(ctx)
		}
	})
	ctx.Handle(actionPlayGrab, func(ctx app.Context, a app.Action) {
		el := app.Window().GetElementByID(idPlayScene)
		if g, ok := a.Value.(playGrab); ok && el.Truthy() && widget.CapturePointer(el, app.ValueOf(g.pointer)) {
			c.grab, c.grabMoved = g.pointer, false
		}
	})
	command.KeepKeys(idPlayScene, c.commands(), "PageUp", "PageDown", "ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", " ")
}

// OnUpdate follows the game and finds the colours again.
func (c *playScene) OnUpdate(ctx app.Context) { c.follow(); c.pal = gamePalette(c.Game, c.Scheme) }

// follow starts the camera again for another puzzle, and moves the
// working layer to the piece in hand.
func (c *playScene) follow() {
	pz := c.Game.Puzzle()
	if pz != c.pz {
		c.pz, c.cam, c.layer, c.lift, c.ptrs, c.pan = pz, player.DefaultCamera3D, 0, pz.Z-1, map[int][2]float64{}, [2]float64{}
	}
	if h, ok := c.Game.Held(); ok && h.At.Z >= 0 && h.At.Z < pz.Z {
		c.layer = h.At.Z
	}
}

// build makes the scene of the position as it is now.
func (c *playScene) build() *scene.Scene {
	g, pz := c.Game, c.Game.Puzzle()
	in := scene.Input{Problem: pz.Problem, Open: pz.Open, Placed: g.Position(), Colours: map[string]string(c.pal),
		Layer: c.layer, Lift: max(c.lift, c.layer), Cam: c.cam, W: sceneW, H: sceneH, Pan: c.pan}
	if pz.Coloured() {
		in.RegionColour = pz.RegionColour
	}
	for _, pl := range g.Placed() {
		if pl.Fixed {
			in.Pinned = append(in.Pinned, pz.Cells(pl)...)
		}
	}
	if h, ok := g.Held(); ok {
		_, _, fits := g.HeldFits()
		in.Ghost = solver.Placement{Piece: pz.Pieces[h.Piece].Name, Cells: g.HeldCells(), Colours: pz.PieceColours(h.Piece)}
		in.Fits = fits
	}
	return scene.New(in)
}

// ghostLine is the line under the scene of game g: where the piece in
// hand is and whether it fits there, naming the piece's place as the
// status does when it is placed (Puzzle.PlaceName), or with none in
// hand how to take one, on the working layer layer; the gestures named
// are hand's.
func ghostLine(g *play.Game, hand play.Hand, layer int) (string, bool) {
	pz := g.Puzzle()
	h, ok := g.Held()
	if !ok {
		words := play.EmptyHandWords(hand, play.Where{Solid: true, TrayEmpty: trayEmpty(g), Solved: g.Solved()})
		if g.Solved() {
			return words, true
		}
		return fmt.Sprintf("%s Working on layer %d of %d.", words, layer+1, pz.Z), true
	}
	name := pz.Pieces[h.Piece].Name
	why, _, fits := g.HeldFits()
	if fits {
		return fmt.Sprintf("%s held over %s: it fits (green). %s", name, pz.PlaceName(g.HeldCells()), play.PlaceWords(hand)), true
	}
	return fmt.Sprintf("%s held over %s: it does not fit (red): %s.", name, pz.PlaceName(g.HeldCells()), why), false
}

// Render draws the scene, the ghost's line and the moves under it.
func (c *playScene) Render() app.UI {
	widget.Counted("playScene")
	pz := c.Game.Puzzle()
	line, ok := ghostLine(c.Game, c.Hand, c.layer)
	cls := "play-scene-ghost"
	if !ok {
		cls += " refused"
	}
	lifted := "See inside"
	if top := max(c.lift, c.layer); top < pz.Z-1 {
		lifted = fmt.Sprintf("Layers 1–%d shown", top+1)
	}
	return app.Div().ID("play-scene-box").Class("play-scene-box").Body(
		app.Div().ID(idPlayScene).Class("play-scene").TabIndex(0).Role("application").
			Attr("aria-label", sceneLabel(pz)).
			Attr("aria-describedby", "play-scene-ghost").
			DataSet("layer", c.layer).DataSet("yaw", c.cam.Yaw).DataSet("pitch", c.cam.Pitch).DataSet("zoom", c.cam.Zoom).
			DataSet("panx", c.pan[0]).DataSet("pany", c.pan[1]).DataSet("placed", placedText(c.Game)).
			On("pointerdown", c.onDown).On("pointermove", c.onMove).On("pointerup", c.onUp).
			On("pointercancel", c.onCancel).On("lostpointercapture", c.onCancel).On("wheel", c.onWheel).OnKeyDown(c.onKey).
			Body(app.Raw(c.build().SVG("play-scene-svg", c.title()))),
		app.P().ID("play-scene-ghost").Class(cls).Text(line),
		app.Div().ID("play-scene-moves").Class("play-bar play-scene-moves").Role("group").
			Attr("aria-label", "Moves of the piece in hand").
			Body(append(command.Buttons(c.commands(), c.onCommand),
				app.Button().Type("button").ID("play-scene-lift").Class("small").Text(lifted).
					Attr("aria-keyshortcuts", "L").OnClick(func(ctx app.Context, e app.Event) {
					c.liftStep()
					focusQuietly(idPlayScene)
				}))...),
		&sceneLayers{Layer: c.layer, Z: pz.Z},
	)
}

// title describes the scene for a screen reader.
func (c *playScene) title() string {
	return positionText(len(c.Game.Placed()), len(c.Game.Puzzle().Pieces))
}

// liftStep lifts one more layer away, down to the working layer's, then
// puts them all back.
func (c *playScene) liftStep() {
	top := max(c.lift, c.layer)
	if top <= c.layer {
		c.lift = c.pz.Z - 1
		return
	}
	c.lift = top - 1
}

// commands are the scene's moves with their keys: the piece's turns
// (on balls Flip too), Place, Put back, Undo and Hint as buttons (Play's
// only Undo and Hint with a solid puzzle: the history beside the scene
// and the coach leave theirs out); the moves along the axes, the layer,
// the next piece and See inside as keys.
func (c *playScene) commands() []command.Command {
	g := c.Game
	_, holding := g.Held()
	var out []command.Command
	for _, t := range sceneTurns {
		turn := func(q int) func(ctx app.Context) {
			return func(ctx app.Context) {
				move(ctx, func(g *play.Game) play.Note { return g.Turn(t.axis, q) })
			}
		}
		out = append(out,
			command.Command{ID: "play-scene-" + t.id, Label: t.label, Keys: []string{t.key}, Shortcut: strings.ToUpper(t.key), Off: !holding,
				Do: turn(t.q), Title: "Turn the piece in hand a quarter about the " + t.about},
			command.Command{ID: "play-scene-" + t.id + "-back", Keys: []string{"Shift+" + t.key}, Off: !holding, Do: turn(-t.q)})
	}
	out = append(out, sceneFlip(g, holding)...)
	return append(out, []command.Command{
		{ID: "play-scene-place", Label: "Place", Keys: []string{"Enter", " "}, Shortcut: "Enter", Off: !holding, Do: c.place,
			Title: "Place the piece in hand where its ghost is"},
		{ID: "play-scene-return", Keys: []string{"Escape"}, Off: !holding, Do: func(ctx app.Context) { move(ctx, (*play.Game).Cancel) }},
		{ID: "play-undo", Label: "Undo", Keys: []string{"Control+z"}, Off: !c.Undo,
			Do: func(ctx app.Context) { ctx.NewActionWithValue(actionPlayMove, playMove{undo: true}) }},
		{ID: "play-scene-redo", Keys: []string{"Control+y", "Control+Shift+z"}, Off: !g.CanRedo(),
			Do: func(ctx app.Context) { move(ctx, (*play.Game).Redo) }},
		{ID: "play-hint", Label: "Hint", Keys: []string{"h"}, Shortcut: "H", Off: g.Solved(),
			Do: func(ctx app.Context) { ctx.NewAction(actionPlayHint) }},
		{ID: "play-scene-next", Keys: []string{"n"}, Do: c.next},
		{ID: "play-scene-see", Keys: []string{"l"}, Do: func(ctx app.Context) { c.liftStep() }},
		c.step("ArrowLeft", -1, 0, 0), c.step("ArrowRight", 1, 0, 0), c.step("ArrowUp", 0, 1, 0), c.step("ArrowDown", 0, -1, 0),
		c.step("PageUp", 0, 0, 1), c.step("PageDown", 0, 0, -1),
		c.panKey("ArrowLeft", -1, 0), c.panKey("ArrowRight", 1, 0), c.panKey("ArrowUp", 0, -1), c.panKey("ArrowDown", 0, 1),
	}...)
}

// sceneLabel is the scene's label for puzzle pz: what its keys do.
func sceneLabel(pz *play.Puzzle) string {
	turns := "R, X and Y turn it (Shift: back)"
	if pz.Grid().Rigid() {
		turns += ", F turns a flat piece over"
	}
	return "The position in 3-D. N takes a piece from the tray; arrow keys, Page Up and Page Down move it; " + turns + "; Enter places it; Escape puts it back; L sees inside; drag turns the scene, the wheel zooms, a drag with Shift or Shift with an arrow key pans."
}

// sceneFlip is the scene's Flip of game g on balls (grid.Kind.Rigid),
// which turns a flat piece in hand over in its plane; none on the other
// grids.
func sceneFlip(g *play.Game, holding bool) []command.Command {
	if !g.Puzzle().Grid().Rigid() {
		return nil
	}
	return []command.Command{{ID: "play-scene-flip", Label: "⇋ Flip", Keys: []string{"f"}, Shortcut: "F", Off: !holding,
		Do: func(ctx app.Context) { move(ctx, (*play.Game).Flip) }, Title: "Turn a flat piece in hand over in its plane"}}
}

// sceneTurns are the scene's turns of the piece in hand, a quarter
// about each axis (with Shift, the other way): together they reach
// every orientation.
var sceneTurns = []struct {
	id, label, key, about string
	axis                  play.Axis
	q                     int
}{
	{"turn", "⟳ Turn", "r", "vertical axis", play.AxisZ, -1},
	{"tilt", "Tilt", "x", "x axis", play.AxisX, 1},
	{"roll", "Roll", "y", "y axis", play.AxisY, 1},
}

// step is the command of key that moves the piece in hand by (dx, dy,
// dz), or without one moves the working layer by dz and says which it
// is.
func (c *playScene) step(key string, dx, dy, dz int) command.Command {
	return command.Command{ID: "play-scene-key-" + key, Keys: []string{key}, Do: func(ctx app.Context) {
		if _, ok := c.Game.Held(); ok {
			move(ctx, func(g *play.Game) play.Note { return g.Move(dx, dy, dz) })
			return
		}
		z := c.Game.Puzzle().Z
		c.layer = min(max(c.layer+dz, 0), z-1)
		say(ctx, play.Note{Text: fmt.Sprintf("Working on layer %d of %d.", c.layer+1, z)})
	}}
}

// panStep is how far (in the drawing's units) Shift with an arrow key
// pans the scene: a tenth of its width.
const panStep = sceneW / 10

// panKey is the command that pans the scene one panStep along (dx, dy)
// with Shift and the arrow key key, as a drag with Shift does.
func (c *playScene) panKey(key string, dx, dy float64) command.Command {
	return command.Command{ID: "play-scene-pan-" + key, Keys: []string{"Shift+" + key}, Do: func(ctx app.Context) {
		c.pan[0] += dx * panStep
		c.pan[1] += dy * panStep
	}}
}

// place places the piece in hand; with none, it says how to take one.
func (c *playScene) place(ctx app.Context) {
	if _, ok := c.Game.Held(); ok {
		move(ctx, (*play.Game).Drop)
		return
	}
	say(ctx, play.Note{Text: "No piece in hand: N takes one from the tray.", Refused: true})
}

// next takes the next shape of the tray into hand, after the one in
// hand (a piece in hand goes back where it came from).
func (c *playScene) next(ctx app.Context) {
	g := c.Game
	tray := g.Tray()
	at := -1
	if h, ok := g.Held(); ok {
		for k, it := range tray {
			for _, p := range it.Pieces {
				if p == h.Piece {
					at = k
				}
			}
		}
	}
	for d := 1; d <= len(tray); d++ {
		it := tray[(at+d+len(tray))%len(tray)]
		if it.Count() > 0 {
			i := it.Pieces[0]
			move(ctx, func(g *play.Game) play.Note { return g.Pick(i) })
			return
		}
	}
	say(ctx, play.Note{Text: "The tray is empty: every piece is on the board.", Refused: true})
}

// onCommand makes the move of the button pressed, and hands the scene
// the keys back (Enter on the button would press it again, not place).
func (c *playScene) onCommand(ctx app.Context, e app.Event) {
	if !command.Run(ctx, c.commands()) {
		ctx.PreventUpdate()
	}
	focusQuietly(idPlayScene)
}

// focusQuietly gives the element of id the focus without scrolling the
// page to it.
func focusQuietly(id string) {
	if !app.IsClient {
		return
	}
	if el := app.Window().GetElementByID(id); el.Truthy() {
		el.Call("focus", map[string]any{"preventScroll": true})
	}
}

// onKey plays a key pressed on the scene.
func (c *playScene) onKey(ctx app.Context, e app.Event) {
	command.OnKey(ctx, e, c.commands(), "")
}

// at returns a pointer event's place in the drawing's units.
func (c *playScene) at(e app.Event) ([2]float64, bool) { return drawingAt(e, "play-scene-svg") }

// drawingAt returns a pointer event's place in the units of the scene
// drawing of id (sceneW × sceneH).
func drawingAt(e app.Event, id string) ([2]float64, bool) {
	svg := app.Window().GetElementByID(id)
	if !svg.Truthy() {
		return [2]float64{}, false
	}
	r := svg.Call("getBoundingClientRect")
	w, h := r.Get("width").Float(), r.Get("height").Float()
	if w <= 0 || h <= 0 {
		return [2]float64{}, false
	}
	return [2]float64{(e.Get("clientX").Float() - r.Get("left").Float()) * sceneW / w,
		(e.Get("clientY").Float() - r.Get("top").Float()) * sceneH / h}, true
}

// pointerDown takes a pointer going down on the element of id: it
// captures the pointer, gives the element the focus (so that the keys go
// on working after the pointer), keeps the page from acting on it, and
// notes it in ptrs at its place, which it returns.
func pointerDown(ctx app.Context, e app.Event, id string, ptrs pointers) [2]float64 {
	pid := e.Get("pointerId").Int()
	widget.CapturePointer(ctx.JSSrc(), app.ValueOf(pid))
	focusQuietly(id)
	e.PreventDefault()
	p := client(e)
	ptrs[pid] = p
	return p
}

// client is a pointer event's place on the page.
func client(e app.Event) [2]float64 {
	return [2]float64{e.Get("clientX").Float(), e.Get("clientY").Float()}
}

// onDown notes a pointer going down and takes the focus, so that the
// keys go on working after the pointer.
func (c *playScene) onDown(ctx app.Context, e app.Event) {
	p := pointerDown(ctx, e, idPlayScene, c.ptrs)
	switch len(c.ptrs) {
	case 1:
		c.from, c.turning = p, false
	case 2:
		c.span = c.ptrs.spread()
	}
	ctx.PreventUpdate()
}

// panBy moves the drawing as a pointer moved from a to b (client
// pixels).
func (c *playScene) panBy(b, a [2]float64) {
	svg := app.Window().GetElementByID("play-scene-svg")
	if !svg.Truthy() {
		return
	}
	w := svg.Call("getBoundingClientRect").Get("width").Float()
	if w <= 0 {
		return
	}
	k := sceneW / w
	c.pan[0] += (b[0] - a[0]) * k
	c.pan[1] += (b[1] - a[1]) * k
}

// turnSlop is how far (px) a pointer moves before it turns the scene
// rather than taps it.
const turnSlop = 6

// onMove turns the scene (one pointer down), zooms it (two), or, for a
// mouse with no button down, moves the ghost to the cell under it.
func (c *playScene) onMove(ctx app.Context, e app.Event) {
	id := e.Get("pointerId").Int()
	p := client(e)
	last, down := c.ptrs[id]
	switch {
	case id == c.grab:
		// A piece dragged from the tray: its ghost follows.
		c.grabMoved = c.snap(ctx, e, false) || c.grabMoved
		ctx.PreventUpdate()
	case down && len(c.ptrs) >= 2:
		// Two fingers: their spread zooms, their middle pans.
		before := c.ptrs.middle()
		c.ptrs[id] = p
		c.panBy(c.ptrs.middle(), before)
		if s := c.ptrs.spread(); c.span > 0 && s > 0 {
			c.cam.Zoom *= s / c.span
			c.cam = c.cam.Clamp()
			c.span = s
		}
		c.turning = true
	case down:
		if !c.turning && math.Hypot(p[0]-c.from[0], p[1]-c.from[1]) < turnSlop {
			ctx.PreventUpdate()
			return
		}
		c.turning = true
		c.ptrs[id] = p
		if e.Get("shiftKey").Bool() {
			c.panBy(p, last)
			return
		}
		c.cam.Yaw -= (p[0] - last[0]) * 0.012
		c.cam.Pitch += (p[1] - last[1]) * 0.012
		c.cam = c.cam.Clamp()
	case e.Get("pointerType").String() == "mouse" && (e.Get("movementX").Float() != 0 || e.Get("movementY").Float() != 0):
		// The mouse itself moved (the browser sends a move that did not
		// when the page scrolls under it).
		c.snap(ctx, e, false)
		ctx.PreventUpdate()
	default:
		ctx.PreventUpdate()
	}
}

// snap moves the piece in hand to the cell under the pointer, and
// places it there if place is set.
func (c *playScene) snap(ctx app.Context, e app.Event, place bool) bool {
	h, ok := c.Game.Held()
	if !ok {
		return false
	}
	at, ok := c.at(e)
	if !ok {
		return false
	}
	cell, ok := c.build().Snap(at)
	if !ok {
		return false
	}
	switch {
	case place:
		move(ctx, func(g *play.Game) play.Note { return g.DropAt(cell) })
	case cell != h.At:
		move(ctx, func(g *play.Game) play.Note { return g.MoveTo(cell) })
	}
	return true
}

// onUp ends a press: a tap or click places the piece in hand at the
// cell under it (a finger's first tap elsewhere only moves it there), or
// picks up the placed piece under it.
func (c *playScene) onUp(ctx app.Context, e app.Event) {
	id := e.Get("pointerId").Int()
	if id == c.grab {
		c.endGrab(ctx, e)
		return
	}
	_, down := c.ptrs[id]
	delete(c.ptrs, id)
	if !down || c.turning {
		if len(c.ptrs) == 0 {
			c.turning = false
		}
		return
	}
	if h, ok := c.Game.Held(); ok {
		touch := e.Get("pointerType").String() != "mouse"
		at, ok := c.at(e)
		if !ok {
			return
		}
		cell, ok := c.build().Snap(at)
		if !ok {
			return
		}
		if touch && cell != h.At {
			move(ctx, func(g *play.Game) play.Note { return g.MoveTo(cell) })
			return
		}
		move(ctx, func(g *play.Game) play.Note { return g.DropAt(cell) })
		return
	}
	at, ok := c.at(e)
	if !ok {
		return
	}
	if cell, ok := c.build().Hit(at); ok {
		move(ctx, func(g *play.Game) play.Note { return g.PickUp(cell) })
	}
}

// endGrab ends a drag from the tray: let go over the scene, the piece
// is placed at the cell under the pointer; let go off it after it came
// over, back to the tray.
func (c *playScene) endGrab(ctx app.Context, e app.Event) {
	moved := c.grabMoved
	c.grab, c.grabMoved = -1, false
	if at, ok := c.at(e); ok && at[0] >= 0 && at[1] >= 0 && at[0] <= sceneW && at[1] <= sceneH && c.snap(ctx, e, true) {
		return
	}
	if !moved {
		return
	}
	move(ctx, func(g *play.Game) play.Note {
		h, ok := g.Held()
		if !ok {
			return play.Note{}
		}
		g.Return()
		return play.Note{Text: g.Puzzle().Pieces[h.Piece].Name + " let go off the board: back in the tray."}
	})
}

// onCancel forgets a pointer the browser took away.
func (c *playScene) onCancel(ctx app.Context, e app.Event) {
	if id := e.Get("pointerId").Int(); id == c.grab {
		c.grab, c.grabMoved = -1, false
	}
	delete(c.ptrs, e.Get("pointerId").Int())
	if len(c.ptrs) == 0 {
		c.turning = false
	}
	ctx.PreventUpdate()
}

// onWheel zooms the scene.
func (c *playScene) onWheel(ctx app.Context, e app.Event) {
	e.PreventDefault()
	c.cam.Zoom *= math.Exp(-e.Get("deltaY").Float() * 0.0015)
	c.cam = c.cam.Clamp()
}

// positionText describes a position of placed pieces of total: "The
// position in 3-D: 2 of 7 pieces placed", "0 of 1 piece placed".
func positionText(placed, total int) string {
	noun := "pieces"
	if total == 1 {
		noun = "piece"
	}
	return fmt.Sprintf("The position in 3-D: %d of %d %s placed", placed, total, noun)
}
