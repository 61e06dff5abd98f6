package challenge_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"polyplay/def"
	"polyplay/internal/librarytest"
	"polyplay/internal/plaincount"
	"polyplay/solver"
	"polyplay/solver/challenge"
	"polyplay/solver/verify"
)

// CheckPosition checks a starting position with searches that share no
// code with the generator's choice: its definition (def.Format) parses
// back, plain dancing links (internal/plaincount) finds exactly one
// completion, the verifier accepts that completion, which is the
// position's own, and the pre-placed pieces with the completion are a
// solution of the whole puzzle.
func checkPosition(t *testing.T, pos *challenge.Position) {
	t.Helper()
	q, err := pos.Problem()
	if err != nil {
		t.Fatal(err)
	}
	src := def.Format(q)
	ps, err := def.Parse("position.txt", []byte(src))
	if err != nil || len(ps) != 1 {
		t.Fatalf("the position's definition does not parse back (%v):\n%s", err, src)
	}
	p := &ps[0].Problem
	n, sol, err := plaincount.Count(p)
	if err != nil {
		t.Fatal(err)
	}
	if n != 1 {
		t.Fatalf("%d completions, want 1:\n%s", n, src)
	}
	if err := verify.Solution(p, sol); err != nil {
		t.Fatalf("the completion fails verification: %v", err)
	}
	if got, want := placementsKey(sol.Placements), placementsKey(pos.Completion); got != want {
		t.Errorf("the completion found is %s, the position's %s", got, want)
	}
	if pos.Left() != len(sol.Placements) || pos.Grade.Left != pos.Left() || pos.Grade.Solutions != 1 {
		t.Errorf("%d pieces left, grade %+v; the completion places %d", pos.Left(), pos.Grade, len(sol.Placements))
	}
	checkWhole(t, pos.Puzzle, pos)
}

// checkWhole checks with the verifier that pos's pre-placed pieces and
// its completion, in p's piece order, are a solution of the whole puzzle
// p.
func checkWhole(t *testing.T, p *solver.Problem, pos *challenge.Position) {
	t.Helper()
	byName := map[string]solver.Placement{}
	for _, pl := range slices.Concat(pos.Placed, pos.Completion) {
		byName[pl.Piece] = pl
	}
	var whole solver.Solution
	for _, pc := range p.Pieces {
		if !pc.Stationary {
			whole.Placements = append(whole.Placements, byName[pc.Name])
		}
	}
	if err := verify.Solution(p, whole); err != nil {
		t.Errorf("%s: the pre-placed pieces and the completion are not a solution of the puzzle: %v", p.Name, err)
	}
}

// placementsKey names placements by piece and cells, in any order of
// the cells (pieces of the same shape are told apart only by place: the
// key lists the cells sets).
func placementsKey(pls []solver.Placement) string {
	var keys []string
	for _, pl := range pls {
		var cs []string
		for _, c := range pl.Cells {
			cs = append(cs, c.String())
		}
		sortStrings(cs)
		keys = append(keys, strings.Join(cs, ","))
	}
	sortStrings(keys)
	return strings.Join(keys, ";")
}

func sortStrings(s []string) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

