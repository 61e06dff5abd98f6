// Package dlx implements Knuth's dancing links (DLX), a generic engine for
// exact cover problems with primary columns (covered exactly once, or a
// given number of times) and secondary columns (covered at most once).
//
// A Matrix offers the search primitives (Cover, Uncover, Choose, Unchoose,
// column and row iteration) so that callers can drive their own search with
// any ordering heuristic, and a ready Search using Knuth's S heuristic
// (fewest rows first).
package dlx

import (
	"fmt"
	"slices"
)

// Matrix is a sparse 0/1 matrix in dancing-links form. Node 0 is the root,
// nodes 1..n the column headers, and the rest the 1s of the rows.
type Matrix struct {
	n        []node
	rowStart []int32 // row -> first node
	size     []int32 // column header node -> active rows
	need     []int32 // column header node -> covers still needed
	primary  int
	cols     int
}

// node is one node of the matrix: its links left, right, up and down, its
// column's header and its row (-1 for headers). A node's links sit
// together, as in Knuth's paper: cover and uncover read and write whole
// nodes, one slice index each (with one slice per link, the 10x6's plain
// DLX search took 2.3 times polycube 1.2.1's time).
type node struct {
	l, r, u, d, c, row int32
}

// New returns an empty matrix with primary columns 0..primary-1 and
// secondary columns primary..primary+secondary-1.
func New(primary, secondary int) *Matrix {
	n := primary + secondary
	m := &Matrix{primary: primary, cols: n}
	for i := 0; i <= n; i++ {
		x := int32(i)
		m.n = append(m.n, node{l: x, r: x, u: x, d: x, c: x, row: -1})
	}
	m.size = make([]int32, n+1)
	m.need = make([]int32, n+1)
	// Link the primary headers into the root's list; secondary headers
	// stay self-linked so that they are never chosen.
	for i := 1; i <= primary; i++ {
		m.n[i].l, m.n[i].r = int32(i-1), 0
		m.n[i-1].r = int32(i)
		m.n[0].l = int32(i)
		m.need[i] = 1
	}
	for i := primary + 1; i <= n; i++ {
		m.need[i] = 1
	}
	return m
}

// SetNeed sets how many chosen rows primary column col must have (default
// 1). Rows sharing a column with need k > 1 do not exclude each other until
// k of them are chosen. Search supports only need 1; custom searches must
// not branch on a column whose need is above 1, or they find each solution
// more than once.
func (m *Matrix) SetNeed(col, k int) {
	if col < 0 || col >= m.primary || k < 1 {
		panic(fmt.Sprintf("dlx: SetNeed(%d, %d) out of range", col, k))
	}
	m.need[col+1] = int32(k)
}

// SetSecondary makes primary column col secondary: it leaves the
// header list, so that it is never chosen and Done does not wait for
// it, and its rows still exclude each other (it is covered at most
// once). It is for a matrix whose secondary columns are not the last
// ones (a cell that may stay empty among cells that may not); call it
// before any Cover or Choose. Primary still counts col.
func (m *Matrix) SetSecondary(col int) {
	if col < 0 || col >= m.primary {
		panic(fmt.Sprintf("dlx: SetSecondary(%d) out of range", col))
	}
	h := int32(col + 1)
	hn := m.n[h]
	m.n[hn.l].r = hn.r
	m.n[hn.r].l = hn.l
	m.n[h].l, m.n[h].r = h, h
}

// AddRow appends a row with 1s in the given columns and returns its
// number. Columns must be distinct and in range.
func (m *Matrix) AddRow(cols ...int) int {
	rowNum := int32(len(m.rowStart))
	first := int32(len(m.n))
	m.rowStart = append(m.rowStart, first)
	for i, col := range cols {
		if col < 0 || col >= m.cols {
			panic(fmt.Sprintf("dlx: column %d out of range [0,%d)", col, m.cols))
		}
		h := int32(col + 1)
		x := int32(len(m.n))
		left, right := x-1, first
		if i == 0 {
			left = x
		}
		// Append to the bottom of the column.
		m.n = append(m.n, node{l: left, r: right, u: m.n[h].u, d: h, c: h, row: rowNum})
		m.n[left].r = x
		m.n[first].l = x
		m.n[m.n[h].u].d = x
		m.n[h].u = x
		m.size[h]++
	}
	return int(rowNum)
}

// Grow makes room for rows more rows of nodes 1s in all, so that adding
// them allocates nothing.
func (m *Matrix) Grow(rows, nodes int) {
	m.rowStart = slices.Grow(m.rowStart, rows)
	m.n = slices.Grow(m.n, nodes)
}

// Rows returns the number of rows.
func (m *Matrix) Rows() int { return len(m.rowStart) }

// Columns returns the number of columns, primary and secondary.
func (m *Matrix) Columns() int { return m.cols }

// Primary returns the number of primary columns.
func (m *Matrix) Primary() int { return m.primary }

// Size returns the number of active rows in column col.
func (m *Matrix) Size(col int) int { return int(m.size[col+1]) }

// Need returns how many more rows column col needs.
func (m *Matrix) Need(col int) int { return int(m.need[col+1]) }

// Done reports whether every primary column is covered.
func (m *Matrix) Done() bool { return m.n[0].r == 0 }

// FirstColumn returns the first uncovered primary column, or -1.
func (m *Matrix) FirstColumn() int { return int(m.n[0].r) - 1 }

