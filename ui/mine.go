package ui

import (
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/mypuzzles"
	"polyplay/ui/storage"
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

// loadMine reads My puzzles from local storage, keeping the single edited
// definition of earlier versions as an entry.
func (c *session) loadMine(ctx app.Context) {
	var s mypuzzles.Store
	if err := storage.Get(mineKey, &s); err == nil {
		c.mine.store = s
	}
	if len(c.mine.store.Entries) == 0 && c.mine.store.Next == 0 {
		if old := savedDefinition(); old != nil {
			c.newEntry(old.Key, old.FileName, old.Source)
			c.saveMine(ctx)
		}
	}
	// The definition in the editor (from the address) is the entry that
	// holds the same text, if one does.
	if c.m.Edited {
		for _, e := range c.mine.store.Entries {
			if e.Source == c.m.Source {
				c.mine.id = e.ID
			}
		}
	}
	c.nameEntry()
}

// saveMine writes My puzzles to local storage.
func (c *session) saveMine(ctx app.Context) {
	if err := storage.Set(mineKey, c.mine.store); err != nil {
		c.notice = "could not keep your puzzles in this browser: " + err.Error()
	}
}

// mineName is the name of the My puzzles entry in the editor, "" if
// none.
func (c *session) mineName() string {
	if c.mine.id == "" {
		return ""
	}
	e, _ := c.mine.store.Get(c.mine.id)
	return e.Name
}

// nameEntry gives the model the name of the entry in the editor, after
// any change of the entry or its name: the board and the runs name an
// entry as the person did.
func (c *session) nameEntry() { c.m.Name = c.mineName() }

// newEntry keeps source as a new entry of My puzzles, made in place of
// library puzzle key ("" if none), named by mypuzzles.NewName. An edit
// of the library puzzle remembers it (Entry.From) and keeps its file
// name; another definition pasted in its place is the person's own, with
// a file name after its own name.
func (c *session) newEntry(key, fileName, source string) mypuzzles.Entry {
	e, ok := c.m.Entry(key)
	name := mypuzzles.NewName(source, e.Title, e.Source)
	if ok && !mypuzzles.EditOf(source, e.Source) {
		key, fileName = "", mypuzzles.FileName(name)
	}
	return c.mine.store.Add(name, fileName, source, key)
}

// keepEdit records an edit of the editor's text: the undo step, and the
// entry of My puzzles it goes to (a new one for a library puzzle).
func (c *session) keepEdit(ctx app.Context, before, text string) {
	now := time.Now()
	if now.Sub(c.mine.last) > historyPause {
		c.mine.hist.Record(before)
	}
	c.mine.last = now
	if _, ok := c.mine.store.Get(c.mine.id); !ok {
		e := c.newEntry(c.m.Key, c.m.FileName, text)
		c.mine.id = e.ID
		if e.From != c.m.Key || e.FileName != c.m.FileName {
			// Another definition in place of the library puzzle: the
			// page no longer calls it an edit of that puzzle.
			c.m.Key = e.From
			c.m.SetSource(e.FileName, text)
		}
	} else {
		c.mine.store.Update(c.mine.id, text)
	}
	c.nameEntry()
	c.saveMine(ctx)
}

// openMine puts an entry of My puzzles in the editor.
func (c *session) openMine(ctx app.Context, id string) {
	e, ok := c.mine.store.Get(id)
	if !ok {
		c.notice = mypuzzles.ErrNotFound.Error()
		return
	}
	c.m.Key = e.From
	c.m.SetSource(e.FileName, e.Source)
	c.m.Edited = true
	c.mine.id = id
	c.nameEntry()
	c.mine.hist.Reset()
	c.m.Index = 0
	c.saveDefinition(ctx)
	c.loadEditor(ctx)
	c.syncURL()
	c.changed()
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
	c.changed()
}
