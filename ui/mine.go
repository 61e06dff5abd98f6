package ui

import (
	"fmt"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/mypuzzles"
	"polyplay/ui/page"
)

// My puzzles: every definition the person types, pastes or edits is kept
// in the browser under a name they can change (ui/mypuzzles), listed in
// the picker beside the library. Editing a library puzzle starts a new
// entry; an entry changes only when it is the one edited.

// minePrefix marks a picker value naming one of My puzzles.
const minePrefix = "mine:"

// mineKey names My puzzles in local storage.
const mineKey = "polyplay.puzzles"

// historyPause is the pause in typing after which an edit is a new undo
// step.
const historyPause = 800 * time.Millisecond

// mineState is My puzzles in the session: the picker, the list and the
// editor share it.
type mineState struct {
	store mypuzzles.Store
	// id is the entry in the editor, "" for a library puzzle.
	id string
	// hist is the editor's undo and redo; last is when it last recorded.
	hist mypuzzles.History
	last time.Time
}

// mineWhat names My puzzles in what the page says.
const mineWhat = "your puzzles"

// loadMine reads My puzzles from local storage (adopt): every entry that
// can be read; those that cannot stay kept as they were, and are said.
func (c *session) loadMine(ctx app.Context) {
	if s, ok := c.readMine(ctx); ok {
		c.mine.store = s
	}
	if c.mine.adopt(c.m, func() *page.Saved { return savedDefinition(&c.kept) }) {
		c.saveMine(ctx)
	}
}

// readMine reads My puzzles kept in local storage (ok false if there is
// none, or it could not be read: kept.State.Load moves it aside and says
// so) and says which entries could not be read.
func (c *session) readMine(ctx app.Context) (s mypuzzles.Store, ok bool) {
	if _, ok = c.kept.Load(mineKey, mineWhat, func(text string) (err error) {
		s, err = mypuzzles.Read(text)
		return err
	}); ok {
		c.kept.EntriesUnread(mineKey, mineWhat, s.Unread, func() {
			c.mine.store.Unread = nil
			c.saveMine(ctx)
		})
	}
	return s, ok
}

// reloadMine reads My puzzles again after another tab of the page
// changed them, so that this tab's next write keeps the other's
// entries: the entry in the editor stays there if it is still listed.
func (c *session) reloadMine(ctx app.Context) {
	s, ok := c.readMine(ctx)
	if !ok {
		return
	}
	c.mine.store = s
	if _, ok := s.Get(c.mine.id); !ok {
		c.mine.id = ""
	}
	c.mine.name(c.m)
	c.puzzleStore.changed()
	c.pageStore.changed()
}

// adopt keeps the single edited definition of earlier versions (saved
// returns it, nil if none) as an entry when My puzzles is new, reporting
// whether it did, and takes the entry that holds m's edited definition
// (from the address) as the one in the editor.
func (s *mineState) adopt(m *page.Model, saved func() *page.Saved) bool {
	added := false
	if len(s.store.Entries) == 0 && s.store.Next == 0 {
		if old := saved(); old != nil {
			s.newEntry(m, old.Key, old.FileName, old.Source)
			added = true
		}
	}
	if m.Edited {
		for _, e := range s.store.Entries {
			if e.Source == m.Source {
				s.id = e.ID
			}
		}
	}
	s.name(m)
	return added
}

// saveMine writes My puzzles to local storage, with the entries that
// could not be read as they were.
func (c *session) saveMine(ctx app.Context) {
	c.kept.Write(mineKey, mineWhat, c.mine.store.Text())
}

// name gives m the name of the entry in the editor ("" if none), after
// any change of the entry or its name: the board and the runs name an
// entry as the person did.
func (s *mineState) name(m *page.Model) {
	m.Name = ""
	if s.id != "" {
		e, _ := s.store.Get(s.id)
		m.Name = e.Name
	}
}

// leave notes that the editor holds no entry of My puzzles any more (a
// library puzzle was chosen): m is named by it and undo starts afresh.
func (s *mineState) leave(m *page.Model) {
	s.id = ""
	s.name(m)
	s.hist.Reset()
}

