package dlx

import "testing"

// TestHideRow hides rows of Knuth's example: hiding row 3 (part of the
// only cover) leaves no cover; unhiding restores the matrix exactly.
func TestHideRow(t *testing.T) {
	t.Parallel()
	m := knuth()
	sizes := func() []int {
		var s []int
		for c := 0; c < m.Columns(); c++ {
			s = append(s, m.Size(c))
		}
		return s
	}
	before := sizes()
	m.HideRow(3)
	m.HideRow(5)
	if got := m.Size(3); got != 1 {
		t.Errorf("column 3 has %d rows after hiding rows 3 and 5, want 1", got)
	}
	if n := m.Search(func([]int) bool { return true }); n != 0 {
		t.Errorf("found %d covers with row 3 hidden, want 0", n)
	}
	m.UnhideRow(5)
	m.UnhideRow(3)
	after := sizes()
	for i := range before {
		if before[i] != after[i] {
			t.Fatalf("sizes %v after unhide, want %v", after, before)
		}
	}
	if n := m.Search(func([]int) bool { return true }); n != 1 {
		t.Errorf("found %d covers after unhiding, want 1", n)
	}
	// Hiding inside a chosen branch nests with Cover and Select.
	m.Cover(0)
	x := m.FirstRow(0) // row 1
	m.Select(x)
	if m.Size(1) != 1 {
		t.Errorf("column 1 has %d rows after choosing row 1, want 1", m.Size(1))
	}
	m.HideRow(2)
	if m.Size(1) != 0 || m.Size(2) != 1 {
		t.Errorf("columns 1, 2 have %d, %d rows after hiding row 2, want 0, 1", m.Size(1), m.Size(2))
	}
	m.UnhideRow(2)
	m.Deselect(x)
	m.Uncover(0)
	after = sizes()
	for i := range before {
		if before[i] != after[i] {
			t.Fatalf("sizes %v after nested hide, want %v", after, before)
		}
	}
}
