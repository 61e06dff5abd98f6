package player

import (
	"context"
	"encoding/json"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"polyplay/internal/librarytest"
	"polyplay/solver"
	"polyplay/trace"
)

// library returns a library puzzle's problem.
func library(t testing.TB, key string) *solver.Problem {
	t.Helper()
	return librarytest.Problem(t, key)
}

// firstSolution solves p and returns its first solution, and the trace of
// the search up to it.
func firstSolution(t testing.TB, p *solver.Problem, args solver.Options) (solver.Solution, []solver.Event) {
	t.Helper()
	var events []solver.Event
	args.MaxSolutions = 1
	args.Trace = func(e solver.Event) { events = append(events, e) }
	s, err := solver.New(p, args)
	if err != nil {
		t.Fatal(err)
	}
	var sol solver.Solution
	if _, err := s.Solve(context.Background(), func(x solver.Solution) bool { sol = x; return false }); err != nil {
		t.Fatal(err)
	}
	if len(sol.Placements) == 0 {
		t.Fatalf("%s: no solution", p.Name)
	}
	return sol, events
}

// solutionBoard builds the board of a solution directly.
func solutionBoard(t testing.TB, p *solver.Problem, s solver.Solution) *trace.Board {
	t.Helper()
	b := NewBoard(p)
	for _, pl := range s.Placements {
		if err := b.Apply(trace.Step{Kind: trace.Place, Piece: pl.Piece, Cells: pl.Cells}); err != nil {
			t.Fatal(err)
		}
	}
	return b
}

func TestColours(t *testing.T) {
	tests := []struct {
		key   string
		piece string
		want  string
	}{
		{"pentominoes-10x6", "F", "#770000"},
		{"pentominoes-10x6", "X", "#ff7777"},
		{"pentominoes-onesided-30x3", "Q", "#b0ff00"},
		{"hexominoes-box-in-a-diamond", "A", "#600000"},
		{"hexominoes-box-in-a-diamond", "K", "#ffff00"},
		// The seed's 9 (#ffe500) is too close to K's yellow: it moves to
		// the nearest colour far enough from the others (distinct.go).
		{"hexominoes-box-in-a-diamond", "9", "#ffaa8e"},
		{"hexominoes-box-in-a-diamond", "*", StationaryColour},
		{"tetris-cube", "A", "#6f6fff"},
		{"tetris-cube", "E", "#e53935"},
		{"pt-diamond-13x13", "W", "#ffaa00"},
	}
	for _, tt := range tests {
		if got := Colours(library(t, tt.key))[tt.piece]; got != tt.want {
			t.Errorf("%s: colour of %s = %q, want %q", tt.key, tt.piece, got, tt.want)
		}
	}
	// The heptominoes keep the seed's families: 3A (the piece with a
	// hole) is red, 01 a blue.
	hept := Colours(library(t, "heptominoes-33x23-holes"))
	if r, g, b, _ := parseHex(hept["3A"]); !(r > g && r > b) {
		t.Errorf("heptomino 3A = %s, want a red", hept["3A"])
	}
	if r, g, b, _ := parseHex(hept["01"]); !(b > r && b > g) {
		t.Errorf("heptomino 01 = %s, want a blue", hept["01"])
	}
	// Pieces without a seed colour get distinct colours.
	for _, key := range []string{"soma", "bedlam-cube"} {
		p := library(t, key)
		cols := Colours(p)
		seen := map[string]string{}
		for _, pc := range p.Pieces {
			c := cols[pc.Name]
			if !regexp.MustCompile(`^#[0-9a-f]{6}$`).MatchString(c) {
				t.Errorf("%s: piece %s has colour %q", key, pc.Name, c)
			}
			if o, dup := seen[c]; dup {
				t.Errorf("%s: pieces %s and %s share colour %s", key, o, pc.Name, c)
			}
			seen[c] = pc.Name
		}
	}
}

func TestShade(t *testing.T) {
	tests := []struct {
		c    string
		f    float64
		want string
	}{
		{"#808080", 0.5, "#404040"},
		{"#808080", 2, "#ffffff"},
		{"#fff", 0, "#000000"},
		{"#102030", 1, "#102030"},
		{"red", 0.5, "red"},
	}
	for _, tt := range tests {
		if got := Shade(tt.c, tt.f); got != tt.want {
			t.Errorf("Shade(%q, %g) = %q, want %q", tt.c, tt.f, got, tt.want)
		}
	}
}

