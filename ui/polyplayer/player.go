package polyplayer

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/control"
	"polyplay/ui/link"
	"polyplay/ui/place"
	"polyplay/ui/player"
	"polyplay/ui/widget"
	"polyplay/ui/workers"
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
	// Taker, when not nil, has the solver's worker take the solution
	// apart for an order that slides the pieces, the page answering
	// meanwhile; nil takes it apart on the page's thread (the embed).
	Taker *workers.Taker

	playerState
}

// id returns the id of the player's element part ("" for the player),
// as the component's ID says.
func (c *PolyPlayer) id(part string) string { return playerID(c.ID, part) }

// OnInit takes the component's fields into the player's state and
// builds the player from its show (go-app calls it before the first
// Render).
func (c *PolyPlayer) OnInit() {
	c.follow()
	c.load()
}

// follow copies the fields the parent sets that the state's methods read.
func (c *PolyPlayer) follow() { c.prefix, c.compact, c.show = c.ID, c.Compact, c.Show }

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
	c.follow()
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
		// Another colour scheme: the same show, repainted (the drawings
		// of a solution taken apart made again in its colours).
		c.cols, c.scheme, c.scene = c.Show.Colours(c.Scheme), c.Scheme, nil
		if c.apart != nil {
			pos := c.pl.Pos()
			c.loadApart()
			c.pl.Seek(pos)
		}
		ctx.Defer(func(app.Context) { c.paint() })
	}
}

// OnDismount stops the animation.
func (c *PolyPlayer) OnDismount() {
	c.mounted = false
	c.take.stop()
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
	if c.take.of != c.Show {
		c.take.stop()
	}
	c.pl, c.err, c.scene = nil, "", nil
	c.boardV++
	if c.Show == nil || c.Show.Problem == nil {
		return
	}
	p := c.Show.Problem
	c.cols, c.scheme = c.Show.Colours(c.Scheme), c.Scheme
	c.is3D = p.ZDim > 1
	c.view = c.Show.View
	if c.view == "" || p.Grid.Planar() { // 3-D is squares' only
		c.view = link.View2D
		if c.is3D {
			c.view = link.View3D
		}
	}
	c.order = c.Show.Order
	if c.order == "" {
		c.order = player.BottomUp
	}
	if c.cam.Zoom == 0 {
		c.cam = player.DefaultCamera3D
	}
	c.apart = nil
	if c.order.Slides() && c.loadApart() {
		return
	}
	pl, err := c.Show.Player(c.take.interim(c.order))
	if err != nil {
		c.err = err.Error()
		return
	}
	c.take.hold(pl)
	c.pl = pl
}

// Render draws the player.
func (c *PolyPlayer) Render() app.UI {
	widget.Counted("PolyPlayer")
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
		title = c.Show.Title
	}
	controls := c.renderControls()
	taking := ""
	if c.take.on {
		taking = "Taking it apart… the pieces are assembled bottom-up meanwhile."
	}
	body := []app.UI{
		app.Style().Text(playerCSS),
		app.Div().Class("pplayer-stage").Body(c.renderStage(title)...),
		// Said while the worker takes the solution apart (ask).
		app.P().ID(c.id("taking")).Class("pplayer-note").Role("status").Attr("aria-live", "polite").Text(taking),
		app.Div().Class("pplayer-controls").Body(controls...),
	}
	return root.
		DataSet("taking", c.take.on).
		DataSet("step", c.pl.Pos()).DataSet("steps", c.pl.Len()).
		DataSet("playing", strconv.FormatBool(c.pl.Playing)).DataSet("view", c.view).
		Body(body...)
}

// renderStage draws the board, and the 3-D view above it when shown;
// title names the puzzle in their labels.
func (c *PolyPlayer) renderStage(title string) []app.UI {
	b := c.pl.Board()
	dw, dh := player.BoardSize(b)
	stage := []app.UI{}
	if c.view == link.View3D {
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
		layersLabel = place.Layers(b.Z) + ", side by side"
	}
	board := app.Canvas().ID(c.id("board")).Class("pplayer-board").Role("img").
		Attr("aria-label", fmt.Sprintf("%s of %s", layersLabel, title)).
		Style("aspect-ratio", "%g / %g", dw+2*boardPad, dh+boardPad+topPad(b.Z > 1))
	aspect := (dw + 2*boardPad) / (dh + boardPad + topPad(b.Z > 1))
	switch {
	case c.Compact && c.view != link.View3D:
		// In an embed, fit the board in the frame's height too.
		board = board.Style("max-width", "calc((100vh - 80px) * %.4f)", aspect).Style("margin", "0 auto")
	case !c.Compact:
		// On the playground, keep the board within the window's height.
		board = board.Style("max-width", "min(100%%, calc(46vh * %.4f))", aspect).Style("margin", "0 auto")
	}
	if c.Show.Problem != nil && c.Show.Problem.Constrains() {
		// The constraint colours the board shows, in words (paint
		// writes them at each step).
		board = board.Attr("aria-describedby", c.id("colours"))
		stage = append(stage, app.Div().Class("pplayer-board-wrap").Body(board),
			app.P().ID(c.id("colours")).Class("visually-hidden").Text(player.ColoursText(b)))
		return stage
	}
	stage = append(stage, app.Div().Class("pplayer-board-wrap").Body(board))
	return stage
}

