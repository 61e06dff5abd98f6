package ui

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/player"
)

// Speeds offered by the speed menu, in steps per second.
var playerSpeeds = []float64{0.5, 1, 2, 4, 8, 15, 30, 60, 120, 250, 500, 1000}

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
	cam    Camera3D
	scene  *Scene3D
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
		c.cam = DefaultCamera3D
	}
	pl, err := c.Show.Player(c.order)
	if err != nil {
		c.err = err.Error()
		return
	}
	c.pl = pl
}

// paint draws the board (and the 3-D view) at the current position.
func (c *PolyPlayer) paint() {
	if !app.IsClient || !c.mounted || c.pl == nil {
		return
	}
	b := c.pl.Board()
	var hl highlight
	if s, ok := c.pl.Last(); ok && s.Kind != player.Solution {
		hl = highlight{s.Kind, s.Cells}
	}
	paint2D(app.Window().GetElementByID(c.id("board")), player.Draw2D(b, c.cols), b.X, b.Y, hl)
	if c.view == View3D {
		c.paint3D()
	}
	c.frames++
}

// paint3D repaints the 3-D view, rebuilding its scene if the board moved.
func (c *PolyPlayer) paint3D() {
	if c.pl == nil {
		return
	}
	if c.scene == nil || c.sceneV != c.boardV {
		c.scene, c.sceneV = NewScene3D(c.pl.Board(), c.cols), c.boardV
	}
	c.faces.paint3D(app.Window().GetElementByID(c.id("3d")), c.scene, c.cam)
	c.listen3D()
}

// sync updates the controls in place (no re-render).
func (c *PolyPlayer) sync() {
	if !app.IsClient || !c.mounted || c.pl == nil {
		return
	}
	doc := app.Window()
	if el := doc.GetElementByID(c.id("counter")); el.Truthy() {
		el.Set("textContent", c.counterText())
	}
	if el := doc.GetElementByID(c.id("scrub")); el.Truthy() {
		el.Set("max", c.pl.Len())
		el.Set("value", c.pl.Pos())
		el.Call("setAttribute", "aria-valuetext", c.counterText())
	}
	if el := doc.GetElementByID(c.id("play")); el.Truthy() {
		label, text := c.playLabel()
		el.Set("textContent", text)
		el.Call("setAttribute", "aria-label", label)
		el.Call("setAttribute", "aria-pressed", strconv.FormatBool(c.pl.Playing))
	}
	if root := doc.GetElementByID(c.id("")); root.Truthy() {
		ds := root.Get("dataset")
		ds.Set("step", c.pl.Pos())
		ds.Set("steps", c.pl.Len())
		ds.Set("playing", strconv.FormatBool(c.pl.Playing))
		ds.Set("board", player.BoardKey(c.pl.Board()))
		ds.Set("frames", c.frames)
	}
}

func (c *PolyPlayer) counterText() string {
	if c.pl == nil {
		return ""
	}
	t := c.pl.CounterText()
	if s, ok := c.pl.Last(); ok && s.Kind == player.Solution {
		t += " Solution!"
	}
	return t
}

func (c *PolyPlayer) playLabel() (label, text string) {
	if c.pl != nil && c.pl.Playing {
		return "Pause", "❚❚"
	}
	return "Play", "▶"
}

// moved repaints after the position changed.
func (c *PolyPlayer) moved() {
	c.boardV++
	c.paint()
	c.sync()
}

// play starts the animation loop.
func (c *PolyPlayer) play() {
	if c.pl == nil || c.pl.Len() == 0 {
		return
	}
	c.pl.Play()
	c.moved()
	c.startLoop()
}

func (c *PolyPlayer) startLoop() {
	if !app.IsClient || c.rafOn {
		return
	}
	if c.raf == nil {
		c.raf = app.FuncOf(func(this app.Value, args []app.Value) any {
			ts := 0.0
			if len(args) > 0 {
				ts = args[0].Float()
			}
			c.ctx.Dispatch(func(ctx app.Context) {
				ctx.PreventUpdate()
				c.frame(ts)
			})
			return nil
		})
	}
	c.rafOn, c.lastTS = true, -1
	app.Window().Call("requestAnimationFrame", c.raf)
}

