package mypuzzles

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestStore(t *testing.T) {
	var s Store
	a := s.Add("Pentominoes 10×6 (edited)", "p.txt", "D:xDim=1", "pentominoes-10x6")
	b := s.Add("Pentominoes 10×6 (edited)", "", "D:xDim=2", "pentominoes-10x6")
	if a.ID == b.ID || b.Name != "Pentominoes 10×6 (edited) (2)" {
		t.Fatalf("two entries from one library puzzle: %+v and %+v, want distinct IDs and names", a, b)
	}
	// Editing one never changes the other.
	if err := s.Update(b.ID, "D:xDim=3"); err != nil {
		t.Fatal(err)
	}
	if e, _ := s.Get(a.ID); e.Source != "D:xDim=1" {
		t.Errorf("entry a holds %q after editing b", e.Source)
	}
	for _, tc := range []struct{ id, name, err string }{
		{b.ID, "  My cube\n", ""},
		{b.ID, "", "a puzzle needs a name"},
		{b.ID, "pentominoes 10×6 (EDITED)", `another of your puzzles is called "pentominoes 10×6 (EDITED)"`},
		{"m99", "x", ErrNotFound.Error()},
	} {
		err := s.Rename(tc.id, tc.name)
		if got := errText(err); got != tc.err {
			t.Errorf("Rename(%s, %q) = %q, want %q", tc.id, tc.name, got, tc.err)
		}
	}
	if e, _ := s.Get(b.ID); e.Name != "My cube" {
		t.Errorf("renamed entry is %q, want My cube", e.Name)
	}
	if got := s.Add(strings.Repeat("é", 100), "", "", "").Name; len(got) > MaxName {
		t.Errorf("a name of %d bytes was kept, want at most %d", len(got), MaxName)
	}
	if err := s.Delete(a.ID); err != nil || len(s.Entries) != 2 {
		t.Errorf("Delete: %v, %d entries left, want 2", err, len(s.Entries))
	}
	if err := s.Delete(a.ID); err != ErrNotFound {
		t.Errorf("Delete twice: %v", err)
	}
	// A new entry after a delete never reuses an ID.
	if c := s.Add("x", "", "", ""); c.ID == a.ID || c.ID == b.ID {
		t.Errorf("ID %s reused", c.ID)
	}
	// The store round-trips through JSON (the browser's storage).
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var back Store
	if err := json.Unmarshal(data, &back); err != nil || len(back.Entries) != 3 || back.Next != s.Next {
		t.Errorf("round trip: %v, %+v", err, back)
	}
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

func TestHistory(t *testing.T) {
	var h History
	if _, ok := h.Undo("a"); ok {
		t.Error("undo with no history")
	}
	h.Record("a")  // a -> ab
	h.Record("ab") // ab -> abc
	h.Record("ab") // the same step again: kept once
	got, ok := h.Undo("abc")
	if !ok || got != "ab" {
		t.Fatalf("undo = %q, %v", got, ok)
	}
	if got, _ = h.Undo(got); got != "a" {
		t.Fatalf("second undo = %q", got)
	}
	if h.CanUndo() || !h.CanRedo() {
		t.Errorf("CanUndo %v CanRedo %v at the start", h.CanUndo(), h.CanRedo())
	}
	if got, _ = h.Redo(got); got != "ab" {
		t.Fatalf("redo = %q", got)
	}
	// A new change drops what was undone.
	h.Record("ab")
	if h.CanRedo() {
		t.Error("redo after a new change")
	}
	for i := 0; i < MaxHistory+10; i++ {
		h.Record(strings.Repeat("x", i+3))
	}
	if h.Steps() != MaxHistory {
		t.Errorf("%d steps kept, want %d", h.Steps(), MaxHistory)
	}
}
