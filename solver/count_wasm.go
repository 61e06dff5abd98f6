package solver

// countPerShape makes FILA's E and S heuristics count a cell's fits list
// by list, over the available shapes only, with a plain loop over each
// list: under WebAssembly that was faster than one pass over the whole
// set (Tetris Cube 14.2 s against 15.6 s, PT diamond 65 s against
// 71 s), natively slower (7.37 s against 7.17 s, 30.3 s against
// 27.7 s). Natively the counts now go list by list too, a list's first
// four images without a branch (countLists64); that variant has not
// been measured under WebAssembly.
const countPerShape = true
