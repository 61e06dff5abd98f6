package designer

import (
	"errors"
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/solver"
	"polyplay/ui/control"
	"polyplay/ui/design"
	"polyplay/ui/draw"
	"polyplay/ui/figures"
	"polyplay/ui/place"
	"polyplay/ui/widget"
)

// designPieces is the designer's pieces: a set from the catalogue, each
// piece with its count and buttons, and the grid of the piece being
// drawn. It owns the set picked and the piece drawn; the drawing comes
// in as data and the changes go out to the designer (actionDesignChange).
type designPieces struct {
	app.Compo
	// svgCache is the page's cache of drawings.
	svgCache Drawings
	// Design is the drawing.
	Design *design.Design

	// set is the catalogue set picked; piece the piece drawn on its own
	// grid (-1 none).
	set   string
	piece int
	// pics are the pieces' pictures and pal their colours, drawn and
	// found as the drawing changes.
	pics []string
	pal  draw.Palette
	// frame is the part of its grid the piece drawn is shown on, and
	// framed the name of that piece (design.Frame).
	frame  design.Frame
	framed string
}

// OnInit picks the first set, draws no piece and draws the pieces'
// pictures.
func (c *designPieces) OnInit() {
	c.set, c.piece = "polyominoes-5", -1
	c.draw()
}

// fitFrame fits the frame of the piece drawn to its cells (a new frame
// for another piece).
func (c *designPieces) fitFrame() {
	if c.piece < 0 || c.piece >= len(c.Design.Pieces) {
		c.framed = ""
		return
	}
	pc := c.Design.Pieces[c.piece]
	if c.framed != pc.Names[0] {
		c.frame, c.framed = design.Frame{}, pc.Names[0]
	}
	k := c.Design.Grid
	flat := k.Planar() || c.Design.Z == 1
	c.frame = c.frame.Fit(pc.Cells, flat, k.Planar() || k.Round())
}

// toggle adds cell p to the piece drawn, named name, or takes it away;
// once the change is made, the frame moves with the piece's coordinates
// (design.Design.ToggleCell), so that its cells stay where they are
// seen.
func (c *designPieces) toggle(ctx app.Context, name string, p solver.Point) {
	changeDesign(ctx, false, func(d *design.Design) error {
		moved, err := d.ToggleCell(d.PieceNamed(name), p)
		if err == nil {
			c.frame = c.frame.Shift(moved)
		}
		return err
	})
}

// OnUpdate forgets the piece drawn when it is gone and draws the
// pieces' pictures again.
func (c *designPieces) OnUpdate(ctx app.Context) {
	if c.piece >= len(c.Design.Pieces) {
		c.piece = -1
	}
	c.draw()
	c.fitFrame()
}

// draw finds the pieces' colours and draws each piece's picture: as
// cubes in a 3-D design.
func (c *designPieces) draw() {
	d := c.Design
	pal := draw.NewPalette(d.Problem())
	c.pal = pal
	c.pics = c.pics[:0]
	for _, pc := range d.Pieces {
		name := pc.Names[0]
		sp := solver.Piece{Name: name, Cells: pc.Cells}
		key := fmt.Sprintf("designer:%v:%s:%s:%v", c.Design.Grid, name, pal.Colour(name), pc.Cells)
		if d.Z > 1 {
			c.pics = append(c.pics, c.svgCache.Get(key+":3d", func() string {
				s, err := draw.PieceSVG3D(c.Design.Grid, sp, pal.Colour(name), "Piece "+name, 64, 54)
				if err != nil {
					return "<span></span>"
				}
				return s
			}))
			continue
		}
		c.pics = append(c.pics, c.svgCache.Get(key, func() string {
			return draw.PieceGridOn(c.Design.Grid, sp, nil).SVG(pal, draw.SVGOptions{Title: "Piece " + name, Class: "piece-svg", CellPixels: 9})
		}))
	}
}

// Render draws the pieces: the catalogue, each piece with its
// count and buttons, and the grid of the piece being drawn.
func (c *designPieces) Render() app.UI {
	widget.Counted("designPieces")
	d := c.Design
	var opts []app.UI
	for _, s := range design.Catalogue() {
		opts = append(opts, app.Option().Value(s.Key).Selected(s.Key == c.set).
			Text(fmt.Sprintf("%s (%d)", s.Title, len(s.Pieces))))
	}
	pick := app.Div().Class("designer-catalogue").Body(
		app.Label().For("designer-set").Text("Piece set"),
		app.Select().ID("designer-set").OnChange(func(ctx app.Context, e app.Event) {
			c.set = control.Of(ctx).Value
		}).Body(opts...),
		app.Button().Type("button").ID("designer-add-set").Class("small").Text("Add the set").
			OnClick(func(ctx app.Context, e app.Event) {
				set := c.set
				changeDesign(ctx, false, func(d *design.Design) error {
					s, ok := design.FindSet(set)
					if !ok {
						return errors.New("pick a set of pieces first")
					}
					return d.AddSet(s)
				})
			}),
		app.Button().Type("button").ID("designer-new-piece").Class("small").Text("Draw a new piece").
			OnClick(func(ctx app.Context, e app.Event) {
				c.piece = len(c.Design.Pieces) // the piece added, once the change is made
				changeDesign(ctx, false, func(d *design.Design) error {
					_, err := d.NewPiece(d.NextLetter())
					return err
				})
			}),
		app.Button().Type("button").ID("designer-clear-pieces").Class("small").Text("Remove all pieces").
			Disabled(len(d.Pieces) == 0).
			OnClick(func(ctx app.Context, e app.Event) {
				changeDesign(ctx, false, func(d *design.Design) error { d.Pieces = nil; return nil })
			}),
	)
	r := d.Check()
	var items []app.UI
	for i, pc := range d.Pieces {
		items = append(items, c.pieceItem(i, pc, r, c.pal))
	}
	total := 0
	for _, pc := range d.Pieces {
		total += pc.Count()
	}
	body := []app.UI{
		app.H3().Text(fmt.Sprintf("Pieces (%d)", total)),
		pick,
		app.Ul().ID("designer-pieces").Class("designer-pieces").Body(items...),
	}
	if c.piece >= 0 && c.piece < len(d.Pieces) {
		body = append(body, c.pieceGrid(c.piece))
	}
	return app.Div().Class("designer-piece-list").Body(body...)
}

