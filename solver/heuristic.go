package solver

import (
	"math"

	"polyplay/solver/grid"
)

// planePoint places the point (x, y) of cell coordinates in the plane of
// grid.Kind.Centre (grid.Kind.PlanePoint: on hexagons by the same linear
// map as the cells' centres, on triangles as the middle of an up and a
// down cell's centres in row y, so the middle of a box's cells is the
// middle of their centres).
func planePoint(g grid.Kind, x, y float64) (float64, float64) {
	v := g.PlanePoint(x, y)
	return v.X, v.Y
}

// heuristicAt returns, for each number of remaining pieces p (0..pieces),
// the order step in force.
func heuristicAt(steps []OrderStep, pieces int) []OrderStep {
	out := make([]OrderStep, pieces+1)
	for p := 0; p <= pieces; p++ {
		best, bestT := OrderStep{Heuristic: MinFit}, math.MaxInt
		for _, st := range steps {
			t := st.Remaining
			if t == 0 {
				t = math.MaxInt - 1
			}
			if t >= p && t < bestT {
				best, bestT = st, t
			}
		}
		out[p] = best
	}
	return out
}

// Fixed reports whether h targets cells in an order fixed before the
// search (so that FILA can apply priority occupancy filtering).
func (h Heuristic) Fixed() bool {
	switch h {
	case MinFit, Estimate:
		return false
	}
	return true
}

// CellRanks returns, for a fixed-order heuristic, a rank for every cell of
// m: the heuristic targets an open cell of least rank (ties, for the
// coordinate heuristics, go to the cell with fewest fits under DLX and to
// the lower cell index under FILA). It returns nil for min-fit and
// estimate.
//
// On triangles and hexagons the coordinate heuristics (x, y, X, Y,
// radial and angular) rank the cells by where their centres lie in the
// plane (grid.Kind.Centre: x to the right, y upwards), not by their cell
// coordinates, whose axes are not at right angles there; a centre given
// in cell coordinates (OrderStep.Center, or the box's middle) is placed
// in the plane the same way (planePoint). First is the cell order, as on
// squares.
func CellRanks(m *Model, st OrderStep) []float64 {
	if !st.Heuristic.Fixed() {
		return nil
	}
	p := m.Problem
	cx, cy, cz := float64(p.XDim-1)/2, float64(p.YDim-1)/2, float64(p.ZDim-1)/2
	if c := st.Center; c != nil {
		// A coordinate left out (+Inf) is the box centre's.
		for i, v := range []*float64{&cx, &cy, &cz} {
			if !math.IsInf(c[i], 1) {
				*v = c[i]
			}
		}
	}
	if m.Grid.Planar() {
		// Where the cells lie in the plane: the cells' centres, and the
		// centre of the cell coordinates (cx, cy) the same way.
		cx, cy = planePoint(m.Grid, cx, cy)
	}
	r := make([]float64, len(m.Cells))
	for i, c := range m.Cells {
		x, y, z := float64(c.X), float64(c.Y), float64(c.Z)
		if m.Grid.Planar() {
			v := m.Grid.Centre(c)
			x, y = v.X, v.Y
		}
		switch st.Heuristic {
		case First:
			r[i] = float64(i)
		case MinX:
			r[i] = x
		case MinY:
			r[i] = y
		case MinZ:
			r[i] = z
		case MaxX:
			r[i] = -x
		case MaxY:
			r[i] = -y
		case MaxZ:
			r[i] = -z
		case Radial:
			dx, dy, dz := x-cx, y-cy, z-cz
			r[i] = -(dx*dx + dy*dy + dz*dz)
		case Angular, AngularReverse:
			// Counter-clockwise (clockwise) angle in the xy plane from
			// the start angle.
			a := math.Atan2(y-cy, x-cx)*180/math.Pi - st.Angle
			if st.Heuristic == AngularReverse {
				a = -a
			}
			a = math.Mod(a, 360)
			if a < 0 {
				a += 360
			}
			r[i] = a
		case Linear:
			r[i] = st.Coef[0]*x + st.Coef[1]*y + st.Coef[2]*z
		}
	}
	return r
}
