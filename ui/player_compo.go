package ui

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/player"
)

// PolyPlayer is the animation player: a board stepping through moves with
// play/pause, single steps back and forth, a scrubber, a speed menu and the
// seed's step counter ('Step {}.'), after Matt Busche's PolyPlayer; for 3-D
// puzzles (and on request for flat ones) a 3-D view beside the layers, with
// rotation by dragging (mouse or touch), zoom (wheel or pinch) and an
// exploded view; exports of the animation as SVG and of the view as PNG.
//
// The animation runs on requestAnimationFrame and repaints canvases
// directly; the controls are updated in place, so playing never re-renders
// the page.
type PolyPlayer struct {
	app.Compo

	// ID prefixes the ids of the player's elements (default "player").
	ID string
	// Show is what to play.
	Show *player.Show
	// Compact shows only the essential controls (for the embed page).
	Compact bool
	// Scheme colours the pieces ("" is player.Standard).
	Scheme player.Scheme

	shown  *player.Show
	pl     *player.Player
	err    string
	cols   map[string]string
	scheme player.Scheme
	is3D   bool
	view   string
	order  player.Order
	cam    player.Camera3D
	scene  *player.Scene3D
	sceneV int
	faces  facePainter
	boardV int

	ctx      app.Context
	mounted  bool
	raf      app.Func
	rafOn    bool
	lastTS   float64
	frames   int
	pointers map[int][2]float64
	// input listens to the 3-D view's pointer, wheel and keys
	// (view3d_input.go).
	input  listener
	notice string
	// settingsOpen shows the settings on a narrow screen.
	settingsOpen bool
}

func (c *PolyPlayer) id(part string) string {
	p := c.ID
	if p == "" {
		p = "player"
	}
	if part == "" {
		return p
	}
	return p + "-" + part
}

// OnMount builds the player and paints it.
func (c *PolyPlayer) OnMount(ctx app.Context) {
	c.ctx, c.mounted = ctx, true
	if c.Show != c.shown || c.pl == nil && c.err == "" {
		c.load()
	}
	ctx.Defer(func(app.Context) {
		c.paint()
		c.sync()
		if c.Show != nil && c.Show.Autoplay && c.pl != nil && c.pl.Len() > 0 {
			c.play()
		}
	})
}

// OnUpdate reloads when the parent hands over another show.
func (c *PolyPlayer) OnUpdate(ctx app.Context) {
	c.ctx = ctx
	if c.Show != c.shown {
		c.stopLoop()
		c.load()
		ctx.Defer(func(app.Context) {
			c.paint()
			c.sync()
			if c.Show != nil && c.Show.Autoplay && c.pl != nil && c.pl.Len() > 0 {
				c.play()
			}
		})
	} else if c.Scheme != c.scheme && c.Show != nil && c.Show.Problem != nil {
		// Another colour scheme: the same show, repainted.
		c.cols, c.scheme, c.scene = player.SchemeColours(c.Show.Problem, c.Scheme), c.Scheme, nil
		ctx.Defer(func(app.Context) { c.paint() })
	}
}

// OnDismount stops the animation.
func (c *PolyPlayer) OnDismount() {
	c.mounted = false
	c.stopLoop()
	c.input.release()
	if c.raf != nil {
		c.raf.Release()
		c.raf = nil
	}
}

// OnResize repaints at the new size.
func (c *PolyPlayer) OnResize(ctx app.Context) {
	ctx.Defer(func(app.Context) { c.paint() })
}

// load builds the player from the show.
func (c *PolyPlayer) load() {
	c.shown = c.Show
	c.pl, c.err, c.scene = nil, "", nil
	c.boardV++
	if c.Show == nil || c.Show.Problem == nil {
		return
	}
	p := c.Show.Problem
	c.cols, c.scheme = player.SchemeColours(p, c.Scheme), c.Scheme
	c.is3D = p.ZDim > 1
	c.view = c.Show.View
	if c.view == "" {
		c.view = View2D
		if c.is3D {
			c.view = View3D
		}
	}
	c.order = c.Show.Order
	if c.order == "" {
		c.order = player.BottomUp
	}
	if c.cam.Zoom == 0 {
		c.cam = player.DefaultCamera3D
	}
	pl, err := c.Show.Player(c.order)
	if err != nil {
		c.err = err.Error()
		return
	}
	c.pl = pl
}

// Render draws the player.
func (c *PolyPlayer) Render() app.UI {
	if c.Show != c.shown || c.pl == nil && c.err == "" && c.Show != nil {
		c.load()
	}
	root := app.Div().ID(c.id("")).Class("pplayer")
	if c.pl == nil {
		msg := c.err
		if msg == "" {
			msg = "Nothing to play yet."
		}
		return root.Body(app.Style().Text(playerCSS), app.P().ID(c.id("error")).Class("pplayer-error").Text(msg))
	}
	title := "the puzzle"
	if c.Show.Title != "" {
		title = attrText(c.Show.Title)
	}
	controls := c.renderControls()
	body := []app.UI{
		app.Style().Text(playerCSS),
		app.Div().Class("pplayer-stage").Body(c.renderStage(title)...),
		app.Div().Class("pplayer-controls").Body(controls...),
	}
	return root.
		DataSet("step", c.pl.Pos()).DataSet("steps", c.pl.Len()).
		DataSet("playing", strconv.FormatBool(c.pl.Playing)).DataSet("view", c.view).
		Body(body...)
}

// renderStage draws the board, and the 3-D view above it when shown;
// title names the puzzle in their labels.
func (c *PolyPlayer) renderStage(title string) []app.UI {
	b := c.pl.Board()
	dw, dh := player.Size2D(b.X, b.Y, b.Z)
	stage := []app.UI{}
	if c.view == View3D {
		stage = append(stage, app.Div().Class("pplayer-3d-wrap").Body(
			app.Canvas().ID(c.id("3d")).Class("pplayer-3d").TabIndex(0).Role("img").
				// Its pointer, wheel and key listeners are view3d_input.go's.
				Attr("aria-label", fmt.Sprintf("3-D view of %s: drag or use the arrow keys to turn it, the wheel, a pinch or + and − to zoom", title)),
			app.If(!c.Compact, func() app.UI {
				return app.P().Class("pplayer-hint").Text("Drag to turn, wheel or pinch to zoom.")
			}),
		))
	}
	layersLabel := "Board"
	if b.Z > 1 {
		layersLabel = "Layers z = 0 to " + strconv.Itoa(b.Z-1) + ", side by side"
	}
	board := app.Canvas().ID(c.id("board")).Class("pplayer-board").Role("img").
		Attr("aria-label", fmt.Sprintf("%s of %s", layersLabel, title)).
		Style("aspect-ratio", "%g / %g", dw+2*boardPad, dh+boardPad+topPad(b.Z > 1))
	aspect := (dw + 2*boardPad) / (dh + boardPad + topPad(b.Z > 1))
	switch {
	case c.Compact && c.view != View3D:
		// In an embed, fit the board in the frame's height too.
		board = board.Style("max-width", "calc((100vh - 80px) * %.4f)", aspect).Style("margin", "0 auto")
	case !c.Compact:
		// On the playground, keep the board within the window's height.
		board = board.Style("max-width", "min(100%%, calc(46vh * %.4f))", aspect).Style("margin", "0 auto")
	}
	stage = append(stage, app.Div().Class("pplayer-board-wrap").Body(board))
	return stage
}
