package solver

import (
	"strings"
	"testing"

	"polyplay/internal/plaincount"
)

// severalPartsPuzzles are puzzles with pieces in several parts: the 3x1
// box of a piece on its two ends and one between them (1 solution), and
// the 2x2x2 cube of three pieces, none of them joined (4).
var severalPartsPuzzles = []struct {
	name string
	p    *Problem
	want int64
}{
	{"3x1", &Problem{Name: "d", XDim: 3, YDim: 1, ZDim: 1, Pieces: []Piece{
		{Name: "A", Cells: []Point{{X: 0}, {X: 2}}}, {Name: "B", Cells: []Point{{}}}}}, 1},
	{"2x2x2", &Problem{Name: "cube", XDim: 2, YDim: 2, ZDim: 2, Pieces: []Piece{
		{Name: "A", Cells: []Point{{X: 0, Y: 0, Z: 0}, {X: 1, Y: 1, Z: 1}}},
		{Name: "B", Cells: []Point{{X: 1, Y: 1, Z: 0}, {X: 1, Y: 0, Z: 1}, {X: 0, Y: 1, Z: 1}}},
		{Name: "C", Cells: []Point{{X: 1, Y: 0, Z: 0}, {X: 0, Y: 1, Z: 0}, {X: 0, Y: 0, Z: 1}}}}}, 4},
}

// TestSeveralParts counts the puzzles of severalPartsPuzzles with the
// default configuration, --auto and the volume filter and trigger asked
// for: the volume checks, which assume joined pieces, are not applied
// (the automatic configuration does not choose them; given, they are
// named in a note) and the counts are plaincount's.
func TestSeveralParts(t *testing.T) {
	t.Parallel()
	for _, tc := range severalPartsPuzzles {
		if n, _, err := plaincount.Count(tc.p); err != nil || n != tc.want {
			t.Fatalf("%s: plaincount counts %d (%v), want %d", tc.name, n, err, tc.want)
		}
		for _, c := range []struct {
			args, note string
		}{
			{"--auto", ""},
			{"-r --auto", ""},
			{"--auto -V", "volume filter (-V): not applied, since piece A is in several parts"},
			{"-V", "volume filter (-V): not applied, since piece A is in several parts"},
			{"-V1 -os", "volume filter (-V1): not applied, since piece A is in several parts"},
			{"-v1 -f2 -oe", "volume trigger (-v1): not applied, since piece A is in several parts"},
			{"-V -v1 -p1 -F", "volume filter and trigger (-V -v1): not applied, since piece A is in several parts"},
		} {
			opt, _, err := ParseArgs(strings.Fields(c.args))
			if err != nil {
				t.Fatal(err)
			}
			s, err := New(tc.p, opt)
			if err != nil {
				t.Fatalf("%s %s: %v", tc.name, c.args, err)
			}
			found, n, err := comboSolve(tc.p, opt, 1, testHooks{})
			if err == nil && int64(len(found)) != n {
				t.Errorf("%s %s: %d solutions, %d distinct", tc.name, c.args, n, len(found))
			}
			want := tc.want
			if opt.Redundancy {
				want = 1 // one of each orbit; the 3x1 has one solution, the cube's 4 are turns of one
			}
			if err != nil || n != want {
				t.Errorf("%s %s: %d solutions (%v), want %d", tc.name, c.args, n, err, want)
			}
			un := s.Unapplied()
			if c.note == "" && len(un) > 0 || c.note != "" && (len(un) != 1 || !strings.HasPrefix(un[0], c.note)) {
				t.Errorf("%s %s: notes on options not applied %q, want %q", tc.name, c.args, un, c.note)
			}
			if ch := s.Chosen(); ch.VolumeFilter || ch.VolumeFilterRepeat > 0 || ch.VolumeTrigger > 0 {
				t.Errorf("%s %s: the solver chose %+v", tc.name, c.args, ch.Search)
			}
		}
	}
}

// TestSeveralPartsTwins checks the output filters (-r, -u, -M, on every
// search of the property test) on puzzles with two or more pieces of one
// shape in several parts, whose labellings do not tell two solutions
// apart (twinParts): the filters compare the solutions' images there,
// and the counts are those plaincount's solutions and symmetries make.
func TestSeveralPartsTwins(t *testing.T) {
	t.Parallel()
	mono := func(name string, x, y int) Piece { return Piece{Name: name, Cells: []Point{{X: x, Y: y}}} }
	diag := func(name string, x, y int) Piece {
		return Piece{Name: name, Cells: []Point{{X: x, Y: y}, {X: x + 1, Y: y + 1}}}
	}
	gap := func(name string, x, y int) Piece {
		return Piece{Name: name, Cells: []Point{{X: x, Y: y}, {X: x, Y: y + 2}}}
	}
	for _, p := range []*Problem{
		{Name: "diagonals", XDim: 3, YDim: 3, ZDim: 1, Pieces: []Piece{diag("S0", 1, 1), diag("S1", 1, 0),
			mono("m0", 0, 0), mono("m1", 0, 1), mono("m2", 0, 2), mono("m3", 1, 2), mono("m4", 2, 0)}},
		{Name: "gaps", XDim: 4, YDim: 3, ZDim: 1, Pieces: []Piece{gap("S0", 3, 0), gap("S1", 2, 0), gap("S2", 1, 0), gap("S3", 0, 0),
			mono("m0", 0, 1), mono("m1", 1, 1), mono("m2", 2, 1), mono("m3", 3, 1)}},
	} {
		if !twinParts(mustModel(t, p)) {
			t.Fatalf("%s: no twins in several parts", p.Name)
		}
		if err := checkProperty(p, testHooks{}); err != nil {
			t.Errorf("%s: %v", describe(p), err)
		}
	}
}

func mustModel(t *testing.T, p *Problem) *Model {
	t.Helper()
	m, err := NewModel(p)
	if err != nil {
		t.Fatal(err)
	}
	return m
}