func TestHidden(t *testing.T) {
	p := library(t, "hexominoes-box-in-a-diamond")
	b := NewBoard(p)
	tests := []struct {
		c      solver.Point
		hidden bool
	}{
		{solver.Point{X: 0, Y: 0}, true},    // corner outside the diamond
		{solver.Point{X: 11, Y: 22}, false}, // the diamond's top cell
		{solver.Point{X: 11, Y: 11}, false}, // the box in the middle: a stationary hole, drawn
		{solver.Point{X: 23, Y: 0}, true},   // outside the box
	}
	for _, tt := range tests {
		if got := b.Hidden(tt.c); got != tt.hidden {
			t.Errorf("Hidden(%v) = %v, want %v (cell holds %q)", tt.c, got, tt.hidden, b.At(tt.c))
		}
	}
	if !b.Stationary(solver.Point{X: 11, Y: 11}) {
		t.Errorf("the middle of the box-in-a-diamond is not stationary")
	}
}

func TestAssembly(t *testing.T) {
	for _, key := range []string{"pentominoes-10x6", "soma", "pentominoes-8x8-hole"} {
		p := library(t, key)
		sol, _ := firstSolution(t, p, solver.Options{})
		want := solutionBoard(t, p, sol)
		for _, o := range Orders {
			pl, err := AssemblyPlayer(p, sol, o)
			if err != nil {
				t.Fatalf("%s %s: %v", key, o, err)
			}
			if pl.Len() != len(sol.Placements) {
				t.Errorf("%s %s: %d steps for %d pieces", key, o, pl.Len(), len(sol.Placements))
			}
			pl.Seek(pl.Len())
			if !pl.Board().Equal(want) {
				t.Errorf("%s %s: board after the last step differs from the solution", key, o)
			}
			for pl.Back() {
			}
			if !pl.Board().Equal(NewBoard(p)) || pl.Board().Filled() != 0 {
				t.Errorf("%s %s: stepping back to the start leaves %d cells filled", key, o, pl.Board().Filled())
			}
		}
		// Bottom-up: each piece's lowest (z, y) is not below the previous one's.
		steps := Assembly(sol, BottomUp)
		prev := [2]int{-1, -1}
		for _, s := range steps {
			lo := [2]int{1 << 30, 1 << 30}
			for _, c := range s.Cells {
				if c.Z < lo[0] || c.Z == lo[0] && c.Y < lo[1] {
					lo = [2]int{c.Z, c.Y}
				}
			}
			if lo[0] < prev[0] || lo[0] == prev[0] && lo[1] < prev[1] {
				t.Errorf("%s: bottom-up places %s at %v after a piece at %v", key, s.Piece, lo, prev)
			}
			prev = lo
		}
	}
}

func TestParseOrder(t *testing.T) {
	for _, s := range []string{"", "bottom-up", "left-right", "listed"} {
		if _, err := ParseOrder(s); err != nil {
			t.Errorf("ParseOrder(%q): %v", s, err)
		}
	}
	if _, err := ParseOrder("<script>"); err == nil || !strings.Contains(err.Error(), "unknown assembly order") {
		t.Errorf("ParseOrder(bad) = %v", err)
	}
}

