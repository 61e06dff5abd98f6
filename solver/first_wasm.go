package solver

import "unsafe"

// firstFramed chooses the form of FILA's searchFirst loop (fila64.go):
// under WebAssembly a level's shapes to try and its set live in its
// frame and a fit that does not descend takes one branch, since there Go
// makes every jump between blocks a jump through the function's table
// of blocks (see BenchmarkPentominoes10x6 under node, GOOS=js
// GOARCH=wasm). Natively that form costs the Tetris Cube more
// instructions (see BenchmarkTetrisCube).
const firstFramed = true

// scan64 makes searchFirst on 64-bit fields run its loop in assembly
// (firstLoop) where every shape has one piece left; the wider fields'
// searches, and those with shapes of several pieces, run it in Go.
const (
	scan64  = true
	scan128 = false
	scan192 = false
	scan256 = false
)

// firstLoop runs searchFirst's loop (fila64.go) from the state in f's
// scan fields (the level, occupancy, available shapes, list position
// and end, shape), as searchFirst does in Go: it scans the lists, counts
// attempts and fits, reads each fit's target and its set, asks the memo,
// descends, takes the next shape and backs up. It stops at a fit that Go
// must take (its target's set read cell by cell, a rare event: the
// budget spent, a solution, f.event), with the state in the scan fields
// and the list position one past that fit, and returns 1; searchFirst
// takes that fit from its target on and calls it again. It returns 0
// when the search is done.
//
// It is written in WebAssembly (first_wasm.s) because Go compiles every
// jump between blocks to a jump through the function's table of blocks,
// and keeps a loop's values in memory across any call: the loop in Go
// is markedly slower (BenchmarkPentominoes10x6 under node, with
// testHooks.firstLoopOff set and not).
//
//go:noescape
func firstLoop(f unsafe.Pointer) int32
