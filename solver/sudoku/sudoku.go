// Package sudoku solves Sudoku puzzles as exact cover problems with the
// generic dancing-links engine of package dlx, as David Austin's article
// "Puzzling Over Exact Cover Problems" (AMS Feature Column) describes.
//
// Each way of writing a digit in a cell is a row of the matrix with four
// 1s, one in each group of 81 columns:
//
//   - cell (r, c) holds a digit,
//   - row r holds digit d,
//   - column c holds digit d,
//   - box b holds digit d,
//
// 324 columns in all. A given cell contributes only the row of its digit;
// a blank cell contributes nine rows. A solution is a set of 81 rows that
// covers every column exactly once.
package sudoku

import (
	"fmt"
	"strings"

	"polyplay/solver/dlx"
)

// Grid is a Sudoku grid in row-major order: Grid[r*9+c] is the digit in
// row r, column c (both from 0), 1 to 9, or 0 for a blank.
type Grid [81]uint8

// Parse reads a grid from 81 cells in row-major order: digits 1 to 9, and
// . or 0 for a blank. Whitespace (including line breaks) is ignored, so a
// grid may be written on one line or as nine lines of nine.
func Parse(s string) (Grid, error) {
	var g Grid
	n := 0
	for i, ch := range s {
		switch {
		case ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r':
			continue
		case ch == '.' || ch == '0' || ('1' <= ch && ch <= '9'):
			if n == 81 {
				return Grid{}, fmt.Errorf("sudoku: more than 81 cells: expected 81 digits or blanks")
			}
			if ch != '.' {
				g[n] = uint8(ch - '0')
			}
			n++
		default:
			return Grid{}, fmt.Errorf("sudoku: unexpected %q at offset %d: expected a digit 1-9, or . or 0 for a blank", ch, i)
		}
	}
	if n != 81 {
		return Grid{}, fmt.Errorf("sudoku: got %d cells, expected 81 digits or blanks", n)
	}
	return g, nil
}

// String writes the grid as nine lines of nine characters, . for a blank,
// in the form Parse reads.
func (g Grid) String() string {
	var b strings.Builder
	for r := 0; r < 9; r++ {
		for c := 0; c < 9; c++ {
			b.WriteByte(cellChar(g[r*9+c]))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// Compact writes the grid as one line of 81 characters, . for a blank.
func (g Grid) Compact() string {
	b := make([]byte, 81)
	for i, d := range g {
		b[i] = cellChar(d)
	}
	return string(b)
}

func cellChar(d uint8) byte {
	if d == 0 {
		return '.'
	}
	return '0' + d
}

// Givens returns the number of filled cells.
func (g Grid) Givens() int {
	n := 0
	for _, d := range g {
		if d != 0 {
			n++
		}
	}
	return n
}

// Validate checks that every cell holds 0 to 9 and that no row, column
// or box holds a digit twice.
func (g Grid) Validate() error {
	for i, d := range g {
		if d > 9 {
			return fmt.Errorf("sudoku: cell %d holds %d, expected 0 to 9", i, d)
		}
	}
	units := []struct {
		kind string
		cell func(u, k int) int
	}{
		{"row", func(u, k int) int { return u*9 + k }},
		{"column", func(u, k int) int { return k*9 + u }},
		{"box", func(u, k int) int { return (u/3*3+k/3)*9 + u%3*3 + k%3 }},
	}
	for _, unit := range units {
		for u := 0; u < 9; u++ {
			var seen [10]int
			for k := 0; k < 9; k++ {
				i := unit.cell(u, k)
				d := g[i]
				if d == 0 {
					continue
				}
				if seen[d] != 0 {
					j := seen[d] - 1
					return fmt.Errorf("sudoku: %s %d holds two %ds (row %d column %d and row %d column %d)",
						unit.kind, u+1, d, j/9+1, j%9+1, i/9+1, i%9+1)
				}
				seen[d] = i + 1
			}
		}
	}
	return nil
}

// Candidate is one row of the exact cover matrix: digit Digit in cell
// Cell (row-major, from 0).
type Candidate struct {
	Cell  int
	Digit uint8
}

// Matrix builds the exact cover matrix of g: 324 primary columns and one
// row per candidate, with cands[row] telling what each row means.
func Matrix(g Grid) (m *dlx.Matrix, cands []Candidate) {
	m = dlx.New(324, 0)
	for cell, given := range g {
		r, c := cell/9, cell%9
		b := r/3*3 + c/3
		for d := uint8(1); d <= 9; d++ {
			if given != 0 && given != d {
				continue
			}
			k := int(d - 1)
			m.AddRow(cell, 81+r*9+k, 162+c*9+k, 243+b*9+k)
			cands = append(cands, Candidate{cell, d})
		}
	}
	return m, cands
}

// SolveFunc calls fn with each solution of g until fn returns false, and
// returns the number of solutions found. A grid whose givens already
// clash is an error; a grid that has no solution gives none.
func SolveFunc(g Grid, fn func(Grid) bool) (int64, error) {
	if err := g.Validate(); err != nil {
		return 0, err
	}
	m, cands := Matrix(g)
	return m.Search(func(rows []int) bool {
		var s Grid
		for _, row := range rows {
			c := cands[row]
			s[c.Cell] = c.Digit
		}
		return fn(s)
	}), nil
}