// parse reads a definition of the test's own.
func parse(t *testing.T, src string) *solver.Problem {
	t.Helper()
	ps, err := def.Parse("test.txt", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return &ps[0].Problem
}

// twins2D is a 5x4 rectangle of five tetrominoes, two of them the same
// L; twins3D a 3x2x2 box of four identical V tricubes.
const (
	twins2D = `D:xDim=5:yDim=4:zDim=1
L
A . B . C C C C . D D . E E .
A . B . . . . . . D D . . E E
A A B B
~L
~D
`
	twins3D = `D:xDim=3:yDim=2:zDim=2
C:name=a:layout=0 0 0, 1 0 0, 0 1 0
C:name=b:layout=0 0 0, 1 0 0, 0 1 0
C:name=c:layout=0 0 0, 1 0 0, 0 1 0
C:name=d:layout=0 0 0, 1 0 0, 0 1 0
~D
`
)

// TestGenerateChecked generates positions of 2-D and 3-D puzzles,
// one-sided ones, ones with stationary pieces and with several pieces of
// one shape, and checks each (checkPosition).
func TestGenerateChecked(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name  string
		p     *solver.Problem
		lefts []int
		n     int
	}{
		{"pentominoes-10x6", librarytest.Problem(t, "pentominoes-10x6"), []int{1, 2, 4, 6, 8}, 3},
		{"kanoodle", librarytest.Problem(t, "kanoodle"), []int{3, 6, 9}, 3},
		{"pentominoes-onesided-18x5", librarytest.Problem(t, "pentominoes-onesided-18x5"), []int{6, 9}, 2},
		{"pentominoes-8x8-hole", librarytest.Problem(t, "pentominoes-8x8-hole"), []int{5}, 3},
		{"pt-diamond-13x13", librarytest.Problem(t, "pt-diamond-13x13"), []int{5}, 2},
		{"soma", librarytest.Problem(t, "soma"), []int{2, 3}, 3},
		{"tetris-cube", librarytest.Problem(t, "tetris-cube"), []int{4}, 2},
		{"bedlam-cube", librarytest.Problem(t, "bedlam-cube"), []int{4}, 1},
		{"twins 2-D", parse(t, twins2D), []int{2, 3}, 2},
		{"twins 3-D", parse(t, twins3D), []int{1, 2}, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			g, err := challenge.New(tc.p)
			if err != nil {
				t.Fatal(err)
			}
			for _, left := range tc.lefts {
				ps, err := g.Generate(context.Background(), challenge.Options{Left: left, Seed: int64(left)}, tc.n, nil)
				if err != nil {
					t.Fatalf("%d left: %v", left, err)
				}
				keys := map[string]bool{}
				for _, pos := range ps {
					if pos.Left() != left {
						t.Errorf("%d pieces left, want %d", pos.Left(), left)
					}
					if keys[pos.Key()] {
						t.Errorf("position %s given twice", pos.Key())
					}
					keys[pos.Key()] = true
					checkPosition(t, pos)
				}
			}
		})
	}
}

// TestGenerateLevels asks for each level and checks the grade against
// the thresholds.
func TestGenerateLevels(t *testing.T) {
	t.Parallel()
	p := librarytest.Problem(t, "pentominoes-10x6")
	for _, level := range []challenge.Level{challenge.Easy, challenge.Medium, challenge.Hard} {
		pos, err := challenge.Generate(context.Background(), p, challenge.Options{Left: 6, Level: level, Seed: 3}, nil)
		if err != nil {
			t.Fatalf("%s: %v", level, err)
		}
		per := pos.Grade.PerPiece()
		ok := map[challenge.Level]bool{
			challenge.Easy:   per < challenge.MediumFrom,
			challenge.Medium: per >= challenge.MediumFrom && per < challenge.HardFrom,
			challenge.Hard:   per >= challenge.HardFrom,
		}[level]
		if pos.Grade.Level != level || !ok {
			t.Errorf("asked for %s, got %s with %.2f placements a piece", level, pos.Grade.Level, per)
		}
		// The grade is the measure of the position's own definition.
		q, err := pos.Problem()
		if err != nil {
			t.Fatal(err)
		}
		g, err := challenge.Measure(context.Background(), q)
		if err != nil || g != pos.Grade {
			t.Errorf("Measure gives %+v (%v), the position %+v", g, err, pos.Grade)
		}
		checkPosition(t, pos)
	}
}

// TestGenerateDeterministic checks that a seed gives the same positions
// every time, that the first of several is the one position of that
// seed, and that another seed gives others.
func TestGenerateDeterministic(t *testing.T) {
	t.Parallel()
	p := librarytest.Problem(t, "kanoodle")
	keys := func(seed int64, n int) []string {
		g, err := challenge.New(p)
		if err != nil {
			t.Fatal(err)
		}
		ps, err := g.Generate(context.Background(), challenge.Options{Left: 5, Seed: seed}, n, nil)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, pos := range ps {
			out = append(out, pos.Key())
		}
		return out
	}
	a, b, one, other := keys(7, 4), keys(7, 4), keys(7, 1), keys(8, 4)
	if strings.Join(a, "|") != strings.Join(b, "|") {
		t.Errorf("seed 7 gave different positions:\n%v\n%v", a, b)
	}
	if one[0] != a[0] {
		t.Errorf("the one position of seed 7 is %s, the first of four %s", one[0], a[0])
	}
	if strings.Join(a, "|") == strings.Join(other, "|") {
		t.Errorf("seeds 7 and 8 gave the same positions")
	}
}

