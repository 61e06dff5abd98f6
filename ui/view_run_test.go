package ui

import (
	"reflect"
	"testing"

	"polyplay/ui/page"
	"polyplay/wasm/protocol"
)

func TestRunRows(t *testing.T) {
	mk := func(id int, puzzle string, fits, nofits int64, ms float64, st page.RunStatus) *page.Run {
		return &page.Run{ID: id, Puzzle: puzzle, Status: st, Stats: protocol.Stats{
			Attempts: []protocol.Count{0, protocol.Count(fits + nofits)}, Fits: []protocol.Count{0, protocol.Count(fits)}, ElapsedMillis: ms}}
	}
	rows := RunRows([]*page.Run{
		mk(1, "P", 892247, 0, 2082, page.StatusDone),
		mk(2, "Q", 10, 0, 1, page.StatusDone),
		mk(3, "P", 768356, 0, 1754, page.StatusDone),
		mk(4, "P", 1, 1, 1, page.StatusCancelled),
		mk(5, "P", 1000250, 0, 2050, page.StatusDone),
	})
	got := []string{}
	for _, r := range rows {
		got = append(got, r.FitsDelta+"|"+r.NoFitsDelta+"|"+r.Time)
	}
	want := []string{"||", "||", "−13.9%|0.0%|−15.8%", "||", "+30.2%|0.0%|+16.9%"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("deltas = %q, want %q (the FILA article's P1→P2→P3 figures)", got, want)
	}
}

// partsText says how the workers shared a divided run, while it runs and
// after.
func TestPartsText(t *testing.T) {
	for _, tc := range []struct {
		r    page.Run
		want string
	}{
		{page.Run{Parts: 1}, ""},
		{page.Run{Parts: 3, Status: page.StatusRunning}, " (3 workers)"},
		{page.Run{Parts: 3, Status: page.StatusRunning, Stats: protocol.Stats{Branches: 120, Taken: 60}}, " (3 workers; 60 of 120 branches taken)"},
		{page.Run{Parts: 3, Status: page.StatusDone, Stats: protocol.Stats{Branches: 1200, Taken: 1200}}, " (3 workers shared 1,200 branches)"},
		{page.Run{Parts: 3, Status: page.StatusDone, Stats: protocol.Stats{Branches: 120, Taken: 120, Shared: 3}}, " (3 workers shared 120 branches and split 3 of them on demand)"},
	} {
		if got := partsText(&tc.r); got != tc.want {
			t.Errorf("partsText(%d parts, %s, %d of %d) = %q, want %q", tc.r.Parts, tc.r.Status, tc.r.Stats.Taken, tc.r.Stats.Branches, got, tc.want)
		}
	}
}