func (c *PolyPlayer) stopLoop() { c.rafOn = false }

// frame advances the animation by the time since the last frame.
func (c *PolyPlayer) frame(ts float64) {
	if !c.rafOn || !c.mounted || c.pl == nil {
		c.rafOn = false
		return
	}
	dt := 0.0
	if c.lastTS >= 0 {
		// A tab in the background gets no frames: do not jump ahead.
		dt = min(max(ts-c.lastTS, 0), 250)
	}
	c.lastTS = ts
	if c.pl.Tick(time.Duration(dt * float64(time.Millisecond))) {
		c.moved()
	}
	if !c.pl.Playing {
		c.rafOn = false
		c.sync()
		return
	}
	app.Window().Call("requestAnimationFrame", c.raf)
}

// Event handlers. They update the canvases and controls directly and
// prevent a re-render, except where the layout changes.

func (c *PolyPlayer) onPlay(ctx app.Context, e app.Event) {
	ctx.PreventUpdate()
	if c.pl == nil {
		return
	}
	if c.pl.Playing {
		c.pl.Pause()
		c.stopLoop()
		c.sync()
		return
	}
	c.play()
}

func (c *PolyPlayer) step(ctx app.Context, f func()) {
	ctx.PreventUpdate()
	if c.pl == nil {
		return
	}
	c.pl.Pause()
	c.stopLoop()
	f()
	c.moved()
}

func (c *PolyPlayer) onBack(ctx app.Context, e app.Event)  { c.step(ctx, func() { c.pl.Back() }) }
func (c *PolyPlayer) onFwd(ctx app.Context, e app.Event)   { c.step(ctx, func() { c.pl.Forward() }) }
func (c *PolyPlayer) onStart(ctx app.Context, e app.Event) { c.step(ctx, func() { c.pl.Seek(0) }) }
func (c *PolyPlayer) onEnd(ctx app.Context, e app.Event) {
	c.step(ctx, func() { c.pl.Seek(c.pl.Len()) })
}

func (c *PolyPlayer) onScrub(ctx app.Context, e app.Event) {
	ctx.PreventUpdate()
	if c.pl == nil {
		return
	}
	if n, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil {
		c.pl.Seek(n)
		c.moved()
	}
}

func (c *PolyPlayer) onSpeed(ctx app.Context, e app.Event) {
	ctx.PreventUpdate()
	if v, err := strconv.ParseFloat(ctx.JSSrc().Get("value").String(), 64); err == nil && c.pl != nil {
		c.pl.SetSpeed(v)
	}
}

func (c *PolyPlayer) onLoop(ctx app.Context, e app.Event) {
	ctx.PreventUpdate()
	if c.pl != nil {
		c.pl.Loop = ctx.JSSrc().Get("checked").Bool()
	}
}

func (c *PolyPlayer) onOrder(ctx app.Context, e app.Event) {
	o, err := player.ParseOrder(ctx.JSSrc().Get("value").String())
	if err != nil || c.Show == nil || c.Show.Solution == nil {
		return
	}
	pos := 0
	if c.pl != nil {
		pos = c.pl.Pos()
	}
	c.order = o
	pl, err := c.Show.Player(o)
	if err != nil {
		c.err = err.Error()
		return
	}
	pl.Seek(pos)
	c.stopLoop()
	c.pl = pl
	ctx.Defer(func(app.Context) { c.moved() })
}

func (c *PolyPlayer) onView(ctx app.Context, e app.Event) {
	v := ctx.JSSrc().Get("value").String()
	if v != View2D && v != View3D {
		return
	}
	c.view = v
	ctx.Defer(func(app.Context) { c.paint(); c.sync() })
}

func (c *PolyPlayer) onExplode(ctx app.Context, e app.Event) {
	ctx.PreventUpdate()
	if v, err := strconv.ParseFloat(ctx.JSSrc().Get("value").String(), 64); err == nil {
		c.cam.Explode = v / 100
		c.cam = c.cam.Clamp()
		c.paint3D()
	}
}

