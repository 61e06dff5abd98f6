package page

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"strconv"
	"strings"
	"time"

	"polyplay/ui/figures"
	"polyplay/wasm/protocol"
)

// RunRecord is a run as the runs table keeps it across reloads and
// exports it: what was solved, how, and the figures (not the solutions).
// It has two times: WallMillis, the time the person waited (Run.Wall,
// the Elapsed figure under the board), and SearchMillis, the solver's
// own search time (Run.Search, what the command line reports; Stats
// carries it too, as the solver's elapsedMs).
type RunRecord struct {
	ID           int            `json:"id"`
	Puzzle       string         `json:"puzzle"`
	Args         []string       `json:"args"`
	Status       RunStatus      `json:"status"`
	Err          string         `json:"error,omitempty"`
	Parts        int            `json:"workers,omitempty"`
	Solutions    int64          `json:"solutions"`
	Fits         int64          `json:"fits"`
	NoFits       int64          `json:"noFits"`
	Attempts     int64          `json:"attempts"`
	WallMillis   float64        `json:"wallMs"`
	SearchMillis float64        `json:"searchMs"`
	Stats        protocol.Stats `json:"stats"`
}

// Record returns the run's record; now is the page's clock (Model.Now),
// for the wall time of a run still going. A run still going when the
// page was left is recorded as cancelled.
func (r *Run) Record(now time.Time) RunRecord {
	st := r.Status
	if st == StatusRunning {
		st = StatusCancelled
	}
	s := r.Stats
	return RunRecord{ID: r.ID, Puzzle: r.Puzzle, Args: r.Args, Status: st, Err: r.Err, Parts: max(r.Parts, 1),
		Solutions: int64(s.Solutions), Fits: s.TotalFits(), NoFits: s.NoFits(), Attempts: s.TotalAttempts(),
		WallMillis: millis(r.Wall(now)), SearchMillis: s.ElapsedMillis, Stats: s}
}

// millis returns d in milliseconds, to the microsecond.
func millis(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// RunFromRecord makes a table row's run from a kept record.
func RunFromRecord(rec RunRecord) *Run {
	return &Run{ID: rec.ID, Puzzle: rec.Puzzle, Args: rec.Args, Status: rec.Status, Err: rec.Err, Parts: rec.Parts, Stats: rec.Stats,
		wall: time.Duration(rec.WallMillis * float64(time.Millisecond))}
}

// runCSVHeader names the columns of RunCSV: wall is the time the person
// waited, search the solver's search time (RunRecord).
var runCSVHeader = []string{"run", "puzzle", "options", "status", "workers", "solutions", "fits", "no-fits", "attempts", "wall (ms)", "search (ms)"}

// RunCSV writes a run's record as CSV: a header line and one row.
func RunCSV(rec RunRecord) []byte {
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	w.Write(runCSVHeader)
	w.Write([]string{strconv.Itoa(rec.ID), rec.Puzzle, strings.Join(rec.Args, " "), string(rec.Status), strconv.Itoa(rec.Parts),
		strconv.FormatInt(rec.Solutions, 10), strconv.FormatInt(rec.Fits, 10), strconv.FormatInt(rec.NoFits, 10),
		strconv.FormatInt(rec.Attempts, 10), strconv.FormatFloat(rec.WallMillis, 'f', 0, 64), strconv.FormatFloat(rec.SearchMillis, 'f', 0, 64)})
	w.Flush()
	return b.Bytes()
}

// RunJSON writes a run's record as indented JSON.
func RunJSON(rec RunRecord) ([]byte, error) {
	return json.MarshalIndent(rec, "", "  ")
}

// RunRow is a line of the runs table, with the change from the previous
// run of the same puzzle.
type RunRow struct {
	Run                    *Run
	FitsDelta, NoFitsDelta string
	// SearchDelta compares the search times (Run.Search): the wall
	// time depends on the load and the workers' start.
	SearchDelta string
}

// RunRows computes the runs table, oldest first.
func RunRows(runs []*Run) []RunRow {
	prev := map[string]*Run{}
	var rows []RunRow
	for _, r := range runs {
		row := RunRow{Run: r}
		if p := prev[r.Puzzle]; p != nil && finished(p) && finished(r) {
			row.FitsDelta = figures.Delta(float64(p.Stats.TotalFits()), float64(r.Stats.TotalFits()))
			row.NoFitsDelta = figures.Delta(float64(p.Stats.NoFits()), float64(r.Stats.NoFits()))
			row.SearchDelta = figures.Delta(p.Stats.ElapsedMillis, r.Stats.ElapsedMillis)
		}
		if finished(r) {
			prev[r.Puzzle] = r
		}
		rows = append(rows, row)
	}
	return rows
}

// finished reports whether a run finished its search, so its figures
// can be compared with another's.
func finished(r *Run) bool { return r.Status == StatusDone }