// TestGenerateErrors checks the errors of bad options and of puzzles
// without positions.
func TestGenerateErrors(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	p := librarytest.Problem(t, "pentominoes-10x6")
	for _, tc := range []struct {
		opt  challenge.Options
		want string
	}{
		{challenge.Options{Left: 0}, "pieces left must be from 1 to 12 (the puzzle's mobile pieces), got 0"},
		{challenge.Options{Left: 13}, "pieces left must be from 1 to 12 (the puzzle's mobile pieces), got 13"},
		{challenge.Options{Left: 3, Level: 9}, "unknown level 9"},
		{challenge.Options{Left: 3, Tries: -1}, "tries must be at least 0, got -1"},
	} {
		if _, err := challenge.Generate(ctx, p, tc.opt, nil); err == nil || err.Error() != tc.want {
			t.Errorf("%+v: error %v, want %q", tc.opt, err, tc.want)
		}
	}
	g, _ := challenge.New(p)
	if _, err := g.Generate(ctx, challenge.Options{Left: 3}, 0, nil); err == nil || err.Error() != "the number of positions must be at least 1, got 0" {
		t.Errorf("n = 0: error %v", err)
	}
	// The 20x3 has 8 solutions: all twelve pieces left never has one.
	_, err := challenge.Generate(ctx, librarytest.Problem(t, "pentominoes-20x3"), challenge.Options{Left: 12, Tries: 5}, nil)
	if !errors.Is(err, challenge.ErrNotFound) || err.Error() != "no position found: 5 random solutions gave no position with 12 pieces left and exactly one completion" {
		t.Errorf("unreachable: error %v", err)
	}
	// With three pieces left, no 10x6 position is hard.
	_, err = challenge.Generate(ctx, p, challenge.Options{Left: 2, Level: challenge.Hard, Tries: 5}, nil)
	if !errors.Is(err, challenge.ErrNotFound) || !strings.HasSuffix(err.Error(), " at level hard") {
		t.Errorf("unreachable level: error %v", err)
	}
	// A puzzle without solutions: the I tetromino in a 2x2 square.
	none := parse(t, "D:xDim=2:yDim=2:zDim=1\nC:name=I:layout=0 0 0, 1 0 0, 2 0 0, 3 0 0\n~D\n")
	if _, err := challenge.Generate(ctx, none, challenge.Options{Left: 1}, nil); err == nil || err.Error() != "the puzzle has no solution, so it has no starting positions" {
		t.Errorf("no solution: error %v", err)
	}
	if _, err := challenge.New(&solver.Problem{Name: "empty", XDim: 1, YDim: 1, ZDim: 1}); err == nil || err.Error() != "the puzzle has no pieces" {
		t.Errorf("invalid puzzle: error %v", err)
	}
}

// TestGenerateCancel checks that a cancelled context stops the generator
// with the context's error, and that progress is reported.
func TestGenerateCancel(t *testing.T) {
	t.Parallel()
	p := librarytest.Problem(t, "pentominoes-10x6")
	ctx, cancel := context.WithCancel(context.Background())
	var last challenge.Progress
	calls := 0
	_, err := challenge.Generate(ctx, p, challenge.Options{Left: 6, Seed: 1}, func(pr challenge.Progress) {
		if pr.Searches < last.Searches || pr.Solutions < last.Solutions {
			t.Errorf("progress went back: %+v after %+v", pr, last)
		}
		last = pr
		if calls++; calls == 3 {
			cancel()
		}
	})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("error %v, want %v", err, context.Canceled)
	}
	if last.Solutions != 1 || last.Searches < 2 {
		t.Errorf("progress %+v after three reports, want one solution and two searches", last)
	}
}

// TestMeasure grades positions whose search is known: a forced position
// takes one placement a piece.
func TestMeasure(t *testing.T) {
	t.Parallel()
	// Two L trominoes in a 2x3 rectangle, one of them placed: the other
	// has one placement.
	p := parse(t, `D:xDim=3:yDim=2:zDim=1
L
a a
a .
~L
L:stationary=b
. . b
. b b
~L
~D
`)
	g, err := challenge.Measure(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	if want := (challenge.Grade{Level: challenge.Easy, Placements: 1, Left: 1, Solutions: 1}); g != want {
		t.Errorf("grade %+v, want %+v", g, want)
	}
}

func TestParseLevel(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want challenge.Level
		err  string
	}{
		{"easy", challenge.Easy, ""},
		{"medium", challenge.Medium, ""},
		{"hard", challenge.Hard, ""},
		{"any", challenge.Any, ""},
		{"", challenge.Any, ""},
		{"Hard", challenge.Any, `unknown level "Hard"; expected easy, medium, hard or any`},
	} {
		got, err := challenge.ParseLevel(tc.in)
		if got != tc.want || (err == nil) != (tc.err == "") || (err != nil && err.Error() != tc.err) {
			t.Errorf("ParseLevel(%q) = %v, %v; want %v, %q", tc.in, got, err, tc.want, tc.err)
		}
		if tc.err == "" && tc.in != "" && got.String() != tc.in {
			t.Errorf("%v.String() = %q, want %q", got, got.String(), tc.in)
		}
	}
}