// fileBase is the base of export file names.
func (c *PolyPlayer) fileBase() string {
	name := "polyplay"
	if c.Show != nil && c.Show.Problem != nil && c.Show.Problem.Name != "" {
		name = c.Show.Problem.Name
	}
	var b strings.Builder
	for _, r := range strings.ToLower(name) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-':
			b.WriteRune(r)
		case r == ' ' || r == '_' || r == '.':
			b.WriteByte('-')
		}
	}
	if b.Len() == 0 {
		return "polyplay"
	}
	return b.String()
}

// SVG returns the animation as a self-contained animated SVG document.
func (c *PolyPlayer) SVG() (string, error) {
	if c.pl == nil || c.Show == nil {
		return "", fmt.Errorf("nothing to export")
	}
	steps := make([]player.Step, c.pl.Len())
	for i := range steps {
		steps[i] = c.pl.Step(i)
	}
	title := c.Show.Title
	if title == "" {
		title = c.Show.Problem.Name
	}
	step := time.Duration(float64(time.Second) / c.pl.Speed())
	return AnimatedSVG(c.Show.Problem, c.pl.Start(), steps, SVGAnimation{
		Title: title, Counter: player.DefaultCounter, Step: max(step, 40*time.Millisecond), Colours: c.cols,
	})
}

func (c *PolyPlayer) onSVG(ctx app.Context, e app.Event) {
	ctx.PreventUpdate()
	doc, err := c.SVG()
	if err != nil {
		c.showNotice(err.Error())
		return
	}
	download(c.fileBase()+".svg", "image/svg+xml", []byte(doc))
	c.showNotice("Saved " + c.fileBase() + ".svg")
}

