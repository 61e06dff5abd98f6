package solver

import (
	"context"
	"slices"
	"testing"
)

// TestLevelCounts checks the triggers' and filters' counts by level
// (Stats.ParityBacktracks, ...) on the Soma cube with -p -v3 -V5 -P6
// under min fit, which counts 423 parity and 1675 volume backtracks, as
// polycube 1.2.1 does with the same options: a parallel search (without
// its sequential trial, which would end this one on one goroutine)
// counts what a sequential one does, level by level. -u's drops
// (Redundant) and the solutions kept make every solution found.
func TestLevelCounts(t *testing.T) {
	t.Parallel()
	var base Stats
	for _, jobs := range []int{1, 2, 3} {
		o, _, err := ParseArgs([]string{"-os", "-p", "-v3", "-V5", "-P6"})
		if err != nil {
			t.Fatal(err)
		}
		o.Jobs = jobs
		s, err := newWithHooks(soma(), o, testHooks{noTrial: true})
		if err != nil {
			t.Fatal(err)
		}
		st, err := s.Solve(context.Background(), nil)
		if err != nil {
			t.Fatal(err)
		}
		if st.Solutions != 11520 {
			t.Fatalf("-j%d: %d solutions, want 11520", jobs, st.Solutions)
		}
		if jobs == 1 {
			base = st
			if sum(st.ParityBacktracks) != 423 || sum(st.VolumeBacktracks) != 1675 || st.VolumeFiltered[4] != 0 || sum(st.VolumeFiltered) == 0 {
				t.Errorf("-j1: %d parity and %d volume backtracks, volume filtered %v; want 423, 1675, from level 5",
					sum(st.ParityBacktracks), sum(st.VolumeBacktracks), st.VolumeFiltered)
			}
			continue
		}
		if st.Split == 0 {
			t.Errorf("-j%d: not a parallel search", jobs)
		}
		for i, c := range [][2][]int64{{base.ParityBacktracks, st.ParityBacktracks}, {base.VolumeBacktracks, st.VolumeBacktracks},
			{base.ParityFiltered, st.ParityFiltered}, {base.VolumeFiltered, st.VolumeFiltered}} {
			if !slices.Equal(c[0], c[1]) {
				t.Errorf("-j%d: count %d by level %v, -j1 %v", jobs, i, c[1], c[0])
			}
		}
	}

	s, err := New(soma(), Options{Search: Search{Unique: true}})
	if err != nil {
		t.Fatal(err)
	}
	st, err := s.Solve(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if st.Solutions != 480 || st.Redundant != 11520-480 {
		t.Errorf("soma -u: %d kept, %d dropped; want 480 and 11040", st.Solutions, st.Redundant)
	}
}
