package solver

import (
	"context"
	"fmt"
	"testing"
)

// chooseProblem is a 3x3x2 box with a straight tromino, a monomino and
// seven dominoes: columns 0-17 are the cells, 18 the tromino, 19 the
// monomino and 20 the dominoes (needing seven rows). Before any row is
// hidden every cell column has at least six rows, the tromino column 12
// and the monomino column 18.
func chooseProblem() *Problem {
	p := &Problem{Name: "choose", XDim: 3, YDim: 3, ZDim: 2, Pieces: []Piece{
		cubes("I", 0, 0, 0, 1, 0, 0, 2, 0, 0),
		cubes("M", 0, 0, 0),
	}}
	for i := 0; i < 7; i++ {
		p.Pieces = append(p.Pieces, cubes(fmt.Sprintf("D%d", i), 0, 0, 0, 0, 0, 1))
	}
	return p
}

// chooseEngine builds the DLX matrix of chooseProblem for heuristic h and
// hides rows so that column col keeps only `keep` of its rows (all of
// them if keep < 0).
func chooseEngine(t *testing.T, h Heuristic, col, keep int) *engine {
	t.Helper()
	s, err := New(chooseProblem(), Options{Search: Search{Order: []OrderStep{{Heuristic: h}}}})
	if err != nil {
		t.Fatal(err)
	}
	e := newEngine(s, context.Background(), nil)
	e.build()
	if e.cells != 18 || e.mat.Columns() != 21 || e.mat.Need(20) != 7 {
		t.Fatalf("fixture: %d cells, %d columns, domino need %d; want 18, 21, 7", e.cells, e.mat.Columns(), e.mat.Need(20))
	}
	if keep >= 0 {
		var rows []int
		for x := e.mat.FirstRow(col); x != 0; x = e.mat.NextRow(x) {
			rows = append(rows, e.mat.Row(x))
		}
		if len(rows) <= keep {
			t.Fatalf("fixture: column %d has %d rows, cannot keep %d", col, len(rows), keep)
		}
		for _, r := range rows[keep:] {
			e.mat.HideRow(r)
		}
		if e.mat.Size(col) != keep {
			t.Fatalf("fixture: column %d has %d rows after hiding, want %d", col, e.mat.Size(col), keep)
		}
	}
	return e
}

var allHeuristics = []Heuristic{MinFit, Estimate, First, MinX, MinY, MinZ, MaxX, MaxY, MaxZ, Radial, Angular}

// TestChooseForcedColumn checks that every heuristic branches first on a
// column with a single row, wherever it is, and gives up (-1) on a column
// with none or, for a shape of several pieces, with fewer rows than
// pieces left. The forced column runs over every cell, so for each
// ordering heuristic most of them are cells it would not pick by its own
// rule. Min-fit looks at the shape columns as well; the cell heuristics,
// as polycube 2.0's, look at cells only and take their own cell however
// few rows a shape column has.
func TestChooseForcedColumn(t *testing.T) {
	t.Parallel()
	for _, h := range allHeuristics {
		t.Run(string(rune(h)), func(t *testing.T) {
			if h.Fixed() {
				// On the full matrix the heuristic picks a cell of least
				// rank; some forced cells below rank worse.
				e := chooseEngine(t, h, 0, -1)
				nat, ranks := e.choose(9), e.ranks[9]
				if nat < 0 || nat >= 18 {
					t.Fatalf("choose on the full matrix = %d, want a cell", nat)
				}
				worse := 0
				for c := 0; c < 18; c++ {
					if ranks[c] < ranks[nat] {
						t.Errorf("choose on the full matrix = %d (rank %g), but cell %d has rank %g", nat, ranks[nat], c, ranks[c])
					}
					if ranks[c] > ranks[nat] {
						worse++
					}
				}
				if worse == 0 {
					t.Fatal("fixture: every cell has the rank of the heuristic's own choice")
				}
			}
			// Every cell column and the two single-piece shape columns.
			for col := 0; col < 20; col++ {
				e := chooseEngine(t, h, col, 1)
				// The fixture leaves exactly one column with one row.
				for c := e.mat.FirstColumn(); c >= 0; c = e.mat.NextColumn(c) {
					if c != col && e.mat.Size(c) <= 1 {
						t.Fatalf("fixture: hiding for column %d leaves column %d with %d rows", col, c, e.mat.Size(c))
					}
				}
				shapeSeen := h == MinFit || col < 18
				if got := e.choose(9); shapeSeen && got != col || !shapeSeen && (got < 0 || got >= 18) {
					t.Errorf("column %d has one row: choose = %d, want %d", col, got, col)
				}
				e = chooseEngine(t, h, col, 0)
				if got := e.choose(9); shapeSeen && got != -1 || !shapeSeen && (got < 0 || got >= 18) {
					t.Errorf("column %d has no rows: choose = %d, want -1", col, got)
				}
			}
			// The domino column needs seven rows: six are too few, although
			// every cell column keeps rows.
			e := chooseEngine(t, h, 20, 6)
			for c := 0; c < 18; c++ {
				if e.mat.Size(c) == 0 {
					t.Fatalf("fixture: cell column %d lost every row", c)
				}
			}
			if got := e.choose(9); h == MinFit && got != -1 || h != MinFit && (got < 0 || got >= 18) {
				t.Errorf("domino column has 6 rows for 7 pieces: choose = %d", got)
			}
		})
	}
}

// TestChooseNoRowsFirst checks that a column with no rows wins over an
// earlier one with a single row (choose gives up at once instead of
// branching on the single row), for every heuristic.
func TestChooseNoRowsFirst(t *testing.T) {
	t.Parallel()
	for _, h := range allHeuristics {
		t.Run(string(rune(h)), func(t *testing.T) {
			e := chooseEngine(t, h, 17, 0)
			var rows []int
			for x := e.mat.FirstRow(2); x != 0; x = e.mat.NextRow(x) {
				rows = append(rows, e.mat.Row(x))
			}
			for _, r := range rows[1:] {
				e.mat.HideRow(r)
			}
			if e.mat.Size(2) != 1 || e.mat.Size(17) != 0 {
				t.Fatalf("fixture: columns 2 and 17 have %d and %d rows, want 1 and 0", e.mat.Size(2), e.mat.Size(17))
			}
			if got := e.choose(9); got != -1 {
				t.Errorf("column 2 has one row, column 17 none: choose = %d, want -1", got)
			}
		})
	}
}
