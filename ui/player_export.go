package ui

// The PolyPlayer's exports: the animation as SVG, the view as PNG.

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// fileBase is the base of export file names (player.Show.FileBase).
func (c *PolyPlayer) fileBase() string { return c.Show.FileBase() }

// SVG returns the animation as a self-contained animated SVG document
// (player.Show.SVG).
func (c *PolyPlayer) SVG() (string, error) { return c.Show.SVG(c.pl, c.cols) }

func (c *PolyPlayer) onSVG(ctx app.Context, e app.Event) {
	ctx.PreventUpdate()
	doc, err := c.SVG()
	if err != nil {
		c.showNotice(err.Error())
		return
	}
	download(c.fileBase()+".svg", "image/svg+xml", []byte(doc))
	c.showNotice("Saved " + c.fileBase() + ".svg")
}

func (c *PolyPlayer) onPNG(ctx app.Context, e app.Event) {
	ctx.PreventUpdate()
	id := c.id("board")
	if c.view == View3D {
		id = c.id("3d")
	}
	savePNG(app.Window().GetElementByID(id), c.fileBase()+".png")
	c.showNotice("Saved " + c.fileBase() + ".png")
}

// showNotice writes a short status message in place.
func (c *PolyPlayer) showNotice(msg string) {
	c.notice = msg
	if el := app.Window().GetElementByID(c.id("notice")); el.Truthy() {
		el.Set("textContent", msg)
	}
}

// renderExports draws the export buttons and their notice.
func (c *PolyPlayer) renderExports() app.UI {
	return app.Span().Class("pplayer-exports").Body(
		app.Button().Type("button").ID(c.id("svg")).Class("small").Text("Export animated SVG").OnClick(c.onSVG),
		app.Button().Type("button").ID(c.id("png")).Class("small").Text("Save view as PNG").OnClick(c.onPNG),
		app.Span().ID(c.id("notice")).Class("pplayer-note").Attr("aria-live", "polite").Text(c.notice),
	)
}
