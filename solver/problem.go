package solver

import (
	"polyplay/solver/grid"
	"polyplay/solver/puzzle"
)

// The puzzle's description lives in package puzzle, which the verifier
// (package solver/verify) shares without depending on the search; these
// names keep it at hand for the solver's users.
type (
	// Point is a cell's position in the puzzle box: 0 <= X < xDim and so
	// on, in the coordinates of the problem's grid (grid.Point).
	Point = grid.Point
	// Piece is one puzzle piece as the definition gives it.
	Piece = puzzle.Piece
	// Problem is a polyomino or polycube puzzle.
	Problem = puzzle.Problem
)

// Limits that keep memory bounded (see package puzzle).
const (
	// MaxCells is the largest box volume (including stationary cells).
	MaxCells = puzzle.MaxCells
	// MaxPieceCells is the largest mobile piece, as large as the
	// largest box.
	MaxPieceCells = puzzle.MaxPieceCells
)
