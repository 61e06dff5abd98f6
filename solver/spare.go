package solver

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// Pieces that may be left out (Piece.Spare): a piece used from LO to HI
// times is HI pieces of one shape, HI-LO of them spare, as Knuth's exact
// cover with multiplicities (TAOCP 7.2.2.1, Algorithm M) has a column
// covered from LO to HI times. The shape's column of the DLX matrix
// needs HI rows, as a shape of several pieces does (engine.build), and
// is secondary where the shape has spare pieces: the search never
// branches on it, and rows of the shape exclude each other only once HI
// are chosen. A node is a solution when every column that must be
// covered is (every cell that must be filled, every shape without spare
// pieces) and each shape with spare pieces has at least its LO placed
// (engine.sparesMet); where cells may stay empty, the search goes on
// from it, placing more pieces into them. The copies of a shape are one
// column, so which of them a solution uses does not count: a solution is
// its set of images.
//
// The search on bit sets (bitsearch.go), which replaces DLX where its
// matrix is small, keeps the same state: a spare shape's column is never
// open, and its need counts down as DLX's does (coverDone, sparesMet).
//
// The solutions then place different numbers of pieces, which much of
// the search assumes fixed: FILA and the search on lists of words
// (masksearch.go) stop at the pieces' count, the volume and parity checks and the fit filter
// count what the remaining pieces must fill, a parallel or partial
// search divides the tree at a number of pieces remaining, Knuth's
// estimate and the Monte Carlo runs count solutions where no piece
// remains, and the split into sub-puzzles writes puzzles whose pieces
// are all used. New turns the first off for such a puzzle (spareOff,
// with a note on the options given), a parallel search runs as one job
// and part 0 of a partial search searches the whole (splitSearch), and
// the rest is refused with errSpare.

// spareLast puts each shape's spare pieces after its others, and counts
// them (Shape.Spare): imagesByPiece gives a solution's images to a
// shape's pieces in order, so that the pieces that are not spare are
// placed first.
func (m *Model) spareLast() {
	for i := range m.Shapes {
		sh := &m.Shapes[i]
		slices.SortStableFunc(sh.Pieces, func(a, b int) int {
			return spareRank(m.Problem.Pieces[a]) - spareRank(m.Problem.Pieces[b])
		})
		for _, pi := range sh.Pieces {
			sh.Spare += spareRank(m.Problem.Pieces[pi])
		}
		m.spare = m.spare || sh.Spare > 0
	}
}

// spareRank is 1 for a spare piece, 0 for another.
func spareRank(pc Piece) int {
	if pc.Spare {
		return 1
	}
	return 0
}

// HasSpare reports whether some mobile piece may be left out
// (Piece.Spare): the solutions then place different numbers of pieces,
// which the searches and filters that assume they do not are not used
// for (see spare.go).
func (m *Model) HasSpare() bool { return m.spare }

// ShapeSpare returns the number of spare pieces of shape s.
func (m *Model) ShapeSpare(s int) int { return m.Shapes[s].Spare }

// sameCount reports whether shapes s and t have as many pieces, as many
// of them spare: a symmetry that maps one onto the other maps solutions
// to solutions.
func (m *Model) sameCount(s, t int) bool {
	return m.ShapeCount(s) == m.ShapeCount(t) && m.ShapeSpare(s) == m.ShapeSpare(t)
}

// unique reports whether shape s is one piece that every solution
// places: the redundancy filter may constrain it.
func (m *Model) unique(s int) bool { return m.ShapeCount(s) == 1 && m.ShapeSpare(s) == 0 }

// sparesMet reports, at a node where every column that must be covered
// is, whether each shape with spare pieces has enough of its pieces
// placed.
func (e *engine) sparesMet() bool {
	b, bits := e.sets.(*bitSearch)
	for s := range e.m.Shapes {
		sp := e.m.ShapeSpare(s)
		if sp == 0 {
			continue
		}
		need := 0
		if bits {
			need = int(b.need[e.cells+s])
		} else {
			need = e.mat.Need(e.cells + s)
		}
		if need > sp {
			return false
		}
	}
	return true
}

