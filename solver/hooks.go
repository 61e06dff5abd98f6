package solver

// testHooks are the switches with which tests reach code paths that the
// search's own choices do not take on small puzzles: wider FILA bit fields,
// FILA's warehouse search, sharing every branch of a parallel search, and
// a memo of dead ends that starts at once or is tiny, parallel searches
// without the sequential trial of small ones, FILA's loop in Go where it
// runs in assembly, the redundancy pick's probers counting cell by
// cell, and the redundancy filter without its pairing. The zero value
// is the search as it runs for everyone.
//
// A solver holds its hooks (Solver.hooks), given to newFromModel: New
// and NewFromModelContext give the zero value, and only tests give others
// (newWithHooks, hooks_test.go). The solvers a solver makes (its reduced
// search, the redundancy pick's) and its copies (Whole, Reuse, the
// workers of a parallel search) have the same hooks; each engine copies
// them (engine.hooks), and the loops read the copy.
type testHooks struct {
	// fila, if set, is called instead of runFila when FILA takes over
	// (a test wraps runFila to watch it).
	fila func(e *engine, p int)
	// filaMinWidth makes FILA use a bit field at least this wide, even
	// for a sub-puzzle that fits in 64 bits.
	filaMinWidth int
	// filaWarehouse makes FILA use the warehouse search even when the
	// shapes fit in a mask.
	filaWarehouse bool
	// shareAlways makes every branch owner of a parallel search offer its
	// branch at its first sub-split node, whether or not a worker is idle.
	shareAlways bool
	// memoSize, if positive, is the memo's size in bits of the index
	// (1<<memoSize entries) instead of memoBits; memoAtOnce starts the
	// memo at the first poll instead of after memoPolls.
	memoSize   int
	memoAtOnce bool
	// noTrial makes a parallel search skip its sequential trial
	// (trial.go), so that small puzzles take the parallel path.
	noTrial bool
	// firstLoopOff makes searchFirst run its loop in Go on every width,
	// where under WebAssembly it runs in assembly on 64-bit fields
	// (first_wasm.go): the tests compare the two.
	firstLoopOff bool
	// proberWide makes the redundancy pick's probers count cell by cell
	// even where their masks take one word (redpick.go), to check the
	// bit slices against it.
	proberWide bool
	// pickWork, if set, is told the work the candidates' estimates of
	// the redundancy pick spent, their budget, and whether they were
	// given up, or some candidate left out, for want of budget
	// (redpick.go's estimateCandidates).
	pickWork func(spent, budget int64, cut bool)
	// unordered makes a parallel search hand on its solutions as its
	// workers find them, not in the sequential search's order (order.go):
	// BenchmarkOrdered measures what the order costs.
	unordered bool
	// noBits makes DLX search with its links where a search on sets
	// (bitsearch.go, masksearch.go) would replace it: the tests compare
	// them.
	noBits bool
	// noMasks makes the bit set search (bitsearch.go) search where the
	// one-word search (masksearch.go) would replace it: the tests
	// compare the two.
	noMasks bool
	// noPair makes the redundancy filter constrain its one piece only,
	// without a pairing (pairing.go): the tests compare the two.
	noPair bool
}

// memoBits returns the memo's size, in bits of its index.
func (h *testHooks) memoBits() int {
	if h.memoSize > 0 {
		return h.memoSize
	}
	return memoBits
}

// memoPolls returns how many polls a search makes before it starts the
// memo.
func (h *testHooks) memoPolls() int {
	if h.memoAtOnce {
		return 0
	}
	return memoPolls
}
