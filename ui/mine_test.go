package ui

import (
	"errors"
	"testing"
	"time"

	"polyplay/ui/mypuzzles"
	"polyplay/ui/page"
)

// TestMineEdit checks where an edit of the editor's text goes: an edit
// of a library puzzle is a new entry made from it, another definition
// pasted in its place is the person's own, and a later edit changes the
// entry in the editor.
func TestMineEdit(t *testing.T) {
	other := "# Two dominoes\nA 2 1\nB 2 1\n~~\n~~\n"
	for _, tt := range []struct {
		name     string
		text     func(lib string) string
		wantFrom bool // the entry and the model keep the library key
	}{
		{"edit of the library puzzle", func(lib string) string { return lib + "\n" }, true},
		{"another definition", func(string) string { return other }, false},
	} {
		var s mineState
		m := page.NewModel()
		key, lib := m.Key, m.Source
		if key == "" || lib == "" {
			t.Fatalf("%s: the new page shows no library puzzle", tt.name)
		}
		text := tt.text(lib)
		m.SetSource("", text)
		now := time.Now()
		s.edit(m, lib, text, now)
		e, ok := s.store.Get(s.id)
		if !ok || len(s.store.Entries) != 1 {
			t.Fatalf("%s: entries %v, entry in the editor %q", tt.name, s.store.Entries, s.id)
		}
		if e.Source != text || m.Name != e.Name || e.Name == "" {
			t.Errorf("%s: entry %+v, model named %q", tt.name, e, m.Name)
		}
		if got := e.From == key && m.Key == key; got != tt.wantFrom {
			t.Errorf("%s: entry from %q, model key %q, library key %q", tt.name, e.From, m.Key, key)
		}
		if u, ok := s.hist.Undo(text); !ok || u != lib {
			t.Errorf("%s: undo gives %q, %v, want the library text", tt.name, u, ok)
		}
		// A later edit soon after changes the same entry, in the same
		// undo step.
		s.hist.Redo(lib)
		s.edit(m, text, text+"\n", now.Add(historyPause/2))
		if e, _ := s.store.Get(s.id); len(s.store.Entries) != 1 || e.Source != text+"\n" {
			t.Errorf("%s: after a second edit, entries %v", tt.name, s.store.Entries)
		}
	}
}

// TestMineOpen checks that opening an entry makes it the model's
// definition with a fresh undo, and that an unknown entry is an error
// that changes nothing.
func TestMineOpen(t *testing.T) {
	var s mineState
	m := page.NewModel()
	key, lib := m.Key, m.Source
	e := s.store.Add("Mine", "mine.txt", lib+"\n", key)
	s.hist.Record("before")
	m.Index = 2
	if err := s.open(m, "nothing"); !errors.Is(err, mypuzzles.ErrNotFound) {
		t.Fatalf("open of an unknown entry: %v, want %v", err, mypuzzles.ErrNotFound)
	}
	if m.Source != lib || m.Edited || s.id != "" || m.Index != 2 {
		t.Errorf("a failed open changed the page: source changed %v, edited %v, entry %q, index %d",
			m.Source != lib, m.Edited, s.id, m.Index)
	}
	if err := s.open(m, e.ID); err != nil {
		t.Fatal(err)
	}
	if m.Source != e.Source || !m.Edited || m.Key != key || m.Name != "Mine" || m.Index != 0 || s.id != e.ID || s.hist.CanUndo() {
		t.Errorf("after open: key %q, edited %v, name %q, index %d, entry %q, can undo %v",
			m.Key, m.Edited, m.Name, m.Index, s.id, s.hist.CanUndo())
	}
	s.leave(m)
	if s.id != "" || m.Name != "" {
		t.Errorf("after leave: entry %q, name %q", s.id, m.Name)
	}
}

// TestMineAdopt checks that the definition kept by earlier versions
// becomes an entry only in a new My puzzles, and that an edited
// definition from the address finds the entry holding it.
func TestMineAdopt(t *testing.T) {
	old := &page.Saved{FileName: "old.txt", Source: "# Old\nA 2 1\n~~\n"}
	saved := func() *page.Saved { return old }
	var s mineState
	m := page.NewModel()
	if !s.adopt(m, saved) || len(s.store.Entries) != 1 || s.store.Entries[0].Source != old.Source {
		t.Fatalf("a new My puzzles did not adopt the old definition: %v", s.store.Entries)
	}
	if s.id != "" || m.Name != "" {
		t.Errorf("a library puzzle in the editor took entry %q, name %q", s.id, m.Name)
	}
	m.SetSource("x.txt", old.Source)
	m.Edited = true
	if s.adopt(m, saved) || len(s.store.Entries) != 1 {
		t.Errorf("adopted again: %v", s.store.Entries)
	}
	if e := s.store.Entries[0]; s.id != e.ID || m.Name != e.Name {
		t.Errorf("the edited definition's entry: %q, name %q, want %q, %q", s.id, m.Name, e.ID, e.Name)
	}
}
