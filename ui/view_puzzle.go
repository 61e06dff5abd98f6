package ui

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/solver"
	"polyplay/ui/draw"
)

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
