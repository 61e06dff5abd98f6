package grid

import (
	"reflect"
	"slices"
	"testing"
)

// TestRequired checks that every grid's description sets every property
// of required (each field not its zero value, which stands for "not
// set"), so that a new grid that forgets one fails here rather than
// taking another grid's answer.
func TestRequired(t *testing.T) {
	t.Parallel()
	for _, k := range Kinds() {
		v := reflect.ValueOf(k.lat().req)
		for i := range v.NumField() {
			if v.Field(i).IsZero() {
				t.Errorf("%v: the description does not set %s", k, v.Type().Field(i).Name)
			}
		}
	}
}

// TestBurrTools checks BurrTools' numbers of the grids, which its files
// write (<gridType type="N">), and which grid each is read on.
func TestBurrTools(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		k    Kind
		n    int
		ok   bool
		read Kind // the grid FromBurrTools(n) reads
	}{
		{Square, 0, true, Square},
		{Triangle, 1, true, Triangle},
		{Hexagon, -1, false, Hexagon},
		{Sphere, 2, true, Sphere},
		{SphereTriangle, 2, true, Sphere},
		{Prism, 1, true, Triangle},
		{Rhombic, 3, true, Rhombic},
		{TetraOcta, 4, true, TetraOcta},
	} {
		n, ok := c.k.BurrTools()
		if n != c.n || ok != c.ok {
			t.Errorf("%v: BurrTools() = %d, %v, want %d, %v", c.k, n, ok, c.n, c.ok)
		}
		if !ok {
			continue
		}
		if k, ok := FromBurrTools(n); !ok || k != c.read {
			t.Errorf("FromBurrTools(%d) = %v, %v, want %v", n, k, ok, c.read)
		}
	}
	for _, n := range []int{-1, 5} {
		if k, ok := FromBurrTools(n); ok {
			t.Errorf("FromBurrTools(%d) = %v, want none", n, k)
		}
	}
	if got, want := BurrToolsTypes(), "0 (cubes), 1 (triangles), 2 (balls), 3 (rhombic dodecahedra) and 4 (tetrahedra and octahedra)"; got != want {
		t.Errorf("BurrToolsTypes() = %q, want %q", got, want)
	}
}

// TestAxisTurns checks AxisTurns against the symmetries: a grid answers
// true exactly when its symmetries in space are the 48 signed
// permutations of the cells' own coordinates.
func TestAxisTurns(t *testing.T) {
	t.Parallel()
	perms := SignedPermutations()
	for _, k := range Kinds() {
		var axis bool
		if !k.Rigid() && k.lat().toLinear == nil {
			syms := k.Symmetries(false)
			axis = len(syms) == len(perms)
			for _, s := range syms {
				m, den := s.Matrix()
				if den != 1 || !slices.Contains(perms, m) {
					axis = false
				}
			}
		}
		if k.AxisTurns() != axis {
			t.Errorf("%v: AxisTurns() = %v, but its symmetries are the signed permutations: %v", k, k.AxisTurns(), axis)
		}
	}
}

// TestRowParallelograms checks that only a grid whose rows zigzag takes
// the solver's tuning for regions whose rows form a parallelogram: on
// the others a box is a parallelogram already (hexagons) or a rectangle.
func TestRowParallelograms(t *testing.T) {
	t.Parallel()
	for _, k := range Kinds() {
		if k.RowParallelograms() && !k.Zigzag() {
			t.Errorf("%v: RowParallelograms() but not Zigzag()", k)
		}
	}
}
