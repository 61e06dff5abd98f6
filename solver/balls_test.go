package solver

import (
	"strings"
	"testing"

	"polyplay/internal/longtest"
	"polyplay/solver/grid"
)

// kanoodlePyramid is the library's kanoodle-pyramid: Kanoodle's twelve
// flat pieces in the square pyramid of 55 balls (def's library holds the
// same puzzle as a definition; this package cannot import def).
func kanoodlePyramid() *Problem {
	flat := map[string][][2]int{
		"A": {{0, 2}, {0, 1}, {0, 0}, {1, 0}},
		"B": {{0, 2}, {1, 2}, {0, 1}, {1, 1}, {0, 0}},
		"C": {{0, 3}, {0, 2}, {0, 1}, {0, 0}, {1, 0}},
		"D": {{0, 3}, {0, 2}, {1, 2}, {0, 1}, {0, 0}},
		"E": {{0, 3}, {0, 2}, {1, 2}, {1, 1}, {1, 0}},
		"F": {{0, 1}, {1, 1}, {0, 0}},
		"G": {{0, 2}, {0, 1}, {0, 0}, {1, 0}, {2, 0}},
		"H": {{0, 2}, {0, 1}, {1, 1}, {1, 0}, {2, 0}},
		"I": {{0, 2}, {1, 2}, {0, 1}, {0, 0}, {1, 0}},
		"J": {{0, 3}, {0, 2}, {0, 1}, {0, 0}},
		"K": {{0, 1}, {1, 1}, {0, 0}, {1, 0}},
		"L": {{1, 2}, {0, 1}, {1, 1}, {2, 1}, {1, 0}},
	}
	p := &Problem{Name: "kanoodle-pyramid", XDim: 5, YDim: 5, ZDim: 5, Grid: grid.Sphere}
	for _, name := range []string{"A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L"} {
		var cells []Point
		for _, c := range flat[name] {
			cells = append(cells, Point{X: c[0], Y: c[1]})
		}
		p.Pieces = append(p.Pieces, Piece{Name: name, Cells: cells})
	}
	// Layer z holds the balls x, y < 5-z; the rest of the box is outside.
	outside := Piece{Name: "*", Stationary: true}
	for z := range 5 {
		for y := range 5 {
			for x := range 5 {
				if x >= 5-z || y >= 5-z {
					outside.Cells = append(outside.Cells, Point{X: x, Y: y, Z: z})
				}
			}
		}
	}
	p.Pieces = append(p.Pieces, outside)
	return p
}

// TestKanoodlePyramid counts the pyramid under the algorithms: 306 up
// to its eight symmetries (BurrTools' count), 2,448 in all.
func TestKanoodlePyramid(t *testing.T) {
	t.Parallel()
	longtest.SkipUnderWasm(t) // the search on balls is the same under js/wasm
	for _, tc := range []struct {
		args string
		want int64
	}{
		{"--auto -r", 306},
		{"-r -os", 306},
		{"-r -u", 306},
	} {
		opt, rest, err := ParseArgs(strings.Fields(tc.args))
		if err != nil || len(rest) > 0 {
			t.Fatalf("%q: %v %v", tc.args, err, rest)
		}
		if got, err := Count(kanoodlePyramid(), opt); err != nil || got != tc.want {
			t.Errorf("%s: %d solutions (%v), want %d", tc.args, got, err, tc.want)
		}
	}
}

// BenchmarkKanoodlePyramid is the Kanoodle pyramid on balls: --auto
// (DLX with min-fit throughout, on the one-word search), the same search
// on bit sets (search=bits) and on DLX's links (search=links), and FILA
// from the top with the s and e heuristics for comparison.
func BenchmarkKanoodlePyramid(b *testing.B) {
	benchConfigs(b, kanoodlePyramid,
		"--auto -r",
		"--auto -r search=bits",
		"--auto -r search=links",
		"--auto -r -j2",
		"-r -f12 -os -n",
		"-r -f11 -oe=11:f=2 -n",
	)
}
