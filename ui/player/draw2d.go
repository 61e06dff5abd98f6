package player

import (
	"polyplay/trace"
	"strconv"

	"polyplay/solver"
	"polyplay/ui/place"
)

// A 2-D drawing of a board shows each layer z as a grid of X by Y cells,
// y upwards as polycube prints solutions, the layers side by side from
// z = 0 with a gap of LayerGap cells. Coordinates are in cells: the cell
// (x, y) of layer z has its top-left corner at CellOrigin. The drawing is
// path data (SVG path syntax), which both a canvas (Path2D) and an SVG
// file draw directly, one path per piece: a frame of the 33x23 heptomino
// board is about 110 paths.

// LayerGap is the space between layers, in cells.
const LayerGap = 1

// Fill is the cells of one piece (or of the open cells, Piece "") as one
// path, with the piece's colour and its outline: the cell edges it shares
// with another piece or with the outside.
type Fill struct {
	Piece   string
	Colour  string
	D       string
	Outline string
}

// Drawing is a 2-D drawing of a board.
type Drawing struct {
	// W and H are the drawing's size in cells.
	W, H float64
	// Fills lists the open cells first, then the pieces in order of their
	// first cell (layer by layer, top row first).
	Fills []Fill
	// Borders are all piece and region borders as one path.
	Borders string
	// Grid are the edges between cells, a faint line under the borders.
	Grid string
	// Labels name the pieces: one per piece and layer, on the piece's
	// cell nearest the middle of its cells in that layer.
	Labels []Label
	// Marks show the constraint colours of the pieces' cells (marks.go),
	// drawn over the fills, under the borders.
	Marks []Mark
	// Layers caption the layers of a 3-D box ("Layer 1" ..., place.Layer), above each
	// layer (Y is negative: the drawing's top margin must leave room);
	// none for a flat board.
	Layers []Label
}

// Label is a text at the centre point (X, Y) of the drawing, in cells, in
// a colour that reads on what is under it.
type Label struct {
	Text   string
	X, Y   float64
	Colour string
}

// Size2D returns the size, in cells, of the 2-D drawing of an x*y*z box.
func Size2D(x, y, z int) (w, h float64) {
	return float64(z*x + max(z-1, 0)*LayerGap), float64(y)
}

// CellOrigin returns the top-left corner of cell (x, y) of layer z in the
// drawing of a box whose layers have ydim rows and xdim columns.
func CellOrigin(xdim, ydim int, c solver.Point) (float64, float64) {
	return float64(c.Z*(xdim+LayerGap) + c.X), float64(ydim - 1 - c.Y)
}

// Draw2D draws board b with the given piece colours (a piece without one
// is grey), and the constraint colours it shows (Drawing.Marks). Hidden
// cells are left out.
func Draw2D(b *trace.Board, colours map[string]string) Drawing {
	d := drawBoard(b, colours)
	d.Marks = marks(b, boardCells(b), b.At)
	return d
}

// drawBoard is Draw2D without the marks.
func drawBoard(b *trace.Board, colours map[string]string) Drawing {
	switch {
	case b.Grid.Planar():
		return drawPlane(b, colours)
	case b.Grid.Round():
		return drawBalls(b, colours)
	case prismLayers(b):
		return drawPrisms(b, colours)
	}
	w, h := Size2D(b.X, b.Y, b.Z)
	d := Drawing{W: w, H: h}
	index := map[string]int{}
	type bufs struct{ fill, outline []byte }
	var paths []*bufs
	get := func(name string) *bufs {
		if i, ok := index[name]; ok {
			return paths[i]
		}
		index[name] = len(paths)
		d.Fills = append(d.Fills, Fill{Piece: name, Colour: fillColour(name, colours)})
		paths = append(paths, &bufs{})
		return paths[len(paths)-1]
	}
	get("")
	var borders, grid []byte
	for z := 0; z < b.Z; z++ {
		ox := z * (b.X + LayerGap)
		for y := b.Y - 1; y >= 0; y-- {
			top := b.Y - 1 - y
			for x := 0; x < b.X; {
				c := solver.Point{X: x, Y: y, Z: z}
				if b.Hidden(c) {
					x++
					continue
				}
				name := b.At(c)
				// A run of cells of the same piece becomes one rectangle.
				end := x + 1
				for end < b.X {
					n := solver.Point{X: end, Y: y, Z: z}
					if b.Hidden(n) || b.At(n) != name {
						break
					}
					end++
				}
				p := get(name)
				p.fill = rect(p.fill, ox+x, top, end-x)
				for i := x; i < end; i++ {
					l := ox + i
					// Top and left edges: a border (drawn once, here) where
					// the neighbour is another piece or hidden, else a grid
					// line.
					for _, e := range [2]struct {
						nb     solver.Point
						dx, dy int
					}{{solver.Point{X: i, Y: y + 1, Z: z}, 1, 0}, {solver.Point{X: i - 1, Y: y, Z: z}, 0, 1}} {
						if b.Hidden(e.nb) || b.At(e.nb) != name {
							borders = segment(borders, l, top, e.dx, e.dy)
							p.outline = segment(p.outline, l, top, e.dx, e.dy)
						} else {
							grid = segment(grid, l, top, e.dx, e.dy)
						}
					}
					// Right and bottom edges: part of the outline where the
					// neighbour differs; a border only where it is hidden
					// (a visible neighbour draws the border as its left or
					// top edge).
					for _, e := range [2]struct {
						nb             solver.Point
						x0, y0, dx, dy int
					}{{solver.Point{X: i + 1, Y: y, Z: z}, l + 1, top, 0, 1}, {solver.Point{X: i, Y: y - 1, Z: z}, l, top + 1, 1, 0}} {
						hidden := b.Hidden(e.nb)
						if hidden || b.At(e.nb) != name {
							p.outline = segment(p.outline, e.x0, e.y0, e.dx, e.dy)
						}
						if hidden {
							borders = segment(borders, e.x0, e.y0, e.dx, e.dy)
						}
					}
				}
				x = end
			}
		}
	}
	d.Labels = pieceLabels(b, colours)
	d.Layers = layerLabels(b)
	for i := range d.Fills {
		d.Fills[i].D = string(paths[i].fill)
		d.Fills[i].Outline = string(paths[i].outline)
	}
	d.Borders, d.Grid = string(borders), string(grid)
	return d
}

