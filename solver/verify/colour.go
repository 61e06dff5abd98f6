package verify

import (
	"fmt"
	"slices"

	"polyplay/solver/puzzle"
)

// Colour constraints (puzzle.Colours) are checked on squares and cubes:
// a coloured piece must lie on its cells by a turn that puts each of its
// colours on a cell of the region that colour may cover and, where the
// placement gives its cells' colours (puzzle.Placement.Colours, which
// way round it lies), those colours. On the other grids the verifier
// checks the cells only.

// colourCheck returns the check of the colours of p's placements: nil
// where p's colours count for nothing or its grid is not of squares and
// cubes.
func colourCheck(p *puzzle.Problem) func(pc puzzle.Piece, pl puzzle.Placement) error {
	if !p.Constrains() || !p.Grid.AxisTurns() {
		return nil
	}
	region := map[point]int{}
	for _, rc := range p.Colours.Region {
		region[rc.Cell] = rc.Colour
	}
	turns := cubeTurns(p.OneSided)
	return func(pc puzzle.Piece, pl puzzle.Placement) error {
		cells := pl.Cells
		if pl.Colours != nil && len(pl.Colours) != len(cells) {
			return fmt.Errorf("piece %s at %v has %d colours for its %d cells", pc.Name, cells, len(pl.Colours), len(cells))
		}
		if pc.Colours == nil {
			if slices.ContainsFunc(pl.Colours, func(c int) bool { return c != 0 }) {
				return fmt.Errorf("piece %s at %v has colours %v, but the piece has none", pc.Name, cells, pl.Colours)
			}
			return nil
		}
		at := map[point]int{} // each cell's index in cells
		lo := cells[0]
		for i, c := range cells {
			at[c] = i
			lo = point{X: min(lo.X, c.X), Y: min(lo.Y, c.Y), Z: min(lo.Z, c.Z)}
		}
	next:
		for _, turn := range turns {
			turned := make([]point, len(pc.Cells))
			tlo := turn(pc.Cells[0])
			for i, c := range pc.Cells {
				turned[i] = turn(c)
				tlo = point{X: min(tlo.X, turned[i].X), Y: min(tlo.Y, turned[i].Y), Z: min(tlo.Z, turned[i].Z)}
			}
			for i, q := range turned {
				q = point{X: q.X - tlo.X + lo.X, Y: q.Y - tlo.Y + lo.Y, Z: q.Z - tlo.Z + lo.Z}
				k, ok := at[q]
				if !ok || !p.Colours.Fits(pc.Colours[i], region[q]) || pl.Colours != nil && pl.Colours[k] != pc.Colours[i] {
					continue next
				}
			}
			return nil
		}
		if pl.Colours != nil {
			return fmt.Errorf("piece %s at %v with colours %v: no turn of the piece gives those colours, or they lie on cells of the region that they may not cover", pc.Name, cells, pl.Colours)
		}
		return fmt.Errorf("piece %s at %v puts a colour on a cell of the region that it may not cover", pc.Name, cells)
	}
}

// allTurns and planeTurns are the cube's 24 turns and the 4 about z,
// composed once: every placement checked tries them.
var allTurns, planeTurns = composeTurns(false), composeTurns(true)

// cubeTurns returns the 24 turns of the cube, composed of quarter turns
// about the axes (the 4 about z for a one-sided puzzle). The slice is
// shared: the caller must not change it.
func cubeTurns(oneSided bool) []func(point) point {
	if oneSided {
		return planeTurns
	}
	return allTurns
}

// composeTurns composes cubeTurns' turns.
func composeTurns(oneSided bool) []func(point) point {
	turnZ := func(q point) point { return point{X: -q.Y, Y: q.X, Z: q.Z} }
	turnX := func(q point) point { return point{X: q.X, Y: -q.Z, Z: q.Y} }
	turnY := func(q point) point { return point{X: q.Z, Y: q.Y, Z: -q.X} }
	// Point the piece's z axis in each of the six directions (or keep
	// it, one-sided), then turn it about z four times.
	ups := []func(point) point{
		func(q point) point { return q },
		turnX, func(q point) point { return turnX(turnX(q)) }, func(q point) point { return turnX(turnX(turnX(q))) },
		turnY, func(q point) point { return turnY(turnY(turnY(q))) },
	}
	if oneSided {
		ups = ups[:1]
	}
	var out []func(point) point
	for k := range 4 {
		for _, up := range ups {
			out = append(out, func(q point) point {
				for range k {
					q = turnZ(q)
				}
				return up(q)
			})
		}
	}
	return out
}
