package ui

import (
	"fmt"
	"math"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/solver"
	"polyplay/ui/link"
	"polyplay/ui/play"
	"polyplay/ui/player"
)

// playHeld3D is the piece in hand of a 3-D puzzle in the PolyPlayer's
// turnable 3-D view, drawn as solid cubes in its own box: a drag or the
// arrow keys turn the view (the camera stays as the piece turns), and
// its buttons turn the piece itself about each axis, either way, so that
// every orientation is reached by turning it (the strip of orientations
// under the board stays). The game comes in as data; the turns go out to
// Play mode (actionPlayMove).
type playHeld3D struct {
	app.Compo
	// Game is the game, Ver its revision; Scheme colours the pieces.
	Game   *play.Game
	Ver    int
	Scheme player.Scheme

	// show is the piece in hand as it is turned now, made again when the
	// piece or its orientation (key) changes; nil with none in hand.
	show *player.Show
	key  string
}

// OnInit makes the piece's show.
func (c *playHeld3D) OnInit() { c.follow() }

// OnUpdate makes the show again when the piece in hand changed.
func (c *playHeld3D) OnUpdate(ctx app.Context) { c.follow() }

// follow makes the show of the piece in hand, if it changed.
func (c *playHeld3D) follow() {
	h, ok := c.Game.Held()
	if !ok {
		c.show, c.key = nil, ""
		return
	}
	pz := c.Game.Puzzle()
	cells := shapeOf(pz.Oriented(h.Piece, h.Rot))
	key := fmt.Sprintf("%p %d %v", pz, h.Piece, cells)
	if key == c.key && c.show != nil {
		return
	}
	c.key = key
	c.show = heldShow(pz, pz.Pieces[h.Piece].Name, cells)
}

// heldShow is piece name with cells (least coordinates 0) alone in a
// cube as wide as its longest side, centred in it: a box the same for
// every orientation, so the view keeps its scale as the piece turns.
func heldShow(pz *play.Puzzle, name string, cells []solver.Point) *player.Show {
	var hi solver.Point
	for _, c := range cells {
		hi = solver.Point{X: max(hi.X, c.X), Y: max(hi.Y, c.Y), Z: max(hi.Z, c.Z)}
	}
	n := max(hi.X, hi.Y, hi.Z) + 1
	in := make([]solver.Point, len(cells))
	for i, c := range cells {
		in[i] = solver.Point{X: c.X + (n-1-hi.X)/2, Y: c.Y + (n-1-hi.Y)/2, Z: c.Z + (n-1-hi.Z)/2}
	}
	return &player.Show{Problem: &solver.Problem{XDim: n, YDim: n, ZDim: n}, ColoursOf: pz.Problem,
		Title: "the piece in hand, " + name, View: link.View3D, NoLoop: true, Step: math.MaxInt32,
		Solution: &solver.Solution{Placements: []solver.Placement{{Piece: name, Cells: in}}}}
}

// heldTurns are the turns of the piece in hand offered beside its view:
// a quarter each way about each axis, which reach every orientation.
var heldTurns = []struct {
	id, label, key string
	axis           play.Axis
	q              int
}{
	{"turn", "⟳ Turn", "r", play.AxisZ, -1}, {"turn-back", "⟲ Back", "Shift+r", play.AxisZ, 1},
	{"tilt", "Tilt", "x", play.AxisX, 1}, {"tilt-back", "Tilt back", "Shift+x", play.AxisX, -1},
	{"roll", "Roll", "y", play.AxisY, 1}, {"roll-back", "Roll back", "Shift+y", play.AxisY, -1},
}

// heldTurnCommands are the turns of the piece in hand of game g, with
// their keys while the bar has the focus.
func heldTurnCommands(g *play.Game) []command {
	_, holding := g.Held()
	out := make([]command, len(heldTurns))
	for i, t := range heldTurns {
		out[i] = command{id: "play-held-" + t.id, label: t.label, keys: []string{t.key}, shortcut: strings.ToUpper(t.key[len(t.key)-1:]),
			off: !holding, title: fmt.Sprintf("Turn the piece in hand a quarter about the %s axis", t.axis),
			do: func(ctx app.Context) {
				move(ctx, func(g *play.Game) play.Note { return g.Turn(t.axis, t.q) })
			}}
		if strings.HasPrefix(t.key, "Shift+") {
			out[i].shortcut = "Shift+" + out[i].shortcut
		}
	}
	return out
}

// Render draws the piece in hand in 3-D and its turns; a hint with none
// in hand.
func (c *playHeld3D) Render() app.UI {
	box := app.Div().ID("play-held-view").Class("play-view play-held-view")
	if c.show == nil {
		return box.Body(app.H3().Text("The piece in hand"),
			app.P().ID("play-held-none").Class("muted").Text("No piece in hand: choose one in the tray, or pick one up from the position."))
	}
	return box.Body(
		app.H3().Text("The piece in hand, "+c.show.Solution.Placements[0].Piece),
		&PolyPlayer{ID: "play-held-player", Show: c.show, Compact: true, Scheme: c.Scheme},
		app.Div().ID("play-held-turns").Class("play-bar play-turns").TabIndex(0).Role("group").
			Attr("aria-label", "Turn the piece in hand (R, X, Y; with Shift the other way)").
			OnKeyDown(c.onKey).Body(commandButtons(heldTurnCommands(c.Game), c.onCommand)...),
	)
}

// onCommand makes the turn of the button pressed.
func (c *playHeld3D) onCommand(ctx app.Context, e app.Event) {
	if !runCommand(ctx, heldTurnCommands(c.Game)) {
		ctx.PreventUpdate()
	}
	// The keys go back to it: Enter would press the button again.
	focusQuietly("play-held-turns")
}

// onKey makes the turn of a key pressed on the bar itself (a key on one
// of its buttons is the button's).
func (c *playHeld3D) onKey(ctx app.Context, e app.Event) {
	keyCommand(ctx, e, heldTurnCommands(c.Game), "play-held-turns")
}
