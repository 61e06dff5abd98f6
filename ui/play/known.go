package play

import "polyplay/solver"

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
		if pointsKey(cells) != pointsKey(k.Cells) {
			return nil, false
		}
		delete(at, k.Piece)
	}
	if len(at) > 0 {
		return nil, false
	}
	return rest, true
}
