package protocol

import (
	"encoding/json"
	"math"
	"reflect"
	"strings"
	"testing"
	"time"

	"polyplay/solver"
)

func TestCountJSON(t *testing.T) {
	for _, c := range []Count{0, 1, 2339, -5, math.MaxInt64, math.MinInt64, 1<<53 + 1} {
		b, err := json.Marshal(c)
		if err != nil {
			t.Fatal(err)
		}
		if b[0] != '"' {
			t.Errorf("Count %d encodes as %s, want a string", c, b)
		}
		var back Count
		if err := json.Unmarshal(b, &back); err != nil || back != c {
			t.Errorf("Count %d: round trip gives %d, %v", c, back, err)
		}
	}
	// A plain JSON number is accepted too.
	var c Count
	if err := json.Unmarshal([]byte("9356"), &c); err != nil || c != 9356 {
		t.Errorf("number 9356 decodes as %d, %v", c, err)
	}
	for _, bad := range []string{`"12x"`, `1.5`, `"99999999999999999999"`, `true`} {
		if err := json.Unmarshal([]byte(bad), &c); err == nil {
			t.Errorf("Count accepted %s", bad)
		}
	}
}

// The exact value survives even where a float64 would round it.
func TestStatsExactInJSON(t *testing.T) {
	big := int64(1<<53 + 1)
	m := Message{Kind: KindProgress, Run: 3, Stats: &Stats{Solutions: Count(big), Fits: []Count{0, Count(big)}}}
	s, err := Encode(m)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(s, `"9007199254740993"`) {
		t.Errorf("encoded %s lacks the exact count as a string", s)
	}
	back, err := Decode(s)
	if err != nil {
		t.Fatal(err)
	}
	if int64(back.Stats.Solutions) != big || back.Stats.TotalFits() != big {
		t.Errorf("decoded solutions %d fits %d, want %d", back.Stats.Solutions, back.Stats.TotalFits(), big)
	}
}

func TestEncodeDecodeRoundTrip(t *testing.T) {
	p := &solver.Problem{Name: "dominoes", XDim: 2, YDim: 1, ZDim: 1, Pieces: []solver.Piece{
		{Name: "A", Cells: []solver.Point{{X: 0}, {X: 1}}},
	}}
	msgs := []Message{
		{Kind: KindReady, Version: "abc"},
		{Kind: KindSolve, Run: 1, Solve: &SolveRequest{Problem: p, Args: []string{"-r", "-f11"}, Keep: 10, ProgressMillis: 100}},
		{Kind: KindCancel, Run: 1},
		{Kind: KindProgress, Run: 1, Stats: &Stats{Solutions: 2, Attempts: []Count{0, 5, 7}, Fits: []Count{0, 2, 3}, ElapsedMillis: 12.5, Estimate: 0.25}},
		{Kind: KindSolutions, Run: 1, First: 4, Solutions: []Solution{{Placements: []Placement{{Piece: "A", Cells: []int{0, 0, 0, 1, 0, 0}}}}}},
		{Kind: KindDone, Run: 1, Stats: &Stats{Solutions: 2, Stopped: "max", Notes: []string{"note"}}},
		{Kind: KindDone, Run: 2, Error: "bad"},
	}
	for _, m := range msgs {
		s, err := Encode(m)
		if err != nil {
			t.Fatalf("Encode(%s): %v", m.Kind, err)
		}
		back, err := Decode(s)
		if err != nil {
			t.Fatalf("Decode(%s): %v", s, err)
		}
		if !reflect.DeepEqual(back, m) {
			t.Errorf("round trip of %s:\n got %+v\nwant %+v", m.Kind, back, m)
		}
	}
}

func TestDecodeErrors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{`not json`, "decoding message"},
		{`{}`, "message without a kind"},
		{`{"kind":"explode"}`, `unknown message kind "explode"`},
		{`{"kind":"solve","run":1}`, "solve message without a problem"},
		{`{"kind":"solve","run":1,"solve":{}}`, "solve message without a problem"},
		{`{"kind":"progress","run":1}`, "progress message without statistics"},
		{`{"kind":"solutions","first":-1}`, "negative first index"},
		{`{"kind":"done","run":1}`, "done message without statistics or error"},
		{`{"kind":"progress","stats":{"solutions":"x"}}`, "expected a whole number"},
	} {
		_, err := Decode(tc.in)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Decode(%s) error = %v, want %q", tc.in, err, tc.want)
		}
	}
	if _, err := Encode(Message{Kind: KindSolve}); err == nil {
		t.Error("Encode accepted a solve message without a problem")
	}
}

func TestSolutionConversion(t *testing.T) {
	s := solver.Solution{Placements: []solver.Placement{
		{Piece: "X", Cells: []solver.Point{{X: 1, Y: 2, Z: 3}, {X: 4, Y: 5, Z: 6}}},
		{Piece: "Y", Cells: []solver.Point{{}}},
	}}
	ps := FromSolution(s)
	if want := []int{1, 2, 3, 4, 5, 6}; !reflect.DeepEqual(ps.Placements[0].Cells, want) {
		t.Errorf("flattened cells = %v, want %v", ps.Placements[0].Cells, want)
	}
	back, err := ps.ToSolver()
	if err != nil || !reflect.DeepEqual(back, s) {
		t.Errorf("ToSolver = %+v, %v; want %+v", back, err, s)
	}
	bad := Solution{Placements: []Placement{{Piece: "Q", Cells: []int{1, 2}}}}
	if _, err := bad.ToSolver(); err == nil || !strings.Contains(err.Error(), "piece Q") {
		t.Errorf("ToSolver of a broken cell list: %v", err)
	}
}

func TestRequestLimits(t *testing.T) {
	for _, tc := range []struct {
		keep, want int
	}{{0, DefaultKeep}, {-3, DefaultKeep}, {7, 7}, {MaxKeep, MaxKeep}, {MaxKeep + 1, MaxKeep}} {
		r := SolveRequest{Keep: tc.keep}
		if got := r.KeepLimit(); got != tc.want {
			t.Errorf("KeepLimit(%d) = %d, want %d", tc.keep, got, tc.want)
		}
	}
	for _, tc := range []struct {
		ms   int
		want time.Duration
	}{{0, DefaultProgress}, {-1, DefaultProgress}, {10, MinProgress}, {250, 250 * time.Millisecond}} {
		r := SolveRequest{ProgressMillis: tc.ms}
		if got := r.ProgressInterval(); got != tc.want {
			t.Errorf("ProgressInterval(%d ms) = %v, want %v", tc.ms, got, tc.want)
		}
	}
}

func TestFromStats(t *testing.T) {
	st := FromStats(solver.Stats{
		Solutions: 2339, Attempts: []int64{0, 10, 20}, Fits: []int64{0, 4, 5},
		Elapsed: 1500 * time.Millisecond, Stopped: "max", Images: 1907, Notes: []string{"n"},
	})
	if st.Solutions != 2339 || st.TotalAttempts() != 30 || st.TotalFits() != 9 || st.NoFits() != 21 {
		t.Errorf("totals: solutions %d attempts %d fits %d nofits %d", st.Solutions, st.TotalAttempts(), st.TotalFits(), st.NoFits())
	}
	if st.Elapsed() != 1500*time.Millisecond || st.ElapsedMillis != 1500 {
		t.Errorf("elapsed = %v (%v ms)", st.Elapsed(), st.ElapsedMillis)
	}
	if st.Stopped != "max" || st.Images != 1907 || len(st.Notes) != 1 {
		t.Errorf("stats = %+v", st)
	}
}
