//go:build !wasm

package solver

// firstFramed: see first_wasm.go.
const firstFramed = false
