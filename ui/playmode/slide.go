package playmode

import (
	"context"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/solver"
	"polyplay/solver/disassemble"
	"polyplay/solver/grid"
	"polyplay/solver/verify"
	"polyplay/ui/command"
	"polyplay/ui/figures"
	"polyplay/ui/page"
	"polyplay/ui/play"
	"polyplay/ui/player"
	"polyplay/ui/scene"
	"polyplay/ui/widget"
	"polyplay/ui/workers"
	"polyplay/wasm/protocol"
)

// slidePanel is Play's Slide the pieces in (docs/play.md): a puzzle
// whose pieces slide along the grid's axes, a BurrTools box puzzle with
// its box among the pieces, put together by sliding. The pieces of a
// solution start laid apart as the disassembler takes it apart; the
// person selects pieces (a click or tap on one in the scene, Shift for
// more; or its button) and slides them with the direction buttons or the
// arrow keys, Page Up and Page Down, one cell at a time or as far as they
// go (All the way, or Shift with the key), until they stand as in the
// solution. A refused move says which piece is in the way. It owns the slide (ui/play.Slide: the rules and the moves), the
// camera and the pointers; the solution comes in as data, and Back to
// placing pieces goes out to Play mode (actionSlide).
type slidePanel struct {
	app.Compo
	// Problem is the puzzle and Solution the solution slid in; From
	// says where the solution comes from ("your solution"); Scheme
	// colours the pieces.
	Problem  *solver.Problem
	Solution *solver.Solution
	From     string
	Scheme   player.Scheme
	// Resume is the slide kept in this browser to go on with (nil for
	// none); Page keeps the slide under Key after each move.
	Resume *play.KeptSlide
	Page   Page
	Key    string

	// of is the solution the slide is of; s the slide, err why there is
	// none; note what the last move said.
	of   *solver.Solution
	s    *play.Slide
	err  string
	note play.Note
	// taking is set while a worker takes the solution apart; cancel
	// stops that; ctx is the component's, to render its answer, once
	// mounted.
	taking  bool
	cancel  func()
	ctx     app.Context
	mounted bool
	// far makes the direction buttons slide the pieces all the way.
	far bool
	// cam is the camera; ptrs the pointers down, from where the first
	// went down and turning set once it moved far enough to turn the
	// scene.
	cam     player.Camera3D
	ptrs    pointers
	from    [2]float64
	turning bool
}

// actionSlide starts sliding the pieces of a solution in (its value, a
// slideStart), or with none stops.
const actionSlide = "play-slide"

// slideStart is what actionSlide carries: the solution and where it
// comes from.
type slideStart struct {
	sol  *solver.Solution
	from string
	// resume is the slide kept in this browser, to go on with.
	resume *play.KeptSlide
}

// slideWhat names a slide kept in what the page says.
const slideWhat = "your slide of this puzzle's pieces"

// slideKey returns where the slide in progress of a puzzle is kept:
// beside its game, kept under gameKey.
func slideKey(gameKey string) string { return gameKey + ".slide" }

// keptSlide returns the slide of p's pieces kept in pg's local storage
// under key, to go back to (Slide the pieces in, across a reload); none
// if there is none. One that cannot be read is kept aside, and said.
func keptSlide(pg Page, key string, p *solver.Problem) slideStart {
	var k play.KeptSlide
	if _, ok := pg.LoadKept(key, slideWhat, func(text string) (err error) {
		k, err = play.ReadKeptSlide(p, text)
		return err
	}); !ok {
		return slideStart{}
	}
	return slideStart{sol: &solver.Solution{Placements: k.Solution}, from: k.From, resume: &k}
}

// idSlide is the slide's scene, the keyboard's target.
const idSlide = "slide-scene"

// OnInit starts the slide.
func (c *slidePanel) OnInit() { c.follow() }

// OnMount keeps the scene's keys from scrolling the page.
func (c *slidePanel) OnMount(ctx app.Context) {
	c.ctx, c.mounted = ctx, true
	command.KeepKeys(idSlide, c.commands(), "PageUp", "PageDown", "ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight")
	ctx.Defer(func(app.Context) { focusQuietly(idSlide) })
}

// OnUpdate starts again for another solution.
func (c *slidePanel) OnUpdate(ctx app.Context) {
	c.ctx = ctx
	c.follow()
}

// OnDismount stops the worker's search, if one goes on.
func (c *slidePanel) OnDismount() {
	c.stop()
	c.mounted = false
}

