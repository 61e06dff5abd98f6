package main

import (
	"strings"
	"testing"

	"polyplay/def"
	"polyplay/internal/librarytest"
	"polyplay/solver"
	"polyplay/solver/verify"
)

// Solutions of the largest boards of "Solving Polyomino and Polycube
// Puzzles" by Matt Busche, from its figures: they let the browser
// tests animate these boards without solving them. Rows run from the top
// (y = rows-1) down; * marks cells outside the region or holes.

// figure16 is the 33x23 heptomino solution of Figure 16, as def's
// library keeps it.
var figure16 = func() string { e, _ := def.Lookup("heptominoes-33x23-holes"); return e.Known }()

// boxDiamondFigure is the box-in-a-diamond hexomino solution. The
// article marks some cells of a piece with a lower-case letter or another
// sign (the parity colouring); figureAlias maps them back to the piece.
const boxDiamondFigure = `
* * * * * * * * * * * s * * * * * * * * * * *
* * * * * * * * * * s S s * * * * * * * * * *
* * * * * * * * * P P P S s * * * * * * * * *
* * * * * * * * P P N N N N V * * * * * * * *
* * * * * * * h P h 6 N V V V V * * * * * * *
* * * * * * h H h H 6 N 6 Q Q V Z * * * * * *
* * * * * E E E E X 6 6 6 Q Z Z Z Z * * * * *
* * * * E E X X X X c Q Q Q D Z % 5 % * * * *
* * * k K k X c C c C c D D D D D % 9 9 * * *
* * k K k 3 * * * * * * * * * * * 5 % 9 9 * *
* & 7 3 3 3 * * * * * * * * * * * I 9 9 I o *
& 7 & J 3 3 * * * * * * * * * * * I I I I O o
* & J J 2 2 * * * * * * * * * * * G G o O o *
* * J J 2 2 * * * * * * * * * * * G G G G * *
* * * J 2 2 B B A M M M M F F F T T 1 1 * * *
* * * * $ 4 $ B A M R F F F T T T 1 1 * * * *
* * * * * $ 4 B A M R u U u T y 1 1 * * * * *
* * * * * * $ B A R R R u Y y Y y * * * * * *
* * * * * * * B A L L R U 8 8 y * * * * * * *
* * * * * * * * A L w W u 8 8 * * * * * * * *
* * * * * * * * * L L w 8 8 * * * * * * * * *
* * * * * * * * * * L W w * * * * * * * * * *
* * * * * * * * * * * w * * * * * * * * * * *`

var figureAlias = map[string]string{"&": "7", "$": "4", "%": "5"}

// figureSolution reads a figure's solution of a library puzzle and checks
// it with verify.Solution.
func figureSolution(t *testing.T, key, figure string) (*solver.Problem, solver.Solution) {
	t.Helper()
	p := librarytest.Problem(t, key)
	// The article's signs mapped to piece names, the layout read as
	// def reads a library's published solution.
	rows := strings.Split(strings.Trim(figure, "\n"), "\n")
	for i, r := range rows {
		names := strings.Fields(r)
		for x, name := range names {
			if a, ok := figureAlias[name]; ok {
				names[x] = a
			} else if len(name) == 1 && name >= "a" && name <= "z" {
				names[x] = strings.ToUpper(name)
			}
		}
		rows[i] = strings.Join(names, " ")
	}
	sol, err := def.Entry{Key: key, Known: strings.Join(rows, "\n")}.KnownSolution(p)
	if err != nil {
		t.Fatal(err)
	}
	if err := verify.Solution(p, sol); err != nil {
		t.Fatalf("%s: the figure's solution does not verify: %v", key, err)
	}
	return p, sol
}

func TestFigureSolutions(t *testing.T) {
	for _, f := range []struct{ key, fig string }{
		{"heptominoes-33x23-holes", figure16},
		{"hexominoes-box-in-a-diamond", boxDiamondFigure},
	} {
		p, sol := figureSolution(t, f.key, f.fig)
		if len(sol.Placements) < 35 || p.XDim < 23 {
			t.Errorf("%s: %d pieces", f.key, len(sol.Placements))
		}
	}
}
