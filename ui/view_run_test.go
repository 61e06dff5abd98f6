package ui

import (
	"testing"

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