// pieceItem draws one piece of the list.
func (c *designPieces) pieceItem(i int, pc design.Piece, r design.Report, pal draw.Palette) app.UI {
	name := pc.Names[0]
	pic := ""
	if i < len(c.pics) {
		pic = c.pics[i]
	}
	label := strings.Join(pc.Names, ", ")
	var flag app.UI
	if g, ok := r.SameShape[i]; ok {
		var others []string
		for _, j := range r.Identical[g] {
			if j != i {
				others = append(others, c.Design.Pieces[j].Names[0])
			}
		}
		flag = app.Span().Class("designer-same").Text("same shape as " + strings.Join(others, ", "))
	}
	// The handlers find their piece by name when they run: the list may
	// have changed since it was drawn. They are told apart by scope, as
	// go-app keeps a handler of the same code in place, closure and all.
	scope := app.EventScope(label)
	cls := "designer-piece"
	if i == c.piece {
		cls += " current"
	}
	return app.Li().Class(cls).Body(
		app.Raw(pic),
		app.Span().Class("piece-name").Title(label).Text(name),
		app.Span().Class("designer-count").Attr("aria-label", copiesText(pc.Count())).Text(fmt.Sprintf("×%d", pc.Count())),
		flag,
		app.Span().Class("designer-piece-buttons").Body(
			app.Button().Type("button").Class("small").Attr("aria-label", "Add a copy of "+name).Text("+").
				OnClick(func(ctx app.Context, e app.Event) {
					changeDesign(ctx, false, func(d *design.Design) error { return d.AddCopy(d.PieceNamed(name)) })
				}, scope),
			app.Button().Type("button").Class("small").Attr("aria-label", "Remove a copy of "+name).Text("−").
				OnClick(func(ctx app.Context, e app.Event) {
					changeDesign(ctx, false, func(d *design.Design) error { return d.RemoveCopy(d.PieceNamed(name)) })
				}, scope),
			app.Button().Type("button").Class("small").Attr("aria-label", "Draw piece "+name).
				Attr("aria-pressed", fmt.Sprint(i == c.piece)).Text("✎").
				OnClick(func(ctx app.Context, e app.Event) {
					if j := c.Design.PieceNamed(name); c.piece == j {
						c.piece = -1
					} else {
						c.piece = j
					}
					c.fitFrame()
				}, scope),
		),
	)
}

// pieceGrid draws the grid on which piece i is drawn: its box with a
// free cell all round (and a free layer above and below in 3-D), each
// cell a button that adds or removes it.
func (c *designPieces) pieceGrid(i int) app.UI {
	if c.Design.Grid.Planar() || c.Design.Grid.Round() {
		return c.planePieceGrid(i)
	}
	pc := c.Design.Pieces[i]
	f := c.frame
	in := map[solver.Point]bool{}
	for _, p := range pc.Cells {
		in[p] = true
	}
	name := pc.Names[0]
	var layers []app.UI
	for z := f.Lo.Z; z <= f.Hi.Z; z++ {
		var cells []app.UI
		for y := f.Hi.Y; y >= f.Lo.Y; y-- {
			for x := f.Lo.X; x <= f.Hi.X; x++ {
				p := solver.Point{X: x, Y: y, Z: z}
				cls := "pcell"
				if in[p] {
					cls += " on"
				}
				cells = append(cells, app.Button().Type("button").Class(cls).
					Attr("aria-label", fmt.Sprintf("Piece %s, x %d, y %d, z %d", name, x, y, z)).
					Attr("aria-pressed", fmt.Sprint(in[p])).
					OnClick(func(ctx app.Context, e app.Event) { c.toggle(ctx, name, p) }, app.EventScope(name, x, y, z)))
			}
		}
		var caption app.UI
		if c.Design.Z > 1 {
			caption = app.Span().Class("help").Text(place.Layer(z))
		}
		layers = append(layers, app.Div().Class("designer-piece-layer").Body(
			caption,
			app.Div().Class("designer-piece-grid").Style("grid-template-columns", fmt.Sprintf("repeat(%d, var(--pcell))", f.Hi.X-f.Lo.X+1)).Body(cells...),
		))
	}
	return app.Div().ID("designer-piece-editor").Class("designer-piece-editor").Body(
		app.H4().Text("Drawing piece "+name),
		app.P().Class("help").Text("Click a "+c.Design.Grid.Unit(c.Design.Z)+" to add it to the piece or take it away."),
		app.Div().Class("designer-piece-layers").Body(layers...),
	)
}

// copiesText says how many copies of a piece the design holds: "1 copy",
// "3 copies".
func copiesText(n int) string {
	if n == 1 {
		return "1 copy"
	}
	return figures.Thousands(int64(n)) + " copies"
}
