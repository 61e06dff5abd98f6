package ui

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/page"
)

// The puzzle panel's events: picking a puzzle, editing its definition.

func (c *Playground) onPick(ctx app.Context, e app.Event) {
	key := controlOf(ctx).Value
	if id, ok := strings.CutPrefix(key, minePrefix); ok {
		c.openMine(ctx, id)
		return
	}
	c.mine.id = ""
	c.nameEntry()
	c.mine.hist.Reset()
	if key == page.CustomKey {
		if s := savedDefinition(); s != nil {
			c.m.Key = s.Key
			c.m.SetSource(s.FileName, s.Source)
		}
	} else if err := c.m.LoadEntry(key); err != nil {
		c.notice = err.Error()
		return
	}
	c.m.Index = 0
	c.loadEditor(ctx)
	ctx.NewAction(actionTextEdited) // the designer, if open, draws the puzzle picked
	c.syncURL()
}

func (c *Playground) onEdit(ctx app.Context, e app.Event) {
	before, text := c.m.Source, controlOf(ctx).Value
	c.m.SetSource("", text)
	c.editorText = text
	c.keepEdit(ctx, before, text)
	ctx.NewAction(actionTextEdited) // the designer, if open, redraws the text
	c.saveDefinition(ctx)
	c.syncURL()
}

func (c *Playground) onEditorScroll(ctx app.Context, e app.Event) {
	syncScroll(ctx.JSSrc(), idGutter)
	ctx.PreventUpdate()
}

func (c *Playground) onPuzzleIndex(ctx app.Context, e app.Event) {
	if i, err := strconv.Atoi(controlOf(ctx).Value); err == nil && i >= 0 && i < len(c.m.Puzzles) {
		c.m.Index = i
	}
	c.syncURL()
}
