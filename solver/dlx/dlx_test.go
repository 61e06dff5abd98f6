package dlx

import (
	"sort"
	"testing"
)

// knuth builds the example matrix of Knuth's "Dancing Links" paper, whose
// only exact cover is rows {0, 3, 4}.
func knuth() *Matrix {
	m := New(7, 0)
	m.AddRow(2, 4, 5)
	m.AddRow(0, 3, 6)
	m.AddRow(1, 2, 5)
	m.AddRow(0, 3)
	m.AddRow(1, 6)
	m.AddRow(3, 4, 6)
	return m
}

func TestKnuthExample(t *testing.T) {
	t.Parallel()
	m := knuth()
	var got [][]int
	n := m.Search(func(rows []int) bool {
		s := append([]int(nil), rows...)
		sort.Ints(s)
		got = append(got, s)
		return true
	})
	if n != 1 || len(got) != 1 || got[0][0] != 0 || got[0][1] != 3 || got[0][2] != 4 {
		t.Fatalf("got %d covers %v, want 1 cover [0 3 4]", n, got)
	}
	// The matrix is restored after the search.
	if m.Size(0) != 2 || m.Size(3) != 3 || m.FirstColumn() != 0 {
		t.Fatalf("matrix not restored: sizes %d %d first %d", m.Size(0), m.Size(3), m.FirstColumn())
	}
}

// queens counts n-queens solutions: ranks and files are primary columns,
// diagonals secondary.
func queens(n int) int64 {
	m := New(2*n, 2*(2*n-1))
	for r := 0; r < n; r++ {
		for f := 0; f < n; f++ {
			m.AddRow(r, n+f, 2*n+r+f, 2*n+(2*n-1)+(r-f+n-1))
		}
	}
	return m.Search(func([]int) bool { return true })
}

func TestQueens(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		n    int
		want int64
	}{{1, 1}, {4, 2}, {5, 10}, {6, 4}, {8, 92}} {
		if got := queens(tc.n); got != tc.want {
			t.Errorf("%d-queens: got %d solutions, want %d", tc.n, got, tc.want)
		}
	}
}

func TestStopEarly(t *testing.T) {
	t.Parallel()
	calls := 0
	n := 8
	q := New(2*n, 2*(2*n-1))
	for r := 0; r < n; r++ {
		for f := 0; f < n; f++ {
			q.AddRow(r, n+f, 2*n+r+f, 2*n+(2*n-1)+(r-f+n-1))
		}
	}
	got := q.Search(func([]int) bool { calls++; return calls < 5 })
	if got != 5 || calls != 5 {
		t.Fatalf("stopped after %d covers (%d calls), want 5", got, calls)
	}
}

// TestNeed covers a column twice: two dominoes of one kind in a 1x4 strip.
func TestNeed(t *testing.T) {
	t.Parallel()
	// Columns 0..3 are cells, column 4 the domino kind needing 2 rows.
	m := New(5, 0)
	m.SetNeed(4, 2)
	for x := 0; x < 3; x++ {
		m.AddRow(x, x+1, 4)
	}
	// Branch only on cell columns, as the polyomino search does.
	var count int
	var rec func()
	rec = func() {
		if m.Done() {
			count++
			return
		}
		col := -1
		for c := m.FirstColumn(); c >= 0; c = m.NextColumn(c) {
			if m.Need(c) == 1 {
				col = c
				break
			}
		}
		if col < 0 {
			return
		}
		for x := m.FirstRow(col); x != 0; x = m.NextRow(x) {
			r := m.Row(x)
			m.Choose(r)
			rec()
			m.Unchoose(r)
		}
	}
	rec()
	if count != 1 {
		t.Fatalf("got %d tilings of 1x4 by two dominoes, want 1", count)
	}
	if m.Need(4) != 2 || m.Size(4) != 3 {
		t.Fatalf("not restored: need %d size %d", m.Need(4), m.Size(4))
	}
}

// TestGrow checks that rows added within the room Grow made allocate
// nothing, and that the matrix still solves: the three rows cover
// columns 0-2 exactly once in one way.
func TestGrow(t *testing.T) {
	// Not parallel: testing.AllocsPerRun counts the whole process.
	var m *Matrix
	allocs := testing.AllocsPerRun(10, func() {
		m = New(3, 0)
		m.Grow(3, 5)
		m.AddRow(0, 1)
		m.AddRow(2)
		m.AddRow(1, 2)
	})
	// New itself allocates; the rows must not add to it.
	base := testing.AllocsPerRun(10, func() {
		m := New(3, 0)
		m.Grow(3, 5)
	})
	if allocs != base {
		t.Errorf("adding rows after Grow: %v allocations, want %v (New and Grow's)", allocs, base)
	}
	n := 0
	m.Search(func([]int) bool { n++; return true })
	if n != 1 {
		t.Errorf("%d solutions, want 1", n)
	}
}

// TestSetSecondary: a primary column made secondary is never chosen
// and need not be covered, but its rows still exclude each other.
func TestSetSecondary(t *testing.T) {
	for _, tc := range []struct {
		rows      [][]int
		secondary []int
		want      int64
	}{
		// Column 0 must be covered; 1 and 2 may be.
		{[][]int{{0}, {0, 1}, {1}}, []int{1, 2}, 2},
		// Columns 0 and 2 must be covered, 1 at most once: {0, 1} with
		// {1, 2} would cover it twice.
		{[][]int{{0, 1}, {1, 2}, {2}}, []int{1}, 1},
		// Only secondary columns have rows: nothing covers column 0.
		{[][]int{{1}, {2}}, []int{1, 2}, 0},
	} {
		m := New(3, 0)
		for _, c := range tc.secondary {
			m.SetSecondary(c)
		}
		for _, r := range tc.rows {
			m.AddRow(r...)
		}
		if n := m.Search(func([]int) bool { return true }); n != tc.want {
			t.Errorf("%v: %d covers, want %d", tc.rows, n, tc.want)
		}
	}
}
