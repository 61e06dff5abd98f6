package solver

import (
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"polyplay/internal/plaincount"
	"polyplay/solver/grid"
	"polyplay/solver/verify"
)

// withOptional makes some cells of the random puzzle p cells that may
// stay empty (Problem.Optional): a few open cells, now and then the
// cells of its stationary piece, and now and then a mobile piece is
// taken out, so that some cells are left empty in every solution.
func withOptional(r *rand.Rand, p *Problem) {
	stationary := map[Point]bool{}
	for _, pc := range p.Pieces {
		if pc.Stationary {
			for _, c := range pc.Cells {
				stationary[c] = true
			}
		}
	}
	held := 0 // the stationary cells made optional: the pieces never filled them
	if i := slices.IndexFunc(p.Pieces, func(pc Piece) bool { return pc.Stationary }); i >= 0 && r.IntN(2) == 0 {
		p.Optional = append(p.Optional, p.Pieces[i].Cells...)
		held = len(p.Pieces[i].Cells)
		p.Pieces = slices.Delete(p.Pieces, i, i+1)
	}
	for range 1 + r.IntN(3) {
		c := Point{X: r.IntN(p.XDim), Y: r.IntN(p.YDim), Z: r.IntN(p.ZDim)}
		if !stationary[c] && !slices.Contains(p.Optional, c) {
			p.Optional = append(p.Optional, c)
		}
	}
	mobile := 0
	for _, pc := range p.Pieces {
		if !pc.Stationary {
			mobile++
		}
	}
	if mobile < 2 || r.IntN(2) == 0 {
		return
	}
	for i, pc := range p.Pieces {
		if !pc.Stationary && len(pc.Cells) <= len(p.Optional)-held {
			p.Pieces = slices.Delete(p.Pieces, i, i+1)
			return
		}
	}
}

// TestPropertyOptional is TestProperty for puzzles whose cells may stay
// empty: small random puzzles on every grid with optional cells
// (withOptional), each count under every option set compared with
// internal/plaincount's, every solution verified and found once, and
// the output filters' counts checked against plaincount's solutions
// and symmetries.
func TestPropertyOptional(t *testing.T) {
	runProperty(t, rand.NewPCG(3, 4), 20, withOptional)
}

// TestOptionalCounts counts small puzzles with cells that may stay empty
// on each grid, by hand and by internal/plaincount, and checks every
// solution with the verifier.
func TestOptionalCounts(t *testing.T) {
	mono := func(name string) Piece { return Piece{Name: name, Cells: []Point{{}}} }
	domino := Piece{Name: "D", Cells: []Point{{}, {X: 1}}}
	for _, tc := range []struct {
		name string
		p    Problem
		want int64
	}{
		// A 1x3 row, its middle optional, two monominoes: the two end
		// cells are filled.
		{"row middle", Problem{XDim: 3, YDim: 1, ZDim: 1, Pieces: []Piece{mono("A"), mono("B")}, Optional: []Point{{X: 1}}}, 1},
		// A 1x3 row, its ends optional, one domino: two places.
		{"row ends", Problem{XDim: 3, YDim: 1, ZDim: 1, Pieces: []Piece{domino}, Optional: []Point{{X: 0}, {X: 2}}}, 2},
		// A 2x2 square, all optional, one domino: four places.
		{"square", Problem{XDim: 2, YDim: 2, ZDim: 1, Pieces: []Piece{domino}, Optional: []Point{{}, {X: 1}, {Y: 1}, {X: 1, Y: 1}}}, 4},
		// A 2x2x2 cube, all optional, one domino: twelve places.
		{"cube", Problem{XDim: 2, YDim: 2, ZDim: 2, Pieces: []Piece{domino}, Optional: cubeCells(2)}, 12},
		// Triangles 4x1 (up, down, up, down), all optional, a diamond
		// (two triangles): three places.
		{"triangles", Problem{Grid: grid.Triangle, XDim: 4, YDim: 1, ZDim: 1, Pieces: []Piece{domino}, Optional: []Point{{}, {X: 1}, {X: 2}, {X: 3}}}, 3},
		// Hexagons 2x2, one optional, a domino and a monomino: the
		// other three cells touch each other and must be filled, the
		// domino on two of them, the monomino on the third.
		{"hexagons", Problem{Grid: grid.Hexagon, XDim: 2, YDim: 2, ZDim: 1, Pieces: []Piece{domino, mono("A")}, Optional: []Point{{X: 1, Y: 1}}}, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := tc.p
			p.Name = tc.name
			ref, _, err := plaincount.Count(&p)
			if err != nil {
				t.Fatal(err)
			}
			if ref != tc.want {
				t.Errorf("plaincount: %d solutions, want %d", ref, tc.want)
			}
			for _, args := range []string{"", "-os", "-of", "-oe", "-r", "-u", "-j2"} {
				o, _, err := propertyArgs(args, mobilePieces(&p))
				if err != nil {
					t.Fatal(err)
				}
				found, err := propertySolve(&p, o, 1, testHooks{})
				if err != nil {
					t.Errorf("%q: %v", args, err)
					continue
				}
				if o.Redundancy || o.Unique {
					continue // TestPropertyOptional checks the filters
				}
				if int64(len(found)) != tc.want {
					t.Errorf("%q: %d solutions, want %d", args, len(found), tc.want)
				}
			}
		})
	}
}

