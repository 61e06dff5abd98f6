package solver

// countPerShape makes FILA's E and S heuristics count a cell's fits list
// by list, over the available shapes only: under WebAssembly that is
// faster than one pass over the whole set (Tetris Cube 14.2 s against
// 15.6 s, PT diamond 65 s against 71 s), natively slower (7.37 s
// against 7.17 s, 30.3 s against 27.7 s).
const countPerShape = true
