package play

import (
	"slices"

	"polyplay/solver"
)

// KnownRest returns the rest of a known solution of the puzzle (its
// placements of the pieces not in placed) if the position placed agrees
// with it: every piece placed lies on the cells the solution gives it.
// ok is false if some piece lies elsewhere: the solution is then no
// completion of the position.
func KnownRest(known, placed []solver.Placement) (rest []solver.Placement, ok bool) {
	at := map[string][]solver.Point{}
	for _, p := range placed {
		at[p.Piece] = p.Cells
	}
	for _, k := range known {
		cells, on := at[k.Piece]
		if !on {
			rest = append(rest, k)
			continue
		}
		if !sameCells(cells, k.Cells) {
			return nil, false
		}
		delete(at, k.Piece)
	}
	if len(at) > 0 {
		return nil, false
	}
	return rest, true
}

// sameCells reports whether a and b hold the same cells, in any order.
func sameCells(a, b []solver.Point) bool {
	if len(a) != len(b) {
		return false
	}
	for _, c := range a {
		if !slices.Contains(b, c) {
			return false
		}
	}
	return true
}
