package solver

import "unsafe"

// firstFramed chooses the form of FILA's searchFirst loop (fila64.go):
// under WebAssembly a level's shapes to try and its set live in its
// frame and a fit that does not descend takes one branch, since there Go
// makes every jump between blocks a jump through the function's table
// of blocks (10x6 --auto -r under node: 141/135/119 ms of searchFirst an
// op against 165/171/124). Natively that form costs the Tetris Cube 3-5%
// of its instructions (BENCHMARKS.md, the Tetris Cube's twelfth round).
const firstFramed = true

// scan64 makes searchFirst on 64-bit fields scan its lists in assembly
// (firstLoop); the wider fields' searches scan theirs in Go.
const (
	scan64  = true
	scan128 = false
	scan192 = false
	scan256 = false
)

// firstLoop scans the list of f.lay from f.scanI to f.scanB (searchFirst's
// inner loop, fila64.go) under the occupancy f.scanO at level f.scanP, as
// searchFirst does in Go: it counts each fit in f.fits and f.budget, and
// goes on to the next image where the fit's target, the first open cell
// (f.first from f.scanTab), has no images of a shape in f.scanBelow and
// neither a rare event (the budget spent, a solution, f.event) nor a slow
// cell is met. It stops after any other fit, with f.scanI one past it,
// and returns 1: searchFirst then takes that fit from its target on. At
// the end of the list it returns 0.
//
// It is written in WebAssembly (first_wasm.s) because Go compiles every
// jump between blocks to a jump through the function's table of blocks;
// its loop is one WebAssembly loop, its state in locals.
//
//go:noescape
func firstLoop(f unsafe.Pointer) int32
