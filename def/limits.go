package def

import "polyplay/solver/puzzle"

// The limits of what Polyplay reads, in one place: a definition's, here,
// checked as it is read, so that no input (an endless line, a stream of
// zeros, a million pieces) takes more time or memory than the largest
// puzzle the solver takes before it is refused with an *Error at the
// line and column of the first excess. The box and a piece are bounded by
// package puzzle (puzzle.MaxCells, puzzle.MaxPieceCells), a BurrTools
// file by MaxBurrBytes (package def/burr reads it, package def/source
// tells the two formats apart), and a search's goroutines by
// solver.MaxJobs. docs/format.md states them all (TestLimitsDocumented).
const (
	// MaxLine is the longest line of a definition, in bytes without its
	// line end: a layout row of the widest box, or a C directive of
	// the largest piece (puzzle.MaxPieceCells cells of coordinates of
	// up to two digits, or a line of them), fits in it.
	MaxLine = 128 << 10

	// MaxText is the most bytes of definition text read at once: the
	// whole text that Parse reads (the page's editor, a file opened in
	// the page, a share link's definition), and each puzzle of a stream
	// that a Reader reads (the command line's files and standard input,
	// which may hold any number of puzzles), counted from the end of the
	// puzzle before it to its ~D line.
	MaxText = 1 << 20

	// MaxLines is the most lines of definition text read at once,
	// counted as MaxText counts bytes: a browser's text area of more
	// lines takes seconds a keystroke.
	MaxLines = 1 << 14

	// MaxPieces is the most pieces of a puzzle, mobile and stationary:
	// each has a cell, and no box has more cells.
	MaxPieces = puzzle.MaxCells

	// MaxCoord bounds coordinates: a C layout coordinate must lie in
	// [-MaxCoord, MaxCoord], and an L layout may have at most MaxCoord
	// rows, layers per row and cells per layer: as many as the longest
	// box has cells along one axis.
	MaxCoord = puzzle.MaxCells

	// MaxBurrBytes is the most bytes of a BurrTools file, as it is
	// given (gzipped or not) and as its XML unpacks.
	MaxBurrBytes = 16 << 20

	// MaxBurrElements is the most shapes, problems and pieces of
	// problems that a BurrTools file lists, in all.
	MaxBurrElements = 1 << 16

	// MaxBurrCells is the most filled cells of a BurrTools file's
	// shapes, in all, and the most cells of the boxes of its problems'
	// puzzles, in all.
	MaxBurrCells = 1 << 18
)