// NextColumn returns the uncovered primary column after col, or -1.
func (m *Matrix) NextColumn(col int) int { return int(m.n[col+1].r) - 1 }

// FirstRow returns the first node of column col's active rows, or 0 when
// there is none. Use Row to get the node's row and NextRow to advance.
func (m *Matrix) FirstRow(col int) int32 {
	x := m.n[col+1].d
	if x == int32(col+1) {
		return 0
	}
	return x
}

// NextRow returns the node below x in its column, or 0 at the end.
func (m *Matrix) NextRow(x int32) int32 {
	y := m.n[x].d
	if y == m.n[x].c {
		return 0
	}
	return y
}

// Row returns the row of node x.
func (m *Matrix) Row(x int32) int { return int(m.n[x].row) }

// RowColumns appends row's columns to dst and returns it.
func (m *Matrix) RowColumns(dst []int, row int) []int {
	first := m.rowStart[row]
	x := first
	for {
		dst = append(dst, int(m.n[x].c)-1)
		x = m.n[x].r
		if x == first {
			return dst
		}
	}
}

// cover removes column header h from the header list and every row
// that intersects it from the other columns.
func (m *Matrix) cover(h int32) {
	n, size := m.n, m.size
	hn := n[h]
	n[hn.l].r = hn.r
	n[hn.r].l = hn.l
	for i := hn.d; i != h; i = n[i].d {
		for j := n[i].r; j != i; {
			// The node's fields are read before the stores, which the
			// compiler cannot tell apart from them.
			nj := &n[j]
			r, u, d, c := nj.r, nj.u, nj.d, nj.c
			n[d].u = u
			n[u].d = d
			size[c]--
			j = r
		}
	}
}

// uncover undoes cover(h).
func (m *Matrix) uncover(h int32) {
	n, size := m.n, m.size
	for i := n[h].u; i != h; i = n[i].u {
		for j := n[i].l; j != i; {
			nj := &n[j]
			l, u, d := nj.l, nj.u, nj.d
			size[nj.c]++
			n[d].u = j
			n[u].d = j
			j = l
		}
	}
	hn := n[h]
	n[hn.l].r = h
	n[hn.r].l = h
}

// Cover removes column col and all rows that intersect it.
func (m *Matrix) Cover(col int) { m.cover(int32(col + 1)) }

// Uncover undoes Cover(col); calls must nest.
func (m *Matrix) Uncover(col int) { m.uncover(int32(col + 1)) }

// Choose puts row into the solution: the row leaves its columns, each of
// its columns needs one row less, and a column that needs no more is
// covered (removing every row that conflicts). The row must be active.
func (m *Matrix) Choose(row int) {
	first := m.rowStart[row]
	m.HideRow(row)
	x := first
	for {
		h := m.n[x].c
		m.need[h]--
		if m.need[h] == 0 {
			m.cover(h)
		}
		x = m.n[x].r
		if x == first {
			return
		}
	}
}

// Unchoose undoes Choose(row); calls must nest.
func (m *Matrix) Unchoose(row int) {
	first := m.rowStart[row]
	x := m.n[first].l
	for {
		h := m.n[x].c
		if m.need[h] == 0 {
			m.uncover(h)
		}
		m.need[h]++
		if x == first {
			break
		}
		x = m.n[x].l
	}
	m.UnhideRow(row)
}

// Select chooses the row of node x in a column that the caller has
// covered with Cover: Knuth's inner step. Each other column of the row
// needs one row less and is covered when it needs none. Use it as
//
//	m.Cover(col)
//	for x := m.FirstRow(col); x != 0; x = m.NextRow(x) {
//		m.Select(x); ...; m.Deselect(x)
//	}
//	m.Uncover(col)
//
// where col needs exactly one row.
func (m *Matrix) Select(x int32) {
	for j := m.n[x].r; j != x; j = m.n[j].r {
		h := m.n[j].c
		m.need[h]--
		if m.need[h] == 0 {
			m.cover(h)
		}
	}
}

// Deselect undoes Select(x).
func (m *Matrix) Deselect(x int32) {
	for j := m.n[x].l; j != x; j = m.n[j].l {
		h := m.n[j].c
		if m.need[h] == 0 {
			m.uncover(h)
		}
		m.need[h]++
	}
}

// Search enumerates every exact cover with Algorithm X and the S heuristic
// (the uncovered primary column with fewest rows), calling fn with the
// chosen rows of each; fn returns false to stop. The slice is reused. All
// primary columns must have need 1. Search returns the number of covers
// found.
func (m *Matrix) Search(fn func(rows []int) bool) int64 {
	var rows []int
	var count int64
	var rec func() bool
	rec = func() bool {
		if m.Done() {
			count++
			return fn(rows)
		}
		best, bestSize := int32(0), int32(1<<30)
		for h := m.n[0].r; h != 0; h = m.n[h].r {
			if m.size[h] < bestSize {
				best, bestSize = h, m.size[h]
				if bestSize == 0 {
					return true
				}
			}
		}
		m.cover(best)
		defer m.uncover(best)
		for x := m.n[best].d; x != best; x = m.n[x].d {
			m.Select(x)
			rows = append(rows, int(m.n[x].row))
			ok := rec()
			rows = rows[:len(rows)-1]
			m.Deselect(x)
			if !ok {
				return false
			}
		}
		return true
	}
	rec()
	return count
}