// TestBooklet makes a small booklet and checks its order (level, pieces
// left, then placements, rising), its pieces left and every position.
func TestBooklet(t *testing.T) {
	t.Parallel()
	g, err := challenge.New(librarytest.Problem(t, "kanoodle"))
	if err != nil {
		t.Fatal(err)
	}
	ps, err := g.Booklet(context.Background(), challenge.BookletOptions{Count: 9, Seed: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	// 3 to 9 pieces left: one position each, two of 8 and 9.
	var lefts []int
	keys := map[string]bool{}
	for i, pos := range ps {
		lefts = append(lefts, pos.Left())
		if i > 0 {
			a, b := ps[i-1].Grade, pos.Grade
			if b.Level < a.Level || b.Level == a.Level && (b.Left < a.Left || b.Left == a.Left && b.Placements < a.Placements) {
				t.Errorf("position %d (%+v) is easier than the one before (%+v)", i+1, b, a)
			}
		}
		if keys[pos.Key()] {
			t.Errorf("position %d repeats an earlier one", i+1)
		}
		keys[pos.Key()] = true
		checkPosition(t, pos)
	}
	slices.Sort(lefts)
	if got, want := fmt.Sprint(lefts), "[3 4 5 6 7 8 8 9 9]"; got != want {
		t.Errorf("pieces left %s, want %s", got, want)
	}
	for _, tc := range []struct {
		opt  challenge.BookletOptions
		want string
	}{
		{challenge.BookletOptions{Count: 10, MinLeft: 5, MaxLeft: 4}, "the least pieces left, 5, is more than the most, 4"},
		{challenge.BookletOptions{Count: 10, MaxLeft: 13}, "pieces left must be from 1 to 12 (the puzzle's mobile pieces), got 13"},
		{challenge.BookletOptions{Count: 0}, "the number of positions must be at least 1, got 0"},
		{challenge.BookletOptions{Count: 6}, "a booklet from 3 to 9 pieces left needs at least 7 positions, got 6"},
	} {
		if _, err := g.Booklet(context.Background(), tc.opt, nil); err == nil || err.Error() != tc.want {
			t.Errorf("%+v: error %v, want %q", tc.opt, err, tc.want)
		}
	}
}

// TestKeyTwins checks that positions that differ only in which of two
// pieces of one shape lies where have one key, and others do not.
func TestKeyTwins(t *testing.T) {
	p := parse(t, twins3D)
	at := func(cells ...solver.Point) []solver.Point { return cells }
	x := at(solver.Point{X: 0, Y: 0, Z: 0}, solver.Point{X: 1, Y: 0, Z: 0}, solver.Point{X: 0, Y: 1, Z: 0})
	y := at(solver.Point{X: 2, Y: 1, Z: 0}, solver.Point{X: 1, Y: 1, Z: 0}, solver.Point{X: 2, Y: 0, Z: 0})
	z := at(solver.Point{X: 0, Y: 0, Z: 1}, solver.Point{X: 1, Y: 0, Z: 1}, solver.Point{X: 0, Y: 1, Z: 1})
	pos := func(pls ...solver.Placement) *challenge.Position {
		return &challenge.Position{Puzzle: p, Placed: pls}
	}
	a := pos(solver.Placement{Piece: "a", Cells: x}, solver.Placement{Piece: "b", Cells: y})
	b := pos(solver.Placement{Piece: "a", Cells: y}, solver.Placement{Piece: "b", Cells: x})
	c := pos(solver.Placement{Piece: "a", Cells: x}, solver.Placement{Piece: "b", Cells: z})
	if a.Key() != b.Key() {
		t.Errorf("twins swapped: keys %q and %q", a.Key(), b.Key())
	}
	if a.Key() == c.Key() {
		t.Errorf("different positions have one key %q", a.Key())
	}
}