// follow lays the solution's pieces apart when it is another one: a
// worker takes it apart (workers.Taker), the page answering meanwhile;
// without a worker, the page does.
func (c *slidePanel) follow() {
	if c.Solution == c.of {
		return
	}
	c.stop()
	c.of, c.s, c.err, c.note, c.far = c.Solution, nil, "", play.Note{}, false
	c.cam, c.ptrs, c.turning = player.DefaultCamera3D, pointers{}, false
	if c.Solution == nil {
		return
	}
	of, sol := c.Solution, play.SlideOrder(c.Problem, *c.Solution)
	var tk *workers.Taker
	if c.Page != nil {
		tk = c.Page.Taker()
	}
	cancel, ok := tk.Ask(protocol.ApartRequest{Problem: c.Problem, Solution: protocol.FromSolution(sol)}, func(m protocol.Message) {
		if c.of != of {
			return
		}
		c.taking, c.cancel = false, nil
		if m.Error != "" {
			c.err = "The pieces cannot be slid in: " + m.Error + "."
		} else {
			c.start(play.NewSlideFrom(c.Problem, sol, disassemble.Result{Apart: m.Taken.Apart, Level: m.Taken.Level, Plan: m.Taken.Plan}))
		}
		if c.mounted {
			c.ctx.Dispatch(func(app.Context) {})
		}
	})
	if ok {
		c.taking, c.cancel = true, cancel
		return
	}
	c.start(play.NewSlide(context.Background(), c.Problem, sol))
}

// stop stops the worker's search for the slide, if one goes on.
func (c *slidePanel) stop() {
	if c.cancel != nil {
		c.cancel()
	}
	c.taking, c.cancel = false, nil
}

// start starts slide s (err: why there is none), where the slide kept
// in this browser stood if there is one, and keeps it.
func (c *slidePanel) start(s *play.Slide, err error) {
	if err != nil {
		c.err = "The pieces cannot be slid in: " + err.Error() + "."
		return
	}
	c.s = s
	if c.Resume != nil {
		if err := s.Resume(*c.Resume); err != nil {
			c.note = play.Note{Text: "Your slide kept in this browser could not be resumed (" + err.Error() + "): the pieces start apart again.", Refused: true}
		} else {
			c.note = play.Note{Text: fmt.Sprintf("Your slide, kept in this browser: %s made.", figures.Count(int64(s.Moves()), "move"))}
		}
	}
	c.keep()
}

// keep keeps the slide in local storage, to go back to after a reload.
func (c *slidePanel) keep() {
	if c.s == nil || c.Page == nil || c.Key == "" {
		return
	}
	text, err := play.KeptSlideText(c.s.Kept(c.From))
	if err != nil {
		c.Page.KeepFailed(c.Key, "Could not keep your slide in this browser: "+err.Error()+".")
		return
	}
	c.Page.Keep(c.Key, slideWhat, text)
}

// slideSolution returns the solution whose pieces Slide the pieces in
// slides in: the board's, once every piece is placed, else the first
// solution of the run shown if it solves this very puzzle; with none,
// why says what to do. from names the solution.
func slideSolution(p *solver.Problem, g *play.Game, r *page.Run) (sol *solver.Solution, from, why string) {
	if g.Solved() {
		return &solver.Solution{Placements: g.Position()}, "your solution", ""
	}
	if s, ok := r.Solution(0); ok && verify.Solution(p, *s) == nil {
		return s, "the solver's first solution", ""
	}
	return nil, "", "Solve the puzzle first (place every piece, or press Solve): then slide its pieces in from apart."
}

// slideOffer is Slide the pieces in's button in Play's side column, for
// a puzzle whose pieces slide (player.SlidesApart).
func slideOffer(p *solver.Problem, g *play.Game, r *page.Run) app.UI {
	if !player.SlidesApart(p) {
		return nil
	}
	sol, from, why := slideSolution(p, g, r)
	text := "Take " + from + " apart, then put it together by sliding the pieces in, one " + p.Grid.Unit(p.ZDim) + " at a time."
	if sol == nil {
		text = why
	}
	return app.Div().ID("slide-offer").Class("play-slide-offer").Body(
		app.Button().Type("button").ID("slide-start").Text("Slide the pieces in").Disabled(sol == nil).
			OnClick(func(ctx app.Context, e app.Event) {
				ctx.NewActionWithValue(actionSlide, slideStart{sol: sol, from: from})
			}),
		app.P().ID("slide-offer-text").Class("muted").Text(text),
	)
}

