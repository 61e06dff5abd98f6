//go:build !wasm

package solver

// countPerShape: see count_wasm.go.
const countPerShape = false
