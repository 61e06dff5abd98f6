package draw

import (
	"polyplay/solver"
	"polyplay/solver/grid"
)

// PieceGrid returns the smallest grid of squares or cubes holding the
// piece's cells, with the piece's cells named and the rest Absent.
func PieceGrid(pc solver.Piece) Grid { return PieceGridOn(grid.Square, pc, nil) }