// loadApart makes the player play the solution taken apart by sliding
// its pieces (or slid together: the order), in the 3-D view, and
// reports whether it could: where the pieces do not slide or the
// solution does not come apart, the notice says so and the order is
// bottom-up. With a Taker, the first time for a show it asks the worker
// and reports false, the player assembling bottom-up meanwhile
// (c.take); the answer loads the animation then (answered).
func (c *PolyPlayer) loadApart() bool {
	if !player.SlidesApart(c.Show.Problem) || c.Show.Solution == nil {
		c.order = player.BottomUp
		return false
	}
	var pl *player.Player
	var f *player.ApartFrames
	var err error
	switch {
	case c.take.of == c.Show && c.take.taken != nil:
		pl, f, err = c.Show.ApartPlayerFrom(*c.take.taken, c.order == player.SlidTogether, c.cols)
	case c.Taker != nil:
		c.take.ask(c.Taker, c.Show, func() {
			if c.mounted {
				c.ctx.Dispatch(c.answered)
			}
		})
		return false
	default:
		pl, f, err = c.Show.ApartPlayer(c.order == player.SlidTogether, c.cols)
	}
	if err != nil {
		c.notice, c.order = "Not taken apart: "+err.Error()+"; assembled bottom-up instead.", player.BottomUp
		return false
	}
	c.pl, c.apart, c.view = pl, f, link.View3D
	return true
}

// answered plays the solution taken apart, as the worker answered, if
// the order still slides the pieces.
func (c *PolyPlayer) answered(ctx app.Context) {
	if c.Show != c.take.of || !c.order.Slides() {
		return
	}
	if c.take.failed != "" {
		c.notice, c.order, c.take.failed = "Not taken apart: "+c.take.failed+"; assembled bottom-up instead.", player.BottomUp, ""
		return
	}
	if c.loadApart() {
		c.stopLoop()
		c.boardV++
		ctx.Defer(func(app.Context) { c.moved() })
	}
}

func (c *PolyPlayer) onOrder(ctx app.Context, e app.Event) {
	o, err := player.ParseOrder(control.Of(ctx).Value)
	if err != nil || c.Show == nil || c.Show.Solution == nil {
		return
	}
	pos := 0
	if c.pl != nil && c.apart == nil {
		pos = c.pl.Pos()
	}
	c.order, c.apart = o, nil
	if o.Slides() && c.loadApart() {
		c.stopLoop()
		c.boardV++
		ctx.Defer(func(app.Context) { c.moved() })
		return
	}
	if !o.Slides() {
		c.take.stop()
	}
	pl, err := c.Show.Player(c.take.interim(c.order))
	if err != nil {
		c.err = err.Error()
		return
	}
	pl.Seek(pos)
	c.take.hold(pl)
	c.stopLoop()
	c.pl = pl
	ctx.Defer(func(app.Context) { c.moved() })
}

