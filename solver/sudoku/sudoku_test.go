package sudoku

import (
	"strings"
	"testing"
)

// Published puzzles with their unique solutions.
var published = []struct {
	name, puzzle, solution string
}{
	// Arto Inkala's "world's hardest Sudoku" (2012).
	{"inkala",
		"8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
		"812753649943682175675491283154237896369845721287169534521974368438526917796318452"},
	// The example puzzle of Wikipedia's Sudoku article.
	{"wikipedia",
		"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
		"534678912672195348198342567859761423426853791713924856961537284287419635345286179"},
}

// valid checks a solved grid independently of the solver: every row,
// column and box holds 1 to 9, and the givens are kept.
func valid(t *testing.T, puzzle, sol Grid) {
	t.Helper()
	for i, d := range puzzle {
		if d != 0 && sol[i] != d {
			t.Errorf("given %d at cell %d changed to %d", d, i, sol[i])
		}
	}
	for u := 0; u < 9; u++ {
		var row, col, box [10]bool
		for k := 0; k < 9; k++ {
			row[sol[u*9+k]] = true
			col[sol[k*9+u]] = true
			box[sol[(u/3*3+k/3)*9+u%3*3+k%3]] = true
		}
		for d := 1; d <= 9; d++ {
			if !row[d] || !col[d] || !box[d] {
				t.Fatalf("unit %d lacks digit %d in\n%s", u, d, sol)
			}
		}
	}
}

func TestPublished(t *testing.T) {
	t.Parallel()
	for _, tc := range published {
		g, err := Parse(tc.puzzle)
		if err != nil {
			t.Fatal(err)
		}
		sols, err := Solve(g, 0)
		if err != nil {
			t.Fatal(err)
		}
		if len(sols) != 1 {
			t.Fatalf("%s: %d solutions, want 1", tc.name, len(sols))
		}
		if got := sols[0].Compact(); got != tc.solution {
			t.Errorf("%s: solution\n got %s\nwant %s", tc.name, got, tc.solution)
		}
		valid(t, g, sols[0])
	}
}

func TestMatrixRows(t *testing.T) {
	t.Parallel()
	// One row per given, nine per blank (the exact cover article's 457 rows for 34 givens).
	g, _ := Parse(published[0].puzzle)
	m, cands := Matrix(g)
	if want := g.Givens() + 9*(81-g.Givens()); m.Rows() != want || len(cands) != want || m.Columns() != 324 {
		t.Errorf("matrix has %d rows (%d candidates), %d columns; want %d rows, 324 columns", m.Rows(), len(cands), m.Columns(), want)
	}
	if g.Givens() != 21 {
		t.Errorf("Inkala's puzzle has %d givens, want 21", g.Givens())
	}
}

func TestMultipleAndNone(t *testing.T) {
	t.Parallel()
	// Blanking the corners of a rectangle a b / b a of a solved grid,
	// two of them in one box, leaves exactly two completions (a and b
	// swap).
	sol, _ := Parse(published[0].solution)
	var two Grid
	found := false
	for r1 := 0; r1 < 9 && !found; r1++ {
		for r2 := r1 + 1; r2 < 9 && !found; r2++ {
			for c1 := 0; c1 < 9 && !found; c1++ {
				for c2 := c1 + 1; c2 < 9 && !found; c2++ {
					a, b := sol[r1*9+c1], sol[r1*9+c2]
					if sol[r2*9+c1] == b && sol[r2*9+c2] == a && (r1/3 == r2/3 || c1/3 == c2/3) {
						two = sol
						for _, i := range []int{r1*9 + c1, r1*9 + c2, r2*9 + c1, r2*9 + c2} {
							two[i] = 0
						}
						found = true
					}
				}
			}
		}
	}
	if !found {
		t.Fatal("no swappable rectangle in the solution")
	}
	sols, err := Solve(two, 0)
	if err != nil || len(sols) != 2 {
		t.Fatalf("deadly pattern: %d solutions (%v), want 2", len(sols), err)
	}
	for _, s := range sols {
		valid(t, two, s)
	}
	if sols, _ := Solve(two, 1); len(sols) != 1 {
		t.Errorf("max 1 gave %d solutions", len(sols))
	}
	// An empty grid has very many solutions; max bounds the search.
	if sols, _ := Solve(Grid{}, 5); len(sols) != 5 {
		t.Errorf("empty grid with max 5: %d solutions", len(sols))
	}
	// Givens that do not clash directly but leave no solution: the first
	// row's last cell may only be 9 by its row, but column 9 has a 9.
	var g Grid
	copy(g[:8], []uint8{1, 2, 3, 4, 5, 6, 7, 8})
	g[9*5+8] = 9
	if sols, err := Solve(g, 0); err != nil || len(sols) != 0 {
		t.Errorf("unsolvable grid: %d solutions, %v; want 0, nil", len(sols), err)
	}
}

