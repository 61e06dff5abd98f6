package solver

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"polyplay/internal/longtest"
	"polyplay/internal/plaincount"
	"polyplay/solver/verify"
)

// withSpare makes some pieces of the random puzzle p spare
// (Piece.Spare): now and then a piece of the cut, and one to three new
// pieces, copies of a piece of the puzzle or pieces of one to three
// cells in a row, so that a shape is used from LO to HI times; now and
// then cells may stay empty as well (withOptional).
func withSpare(r *rand.Rand, p *Problem) {
	if r.IntN(4) == 0 {
		withOptional(r, p)
	}
	var mobile []int
	for i, pc := range p.Pieces {
		if !pc.Stationary {
			mobile = append(mobile, i)
		}
	}
	if len(mobile) > 1 && r.IntN(2) == 0 {
		p.Pieces[mobile[r.IntN(len(mobile))]].Spare = true
	}
	for k := range 1 + r.IntN(3) {
		pc := Piece{Name: "s" + string(rune('a'+k)), Spare: true}
		if r.IntN(2) == 0 {
			pc.Cells = slices.Clone(p.Pieces[mobile[r.IntN(len(mobile))]].Cells)
		} else {
			// A step of 2 keeps a triangle's direction and a ball's
			// even x+y+z.
			for x := range 1 + r.IntN(3) {
				pc.Cells = append(pc.Cells, Point{X: 2 * x})
			}
		}
		p.Pieces = append(p.Pieces, pc)
	}
}

// TestPropertySpare is TestProperty for puzzles whose pieces may be left
// out: small random puzzles on every grid with spare pieces (withSpare),
// each count under every option set compared with internal/plaincount's,
// every solution verified and found once, the output filters' counts
// checked against plaincount's solutions and symmetries.
func TestPropertySpare(t *testing.T) {
	runProperty(t, rand.NewPCG(5, 6), 20, withSpare)
}

// withChiralSpare makes one of p's mobile pieces of several cells spare
// and adds a spare piece for each of its cells, that cell alone, so that
// single cells may take its place: where the piece is chiral and its
// mirror image is not in the set, a mirror image of the region maps the
// solutions that leave it out to solutions, and not the others. It adds
// none where the puzzle would have more than maxSingles pieces of one
// cell (joinSingles).
func withChiralSpare(r *rand.Rand, p *Problem) {
	var big []int
	singles := 0
	for i, pc := range p.Pieces {
		switch {
		case pc.Stationary:
		case len(pc.Cells) == 1:
			singles++
		default:
			big = append(big, i)
		}
	}
	if len(big) == 0 {
		return
	}
	pc := &p.Pieces[big[r.IntN(len(big))]]
	if singles+len(pc.Cells) > maxSingles {
		return
	}
	pc.Spare = true
	for k, c := range pc.Cells {
		p.Pieces = append(p.Pieces, Piece{Name: fmt.Sprint("s", k), Cells: []Point{c}, Spare: true})
	}
}

// TestPropertyChiralSpare is TestProperty for puzzles with a spare
// piece that single cells may replace (withChiralSpare): the output
// filters' counts where a mirror image maps some solutions to solutions
// and not others. Its puzzles' spare pieces make plaincount slow: it is
// a long test (TestSpareMirrorPartial is the short one).
func TestPropertyChiralSpare(t *testing.T) {
	longtest.Skip(t)
	runProperty(t, rand.NewPCG(7, 8), 12, withChiralSpare)
}

