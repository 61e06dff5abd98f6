package page

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"strconv"
	"strings"

	"polyplay/wasm/protocol"
)

// RunRecord is a run as the runs table keeps it across reloads and
// exports it: what was solved, how, and the figures (not the solutions).
type RunRecord struct {
	ID        int            `json:"id"`
	Puzzle    string         `json:"puzzle"`
	Args      []string       `json:"args"`
	Status    RunStatus      `json:"status"`
	Err       string         `json:"error,omitempty"`
	Parts     int            `json:"workers,omitempty"`
	Solutions int64          `json:"solutions"`
	Fits      int64          `json:"fits"`
	NoFits    int64          `json:"noFits"`
	Attempts  int64          `json:"attempts"`
	Millis    float64        `json:"elapsedMs"`
	Stats     protocol.Stats `json:"stats"`
}

// Record returns the run's record. A run still going when the page was
// left is recorded as cancelled.
func (r *Run) Record() RunRecord {
	st := r.Status
	if st == StatusRunning {
		st = StatusCancelled
	}
	s := r.Stats
	return RunRecord{ID: r.ID, Puzzle: r.Puzzle, Args: r.Args, Status: st, Err: r.Err, Parts: max(r.Parts, 1),
		Solutions: int64(s.Solutions), Fits: s.TotalFits(), NoFits: s.NoFits(), Attempts: s.TotalAttempts(),
		Millis: s.ElapsedMillis, Stats: s}
}

// RunFromRecord makes a table row's run from a kept record.
func RunFromRecord(rec RunRecord) *Run {
	return &Run{ID: rec.ID, Puzzle: rec.Puzzle, Args: rec.Args, Status: rec.Status, Err: rec.Err, Parts: rec.Parts, Stats: rec.Stats}
}

// runCSVHeader names the columns of RunCSV.
var runCSVHeader = []string{"run", "puzzle", "options", "status", "workers", "solutions", "fits", "no-fits", "attempts", "time (ms)"}

// RunCSV writes a run's record as CSV: a header line and one row.
func RunCSV(rec RunRecord) []byte {
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	w.Write(runCSVHeader)
	w.Write([]string{strconv.Itoa(rec.ID), rec.Puzzle, strings.Join(rec.Args, " "), string(rec.Status), strconv.Itoa(rec.Parts),
		strconv.FormatInt(rec.Solutions, 10), strconv.FormatInt(rec.Fits, 10), strconv.FormatInt(rec.NoFits, 10),
		strconv.FormatInt(rec.Attempts, 10), strconv.FormatFloat(rec.Millis, 'f', 0, 64)})
	w.Flush()
	return b.Bytes()
}

// RunJSON writes a run's record as indented JSON.
func RunJSON(rec RunRecord) ([]byte, error) {
	return json.MarshalIndent(rec, "", "  ")
}
