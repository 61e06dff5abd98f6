package ui

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/def"
	"polyplay/solver"
	"polyplay/ui/control"
	"polyplay/ui/designer"
	"polyplay/ui/figures"
	"polyplay/ui/mine"
	"polyplay/ui/page"
	"polyplay/ui/region"
	"polyplay/ui/state"
	"polyplay/ui/widget"
)

// puzzleTab is the side panel's Puzzle tab: what the puzzle is, My
// puzzles (mine.List), the designer's buttons and the definition editor
// with its line numbers, its error as the person types, undo and redo,
// and the choice of a puzzle among several in one file.
type puzzleTab struct {
	app.Compo
	s *session
}

// OnMount observes the stores the puzzle tab reads (puzzleStore and
// pageStore): the puzzle, the editor, My puzzles.
func (c *puzzleTab) OnMount(ctx app.Context) {
	state.Observe(ctx, nil, nil, &c.s.puzzleStore.Store, &c.s.pageStore.Store)
}

// Render draws the puzzle tab: what the puzzle is, My puzzles, the
// designer's buttons and the definition editor.
func (c *puzzleTab) Render() app.UI {
	counted("puzzleTab")
	m := c.s.m

	var about []app.UI
	switch e, ok := m.Entry(m.Key); {
	case ok && !m.Edited:
		about = append(about,
			app.P().Class("desc").Text(e.Description),
			app.P().Class("known").Text(knownCounts(e)))
	case ok:
		about = append(about, app.P().Class("edited").Text(
			fmt.Sprintf("Your edited copy of %s, kept in My puzzles below.", e.Title)))
	default:
		about = append(about, app.P().Class("edited").Text("Your own definition is kept in this browser."))
	}

	return panelSection("puzzle", "Puzzle",
		app.Div().Class("about").Body(about...),
		mine.NewList(c.s.mine.id, c.s.m, minePage{c.s}, &c.s.puzzleStore.Store, &c.s.pageStore.Store),
		designer.Buttons(), // "New puzzle" and "Edit as drawing" (ui/designer)
		c.renderEditor(),
	)
}

// knownCounts describes a library entry's known solution counts.
func knownCounts(e def.Entry) string {
	var parts []string
	if e.Solutions > 0 {
		parts = append(parts, figures.Count(e.Solutions, "solution")+" up to rotation (with -r)")
	}
	if e.AllSolutions > 0 {
		parts = append(parts, figures.Thousands(e.AllSolutions)+" in all")
	}
	if len(parts) == 0 {
		return "Number of solutions: not known."
	}
	return "Known: " + strings.Join(parts, ", ") + "."
}

// renderEditor draws the definition editor: line numbers, the text, and
// the parse error as you type.
func (c *puzzleTab) renderEditor() app.UI {
	m := c.s.m
	errLine, errCol := m.ErrorPos()
	nums := lineNumbers(strings.Count(m.Source, "\n")+1, errLine)

	var status app.UI
	if m.Err != nil {
		msg := m.Err.Error()
		if errLine > 0 {
			msg = fmt.Sprintf("Line %d, column %d: %s", errLine, errCol, strings.TrimPrefix(msg, fmt.Sprintf("%s:%d:%d: ", m.FileName, errLine, errCol)))
		}
		status = app.P().ID(idDefError).Class("def-status bad").Role("alert").Body(
			app.Strong().Text("Error. "), app.Text(msg),
		)
	} else {
		status = app.P().ID(idDefError).Class("def-status ok").Attr("aria-live", "polite").Text(puzzleSummary(m.Problem()))
	}

	var pick app.UI
	if len(m.Puzzles) > 1 {
		var opts []app.UI
		for i, p := range m.Puzzles {
			opts = append(opts, app.Option().Value(strconv.Itoa(i)).Selected(i == m.Index).
				Text(fmt.Sprintf("%d. %s (line %d)", i+1, p.Name, p.Line)))
		}
		pick = app.Div().Class("field").Body(
			app.Label().For("puzzle-index").Text("Puzzle in this file"),
			app.Select().ID("puzzle-index").OnChange(c.onPuzzleIndex).Body(opts...),
		)
	}

	return app.Div().Class("editor-block").Body(
		app.Div().Class("editor-head").Body(
			app.Label().For(idEditor).Text("Definition (polycube format)"),
			app.Span().Class("editor-tools").Body(
				c.openFileButton(),
				app.Button().Type("button").ID("undo").Class("small").Disabled(!c.s.mine.hist.CanUndo()).
					Title("Undo the last edit").Text("↶ Undo").OnClick(c.onUndo),
				app.Button().Type("button").ID("redo").Class("small").Disabled(!c.s.mine.hist.CanRedo()).
					Title("Redo the edit undone").Text("↷ Redo").OnClick(c.onRedo),
			),
		),
		app.P().ID("definition-help").Class("help").Text("D: sets the box, C: or L: define pieces, ~D ends the puzzle. Errors show as you type; the puzzle is only solved when the definition is valid."),
		app.Div().Class("editor").Body(
			app.Div().ID(idGutter).Class("gutter").Attr("aria-hidden", "true").Body(nums...),
			app.Textarea().ID(idEditor).
				Attr("value", c.s.editorText).
				Attr("wrap", "off").
				Spellcheck(false).
				Attr("autocomplete", "off").
				Attr("autocapitalize", "off").
				Attr("aria-describedby", "definition-help "+idDefError+" "+idDefNotes).
				Attr("aria-invalid", strconv.FormatBool(m.Err != nil)).
				Rows(16).
				OnInput(c.onEdit).
				OnScroll(c.onEditorScroll),
		),
		status,
		definitionNotes(m),
		pick,
	)
}

