package protocol

import (
	"encoding/json"
	"math"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"polyplay/internal/librarytest"
	"polyplay/solver"
	"polyplay/solver/disassemble"
	"polyplay/solver/grid"
	"polyplay/trace"
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

// sampleMessages are messages of every kind, with every field set in
// some message.
func sampleMessages() []Message {
	p := &solver.Problem{Name: "dominoes", XDim: 2, YDim: 1, ZDim: 1, Pieces: []solver.Piece{
		{Name: "A", Cells: []solver.Point{{X: 0}, {X: 1}}},
	}}
	cube := &solver.Problem{Name: "cube", XDim: 2, YDim: 2, ZDim: 2, Pieces: []solver.Piece{
		{Name: "S", Cells: []solver.Point{{X: 1, Y: 1, Z: 1}}, Stationary: true},
		{Name: "L", Cells: []solver.Point{{X: 0}, {X: 1}, {Y: 1}, {Z: 1}, {X: 1, Z: 1}, {Y: 1, Z: 1}, {X: 1, Y: 1}}},
	}}
	return []Message{
		{Kind: KindReady, Version: "abc"},
		{Kind: KindSolve, Run: 1, Solve: &SolveRequest{Problem: p, Args: []string{"-r", "-f11"}, Keep: 10, ProgressMillis: 100}},
		{Kind: KindCancel, Run: 1},
		{Kind: KindWarmed, Run: 3, Stats: &Stats{Solutions: 2339, ElapsedMillis: 52.5}},
		{Kind: KindWarmed},
		{Kind: KindWarmed, Error: "solver options: unknown option -x"},
		{Kind: KindProgress, Run: 1, Stats: &Stats{Solutions: 2, Attempts: []Count{0, 5, 7}, Fits: []Count{0, 2, 3}, ElapsedMillis: 12.5, Estimate: 0.25}},
		{Kind: KindProgress, Run: 8, Stats: &Stats{Solutions: 40}, Solutions: []Solution{{Placements: []Placement{{Piece: "A", Cells: []int{0, 0, 0, 1, 0, 0}}}}}},
		{Kind: KindSolutions, Run: 1, First: 4, Solutions: []Solution{{Placements: []Placement{{Piece: "A", Cells: []int{0, 0, 0, 1, 0, 0}}}}}},
		{Kind: KindSolutions, Run: 1, First: 5, Solutions: []Solution{{Placements: []Placement{{Piece: "A", Cells: []int{0, 0, 0, 1, 0, 0}}}}}, Levels: []string{"4.9.3"}},
		{Kind: KindDone, Run: 1, Stats: &Stats{Solutions: 1, Assemblies: 96}},
		{Kind: KindDone, Run: 1, Stats: &Stats{Solutions: 2, Stopped: "max", Notes: []string{"note"}}},
		{Kind: KindDone, Run: 2, Error: "bad"},
		{Kind: KindSolve, Run: 3, Solve: &SolveRequest{Problem: p, Args: []string{"--part=1/2"}, Queue: true}},
		{Kind: KindTake, Run: 3, Part: 1, Total: 1 << 40},
		{Kind: KindBranches, Run: 3, Part: 1, From: 7, To: 1<<40 + 9},
		{Kind: KindBranches, Run: 3, Error: "no"},
		{Kind: KindHelp, Run: 3, Part: 1},
		{Kind: KindHelp, Run: 3, Part: 1, Final: true},
		{Kind: KindWanted, Run: 3, Waiting: 2},
		{Kind: KindOffer, Run: 3, Part: 1, Branch: 12, From: 3},
		{Kind: KindNext, Run: 3, Part: 1, Branch: 12},
		{Kind: KindNode, Run: 3, Part: 1, Branch: 12, From: Retired},
		{Kind: KindRetire, Run: 3, Part: 1, Branch: 12},
		{Kind: KindDone, Run: 3, Stats: &Stats{Branches: 800, Taken: 400, Shared: 2}},
		{Kind: KindDone, Run: 4, Stats: &Stats{Solutions: 2, Chosen: []string{"-rX", "-V", "-of=11", "-f11", "-n6", "--memo=3"}}},
		{Kind: KindSolve, Run: 5, Solve: &SolveRequest{Problem: cube, Trace: &TraceRequest{Skip: 1<<53 + 1, Limit: 300, Follow: true}}},
		{Kind: KindProgress, Run: 5, Part: 2, Stats: &Stats{Solutions: 1<<53 + 1, Attempts: []Count{0, math.MaxInt64}, Images: 480, Split: 9, Notes: []string{"a", "b"}}},
		{Kind: KindEstimate, Run: 6, Solve: &SolveRequest{Problem: cube, Args: []string{"-r"}}},
		{Kind: KindEstimated, Run: 6, Estimate: &Estimate{Solutions: 2339.5, SolutionsErr: 12.25, Nodes: 1e9, TimeMillis: 1500, Exact: true, Probes: 64}},
		{Kind: KindEstimated, Run: 7, Error: "too large"},
		{Kind: KindWarm, Solve: &SolveRequest{Problem: p, Args: []string{"-r", "--auto"}}},
		{Kind: KindSolve, Run: 8, Solve: &SolveRequest{Problem: p, Args: []string{"--part=0/2"}, Queue: true, Trial: true}},
		{Kind: KindSolve, Run: 8, Solve: &SolveRequest{Problem: p, Args: []string{"--part=1/2"}, Queue: true, Wait: true}},
		{Kind: KindSplit, Run: 8},
		{Kind: KindGo, Run: 8},
		{Kind: KindTrace, Run: 5, Trace: &trace.Window{First: 3, Total: 9,
			Base:  []solver.Placement{{Piece: "S", Cells: []solver.Point{{X: 1, Y: 1, Z: 1}}}},
			Steps: []trace.Step{{Kind: trace.Place, Piece: "L", Cells: cube.Pieces[1].Cells}}}},
		{Kind: KindCoach, Run: 10, Coach: &CoachRequest{Problem: p, Placed: []Placement{{Piece: "A", Cells: []int{0, 0, 0, 1, 0, 0}}}, HintPiece: "A", BudgetMillis: 300, Refine: true}},
		{Kind: KindCoach, Run: 16, Coach: &CoachRequest{Problem: p, BudgetMillis: 10000, First: true}},
		{Kind: KindCoached, Run: 10, Coached: &Coached{Exact: true, Count: 1, Completion: &Solution{Placements: []Placement{}}, ElapsedMillis: 0.5}},
		{Kind: KindCoached, Run: 11, Coached: &Coached{Count: 3, Estimate: 9000.5, Low: 200, High: 17801,
			Completion: &Solution{Placements: []Placement{{Piece: "L", Cells: []int{0, 0, 0, 1, 0, 0}}}}, Hint: "L"}},
		{Kind: KindCoached, Run: 12, Error: "piece Q: no such piece"},
		{Kind: KindChallenge, Run: 13, Challenge: &ChallengeRequest{Problem: p, Left: 3, Level: "hard", Seed: 7}},
		{Kind: KindChallenged, Run: 13, Challenged: &Challenged{Placed: []Placement{{Piece: "A", Cells: []int{0, 0, 0, 1, 0, 0}}},
			Level: "hard", Placements: 12, ElapsedMillis: 3.5}},
		{Kind: KindChallenged, Run: 14, Error: "no position found"},
		{Kind: KindApart, Run: 17, Apart: &ApartRequest{Problem: p, Solution: Solution{Placements: []Placement{{Piece: "A", Cells: []int{0, 0, 0, 1, 0, 0}}}}}},
		{Kind: KindTaken, Run: 17, Taken: &Taken{Apart: true, Level: "2", ElapsedMillis: 4.5, Plan: &disassemble.Separation{Pieces: []int{0, 1},
			Moves: []disassemble.Move{{Pieces: []int{1}, Dir: grid.Point{X: 1}, Steps: 2}, {Pieces: []int{1}, Dir: grid.Point{Z: -1}, Away: true}}}}},
		{Kind: KindTaken, Run: 18, Taken: &Taken{}},
		{Kind: KindTaken, Run: 19, Error: "too many positions: more than 1000000 positions visited"},
		{Kind: KindPing, Run: 15},
		{Kind: KindPong, Run: 15},
		{Kind: KindBeat},
		{Kind: KindDone, Run: 9, Whole: true, Stats: &Stats{Solutions: 1},
			Solutions: []Solution{{Placements: []Placement{{Piece: "A", Cells: []int{0, 0, 0, 1, 0, 0}}}}}},
	}
}

// TestSampleMessagesComplete: every field of a message and of a solve
// request is set in some sample message, so that the round-trip tests of
// both forms (JSON text and objects) see each field: a field added to
// Message but not to Object would otherwise be lost between the page and
// the workers without a test failing.
func TestSampleMessagesComplete(t *testing.T) {
	set := map[string]bool{}
	for _, m := range sampleMessages() {
		for _, v := range []reflect.Value{reflect.ValueOf(m), reflect.ValueOf(m.Solve).Elem(), reflect.ValueOf(m.Coach).Elem(), reflect.ValueOf(m.Coached).Elem(),
			reflect.ValueOf(m.Challenge).Elem(), reflect.ValueOf(m.Challenged).Elem()} {
			if !v.IsValid() {
				continue
			}
			for i := range v.NumField() {
				if !v.Field(i).IsZero() {
					set[v.Type().Name()+"."+v.Type().Field(i).Name] = true
				}
			}
		}
	}
	for _, typ := range []reflect.Type{reflect.TypeFor[Message](), reflect.TypeFor[SolveRequest](), reflect.TypeFor[CoachRequest](), reflect.TypeFor[Coached](),
		reflect.TypeFor[ChallengeRequest](), reflect.TypeFor[Challenged]()} {
		for i := range typ.NumField() {
			if name := typ.Name() + "." + typ.Field(i).Name; !set[name] {
				t.Errorf("no sample message sets %s", name)
			}
		}
	}
}

func TestEncodeDecodeRoundTrip(t *testing.T) {
	for _, m := range sampleMessages() {
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
		{`{"kind":"estimate","run":1}`, "estimate message without a problem"},
		{`{"kind":"warm"}`, "warm message without a problem"},
		{`{"kind":"estimated","run":1}`, "estimated message without an estimate or error"},
		{`{"kind":"coach","run":1}`, "coach message without a problem"},
		{`{"kind":"coach","run":1,"coach":{}}`, "coach message without a problem"},
		{`{"kind":"coached","run":1}`, "coached message without an answer or error"},
		{`{"kind":"challenge","run":1}`, "challenge message without a problem"},
		{`{"kind":"challenged","run":1}`, "challenged message without a position or error"},
		{`{"kind":"progress","run":1}`, "progress message without statistics"},
		{`{"kind":"solutions","first":-1}`, "negative first index"},
		{`{"kind":"solutions","levels":["1.2"]}`, "solutions message with 1 levels for 0 solutions: expected one level for each"},
		{`{"kind":"done","run":1}`, "done message without statistics or error"},
		{`{"kind":"warmed","run":2}`, "warmed message of run 2 without statistics or error"},
		{`{"kind":"progress","stats":{"solutions":"x"}}`, "expected a whole number"},
		{`{"kind":"take","run":1}`, "take message with 0 branches: expected at least 1"},
		{`{"kind":"branches","run":1,"from":"5","to":"4"}`, "branches message with range 5 to 4: expected 0 <= from <= to"},
		{`{"kind":"branches","run":1,"from":"-1"}`, "branches message with range -1 to 0: expected 0 <= from <= to"},
		{`{"kind":"wanted","waiting":-1}`, "wanted message with -1 workers waiting: expected at least 0"},
		{`{"kind":"offer","branch":"-2","from":"1"}`, "offer message with branch -2, node 1: expected both at least 0"},
		{`{"kind":"node","branch":"2","from":"-1"}`, "node message with branch 2, node -1: expected both at least 0"},
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

// TestSolutionJSON checks the compact encoding of solutions: its form,
// round trips (piece names that need escapes take the decoder's slow
// path), and the errors of broken solutions.
func TestSolutionJSON(t *testing.T) {
	s := Solution{Placements: []Placement{
		{Piece: "X", Cells: []int{1, 2, 3, 40, 5, 6}},
		{Piece: `q"uo\te`, Cells: []int{0, 0, 0}},
		{Piece: "Ünï", Cells: []int{7, 8, 9}},
	}}
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	if want := `["X","1 2 3 40 5 6","q\"uo\\te","0 0 0","Ünï","7 8 9"]`; string(b) != want {
		t.Errorf("encoded as %s, want %s", b, want)
	}
	for _, in := range []string{string(b), `[ "X" , "1 2 3 40 5 6" ]`, `["A","1 2 3"]`, `[]`} {
		var back Solution
		if err := json.Unmarshal([]byte(in), &back); err != nil {
			t.Errorf("decoding %s: %v", in, err)
			continue
		}
		again, _ := json.Marshal(back)
		var want any
		json.Unmarshal([]byte(in), &want)
		var got any
		json.Unmarshal(again, &got)
		if !reflect.DeepEqual(got, want) {
			t.Errorf("decoding %s gave %s", in, again)
		}
	}
	var back Solution
	json.Unmarshal(b, &back)
	if !reflect.DeepEqual(back, s) {
		t.Errorf("round trip: %+v, want %+v", back, s)
	}
	for _, tc := range []struct{ in, want string }{
		{`["X"]`, "solution: 1 strings, expected pairs of a piece name and its cells"},
		{`["X","1 y 3"]`, `solution: piece X: cell coordinate "y" is not a whole number`},
		{`["X",[1,2,3]]`, "solution: json: cannot unmarshal array"},
		{`{"p":[]}`, "solution: json: cannot unmarshal object"},
	} {
		var sol Solution
		err := json.Unmarshal([]byte(tc.in), &sol)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("decoding %s: error %v, want %q", tc.in, err, tc.want)
		}
	}
}

// fullBatch returns a solutions message of a full batch (job.MaxBatch,
// 500 solutions of 12 pentominoes).
func fullBatch() Message {
	var sol Solution
	for i := range 12 {
		sol.Placements = append(sol.Placements, Placement{Piece: string(rune('A' + i)), Cells: []int{1, 2, 0, 3, 4, 0, 5, 6, 0, 7, 8, 0, 9, 5, 0}})
	}
	m := Message{Kind: KindSolutions, Run: 1}
	for range 500 {
		m.Solutions = append(m.Solutions, sol)
	}
	return m
}

// BenchmarkDecodeSolutions decodes a solutions message of a full batch
// (MaxBatch solutions of 12 pentominoes), as the page does for each one.
func BenchmarkDecodeSolutions(b *testing.B) {
	m := fullBatch()
	s, err := Encode(m)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(s)))
	for b.Loop() {
		if _, err := Decode(s); err != nil {
			b.Fatal(err)
		}
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

// TestStatsChosen checks the automatic choice in statistics: compact in
// JSON, absent from the messages of a worker that predates it (they still
// decode), and kept by MergeStats from the first part that sent it.
func TestStatsChosen(t *testing.T) {
	chosen := []string{"-rX", "-V", "-of=11", "-f11", "-n6", "--memo=3"}
	s, err := Encode(Message{Kind: KindProgress, Run: 1, Stats: &Stats{Solutions: 1, Chosen: chosen}})
	if err != nil {
		t.Fatal(err)
	}
	if want := `"chosen":["-rX","-V","-of=11","-f11","-n6","--memo=3"]`; !strings.Contains(s, want) {
		t.Errorf("encoded %s lacks %s", s, want)
	}
	if s, _ := Encode(Message{Kind: KindProgress, Run: 1, Stats: &Stats{Solutions: 1}}); strings.Contains(s, "chosen") {
		t.Errorf("statistics without a choice encode as %s", s)
	}
	old, err := Decode(`{"kind":"done","run":1,"stats":{"solutions":"2339","elapsedMs":5}}`)
	if err != nil || old.Stats.Chosen != nil || old.Stats.Solutions != 2339 {
		t.Errorf("an old done message decodes as %+v, %v", old.Stats, err)
	}
	for _, tc := range []struct {
		parts []Stats
		want  []string
	}{
		{[]Stats{{Solutions: 1}, {Solutions: 2, Chosen: chosen}}, chosen},
		{[]Stats{{Chosen: chosen}, {Chosen: []string{"-os"}}}, chosen},
		{[]Stats{{Solutions: 1}, {Solutions: 2}}, nil},
	} {
		if got := MergeStats(tc.parts).Chosen; !reflect.DeepEqual(got, tc.want) {
			t.Errorf("MergeStats(%+v).Chosen = %q, want %q", tc.parts, got, tc.want)
		}
	}
}

// TestMergeEstimate checks the fraction done of a run in parts: the least
// of the parts that have reported, whatever those that have not.
func TestMergeEstimate(t *testing.T) {
	rep := func(e float64) Stats { return Stats{Estimate: e, Attempts: []Count{0, 4}, Fits: []Count{0, 2}} }
	for _, tc := range []struct {
		name  string
		parts []Stats
		want  float64
	}{
		{"none reported", []Stats{{}, {}}, 0},
		{"one reported", []Stats{{}, rep(0.3), {}}, 0.3},
		{"the least", []Stats{rep(0.4), rep(0.2), {}}, 0.2},
		{"one knows nothing yet", []Stats{rep(0.4), rep(0)}, 0},
		{"all done", []Stats{rep(1), rep(1)}, 1},
	} {
		if got := MergeStats(tc.parts).Estimate; got != tc.want {
			t.Errorf("%s: MergeStats(...).Estimate = %v, want %v", tc.name, got, tc.want)
		}
	}
	// Under --disassemble the parts' assemblies add up, as their
	// solutions do.
	if got := MergeStats([]Stats{{Solutions: 1, Assemblies: 60}, {Solutions: 0, Assemblies: 36}}); got.Assemblies != 96 || got.Solutions != 1 {
		t.Errorf("MergeStats of 60 and 36 assemblies, 1 and 0 solutions: %d assemblies, %d solutions", got.Assemblies, got.Solutions)
	}
}

// BenchmarkEncodeSolutions encodes a solutions message of a full batch
// (MaxBatch solutions of 12 pentominoes), as the worker does for each one.
func BenchmarkEncodeSolutions(b *testing.B) {
	m := fullBatch()
	for b.Loop() {
		if _, err := Encode(m); err != nil {
			b.Fatal(err)
		}
	}
}

// TestBatch checks the form of a solutions message's batch (after the
// message's JSON), its round trip through Encode and Decode, and the
// errors of broken batches.
func TestBatch(t *testing.T) {
	sols := []Solution{
		{Placements: []Placement{{Piece: "X", Cells: []int{1, 0, 0, 0, 1, 0}}, {Piece: "a b:c\n", Cells: []int{-3, 12, 123}}}},
		{Placements: []Placement{{Piece: "X", Cells: []int{2, 0, 0}}, {Piece: "Ünï", Cells: []int{}}}},
	}
	s, err := Encode(Message{Kind: KindSolutions, Run: 7, First: 3, Solutions: sols})
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"kind":"solutions","run":7,"first":3}` + "\n2 1:X 6 1 0 0 0 1 0 6:a b:c\n 3 -3 12 123\n2 1:X 3 2 0 0 5:Ünï 0\n"; s != want {
		t.Errorf("encoded as %q, want %q", s, want)
	}
	m, err := Decode(s)
	if err != nil {
		t.Fatal(err)
	}
	if m.Kind != KindSolutions || m.Run != 7 || m.First != 3 || len(m.Solutions) != 2 {
		t.Fatalf("decoded %+v", m)
	}
	for i := range sols {
		for k, p := range sols[i].Placements {
			q := m.Solutions[i].Placements[k]
			if q.Piece != p.Piece || !slices.Equal(q.Cells, p.Cells) {
				t.Errorf("solution %d placement %d: %+v, want %+v", i, k, q, p)
			}
		}
	}
	for _, tc := range []struct{ in, want string }{
		{`{"kind":"solutions","run":1}` + "\n", "an empty batch of solutions"},
		{`{"kind":"solutions","run":1}` + "\n1 1:X 3 1 2\n", `solution 1 of the batch, byte 11: expected ' '`},
		{`{"kind":"solutions","run":1}` + "\n1 1:X 3 1 2 3", `solution 1 of the batch, byte 13: expected '\n'`},
		{`{"kind":"solutions","run":1}` + "\n1 99:X 3 1 2 3\n", "a piece name of 99 bytes"},
		{`{"kind":"solutions","run":1}` + "\n1 1:X 3 1 y 3\n", "byte 10: expected a whole number"},
		{`{"kind":"solutions","run":1}` + "\n1 1:X 1 1234567890\n", "a number of more than 9 digits"},
		{`{"kind":"solutions","run":1}` + "\n2 1:X 1 1\n", "expected ' '"},
		{`{"kind":"progress","run":1,"stats":{"solutions":"1"}}` + "\n1 1:X 1 1\n1 1:Y 1 2\n", "progress message with 2 solutions: expected at most one"},
		{`{"kind":"cancel","run":1}` + "\n1 1:X 1 1\n", "a batch of solutions after a cancel message"},
		{`{"kind":"solutions","run":1,"solutions":[["X","1 2 3"]]}` + "\n1 1:X 1 1\n", "a batch of solutions after a solutions message"},
	} {
		if _, err := Decode(tc.in); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("decoding %q: error %v, want %q", tc.in, err, tc.want)
		}
	}
}

// TestDecodeUnread checks the page's decoding (FromJS), which holds a
// batch's solutions unread: each reads as Decode reads it, ToSolver and
// MarshalJSON read it, and a batch that is not one solution a line is
// refused at once, a broken line when it is read.
func TestDecodeUnread(t *testing.T) {
	for _, m := range append(sampleMessages(), fullBatch()) {
		s, err := Encode(m)
		if err != nil {
			t.Fatalf("Encode(%s): %v", m.Kind, err)
		}
		want, err := Decode(s)
		if err != nil {
			t.Fatalf("Decode(%s): %v", s, err)
		}
		got, err := decode(s, splitBatch)
		if err != nil {
			t.Fatalf("decoding %s unread: %v", s, err)
		}
		if len(got.Solutions) != len(want.Solutions) {
			t.Fatalf("%s: %d solutions unread, want %d", m.Kind, len(got.Solutions), len(want.Solutions))
		}
		for i, sol := range got.Solutions {
			full, err := sol.Full()
			if err != nil || !reflect.DeepEqual(full, want.Solutions[i]) {
				t.Errorf("%s: solution %d reads %+v, %v; want %+v", m.Kind, i+1, full, err, want.Solutions[i])
			}
			a, errA := sol.ToSolver()
			b, errB := want.Solutions[i].ToSolver()
			if errA != nil || errB != nil || !reflect.DeepEqual(a, b) {
				t.Errorf("%s: solution %d ToSolver %+v, %v; want %+v, %v", m.Kind, i+1, a, errA, b, errB)
			}
			ja, errA := json.Marshal(sol)
			jb, errB := json.Marshal(want.Solutions[i])
			if errA != nil || errB != nil || string(ja) != string(jb) {
				t.Errorf("%s: solution %d marshals to %s, %v; want %s, %v", m.Kind, i+1, ja, errA, jb, errB)
			}
		}
	}
	const head = `{"kind":"solutions","run":1}` + "\n"
	for _, tc := range []struct{ in, want string }{
		{head + "1 1:X 3 0 0 0", "solution 1 of the batch does not end with a newline"},
		{head + "1 1:X 3 0 0 0\nx\n", "solution 2 of the batch, byte 0: expected a whole number"},
		{head, "decoding message: an empty batch of solutions"},
	} {
		if _, err := decode(tc.in, splitBatch); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("decoding %q unread: error %v, want %q", tc.in, err, tc.want)
		}
	}
	// A line that is broken past its first number reads with an error.
	m, err := decode(head+"2 1:X 3 0 0 0\n", splitBatch)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.Solutions[0].ToSolver(); err == nil || !strings.Contains(err.Error(), `expected ' '`) {
		t.Errorf("a broken line: ToSolver error %v, want expected ' '", err)
	}
}

// TestColoursRoundTrip: the colours of a coloured piece's placements
// travel in the batch form and in the JSON form, and come back as the
// solver gave them; placements without colours carry none. The two
// solutions with A upright on the left differ in their colours only.
func TestColoursRoundTrip(t *testing.T) {
	_, sols, pair := librarytest.ColouredWays(t)
	var msg Message
	msg.Kind, msg.Run = KindSolutions, 1
	for _, s := range sols {
		msg.Solutions = append(msg.Solutions, FromSolution(s))
	}
	enc, err := Encode(msg)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(enc, ";"); n != 6 {
		t.Errorf("%d placements with colours in %q, want 6 (A in each solution)", n, enc)
	}
	read := map[string]func(string) ([]Solution, error){"batch": parseBatch, "unread": splitBatch}
	for what, rd := range read {
		m, err := decode(enc, rd)
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		for i, ps := range m.Solutions {
			back, err := ps.ToSolver()
			if err != nil || !reflect.DeepEqual(back, sols[i]) {
				t.Errorf("%s: solution %d back as %+v, %v; want %+v", what, i+1, back, err, sols[i])
			}
			b, err := json.Marshal(ps)
			if err != nil {
				t.Fatal(err)
			}
			var j Solution
			if err := json.Unmarshal(b, &j); err != nil {
				t.Fatalf("%s: decoding %s: %v", what, b, err)
			}
			if back, err := j.ToSolver(); err != nil || !reflect.DeepEqual(back, sols[i]) {
				t.Errorf("%s: solution %d through JSON %s back as %+v, %v; want %+v", what, i+1, b, back, err, sols[i])
			}
		}
	}
	// The two ways round of A on one pair of cells travel apart.
	if lines := strings.Split(enc, "\n"); lines[1+pair[0]] == lines[1+pair[1]] {
		t.Errorf("solutions %d and %d encode alike: %q", pair[0]+1, pair[1]+1, lines[1+pair[0]])
	}
	const head = `{"kind":"solutions","run":1}` + "\n"
	for _, tc := range []struct{ in, want string }{
		{head + "1 1:A 6 0 0 0 0 1 0; 1\n", `byte 22: expected ' '`},
		{head + "1 1:A 6 0 0 0 0 1 0; 1 64\n", "piece A with colour 64, not 0 to 63"},
		{head + "1 1:A 4 0 0 0 0; 1\n", "piece A with colours on 4 coordinates, not x y z triples"},
		{head + "1 1:A 3 0 0 0;1\n", "expected ' '"},
	} {
		if _, err := Decode(tc.in); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("decoding %q: error %v, want %q", tc.in, err, tc.want)
		}
	}
	for _, tc := range []struct{ in, want string }{
		{`["A","0 0 0 0 1 0; 1 0 1"]`, "solution: piece A: solution 1 of the batch, byte 4: more colours than cells"},
		{`["A","0 0 0 0 1 0; 1 x"]`, "expected a whole number"},
	} {
		var sol Solution
		if err := json.Unmarshal([]byte(tc.in), &sol); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("decoding %s: error %v, want %q", tc.in, err, tc.want)
		}
	}
	if _, err := (Solution{Placements: []Placement{{Piece: "A", Cells: []int{0, 0, 0}, Colours: []int{1, 0}}}}).ToSolver(); err == nil || !strings.Contains(err.Error(), "piece A: 2 colours on 1 cells") {
		t.Errorf("ToSolver of 2 colours on 1 cell: %v", err)
	}
}
