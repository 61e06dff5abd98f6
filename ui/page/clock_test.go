package page

import (
	"testing"
	"time"

	"polyplay/wasm/protocol"
)

// fakeClock is a page clock that moves only when told.
type fakeClock struct{ now time.Time }

func (c *fakeClock) Now() time.Time { return c.now }

// at sets the clock to d after its start.
func (c *fakeClock) at(d time.Duration) {
	c.now = time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC).Add(d)
}

// TestRunWall: the Elapsed figure is the time since Solve on the page's
// clock, the time the worker's start, the solver's setup and a divided
// run's trial take included, frozen when the run ends however it ends;
// the search time stays the solver's (what the command line reports).
func TestRunWall(t *testing.T) {
	const ms = time.Millisecond
	type step struct {
		at  time.Duration
		msg protocol.Message // Run is filled in; Kind "" cancels, Kind "fail" fails the worker
	}
	stats := func(elapsed float64) *protocol.Stats {
		return &protocol.Stats{ElapsedMillis: elapsed, Fits: []protocol.Count{0, 1, 2}}
	}
	for _, tc := range []struct {
		name       string
		workers    int
		steps      []step
		status     RunStatus
		wall       time.Duration // once ended, read a minute later
		search     time.Duration
		wallMidway time.Duration // read at 1.5 s, while the run goes on
	}{
		{
			// The worker reports 200 ms of search 1.2 s after Solve:
			// a second went on its start and the solver's setup.
			name: "one worker", workers: 1,
			steps: []step{
				{1200 * ms, protocol.Message{Kind: protocol.KindProgress, Stats: stats(200)}},
				{2000 * ms, protocol.Message{Kind: protocol.KindDone, Stats: stats(900)}},
			},
			status: StatusDone, wall: 2000 * ms, search: 900 * ms, wallMidway: 1500 * ms,
		},
		{
			// The trial searches 1.4 s alone, then the parts start
			// again: their clocks say 1.8 s at most, of 4 s waited.
			name: "divided after a trial", workers: 2,
			steps: []step{
				{1000 * ms, protocol.Message{Kind: protocol.KindProgress, Part: 0, Stats: stats(1000)}},
				{1400 * ms, protocol.Message{Kind: protocol.KindSplit, Part: 0}},
				{2000 * ms, protocol.Message{Kind: protocol.KindProgress, Part: 1, Stats: stats(400)}},
				{3900 * ms, protocol.Message{Kind: protocol.KindDone, Part: 1, Stats: stats(1700)}},
				{4000 * ms, protocol.Message{Kind: protocol.KindDone, Part: 0, Stats: stats(1800)}},
			},
			status: StatusDone, wall: 4000 * ms, search: 1800 * ms, wallMidway: 1500 * ms,
		},
		{
			name: "stopped at the time limit", workers: 1,
			steps: []step{
				{3000 * ms, protocol.Message{Kind: protocol.KindDone, Stats: &protocol.Stats{ElapsedMillis: 2500, Stopped: "time"}}},
			},
			status: StatusStopped, wall: 3000 * ms, search: 2500 * ms, wallMidway: 1500 * ms,
		},
		{
			name: "cancelled", workers: 1,
			steps: []step{
				{2000 * ms, protocol.Message{Kind: protocol.KindProgress, Stats: stats(1500)}},
				{3200 * ms, protocol.Message{}},
				{4000 * ms, protocol.Message{Kind: protocol.KindDone, Stats: stats(3000)}}, // late: ignored
			},
			status: StatusCancelled, wall: 3200 * ms, search: 1500 * ms, wallMidway: 1500 * ms,
		},
		{
			name: "the worker failed", workers: 1,
			steps: []step{
				{2500 * ms, protocol.Message{Kind: "fail"}},
			},
			status: StatusFailed, wall: 2500 * ms, search: 0, wallMidway: 1500 * ms,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var clk fakeClock
			clk.at(0)
			m := NewModel()
			m.Clock = clk.Now
			m.Workers = tc.workers
			m.WorkersStarted()
			for range tc.workers {
				m.Handle(protocol.Message{Kind: protocol.KindReady})
			}
			if _, err := m.Start(); err != nil {
				t.Fatal(err)
			}
			r := m.Running()
			if r.Parts != tc.workers {
				t.Fatalf("%d parts, want %d", r.Parts, tc.workers)
			}
			midway := false
			for _, s := range tc.steps {
				if !midway && s.at > 1500*ms {
					if got := r.Wall(r.Started.Add(1500 * ms)); got != tc.wallMidway {
						t.Errorf("wall at 1.5 s = %v, want %v", got, tc.wallMidway)
					}
					midway = true
				}
				clk.at(s.at)
				switch s.msg.Kind {
				case "":
					m.Cancel()
				case "fail":
					m.WorkerFailed("the worker stopped")
				default:
					s.msg.Run = r.ID
					m.Handle(s.msg)
				}
			}
			clk.at(time.Minute)
			if r.Status != tc.status || r.Wall(clk.Now()) != tc.wall || r.Search() != tc.search {
				t.Errorf("%s after %v waited, %v searched; want %s, %v, %v", r.Status, r.Wall(clk.Now()), r.Search(), tc.status, tc.wall, tc.search)
			}
			// The runs table keeps the wall time across a reload.
			back := RunFromRecord(r.Record(clk.Now()))
			if got := back.Wall(clk.Now().Add(time.Hour)); got != tc.wall {
				t.Errorf("kept run's wall time %v, want %v", got, tc.wall)
			}
			if back.Search() != tc.search {
				t.Errorf("kept run's search time %v, want %v", back.Search(), tc.search)
			}
		})
	}
}
