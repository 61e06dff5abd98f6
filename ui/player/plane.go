package player

import (
	"math"
	"polyplay/trace"
	"strconv"

	"polyplay/solver"
	"polyplay/solver/grid"
)

// A board on the triangle or hexagon grid is drawn in the plane, one
// polygon a cell (grid.Kind.Corners), instead of in rows of squares.
// Drawing coordinates are still in cells, y downwards: a cell is scaled
// to about the area of a unit square, so that a triangle or a hexagon
// reads at the sizes a square does.

// Plane places the cells of a triangle or hexagon grid in a drawing.
type Plane struct {
	// Kind is the grid.
	Kind grid.Kind
	// W and H are the drawing's size, in cells.
	W, H float64
	// scale is the drawing's length of the grid's unit; left and top are
	// the plane's least x and greatest y.
	scale, left, top float64
}

// planeScale is the drawing's length of a grid's unit (a triangle's
// edge, the distance between two hexagons' centres): about the area of
// a unit square a cell, to a tenth (1.5 for triangles, 1.1 for hexagons,
// 1 for squares and balls).
func planeScale(k grid.Kind) float64 { return cellShapes[k].scale }

// Inradius returns the radius of the circle inside a cell of grid k as
// the plane drawing draws it (in cells): 0.5 for a unit square, about
// 0.43 for a triangle, 0.55 for a hexagon.
func Inradius(k grid.Kind) float64 { return cellShapes[k].inradius * cellShapes[k].scale }

// cellShapes holds each grid's planeScale and the inradius of its cell in
// the grid's unit, from the polygon of the cell at the origin.
var cellShapes = func() []struct{ scale, inradius float64 } {
	t := make([]struct{ scale, inradius float64 }, len(grid.Kinds()))
	for _, k := range grid.Kinds() {
		cs, c := k.Corners(solver.Point{}), k.Centre(solver.Point{})
		area, in := 0.0, math.Inf(1)
		for i, a := range cs {
			b := cs[(i+1)%len(cs)]
			area += a.X*b.Y - b.X*a.Y
			// The distance from the centre to the edge's line.
			in = min(in, math.Abs((b.X-a.X)*(a.Y-c.Y)-(a.X-c.X)*(b.Y-a.Y))/math.Hypot(b.X-a.X, b.Y-a.Y))
		}
		t[k].scale = math.Round(10/math.Sqrt(math.Abs(area)/2)) / 10
		t[k].inradius = in
	}
	return t
}()

// NewPlane returns the plane drawing of cells on grid k: the smallest box
// around their polygons.
func NewPlane(k grid.Kind, cells []solver.Point) Plane {
	pl := Plane{Kind: k, scale: planeScale(k)}
	if len(cells) == 0 {
		return pl
	}
	lo, hi := grid.Vec{X: math.Inf(1), Y: math.Inf(1)}, grid.Vec{X: math.Inf(-1), Y: math.Inf(-1)}
	for _, c := range cells {
		for _, v := range k.Corners(c) {
			lo.X, lo.Y = min(lo.X, v.X), min(lo.Y, v.Y)
			hi.X, hi.Y = max(hi.X, v.X), max(hi.Y, v.Y)
		}
	}
	pl.left, pl.top = lo.X, hi.Y
	pl.W, pl.H = round2((hi.X-lo.X)*pl.scale), round2((hi.Y-lo.Y)*pl.scale)
	return pl
}

// BoardPlane returns the plane drawing of b's visible cells (those not
// Hidden).
func BoardPlane(b *trace.Board) Plane {
	var cells []solver.Point
	for y := 0; y < b.Y; y++ {
		for x := 0; x < b.X; x++ {
			if c := (solver.Point{X: x, Y: y}); !b.Hidden(c) {
				cells = append(cells, c)
			}
		}
	}
	return NewPlane(b.Grid, cells)
}

// Point returns where v of the grid's plane is in the drawing.
func (pl Plane) Point(v grid.Vec) (x, y float64) {
	return (v.X - pl.left) * pl.scale, (pl.top - v.Y) * pl.scale
}

// Centre returns the centre of cell c in the drawing.
func (pl Plane) Centre(c solver.Point) (x, y float64) { return pl.Point(pl.Kind.Centre(c)) }