// layerLabels captions the layers of a 3-D box ("Layer 1" ...), none for a
// flat one.
func layerLabels(b *trace.Board) []Label {
	var out []Label
	if b.Z > 1 {
		for z := 0; z < b.Z; z++ {
			out = append(out, Label{Text: place.Layer(z),
				X: float64(z*(b.X+LayerGap)) + float64(b.X)/2, Y: -0.5, Colour: EdgeColour})
		}
	}
	return out
}

// rect appends a w x 1 rectangle at (x, y).
func rect(b []byte, x, y, w int) []byte {
	b = append(b, 'M')
	b = strconv.AppendInt(b, int64(x), 10)
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(y), 10)
	b = append(b, 'h')
	b = strconv.AppendInt(b, int64(w), 10)
	b = append(b, "v1h"...)
	b = strconv.AppendInt(b, int64(-w), 10)
	return append(b, 'z')
}

// segment appends a unit segment from (x, y) in direction (dx, dy).
func segment(b []byte, x, y, dx, dy int) []byte {
	b = append(b, 'M')
	b = strconv.AppendInt(b, int64(x), 10)
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(y), 10)
	if dx != 0 {
		return append(b, "h1"...)
	}
	return append(b, "v1"...)
}

// PiecePaths draws a set of cells on its own in the 2-D drawing of a box
// with xdim columns and ydim rows per layer: fill covers the cells (runs of
// a row as one rectangle) and outline is their boundary. Cells outside
// the box are drawn where they would be.
func PiecePaths(xdim, ydim int, cells []solver.Point) (fill, outline string) {
	in := make(map[solver.Point]bool, len(cells))
	for _, c := range cells {
		in[c] = true
	}
	var f, o []byte
	for _, c := range cells {
		x, y := CellOrigin(xdim, ydim, c)
		l, t := int(x), int(y)
		if !in[solver.Point{X: c.X - 1, Y: c.Y, Z: c.Z}] {
			// The first cell of a run draws the run.
			w := 1
			for in[solver.Point{X: c.X + w, Y: c.Y, Z: c.Z}] {
				w++
			}
			f = rect(f, l, t, w)
			o = segment(o, l, t, 0, 1)
		}
		if !in[solver.Point{X: c.X + 1, Y: c.Y, Z: c.Z}] {
			o = segment(o, l+1, t, 0, 1)
		}
		if !in[solver.Point{X: c.X, Y: c.Y + 1, Z: c.Z}] {
			o = segment(o, l, t, 1, 0)
		}
		if !in[solver.Point{X: c.X, Y: c.Y - 1, Z: c.Z}] {
			o = segment(o, l, t+1, 1, 0)
		}
	}
	return string(f), string(o)
}

// pieceLabels places each piece's name, per layer, on its cell nearest
// the mean of its cells there.
func pieceLabels(b *trace.Board, colours map[string]string) []Label {
	type key struct {
		name string
		z    int
	}
	cells := map[key][]solver.Point{}
	var order []key
	for z := 0; z < b.Z; z++ {
		for y := b.Y - 1; y >= 0; y-- {
			for x := 0; x < b.X; x++ {
				c := solver.Point{X: x, Y: y, Z: z}
				if b.Hidden(c) || b.At(c) == "" {
					continue
				}
				k := key{b.At(c), z}
				if _, ok := cells[k]; !ok {
					order = append(order, k)
				}
				cells[k] = append(cells[k], c)
			}
		}
	}
	var out []Label
	for _, k := range order {
		cs := cells[k]
		var mx, my float64
		for _, c := range cs {
			mx += float64(c.X)
			my += float64(c.Y)
		}
		mx, my = mx/float64(len(cs)), my/float64(len(cs))
		best, bestD := cs[0], -1.0
		for _, c := range cs {
			d := (float64(c.X)-mx)*(float64(c.X)-mx) + (float64(c.Y)-my)*(float64(c.Y)-my)
			if bestD < 0 || d < bestD {
				best, bestD = c, d
			}
		}
		x, y := CellOrigin(b.X, b.Y, best)
		out = append(out, Label{Text: k.name, X: x + 0.5, Y: y + 0.5, Colour: labelColour(colours[k.name])})
	}
	return out
}

// fillColour is the colour of a piece's cells: open cells white, a
// piece without a colour grey.
func fillColour(name string, colours map[string]string) string {
	col := colours[name]
	switch {
	case name == "":
		col = OpenColour
	case col == "":
		col = "#94a3b8"
	}
	return col
}

// labelColour is the colour of a name written on a piece of colour bg.
func labelColour(bg string) string {
	if Luma(bg) > 0.55 {
		return EdgeColour
	}
	return "#ffffff"
}
