package ui

// The PolyPlayer's exports: the animation as SVG, the view as PNG.

import (
	"fmt"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/player"
)

// fileBase is the base of export file names.
func (c *PolyPlayer) fileBase() string {
	name := "polyplay"
	if c.Show != nil && c.Show.Problem != nil && c.Show.Problem.Name != "" {
		name = c.Show.Problem.Name
	}
	var b strings.Builder
	for _, r := range strings.ToLower(name) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-':
			b.WriteRune(r)
		case r == ' ' || r == '_' || r == '.':
			b.WriteByte('-')
		}
	}
	if b.Len() == 0 {
		return "polyplay"
	}
	return b.String()
}

// SVG returns the animation as a self-contained animated SVG document.
func (c *PolyPlayer) SVG() (string, error) {
	if c.pl == nil || c.Show == nil {
		return "", fmt.Errorf("nothing to export")
	}
	steps := make([]player.Step, c.pl.Len())
	for i := range steps {
		steps[i] = c.pl.Step(i)
	}
	title := c.Show.Title
	if title == "" {
		title = c.Show.Problem.Name
	}
	step := time.Duration(float64(time.Second) / c.pl.Speed())
	return AnimatedSVG(c.Show.Problem, c.pl.Start(), steps, SVGAnimation{
		Title: title, Counter: player.DefaultCounter, Step: max(step, 40*time.Millisecond), Colours: c.cols,
	})
}

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
	return app.Div().Class("pplayer-exports").Body(
		app.Button().Type("button").ID(c.id("svg")).Class("small").Text("Export animated SVG").OnClick(c.onSVG),
		app.Button().Type("button").ID(c.id("png")).Class("small").Text("Save view as PNG").OnClick(c.onPNG),
		app.Span().ID(c.id("notice")).Class("pplayer-note").Aria("live", "polite").Text(c.notice),
	)
}