// TestTracePlayback plays the search trace of the 10x6 pentominoes up to
// the first solution: stepping back undoes stepping forward at every
// position, and the board at the solution step is the solution.
func TestTracePlayback(t *testing.T) {
	p := library(t, "pentominoes-10x6")
	sol, events := firstSolution(t, p, solver.Options{})
	steps := make([]trace.Step, len(events))
	for i, e := range events {
		steps[i] = FromEvent(e)
	}
	pl, err := New(NewBoard(p), steps)
	if err != nil {
		t.Fatal(err)
	}
	if pl.Len() < 20 {
		t.Fatalf("trace of %d events is too short to test", pl.Len())
	}
	boards := []*trace.Board{pl.Board().Clone()}
	for pl.Forward() {
		boards = append(boards, pl.Board().Clone())
	}
	// The search unwinds after the solution: find the solution step.
	at := -1
	for i, s := range steps {
		if s.Kind == trace.Solution {
			at = i + 1
			break
		}
	}
	if at < 0 {
		t.Fatalf("the trace has no solution step")
	}
	if !boards[at].Equal(solutionBoard(t, p, sol)) {
		t.Fatalf("board at the solution step differs from the solution")
	}
	for i := pl.Len(); i > 0; i-- {
		if !pl.Board().Equal(boards[i]) {
			t.Fatalf("at position %d the board differs from the forward pass", i)
		}
		pl.Back()
	}
	if pl.Pos() != 0 || !pl.Board().Equal(boards[0]) {
		t.Fatalf("back at the start the board is not the starting board")
	}
	// Seeking anywhere gives the same board as stepping there.
	for _, n := range []int{pl.Len() / 2, 3, pl.Len(), 0, pl.Len() - 1, -5, pl.Len() + 9} {
		pl.Seek(n)
		want := max(0, min(n, pl.Len()))
		if pl.Pos() != want || !pl.Board().Equal(boards[want]) {
			t.Errorf("Seek(%d): position %d, board equal %v", n, pl.Pos(), pl.Board().Equal(boards[want]))
		}
	}
}

func TestRecorderWindows(t *testing.T) {
	p := library(t, "pentominoes-10x6")
	_, events := firstSolution(t, p, solver.Options{})
	n := len(events)
	full := make([]trace.Step, n)
	for i, e := range events {
		full[i] = FromEvent(e)
	}
	ref, err := New(NewBoard(p), full)
	if err != nil {
		t.Fatal(err)
	}
	boardAt := func(i int) *trace.Board { ref.Seek(i); return ref.Board().Clone() }

	tests := []struct {
		name           string
		skip           int64
		limit          int
		follow         bool
		first, steps   int
		doneAfterLimit bool
	}{
		{"all", 0, n + 10, false, 0, n, false},
		{"first 7", 0, 7, false, 0, 7, true},
		{"skip 11 keep 9", 11, 9, false, 11, 9, true},
		{"follow last 13", 0, 13, true, n - 13, 13, false},
		{"skip 5 follow 6", 5, 6, true, n - 6, 6, false},
		{"skip past the end", int64(n + 5), 4, false, n, 0, false},
	}
	for _, tt := range tests {
		r := trace.NewRecorder(p, tt.skip, tt.limit, tt.follow)
		doneAt := -1
		for i, e := range events {
			if r.Add(e) && doneAt < 0 {
				doneAt = i
			}
		}
		if r.Err() != nil {
			t.Fatalf("%s: %v", tt.name, r.Err())
		}
		if tt.doneAfterLimit && doneAt != int(tt.skip)+tt.limit-1 {
			t.Errorf("%s: Add reported done at event %d, want %d", tt.name, doneAt, int(tt.skip)+tt.limit-1)
		}
		if !tt.doneAfterLimit && doneAt >= 0 {
			t.Errorf("%s: Add reported done at event %d", tt.name, doneAt)
		}
		w := r.Window()
		// The window survives the trip to the page as JSON.
		js, err := json.Marshal(w)
		if err != nil {
			t.Fatal(err)
		}
		var back trace.Window
		if err := json.Unmarshal(js, &back); err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if back.First != int64(tt.first) || len(back.Steps) != tt.steps || back.Total != int64(n) {
			t.Errorf("%s: window first %d, %d steps, total %d; want %d, %d, %d", tt.name, back.First, len(back.Steps), back.Total, tt.first, tt.steps, n)
			continue
		}
		pl, err := WindowPlayer(back, p)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if !pl.Board().Equal(boardAt(tt.first)) {
			t.Errorf("%s: window starts from the wrong board", tt.name)
		}
		pl.Seek(pl.Len())
		if !pl.Board().Equal(boardAt(tt.first + tt.steps)) {
			t.Errorf("%s: window ends on the wrong board", tt.name)
		}
		if got, want := pl.CounterText(), "Step "+strconv.Itoa(tt.first+tt.steps)+"."; got != want {
			t.Errorf("%s: counter %q, want %q", tt.name, got, want)
		}
	}
}