// commands are the slide's moves with their keys: a step along each
// axis either way (with Shift, all the way), Undo, and the digits that
// select the first nine pieces.
func (c *slidePanel) commands() []command.Command {
	if c.s == nil {
		return nil
	}
	s := c.s
	var out []command.Command
	off := s.Assembled() || len(s.Selected()) == 0
	var far []command.Command
	for _, d := range s.Dirs() {
		step := d.Step
		cmd := command.Command{ID: "slide-" + dirID(d), Label: d.Label, Title: "Slide the pieces selected " + d.Label, Off: off,
			Do: func(ctx app.Context) {
				if c.far {
					c.note = s.MoveAllTheWay(step)
					return
				}
				c.note = s.Move(step)
			}}
		if d.Key != "" {
			cmd.Keys = []string{d.Key}
			far = append(far, command.Command{ID: "slide-far-" + dirID(d), Keys: []string{"Shift+" + d.Key}, Off: off,
				Do: func(ctx app.Context) { c.note = s.MoveAllTheWay(step) }})
		}
		out = append(out, cmd)
	}
	out = append(out, far...)
	out = append(out,
		command.Command{ID: "slide-undo", Label: "Undo", Keys: []string{"Control+z"}, Shortcut: "Ctrl+Z", Off: !s.CanUndo(),
			Do: func(ctx app.Context) { c.note = s.Undo() }},
	)
	for i := range min(9, len(s.Names())) {
		out = append(out, command.Command{ID: "slide-key-" + strconv.Itoa(i+1), Keys: []string{strconv.Itoa(i + 1)},
			Do: func(ctx app.Context) { c.note = s.Select(i, false) }},
			command.Command{ID: "slide-key-also-" + strconv.Itoa(i+1), Keys: []string{"Shift+" + strconv.Itoa(i+1)},
				Do: func(ctx app.Context) { c.note = s.Select(i, true) }})
	}
	return out
}

// dirID names a step in an element id: "px" for +x, "mz" for −z,
// "pxpy" for +x+y.
func dirID(d play.SlideDir) string {
	return strings.NewReplacer("+", "p", "−", "m").Replace(d.Label)
}

// build makes the scene of the pieces where they stand.
func (c *slidePanel) build() *scene.Slid {
	s := c.s
	names := s.Names()
	in := scene.SlidInput{Problem: c.Problem, Offsets: s.Offsets(), Fit: [][]grid.Point{s.Start(), make([]grid.Point, len(names))},
		Selected: make([]bool, len(names)), Colours: player.SchemeColours(c.Problem, c.Scheme), Cam: c.cam, W: sceneW, H: sceneH}
	for i, name := range names {
		in.Pieces = append(in.Pieces, solver.Placement{Piece: name, Cells: s.Cells(i)})
	}
	for _, i := range s.Selected() {
		in.Selected[i] = true
	}
	return scene.NewSlid(in)
}

// Render draws the scene, what the last move said, the direction
// buttons, the pieces' buttons and Undo, and Back to placing pieces.
func (c *slidePanel) Render() app.UI {
	widget.Counted("slidePanel")
	back := app.Button().Type("button").ID("slide-back").Text("Back to placing pieces").
		OnClick(func(ctx app.Context, e app.Event) {
			if c.Page != nil && c.Key != "" {
				c.Page.Forget(c.Key, slideWhat) // the slide is over: a reload opens the board
			}
			ctx.NewActionWithValue(actionSlide, slideStart{})
		})
	if c.taking {
		return app.Div().ID("slide").Class("play-slide").DataSet("taking", true).Body(
			app.P().ID("slide-status").Class("play-status").Role("status").Attr("aria-live", "polite").Text("Taking it apart…"), back)
	}
	if c.s == nil {
		return app.Div().ID("slide").Class("play-slide").Body(
			app.P().ID("slide-status").Class("play-status refused").Role("status").Attr("aria-live", "polite").Text(c.err), back)
	}
	s := c.s
	names := s.Names()
	cls, text := "play-status", c.note.Text
	switch {
	case c.note.Refused:
		cls += " refused"
	case s.Assembled():
		cls, text = "play-status play-solved", s.AssembledText()
	case text == "":
		text = "The pieces of " + c.From + " lie apart. Select a piece (click it, or its button), then slide it with the arrows until the pieces are assembled."
	}
	var selected []string
	for _, i := range s.Selected() {
		selected = append(selected, names[i])
	}
	var offsets []string
	for _, o := range s.Offsets() {
		offsets = append(offsets, o.String())
	}
	cmds := c.commands()
	var dirs []app.UI
	for _, cmd := range cmds[:len(s.Dirs())] {
		b := app.Button().Type("button").ID(cmd.ID).Class("slide-dir").Attr("aria-label", "Slide "+cmd.Label).Title(cmd.Title).
			Disabled(cmd.Off).OnClick(c.onCommand).Text(cmd.Label)
		if len(cmd.Keys) > 0 {
			b = b.Attr("aria-keyshortcuts", cmd.Keys[0])
		}
		dirs = append(dirs, b)
	}
	dirs = append(dirs, app.Button().Type("button").ID("slide-far").Class("slide-far").Attr("aria-pressed", strconv.FormatBool(c.far)).
		Title("Each slide goes as far as the pieces go (Shift with an arrow key does too)").Text("All the way").
		OnClick(func(ctx app.Context, e app.Event) {
			c.far = !c.far
			focusQuietly(idSlide)
		}))
	sel := map[int]bool{}
	for _, i := range s.Selected() {
		sel[i] = true
	}
	pal := player.SchemeColours(c.Problem, c.Scheme)
	var pieces []app.UI
	for i, name := range names {
		pieces = append(pieces, app.Button().Type("button").ID("slide-piece-"+strconv.Itoa(i+1)).Class("slide-piece").
			Attr("aria-pressed", strconv.FormatBool(sel[i])).Attr("aria-label", "Select "+name).
			OnClick(func(ctx app.Context, e app.Event) {
				c.note = s.Select(i, true)
				focusQuietly(idSlide)
			}).Body(
			app.Span().Class("slide-swatch").Style("background", pal[name]).Attr("aria-hidden", "true"),
			app.Text(name)))
	}
	return app.Div().ID("slide").Class("play-slide").Body(
		app.Div().ID(idSlide).Class("play-scene").TabIndex(0).Role("application").
			Attr("aria-label", "The pieces in 3-D. A click selects a piece, with Shift one more; the digits select by number; arrow keys, Page Up and Page Down slide the pieces selected a "+s.Unit()+", with Shift all the way; Control+Z undoes; a drag turns the scene.").
			Attr("aria-describedby", "slide-status").
			DataSet("moves", s.Moves()).DataSet("assembled", s.Assembled()).DataSet("selected", strings.Join(selected, ",")).
			DataSet("offsets", strings.Join(offsets, ";")).DataSet("yaw", c.cam.Yaw).DataSet("pitch", c.cam.Pitch).
			On("pointerdown", c.onDown).On("pointermove", c.onMove).On("pointerup", c.onUp).
			On("pointercancel", c.onCancel).On("lostpointercapture", c.onCancel).OnKeyDown(c.onKey).
			Body(app.Raw(c.build().SVG("slide-svg", fmt.Sprintf("The pieces slid in: %d moves made", s.Moves())))),
		app.P().ID("slide-status").Class(cls).Role("status").Attr("aria-live", "polite").Text(text),
		app.Div().ID("slide-dirs").Class("play-bar slide-dirs").Role("group").Attr("aria-label", "Slide the pieces selected").Body(dirs...),
		app.Div().ID("slide-pieces").Class("play-bar slide-pieces").Role("group").Attr("aria-label", "Pieces to slide").Body(pieces...),
		app.Div().Class("play-bar").Body(append(command.Buttons(cmds[len(s.Dirs()):], c.onCommand), back)...),
	)
}

