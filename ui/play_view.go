package ui

import (
	"fmt"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/solver"
	"polyplay/ui/draw"
	"polyplay/ui/play"
	"polyplay/ui/player"
)

// card draws Play mode while it is open: nil when it is closed.
func (st *playState) card() app.UI {
	if !st.on {
		return nil
	}
	title := st.s.m.Title()
	if title == "" {
		title = "Your puzzle"
	}
	head := app.Div().Class("play-head").Body(
		app.H2().ID(idPlay+"-title").TabIndex(-1).Text("Play: "+title),
		app.Button().Type("button").ID("play-close").Text("Leave Play").
			OnClick(func(ctx app.Context, e app.Event) { st.close(ctx) }),
	)
	card := app.Section().ID(idPlay).Class("play-card").Attr("aria-labelledby", idPlay+"-title").
		On("pointermove", st.onDragMove).
		On("pointerup", st.onDragEnd).
		On("pointercancel", st.onDragCancel).
		On("lostpointercapture", st.onDragCancel)
	if st.g == nil {
		return card.Body(head, app.P().ID(idPlayStatus).Class("play-status refused").Role("status").Text(st.err))
	}
	return card.Body(
		head,
		st.solvedBanner(),
		app.Div().Class("play-cols").Body(
			app.Div().Class("play-main").Body(
				st.layerBar(),
				st.board(),
				st.moveBar(),
				st.statusLines(),
			),
			app.Div().Class("play-side").Body(
				st.tray(),
				st.historyBar(),
				st.coachBar(),
				st.challengeBar(),
				st.shareBar(),
			),
		),
	)
}

// statusLines says what the last move did (the live region a screen
// reader announces each move from) and what the coach says.
func (st *playState) statusLines() app.UI {
	cls := "play-status"
	if st.note.Refused {
		cls += " refused"
	}
	text := st.note.Text
	if text == "" {
		text = "Drag a piece from the tray onto the board, or choose one with the keyboard and move it with the arrow keys."
	}
	coach, ccls := st.coachText()
	return app.Div().Class("play-lines").Body(
		app.P().ID(idPlayStatus).Class(cls).Role("status").Attr("aria-live", "polite").Text(text),
		app.P().ID("play-coach").Class("play-coach "+ccls).Attr("aria-live", "polite").DataSet("state", st.coachState()).Text(coach),
		app.P().ID("play-time").Class("muted").Text(st.timeText()),
	)
}

// timeText says the time played.
func (st *playState) timeText() string {
	return "Time played: " + play.Clock(st.g.Played(time.Now()))
}

// solvedBanner says that the board is complete, with the time it took.
func (st *playState) solvedBanner() app.UI {
	if !st.g.Solved() {
		return held(nil)
	}
	return app.Div().ID("play-solved").Class("play-solved").Body(
		app.Strong().Text("Solved in "+play.Clock(st.g.Played(time.Now()))+"!"),
		app.Text(" Every piece is in place. "),
		app.Button().Type("button").ID("play-share-solved").Class("small").Text("Share").
			OnClick(func(ctx app.Context, e app.Event) { st.share(ctx, false) }),
	)
}

// layerBar chooses the layer of a 3-D puzzle drawn.
func (st *playState) layerBar() app.UI {
	if !st.pz.ThreeD() {
		return held(nil)
	}
	step := func(ctx app.Context, e app.Event) {
		d := 1
		if ctx.JSSrc().Get("id").String() == "play-layer-down" {
			d = -1
		}
		if _, ok := st.g.Held(); ok {
			st.note = st.g.Move(0, 0, d)
			st.followHeld()
			return
		}
		st.layer = min(max(st.layer+d, 0), st.pz.Z-1)
		st.cursor.Z = st.layer
	}
	return app.Div().Class("play-layers").Body(
		app.Div().Class("play-bar").Body(
			app.Button().Type("button").ID("play-layer-down").Class("small").Text("Layer down").Disabled(st.layer == 0).OnClick(step),
			app.Span().ID("play-layer").Text(fmt.Sprintf("Layer %d of %d", st.layer+1, st.pz.Z)),
			app.Button().Type("button").ID("play-layer-up").Class("small").Text("Layer up").Disabled(st.layer == st.pz.Z-1).OnClick(step),
		),
		st.layerStrip(),
		held(st.orientStrip()),
	)
}

