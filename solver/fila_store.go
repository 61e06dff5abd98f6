package solver

import (
	"encoding/binary"
	"slices"
	"sync"
	"unsafe"
)

// filaStoreBytes bounds the memory of a solver's stored sub-puzzles
// (filaStore): past it, FILA compiles the others each time.
const filaStoreBytes = 16 << 20

// filaStore stores the sub-puzzles that FILA compiled (filaPuzzle: its
// cells, images and image list sets) for a solver's later runs, shared
// by the solvers Reuse makes: a run of the same puzzle in the same way
// meets the same DLX states where FILA takes over, and compiles each
// again, and allocates FILA's searches (their slices and memo) again.
// The playground's worker reuses its solver for every run of a
// puzzle (Solver.Reuse), where compiling was a sizeable share of a
// warm 10x6 (see BenchmarkRun in wasm/job under WebAssembly). A solver's
// first run stores nothing (one run, as on the command line, costs what
// it did), and the sub-puzzles with a lazy table, which their searches
// write, are compiled each time. It is safe for concurrent use: the stored
// sub-puzzles are only read.
type filaStore struct {
	mu    sync.Mutex
	runs  int
	pz    map[string]*filaPuzzle
	bytes int
	// spare is the FILA state of a run that ended (filaCache: its
	// searches' slices and memos), which the next run takes.
	spare *filaCache
}

// takeCache returns the FILA state a run left (putCache), or nil.
func (k *filaStore) takeCache() *filaCache {
	k.mu.Lock()
	defer k.mu.Unlock()
	fc := k.spare
	k.spare = nil
	return fc
}

// putCache leaves fc, the FILA state of a run that ended, to the next.
func (k *filaStore) putCache(fc *filaCache) {
	if k == nil || fc == nil {
		return
	}
	k.mu.Lock()
	k.spare = fc
	k.mu.Unlock()
}

// begin counts a run (a Solve) of the solver; a nil k counts nothing.
func (k *filaStore) begin() {
	if k != nil {
		k.mu.Lock()
		k.runs++
		k.mu.Unlock()
	}
}

// forRun returns k if the run under way, the main search of a Solve or
// one of its parallel workers, stores and reuses compiled sub-puzzles:
// from the solver's second run on (begin); else nil.
func (k *filaStore) forRun() *filaStore {
	if k == nil {
		return nil
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.runs < 2 {
		return nil
	}
	if k.pz == nil {
		k.pz = map[string]*filaPuzzle{}
	}
	return k
}

// compiled returns the sub-puzzle of e's DLX state with p pieces
// remaining: a stored one, or one compiled now (into fc.pz where it is
// not stored).
func (k *filaStore) compiled(e *engine, fc *filaCache, p int) *filaPuzzle {
	pl := fc.plan(e, p)
	if e.s.opt.NOF && slices.Contains(pl.tableOrder, -1) {
		// A lazy table: its sets are written as the search meets them.
		fc.pz.compile(e, fc, p)
		return &fc.pz
	}
	key := filaKey(e, p)
	k.mu.Lock()
	pz, full := k.pz[string(key)], k.bytes >= filaStoreBytes
	k.mu.Unlock()
	switch {
	case pz != nil:
		return pz
	case full:
		fc.pz.compile(e, fc, p)
		return &fc.pz
	}
	pz = new(filaPuzzle)
	pz.compile(e, fc, p)
	k.mu.Lock()
	if k.pz[string(key)] == nil {
		k.pz[string(key)] = pz
		k.bytes += pz.size()
	}
	k.mu.Unlock()
	return pz
}

// filaKey describes what compile reads of e's DLX state with p pieces
// remaining: p, the occupied cells, and each shape still needed, with
// how many of its pieces and the images still linked.
func filaKey(e *engine, p int) []byte {
	b := binary.AppendUvarint(make([]byte, 0, 1024), uint64(p))
	var w byte
	for i, occ := range e.occupied {
		if occ {
			w |= 1 << (i & 7)
		}
		if i&7 == 7 {
			b, w = append(b, w), 0
		}
	}
	b = append(b, w)
	mat, shapes := e.mat, len(e.m.Shapes)
	for c := mat.FirstColumn(); c >= 0; c = mat.NextColumn(c) {
		s := c - e.cells
		if s < 0 || s >= shapes {
			continue
		}
		b = binary.AppendUvarint(b, uint64(s))
		b = binary.AppendUvarint(b, uint64(mat.Need(c)))
		for x := mat.FirstRow(c); x != 0; x = mat.NextRow(x) {
			b = binary.AppendUvarint(b, uint64(e.rowImage[mat.Row(x)])+1)
		}
		b = append(b, 0) // the end of the shape's images
	}
	return b
}

// size returns about how many bytes pz holds.
func (pz *filaPuzzle) size() int {
	return 4*(cap(pz.off)+cap(pz.ids)+cap(pz.imgCells)+cap(pz.imgID)+cap(pz.list)) +
		8*cap(pz.smask) + int(unsafe.Sizeof(filaCell{}))*cap(pz.tabCells)
}