// newEntry keeps source as a new entry of My puzzles, made in place of
// m's library puzzle key ("" if none), named by mypuzzles.NewName. An
// edit of the library puzzle remembers it (Entry.From) and keeps its file
// name; another definition pasted in its place is the person's own, with
// a file name after its own name.
func (s *mineState) newEntry(m *page.Model, key, fileName, source string) mypuzzles.Entry {
	e, ok := m.Entry(key)
	name := mypuzzles.NewName(source, e.Title, e.Source)
	if ok && !mypuzzles.EditOf(source, e.Source) {
		key, fileName = "", mypuzzles.FileName(name)
	}
	return s.store.Add(name, fileName, source, key)
}

// keepEdit records an edit of the editor's text (edit) and keeps My
// puzzles.
func (c *session) keepEdit(ctx app.Context, before, text string) {
	c.mine.edit(c.m, before, text, time.Now())
	c.saveMine(ctx)
}

// edit records an edit of m's definition from before to text, made at
// now: the undo step, and the entry of My puzzles it goes to (a new one
// for a library puzzle).
func (s *mineState) edit(m *page.Model, before, text string, now time.Time) {
	if now.Sub(s.last) > historyPause {
		s.hist.Record(before)
	}
	s.last = now
	if _, ok := s.store.Get(s.id); !ok {
		e := s.newEntry(m, m.Key, m.FileName, text)
		s.id = e.ID
		if e.From != m.Key || e.FileName != m.FileName {
			// Another definition in place of the library puzzle: the
			// page no longer calls it an edit of that puzzle.
			m.Key = e.From
			m.Rename(e.FileName)
		}
	} else {
		s.store.Update(s.id, text)
	}
	s.name(m)
}

// openMine puts an entry of My puzzles in the editor (open), which
// reloads the editor, the address and the board.
func (c *session) openMine(ctx app.Context, id string) {
	if err := c.mine.open(c.m, id); err != nil {
		c.notice = err.Error()
		return
	}
	c.saveDefinition(ctx)
	c.loadEditor(ctx)
	c.syncURL()
	c.changedAll()
}

// open makes entry id of My puzzles m's definition, with a fresh undo;
// mypuzzles.ErrNotFound if there is no such entry.
func (s *mineState) open(m *page.Model, id string) error {
	e, ok := s.store.Get(id)
	if !ok {
		return mypuzzles.ErrNotFound
	}
	if err := m.SetSource(e.FileName, e.Source); err != nil {
		return err
	}
	m.Key = e.From
	m.Edited = true
	s.id = id
	s.name(m)
	s.hist.Reset()
	m.Index = 0
	return nil
}

// setEditorText replaces the editor's text as an edit (undo, redo).
func (c *session) setEditorText(ctx app.Context, text string) {
	c.m.SetSource("", text)
	if c.mine.id != "" {
		c.mine.store.Update(c.mine.id, text)
		c.saveMine(ctx)
	}
	c.saveDefinition(ctx)
	c.loadEditor(ctx)
	c.syncURL()
	c.changedAll()
}

// minePage is what My puzzles' list asks of the rest of the page
// (mine.Page).
type minePage struct{ s *session }

// Mine returns My puzzles and the entry in the editor.
func (p minePage) Mine() (*mypuzzles.Store, string) { return &p.s.mine.store, p.s.mine.id }

// Open puts entry id into the editor.
func (p minePage) Open(ctx app.Context, id string) { p.s.openMine(ctx, id) }

// New starts a new entry of My puzzles with the definition text, kept
// in the browser, and opens it in the puzzle tab.
func (p minePage) New(ctx app.Context, text string) {
	s := p.s
	en := s.mine.store.Add(mypuzzles.Default, "my-puzzle.txt", text, "")
	s.saveMine(ctx)
	s.openMine(ctx, en.ID)
	s.tab = tabPuzzle
	s.changedAll()
}

// Rename renames the entry in the editor, kept in the browser.
func (p minePage) Rename(ctx app.Context, name string) error {
	s := p.s
	if err := s.mine.store.Rename(s.mine.id, name); err != nil {
		return err
	}
	s.mine.name(s.m)
	s.saveMine(ctx)
	s.puzzleStore.changed()
	s.pageStore.changed()
	return nil
}

// Delete deletes entry id from My puzzles, kept in the browser, and
// says so.
func (p minePage) Delete(ctx app.Context, id string) {
	s := p.s
	gone, _ := s.mine.store.Get(id)
	s.mine.store.Delete(id)
	s.saveMine(ctx)
	if s.mine.id == id {
		s.mine.id = ""
	}
	s.mine.name(s.m)
	s.notice = fmt.Sprintf("%q deleted.", gone.Name)
	s.puzzleStore.changed()
	s.pageStore.changed()
}
