//go:build !wasm

package solver

import "unsafe"

// firstFramed: see first_wasm.go.
const firstFramed = false

// scan64 and the wider widths' constants: see first_wasm.go. Natively
// searchFirst scans its lists in Go.
const (
	scan64  = false
	scan128 = false
	scan192 = false
	scan256 = false
)

// firstLoop is WebAssembly only (first_wasm.go); searchFirst never calls
// it natively.
func firstLoop(f unsafe.Pointer) int32 { panic("solver: firstLoop is WebAssembly only") }
