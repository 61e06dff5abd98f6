package ui

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/solver"
	"polyplay/ui/draw"
	"polyplay/ui/play"
	"polyplay/ui/player"
)

// playLayers is the layers of a 3-D puzzle in Play mode, above the
// board: Layer down and up, every layer drawn small side by side (a
// click shows it) and the position in 3-D, and the
// orientations of the piece in hand (a click turns it to one). The
// board owns the layer in view (actionPlayLayer); the piece's moves go
// to Play mode (actionPlayMove).
type playLayers struct {
	app.Compo
	*session
	// Game is the game, Ver its revision, Layer the layer the board
	// shows; Scheme colours the pieces; Dead is the position's dead end.
	Game   *play.Game
	Ver    int
	Layer  int
	Scheme player.Scheme
	Dead   *play.DeadEnd

	// orients are the pictures of the orientations of the piece in
	// hand, drawn as the game and the colours change.
	orients []string
}

// OnInit draws the orientations of the piece in hand.
func (c *playLayers) OnInit() { c.draw() }

// OnUpdate draws them again as the piece in hand changes.
func (c *playLayers) OnUpdate(ctx app.Context) { c.draw() }

// draw draws the piece in hand as cubes in each of its orientations.
func (c *playLayers) draw() {
	c.orients = nil
	g, pz := c.Game, c.Game.Puzzle()
	h, ok := g.Held()
	if !ok {
		return
	}
	pc := pz.Pieces[h.Piece]
	col := c.palette(pz.Problem).Colour(pc.Name)
	rots := pz.Orientations(h.Piece)
	for k, rot := range rots {
		title := fmt.Sprintf("%s, orientation %d of %d", pc.Name, k+1, len(rots))
		c.orients = append(c.orients, c.svgCache.get(fmt.Sprintf("playcubes:%p:%d:%d:%s:%d", pz, pc.Index, rot, col, 44), func() string {
			out, err := draw.PieceSVG3D(pz.Grid(), solver.Piece{Name: pc.Name, Cells: pz.Oriented(h.Piece, rot)}, col, title, 44, 38)
			if err != nil {
				return "<span></span>"
			}
			return out
		}))
	}
}

// Render draws the layers' bar, the strip and the orientations.
func (c *playLayers) Render() app.UI {
	pz := c.Game.Puzzle()
	return app.Div().Class("play-layers").Body(
		app.Div().Class("play-bar").Body(
			app.Button().Type("button").ID("play-layer-down").Class("small").Text("Layer down").Disabled(c.Layer == 0).OnClick(c.onStep),
			app.Span().ID("play-layer").Text(fmt.Sprintf("Layer %d of %d", c.Layer+1, pz.Z)),
			app.Button().Type("button").ID("play-layer-up").Class("small").Text("Layer up").Disabled(c.Layer == pz.Z-1).OnClick(c.onStep),
		),
		c.strip(),
		held(c.orientations()),
	)
}

// onStep shows the layer below or above, or moves the piece in hand
// there.
func (c *playLayers) onStep(ctx app.Context, e app.Event) {
	d := 1
	if ctx.JSSrc().Get("id").String() == "play-layer-down" {
		d = -1
	}
	if _, ok := c.Game.Held(); ok {
		move(ctx, func(g *play.Game) play.Note { return g.Move(0, 0, d) })
		return
	}
	ctx.NewActionWithValue(actionPlayLayer, c.Layer+d)
}

// strip draws every layer small, from the bottom one, the one in view
// marked: the box as it grows at a glance, after the position in 3-D
// (the piece in hand turns in its own 3-D view, playHeld3D).
func (c *playLayers) strip() app.UI {
	g, pz := c.Game, c.Game.Puzzle()
	pal := c.palette(pz.Problem)
	var items []app.UI
	if len(g.Placed()) > 0 {
		items = append(items, app.Div().ID("play-3d").Class("play-3d").Body(app.Raw(position3DSVG(g, pal))))
	}
	for z := range pz.Z {
		cls := "play-layer-pick"
		if z == c.Layer {
			cls += " on"
		}
		svg := playLayerSVG(g, pal, c.Dead, play.Note{}, z, solver.Point{Z: -1}, 12, fmt.Sprintf("play-layer-svg-%d", z), fmt.Sprintf("Layer %d", z+1))
		items = append(items, app.Button().Type("button").ID(fmt.Sprintf("play-layer-%d", z+1)).Class(cls).
			Attr("aria-label", fmt.Sprintf("Show layer %d", z+1)).Attr("aria-pressed", boolText(z == c.Layer)).
			DataSet("layer", z).OnClick(c.onPick).Body(app.Raw(svg)))
	}
	return app.Div().Class("play-bar play-strip").Body(items...)
}

// onPick shows the layer of the picture clicked.
func (c *playLayers) onPick(ctx app.Context, e app.Event) {
	z, err := strconv.Atoi(ctx.JSSrc().Get("dataset").Get("layer").String())
	if err != nil {
		return
	}
	ctx.NewActionWithValue(actionPlayLayer, z)
}

// orientations draws the orientations of the piece in hand, each as
// cubes; nil with none in hand.
func (c *playLayers) orientations() app.UI {
	g, pz := c.Game, c.Game.Puzzle()
	h, ok := g.Held()
	if !ok {
		return nil
	}
	pc := pz.Pieces[h.Piece]
	rots := pz.Orientations(h.Piece)
	cur := shapeOf(pz.Oriented(h.Piece, h.Rot))
	items := make([]app.UI, 0, len(rots))
	for k, rot := range rots {
		cells := pz.Oriented(h.Piece, rot)
		on := slices.Equal(shapeOf(cells), cur)
		title := fmt.Sprintf("%s, orientation %d of %d", pc.Name, k+1, len(rots))
		svg := ""
		if k < len(c.orients) {
			svg = c.orients[k]
		}
		cls := "play-orient"
		if on {
			cls += " on"
		}
		items = append(items, app.Button().Type("button").ID(fmt.Sprintf("play-orient-%d", k+1)).Class(cls).
			Attr("aria-label", "Turn the piece in hand to "+title).Attr("aria-pressed", boolText(on)).
			DataSet("rot", rot).OnClick(c.onOrient).Body(app.Raw(svg)))
	}
	return app.Div().ID("play-orients").Class("play-bar play-orients").Role("group").
		Attr("aria-label", fmt.Sprintf("The %d orientations of %s", len(rots), pc.Name)).Body(items...)
}

// onOrient turns the piece in hand to the orientation clicked (its
// data-rot).
func (c *playLayers) onOrient(ctx app.Context, e app.Event) {
	rot, err := strconv.Atoi(ctx.JSSrc().Get("dataset").Get("rot").String())
	if err != nil {
		return
	}
	move(ctx, func(g *play.Game) play.Note { return orient(g, rot) })
}
