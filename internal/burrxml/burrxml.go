// Package burrxml writes a puzzle as a puzzle file of BurrTools 0.7.1, so
// that BurrTools' command-line solver (burrTxt) can count the same puzzle
// as polyplay: it serves the comparison in BENCHMARKS.md and is no part
// of polyplay itself.
//
// A file holds one grid type, the shapes and one problem. Each mobile
// piece is a shape (pieces of the same shape, as the solver treats them,
// are one shape with a count), the region is the last shape: the box
// with its open cells filled and the stationary cells empty. Squares and
// cubes are BurrTools' grid type 0 (bricks); triangles are grid type 1,
// whose cell (x, y) points up when x+y is even, as in package grid;
// balls, in square or triangular layers, are grid type 2 (spheres), the
// points of the face-centred cubic lattice (grid.Kind.FilePoint).
// BurrTools has no hexagon grid and no one-sided pieces: Write reports
// both as errors.
package burrxml

import (
	"bufio"
	"errors"
	"fmt"
	"html"
	"io"
	"slices"
	"strings"

	"polyplay/solver/grid"
	"polyplay/solver/puzzle"
)

// Write writes p as a BurrTools puzzle file to w.
func Write(w io.Writer, p *puzzle.Problem) error {
	if err := p.Validate(); err != nil {
		return err
	}
	gridType, ok := p.Grid.BurrTools()
	if !ok {
		return fmt.Errorf("burrxml: BurrTools has no %v grid", p.Grid)
	}
	if p.OneSided {
		return errors.New("burrxml: BurrTools turns every piece over; it has no one-sided pieces")
	}
	type shape struct {
		key   string
		cells []grid.Point
		count int
	}
	var shapes []*shape
	for _, pc := range p.Pieces {
		if pc.Stationary {
			continue
		}
		key := shapeKey(p, pc.Cells)
		i := slices.IndexFunc(shapes, func(s *shape) bool { return s.key == key })
		if i >= 0 {
			shapes[i].count++
			continue
		}
		cells := slices.Clone(pc.Cells)
		p.Grid.Normalize(cells)
		if p.Grid.Solid() {
			cells = inFile(p.Grid, cells)
		}
		shapes = append(shapes, &shape{key, cells, 1})
	}
	blocked := map[grid.Point]bool{}
	for _, pc := range p.Pieces {
		if pc.Stationary {
			for _, c := range pc.Cells {
				blocked[c] = true
			}
		}
	}
	// The region: the box with its stationary cells empty; on balls its
	// open balls in BurrTools' coordinates.
	rx, ry, rz := p.XDim, p.YDim, p.ZDim
	inRegion := func(c grid.Point) bool { return !blocked[c] }
	if p.Grid.Solid() {
		var region []grid.Point
		for x := range p.XDim {
			for y := range p.YDim {
				for z := range p.ZDim {
					if c := (grid.Point{X: x, Y: y, Z: z}); !blocked[c] {
						region = append(region, c)
					}
				}
			}
		}
		in := map[grid.Point]bool{}
		rx, ry, rz = 0, 0, 0
		for _, c := range inFile(p.Grid, region) {
			rx, ry, rz = max(rx, c.X+1), max(ry, c.Y+1), max(rz, c.Z+1)
			in[c] = true
		}
		inRegion = func(c grid.Point) bool { return in[c] }
	}

	b := bufio.NewWriter(w)
	fmt.Fprintf(b, "<?xml version=\"1.0\"?>\n<puzzle version=\"2\">\n<gridType type=\"%d\"/>\n<shapes>\n", gridType)
	for i, s := range shapes {
		var sx, sy, sz int
		for _, c := range s.cells {
			sx, sy, sz = max(sx, c.X+1), max(sy, c.Y+1), max(sz, c.Z+1)
		}
		in := map[grid.Point]bool{}
		for _, c := range s.cells {
			in[c] = true
		}
		writeVoxel(b, fmt.Sprintf("S%d", i+1), sx, sy, sz, func(c grid.Point) bool { return in[c] })
	}
	writeVoxel(b, "region", rx, ry, rz, inRegion)
	fmt.Fprintf(b, "</shapes>\n<problems>\n<problem name=\"%s\">\n<shapes>\n", html.EscapeString(p.Name))
	for i, s := range shapes {
		fmt.Fprintf(b, "<shape id=\"%d\" count=\"%d\"/>\n", i, s.count)
	}
	fmt.Fprintf(b, "</shapes>\n<result id=\"%d\"/>\n<bitmap/>\n</problem>\n</problems>\n</puzzle>\n", len(shapes))
	return b.Flush()
}

// inFile returns balls in BurrTools' coordinates (grid.Kind.FilePoint:
// the face-centred cubic lattice, whose points have an even x+y+z),
// moved so that the least x, y and z are 0, or x 1 where that keeps the
// points' parity.
func inFile(g grid.Kind, cells []grid.Point) []grid.Point {
	out := make([]grid.Point, len(cells))
	for i, c := range cells {
		out[i] = g.FilePoint(c)
	}
	if len(out) == 0 {
		return out
	}
	lo := out[0]
	for _, c := range out {
		lo = grid.Point{X: min(lo.X, c.X), Y: min(lo.Y, c.Y), Z: min(lo.Z, c.Z)}
	}
	if (lo.X+lo.Y+lo.Z)&1 != 0 {
		lo.X--
	}
	for i := range out {
		out[i] = grid.Point{X: out[i].X - lo.X, Y: out[i].Y - lo.Y, Z: out[i].Z - lo.Z}
	}
	return out
}

// writeVoxel writes a voxel space of sx×sy×sz cells, x fastest, then y,
// then z: # for a filled cell, _ for an empty one.
func writeVoxel(b *bufio.Writer, name string, sx, sy, sz int, filled func(grid.Point) bool) {
	fmt.Fprintf(b, "<voxel x=\"%d\" y=\"%d\" z=\"%d\" type=\"0\" name=\"%s\">", sx, sy, sz, name)
	for z := range sz {
		for y := range sy {
			for x := range sx {
				if filled(grid.Point{X: x, Y: y, Z: z}) {
					b.WriteByte('#')
				} else {
					b.WriteByte('_')
				}
			}
		}
	}
	b.WriteString("</voxel>\n")
}

// shapeKey returns a key shared by the pieces that are one shape under
// the moves the search allows the pieces.
func shapeKey(p *puzzle.Problem, cells []grid.Point) string {
	ts := p.Grid.Symmetries(true)
	switch {
	case p.Grid.Rigid():
		ts = p.Grid.Poses(cells, false) // balls take every turn of space
	case p.ZDim > 1:
		ts = p.Grid.Turns(false) // polycubes are turned, never mirrored
	}
	best := ""
	for i, t := range ts {
		img := make([]grid.Point, len(cells))
		for j, c := range cells {
			img[j] = t.Apply(c)
		}
		p.Grid.Normalize(img)
		parts := make([]string, len(img))
		for j, c := range img {
			parts[j] = c.String()
		}
		if key := strings.Join(parts, ","); i == 0 || key < best {
			best = key
		}
	}
	return best
}
