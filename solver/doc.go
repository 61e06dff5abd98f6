// Package solver finds every way to fit polyomino and polycube pieces into
// a region: Knuth's dancing links (DLX) and Busche's fixed image list
// algorithm (FILA) with their ordering heuristics, the image filters and
// backtrack triggers of polycube, and an independent solution verifier.
//
// It is pure Go and builds natively and for WebAssembly.
package solver