// onCommand makes the move of the button pressed and hands the scene
// the keys back.
func (c *slidePanel) onCommand(ctx app.Context, e app.Event) {
	if !command.Run(ctx, c.commands()) {
		ctx.PreventUpdate()
	}
	c.keep()
	focusQuietly(idSlide)
}

// onKey plays a key pressed on the scene.
func (c *slidePanel) onKey(ctx app.Context, e app.Event) {
	command.OnKey(ctx, e, c.commands(), "")
	c.keep()
}

// onDown notes a pointer going down and takes the focus.
func (c *slidePanel) onDown(ctx app.Context, e app.Event) {
	p := pointerDown(ctx, e, idSlide, c.ptrs)
	if len(c.ptrs) == 1 {
		c.from, c.turning = p, false
	}
	ctx.PreventUpdate()
}

// onMove turns the scene while a pointer is down and has moved far
// enough.
func (c *slidePanel) onMove(ctx app.Context, e app.Event) {
	id := e.Get("pointerId").Int()
	last, down := c.ptrs[id]
	p := client(e)
	if !down || !c.turning && math.Hypot(p[0]-c.from[0], p[1]-c.from[1]) < turnSlop {
		ctx.PreventUpdate()
		return
	}
	c.turning = true
	c.ptrs[id] = p
	c.cam.Yaw -= (p[0] - last[0]) * 0.012
	c.cam.Pitch += (p[1] - last[1]) * 0.012
	c.cam = c.cam.Clamp()
}

// onUp ends a press: a tap or click selects the piece under it (with
// Shift, one more).
func (c *slidePanel) onUp(ctx app.Context, e app.Event) {
	id := e.Get("pointerId").Int()
	_, down := c.ptrs[id]
	delete(c.ptrs, id)
	if !down || c.turning || c.s == nil {
		if len(c.ptrs) == 0 {
			c.turning = false
		}
		return
	}
	at, ok := drawingAt(e, "slide-svg")
	if !ok {
		return
	}
	if i, ok := c.build().Hit(at); ok {
		c.note = c.s.Select(i, e.Get("shiftKey").Bool())
	}
}

// onCancel forgets a pointer the browser took away.
func (c *slidePanel) onCancel(ctx app.Context, e app.Event) {
	delete(c.ptrs, e.Get("pointerId").Int())
	if len(c.ptrs) == 0 {
		c.turning = false
	}
	ctx.PreventUpdate()
}
