package ui

import (
	"slices"

	"polyplay/solver"
	"polyplay/solver/grid"
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
func shapeOf(cells []solver.Point) []solver.Point {
	out := slices.Clone(cells)
	grid.SortPoints(out, func(a, b solver.Point) int {
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
