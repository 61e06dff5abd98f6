package designer

import (
	"fmt"
	"html"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/solver"
	"polyplay/solver/grid"
	"polyplay/ui/control"
	"polyplay/ui/design"
	"polyplay/ui/place"
	"polyplay/ui/player"
)

// The designer on triangles, hexagons and balls: the grid choice, the
// region drawn as the grid's polygons, or a layer of balls as circles
// (an SVG whose cells carry data-x and data-y, so that the square grid's
// pointer and key handlers serve it as they are), and the piece editor's
// cells likewise.

// gridChoice draws the choice of the design's grid: the grids whose
// layers the designer draws (not those drawn in layers of another
// grid's cells, player.PrismLayers: triangular prisms, written as text).
func (c *Designer) gridChoice() app.UI {
	var opts []app.UI
	for _, k := range grid.Kinds() {
		if (player.PrismLayers(k) || k.Sides() == 0) && k != c.d.Grid {
			// Drawn in layers of another grid's cells (triangular
			// prisms), or its layers have no neighbours to draw pieces
			// through (tetrahedra, BurrTools' grids of rhombic
			// dodecahedra and of tetrahedra and octahedra).
			continue
		}
		opts = append(opts, app.Option().Value(k.String()).Selected(k == c.d.Grid).Text(k.Title()))
	}
	return app.Div().Class("designer-num").Body(
		app.Label().For("designer-grid-kind").Text("Grid"),
		app.Select().ID("designer-grid-kind").OnChange(func(ctx app.Context, e app.Event) {
			if k, err := grid.ParseKind(control.Of(ctx).Value); err == nil {
				changeDesign(ctx, false, func(d *design.Design) error { return d.SetGrid(k) })
			}
		}).Body(opts...),
	)
}

// planeSVG draws cells of grid k as polygons of cs pixels to the unit,
// or as circles on a grid of balls, each with its data-x, data-y and
// data-z and the fill and class that look gives it. The cells under
// them, if any (the balls of the layer below, on which a layer rests),
// are drawn first, faint and not to be clicked, so that each ball shows
// in the hollow it sits in.
func planeSVG(k grid.Kind, cells, under []solver.Point, cs float64, id, label string, look func(solver.Point) (fill, class string)) string {
	pl := player.NewPlane(k, append(slices.Clip(cells), under...))
	var b strings.Builder
	w, h := int(pl.W*cs+0.5)+4, int(pl.H*cs+0.5)+4
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" id="%s" viewBox="-2 -2 %d %d" width="%d" height="%d" style="max-width:100%%;height:auto;display:block" aria-hidden="true" data-label="%s">`,
		id, w, h, w, h, html.EscapeString(label))
	r := player.Inradius(k) * cs
	for _, c := range under {
		x, y := pl.Centre(c)
		fmt.Fprintf(&b, `<circle class="under" cx="%s" cy="%s" r="%s" fill="#cbd5e1" stroke="#94a3b8" pointer-events="none"/>`,
			player.AppendCoord(nil, x*cs), player.AppendCoord(nil, y*cs), player.AppendCoord(nil, r*0.9))
	}
	for _, c := range cells {
		fill, class := look(c)
		stroke, sw := "#94a3b8", "1"
		if strings.Contains(class, "cursor") {
			stroke, sw = "#f59e0b", "3"
		} else if strings.Contains(class, "marked") {
			stroke, sw = "#2563eb", "3"
		}
		if k.Round() {
			// A place outside the region is an outline, dashed and all
			// but clear, through which the balls under it show.
			x, y := pl.Centre(c)
			opacity, dash := "0.92", ""
			if strings.Contains(class, "hole") {
				opacity, dash = "0.2", ` stroke-dasharray="3 3"`
			}
			fmt.Fprintf(&b, `<circle id="%s-%d-%d" class="%s" data-x="%d" data-y="%d" data-z="%d" cx="%s" cy="%s" r="%s" fill="%s" fill-opacity="%s" stroke="%s" stroke-width="%s"%s/>`,
				id, c.X, c.Y, class, c.X, c.Y, c.Z, player.AppendCoord(nil, x*cs), player.AppendCoord(nil, y*cs), player.AppendCoord(nil, r-1), fill, opacity, stroke, sw, dash)
			continue
		}
		var d []byte
		for i, v := range k.Corners(c) {
			x, y := pl.Point(v)
			if i == 0 {
				d = append(d, 'M')
			} else {
				d = append(d, 'L')
			}
			d = player.AppendCoord(d, x*cs)
			d = append(d, ' ')
			d = player.AppendCoord(d, y*cs)
		}
		d = append(d, 'z')
		fmt.Fprintf(&b, `<path id="%s-%d-%d" class="%s" data-x="%d" data-y="%d" data-z="%d" d="%s" fill="%s" stroke="%s" stroke-width="%s" stroke-linejoin="round"/>`,
			id, c.X, c.Y, class, c.X, c.Y, c.Z, d, fill, stroke, sw)
	}
	b.WriteString(`</svg>`)
	return b.String()
}