// AppendCell appends the cell's polygon to path data b.
func (pl Plane) AppendCell(b []byte, c solver.Point) []byte {
	for i, v := range pl.Kind.Corners(c) {
		if i == 0 {
			b = append(b, 'M')
		} else {
			b = append(b, 'L')
		}
		x, y := pl.Point(v)
		b = AppendCoord(b, x)
		b = append(b, ' ')
		b = AppendCoord(b, y)
	}
	return append(b, 'z')
}

// AppendEdge appends to path data b the cell's edge i: from its corner i
// to corner i+1 (see Across).
func (pl Plane) AppendEdge(b []byte, c solver.Point, i int) []byte {
	cs := pl.Kind.Corners(c)
	x, y := pl.Point(cs[i])
	b = append(b, 'M')
	b = AppendCoord(b, x)
	b = append(b, ' ')
	b = AppendCoord(b, y)
	x, y = pl.Point(cs[(i+1)%len(cs)])
	b = append(b, 'L')
	b = AppendCoord(b, x)
	b = append(b, ' ')
	return AppendCoord(b, y)
}

// Across returns the cell beyond edge i of cell c (from its corner i to
// corner i+1) on grid k: the neighbour that shares the edge.
func Across(k grid.Kind, c solver.Point, i int) solver.Point {
	d := edgeSteps(k, c)[i]
	return solver.Point{X: c.X + d.X, Y: c.Y + d.Y, Z: c.Z}
}

// edgeSteps returns, for each edge of c in Corners's order, the step to
// the neighbour across it. The steps depend only on the grid and, on
// triangles, on whether c points up; they are found once by matching
// the neighbours' corners.
func edgeSteps(k grid.Kind, c solver.Point) []solver.Point {
	return edgeStepTable[k][k.Colour(c)]
}

// edgeStepTable holds edgeSteps by grid and colour (grid.Kind.Colour:
// on triangles, up and down cells), from the cells (0, 0) and (1, 0).
var edgeStepTable = func() (t [][2][]solver.Point) {
	t = make([][2][]solver.Point, len(grid.Kinds()))
	for _, k := range grid.Kinds() {
		for i, c := range []solver.Point{{}, {X: 1}} {
			cs := k.Corners(c)
			steps := make([]solver.Point, len(cs))
			for e := range cs {
				a, b := cs[e], cs[(e+1)%len(cs)]
				for _, n := range k.Neighbours(nil, c, true) {
					ns := k.Corners(n)
					if hasVec(ns, a) && hasVec(ns, b) {
						steps[e] = solver.Point{X: n.X - c.X, Y: n.Y - c.Y}
					}
				}
			}
			t[k][i] = steps
		}
	}
	return t
}()

func hasVec(vs []grid.Vec, v grid.Vec) bool {
	for _, w := range vs {
		if math.Abs(w.X-v.X) < 1e-9 && math.Abs(w.Y-v.Y) < 1e-9 {
			return true
		}
	}
	return false
}

// round2 rounds v to two decimals: drawings need no more, and fewer
// digits make smaller paths.
func round2(v float64) float64 { return math.Round(v*100) / 100 }

// AppendCoord appends v to path data with two decimals at most.
func AppendCoord(b []byte, v float64) []byte {
	v = round2(v)
	if v == 0 {
		return append(b, '0')
	}
	return strconv.AppendFloat(b, v, 'f', -1, 64)
}

// BoardSize returns the size, in cells, of b's 2-D drawing (Draw2D).
func BoardSize(b *trace.Board) (w, h float64) {
	if b.Grid.Planar() {
		pl := BoardPlane(b)
		return pl.W, pl.H
	}
	return Size2D(b.X, b.Y, b.Z)
}

// CellPaths draws a set of cells of b on their own, where Draw2D draws
// them: fill covers the cells and outline is their boundary.
func CellPaths(b *trace.Board, cells []solver.Point) (fill, outline string) {
	switch {
	case b.Grid.Round():
		return ballPaths(b, cells)
	case prismLayers(b):
		return prismPaths(b, cells)
	case !b.Grid.Planar():
		return PiecePaths(b.X, b.Y, cells)
	}
	pl := BoardPlane(b)
	in := make(map[solver.Point]bool, len(cells))
	for _, c := range cells {
		in[c] = true
	}
	var f, o []byte
	for _, c := range cells {
		f = pl.AppendCell(f, c)
		for e := range b.Grid.Sides() {
			if !in[Across(b.Grid, c, e)] {
				o = pl.AppendEdge(o, c, e)
			}
		}
	}
	return string(f), string(o)
}