func (c *PolyPlayer) onPNG(ctx app.Context, e app.Event) {
	ctx.PreventUpdate()
	id := c.id("board")
	if c.view == View3D {
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
	b := c.pl.Board()
	dw, dh := player.Size2D(b.X, b.Y, b.Z)
	title := "the puzzle"
	if c.Show.Title != "" {
		title = attrText(c.Show.Title)
	}
	what := "assembly"
	if c.Show.Trace != nil {
		what = "search"
	}
	label, text := c.playLabel()

	stage := []app.UI{}
	if c.view == View3D {
		stage = append(stage, app.Div().Class("pplayer-3d-wrap").Body(
			app.Canvas().ID(c.id("3d")).Class("pplayer-3d").TabIndex(0).Role("img").
				// Its pointer, wheel and key listeners are view3d_input.go's.
				Aria("label", fmt.Sprintf("3-D view of %s: drag or use the arrow keys to turn it, the wheel, a pinch or + and − to zoom", title)),
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
		Aria("label", fmt.Sprintf("%s of %s", layersLabel, title)).
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

	controls := []app.UI{
		app.Span().Class("pplayer-buttons").Body(
			app.If(!c.Compact, func() app.UI {
				return app.Button().Type("button").ID(c.id("start")).Aria("label", "Back to the start").Text("⇤").OnClick(c.onStart)
			}),
			app.Button().Type("button").ID(c.id("back")).Aria("label", "Step back").Text("‹").OnClick(c.onBack),
			app.Button().Type("button").ID(c.id("play")).Aria("label", label).Aria("pressed", strconv.FormatBool(c.pl.Playing)).Text(text).OnClick(c.onPlay),
			app.Button().Type("button").ID(c.id("fwd")).Aria("label", "Step forward").Text("›").OnClick(c.onFwd),
			app.If(!c.Compact, func() app.UI {
				return app.Button().Type("button").ID(c.id("end")).Aria("label", "Forward to the end").Text("⇥").OnClick(c.onEnd)
			}),
		),
		app.Span().Class("pplayer-scrub").Body(
			app.Input().Type("range").ID(c.id("scrub")).Min(0).Max(c.pl.Len()).Step(1).Value(c.pl.Pos()).
				Aria("label", "Position in the "+what).OnInput(c.onScrub),
		),
		app.Span().ID(c.id("counter")).Class("pplayer-counter").Text(c.counterText()),
	}
	if !c.Compact {
		var speeds []app.UI
		cur := c.pl.Speed()
		for _, v := range playerSpeeds {
			speeds = append(speeds, menuOption(strconv.FormatFloat(v, 'g', -1, 64), strconv.FormatFloat(v, 'g', -1, 64)+" steps/s", v == cur))
		}
		if !containsSpeed(cur) {
			speeds = append(speeds, menuOption(strconv.FormatFloat(cur, 'g', -1, 64), strconv.FormatFloat(cur, 'g', 4, 64)+" steps/s", true))
		}
		controls = append(controls,
			pair(app.Label().Class("pplayer-field").For(c.id("speed")).Text("Speed"),
				app.Select().ID(c.id("speed")).OnChange(c.onSpeed).Body(speeds...)),
			app.Label().Class("pplayer-field").Body(
				checkBox(c.id("loop"), c.pl.Loop).OnChange(c.onLoop),
				app.Text("Loop"),
			),
		)
		if c.Show.Solution != nil {
			var opts []app.UI
			for _, o := range player.Orders {
				opts = append(opts, menuOption(string(o), string(o), o == c.order))
			}
			controls = append(controls,
				pair(app.Label().Class("pplayer-field").For(c.id("order")).Text("Order"),
					app.Select().ID(c.id("order")).OnChange(c.onOrder).Body(opts...)))
		}
		flat, solid := "Flat board", "3-D view"
		if c.is3D {
			flat, solid = "Layers only", "3-D view and layers"
		}
		controls = append(controls,
			pair(app.Label().Class("pplayer-field").For(c.id("view")).Text("View"),
				app.Select().ID(c.id("view")).OnChange(c.onView).Body(
					menuOption(View2D, flat, c.view == View2D),
					menuOption(View3D, solid, c.view == View3D),
				)),
		)
		if c.view == View3D {
			controls = append(controls,
				pair(app.Label().Class("pplayer-field").For(c.id("explode")).Text("Explode"),
					app.Input().Type("range").ID(c.id("explode")).Min(0).Max(100).Step(1).
						Value(int(math.Round(c.cam.Explode*100))).OnInput(c.onExplode)))
		}
	}

	body := []app.UI{
		app.Style().Text(playerCSS),
		app.Div().Class("pplayer-stage").Body(stage...),
		app.Div().Class("pplayer-controls").Body(controls...),
	}
	if !c.Compact {
		body = append(body, app.Div().Class("pplayer-exports").Body(
			app.Button().Type("button").ID(c.id("svg")).Class("small").Text("Export animated SVG").OnClick(c.onSVG),
			app.Button().Type("button").ID(c.id("png")).Class("small").Text("Save view as PNG").OnClick(c.onPNG),
			app.Span().ID(c.id("notice")).Class("pplayer-note").Aria("live", "polite").Text(c.notice),
		))
	}
	return root.
		DataSet("step", c.pl.Pos()).DataSet("steps", c.pl.Len()).
		DataSet("playing", strconv.FormatBool(c.pl.Playing)).DataSet("view", c.view).
		Body(body...)
}

// pair keeps a control's label with it when the controls wrap.
func pair(label, control app.UI) app.UI {
	return app.Span().Class("pplayer-pair").Body(label, control)
}

func containsSpeed(v float64) bool {
	for _, s := range playerSpeeds {
		if s == v {
			return true
		}
	}
	return false
}

// attrText makes text safe for an attribute in server-rendered HTML (go-app
// quotes attribute values without escaping them): quotes and angle
// brackets become look-alike characters. In the browser attributes are set
// through the DOM and are safe anyway.
func attrText(s string) string {
	return strings.NewReplacer(`"`, "”", "<", "‹", ">", "›", "&", "＆").Replace(s)
}

// menuOption is a menu entry; selected only when sel (server-rendered HTML
// would select an option whose selected attribute is "false").
func menuOption(value, text string, sel bool) app.HTMLOption {
	o := app.Option().Value(value).Text(text)
	if sel {
		o = o.Selected(true)
	}
	return o
}

// checkBox is a check box, checked only when on (see option).
func checkBox(id string, on bool) app.HTMLInput {
	in := app.Input().Type("checkbox").ID(id)
	if on {
		in = in.Checked(true)
	}
	return in
}