// A recorded window that does not fit the board (a piece removed that is
// not there) is refused with the step at fault.
func TestBrokenWindow(t *testing.T) {
	p := library(t, "pentominoes-10x6")
	r := trace.NewRecorder(p, 0, 10, false)
	r.Add(solver.Event{Kind: solver.EventRemove, Piece: "F", Cells: []solver.Point{{X: 0, Y: 0}}})
	if _, err := WindowPlayer(r.Window(), p); err == nil || !strings.Contains(err.Error(), "removing piece F") {
		t.Errorf("broken window: %v", err)
	}
	if _, err := WindowPlayer(trace.Window{First: -1}, p); err == nil || err.Error() != "trace window starts before the trace" {
		t.Errorf("window before the trace: %v", err)
	}
}

func TestPlayerErrors(t *testing.T) {
	p := library(t, "pentominoes-8x8-hole")
	F := []solver.Point{{X: 1, Y: 0}, {X: 2, Y: 0}, {X: 0, Y: 1}, {X: 1, Y: 1}, {X: 1, Y: 2}}
	tests := []struct {
		steps []trace.Step
		want  string
	}{
		{[]trace.Step{{Kind: trace.Place, Piece: "F", Cells: F}, {Kind: trace.Place, Piece: "I", Cells: F[:1]}}, "step 2: placing piece I: cell (1 0 0) is already covered by F"},
		{[]trace.Step{{Kind: trace.Remove, Piece: "F", Cells: F}}, `step 1: removing piece F: cell (1 0 0) holds ""`},
		{[]trace.Step{{Kind: trace.Place, Piece: "F", Cells: []solver.Point{{X: 8}}}}, "step 1: placement of piece F: cell (8 0 0) is outside the 8x8x1 box"},
		{[]trace.Step{{Kind: trace.Place, Piece: "F", Cells: []solver.Point{{X: 3, Y: 3}}}}, "belongs to stationary piece *"},
		{[]trace.Step{{Kind: trace.Place, Piece: "F", Cells: []solver.Point{{X: 1}, {X: 1}}}}, "lists cell (1 0 0) twice"},
		{[]trace.Step{{Kind: trace.Place, Piece: "", Cells: F}}, "placement without a piece name"},
		{[]trace.Step{{Kind: trace.Place, Piece: "F"}}, "placement of piece F without cells"},
		{[]trace.Step{{Kind: 'q', Piece: "F", Cells: F}}, `unknown step kind 'q'`},
	}
	for _, tt := range tests {
		_, err := New(NewBoard(p), tt.steps)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("New(%v) = %v, want error containing %q", tt.steps, err, tt.want)
		}
	}
}

func TestTickAndCounter(t *testing.T) {
	p := library(t, "pentominoes-10x6")
	sol, _ := firstSolution(t, p, solver.Options{})
	pl, err := AssemblyPlayer(p, sol, BottomUp)
	if err != nil {
		t.Fatal(err)
	}
	if got := pl.CounterText(); got != "Step 0." {
		t.Errorf("counter at start %q", got)
	}
	if pl.Tick(time.Second) {
		t.Errorf("a paused player moved")
	}
	pl.SetSpeed(4)
	pl.Play()
	if !pl.Tick(500*time.Millisecond) || pl.Pos() != 2 {
		t.Errorf("after 0.5 s at 4 steps/s: position %d, want 2", pl.Pos())
	}
	pl.Tick(100 * time.Millisecond)
	pl.Tick(100 * time.Millisecond)
	if pl.Pos() != 2 {
		t.Errorf("after 0.7 s: position %d, want 2", pl.Pos())
	}
	pl.Tick(50 * time.Millisecond)
	if pl.Pos() != 3 || pl.CounterText() != "Step 3." {
		t.Errorf("after 0.75 s: position %d, counter %q", pl.Pos(), pl.CounterText())
	}
	pl.Tick(time.Hour)
	if !pl.AtEnd() || pl.Playing {
		t.Errorf("without loop the player should stop at the end: pos %d playing %v", pl.Pos(), pl.Playing)
	}
	pl.Loop = true
	pl.Hold = time.Second
	pl.Play() // rewinds
	if pl.Pos() != 0 {
		t.Errorf("Play at the end did not rewind")
	}
	pl.Tick(time.Hour)
	if !pl.AtEnd() || !pl.Playing {
		t.Errorf("looping player: pos %d playing %v", pl.Pos(), pl.Playing)
	}
	if pl.Tick(900*time.Millisecond) || !pl.AtEnd() {
		t.Errorf("looping player left the last board before the hold time")
	}
	if !pl.Tick(200*time.Millisecond) || pl.Pos() != 0 {
		t.Errorf("looping player did not start again after the hold: pos %d", pl.Pos())
	}
	pl.SetSpeed(1e9)
	if pl.Speed() != MaxSpeed {
		t.Errorf("speed %g not clamped", pl.Speed())
	}
	pl.SetSpeed(-1)
	if pl.Speed() != MinSpeed {
		t.Errorf("speed %g not clamped", pl.Speed())
	}
	pl.Counter = "Move {} of the search"
	pl.Offset = 1000
	pl.Seek(5)
	if got := pl.CounterText(); got != "Move 1005 of the search" {
		t.Errorf("counter %q", got)
	}
}