func TestInvalid(t *testing.T) {
	t.Parallel()
	tests := []struct{ in, want string }{
		{"55" + strings.Repeat(".", 79), "sudoku: row 1 holds two 5s (row 1 column 1 and row 1 column 2)"},
		{"5........5" + strings.Repeat(".", 71), "sudoku: column 1 holds two 5s (row 1 column 1 and row 2 column 1)"},
		{"5.........5" + strings.Repeat(".", 70), "sudoku: box 1 holds two 5s (row 1 column 1 and row 2 column 2)"},
	}
	for _, tc := range tests {
		g, err := Parse(tc.in)
		if err != nil {
			t.Fatal(err)
		}
		sols, err := Solve(g, 0)
		if err == nil || err.Error() != tc.want || sols != nil {
			t.Errorf("Solve(%s): %v, %v; want error %q", tc.in, sols, err, tc.want)
		}
	}
}

func TestParse(t *testing.T) {
	t.Parallel()
	g, err := Parse(published[0].puzzle)
	if err != nil {
		t.Fatal(err)
	}
	// Nine lines with 0 for blanks parse to the same grid; String round-trips.
	nine := strings.ReplaceAll(g.String(), ".", "0")
	if g2, err := Parse("  " + nine + "\r\n"); err != nil || g2 != g {
		t.Errorf("Parse(nine lines) = %v, %v", g2.Compact(), err)
	}
	if g.Compact() != published[0].puzzle {
		t.Errorf("Compact = %s", g.Compact())
	}
	errs := []struct{ in, want string }{
		{"", "sudoku: got 0 cells, expected 81 digits or blanks"},
		{strings.Repeat(".", 80), "sudoku: got 80 cells, expected 81 digits or blanks"},
		{strings.Repeat(".", 82), "sudoku: more than 81 cells: expected 81 digits or blanks"},
		{"12x" + strings.Repeat(".", 78), `sudoku: unexpected 'x' at offset 2: expected a digit 1-9, or . or 0 for a blank`},
		{"|" + strings.Repeat(".", 81), `sudoku: unexpected '|' at offset 0: expected a digit 1-9, or . or 0 for a blank`},
	}
	for _, tc := range errs {
		if _, err := Parse(tc.in); err == nil || err.Error() != tc.want {
			t.Errorf("Parse(%q) = %v, want %q", tc.in, err, tc.want)
		}
	}
}

func BenchmarkInkala(b *testing.B) {
	g, _ := Parse(published[0].puzzle)
	for b.Loop() {
		if sols, _ := Solve(g, 0); len(sols) != 1 {
			b.Fatal(len(sols))
		}
	}
}

// Solve returns the solutions of g, at most max of them (max <= 0 means
// all; beware that a nearly empty grid has astronomically many). A grid
// whose givens already clash is an error; a grid that has no solution
// gives none.
func Solve(g Grid, max int) ([]Grid, error) {
	var sols []Grid
	_, err := SolveFunc(g, func(s Grid) bool {
		sols = append(sols, s)
		return max <= 0 || len(sols) < max
	})
	return sols, err
}
