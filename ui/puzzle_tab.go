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
	"polyplay/ui/mypuzzles"
	"polyplay/ui/page"
	"polyplay/ui/play"
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
	// m is the page model; observed the stores the tab reads; page the
	// rest of the page.
	m        *page.Model
	observed []*state.Store
	page     editorPage
}

// editorPage is what the Puzzle tab asks of the rest of the page: the
// editor's text and history, My puzzles, and what follows an edit.
type editorPage interface {
	// EditorText returns the text last put into the editor by the
	// program (not by typing).
	EditorText() string
	// History returns the editor's undo and redo.
	History() *mypuzzles.History
	// Typed keeps text, typed into the editor over before and taken by
	// the model: in My puzzles, the undo, the address.
	Typed(ctx app.Context, before, text string)
	// Refused says why text typed was refused and puts the definition
	// back into the editor.
	Refused(ctx app.Context, err error)
	// SetText puts text into the editor and the model (undo, redo).
	SetText(ctx app.Context, text string)
	// PuzzlePicked writes the puzzle picked among the file's into the
	// address and renders every component again.
	PuzzlePicked()
	// MineList returns My puzzles' list.
	MineList() app.UI
	// ReadFile reads the browser's File f and opens it.
	ReadFile(ctx app.Context, f app.Value)
}

// newPuzzleTab returns the Puzzle tab of session s: it observes
// puzzleStore and pageStore (the puzzle, the editor, My puzzles).
func newPuzzleTab(s *session) *puzzleTab {
	return &puzzleTab{
		m:        s.m,
		observed: []*state.Store{&s.puzzleStore.Store, &s.pageStore.Store},
		page:     puzzleSession{s},
	}
}

// OnMount observes the stores the puzzle tab reads.
func (c *puzzleTab) OnMount(ctx app.Context) {
	state.Observe(ctx, nil, nil, c.observed...)
}

// Render draws the puzzle tab: what the puzzle is, My puzzles, the
// designer's buttons and the definition editor.
func (c *puzzleTab) Render() app.UI {
	counted("puzzleTab")
	m := c.m

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
		c.page.MineList(),
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
	if len(parts) == 0 && e.Estimate > 0 {
		return fmt.Sprintf("Number of solutions: not known; estimated at %s in all, from %d runs of the coach's resampling estimate.",
			play.Range(e.Estimate, e.EstimateLow, e.EstimateHigh), e.EstimateRuns)
	}
	if len(parts) == 0 && e.AtLeast > 0 {
		return fmt.Sprintf("Number of solutions: not known; at least %s, found from the published solution.", figures.Thousands(e.AtLeast))
	}
	if len(parts) == 0 {
		return "Number of solutions: not known."
	}
	return "Known: " + strings.Join(parts, ", ") + "."
}

// renderEditor draws the definition editor: line numbers, the text, and
// the parse error as you type.
func (c *puzzleTab) renderEditor() app.UI {
	m := c.m
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
				app.Button().Type("button").ID("undo").Class("small").Disabled(!c.page.History().CanUndo()).
					Title("Undo the last edit").Text("↶ Undo").OnClick(c.onUndo),
				app.Button().Type("button").ID("redo").Class("small").Disabled(!c.page.History().CanRedo()).
					Title("Redo the edit undone").Text("↷ Redo").OnClick(c.onRedo),
			),
		),
		app.P().ID("definition-help").Class("help").Text("D: sets the box, C: or L: define pieces, ~D ends the puzzle. Errors show as you type; the puzzle is only solved when the definition is valid."),
		app.Div().Class("editor").Body(
			app.Div().ID(idGutter).Class("gutter").Attr("aria-hidden", "true").Body(nums...),
			app.Textarea().ID(idEditor).
				Attr("value", c.page.EditorText()).
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
	before, text := c.m.Source, control.Of(ctx).Value
	if err := c.m.SetSource("", text); err != nil {
		// Refused at once, with Open a file's words, before it is
		// parsed or kept: the editor shows the text before the edit.
		c.page.Refused(ctx, err)
		return
	}
	ctx.NewAction(actionTextEdited) // the designer, if open, redraws the text
	c.page.Typed(ctx, before, text)
}

func (c *puzzleTab) onEditorScroll(ctx app.Context, e app.Event) {
	widget.SyncScroll(ctx.JSSrc(), idGutter)
	ctx.PreventUpdate()
}

func (c *puzzleTab) onPuzzleIndex(ctx app.Context, e app.Event) {
	if i, err := strconv.Atoi(control.Of(ctx).Value); err == nil && i >= 0 && i < len(c.m.Puzzles) {
		c.m.Index = i
	}
	c.page.PuzzlePicked()
}
func (c *puzzleTab) onUndo(ctx app.Context, e app.Event) {
	if text, ok := c.page.History().Undo(c.m.Source); ok {
		c.page.SetText(ctx, text)
	}
}

func (c *puzzleTab) onRedo(ctx app.Context, e app.Event) {
	if text, ok := c.page.History().Redo(c.m.Source); ok {
		c.page.SetText(ctx, text)
	}
}

// puzzleSession answers the Puzzle tab from the session (editorPage).
type puzzleSession struct{ s *session }

// EditorText returns the text the program last put into the editor.
func (p puzzleSession) EditorText() string { return p.s.editorText }

// History returns the editor's undo and redo (My puzzles').
func (p puzzleSession) History() *mypuzzles.History { return &p.s.mine.hist }

// Typed keeps the text typed: in My puzzles and its undo, the edited
// definition kept, the address.
func (p puzzleSession) Typed(ctx app.Context, before, text string) {
	s := p.s
	s.editorText = text
	s.keepEdit(ctx, before, text)
	s.saveDefinition(ctx)
	s.syncURL()
	s.changedAll()
}

// Refused says err at the top of the page; the editor shows the
// definition before the edit.
func (p puzzleSession) Refused(ctx app.Context, err error) {
	s := p.s
	s.notice = err.Error()
	s.loadEditor(ctx)
	s.changedAll()
}

// SetText puts text into the editor and the model (session.setEditorText).
func (p puzzleSession) SetText(ctx app.Context, text string) { p.s.setEditorText(ctx, text) }

// PuzzlePicked writes the address and renders every component again.
func (p puzzleSession) PuzzlePicked() {
	p.s.syncURL()
	p.s.changedAll()
}

// MineList returns My puzzles' list (mine.List), minePage answering it.
func (p puzzleSession) MineList() app.UI {
	s := p.s
	return mine.NewList(s.mine.id, s.m, minePage{s}, &s.puzzleStore.Store, &s.pageStore.Store)
}

// ReadFile reads the browser's File f and opens it (session.readFile).
func (p puzzleSession) ReadFile(ctx app.Context, f app.Value) { p.s.readFile(ctx, f) }
