package ui

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/draw"
	"polyplay/ui/play"
)

// The tray of Play mode: one button for each shape of the puzzle, its
// picture in the piece's colour and the number left. A press (mouse,
// pen, finger) takes a piece of it into the hand and drags it onto the
// board; Enter or a click from the keyboard takes it into the hand over
// the board's first empty cell, for the arrow keys.

// tray draws the tray.
func (st *playState) tray() app.UI {
	items := st.g.Tray()
	lis := make([]app.UI, 0, len(items))
	pal := st.s.palette(st.prob)
	held, holding := st.g.Held()
	left := 0
	for _, it := range items {
		n := it.Count()
		left += n
		first := it.Pieces
		if len(first) == 0 {
			first = st.pz.Shapes[it.Shape]
		}
		pc := st.prob.Pieces[st.pz.Pieces[first[0]].Index]
		svg := st.s.cachedSVG(fmt.Sprintf("playtray:%p:%d:%s", st.prob, it.Shape, pal.Colour(pc.Name)), func() string {
			return draw.PieceGridOn(st.prob.Grid, pc).SVG(pal, draw.SVGOptions{Class: "piece-svg", CellPixels: 10})
		})
		label := fmt.Sprintf("Piece %s, %d cells: %d left", it.Name, it.Size, n)
		cls := "play-piece"
		if holding && st.pz.Pieces[held.Piece].Shape == it.Shape {
			cls += " in-hand"
			label += ", one in hand"
		}
		btn := app.Button().Type("button").ID("play-tray-"+it.Name).Class(cls).Disabled(n == 0).
			Attr("aria-label", label).DataSet("shape", it.Shape).
			On("pointerdown", st.onTrayDown).
			OnClick(st.onTrayClick).
			Body(
				app.Span().Class("play-piece-pic").Attr("aria-hidden", "true").Body(app.Raw(svg)),
				app.Span().Class("piece-name").Body(
					app.Text(it.Name),
					app.If(len(st.pz.Shapes[it.Shape]) > 1, func() app.UI {
						return app.Span().Class("play-count").Text(fmt.Sprintf(" ×%d", n))
					}),
				),
			)
		lis = append(lis, app.Li().Body(btn))
	}
	return app.Div().Class("play-tray-box").Body(
		app.H3().ID("play-tray-title").Text(fmt.Sprintf("Pieces left: %d", left)),
		app.Ul().ID("play-tray").Class("play-tray").Attr("aria-labelledby", "play-tray-title").
			OnKeyDown(st.onTrayKey).Body(lis...),
	)
}

// trayItem returns the tray item of the button an event came from (its
// data-shape): go-app keeps an element's first handler, so a handler
// reads what it acts on from the element, not from its closure.
func (st *playState) trayItem(ctx app.Context) (play.TrayItem, bool) {
	if st.g == nil {
		return play.TrayItem{}, false
	}
	shape, err := strconv.Atoi(ctx.JSSrc().Get("dataset").Get("shape").String())
	if err != nil {
		return play.TrayItem{}, false
	}
	for _, it := range st.g.Tray() {
		if it.Shape == shape && it.Count() > 0 {
			return it, true
		}
	}
	return play.TrayItem{}, false
}

// onTrayDown takes a piece of the item into the hand and starts its drag
// onto the board.
func (st *playState) onTrayDown(ctx app.Context, e app.Event) {
	it, ok := st.trayItem(ctx)
	if !ok || e.Get("button").Int() != 0 || st.drag.on {
		ctx.PreventUpdate()
		return
	}
	st.do(func(g *play.Game) play.Note { return g.Pick(it.Pieces[0]) })
	st.followHeld()
	st.startDrag(e, fromTray, play.Point{}, false)
}

// onTrayKey moves the focus through the tray's pieces left with the
// arrow keys (Tab does too).
func (st *playState) onTrayKey(ctx app.Context, e app.Event) {
	ctx.PreventUpdate()
	step := map[string]int{"ArrowRight": 1, "ArrowDown": 1, "ArrowLeft": -1, "ArrowUp": -1}[e.Get("key").String()]
	if step == 0 {
		return
	}
	btns := ctx.JSSrc().Call("querySelectorAll", "button:not([disabled])")
	n := btns.Length()
	if n == 0 {
		return
	}
	at := -1
	active := app.Window().Get("document").Get("activeElement")
	for i := range n {
		if btns.Index(i).Equal(active) {
			at = i
		}
	}
	btns.Index(((at+step)%n + n) % n).Call("focus")
}

// onTrayClick takes a piece into the hand from the keyboard (a click
// with no pointer: the press did it for a pointer) and hands the board
// the keyboard.
func (st *playState) onTrayClick(ctx app.Context, e app.Event) {
	it, ok := st.trayItem(ctx)
	if e.Get("detail").Int() != 0 || !ok {
		ctx.PreventUpdate()
		return
	}
	st.do(func(g *play.Game) play.Note { return g.Pick(it.Pieces[0]) })
	st.followHeld()
	focusElement(idPlayBoard)
}