// planeGrid is grid on triangles and hexagons, and on balls: the layer
// drawn as circles, over the balls of the region's layer below.
func (c *designGrid) planeGrid() app.UI {
	d := c.Design
	rect := c.marking()
	var cells, under []solver.Point
	for y := d.Y - 1; y >= 0; y-- {
		for x := range d.X {
			cells = append(cells, solver.Point{X: x, Y: y, Z: c.layer})
			if q := (solver.Point{X: x, Y: y, Z: c.layer - 1}); d.Grid.Round() && c.layer > 0 && d.At(q) != design.Hole {
				under = append(under, q)
			}
		}
	}
	look := func(p solver.Point) (string, string) {
		fill, cls := "#ffffff", "dcell region"
		switch name := d.At(p); name {
		case "":
		case design.Hole:
			fill, cls = "#e2e8f0", "dcell hole"
		default:
			fill, cls = "#475569", "dcell fixed"
		}
		if p == c.cursor {
			cls += " cursor"
		}
		if rect != nil && between(p.X, rect[0].X, rect[1].X) && between(p.Y, rect[0].Y, rect[1].Y) {
			cls += " marked"
		}
		return fill, cls
	}
	size := float64(max(12, min(40, 640/max(d.X, 1))))
	state := "in the region"
	switch n := d.At(c.cursor); n {
	case "":
	case design.Hole:
		state = "not in the region"
	default:
		state = "fixed piece " + n
	}
	label := fmt.Sprintf("Region on the %v grid. Arrow keys move the cursor, space paints with the tool. Cursor at x %d, y %d: %s", d.Grid, c.cursor.X, c.cursor.Y, state)
	if d.Z > 1 {
		label = fmt.Sprintf("Region on the %v grid, layer %d of %d. Arrow keys move the cursor, space paints with the tool, Page Up and Page Down change the layer. Cursor at x %d, y %d: %s", d.Grid, c.layer+1, d.Z, c.cursor.X, c.cursor.Y, state)
	}
	return c.gridEvents(app.Div().ID(idDesignGrid).Class("designer-plane").Role("application").TabIndex(0).
		Attr("aria-label", label).DataSet("grid", d.Grid.String()).
		Style("touch-action", "none").Style("user-select", "none").Style("margin-top", "6px").Style("max-width", "100%")).
		Body(app.Raw(planeSVG(d.Grid, cells, under, size, "dc", label, look)))
}

// planePieceGrid is pieceGrid on triangles, hexagons and balls: the
// piece's cells and a ring of free cells around them (on balls in a 3-D
// design, each layer of the piece and a free layer under and over it,
// drawn over the one below), a click on a cell adding or removing it.
func (c *designPieces) planePieceGrid(i int) app.UI {
	pc := c.Design.Pieces[i]
	k := c.Design.Grid
	in := map[solver.Point]bool{}
	for _, p := range pc.Cells {
		in[p] = true
	}
	f := c.frame
	name := pc.Names[0]
	look := func(p solver.Point) (string, string) {
		if in[p] {
			return "#2563eb", "pcell on"
		}
		return "#ffffff", "pcell"
	}
	var layers []app.UI
	for z := f.Lo.Z; z <= f.Hi.Z; z++ {
		var cells, under []solver.Point
		for y := f.Hi.Y; y >= f.Lo.Y; y-- {
			for x := f.Lo.X; x <= f.Hi.X; x++ {
				cells = append(cells, solver.Point{X: x, Y: y, Z: z})
				if z > f.Lo.Z && in[solver.Point{X: x, Y: y, Z: z - 1}] {
					under = append(under, solver.Point{X: x, Y: y, Z: z - 1})
				}
			}
		}
		id, caption := "pc", app.UI(nil)
		if f.Hi.Z > f.Lo.Z {
			id = fmt.Sprintf("pc%d", z-f.Lo.Z)
			caption = app.Span().Class("help").Text(place.Layer(z))
		}
		layers = append(layers, app.Div().Class("designer-piece-layer").Body(caption, app.Raw(planeSVG(k, cells, under, 26, id, "Piece "+name, look))))
	}
	var list []string
	for _, p := range pc.Cells {
		s := strconv.Itoa(p.X) + "," + strconv.Itoa(p.Y)
		if !k.Planar() {
			s += "," + strconv.Itoa(p.Z)
		}
		list = append(list, s)
	}
	return app.Div().ID("designer-piece-editor").Class("designer-piece-editor").Body(
		app.H4().Text("Drawing piece "+name),
		app.P().Class("help").Text("Click a "+k.Unit(c.Design.Z)+" to add it to the piece or take it away."),
		app.Div().ID("designer-piece-plane").Class("designer-piece-layers").Role("img").
			Attr("aria-label", fmt.Sprintf("Piece %s on the %v grid, %ss %s", name, k, k.Unit(c.Design.Z), strings.Join(list, " "))).
			DataSet("cells", strings.Join(list, " ")).
			OnClick(func(ctx app.Context, e app.Event) {
				el := app.Window().Get("document").Call("elementFromPoint", e.Get("clientX"), e.Get("clientY"))
				if !el.Truthy() {
					return
				}
				x, err1 := strconv.Atoi(el.Call("getAttribute", "data-x").String())
				y, err2 := strconv.Atoi(el.Call("getAttribute", "data-y").String())
				z, err3 := strconv.Atoi(el.Call("getAttribute", "data-z").String())
				if err1 != nil || err2 != nil || err3 != nil {
					return
				}
				c.toggle(ctx, name, solver.Point{X: x, Y: y, Z: z})
			}, app.EventScope(name)).
			Body(layers...),
	)
}