// coverDone reports whether every column that must be covered is at the
// node with p pieces remaining: of the DLX matrix, or of the search on
// bit sets that replaces it (whose spare shapes' columns are never
// open: newBitSearch).
func (e *engine) coverDone(p int) bool {
	if b, ok := e.sets.(*bitSearch); ok {
		return b.open[p] == [2]uint64{}
	}
	return e.mat.Done()
}

// secondary reports whether column c of the DLX matrix that build makes
// need not be covered: a cell that may stay empty, a shape with spare
// pieces, a column of the redundancy filter's pairing.
func (e *engine) secondary(c int) bool {
	switch {
	case c < e.cells:
		return e.m.Optional(c)
	case c < e.cells+len(e.m.Shapes):
		return e.m.ShapeSpare(c-e.cells) > 0
	}
	return true
}

// errLeftOut is wrapped by errSpare's errors.
var errLeftOut = errors.New("some pieces may be left out")

// errSpare is the error of what cannot search a puzzle whose pieces
// may be left out: what counts solutions where no piece remains.
func errSpare(what string) error {
	return fmt.Errorf("%s: %w, which %s does not support: it counts the pieces a solution places", what, errLeftOut, what)
}

// spareOff turns off in o, for a puzzle whose pieces may be left out
// (m.HasSpare), what assumes that every solution places every piece
// (see above), and returns the notes on those of the options given.
func spareOff(m *Model, given Options, o *Options) []string {
	if !m.HasSpare() {
		return nil
	}
	var notes []string
	if m.HasOptional() {
		// exactFillOff has turned the same off, and noted it.
	} else {
		o.Fila = nil
		o.VolumeFilter, o.VolumeFilterRepeat, o.VolumeTrigger = false, 0, 0
		o.ParityTrigger, o.ParityFilter, o.ParityFilterOnce = 0, 0, false
		o.FitFilter, o.FitFilterRepeat, o.FitFilterAt = false, false, 0
		if msg := optionalUnapplied(given); msg != "" {
			what, _, _ := strings.Cut(msg, ": not applied")
			notes = append(notes, what+": not applied, since some pieces may be left out: they assume that every piece is placed")
		}
	}
	// One job, as a parallel search that ends within its trial runs
	// (trial.go): the count is the same.
	o.Jobs, o.Split = 1, 0
	return notes
}

// spareLeft makes, in q (p with some mobile pieces placed, made
// stationary), the pieces of each shape of p left spare but for as many
// as the shape still needs: the copies of a shape are one to the solver,
// so a spare copy placed counts as a copy that is not spare.
func spareLeft(p, q *Problem) {
	if !slices.ContainsFunc(p.Pieces, func(pc Piece) bool { return pc.Spare }) {
		return
	}
	cells := make([][]Point, len(p.Pieces))
	for i, pc := range p.Pieces {
		if !pc.Stationary {
			cells[i] = pc.Cells
		}
	}
	for _, g := range SameShapes(p.Grid, cells, p.OneSided) {
		need := 0
		for _, i := range g {
			if !p.Pieces[i].Spare {
				need++
			}
			if q.Pieces[i].Stationary {
				need--
			}
		}
		for _, i := range g {
			if !q.Pieces[i].Stationary {
				q.Pieces[i].Spare = need <= 0
				need--
			}
		}
	}
}

// uniquePiece returns the error of the redundancy filter's piece name,
// of shape s, if it is not one that every solution places alone of its
// shape (Model.unique).
func uniquePiece(m *Model, s int, name string) error {
	switch {
	case m.ShapeCount(s) != 1:
		return fmt.Errorf("redundancy filter: piece %s shares its shape with other pieces; name a uniquely shaped piece", name)
	case !m.unique(s):
		return fmt.Errorf("redundancy filter: piece %s may be left out; name a piece that every solution places", name)
	}
	return nil
}
