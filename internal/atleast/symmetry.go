package main

import (
	"slices"

	"polyplay/solver"
	"polyplay/solver/grid"
	"polyplay/solver/verify"
)

// boardMap is a map of the box's cells that takes the region a solution
// fills onto itself: a symmetry of the grid, then a move.
type boardMap struct {
	t    grid.Transform
	move solver.Point
}

func (b boardMap) apply(c solver.Point) solver.Point {
	q := b.t.Apply(c)
	return solver.Point{X: q.X + b.move.X, Y: q.Y + b.move.Y, Z: q.Z + b.move.Z}
}

// boardMaps returns the maps of the region sol fills onto itself other
// than the identity, each once (two symmetries of the grid may act alike
// on a region, as on a row of cells), and how many of them make a
// solution of p of sol (all its pieces lying by turns the puzzle allows,
// verify.Solution).
func boardMaps(p *solver.Problem, sol solver.Solution) (all []boardMap, solving int) {
	var region []solver.Point
	for _, pl := range sol.Placements {
		region = append(region, pl.Cells...)
	}
	norm := slices.Clone(region)
	at := p.Grid.Normalize(norm)
	for i, tr := range p.Grid.Symmetries(p.ZDim == 1) {
		if i == 0 {
			continue // the identity
		}
		img := make([]solver.Point, len(region))
		for j, c := range region {
			img[j] = tr.Apply(c)
		}
		d := p.Grid.Normalize(img)
		if !slices.Equal(img, norm) {
			continue
		}
		b := boardMap{t: tr, move: solver.Point{X: d.X - at.X, Y: d.Y - at.Y, Z: d.Z - at.Z}}
		if !moves(b, region) || slices.ContainsFunc(all, func(a boardMap) bool { return same(a, b, region) }) {
			continue // the identity on the region, or a map found before
		}
		all = append(all, b)
		if verify.Solution(p, mapSolution(b, sol)) == nil {
			solving++
		}
	}
	return all, solving
}

// moves reports whether b moves any of cells.
func moves(b boardMap, cells []solver.Point) bool {
	return slices.ContainsFunc(cells, func(c solver.Point) bool { return b.apply(c) != c })
}

// same reports whether a and b map cells alike.
func same(a, b boardMap, cells []solver.Point) bool {
	return !slices.ContainsFunc(cells, func(c solver.Point) bool { return a.apply(c) != b.apply(c) })
}

// keeps reports whether b maps cells onto themselves, each cell perhaps
// onto another.
func keeps(b boardMap, cells []solver.Point) bool {
	in := map[solver.Point]bool{}
	for _, c := range cells {
		in[c] = true
	}
	return !slices.ContainsFunc(cells, func(c solver.Point) bool { return !in[b.apply(c)] })
}

// mapSolution returns sol with every piece moved by b.
func mapSolution(b boardMap, sol solver.Solution) solver.Solution {
	out := solver.Solution{Placements: make([]solver.Placement, len(sol.Placements))}
	for i, pl := range sol.Placements {
		cells := make([]solver.Point, len(pl.Cells))
		for j, c := range pl.Cells {
			cells[j] = b.apply(c)
		}
		out.Placements[i] = solver.Placement{Piece: pl.Piece, Cells: cells, Colours: pl.Colours}
	}
	return out
}

// symmetryFactor returns by how much the board's symmetries multiply the
// bound of the solutions the taken groups make of sol (grouped holds
// their pieces' names), and the piece that proves it ("" for a factor
// of 1).
//
// Each symmetry that makes a solution of sol makes one of every other
// (the same pieces, moved by the same map, each still by a turn the
// puzzle allows), so the bound's solutions and their images are
// solutions. They are all different when a piece w of sol lies outside
// every group, no other piece has its shape, and no map of the region
// onto itself but the identity maps w's cells onto themselves: if a map g of
// one such solution S gave another, g' of S', then h = g'⁻¹g would map
// S onto S', and both place w where sol does, the only piece of its
// shape, so h would leave w in place and be the identity. A puzzle with
// colours keeps a factor of 1: a group's other ways may put colours
// where a map of them does not fit.
func symmetryFactor(p *solver.Problem, sol solver.Solution, grouped map[string]bool) (int64, string) {
	if len(p.Colours.Region) > 0 || len(p.Colours.Allow) > 0 || len(p.Optional) > 0 {
		return 1, ""
	}
	all, solving := boardMaps(p, sol)
	if solving == 0 {
		return 1, ""
	}
	keys := map[string]int{}
	for _, pl := range sol.Placements {
		keys[solver.ShapeKey(p.Grid, pl.Cells, p.OneSided)]++
	}
	for _, pl := range sol.Placements {
		if grouped[pl.Piece] || keys[solver.ShapeKey(p.Grid, pl.Cells, p.OneSided)] > 1 {
			continue
		}
		if !slices.ContainsFunc(all, func(b boardMap) bool { return keeps(b, pl.Cells) }) {
			return int64(solving) + 1, pl.Piece
		}
	}
	return 1, ""
}