// drawPlane is Draw2D on the triangle and hexagon grids.
func drawPlane(b *trace.Board, colours map[string]string) Drawing {
	pl := BoardPlane(b)
	var cells []solver.Point
	for y := b.Y - 1; y >= 0; y-- {
		for x := 0; x < b.X; x++ {
			if c := (solver.Point{X: x, Y: y}); !b.Hidden(c) {
				cells = append(cells, c)
			}
		}
	}
	return DrawPlane(pl, cells, func(c solver.Point) (string, bool) { return b.At(c), !b.Hidden(c) }, colours)
}

// DrawPlane draws cells (in the order given) in plane pl as Draw2D draws
// a board: at names the piece on a cell ("" for an open cell) and says
// whether the cell is drawn at all (the cells beyond the drawing's edge
// are not); the pieces have their colours (a piece without one is grey).
// The fills, outlines, borders and grid lines are path data; each piece
// is labelled, in order of its first cell.
func DrawPlane(pl Plane, cells []solver.Point, at func(solver.Point) (string, bool), colours map[string]string) Drawing {
	k := pl.Kind
	d := Drawing{W: pl.W, H: pl.H}
	index := map[string]int{}
	type bufs struct{ fill, outline []byte }
	var paths []*bufs
	byName := map[string][]solver.Point{}
	var names []string
	var borders, lines []byte
	for _, c := range cells {
		name, _ := at(c)
		i, ok := index[name]
		if !ok {
			i = len(paths)
			index[name] = i
			d.Fills = append(d.Fills, Fill{Piece: name, Colour: fillColour(name, colours)})
			paths = append(paths, &bufs{})
		}
		p := paths[i]
		p.fill = pl.AppendCell(p.fill, c)
		if name != "" {
			if byName[name] == nil {
				names = append(names, name)
			}
			byName[name] = append(byName[name], c)
		}
		for e := range k.Sides() {
			n := Across(k, c, e)
			other, in := at(n)
			switch {
			case !in || other != name:
				p.outline = pl.AppendEdge(p.outline, c, e)
				// A border between two drawn cells is drawn once, by the
				// first of them.
				if !in || grid.Compare(c, n) < 0 {
					borders = pl.AppendEdge(borders, c, e)
				}
			case grid.Compare(c, n) < 0:
				lines = pl.AppendEdge(lines, c, e)
			}
		}
	}
	for _, n := range names {
		x, y := LabelCentre(pl, byName[n])
		d.Labels = append(d.Labels, Label{Text: n, X: x, Y: y, Colour: labelColour(colours[n])})
	}
	for i := range d.Fills {
		d.Fills[i].D = string(paths[i].fill)
		d.Fills[i].Outline = string(paths[i].outline)
	}
	d.Borders, d.Grid = string(borders), string(lines)
	return d
}

// LabelCentre returns where a piece's name is written on its cells in
// the plane drawing: the centre of its cell nearest the mean of their
// centres.
func LabelCentre(pl Plane, cells []solver.Point) (x, y float64) {
	var mx, my float64
	for _, c := range cells {
		cx, cy := pl.Centre(c)
		mx += cx
		my += cy
	}
	mx, my = mx/float64(len(cells)), my/float64(len(cells))
	bestD := math.Inf(1)
	for _, c := range cells {
		cx, cy := pl.Centre(c)
		if d := (cx-mx)*(cx-mx) + (cy-my)*(cy-my); d < bestD-1e-9 {
			x, y, bestD = cx, cy, d
		}
	}
	return x, y
}

// At returns the point of the grid's plane drawn at (x, y) of the
// drawing: Point's inverse.
func (pl Plane) At(x, y float64) grid.Vec {
	return grid.Vec{X: x/pl.scale + pl.left, Y: pl.top - y/pl.scale}
}

// Scaled returns the plane drawing f times as large (in pixels of f a
// cell, say).
func (pl Plane) Scaled(f float64) Plane {
	pl.scale, pl.W, pl.H = pl.scale*f, pl.W*f, pl.H*f
	return pl
}

// CellsPath returns the polygons of cells as path data.
func (pl Plane) CellsPath(cells []solver.Point) string {
	var b []byte
	for _, c := range cells {
		b = pl.AppendCell(b, c)
	}
	return string(b)
}
