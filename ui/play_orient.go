package ui

import (
	"fmt"
	"slices"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/solver"
	"polyplay/ui/draw"
	"polyplay/ui/play"
)

// The orientations of the piece in hand of a 3-D puzzle, each drawn as
// cubes: a click turns the piece in hand to it (the turns that get there,
// as the keys would make them, so that each is a move the game knows).

// orientTurns are the turns tried, alone and in twos and threes, to
// bring the piece in hand to an orientation: any rotation of the cube is
// at most three of them away.
var orientTurns = []struct {
	axis play.Axis
	q    int
}{
	{play.AxisZ, 1}, {play.AxisZ, -1}, {play.AxisZ, 2},
	{play.AxisX, 1}, {play.AxisX, -1}, {play.AxisX, 2},
	{play.AxisY, 1}, {play.AxisY, -1}, {play.AxisY, 2},
}

// shapeOf returns cells as a sorted set, for comparing orientations.
func shapeOf(cells []play.Point) []play.Point {
	out := slices.Clone(cells)
	slices.SortFunc(out, func(a, b play.Point) int {
		if a.Z != b.Z {
			return a.Z - b.Z
		}
		if a.Y != b.Y {
			return a.Y - b.Y
		}
		return a.X - b.X
	})
	return out
}

// orient turns the piece in hand of g to orientation rot (an index of
// Puzzle.Orientations) with the fewest turns, and returns the last
// turn's note; refused if no piece is in hand or rot is not one of its
// orientations.
func orient(g *play.Game, rot int) play.Note {
	h, ok := g.Held()
	if !ok {
		return play.Note{Text: "No piece is in hand.", Refused: true}
	}
	pz := g.Puzzle()
	want := pz.Oriented(h.Piece, rot)
	if want == nil {
		return play.Note{Text: "That orientation is not one the puzzle allows.", Refused: true}
	}
	want = shapeOf(want)
	at := func() bool {
		h, _ := g.Held()
		return slices.Equal(shapeOf(pz.Oriented(h.Piece, h.Rot)), want)
	}
	if at() {
		return play.Note{Text: "The piece in hand is already turned so."}
	}
	var seq []int
	var try func(depth int) (play.Note, bool)
	try = func(depth int) (play.Note, bool) {
		for k, t := range orientTurns {
			n := g.Turn(t.axis, t.q)
			seq = append(seq, k)
			if at() {
				return n, true
			}
			if depth > 1 {
				if n, ok := try(depth - 1); ok {
					return n, true
				}
			}
			g.Turn(t.axis, -t.q)
			seq = seq[:len(seq)-1]
		}
		return play.Note{}, false
	}
	for depth := 1; depth <= 3; depth++ {
		if n, ok := try(depth); ok {
			return n
		}
	}
	return play.Note{Text: "That orientation cannot be reached.", Refused: true}
}

// orientStrip draws the orientations of the piece in hand of a 3-D
// puzzle; nil with none in hand.
func (st *playState) orientStrip() app.UI {
	h, ok := st.g.Held()
	if !ok || !st.pz.ThreeD() {
		return nil
	}
	pc := st.pz.Pieces[h.Piece]
	col := st.s.palette(st.prob).Colour(pc.Name)
	rots := st.pz.Orientations(h.Piece)
	cur := shapeOf(st.pz.Oriented(h.Piece, h.Rot))
	items := make([]app.UI, 0, len(rots))
	for k, rot := range rots {
		cells := st.pz.Oriented(h.Piece, rot)
		on := slices.Equal(shapeOf(cells), cur)
		title := fmt.Sprintf("%s, orientation %d of %d", pc.Name, k+1, len(rots))
		svg := st.s.cachedSVG(fmt.Sprintf("playorient:%p:%d:%d:%s", st.prob, h.Piece, rot, col), func() string {
			out, err := draw.PieceSVG3D(solver.Piece{Name: pc.Name, Cells: cells}, col, title, 44, 38)
			if err != nil {
				return "<span></span>"
			}
			return out
		})
		cls := "play-orient"
		if on {
			cls += " on"
		}
		items = append(items, app.Button().Type("button").ID(fmt.Sprintf("play-orient-%d", k+1)).Class(cls).
			Attr("aria-label", "Turn the piece in hand to "+title).Attr("aria-pressed", boolText(on)).
			DataSet("rot", rot).OnClick(st.onOrient).Body(app.Raw(svg)))
	}
	return app.Div().ID("play-orients").Class("play-bar play-orients").Role("group").
		Attr("aria-label", fmt.Sprintf("The %d orientations of %s", len(rots), pc.Name)).Body(items...)
}

// onOrient turns the piece in hand to the orientation clicked (its
// data-rot).
func (st *playState) onOrient(ctx app.Context, e app.Event) {
	var rot int
	if _, err := fmt.Sscan(ctx.JSSrc().Get("dataset").Get("rot").String(), &rot); err != nil {
		return
	}
	st.do(func(g *play.Game) play.Note { return orient(g, rot) })
	st.followHeld()
}