// TestSpareCounts counts small puzzles with pieces used from LO to HI
// times, by hand and by internal/plaincount, and checks every solution
// with the verifier.
func TestSpareCounts(t *testing.T) {
	mono := func(name string, spare bool) Piece {
		return Piece{Name: name, Cells: []Point{{}}, Spare: spare}
	}
	domino := func(name string, spare bool) Piece {
		return Piece{Name: name, Cells: []Point{{}, {X: 1}}, Spare: spare}
	}
	for _, tc := range []struct {
		name string
		p    Problem
		want int64
	}{
		// A 1x3 strip of dominoes 0..1 and monominoes 1..3: the three
		// monominoes, or the domino on the left or on the right.
		{"strip", Problem{XDim: 3, YDim: 1, ZDim: 1, Pieces: []Piece{
			domino("D", true), mono("M1", false), mono("M2", true), mono("M3", true)}}, 3},
		// A 2x2 square of dominoes 0..3: two ways.
		{"square", Problem{XDim: 2, YDim: 2, ZDim: 1, Pieces: []Piece{
			domino("D1", true), domino("D2", true), domino("D3", true)}}, 2},
		// Monominoes 2..2 and a domino 0..1 in a 1x4 strip: the
		// domino must be placed, in the middle only if the monominoes
		// are at both ends; 3 ways.
		{"needs", Problem{XDim: 4, YDim: 1, ZDim: 1, Pieces: []Piece{
			domino("D", true), mono("M1", false), mono("M2", false)}}, 3},
	} {
		got := mustCount(t, &tc.p, Options{})
		want, _, err := plaincount.Count(&tc.p)
		if err != nil || got != tc.want || want != tc.want {
			t.Errorf("%s: %d solutions, plaincount %d (%v), want %d", tc.name, got, want, err, tc.want)
		}
		s, err := New(&tc.p, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.Solve(t.Context(), func(sol Solution) bool {
			if err := verify.Solution(&tc.p, sol); err != nil {
				t.Errorf("%s: %v", tc.name, err)
			}
			return true
		}); err != nil {
			t.Fatal(err)
		}
	}
}

// TestSpareRefused checks what a puzzle with spare pieces refuses or
// does not apply, with its error or note.
func TestSpareRefused(t *testing.T) {
	p := &Problem{XDim: 3, YDim: 1, ZDim: 1, Pieces: []Piece{
		{Name: "D", Cells: []Point{{}, {X: 1}}, Spare: true},
		{Name: "M1", Cells: []Point{{}}},
		{Name: "M2", Cells: []Point{{}}, Spare: true},
		{Name: "M3", Cells: []Point{{}}, Spare: true},
	}}
	// A search in parts is part 0's whole (the property test adds up
	// the parts' counts).
	for k, want := range []int64{3, 0} {
		if n := mustCount(t, p, Options{Run: Run{Parts: 2, Part: k}}); n != want {
			t.Errorf("part %d of 2: %d solutions, want %d", k, n, want)
		}
	}
	if _, err := New(p, Options{Search: Search{MCTrials: 1}}); !errors.Is(err, errLeftOut) {
		t.Errorf("Monte Carlo: %v", err)
	}
	s, err := New(p, Options{Search: Search{Fila: []int{2}, VolumeFilter: true}, Run: Run{Jobs: 2}})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"FILA (-f2), volume filter (-V): not applied, since some pieces may be left out: they assume that every piece is placed",
	}
	if got := s.Unapplied(); !slices.Equal(got, want) {
		t.Errorf("unapplied %q, want %q", got, want)
	}
	if _, err := s.Estimate(t.Context(), EstimateOptions{}); !errors.Is(err, errLeftOut) {
		t.Errorf("estimate: %v", err)
	}
	if err := s.Subproblems(t.Context(), 1, func(*Problem) bool { return true }); !errors.Is(err, errLeftOut) {
		t.Errorf("sub-puzzles: %v", err)
	}
}

// TestSpareWithPlaced counts the completions of positions of a puzzle
// with spare pieces (WithPlaced): a copy placed counts for its shape,
// whichever copy it is, so the completions are plaincount's solutions
// of the whole puzzle that hold the position.
func TestSpareWithPlaced(t *testing.T) {
	p := &Problem{XDim: 4, YDim: 1, ZDim: 1, Pieces: []Piece{
		{Name: "D1", Cells: []Point{{}, {X: 1}}, Spare: true},
		{Name: "D2", Cells: []Point{{}, {X: 1}}, Spare: true},
		{Name: "M1", Cells: []Point{{}}},
		{Name: "M2", Cells: []Point{{}}, Spare: true},
		{Name: "M3", Cells: []Point{{}}, Spare: true},
	}}
	sols, err := plaincount.Solutions(p)
	if err != nil {
		t.Fatal(err)
	}
	holds := func(s Solution, placed []Placement) bool {
		for _, pl := range placed {
			if !slices.ContainsFunc(s.Placements, func(q Placement) bool { return slices.Equal(q.Cells, pl.Cells) }) {
				return false
			}
		}
		return true
	}
	for _, placed := range [][]Placement{
		nil,
		{{Piece: "M3", Cells: []Point{{X: 3}}}},
		{{Piece: "M2", Cells: []Point{{X: 0}}}, {Piece: "M3", Cells: []Point{{X: 3}}}},
		{{Piece: "D2", Cells: []Point{{X: 1}, {X: 2}}}},
		{{Piece: "D2", Cells: []Point{{X: 2}, {X: 3}}}, {Piece: "D1", Cells: []Point{{X: 0}, {X: 1}}}},
	} {
		want := int64(0)
		for _, s := range sols {
			if holds(s, placed) {
				want++
			}
		}
		q, err := WithPlaced(p, placed)
		if err != nil {
			t.Fatal(err)
		}
		// A position whose pieces that must be placed no longer fit
		// is no puzzle (coach.Ask says it has no completion).
		got := int64(0)
		if err := q.Validate(); err == nil {
			got = mustCount(t, q, Options{})
		}
		if got != want {
			t.Errorf("%v: %d completions, want %d", placed, got, want)
		}
	}
}

