package grid

import "testing"

// TestCellAt: every point inside a cell's outline (its centre, and points
// near each corner, a tenth of the way to the centre) is that cell.
func TestCellAt(t *testing.T) {
	for _, k := range Kinds() {
		for _, p := range cellsNear(k) {
			c := k.Centre(p)
			if got := k.CellAt(c); got != p {
				t.Errorf("%v: CellAt(centre of %v) = %v", k, p, got)
			}
			for _, v := range k.Corners(p) {
				for _, f := range []float64{0.02, 0.1, 0.5} {
					in := Vec{v.X + f*(c.X-v.X), v.Y + f*(c.Y-v.Y)}
					if got := k.CellAt(in); got != p {
						t.Errorf("%v: CellAt(%v, %.2f of the way from corner %v to the centre) = %v", k, p, f, v, got)
					}
				}
			}
		}
	}
}
