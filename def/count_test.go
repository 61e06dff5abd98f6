package def

import (
	"context"
	"slices"
	"testing"

	"polyplay/internal/plaincount"
	"polyplay/solver"
)

// TestCount reads C directives with a count: the pieces they define,
// their names and which of them are spare, the count of the puzzle's
// solutions (by hand, and plaincount's), and its form by Format, which
// reads back to the same count.
func TestCount(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		pieces    []string
		spare     []bool
		want      int64
	}{
		// Dominoes 0..1 and monominoes 1..3 in a 1x3 strip: the three
		// monominoes, or the domino on the left or on the right.
		{"strip", "D:xDim=3:yDim=1:zDim=1\nC:name=D:count=0..1:layout=0 0 0, 1 0 0\nC:name=M:count=1..3:layout=0 0 0\n~D\n",
			[]string{"D", "M1", "M2", "M3"}, []bool{true, false, true, true}, 3},
		// count=N is N copies, all used: two dominoes in a 2x2 square.
		{"copies", "D:xDim=2:yDim=2:zDim=1\nC:name=D:count=2:layout=0 0 0, 1 0 0\n~D\n",
			[]string{"D1", "D2"}, []bool{false, false}, 2},
		// Dominoes 0..3 in a 2x2x1 box whose right column may stay
		// empty: two dominoes side by side or one above the other,
		// or one domino in the left column.
		{"optional", "D:xDim=2:yDim=2:zDim=1\nL:optional=+\n. +\n. +\n~L\nC:name=D:count=0..3:layout=0 0 0, 1 0 0\n~D\n",
			[]string{"D1", "D2", "D3"}, []bool{true, true, true}, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ps, err := Parse("c.txt", []byte(tc.src))
			if err != nil {
				t.Fatal(err)
			}
			p := &ps[0].Problem
			var names []string
			var spare []bool
			for _, pc := range p.Pieces {
				if !pc.Stationary {
					names, spare = append(names, pc.Name), append(spare, pc.Spare)
				}
			}
			if !slices.Equal(names, tc.pieces) || !slices.Equal(spare, tc.spare) {
				t.Errorf("pieces %v spare %v, want %v %v", names, spare, tc.pieces, tc.spare)
			}
			if len(ps[0].Notes) > 0 {
				t.Errorf("notes %v, want none: a count's copies are no slip", ps[0].Notes)
			}
			if n, _, err := plaincount.Count(p); err != nil || n != tc.want {
				t.Errorf("plaincount: %d solutions (%v), want %d", n, err, tc.want)
			}
			back, err := Parse("back.txt", []byte(Format(p)))
			if err != nil {
				t.Fatalf("%v\n%s", err, Format(p))
			}
			for _, q := range []*solver.Problem{p, &back[0].Problem} {
				s, err := solver.New(q, solver.Options{})
				if err != nil {
					t.Fatal(err)
				}
				st, err := s.Solve(context.Background(), nil)
				if err != nil || st.Solutions != tc.want {
					t.Errorf("%s: %d solutions (%v), want %d", q.Name, st.Solutions, err, tc.want)
				}
			}
		})
	}
}
