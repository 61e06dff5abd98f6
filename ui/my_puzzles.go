package ui

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/control"
	"polyplay/ui/mypuzzles"
	"polyplay/ui/state"
)

// myPuzzles is My puzzles in the puzzle tab: the person's own
// definitions kept in the browser (the session's mineState), the one in
// the editor named and deleted here, and a new one started from a
// template.
type myPuzzles struct {
	app.Compo
	s *session
	// Entry is the entry in the editor.
	Entry string

	// deleting is the entry whose deletion awaits confirmation; err
	// the last renaming's error. Both are dropped when another entry
	// comes into the editor.
	deleting, err string
	entry         string
}

// OnMount observes the stores My puzzles reads (puzzleStore and
// pageStore): the puzzle in the editor and My puzzles.
func (c *myPuzzles) OnMount(ctx app.Context) {
	state.Observe(ctx, nil, nil, &c.s.puzzleStore.Store, &c.s.pageStore.Store)
}

// OnUpdate drops the question and the error of an entry that left the
// editor.
func (c *myPuzzles) OnUpdate(ctx app.Context) {
	if c.Entry != c.entry {
		c.entry, c.deleting, c.err = c.Entry, "", ""
	}
}

// onNewPuzzle starts a new entry of My puzzles from a small template.
// (A puzzle designer can take over this button.)
func (c *myPuzzles) onNewPuzzle(ctx app.Context, e app.Event) {
	en := c.s.mine.store.Add(mypuzzles.Default, "my-puzzle.txt", newPuzzleTemplate, "")
	c.s.saveMine(ctx)
	c.s.openMine(ctx, en.ID)
	c.s.tab = tabPuzzle
	c.s.changedAll()
}

// Render draws My puzzles: the entries, and for the one in the editor
// its name and deletion (which asks first).
func (c *myPuzzles) Render() app.UI {
	counted("myPuzzles")
	var items []app.UI
	for _, e := range c.s.mine.store.Entries {
		e := e
		cur := e.ID == c.s.mine.id && c.s.m.Edited
		items = append(items, app.Li().Body(
			app.Button().Type("button").Class("link").Attr("aria-current", boolText(cur)).Text(e.Name).
				OnClick(func(ctx app.Context, ev app.Event) {
					c.deleting, c.err = "", ""
					c.s.openMine(ctx, e.ID)
				}),
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
	if e, ok := c.s.mine.store.Get(c.s.mine.id); ok && c.s.m.Edited {
		body = append(body, c.renderEntry(e))
	}
	return app.Div().ID("mine").Class("mine").Body(body...)
}

// renderEntry draws the name and the delete button of the entry in
// the editor.
func (c *myPuzzles) renderEntry(e mypuzzles.Entry) app.UI {
	var errEl app.UI
	desc := "mine-name-help"
	if c.err != "" {
		errEl = app.P().ID("mine-name-error").Class("field-error").Role("alert").Text(c.err)
		desc += " mine-name-error"
	}
	row := []app.UI{
		app.Label().For("mine-name").Text("Name"),
		app.Input().Type("text").ID("mine-name").Value(e.Name).MaxLength(mypuzzles.MaxName).Attr("aria-describedby", desc).
			OnChange(func(ctx app.Context, ev app.Event) {
				// The entry in the editor when the event comes (not the
				// one of the rendering that made the handler).
				if err := c.s.mine.store.Rename(c.s.mine.id, control.Of(ctx).Value); err != nil {
					c.err = err.Error()
					return
				}
				c.err = ""
				c.s.mine.name(c.s.m)
				c.s.saveMine(ctx)
				c.s.puzzleStore.changed()
				c.s.pageStore.changed()
			}),
	}
	if c.deleting == e.ID {
		row = append(row,
			app.Span().ID("delete-question").Role("alert").Text(fmt.Sprintf("Delete %q for good?", e.Name)),
			app.Button().Type("button").ID("delete-yes").Class("small danger").Text("Delete").
				OnClick(func(ctx app.Context, ev app.Event) {
					gone, _ := c.s.mine.store.Get(c.deleting)
					c.s.mine.store.Delete(c.deleting)
					c.s.saveMine(ctx)
					if c.s.mine.id == c.deleting {
						c.s.mine.id = ""
					}
					c.deleting = ""
					c.s.mine.name(c.s.m)
					c.s.notice = fmt.Sprintf("%q deleted.", gone.Name)
					c.s.puzzleStore.changed()
					c.s.pageStore.changed()
				}),
			app.Button().Type("button").ID("delete-no").Class("small").Text("Keep it").
				OnClick(func(ctx app.Context, ev app.Event) { c.deleting = "" }),
		)
	} else {
		row = append(row, app.Button().Type("button").ID("delete-puzzle").Class("small").Text("Delete…").
			OnClick(func(ctx app.Context, ev app.Event) { c.deleting = c.s.mine.id }))
	}
	from := "Kept in this browser."
	if le, ok := c.s.m.Entry(e.From); ok {
		from = fmt.Sprintf("Made from %s; kept in this browser. Pick the library puzzle for the original.", le.Title)
	}
	return app.Div().Class("mine-entry").Body(
		app.Div().Class("mine-row").Body(row...),
		app.P().ID("mine-name-help").Class("help").Text(strings.TrimSpace(from)),
		errEl,
	)
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
