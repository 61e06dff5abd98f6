package ui

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/def"
	"polyplay/solver"
	"polyplay/ui/draw"
	"polyplay/ui/figures"
)

// renderPicker draws the puzzle picker of the top bar: the library, one
// option group per library group in library order, and the person's own
// definition.
func (c *Playground) renderPicker() app.UI {
	m := c.m
	// The picker: one option group per library group, in library order.
	var groups []app.UI
	var cur string
	var opts []app.UI
	flush := func() {
		if cur != "" {
			groups = append(groups, app.OptGroup().Label(cur).Body(opts...))
		}
		opts = nil
	}
	for _, e := range m.Entries {
		if e.Group != cur {
			flush()
			cur = e.Group
		}
		label := e.Title
		if e.Solutions > 0 {
			label += fmt.Sprintf(" (%s solutions)", figures.Thousands(e.Solutions))
		}
		opts = append(opts, app.Option().Value(e.Key).Selected(!m.Edited && m.Key == e.Key).Text(label))
	}
	flush()
	if mine := c.mineOptions(); len(mine) > 0 {
		groups = append(groups, app.OptGroup().Label("My puzzles").Body(mine...))
	}
	return app.Div().Class("pp-pick").Body(
		app.Label().For(idPuzzleSelect).Text("Puzzle"),
		app.Select().ID(idPuzzleSelect).OnChange(c.onPick).Body(groups...),
		// The designer, findable from the first screen at every size
		// (its other buttons are in the panel's Puzzle tab).
		app.Button().Type("button").ID("designer-top").Class("draw").
			Attr("aria-label", "Draw a new puzzle (the designer)").Title("Draw a new puzzle: the region and the pieces").
			Text("✎ Draw").
			OnClick(func(ctx app.Context, e app.Event) { ctx.NewActionWithValue(actionDesignerOpen, true) }),
	)
}

// renderPuzzle draws the puzzle tab: what the puzzle is and the
// definition editor.
func (c *Playground) renderPuzzle() app.UI {
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
		&myPuzzles{session: c.session, Rev: c.rev, Entry: c.mine.id},
		designerButtons(), // "New puzzle" and "Edit as drawing" (designer_view.go)
		c.renderEditor(),
	)
}

// knownCounts describes a library entry's known solution counts.
func knownCounts(e def.Entry) string {
	var parts []string
	if e.Solutions > 0 {
		parts = append(parts, figures.Thousands(e.Solutions)+" solutions up to rotation (with -r)")
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
func (c *Playground) renderEditor() app.UI {
	m := c.m
	lines := strings.Count(m.Source, "\n") + 1
	errLine, errCol := m.ErrorPos()
	nums := make([]app.UI, lines)
	for i := range nums {
		cls := "ln"
		if i+1 == errLine {
			cls = "ln err"
		}
		nums[i] = app.Div().Class(cls).Text(strconv.Itoa(i + 1))
	}

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
		status = app.P().ID(idDefError).Class("def-status ok").Attr("aria-live", "polite").Text(c.summary())
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
				app.Button().Type("button").ID("undo").Class("small").Disabled(!c.mine.hist.CanUndo()).
					Title("Undo the last edit").Text("↶ Undo").OnClick(c.onUndo),
				app.Button().Type("button").ID("redo").Class("small").Disabled(!c.mine.hist.CanRedo()).
					Title("Redo the edit undone").Text("↷ Redo").OnClick(c.onRedo),
			),
		),
		app.P().ID("definition-help").Class("help").Text("D: sets the box, C: or L: define pieces, ~D ends the puzzle. Errors show as you type; the puzzle is only solved when the definition is valid."),
		app.Div().Class("editor").Body(
			app.Div().ID(idGutter).Class("gutter").Attr("aria-hidden", "true").Body(nums...),
			app.Textarea().ID(idEditor).
				Attr("value", c.editorText).
				Attr("wrap", "off").
				Spellcheck(false).
				Attr("autocomplete", "off").
				Attr("autocapitalize", "off").
				Attr("aria-describedby", "definition-help "+idDefError).
				Attr("aria-invalid", strconv.FormatBool(m.Err != nil)).
				Rows(16).
				OnInput(c.onEdit).
				OnScroll(c.onEditorScroll),
		),
		status,
		pick,
	)
}

