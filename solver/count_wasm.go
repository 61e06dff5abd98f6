package solver

// countPerShape makes FILA's E and S heuristics count a cell's fits list
// by list, over the available shapes only, with a plain loop over each
// list: under WebAssembly that was faster than one pass over the whole
// set, natively slower (see BenchmarkTetrisCube and BenchmarkPTDiamond,
// natively and under node). Natively the counts now go list by list
// too, a list's first four images without a branch (countLists64); that
// variant has not been measured under WebAssembly.
const countPerShape = true
