package design

import (
	"polyplay/solver"
	"polyplay/solver/grid"
)

// Connected reports whether cells form one piece, face to face (as
// grid.Square's Connected).
func Connected(cells []solver.Point) bool {
	return grid.Square.Connected(cells)
}
