package ui

import (
	"testing"
	"time"

	"polyplay/ui/page"
	"polyplay/wasm/protocol"
)

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

// statusText says how long the person waited (the wall time it is given),
// not the solver's search time in the statistics.
func TestStatusText(t *testing.T) {
	search := protocol.Stats{ElapsedMillis: 1200}
	for _, tc := range []struct {
		r    page.Run
		wall time.Duration
		want string
	}{
		{page.Run{Status: page.StatusRunning, Stats: search}, 3 * time.Second, "Solving…"},
		{page.Run{Status: page.StatusDone, Stats: search}, 6100 * time.Millisecond, "Done in 6.1 s."},
		{page.Run{Status: page.StatusCancelled, Stats: search}, 2 * time.Minute, "Cancelled after 2 min 00 s."},
		{page.Run{Status: page.StatusStopped, Stats: protocol.Stats{ElapsedMillis: 1200, Stopped: "time"}}, 1500 * time.Millisecond,
			"Stopped at the time limit after 1.5 s."},
		{page.Run{Status: page.StatusFailed, Err: "out of memory", Stats: search}, time.Second, "Failed: out of memory"},
	} {
		if got := statusText(&tc.r, tc.wall); got != tc.want {
			t.Errorf("statusText(%s, %v) = %q, want %q", tc.r.Status, tc.wall, got, tc.want)
		}
	}
}