func cubeCells(n int) []Point {
	var out []Point
	for x := range n {
		for y := range n {
			for z := range n {
				out = append(out, Point{X: x, Y: y, Z: z})
			}
		}
	}
	return out
}

// TestOptionalVerify checks that the verifier accepts a solution that
// leaves a cell that may stay empty empty, and rejects one that leaves
// a cell that must be filled empty.
func TestOptionalVerify(t *testing.T) {
	p := &Problem{XDim: 3, YDim: 1, ZDim: 1, Pieces: []Piece{{Name: "A", Cells: []Point{{}}}}, Optional: []Point{{X: 1}, {X: 2}}}
	ok := Solution{Placements: []Placement{{Piece: "A", Cells: []Point{{X: 0}}}}}
	if err := verify.Solution(p, ok); err != nil {
		t.Errorf("optional cells left empty: %v", err)
	}
	bad := Solution{Placements: []Placement{{Piece: "A", Cells: []Point{{X: 1}}}}}
	err := verify.Solution(p, bad)
	if want := "1 of the 3 cells are left open"; err == nil || err.Error() != want {
		t.Errorf("a required cell left empty: %v, want %q", err, want)
	}
}

// TestOptionalUnapplied checks that the options that assume an exact
// fill, given for a puzzle whose cells may stay empty, are noted as not
// applied (Solver.Unapplied), and that the automatic configuration
// notes none.
func TestOptionalUnapplied(t *testing.T) {
	p := &Problem{XDim: 3, YDim: 2, ZDim: 1, Pieces: []Piece{{Name: "A", Cells: []Point{{}, {X: 1}}}, {Name: "B", Cells: []Point{{}, {X: 1}, {X: 2}}}}, Optional: []Point{{X: 2, Y: 1}}}
	for _, tc := range []struct {
		args string
		want string
	}{
		{"--auto", ""},
		{"-os", ""},
		{"-f2 -oe", "FILA (-f2): not applied, since cells of the region may stay empty: they assume that the pieces fill the region exactly"},
		{"-V -v1 -p1 -P -F", "volume filter (-V), volume trigger (-v1), parity trigger (-p1), parity filter (-P), fit filter (-F): not applied, since cells of the region may stay empty: they assume that the pieces fill the region exactly"},
		{"-V2 -P2 -F1", "volume filter (-V2), parity filter (-P2), fit filter (-F1): not applied"},
	} {
		o, _, err := propertyArgs(tc.args, 2)
		if err != nil {
			t.Fatal(err)
		}
		s, err := New(p, o)
		if err != nil {
			t.Fatalf("%q: %v", tc.args, err)
		}
		if ch := s.Chosen(); len(ch.Fila) > 0 || ch.VolumeFilter || ch.VolumeFilterRepeat > 0 || ch.ParityFilter > 0 || ch.FitFilter || o.Auto && len(ch.Order) > 0 && ch.Order[0].Heuristic != MinFit {
			t.Errorf("%q: chose %+v, want DLX alone (with min-fit under --auto)", tc.args, ch.Search)
		}
		got := strings.Join(s.Unapplied(), "; ")
		if tc.want == "" && got != "" || !strings.HasPrefix(got, tc.want) {
			t.Errorf("%q: Unapplied %q, want %q", tc.args, got, tc.want)
		}
		want, _, _ := plaincount.Count(p)
		st, err := s.Solve(t.Context(), nil)
		if err != nil || st.Solutions != want {
			t.Errorf("%q: %d solutions (%v), plaincount %d", tc.args, st.Solutions, err, want)
		}
	}
}