// definitionNotes draws the notes on the selected puzzle's definition
// (def.Note: a piece in several parts, pieces of one shape) under its
// summary, each at its line and column as an error is: legal, so the
// puzzle is still solved, but often a slip.
// lineNumbers draws the editor's line numbers from 1 to lines, errLine's
// (if any) marked: the runs of numbers before and after it each one
// block of text, so that a text of many lines is a few elements, not
// one a line.
func lineNumbers(lines, errLine int) []app.UI {
	run := func(from, to int) app.UI {
		var b strings.Builder
		for i := from; i <= to; i++ {
			if i > from {
				b.WriteByte('\n')
			}
			b.WriteString(strconv.Itoa(i))
		}
		return app.Div().Class("lns").Text(b.String())
	}
	if errLine < 1 || errLine > lines {
		return []app.UI{run(1, lines)}
	}
	var out []app.UI
	if errLine > 1 {
		out = append(out, run(1, errLine-1))
	}
	out = append(out, app.Div().Class("ln err").Text(strconv.Itoa(errLine)))
	if errLine < lines {
		out = append(out, run(errLine+1, lines))
	}
	return out
}

func definitionNotes(m *page.Model) app.UI {
	var items []app.UI
	if m.Err == nil && m.Index < len(m.Puzzles) {
		for _, n := range m.Puzzles[m.Index].Notes {
			items = append(items, app.P().Class("def-status note").Body(
				app.Strong().Text("Note. "), app.Text(fmt.Sprintf("Line %d, column %d: %s.", n.Line, n.Col, n.Msg)),
			))
		}
	}
	return app.Div().ID(idDefNotes).Attr("aria-live", "polite").Body(items...)
}

// puzzleSummary describes a valid puzzle in one line, in a person's
// words (region.Summary); "" for none.
func puzzleSummary(p *solver.Problem) string {
	if p == nil {
		return ""
	}
	return "Valid: " + region.Summary(p) + "."
}

func (c *puzzleTab) onEdit(ctx app.Context, e app.Event) {
	before, text := c.s.m.Source, control.Of(ctx).Value
	if err := c.s.m.SetSource("", text); err != nil {
		// Refused at once, with Open a file's words, before it is
		// parsed or kept: the editor shows the text before the edit.
		c.s.notice = err.Error()
		c.s.loadEditor(ctx)
		c.s.changedAll()
		return
	}
	c.s.editorText = text
	c.s.keepEdit(ctx, before, text)
	ctx.NewAction(actionTextEdited) // the designer, if open, redraws the text
	c.s.saveDefinition(ctx)
	c.s.syncURL()
	c.s.changedAll()
}

func (c *puzzleTab) onEditorScroll(ctx app.Context, e app.Event) {
	widget.SyncScroll(ctx.JSSrc(), idGutter)
	ctx.PreventUpdate()
}

func (c *puzzleTab) onPuzzleIndex(ctx app.Context, e app.Event) {
	if i, err := strconv.Atoi(control.Of(ctx).Value); err == nil && i >= 0 && i < len(c.s.m.Puzzles) {
		c.s.m.Index = i
	}
	c.s.syncURL()
	c.s.changedAll()
}
func (c *puzzleTab) onUndo(ctx app.Context, e app.Event) {
	if text, ok := c.s.mine.hist.Undo(c.s.m.Source); ok {
		c.s.setEditorText(ctx, text)
	}
}

func (c *puzzleTab) onRedo(ctx app.Context, e app.Event) {
	if text, ok := c.s.mine.hist.Redo(c.s.m.Source); ok {
		c.s.setEditorText(ctx, text)
	}
}
