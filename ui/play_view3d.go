package ui

import (
	"math"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/solver"
	"polyplay/ui/play"
	"polyplay/ui/player"
)

// playView3D is Play mode's turnable 3-D view of a 3-D puzzle's
// position: the PolyPlayer's 3-D view (drag or the arrow keys turn it,
// the wheel, a pinch or + and − zoom), handed the pieces placed as a
// solution assembled so far. The game comes in as data.
type playView3D struct {
	app.Compo
	// Game is the game, Ver its revision; Scheme colours the pieces.
	Game   *play.Game
	Ver    int
	Scheme player.Scheme

	// show is the position as the player plays it, made again when the
	// position (its code, shown) changes.
	show  *player.Show
	shown string
}

// OnInit makes the position's show.
func (c *playView3D) OnInit() { c.follow() }

// OnUpdate makes the show again when the position changed.
func (c *playView3D) OnUpdate(ctx app.Context) { c.follow() }

// follow makes the show of the position, if it changed.
func (c *playView3D) follow() {
	if code := c.Game.Code(); c.show == nil || code != c.shown || c.show.Problem != c.Game.Puzzle().Problem {
		c.shown = code
		c.show = &player.Show{Problem: c.Game.Puzzle().Problem, Title: "the position",
			Solution: &solver.Solution{Placements: c.Game.Position()}, Step: math.MaxInt32, View: View3D, NoLoop: true}
	}
}

// Render draws the 3-D view.
func (c *playView3D) Render() app.UI {
	return app.Div().ID("play-view").Class("play-view").Body(
		app.H3().Text("The position in 3-D"),
		&PolyPlayer{ID: "play-view-player", Show: c.show, Compact: true, Scheme: c.Scheme},
	)
}
