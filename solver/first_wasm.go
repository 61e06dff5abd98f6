package solver

// firstFramed chooses the form of FILA's searchFirst loop (fila64.go):
// under WebAssembly a level's shapes to try and its set live in its
// frame and a fit that does not descend takes one branch, since there Go
// makes every jump between blocks a jump through the function's table
// of blocks (10x6 --auto -r under node: 141/135/119 ms of searchFirst an
// op against 165/171/124). Natively that form costs the Tetris Cube 3-5%
// of its instructions (BENCHMARKS.md, the Tetris Cube's twelfth round).
const firstFramed = true
