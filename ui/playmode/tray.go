package playmode

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/draw"
	"polyplay/ui/figures"
	"polyplay/ui/play"
	"polyplay/ui/player"
	"polyplay/ui/widget"
)

// playTray is Play mode's tray: one button for each shape of the puzzle,
// its picture in the piece's colour and the number left. A press (mouse,
// pen, finger) takes a piece of it into the hand and hands its drag to
// the board (actionPlayGrab); Enter or a click from the keyboard takes
// it into the hand and hands the board the keyboard. The game comes in
// as data; the piece taken goes out to Play mode (actionPlayMove).
type playTray struct {
	app.Compo
	// svgCache is the page's cache of drawings.
	svgCache Drawings
	// Game is the game, Ver its revision; Scheme colours the pieces.
	Game   *play.Game
	Ver    int
	Scheme player.Scheme

	// pics are the shapes' pictures, drawn for the puzzle pz in the
	// colours of scheme.
	pics   map[int]string
	pz     *play.Puzzle
	scheme player.Scheme
}

// OnInit draws the shapes' pictures.
func (c *playTray) OnInit() { c.draw() }

// OnUpdate draws the shapes' pictures again for another puzzle or
// colours.
func (c *playTray) OnUpdate(ctx app.Context) { c.draw() }

// draw draws a picture of each shape of the puzzle: a 3-D puzzle's as
// cubes, a flat one's as squares.
func (c *playTray) draw() {
	pz := c.Game.Puzzle()
	if pz == c.pz && c.Scheme == c.scheme && c.pics != nil {
		return
	}
	c.pz, c.scheme, c.pics = pz, c.Scheme, map[int]string{}
	pal := draw.Palette(player.SchemeColours(pz.Problem, c.Scheme))
	for shape, pieces := range pz.Shapes {
		pc := pz.Problem.Pieces[pz.Pieces[pieces[0]].Index]
		c.pics[shape] = c.svgCache.Get(fmt.Sprintf("playtray:%p:%d:%s", pz, shape, pal.Colour(pc.Name)), func() string {
			if pz.ThreeD() {
				if s, err := draw.PieceSVG3D(pz.Grid(), pc, pal.Colour(pc.Name), "", 48, 40); err == nil {
					return s
				}
			}
			return draw.PieceGridOn(pz.Grid(), pc, player.PaletteOf(pz.Problem)).SVG(pal, draw.SVGOptions{Class: "piece-svg", CellPixels: 10})
		})
	}
}

// Render draws the tray.
func (c *playTray) Render() app.UI {
	widget.Counted("playTray")
	g, pz := c.Game, c.Game.Puzzle()
	items := g.Tray()
	lis := make([]app.UI, 0, len(items))
	held, holding := g.Held()
	for _, it := range items {
		n := it.Count()
		svg := c.pics[it.Shape]
		label := fmt.Sprintf("Piece %s, %s%s: %d left", it.Name, figures.Count(int64(it.Size), pz.Region().Unit), colourWords(pz.PieceColours(pz.Shapes[it.Shape][0]), player.PaletteOf(pz.Problem)), n)
		cls := "play-piece"
		if holding && pz.Pieces[held.Piece].Shape == it.Shape {
			cls += " in-hand"
			label += ", one in hand"
		}
		btn := app.Button().Type("button").ID("play-tray-"+it.Name).Class(cls).Disabled(n == 0).
			Attr("aria-label", label).DataSet("shape", it.Shape).
			On("pointerdown", c.onDown).
			OnClick(c.onClick).
			Body(
				app.Span().Class("play-piece-pic").Attr("aria-hidden", "true").Body(app.Raw(svg)),
				app.Span().Class("piece-name").Body(
					app.Text(it.Name),
					app.If(len(pz.Shapes[it.Shape]) > 1, func() app.UI {
						return app.Span().Class("play-count").Text(fmt.Sprintf(" ×%d", n))
					}),
				),
			)
		lis = append(lis, app.Li().Body(btn))
	}
	return app.Div().Class("play-tray-box").Body(
		app.H3().ID("play-tray-title").Text(trayTitle(g)),
		app.Ul().ID("play-tray").Class("play-tray").Attr("aria-labelledby", "play-tray-title").
			OnKeyDown(c.onKey).Body(lis...),
	)
}