// area sums the cells covered by a path of rectangles "Mx yhWv1h-Wz".
func area(t *testing.T, d string) int {
	t.Helper()
	n := 0
	for _, m := range regexp.MustCompile(`M-?\d+ -?\d+h(\d+)v1h-\d+z`).FindAllStringSubmatch(d, -1) {
		w, _ := strconv.Atoi(m[1])
		n += w
	}
	return n
}

func TestDraw2D(t *testing.T) {
	p := library(t, "pentominoes-10x6")
	sol, _ := firstSolution(t, p, solver.Options{})
	d := Draw2D(solutionBoard(t, p, sol), Colours(p))
	if d.W != 10 || d.H != 6 {
		t.Errorf("size %gx%g", d.W, d.H)
	}
	if len(d.Fills) != 13 || d.Fills[0].Piece != "" || d.Fills[0].D != "" {
		t.Fatalf("fills: %d, first %+v", len(d.Fills), d.Fills[0])
	}
	for _, f := range d.Fills[1:] {
		if a := area(t, f.D); a != 5 {
			t.Errorf("piece %s covers %d cells in the drawing", f.Piece, a)
		}
		if f.Colour != pentominoColours[f.Piece] {
			t.Errorf("piece %s colour %s", f.Piece, f.Colour)
		}
		// A pentomino's outline has 10 or 12 unit edges.
		if n := strings.Count(f.Outline, "M"); n != 10 && n != 12 {
			t.Errorf("piece %s outline has %d edges", f.Piece, n)
		}
	}
	// Borders: 2*(10+6) outer edges plus each inner edge between pieces
	// once; every one of the 60 cells has 4 edges, shared or on the rim.
	outer := 2 * (10 + 6)
	inner := 0
	for _, f := range d.Fills[1:] {
		inner += strings.Count(f.Outline, "M")
	}
	inner = (inner - outer) / 2
	if got := strings.Count(d.Borders, "M"); got != outer+inner {
		t.Errorf("borders: %d segments, want %d", got, outer+inner)
	}
	if got := strings.Count(d.Grid, "M"); got != (2*60-10-6)-inner {
		t.Errorf("grid: %d segments, want %d", got, (2*60-10-6)-inner)
	}

	// Layers side by side, hidden cells left out.
	soma := library(t, "soma")
	if d := Draw2D(NewBoard(soma), nil); d.W != 11 || d.H != 3 || area(t, d.Fills[0].D) != 27 {
		t.Errorf("soma: %gx%g, %d open cells", d.W, d.H, area(t, d.Fills[0].D))
	}
	diamond := library(t, "pt-diamond-13x13")
	d = Draw2D(NewBoard(diamond), Colours(diamond))
	if got := area(t, d.Fills[0].D); got != 80 {
		t.Errorf("diamond: %d open cells drawn, want 80", got)
	}
	// The central plus is not connected to the rim: drawn as stationary.
	if len(d.Fills) != 2 || d.Fills[1].Piece != "*" || area(t, d.Fills[1].D) != 5 {
		t.Errorf("diamond fills %+v", d.Fills)
	}
	if x, y := CellOrigin(3, 3, solver.Point{X: 1, Y: 0, Z: 2}); x != 9 || y != 2 {
		t.Errorf("CellOrigin = %g, %g", x, y)
	}
}