// layerStrip draws every layer of a 3-D puzzle small, side by side from
// the bottom one, the one in view marked: the box as it grows at a
// glance; a click shows that layer. The piece in hand comes first, as
// cubes in its orientation now.
func (st *playState) layerStrip() app.UI {
	var items []app.UI
	if h, ok := st.g.Held(); ok {
		pc := st.pz.Pieces[h.Piece]
		cells := st.pz.Oriented(h.Piece, h.Rot)
		col := st.s.palette(st.prob).Colour(pc.Name)
		svg := st.s.cachedSVG(fmt.Sprintf("playheld:%p:%d:%d:%s", st.prob, h.Piece, h.Rot, col), func() string {
			out, err := draw.PieceSVG3D(solver.Piece{Name: pc.Name, Cells: cells}, col, "The piece in hand, "+pc.Name+", as it is turned now", 72, 60)
			if err != nil {
				return "<span></span>"
			}
			return out
		})
		items = append(items, app.Div().ID("play-held-3d").Class("play-held-3d").Body(app.Raw(svg)))
	}
	if len(st.g.Placed()) > 0 {
		items = append(items, app.Div().ID("play-3d").Class("play-3d").Body(app.Raw(st.position3D())))
	}
	for z := range st.pz.Z {
		cls := "play-layer-pick"
		if z == st.layer {
			cls += " on"
		}
		svg := st.layerSVG(z, 12, fmt.Sprintf("play-layer-svg-%d", z), fmt.Sprintf("Layer %d", z+1))
		items = append(items, app.Button().Type("button").ID(fmt.Sprintf("play-layer-%d", z+1)).Class(cls).
			Attr("aria-label", fmt.Sprintf("Show layer %d", z+1)).Attr("aria-pressed", boolText(z == st.layer)).
			DataSet("layer", z).OnClick(st.onLayerPick).Body(app.Raw(svg)))
	}
	return app.Div().Class("play-bar play-strip").Body(items...)
}

// position3D draws the pieces on the board as cubes, seen from the 3-D
// view's starting camera (the player's geometry): the position as it
// grows.
func (st *playState) position3D() string {
	b := player.NewBoard(st.prob)
	for _, pl := range st.g.Placed() {
		// The game's placements fit: placing cannot fail.
		_ = b.Apply(player.Step{Kind: player.Place, Piece: st.pz.Pieces[pl.Piece].Name, Cells: st.pz.Cells(pl)})
	}
	title := fmt.Sprintf("The box in 3-D: %d of %d pieces placed", len(st.g.Placed()), len(st.pz.Pieces))
	return draw.CubesSVG(player.NewScene3D(b, st.s.palette(st.prob)), player.DefaultCamera3D, "play-3d-svg", title, 150, 120)
}

// onLayerPick shows the layer of the picture clicked.
func (st *playState) onLayerPick(ctx app.Context, e app.Event) {
	z, err := strconv.Atoi(ctx.JSSrc().Get("dataset").Get("layer").String())
	if err != nil || z < 0 || z >= st.pz.Z {
		return
	}
	st.layer = z
	st.cursor.Z = z
}

// moveBar turns, flips, places and puts back the piece in hand.
func (st *playState) moveBar() app.UI {
	_, holding := st.g.Held()
	var body []app.UI
	for _, b := range playMoves {
		if (b.flip && !st.canFlip()) || (b.threeD && !st.pz.ThreeD()) {
			continue
		}
		body = append(body, app.Button().Type("button").ID(b.id).Class("small").Disabled(!holding).
			Attr("aria-keyshortcuts", b.keys).Text(b.text).OnClick(st.onMoveButton))
	}
	return app.Div().Class("play-bar play-moves").Role("group").Attr("aria-label", "The piece in hand").Body(body...)
}

