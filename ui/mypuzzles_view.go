package ui

import (
	"fmt"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/mypuzzles"
	"polyplay/ui/page"
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

// mineState is the Playground's My puzzles state.
type mineState struct {
	store mypuzzles.Store
	// id is the entry in the editor, "" for a library puzzle.
	id string
	// hist is the editor's undo and redo; last is when it last recorded.
	hist mypuzzles.History
	last time.Time
	// deleting is the entry whose deletion awaits confirmation.
	deleting string
	err      string
}

// loadMine reads My puzzles from local storage, keeping the single edited
// definition of earlier versions as an entry.
func (c *Playground) loadMine(ctx app.Context) {
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
func (c *Playground) saveMine(ctx app.Context) {
	if err := storage.Set(mineKey, c.mine.store); err != nil {
		c.notice = "could not keep your puzzles in this browser: " + err.Error()
	}
}

// mineName is the name of the My puzzles entry in the editor, "" if
// none.
func (c *Playground) mineName() string {
	if c.mine.id == "" {
		return ""
	}
	e, _ := c.mine.store.Get(c.mine.id)
	return e.Name
}

// nameEntry gives the model the name of the entry in the editor, after
// any change of the entry or its name: the board and the runs name an
// entry as the person did.
func (c *Playground) nameEntry() { c.m.Name = c.mineName() }

// newEntry keeps source as a new entry of My puzzles, made in place of
// library puzzle key ("" if none), named by mypuzzles.NewName. An edit
// of the library puzzle remembers it (Entry.From) and keeps its file
// name; another definition pasted in its place is the person's own, with
// a file name after its own name.
func (c *Playground) newEntry(key, fileName, source string) mypuzzles.Entry {
	e, ok := c.m.Entry(key)
	name := mypuzzles.NewName(source, e.Title, e.Source)
	if ok && !mypuzzles.EditOf(source, e.Source) {
		key, fileName = "", mypuzzles.FileName(name)
	}
	return c.mine.store.Add(name, fileName, source, key)
}

// keepEdit records an edit of the editor's text: the undo step, and the
// entry of My puzzles it goes to (a new one for a library puzzle).
func (c *Playground) keepEdit(ctx app.Context, before, text string) {
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
func (c *Playground) openMine(ctx app.Context, id string) {
	e, ok := c.mine.store.Get(id)
	if !ok {
		c.notice = mypuzzles.ErrNotFound.Error()
		return
	}
	c.m.Key = e.From
	c.m.SetSource(e.FileName, e.Source)
	c.m.Edited = true
	c.mine.id, c.mine.deleting, c.mine.err = id, "", ""
	c.nameEntry()
	c.mine.hist.Reset()
	c.m.Index = 0
	c.saveDefinition(ctx)
	c.loadEditor(ctx)
	c.syncURL()
}

// setEditorText replaces the editor's text as an edit (undo, redo).
func (c *Playground) setEditorText(ctx app.Context, text string) {
	c.m.SetSource("", text)
	if c.mine.id != "" {
		c.mine.store.Update(c.mine.id, text)
		c.saveMine(ctx)
	}
	c.saveDefinition(ctx)
	c.loadEditor(ctx)
	c.syncURL()
}

func (c *Playground) onUndo(ctx app.Context, e app.Event) {
	if text, ok := c.mine.hist.Undo(c.m.Source); ok {
		c.setEditorText(ctx, text)
	}
}

func (c *Playground) onRedo(ctx app.Context, e app.Event) {
	if text, ok := c.mine.hist.Redo(c.m.Source); ok {
		c.setEditorText(ctx, text)
	}
}

// newPuzzleTemplate is the definition a new puzzle starts from.
const newPuzzleTemplate = `# My puzzle: a 4x2 box and three pieces.
D:xDim=4:yDim=2:zDim=1
L
A A . B . C C C
. . . B . C . .
~L
~D
`

// onNewPuzzle starts a new entry of My puzzles from a small template.
// (A puzzle designer can take over this button.)
func (c *Playground) onNewPuzzle(ctx app.Context, e app.Event) {
	en := c.mine.store.Add(mypuzzles.Default, "my-puzzle.txt", newPuzzleTemplate, "")
	c.saveMine(ctx)
	c.openMine(ctx, en.ID)
	c.tab = tabPuzzle
}

// renderMine draws My puzzles in the puzzle tab: the entries, and for the
// one in the editor its name and deletion (which asks first).
func (c *Playground) renderMine() app.UI {
	var items []app.UI
	for _, e := range c.mine.store.Entries {
		e := e
		cur := e.ID == c.mine.id && c.m.Edited
		items = append(items, app.Li().Body(
			app.Button().Type("button").Class("link").Attr("aria-current", boolText(cur)).Text(e.Name).
				OnClick(func(ctx app.Context, ev app.Event) { c.openMine(ctx, e.ID) }),
		))
	}
	body := []app.UI{
		app.Div().Class("mine-head").Body(
			app.H3().ID("mine-title").Text("My puzzles"),
			app.Button().Type("button").ID("new-puzzle").Class("small").Text("New as text").Title("Start a new definition in the text editor below, from a template").OnClick(c.onNewPuzzle),
		),
	}
	if len(items) == 0 {
		body = append(body, app.P().ID("mine-empty").Class("help").Text("Edit a definition below, or paste one, and it is kept here under a name you can change."))
	} else {
		body = append(body, app.Ul().ID("mine-list").Class("mine-list").Attr("aria-labelledby", "mine-title").Body(items...))
	}
	if e, ok := c.mine.store.Get(c.mine.id); ok && c.m.Edited {
		body = append(body, c.renderMineEntry(e))
	}
	return app.Div().ID("mine").Class("mine").Body(body...)
}

// renderMineEntry draws the name and the delete button of the entry in
// the editor.
func (c *Playground) renderMineEntry(e mypuzzles.Entry) app.UI {
	var errEl app.UI
	desc := "mine-name-help"
	if c.mine.err != "" {
		errEl = app.P().ID("mine-name-error").Class("field-error").Role("alert").Text(c.mine.err)
		desc += " mine-name-error"
	}
	row := []app.UI{
		app.Label().For("mine-name").Text("Name"),
		app.Input().Type("text").ID("mine-name").Value(e.Name).MaxLength(mypuzzles.MaxName).Attr("aria-describedby", desc).
			OnChange(func(ctx app.Context, ev app.Event) {
				// The entry in the editor when the event comes (not the
				// one of the rendering that made the handler).
				if err := c.mine.store.Rename(c.mine.id, controlOf(ctx).Value); err != nil {
					c.mine.err = err.Error()
					return
				}
				c.mine.err = ""
				c.nameEntry()
				c.saveMine(ctx)
			}),
	}
	if c.mine.deleting == e.ID {
		row = append(row,
			app.Span().ID("delete-question").Role("alert").Text(fmt.Sprintf("Delete %q for good?", e.Name)),
			app.Button().Type("button").ID("delete-yes").Class("small danger").Text("Delete").
				OnClick(func(ctx app.Context, ev app.Event) {
					gone, _ := c.mine.store.Get(c.mine.deleting)
					c.mine.store.Delete(c.mine.deleting)
					c.saveMine(ctx)
					if c.mine.id == c.mine.deleting {
						c.mine.id = ""
					}
					c.mine.deleting = ""
					c.nameEntry()
					c.notice = fmt.Sprintf("%q deleted.", gone.Name)
				}),
			app.Button().Type("button").ID("delete-no").Class("small").Text("Keep it").
				OnClick(func(ctx app.Context, ev app.Event) { c.mine.deleting = "" }),
		)
	} else {
		row = append(row, app.Button().Type("button").ID("delete-puzzle").Class("small").Text("Delete…").
			OnClick(func(ctx app.Context, ev app.Event) { c.mine.deleting = c.mine.id }))
	}
	from := "Kept in this browser."
	if le, ok := c.m.Entry(e.From); ok {
		from = fmt.Sprintf("Made from %s; kept in this browser. Pick the library puzzle for the original.", le.Title)
	}
	return app.Div().Class("mine-entry").Body(
		app.Div().Class("mine-row").Body(row...),
		app.P().ID("mine-name-help").Class("help").Text(strings.TrimSpace(from)),
		errEl,
	)
}

// mineOptions are the picker's options for My puzzles.
func (c *Playground) mineOptions() []app.UI {
	var opts []app.UI
	for _, e := range c.mine.store.Entries {
		opts = append(opts, app.Option().Value(minePrefix+e.ID).Selected(c.m.Edited && e.ID == c.mine.id).Text(e.Name))
	}
	if c.m.Edited && c.mine.id == "" {
		opts = append(opts, app.Option().Value(page.CustomKey).Selected(true).Text("Edited definition"))
	}
	return opts
}
