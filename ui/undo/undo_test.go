package undo

import "testing"

// TestStack walks a history of texts through changes, undos and redos.
func TestStack(t *testing.T) {
	var s Stack[string]
	cur := "a"
	change := func(to string) { s.Record(cur); cur = to }
	move := func(name string, f func(string) (string, bool), want string, ok bool) {
		t.Helper()
		got, moved := f(cur)
		if got != want || moved != ok {
			t.Fatalf("%s from %q = %q, %v; want %q, %v", name, cur, got, moved, want, ok)
		}
		cur = got
	}
	undo := func(want string, ok bool) { t.Helper(); move("Undo", s.Undo, want, ok) }
	redo := func(want string, ok bool) { t.Helper(); move("Redo", s.Redo, want, ok) }
	undo("a", false)
	change("b")
	change("c")
	if last, ok := s.Last(); !ok || last != "b" {
		t.Errorf("Last = %q, %v; want b", last, ok)
	}
	undo("b", true)
	undo("a", true)
	undo("a", false)
	redo("b", true)
	if !s.CanUndo() || !s.CanRedo() {
		t.Errorf("CanUndo %v, CanRedo %v; want both", s.CanUndo(), s.CanRedo())
	}
	change("d") // drops the redo of c
	redo("d", false)
	undo("b", true)
	undo("a", true)
	s.Reset()
	if s.CanUndo() || s.CanRedo() {
		t.Error("a reset history still has steps")
	}
}

// TestStackBound checks that the oldest steps go beyond MaxSteps.
func TestStackBound(t *testing.T) {
	var s Stack[int]
	for i := range MaxSteps + 10 {
		s.Record(i)
	}
	if s.Steps() != MaxSteps {
		t.Fatalf("%d steps kept, want %d", s.Steps(), MaxSteps)
	}
	cur := -1
	for range MaxSteps {
		cur, _ = s.Undo(cur)
	}
	if cur != 10 {
		t.Errorf("the oldest step kept is %d, want 10", cur)
	}
}
