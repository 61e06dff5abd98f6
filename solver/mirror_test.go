package solver

import (
	"strings"
	"testing"

	"polyplay/internal/longtest"
)

// TestMirrorCounts checks -M: one solution of each mirror pair.
func TestMirrorCounts(t *testing.T) {
	longtest.SkipUnderWasm(t)
	t.Parallel()
	for _, tc := range []struct {
		name string
		p    *Problem
		o    Options
		want int64
		note string
	}{
		// Readers' comment on the polycube article: 240 Soma solutions without mirror images.
		{"soma -M -r", soma(), Options{Mirror: true, Redundancy: true}, 240, "redundancy filter: constrained piece"},
		{"soma -M -u", soma(), Options{Mirror: true, Unique: true}, 240, ""},
		{"soma -M -r -V1 -p1", soma(), Options{Mirror: true, Redundancy: true, VolumeFilter: true, VolumeFilterRepeat: 1, ParityTrigger: 1}, 240, ""},
		{"soma -M", soma(), Options{Mirror: true}, 5760, "mirror filter: constrained piece"},
		// 2-D pieces may be turned over: a mirror image is a rotation.
		{"10x6 -M -r --auto", pentominoBox(10, 6), Options{Mirror: true, Redundancy: true, Auto: true}, 2339, "-M has nothing to add"},
		{"20x3 -M", pentominoBox(20, 3), Options{Mirror: true}, 8, "-M has nothing to add"},
		// One-sided: the flip (with every piece replaced by its mirror) is
		// the mirror image; -r already merges it.
		{"one-sided 30x3 -M -r", oneSided30x3(), Options{Mirror: true, Redundancy: true, VolumeFilter: true}, 46, ""},
		{"one-sided 30x3 -M", oneSided30x3(), Options{Mirror: true, VolumeFilter: true}, 92, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if testing.Short() && tc.want > 1000 {
				t.Skip("long")
			}
			st := solveAll(t, tc.p, tc.o)
			if st.Solutions != tc.want {
				t.Errorf("%d solutions, want %d (notes %v)", st.Solutions, tc.want, st.Notes)
			}
			if tc.note != "" && !strings.Contains(strings.Join(st.Notes, "\n"), tc.note) {
				t.Errorf("notes %q lack %q", st.Notes, tc.note)
			}
		})
	}
}

// TestMirrorNotClosed checks that -M explains itself when the piece set
// is not closed under mirroring.
func TestMirrorNotClosed(t *testing.T) {
	t.Parallel()
	p := soma()
	// Replace B (the mirror of A) by a second copy of A's shape.
	p.Pieces[5] = cubes("B", 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1)
	p.Pieces[4] = cubes("A", 0, 0, 0, 0, 1, 0, 1, 0, 0, 1, 1, 0)
	s, err := New(p, Options{Mirror: true})
	if err != nil {
		t.Fatal(err)
	}
	want := "mirror filter: the mirror image of piece"
	if n := strings.Join(s.Notes(), "\n"); !strings.Contains(n, want) {
		t.Errorf("notes %q lack %q", n, want)
	}
}
