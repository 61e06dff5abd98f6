package def

import (
	"fmt"
	"strconv"
	"strings"

	"polyplay/solver/puzzle"
)

// A C directive's count setting: count=N defines N pieces of the shape,
// count=LO..HI defines HI pieces of which a solution uses from LO to
// HI, the last HI-LO of them spare (puzzle.Piece.Spare). The pieces are
// named NAME1 ... NAMEHI, or NAME alone where HI is 1.

// pieceCount is a C directive's count: from lo to hi pieces.
type pieceCount struct{ lo, hi int }

// parseCount reads the value of a count setting on line of src.
func parseCount(src *lines, line int, v field) (pieceCount, error) {
	lo, hi, isRange := strings.Cut(v.text, "..")
	if !isRange {
		hi = lo
	}
	num := func(s string, col int) (int, error) {
		n, err := strconv.Atoi(s)
		if err != nil || n < 0 || strings.HasPrefix(s, "+") {
			return 0, src.errf(line, col, "expected a count N or a range LO..HI of whole numbers for count, found %s", quote(v.text))
		}
		return n, nil
	}
	var c pieceCount
	var err error
	if c.lo, err = num(lo, v.col); err != nil {
		return c, err
	}
	if c.hi, err = num(hi, v.col+len(v.text)-len(hi)); err != nil {
		return c, err
	}
	switch {
	case c.hi < 1:
		return c, src.errf(line, v.col, "count %s uses no piece; the most must be at least 1", v.text)
	case c.lo > c.hi:
		return c, src.errf(line, v.col, "count %s: the least, %d, is more than the most, %d", v.text, c.lo, c.hi)
	case c.hi > MaxPieces:
		return c, src.errf(line, v.col, "count %s: more than %d pieces, the most a box of %d cells can hold", v.text, MaxPieces, puzzle.MaxCells)
	}
	return c, nil
}

// names returns the names of the pieces that a C directive of count c
// and name defines: name alone for one piece, else name1, name2, ....
func (c pieceCount) names(name field) []field {
	if c.hi == 1 {
		return []field{name}
	}
	out := make([]field, c.hi)
	for i := range out {
		out[i] = field{text: fmt.Sprint(name.text, i+1), col: name.col}
	}
	return out
}

// spare reports whether the i-th piece (from 0) of count c is spare.
func (c pieceCount) spare(i int) bool { return i >= c.lo }

// countSetting returns the count setting that Format writes for pc.
func countSetting(pc puzzle.Piece) string {
	if pc.Spare {
		return ":count=0..1"
	}
	return ""
}

// copies defines the pieces of names, of a count c whose first piece
// pd a C directive on line of src has defined: copies of pd, from the
// second piece of the count on, each in pd's group.
func (d *draft) copies(src *lines, line, col int, pd *pieceDef, c pieceCount, names []field) error {
	for i, n := range names {
		cp, err := d.define(src, line, n, false, false)
		if err != nil {
			return err
		}
		cp.piece.Spare = c.spare(i + 1)
		cp.piece.Group = pd.piece.Group
		cp.piece.Colours = pd.piece.Colours
		for _, cell := range pd.piece.Cells {
			if err := d.addCell(src, line, col, cp, cell); err != nil {
				return err
			}
		}
	}
	return nil
}