// TestOptionalSubproblems: sub-puzzles are refused for a puzzle whose
// cells may stay empty.
func TestOptionalSubproblems(t *testing.T) {
	p := &Problem{XDim: 4, YDim: 1, ZDim: 1, Pieces: []Piece{{Name: "A", Cells: []Point{{}}}, {Name: "B", Cells: []Point{{}, {X: 1}}}}, Optional: []Point{{X: 3}}}
	s, err := New(p, Options{})
	if err != nil {
		t.Fatal(err)
	}
	err = s.Subproblems(t.Context(), 1, func(*Problem) bool { return true })
	if want := "sub-puzzles: cells of the region may stay empty, which the split into sub-puzzles does not support"; err == nil || err.Error() != want {
		t.Errorf("Subproblems: %v, want %q", err, want)
	}
}

// TestOptionalWithPlaced: a piece placed on a cell that may stay empty
// leaves a puzzle whose completions are those of the position, counted
// as plaincount counts them.
func TestOptionalWithPlaced(t *testing.T) {
	domino, tromino := []Point{{}, {X: 1}}, []Point{{}, {X: 1}, {X: 2}}
	p := &Problem{XDim: 3, YDim: 2, ZDim: 1, Pieces: []Piece{{Name: "A", Cells: domino}, {Name: "B", Cells: tromino}}, Optional: []Point{{X: 2}, {X: 2, Y: 1}}}
	for _, tc := range []struct {
		at   []Point
		want int64
	}{
		{[]Point{{X: 1}, {X: 2}}, 0}, // B cannot fill the cells left
		{[]Point{{X: 0}, {X: 1}}, 1}, // B on the top row
		{[]Point{{X: 0}, {Y: 1}}, 0},
	} {
		q, err := WithPlaced(p, []Placement{{Piece: "A", Cells: tc.at}})
		if err != nil {
			t.Fatalf("%v: %v", tc.at, err)
		}
		want, _, err := plaincount.Count(q)
		if err != nil || want != tc.want {
			t.Errorf("%v: plaincount %d (%v), want %d", tc.at, want, err, tc.want)
		}
		if n := mustCount(t, q, Options{}); n != tc.want {
			t.Errorf("%v: %d completions, want %d", tc.at, n, tc.want)
		}
	}
}

func mustCount(t *testing.T, p *Problem, o Options) int64 {
	t.Helper()
	s, err := New(p, o)
	if err != nil {
		t.Fatal(err)
	}
	st, err := s.Solve(t.Context(), nil)
	if err != nil {
		t.Fatal(err)
	}
	return st.Solutions
}

// TestOptionalEstimate: Knuth's estimate follows the search's branches
// that leave cells empty (probeEmpty), so that its mean over many probes
// comes near the number of solutions.
func TestOptionalEstimate(t *testing.T) {
	mono, domino := []Point{{}}, []Point{{}, {X: 1}}
	row := []Point{{X: 0}, {X: 1}, {X: 2}}
	for _, tc := range []struct {
		name string
		p    Problem
	}{
		{"two monominoes in a row", Problem{XDim: 3, YDim: 1, ZDim: 1, Pieces: []Piece{{Name: "A", Cells: mono}, {Name: "B", Cells: mono}}, Optional: row}},
		{"two dominoes in a 3x2 box", Problem{XDim: 3, YDim: 2, ZDim: 1, Pieces: []Piece{{Name: "A", Cells: domino}, {Name: "B", Cells: domino}},
			Optional: append(slices.Clone(row), Point{Y: 1}, Point{X: 1, Y: 1}, Point{X: 2, Y: 1})}},
	} {
		want, _, err := plaincount.Count(&tc.p)
		if err != nil {
			t.Fatal(err)
		}
		s, err := New(&tc.p, Options{})
		if err != nil {
			t.Fatal(err)
		}
		est, err := s.Estimate(t.Context(), EstimateOptions{Probes: 20000, Calibration: -1})
		if err != nil {
			t.Fatal(err)
		}
		if math.Abs(est.Solutions-float64(want)) > 0.1*float64(want) {
			t.Errorf("%s: estimated %.2f solutions, plaincount %d", tc.name, est.Solutions, want)
		}
	}
}