// trayTitle counts the pieces not on the board, the one in hand with
// them: "Pieces left: 3", "Pieces left: 1, 1 in hand".
func trayTitle(g *play.Game) string {
	s := fmt.Sprintf("Pieces left: %d", len(g.Puzzle().Pieces)-len(g.Placed()))
	if _, holding := g.Held(); holding {
		s += ", 1 in hand"
	}
	return s
}

// item returns the tray item of the button an event came from (its
// data-shape): go-app keeps an element's first handler, so a handler
// reads what it acts on from the element, not from its closure.
func (c *playTray) item(ctx app.Context) (play.TrayItem, bool) {
	shape, err := strconv.Atoi(ctx.JSSrc().Get("dataset").Get("shape").String())
	if err != nil {
		return play.TrayItem{}, false
	}
	for _, it := range c.Game.Tray() {
		if it.Shape == shape && it.Count() > 0 {
			return it, true
		}
	}
	return play.TrayItem{}, false
}

// onDown takes a piece of the item into the hand and hands its drag
// onto the board to the board.
func (c *playTray) onDown(ctx app.Context, e app.Event) {
	it, ok := c.item(ctx)
	if !ok || e.Get("button").Int() != 0 {
		ctx.PreventUpdate()
		return
	}
	i := it.Pieces[0]
	move(ctx, func(g *play.Game) play.Note { return g.Pick(i) })
	if c.Game.Puzzle().ThreeD() {
		// The scene takes the keys after the press (the button would).
		ctx.Defer(func(app.Context) { focusQuietly(idPlayScene) })
	}
	typ := e.Get("pointerType").String()
	ctx.NewActionWithValue(actionPlayGrab, playGrab{pointer: e.Get("pointerId").Int(), touch: typ == "touch" || typ == "pen"})
}

// onKey moves the focus through the tray's pieces left with the arrow
// keys (Tab does too).
func (c *playTray) onKey(ctx app.Context, e app.Event) {
	ctx.PreventUpdate()
	step := map[string]int{"ArrowRight": 1, "ArrowDown": 1, "ArrowLeft": -1, "ArrowUp": -1}[e.Get("key").String()]
	if step == 0 {
		return
	}
	btns := ctx.JSSrc().Call("querySelectorAll", "button:not([disabled])")
	n := btns.Length()
	if n == 0 {
		return
	}
	at := -1
	active := app.Window().Get("document").Get("activeElement")
	for i := range n {
		if btns.Index(i).Equal(active) {
			at = i
		}
	}
	btns.Index(((at+step)%n + n) % n).Call("focus")
}

// onClick takes a piece into the hand from the keyboard (a click with no
// pointer: the press did it for a pointer) and hands the board the
// keyboard.
func (c *playTray) onClick(ctx app.Context, e app.Event) {
	it, ok := c.item(ctx)
	if e.Get("detail").Int() != 0 || !ok {
		ctx.PreventUpdate()
		return
	}
	i := it.Pieces[0]
	move(ctx, func(g *play.Game) play.Note { return g.Pick(i) })
	// The focus moves once the move is drawn: a focus given now could
	// go to an element the drawing then replaces.
	to := idPlayBoard
	if c.Game.Puzzle().ThreeD() {
		to = idPlayScene
	}
	ctx.Defer(func(app.Context) { widget.Focus(to) })
}

// colourWords says a piece's constraint colours, cols, in palette cp,
// for its label:
// ", a cell of colour 1 (black)" ("" for none).
func colourWords(cols []int, cp player.ConstraintPalette) string {
	s := ""
	for _, c := range cols {
		if c != 0 {
			s += ", a cell of " + cp.Name(c)
		}
	}
	return s
}
