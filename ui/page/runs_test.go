package page

import (
	"encoding/json"
	"reflect"
	"testing"
	"time"

	"polyplay/wasm/protocol"
)

func TestRunExport(t *testing.T) {
	start := time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)
	r := &Run{ID: 3, Puzzle: `Pentominoes 10×6, "classic"`, Args: []string{"-r", "-f11"}, Status: StatusRunning, Parts: 2, Started: start,
		Stats: protocol.Stats{Solutions: 2339, Attempts: []protocol.Count{0, 10, 20}, Fits: []protocol.Count{0, 4, 5}, ElapsedMillis: 1234.4}}
	rec := r.Record(start.Add(6200 * time.Millisecond))
	if rec.Status != StatusCancelled {
		t.Errorf("a run left running is recorded %q, want cancelled", rec.Status)
	}
	want := "run,puzzle,options,status,workers,solutions,fits,no-fits,attempts,wall (ms),search (ms)\n" +
		`3,"Pentominoes 10×6, ""classic""",-r -f11,cancelled,2,2339,9,21,30,6200,1234` + "\n"
	if got := string(RunCSV(rec)); got != want {
		t.Errorf("CSV:\n%s\nwant:\n%s", got, want)
	}
	data, err := RunJSON(rec)
	if err != nil {
		t.Fatal(err)
	}
	var back RunRecord
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if back.Fits != 9 || back.NoFits != 21 || back.Solutions != 2339 || back.WallMillis != 6200 || back.SearchMillis != 1234.4 ||
		back.Stats.ElapsedMillis != 1234.4 {
		t.Errorf("JSON round trip: %+v", back)
	}
	// A kept record makes a row again.
	row := RunFromRecord(back)
	if row.Stats.TotalFits() != 9 || row.Status != StatusCancelled || row.ID != 3 || row.Wall(time.Time{}) != 6200*time.Millisecond {
		t.Errorf("row from the record: %+v", row)
	}
}

func TestRunRows(t *testing.T) {
	mk := func(id int, puzzle string, fits, nofits int64, ms float64, st RunStatus) *Run {
		return &Run{ID: id, Puzzle: puzzle, Status: st, Stats: protocol.Stats{
			Attempts: []protocol.Count{0, protocol.Count(fits + nofits)}, Fits: []protocol.Count{0, protocol.Count(fits)}, ElapsedMillis: ms}}
	}
	rows := RunRows([]*Run{
		mk(1, "P", 892247, 0, 2082, StatusDone),
		mk(2, "Q", 10, 0, 1, StatusDone),
		mk(3, "P", 768356, 0, 1754, StatusDone),
		mk(4, "P", 1, 1, 1, StatusCancelled),
		mk(5, "P", 1000250, 0, 2050, StatusDone),
	})
	got := []string{}
	for _, r := range rows {
		got = append(got, r.FitsDelta+"|"+r.NoFitsDelta+"|"+r.SearchDelta)
	}
	want := []string{"||", "||", "−13.9%|0.0%|−15.8%", "||", "+30.2%|0.0%|+16.9%"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("deltas = %q, want %q (the FILA article's P1→P2→P3 figures)", got, want)
	}
}
