package ui

import (
	"fmt"
	"math"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/solver"
	"polyplay/ui/link"
	"polyplay/ui/play"
	"polyplay/ui/player"
)

// playView3D is Play mode's turnable 3-D view of a 3-D puzzle's
// position: the PolyPlayer's 3-D view (drag or the arrow keys turn it,
// the wheel, a pinch or + and − zoom), handed the pieces placed as a
// solution assembled so far, and the piece in hand as a pale ghost where
// it would go. Its bar moves the ghost along x, y and the layers and
// places it (the same moves as the board's keys, which its keys are
// too while the bar has the focus), so that a puzzle can be solved from
// this view alone; above it, the piece in hand turns in a view of its
// own (playHeld3D). The game comes in as data; the moves go out to Play
// mode (actionPlayMove).
type playView3D struct {
	app.Compo
	// Game is the game, Ver its revision; Scheme colours the pieces.
	Game   *play.Game
	Ver    int
	Scheme player.Scheme

	// show is the position as the player plays it, made again when the
	// position or the piece in hand (shown) changes; ghost says where the
	// piece in hand is.
	show  *player.Show
	shown string
	ghost string
}

// OnInit makes the position's show.
func (c *playView3D) OnInit() { c.follow() }

// OnUpdate makes the show again when the position changed.
func (c *playView3D) OnUpdate(ctx app.Context) { c.follow() }

// follow makes the show of the position with the ghost of the piece in
// hand, if either changed.
func (c *playView3D) follow() {
	g, pz := c.Game, c.Game.Puzzle()
	key := g.Code()
	h, holding := g.Held()
	if holding {
		key += fmt.Sprintf(" held %d %d %v", h.Piece, h.Rot, h.At)
	}
	if c.show != nil && key == c.shown && c.show.Problem == pz.Problem {
		return
	}
	c.shown, c.ghost = key, ""
	placements := g.Position()
	s := &player.Show{Problem: pz.Problem, Title: "the position", Step: math.MaxInt32, View: link.View3D, NoLoop: true}
	if holding {
		name := pz.Pieces[h.Piece].Name
		var in []solver.Point
		cells := g.HeldCells()
		for _, p := range cells {
			if _, taken := g.PieceAt(p); pz.Open(p) && !taken { // in the box, free
				in = append(in, p)
			}
		}
		if len(in) > 0 {
			placements = append(placements, solver.Placement{Piece: name, Cells: in})
			s.Ghost = name
		}
		c.ghost = fmt.Sprintf("Pale: %s in hand, held over %s.", name, pz.CellName(h.At))
		if n := len(cells) - len(in); n > 0 {
			are := "are"
			if n == 1 {
				are = "is"
			}
			c.ghost += fmt.Sprintf(" %d of its %d cubes %s on other pieces or outside the box (not drawn): Place would be refused.", n, len(cells), are)
		}
	}
	s.Solution = &solver.Solution{Placements: placements}
	c.show = s
}

// moveCommands are the moves of the piece in hand from the 3-D view,
// with their keys while the bar has the focus.
func (c *playView3D) moveCommands() []command {
	_, holding := c.Game.Held()
	step := func(id, label, key, title string, dx, dy, dz int) command {
		return command{id: "play-3d-" + id, label: label, keys: []string{key}, off: !holding, title: title,
			do: func(ctx app.Context) {
				move(ctx, func(g *play.Game) play.Note { return g.Move(dx, dy, dz) })
			}}
	}
	return []command{
		step("left", "← x", "ArrowLeft", "Move the piece in hand one cell along x, back (Left arrow)", -1, 0, 0),
		step("right", "x →", "ArrowRight", "Move the piece in hand one cell along x (Right arrow)", 1, 0, 0),
		step("y-down", "↙ y", "ArrowDown", "Move the piece in hand one cell along y, back (Down arrow)", 0, -1, 0),
		step("y-up", "y ↗", "ArrowUp", "Move the piece in hand one cell along y (Up arrow)", 0, 1, 0),
		step("down", "Layer ↓", "PageDown", "Move the piece in hand one layer down (Page Down)", 0, 0, -1),
		step("up", "Layer ↑", "PageUp", "Move the piece in hand one layer up (Page Up)", 0, 0, 1),
		{id: "play-3d-place", label: "Place", keys: []string{"Enter"}, shortcut: "Enter", off: !holding,
			title: "Place the piece in hand where its ghost is",
			do:    func(ctx app.Context) { move(ctx, (*play.Game).Drop) }},
	}
}

// OnMount keeps the bar's keys from scrolling the page.
func (c *playView3D) OnMount(ctx app.Context) {
	keepKeys("play-3d-moves", nil, "ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "PageUp", "PageDown")
}

// Render draws the piece in hand's view, the position's, the ghost's
// line and the moves.
func (c *playView3D) Render() app.UI {
	ghost := "No piece in hand: choose one in the tray; it shows here, pale, where it would go."
	if c.ghost != "" {
		ghost = c.ghost
	}
	return app.Div().Class("play-views").Body(
		&playHeld3D{Game: c.Game, Ver: c.Ver, Scheme: c.Scheme},
		app.Div().ID("play-view").Class("play-view").Body(
			app.H3().Text("The position in 3-D"),
			&PolyPlayer{ID: "play-view-player", Show: c.show, Compact: true, Scheme: c.Scheme},
			app.P().ID("play-ghost").Class("muted").Text(ghost),
			app.Div().ID("play-3d-moves").Class("play-bar play-turns").TabIndex(0).Role("group").
				Attr("aria-label", "Move the piece in hand (arrow keys, Page Up and Page Down) and place it (Enter)").
				OnKeyDown(c.onKey).Body(commandButtons(c.moveCommands(), c.onCommand)...),
		),
	)
}

// onCommand makes the move of the button pressed.
func (c *playView3D) onCommand(ctx app.Context, e app.Event) {
	if !runCommand(ctx, c.moveCommands()) {
		ctx.PreventUpdate()
	}
	// The keys go back to it: Enter would press the button again.
	focusQuietly("play-3d-moves")
}

// onKey makes the move of a key pressed on the bar itself (a key on one
// of its buttons is the button's).
func (c *playView3D) onKey(ctx app.Context, e app.Event) {
	keyCommand(ctx, e, c.moveCommands(), "play-3d-moves")
}
