package def

import (
	"testing"

	"polyplay/internal/plaincount"
	"polyplay/solver"
	"polyplay/solver/verify"
)

// TestOptionalCells reads puzzles whose region has cells that may stay
// empty (optional=, type=O) on every grid, writes them back (Format)
// and counts them with the solver, under its automatic configuration and plain DLX, against
// internal/plaincount, verifying every solution.
func TestOptionalCells(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		want      int64
	}{
		{"squares", `D:xDim=3:yDim=2:zDim=1
L
A A . B B
~L
L:optional=+
. . +
. . +
~L
~D
`, 2},
		{"squares with a hole", `D:xDim=4:yDim=3:zDim=1
L
A A A . B B . C
~L
L:stationary=*:optional=+
+ + + +
+ * . +
+ + + +
~L
~D
`, 150},
		{"cubes", `D:xDim=2:yDim=2:zDim=2
C:name=A:layout=0 0 0, 1 0 0
C:name=+:type=O:layout=0 0 0, 1 1 1
C:name=B:layout=0 0 0, 0 1 0, 0 0 1, 1 1 0
~D
`, 3},
		{"triangles", `D:grid=triangle:xDim=5:yDim=2
L
A A A . B B
~L
L:optional=+
+ + + . .
. . + + +
~L
~D
`, 4},
		{"hexagons", `D:grid=hexagon:xDim=3:yDim=2
L
A A . B
~L
L:optional=+
 + . +
. + .
~L
~D
`, 1},
		{"balls", `D:grid=sphere:xDim=2:yDim=2:zDim=2
C:name=A:layout=0 0 0, 1 1 0
C:name=B:layout=1 -1 0, 2 0 0
C:name=+:type=O:layout=1 -1 0, 2 0 0, 1 0 1
C:name=*:type=S:layout=2 1 1, 3 0 1, 2 -1 1
~D
`, 6},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ps, err := Parse(tc.name+".txt", []byte(tc.src))
			if err != nil {
				t.Fatal(err)
			}
			p := &ps[0].Problem
			if len(p.Optional) == 0 {
				t.Fatal("no optional cells read")
			}
			roundTrip(t, p)
			want, _, err := plaincount.Count(p)
			if err != nil {
				t.Fatal(err)
			}
			if want != tc.want {
				t.Errorf("plaincount: %d solutions, want %d", want, tc.want)
			}
			for _, o := range []solver.Options{{Search: solver.Search{Auto: true}}, {}, {Search: solver.Search{Redundancy: true}}} {
				s, err := solver.New(p, o)
				if err != nil {
					t.Fatal(err)
				}
				st, err := s.Solve(t.Context(), func(sol solver.Solution) bool {
					if err := verify.Solution(p, sol); err != nil {
						t.Errorf("%+v: %v", o.Search, err)
					}
					return true
				})
				if err != nil {
					t.Fatal(err)
				}
				if !o.Redundancy && st.Solutions != want {
					t.Errorf("%+v: %d solutions, plaincount %d", o.Search, st.Solutions, want)
				}
				if o.Redundancy && (st.Solutions == 0 || st.Solutions > want) {
					t.Errorf("-r: %d solutions, plaincount %d in all", st.Solutions, want)
				}
			}
		})
	}
}
