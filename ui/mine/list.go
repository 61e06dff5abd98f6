// Package mine draws My puzzles in the puzzle tab (List): the person's
// own definitions kept in the browser (package ui/mypuzzles keeps
// them), the one in the editor named and deleted here, and a new one
// started from a template. What the list does to the page (an entry
// opened, renamed, deleted; a new one) it asks of the page (Page).
package mine

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/control"
	"polyplay/ui/mypuzzles"
	"polyplay/ui/page"
	"polyplay/ui/state"
	"polyplay/ui/widget"
)

// Page is what the list asks of the rest of the page: My puzzles as they
// are now, and the changes made to them, which the page keeps in the
// browser and shows everywhere.
type Page interface {
	// Mine returns My puzzles and the entry in the editor ("" for a
	// library puzzle).
	Mine() (s *mypuzzles.Store, editing string)
	// Open puts entry id into the editor.
	Open(ctx app.Context, id string)
	// New starts a new entry with the definition text and opens it.
	New(ctx app.Context, text string)
	// Rename renames the entry in the editor.
	Rename(ctx app.Context, name string) error
	// Delete deletes entry id, saying so.
	Delete(ctx app.Context, id string)
}

// List is My puzzles in the puzzle tab.
type List struct {
	app.Compo
	// Entry is the entry in the editor.
	Entry string

	// m is the page model (its definition edited or not, the library's
	// titles); observed the stores the list reads (the puzzle in the
	// editor, My puzzles); page the rest of the page.
	m        *page.Model
	observed []*state.Store
	page     Page

	// deleting is the entry whose deletion awaits confirmation; err
	// the last renaming's error. Both are dropped when another entry
	// comes into the editor.
	deleting, err string
	entry         string
}

// NewList returns My puzzles with entry in the editor, on the page
// model m, rendered again when one of observed changes.
func NewList(entry string, m *page.Model, p Page, observed ...*state.Store) *List {
	return &List{Entry: entry, m: m, page: p, observed: observed}
}

// OnMount observes the stores the list reads.
func (c *List) OnMount(ctx app.Context) {
	state.Observe(ctx, nil, nil, c.observed...)
}

// OnUpdate drops the question and the error of an entry that left the
// editor.
func (c *List) OnUpdate(ctx app.Context) {
	if c.Entry != c.entry {
		c.entry, c.deleting, c.err = c.Entry, "", ""
	}
}

// onNewPuzzle starts a new entry of My puzzles from a small template.
// (A puzzle designer can take over this button.)
func (c *List) onNewPuzzle(ctx app.Context, e app.Event) {
	c.page.New(ctx, newPuzzleTemplate)
}

// Render draws My puzzles: the entries, and for the one in the editor
// its name and deletion (which asks first).
func (c *List) Render() app.UI {
	widget.Counted("myPuzzles")
	store, editing := c.page.Mine()
	var items []app.UI
	for _, e := range store.Entries {
		e := e
		cur := e.ID == editing && c.m.Edited
		items = append(items, app.Li().Body(
			app.Button().Type("button").Class("link").Attr("aria-current", widget.BoolText(cur)).Text(e.Name).
				OnClick(func(ctx app.Context, ev app.Event) {
					c.deleting, c.err = "", ""
					c.page.Open(ctx, e.ID)
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
	if e, ok := store.Get(editing); ok && c.m.Edited {
		body = append(body, c.renderEntry(e))
	}
	return app.Div().ID("mine").Class("mine").Body(body...)
}

// renderEntry draws the name and the delete button of the entry in
// the editor.
func (c *List) renderEntry(e mypuzzles.Entry) app.UI {
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
				if err := c.page.Rename(ctx, control.Of(ctx).Value); err != nil {
					c.err = err.Error()
					return
				}
				c.err = ""
			}),
	}
	if c.deleting == e.ID {
		row = append(row,
			app.Span().ID("delete-question").Role("alert").Text(fmt.Sprintf("Delete %q for good?", e.Name)),
			app.Button().Type("button").ID("delete-yes").Class("small danger").Text("Delete").
				OnClick(func(ctx app.Context, ev app.Event) {
					id := c.deleting
					c.deleting = ""
					c.page.Delete(ctx, id)
				}),
			app.Button().Type("button").ID("delete-no").Class("small").Text("Keep it").
				OnClick(func(ctx app.Context, ev app.Event) { c.deleting = "" }),
		)
	} else {
		row = append(row, app.Button().Type("button").ID("delete-puzzle").Class("small").Text("Delete…").
			OnClick(func(ctx app.Context, ev app.Event) { _, c.deleting = c.page.Mine() }))
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

// newPuzzleTemplate is the definition a new puzzle starts from.
const newPuzzleTemplate = `# My puzzle: a 4x2 box and three pieces.
D:xDim=4:yDim=2:zDim=1
L
A A . B . C C C
. . . B . C . .
~L
~D
`