// spare makes the second half of p's mobile pieces spare: each shape of
// two copies is used once or twice.
func spare(p *Problem) *Problem {
	half := mobilePieces(p) / 2
	for i := len(p.Pieces) - 1; i >= 0 && half > 0; i-- {
		if !p.Pieces[i].Stationary {
			p.Pieces[i].Spare = true
			half--
		}
	}
	return p
}

// TestSpareMirrorPartial counts under the mirror filter puzzles whose
// chiral pieces are spare and whose mirror images are not in the set in
// the same numbers: a mirror image of the region maps the solutions
// that leave those pieces out (or use as many as the mirror images'
// ranges allow) to solutions, and not the others. -M merges a solution
// with its mirror image where that is a solution, and so does -r where
// a flip of one-sided pieces is in its group (symRef.check, from
// plaincount's solutions and symmetries); with -r -M the counts are
// BurrTools 0.7.1's (burrTxt -q of the files Write makes), which
// compares an assembly with its mirror image where that is a valid
// solution.
func TestSpareMirrorPartial(t *testing.T) {
	t.Parallel()
	dominoes := func(n, spare int) []Piece {
		var out []Piece
		for i := range n {
			out = append(out, Piece{Name: fmt.Sprint("D", i), Cells: []Point{{}, {X: 1}}, Spare: i >= n-spare})
		}
		return out
	}
	for _, tc := range []struct {
		name                        string
		p                           Problem
		all, red, mirror, redMirror int64
	}{
		// A one-sided 3x3 square: a monomino and four dominoes, or an L
		// tetromino (no J) in the place of two of them.
		{"one-sided L", Problem{XDim: 3, YDim: 3, ZDim: 1, OneSided: true, Pieces: append(
			[]Piece{{Name: "M", Cells: []Point{{}}}, {Name: "L", Cells: []Point{{}, {Y: 1}, {X: 1}, {X: 2}}, Spare: true}}, dominoes(4, 2)...)}, 42, 9, 33, 9},
		// A 2x2x2 box of cubes: a left screw tetracube (no right
		// one) or an L tricube and a cube in its place, with an L
		// tricube and a cube. -r counts 7: the screw's two classes
		// are not merged, nor are those of the tricubes with their
		// mirror images; burrTxt counts 5.
		{"screw", Problem{XDim: 2, YDim: 2, ZDim: 2, Pieces: []Piece{
			{Name: "S", Cells: []Point{{}, {X: 1}, {X: 1, Y: 1}, {X: 1, Y: 1, Z: 1}}, Spare: true},
			{Name: "V", Cells: []Point{{}, {X: 1}, {Y: 1}}},
			{Name: "W", Cells: []Point{{}, {X: 1}, {Y: 1}}, Spare: true},
			{Name: "M", Cells: []Point{{}}},
			{Name: "N", Cells: []Point{{}}, Spare: true}}}, 96, 7, 72, 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := &tc.p
			p.Name = tc.name
			ref, err := newSymRef(p)
			if err != nil {
				t.Fatal(err)
			}
			if len(ref.partial) == 0 {
				t.Fatal("no mirror image maps some solutions to solutions and not others")
			}
			want := map[string]int64{"": tc.all, "-r": tc.red, "-u": tc.red, "-M": tc.mirror, "-r -M": tc.redMirror, "-u -M": tc.redMirror}
			for _, args := range []string{"", "-r", "-u", "-M", "-r -M", "-u -M", "-M -fP -of -n", "-r -M -j2", "-M /2", "-u -M -os", "--auto"} {
				o, parts, err := propertyArgs(args, mobilePieces(p))
				if err != nil {
					t.Fatal(err)
				}
				found, err := propertySolve(p, o, parts, testHooks{})
				if err == nil {
					err = ref.check(o, found)
				}
				if w, ok := want[args]; ok && err == nil && int64(len(found)) != w {
					err = fmt.Errorf("%d solutions, want %d", len(found), w)
				}
				if err != nil {
					t.Errorf("%q: %v", args, err)
				}
			}
		})
	}
}