// summary describes a valid puzzle in one line.
func (c *Playground) summary() string {
	p := c.m.Problem()
	if p == nil {
		return ""
	}
	mobile, cells, stationary := 0, 0, 0
	for _, pc := range p.Pieces {
		if pc.Stationary {
			stationary++
			continue
		}
		mobile++
		cells += len(pc.Cells)
	}
	dims := fmt.Sprintf("%d×%d", p.XDim, p.YDim)
	if p.ZDim > 1 {
		dims += fmt.Sprintf("×%d", p.ZDim)
	}
	s := fmt.Sprintf("Valid: %s box, %d pieces covering %d cells", dims, mobile, cells)
	if stationary > 0 {
		s += fmt.Sprintf(", %d stationary", stationary)
	}
	if p.OneSided {
		s += ", one-sided"
	}
	return s + "."
}

// renderPreview draws the selected puzzle's region on the board.
func (c *Playground) renderPreview() app.UI {
	p := c.m.Problem()
	if p == nil {
		// Say what is wrong: a new drawing without pieces yet reads
		// "... on line 1: the puzzle has no pieces".
		msg := "The definition has an error"
		if line, _ := c.m.ErrorPos(); line > 0 {
			msg += fmt.Sprintf(" on line %d", line)
		}
		if why := c.m.ErrorText(); why != "" {
			msg += ": " + why
		}
		msg += ". Fix it to see the puzzle."
		return app.Div().ID("preview-section").Class("preview").Body(
			app.P().ID("stage-error").Class("def-status bad").Body(
				app.Text(msg+" "),
				app.Button().Type("button").ID("show-definition").Class("small").Text("Show the definition").
					OnClick(func(ctx app.Context, e app.Event) {
						c.tab, c.panelClosed = tabPuzzle, false
						ctx.Defer(func(app.Context) { focusElement(idEditor) })
					}),
			))
	}
	pal := c.palette(p)
	key := fmt.Sprintf("region:%p", p)
	region := c.cachedSVG(key, func() string {
		g := draw.RegionGrid(p)
		return g.SVG(pal, draw.SVGOptions{Title: regionTitle(p), Class: "board", LayerCaptions: true, CellPixels: g.FitCells(540, 8, 40)})
	})
	return app.Div().ID("preview-section").Class("preview").Body(
		app.Div().Class("board-wrap").Body(app.Raw(region)),
	)
}

// renderPieces draws the puzzle's pieces, under the board before solving.
func (c *Playground) renderPieces() app.UI {
	p := c.m.Problem()
	if p == nil {
		return nil
	}
	pal := c.palette(p)
	var pieces []app.UI
	for i, pc := range p.Pieces {
		if pc.Stationary {
			continue
		}
		pc := pc
		title := fmt.Sprintf("Piece %s, %d cells", pc.Name, len(pc.Cells))
		var body []app.UI
		if p.ZDim > 1 {
			// 3-D pieces: a picture in 3-D above the exact layers.
			body = append(body, app.Raw(c.cachedSVG(fmt.Sprintf("piece3d:%p:%d", p, i), func() string {
				svg, err := draw.PieceSVG3D(pc, pal.Colour(pc.Name), title+", in 3-D", 72, 60)
				if err != nil {
					return "<span></span>"
				}
				return svg
			})))
			title += ", as layers"
		}
		body = append(body,
			app.Raw(c.cachedSVG(fmt.Sprintf("piece:%p:%d", p, i), func() string {
				return draw.PieceGrid(pc).SVG(pal, draw.SVGOptions{Title: title, Class: "piece-svg", CellPixels: 11})
			})),
			app.Span().Class("piece-name").Text(pc.Name),
		)
		pieces = append(pieces, app.Li().Class("piece").Body(body...))
	}
	return app.Ul().ID("pieces").Class("pieces").Attr("aria-label", fmt.Sprintf("The %d pieces", len(pieces))).TabIndex(0).Body(pieces...)
}

// regionTitle describes the region for screen readers.
func regionTitle(p *solver.Problem) string {
	if p.ZDim > 1 {
		return fmt.Sprintf("The %d×%d×%d box, drawn as %d layers side by side", p.XDim, p.YDim, p.ZDim, p.ZDim)
	}
	return fmt.Sprintf("The %d×%d region", p.XDim, p.YDim)
}
