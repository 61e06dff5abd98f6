package grid

import (
	"fmt"
	"math"
)

// cubeCells describes a grid whose cells are several to a unit cube
// (rhombic dodecahedra's 24 tetrahedra, tetrahedra and octahedra's 5):
// cell t of the cube (X, Y, Z) is the cell (X, Y, per·Z+t), so that a
// box of whole cubes is a box of cells, and files place the cells of a
// cube in a block of voxels (FileBlock).
type cubeCells struct {
	// per is the number of cells of a cube; scale a cube's edge in the
	// units of Space and Centre, in which every cell's centroid is a
	// point of integers.
	per, scale int
	// offset and voxel give cell t of a cube whose coordinates add up
	// to an even (index 0) or an odd number (1): its centroid from the
	// cube's corner, in units of scale, and its voxel in the cube's
	// block of voxels, whose edge is block.
	offset, voxel [2][]Point
	block         int
	// noCell says why a voxel holds no cell, after "no <noun> is at q: ".
	noCell string
}

// split returns the cube of the cell p and its place t in it.
func (g *cubeCells) split(p Point) (Point, int) {
	return Point{p.X, p.Y, floorDiv(p.Z, g.per)}, floorMod(p.Z, g.per)
}

func parity(c Point) int { return (c.X + c.Y + c.Z) & 1 }

// linear returns the centroid of the cell p, in units of 1/scale of a
// cube's edge: the coordinates on which the cube's symmetries are linear.
func (g *cubeCells) linear(p Point) Point {
	c, t := g.split(p)
	o := g.offset[parity(c)][t]
	return Point{g.scale*c.X + o.X, g.scale*c.Y + o.Y, g.scale*c.Z + o.Z}
}

// find returns the cell whose centroid is q, if one is.
func (g *cubeCells) find(q Point) (Point, bool) {
	n := g.scale
	c := Point{floorDiv(q.X, n), floorDiv(q.Y, n), floorDiv(q.Z, n)}
	return g.at(c, Point{q.X - n*c.X, q.Y - n*c.Y, q.Z - n*c.Z}, g.offset)
}

// at returns the cell of cube c whose place in it, in the table ps, is v.
func (g *cubeCells) at(c, v Point, ps [2][]Point) (Point, bool) {
	for t, w := range ps[parity(c)] {
		if w == v {
			return Point{c.X, c.Y, g.per*c.Z + t}, true
		}
	}
	return Point{}, false
}

// cell inverts linear.
func (g *cubeCells) cell(q Point) Point {
	if p, ok := g.find(q); ok {
		return p
	}
	panic(fmt.Sprintf("grid: %v is no cell's centroid", q))
}

// centre is a cell's centroid seen from above.
func (g *cubeCells) centre(p Point) Vec {
	q := g.linear(p)
	return Vec{float64(q.X), float64(q.Y)}
}

// corners is the square of a ball of diameter 1 at the centroid, seen
// from above.
func (g *cubeCells) corners(p Point) []Vec {
	c := g.centre(p)
	return []Vec{{c.X - 0.5, c.Y - 0.5}, {c.X + 0.5, c.Y - 0.5}, {c.X + 0.5, c.Y + 0.5}, {c.X - 0.5, c.Y + 0.5}}
}

// space is the centroid in space.
func (g *cubeCells) space(p Point) [3]float64 {
	q := g.linear(p)
	return [3]float64{float64(q.X), float64(q.Y), float64(q.Z)}
}

// toFile is the cell's voxel.
func (g *cubeCells) toFile(p Point) Point {
	c, t := g.split(p)
	v, n := g.voxel[parity(c)][t], g.block
	return Point{n*c.X + v.X, n*c.Y + v.Y, n*c.Z + v.Z}
}

// fromFile returns the cell at the voxel q.
func (g *cubeCells) fromFile(noun string) func(Point) (Point, error) {
	return func(q Point) (Point, error) {
		n := g.block
		c := Point{floorDiv(q.X, n), floorDiv(q.Y, n), floorDiv(q.Z, n)}
		if p, ok := g.at(c, Point{q.X - n*c.X, q.Y - n*c.Y, q.Z - n*c.Z}, g.voxel); ok {
			return p, nil
		}
		return Point{}, fmt.Errorf("no %s is at %v: %s", noun, q, g.noCell)
	}
}

// drawing fills the lattice's fields that draw the cells and place them
// in files.
func (g *cubeCells) drawing(l *lattice) {
	l.block = g.block
	l.toLinear, l.fromLinear = g.linear, g.cell
	l.corners, l.centre, l.space = g.corners, g.centre, g.space
	l.toFile, l.fromFile = g.toFile, g.fromFile(l.noun)
	o := g.offset[0][0]
	l.plane = func(x, y float64) Vec {
		return Vec{float64(g.scale)*x + float64(o.X), float64(g.scale)*y + float64(o.Y)}
	}
	l.cellAt = func(v Vec) Point {
		return Point{int(math.Floor(v.X / float64(g.scale))), int(math.Floor(v.Y / float64(g.scale))), 0}
	}
}