// renderControls draws the controls: the buttons, the scrubber and the
// counter, and unless Compact the speed, loop, order, view and explode
// settings and the exports, behind a Settings button on a narrow
// screen.
func (c *PolyPlayer) renderControls() []app.UI {
	what := "assembly"
	if c.Show.Trace != nil {
		what = "search"
	}
	label, text := c.playLabel()
	controls := []app.UI{
		app.Span().Class("pplayer-buttons").Body(
			app.If(!c.Compact, func() app.UI {
				return app.Button().Type("button").ID(c.id("start")).Attr("aria-label", "Back to the start").Text("⇤").OnClick(c.onStart)
			}),
			app.Button().Type("button").ID(c.id("back")).Attr("aria-label", "Step back").Text("‹").OnClick(c.onBack),
			app.Button().Type("button").ID(c.id("play")).Attr("aria-label", label).Attr("aria-pressed", strconv.FormatBool(c.pl.Playing)).Text(text).OnClick(c.onPlay),
			app.Button().Type("button").ID(c.id("fwd")).Attr("aria-label", "Step forward").Text("›").OnClick(c.onFwd),
			app.If(!c.Compact, func() app.UI {
				return app.Button().Type("button").ID(c.id("end")).Attr("aria-label", "Forward to the end").Text("⇥").OnClick(c.onEnd)
			}),
		),
		app.Span().Class("pplayer-scrub").Body(
			app.Input().Type("range").ID(c.id("scrub")).Min(0).Max(c.pl.Len()).Step(1).Value(c.pl.Pos()).
				Attr("aria-label", "Position in the "+what).OnInput(c.onScrub),
		),
		app.Span().ID(c.id("counter")).Class("pplayer-counter").Text(c.counterText()),
	}
	if !c.Compact {
		var settings []app.UI
		var speeds []app.UI
		cur := c.pl.Speed()
		for _, v := range player.Speeds {
			speeds = append(speeds, widget.MenuOption(strconv.FormatFloat(v, 'g', -1, 64), strconv.FormatFloat(v, 'g', -1, 64)+" steps/s", v == cur))
		}
		if !slices.Contains(player.Speeds, cur) {
			speeds = append(speeds, widget.MenuOption(strconv.FormatFloat(cur, 'g', -1, 64), strconv.FormatFloat(cur, 'g', 4, 64)+" steps/s", true))
		}
		settings = append(settings,
			pair(app.Label().Class("pplayer-field").For(c.id("speed")).Text("Speed"),
				app.Select().ID(c.id("speed")).OnChange(c.onSpeed).Body(speeds...)),
			app.Label().Class("pplayer-field").Body(
				widget.CheckBox(c.id("loop"), c.pl.Loop).OnChange(c.onLoop),
				app.Text("Loop"),
			),
		)
		if c.Show.Solution != nil {
			var opts []app.UI
			for _, o := range player.Orders {
				opts = append(opts, widget.MenuOption(string(o), string(o), o == c.order))
			}
			if player.SlidesApart(c.Show.Problem) {
				opts = append(opts,
					widget.MenuOption(string(player.TakenApart), "taken apart (sliding)", c.order == player.TakenApart),
					widget.MenuOption(string(player.SlidTogether), "slid together", c.order == player.SlidTogether))
			}
			settings = append(settings,
				pair(app.Label().Class("pplayer-field").For(c.id("order")).Text("Order"),
					app.Select().ID(c.id("order")).OnChange(c.onOrder).Body(opts...)))
		}
		flat, solid := "Flat board", "3-D view"
		if c.is3D {
			flat, solid = "Layers only", "3-D view and layers"
		}
		if !c.Show.Problem.Grid.Planar() {
			settings = append(settings,
				pair(app.Label().Class("pplayer-field").For(c.id("view")).Text("View"),
					app.Select().ID(c.id("view")).OnChange(c.onView).Body(
						widget.MenuOption(link.View2D, flat, c.view == link.View2D),
						widget.MenuOption(link.View3D, solid, c.view == link.View3D),
					)),
			)
		}
		if c.view == link.View3D {
			settings = append(settings,
				pair(app.Label().Class("pplayer-field").For(c.id("explode")).Text("Explode"),
					app.Input().Type("range").ID(c.id("explode")).Min(0).Max(100).Step(1).
						Value(int(math.Round(c.cam.Explode*100))).OnInput(c.onExplode)))
		}
		// The exports follow the settings in their row.
		settings = append(settings, c.renderExports())
		class := "pplayer-settings"
		if c.settingsOpen {
			class += " open"
		}
		controls = append(controls,
			app.Button().Type("button").ID(c.id("settings-toggle")).Class("pplayer-settings-toggle small").
				Attr("aria-expanded", strconv.FormatBool(c.settingsOpen)).Attr("aria-controls", c.id("settings")).
				Text("Settings").OnClick(c.onSettings),
			app.Span().ID(c.id("settings")).Class(class).Body(settings...))
	}
	return controls
}

// fileBase is the base of export file names (player.Show.FileBase).
func (c *PolyPlayer) fileBase() string { return c.Show.FileBase() }

// SVG returns the animation as a self-contained animated SVG document
// (player.Show.SVG).
func (c *PolyPlayer) SVG() (string, error) {
	if c.apart != nil {
		return c.apart.Animation(link.DefaultEmbedWidth, link.DefaultEmbedHeight, player.SVGAnimation{Title: c.Show.Title,
			Step: time.Duration(float64(time.Second) / c.pl.Speed()), Colours: c.cols})
	}
	return c.Show.SVG(c.pl, c.cols)
}

func (c *PolyPlayer) onSVG(ctx app.Context, e app.Event) {
	ctx.PreventUpdate()
	doc, err := c.SVG()
	if err != nil {
		c.showNotice(err.Error())
		return
	}
	widget.Download(c.fileBase()+".svg", "image/svg+xml", []byte(doc))
	c.showNotice("Saved " + c.fileBase() + ".svg")
}

func (c *PolyPlayer) onPNG(ctx app.Context, e app.Event) {
	ctx.PreventUpdate()
	id := c.id("board")
	if c.view == link.View3D {
		id = c.id("3d")
	}
	savePNG(app.Window().GetElementByID(id), c.fileBase()+".png")
	c.showNotice("Saved " + c.fileBase() + ".png")
}

// showNotice writes a short status message in place.
func (c *PolyPlayer) showNotice(msg string) {
	c.notice = msg
	if el := app.Window().GetElementByID(c.id("notice")); el.Truthy() {
		el.Set("textContent", msg)
	}
}

// renderExports draws the export buttons and their notice.
func (c *PolyPlayer) renderExports() app.UI {
	return app.Span().Class("pplayer-exports").Body(
		app.Button().Type("button").ID(c.id("svg")).Class("small").Text("Export animated SVG").OnClick(c.onSVG),
		app.Button().Type("button").ID(c.id("png")).Class("small").Text("Save view as PNG").OnClick(c.onPNG),
		app.Span().ID(c.id("notice")).Class("pplayer-note").Attr("aria-live", "polite").Text(c.notice),
	)
}
