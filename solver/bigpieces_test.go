package solver

import (
	"testing"

	"polyplay/internal/longtest"
	"polyplay/internal/plaincount"
)

// hollow returns a piece that fills the x*y*z box but for the cells of the
// hole, a box of hx*hy*hz cells from (ox, oy, oz): a box, cage or frame
// that other pieces go into.
func hollow(name string, x, y, z, ox, oy, oz, hx, hy, hz int) Piece {
	pc := Piece{Name: name}
	for k := range z {
		for j := range y {
			for i := range x {
				if i >= ox && i < ox+hx && j >= oy && j < oy+hy && k >= oz && k < oz+hz {
					continue
				}
				pc.Cells = append(pc.Cells, Point{X: i, Y: j, Z: k})
			}
		}
	}
	return pc
}

// bigPuzzles are puzzles with a piece of more than 64 cells, the most a
// word holds: a box puzzle, whose box is a mobile piece that the others
// go into (as BurrTools' AlPackino), in 3-D and in 2-D. plain is
// internal/plaincount's count.
var bigPuzzles = []comboPuzzle{
	// A 5x4x4 box whose cavity, 3x2x2, is open at the top: the box lies
	// open to any of the four sides that turn about x, and the
	// tetracubes T, A and B of the Soma cube fill the cavity.
	{"box 5x4x4 of 68 cells", func() *Problem {
		so := soma().Pieces // V L T Z A B P
		return &Problem{Name: "bigbox", XDim: 5, YDim: 4, ZDim: 4, Pieces: []Piece{
			hollow("Box", 5, 4, 4, 1, 1, 2, 3, 2, 2), so[2], so[4], so[5],
		}}
	}, 32, "T"},
	// A 9x9 frame of 66 cells around a 3x5 hole (upright or across)
	// that three pentominoes fill.
	{"frame 9x9 of 66 cells", func() *Problem {
		return &Problem{Name: "bigframe", XDim: 9, YDim: 9, ZDim: 1, Pieces: append(pickPentominoes("LPV"),
			hollow("Frame", 9, 9, 1, 3, 2, 0, 3, 5, 1))}
	}, 8, "L"},
}

// TestBigPieces counts puzzles with a piece of more than 64 cells with
// every search setting and output filter of the combination test
// (TestFilterCombinations), each filter with plain DLX and each setting
// with some filter, against the plain search's solutions reduced by the
// filter's definition; the plain search's count is internal/plaincount's.
// With -short it runs the settings marked short.
func TestBigPieces(t *testing.T) {
	longtest.SkipUnderWasm(t)
	t.Parallel()
	refs := make([]*comboRef, len(bigPuzzles))
	for i, bp := range bigPuzzles {
		p := bp.p()
		if n, _, err := plaincount.Count(p); err != nil || n != int64(bp.plain) {
			t.Fatalf("%s: plaincount counts %d solutions (%v), want %d", bp.name, n, err, bp.plain)
		}
		refs[i] = newComboRef(t, p)
		if n := len(refs[i].all); n != bp.plain {
			t.Fatalf("%s: the plain search finds %d solutions, want plaincount's %d", bp.name, n, bp.plain)
		}
	}
	filters, searches := comboFilters(), comboSearches()
	run := func(pi int, f comboFilter, cs comboSearch) {
		comboRun(t, bigPuzzles[pi], refs[pi], f, cs, testHooks{})
	}
	for pi := range bigPuzzles {
		for _, f := range filters {
			run(pi, f, searches[0])
		}
	}
	for si, cs := range searches[1:] {
		if testing.Short() && !cs.short {
			continue
		}
		for pi := range bigPuzzles {
			run(pi, filters[(si+pi)%len(filters)], cs)
		}
	}
}
