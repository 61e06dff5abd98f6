package solver

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"polyplay/internal/longtest"
)

// TestExpand checks that all solutions found by symmetry (expand.go) are
// the plain search's, each once, with its count, on boxes with rotations
// and flips, a fixed constrained image (X on 20x3's middle row),
// solutions that are their own images (Soma's 480 orbits of 11,520),
// one-sided pieces (flips that turn pieces into their mirror images),
// stationary pieces, identical pieces, and none where no piece has a
// shape of its own; with -j2 too. The reference is the same automatic
// search in two parts, which expand.go leaves plain.
func TestExpand(t *testing.T) {
	longtest.SkipUnderWasm(t)
	t.Parallel()
	hole := &Problem{Name: "8x8 hole", XDim: 8, YDim: 8, ZDim: 1, Pieces: append(pentominoes(),
		Piece{Name: "hole", Stationary: true, Cells: []Point{{X: 3, Y: 3, Z: 0}, {X: 3, Y: 4, Z: 0}, {X: 4, Y: 3, Z: 0}, {X: 4, Y: 4, Z: 0}}})}
	twoL := &Problem{Name: "4x3", XDim: 4, YDim: 3, ZDim: 1, Pieces: []Piece{
		flat("I", "####"), flat("La", "###", "#.."), flat("Lb", "###", "#..")}}
	same := &Problem{Name: "2x2 dominoes", XDim: 2, YDim: 2, ZDim: 1, Pieces: []Piece{flat("Da", "##"), flat("Db", "##")}}
	tests := []struct {
		name   string
		p      *Problem
		want   int64
		expand bool
		short  bool
	}{
		{"20x3", pentominoBox(20, 3), 8, true, true},
		{"soma", soma(), 11520, true, true},
		{"one-sided 30x3", oneSided30x3(), 184, true, false},
		{"8x8 stationary hole", hole, 520, true, false},
		{"4x3 identical L", twoL, 4, true, true},
		{"2x2 identical only", same, 2, false, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if testing.Short() && !tc.short {
				t.Skip("long")
			}
			// The reference: the plain search.
			pst, plainSet := solutionSet(t, tc.p, Options{Auto: true, Jobs: 1, plain: true})
			if slices.ContainsFunc(pst.Notes, func(n string) bool { return strings.HasPrefix(n, "all solutions by symmetry") }) {
				t.Fatalf("the plain search found its solutions by symmetry (notes %q)", pst.Notes)
			}
			if pst.Solutions != tc.want || int64(len(plainSet)) != tc.want {
				t.Fatalf("plain: %d solutions (%d distinct), want %d", pst.Solutions, len(plainSet), tc.want)
			}
			// Two parts expand too: each hands on the orbits of its own
			// solutions, and together they are the plain search's.
			partSet := map[string]bool{}
			var parts int64
			for part := range 2 {
				st, set := solutionSet(t, tc.p, Options{Auto: true, Jobs: 1, Part: part, Parts: 2})
				expanded := slices.ContainsFunc(st.Notes, func(n string) bool { return strings.HasPrefix(n, "all solutions by symmetry") })
				if expanded != tc.expand {
					t.Errorf("part %d of 2: by symmetry %v, want %v (notes %q)", part, expanded, tc.expand, st.Notes)
				}
				parts += st.Solutions
				maps.Copy(partSet, set)
			}
			if parts != tc.want || !maps.Equal(partSet, plainSet) {
				t.Errorf("two parts: %d solutions (%d distinct, same as plain %v), want %d", parts, len(partSet), maps.Equal(partSet, plainSet), tc.want)
			}
			// The playground's parts, taking their branches from a queue
			// and sharing them, expand as well (only the counts compare:
			// the statistics are the reduced search's); the two dominoes
			// make too few branches for a queue.
			for _, share := range []bool{false, true} {
				if tc.want > 2 {
					queueParts(t, func() *Problem { return tc.p }, Options{Auto: true, Jobs: 1}, pst, plainSet, false, share, testHooks{})
				}
			}
			for _, jobs := range []int{1, 2} {
				st, set := solutionSet(t, tc.p, Options{Auto: true, Jobs: jobs})
				expanded := false
				for _, n := range st.Notes {
					expanded = expanded || strings.HasPrefix(n, "all solutions by symmetry")
				}
				if st.Solutions != tc.want || !maps.Equal(set, plainSet) || expanded != tc.expand {
					t.Errorf("-j%d: %d solutions (%d distinct, same as plain %v), by symmetry %v; want %d, %v",
						jobs, st.Solutions, len(set), maps.Equal(set, plainSet), expanded, tc.want, tc.expand)
				}
			}
			if tc.want <= 3 {
				return
			}
			st, set := solutionSet(t, tc.p, Options{Auto: true, Jobs: 1, MaxSolutions: 3})
			if st.Solutions != 3 || len(set) != 3 || st.Stopped != "max" {
				t.Errorf("max 3: %d solutions (%d distinct), stopped %q", st.Solutions, len(set), st.Stopped)
			}
		})
	}
}