// playMoves are the buttons that move the piece in hand.
var playMoves = []struct {
	id, text, keys string
	move           func(*play.Game) play.Note
	flip, threeD   bool
}{
	{id: "play-turn", text: "⟳ Turn (R)", keys: "R", move: func(g *play.Game) play.Note { return g.Turn(play.AxisZ, -1) }},
	{id: "play-turn-back", text: "⟲ Turn back (Shift+R)", keys: "Shift+R", move: func(g *play.Game) play.Note { return g.Turn(play.AxisZ, 1) }},
	{id: "play-flip", text: "⇋ Flip (F)", keys: "F", move: (*play.Game).Flip, flip: true},
	{id: "play-turn-x", text: "Tilt (X)", keys: "X", move: func(g *play.Game) play.Note { return g.Turn(play.AxisX, 1) }, threeD: true},
	{id: "play-turn-y", text: "Roll (Y)", keys: "Y", move: func(g *play.Game) play.Note { return g.Turn(play.AxisY, 1) }, threeD: true},
	{id: "play-drop", text: "Place (Enter)", keys: "Enter", move: (*play.Game).Drop},
	{id: "play-return", text: "Put back (Esc)", keys: "Escape", move: (*play.Game).Cancel},
}

// onMoveButton makes the move of the button pressed (by its id: go-app
// keeps an element's first handler, so one handler serves them all).
func (st *playState) onMoveButton(ctx app.Context, e app.Event) {
	id := ctx.JSSrc().Get("id").String()
	for _, b := range playMoves {
		if b.id == id {
			st.do(b.move)
			st.followHeld()
			return
		}
	}
	ctx.PreventUpdate()
}

// historyBar undoes, redoes and clears.
func (st *playState) historyBar() app.UI {
	return app.Div().Class("play-bar play-history").Body(
		app.Button().Type("button").ID("play-undo").Class("small").Text("Undo").Disabled(!st.g.CanUndo()).
			Attr("aria-keyshortcuts", "Control+Z").
			OnClick(func(ctx app.Context, e app.Event) { st.do((*play.Game).Undo); st.followHeld() }),
		app.Button().Type("button").ID("play-redo").Class("small").Text("Redo").Disabled(!st.g.CanRedo()).
			Attr("aria-keyshortcuts", "Control+Y").
			OnClick(func(ctx app.Context, e app.Event) { st.do((*play.Game).Redo); st.followHeld() }),
		app.Button().Type("button").ID("play-clear").Class("small").Text("Clear").Disabled(len(st.g.Placed()) == 0).
			OnClick(func(ctx app.Context, e app.Event) { st.do((*play.Game).Clear) }),
	)
}

// coachBar asks the coach for a hint or a completion.
func (st *playState) coachBar() app.UI {
	done := st.g.Solved()
	return app.Div().Class("play-bar play-coachbar").Body(
		app.Button().Type("button").ID("play-hint").Class("small").Text("Hint").Disabled(done).
			Attr("aria-describedby", "play-coach").
			OnClick(func(ctx app.Context, e app.Event) { st.giveHint(); st.followHeld() }),
		app.Button().Type("button").ID("play-complete").Class("small").Text("Show a completion").Disabled(done).
			OnClick(func(ctx app.Context, e app.Event) { st.showCompletion(ctx) }),
	)
}

// shareBar makes a link to the position.
func (st *playState) shareBar() app.UI {
	var out app.UI
	if st.shared != "" {
		out = app.Input().Type("text").ID("play-link").Class("play-link").ReadOnly(true).
			Attr("aria-label", "The link to the position").Value(st.shared).
			OnFocus(func(ctx app.Context, e app.Event) { ctx.JSSrc().Call("select") })
	}
	return app.Div().Class("play-bar play-sharebar").Body(
		app.Button().Type("button").ID("play-share").Class("small").Text("Share this position").
			OnClick(func(ctx app.Context, e app.Event) { st.share(ctx, false) }),
		app.Button().Type("button").ID("play-share-start").Class("small").Text("Share as a challenge").
			Title("A link that opens with these pieces fixed in place").
			OnClick(func(ctx app.Context, e app.Event) { st.share(ctx, true) }),
		held(out),
	)
}

// share makes the link to the position and copies it.
func (st *playState) share(ctx app.Context, start bool) {
	st.shared = st.shareURL(start)
	text := st.shared
	what := "this position"
	if start {
		what = "this position as a challenge (its pieces fixed)"
	}
	if st.g.Solved() && !start {
		what = fmt.Sprintf("your solution (solved in %s)", play.Clock(st.g.Played(time.Now())))
	}
	st.note = play.Note{Text: "A link to " + what + " is below."}
	copyText(text, func(err error) {
		ctx.Dispatch(func(app.Context) {
			if err == nil {
				st.note = play.Note{Text: "A link to " + what + " was copied."}
			}
		})
	})
}
