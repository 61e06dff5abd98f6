package main

import (
	"strings"
	"testing"

	"polyplay/internal/librarytest"
	"polyplay/solver"
	"polyplay/solver/verify"
)

// Solutions of the largest boards of "Solving Polyomino and Polycube
// Puzzles" by Matt Busche, from its figures: they let the browser
// tests animate these boards without solving them. Rows run from the top
// (y = rows-1) down; * marks cells outside the region or holes.

// figure16 is the 33x23 heptomino solution of Figure 16.
const figure16 = `
02 0D 0D 0D 0D 0D 20 20 20 20 20 21 21 35 35 35 35 35 35 57 6C 6C 6C 6C 4A 48 48 48 48 5B 5B 5B 5B
02 02 0D 0C 0C 0D 14 20 21 21 21 21 27 35 4E 4E 4E 4E 57 57 57 57 57 6C 4A 4A 4A 4A 48 5C 5B 5B 49
03 02 02 02 0C 0C 14 20 16 16 21 27 27 27 27 27 26 4E 4E 3E 45 45 57 6C 6C 67 4A 48 48 5C 49 5B 49
03 08 02 0C 0C 0C 14 16 16 16 16 27 1F 26 26 26 26 26 4E 3E 3E 45 67 67 67 67 4A 64 64 5C 49 49 49
03 08 08 08 14 14 14 14 19 16 1F 1F 1F 1F 2E 38 26 38 38 3E 45 45 45 67 5E 67 64 64 5C 5C 5C 49 54
03 03 03 08 08 08 19 19 19 19 1F 1F 22 2E 2E 38 38 38 3E 3E 44 44 45 44 5E 5E 5E 64 5C 62 62 62 54
04 03 23 23 23 23 23 19 0F 19 22 22 22 1D 2E 2E 2E 38 34 3E 3C 44 44 44 5E 5F 5E 64 64 62 54 54 54
04 23 23 6A 6A 6A 0F 0F 0F 22 22 22 1D 1D 1D 1D 2E 34 34 34 3C 53 53 44 5E 5F 5F 5F 5F 62 62 54 66
04 04 04 6A 09 6A 0F 25 25 25 25 25 32 1D 3B 1D 3D 34 3C 3C 3C 3C 53 53 53 53 5A 4C 5F 4C 62 54 66
04 04 6A 6A 09 0F 0F 25 13 13 32 25 32 3B 3B 3B 3D 34 34 2C 3C 60 60 60 60 53 5A 4C 5F 4C 66 66 66
09 09 09 09 09 3A 3A 13 13 13 32 32 32 3B 3B 3D 3D 3D 3D 2C 2C 52 60 6B 60 5A 5A 4C 4C 4C 66 66 46
2A 2A 2A 2A 3A  * 3A 13 13 1A 32 1A 1A 3B 2D 3D  * 2C 2C 2C 52 52 60 6B 5A 5A 58  * 58 40 40 46 46
2A 07 07 2A 3A 3A 3A 1E 1E 1A 1A 1A 2D 2D 2D 2D 2D 2D 2C 52 52 52 6B 6B 6B 5A 58 58 58 40 40 40 46
2A 07 07 07 0E 1E 1E 1E 1E 1E 1A 24 24 24 33 33 33 31 31 52 31 31 6B 50 6B 69 58 5D 5D 5D 40 46 46
07 07 06 06 0E 15 15 15 15 15 24 24 24 24 59 59 33 33 31 31 31 50 50 50 50 69 58 56 5D 51 40 51 46
06 06 06 0E 0E 0E 0E 15 1B 15 1B 1B 59 59 59 41 41 33 33 41 50 50 69 69 69 69 56 56 5D 51 51 51 61
06 05 12 12 12 0E 12 1C 1B 1B 1B 1B 59 59 2B 2B 41 41 41 41 55 55 55 69 56 56 56 43 5D 51 61 51 61
06 05 05 05 12 12 12 1C 1C 1C 1C 1C 2B 2B 2B 2B 30 55 55 55 55 4F 4B 4B 56 68 43 43 5D 61 61 61 61
05 05 05 0A 0A 10 10 11 11 37 37 1C 2B 29 29 29 30 4F 4F 4F 4F 4F 4B 68 68 68 68 43 43 65 65 65 65
01 01 01 0A 0A 10 10 10 11 37 37 37 37 29 30 30 30 30 30 4F 4D 4D 4B 4B 39 42 68 43 47 3F 3F 63 65
01 01 0A 0A 0A 10 10 11 11 37 17 29 29 29 2F 2F 2F 2F 4D 4D 4D 4B 4B 39 39 42 68 43 47 3F 63 63 65
01 0B 0B 0B 0B 0B 11 11 17 17 17 17 17 2F 2F 28 2F 4D 4D 36 36 36 39 39 42 42 42 47 47 3F 63 63 65
01 0B 0B 18 18 18 18 18 18 18 17 28 28 28 28 28 28 36 36 36 36 39 39 42 42 47 47 47 3F 3F 3F 63 63`

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
	rows := strings.Split(strings.Trim(figure, "\n"), "\n")
	cells := map[string][]solver.Point{}
	for i, r := range rows {
		for x, name := range strings.Fields(r) {
			if name == "*" {
				continue
			}
			if a, ok := figureAlias[name]; ok {
				name = a
			} else if len(name) == 1 && name >= "a" && name <= "z" {
				name = strings.ToUpper(name)
			}
			cells[name] = append(cells[name], solver.Point{X: x, Y: len(rows) - 1 - i})
		}
	}
	var sol solver.Solution
	for _, pc := range p.Pieces {
		if !pc.Stationary {
			sol.Placements = append(sol.Placements, solver.Placement{Piece: pc.Name, Cells: cells[pc.Name]})
		}
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
