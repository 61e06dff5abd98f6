// Package puzzle holds the plain description of a polyomino or polycube
// puzzle and of its solutions: the box, the pieces, and where each piece
// is placed. It knows nothing of how puzzles are solved, so that the
// search (package solver) and the verifier (package solver/verify) share
// only these types.
package puzzle

import (
	"fmt"
	"strings"

	"polyplay/solver/grid"
)

// Piece is one puzzle piece as the definition gives it.
type Piece struct {
	// Name labels the piece in solutions; it is unique within a problem.
	Name string
	// Cells are the piece's unit cells. For a mobile piece only their
	// relative positions matter; for a stationary piece they are the cells
	// of the box it occupies.
	Cells []grid.Point
	// Stationary pieces are fixed in place and shape the region; they are
	// never moved and take no part in the search.
	Stationary bool
	// Colours, if not nil, are the constraint colours of Cells, one
	// each (Problem.Colours); nil makes every cell neutral.
	Colours []int
	// Spare mobile pieces may be left out of a solution: a solution
	// places each at most once, and every other mobile piece exactly
	// once. A piece used from LO to HI times (BurrTools' min and max,
	// Knuth's multiplicities) is HI pieces of one shape, HI-LO of them
	// spare; the solver takes pieces of one shape for copies, so that
	// which copies a solution uses does not count.
	Spare bool
	// Group is the piece's group for taking an assembly apart, 0 for
	// none (BurrTools' piece groups): a part of the assembly whose
	// pieces all belong to one group may stay together. It takes no part
	// in the search; only mobile pieces have one.
	Group int
}

// Problem is a polyomino or polycube puzzle: a box, the pieces to fit in it
// and whether 2-D pieces may be turned over.
type Problem struct {
	// Name is a short label for the puzzle (a file name or library key).
	Name string
	// XDim, YDim and ZDim are the box's dimensions; ZDim is 1 for 2-D puzzles.
	XDim, YDim, ZDim int
	// OneSided forbids turning 2-D pieces over (only allowed with ZDim == 1).
	OneSided bool
	// Grid is the lattice of the cells: squares and cubes (the zero
	// value), triangles, hexagons or balls. Triangles and hexagons are
	// 2-D only (ZDim == 1).
	Grid grid.Kind
	// Pieces lists mobile and stationary pieces in definition order.
	Pieces []Piece
	// Optional are the cells of the region that may stay empty: a
	// solution covers each at most once, and every other open cell
	// exactly once. They lie in the box, off the stationary pieces.
	Optional []grid.Point
	// Colours are the colour constraints (Colours); the zero value has
	// none.
	Colours Colours
}

// Outside returns the cells of p's box that in does not hold, in z, y,
// x order: what a stationary piece covers to leave only in's cells open.
func (p *Problem) Outside(in map[grid.Point]bool) []grid.Point {
	var out []grid.Point
	for z := range p.ZDim {
		for y := range p.YDim {
			for x := range p.XDim {
				if c := (grid.Point{X: x, Y: y, Z: z}); !in[c] {
					out = append(out, c)
				}
			}
		}
	}
	return out
}

// Validate checks the problem for the errors a definition can make that the
// parser cannot see line by line: dimensions, duplicate names, stationary
// pieces outside the box or overlapping, groups out of range or on a
// stationary piece, optional cells outside the
// region, and a volume mismatch between the mobile pieces and the open
// cells (with optional cells, the mobile pieces must fill at least the
// cells that are not optional and at most all of them).
func (p *Problem) Validate() error {
	if p.XDim < 1 || p.YDim < 1 || p.ZDim < 1 {
		return fmt.Errorf("box dimensions must be at least 1, got %dx%dx%d", p.XDim, p.YDim, p.ZDim)
	}
	if p.XDim > MaxCells || p.YDim > MaxCells || p.ZDim > MaxCells {
		// Refused before the volume, which may overflow.
		return fmt.Errorf("box %dx%dx%d has more than %d cells; at most %d are supported", p.XDim, p.YDim, p.ZDim, MaxCells, MaxCells)
	}
	if p.XDim*p.YDim*p.ZDim > MaxCells {
		return fmt.Errorf("box %dx%dx%d has %d cells; at most %d are supported", p.XDim, p.YDim, p.ZDim, p.XDim*p.YDim*p.ZDim, MaxCells)
	}
	if p.Grid.Planar() && p.ZDim != 1 {
		return fmt.Errorf("the %v grid is 2-D only (zDim=1), but zDim=%d", p.Grid, p.ZDim)
	}
	if p.OneSided && p.Grid.Solid() {
		return fmt.Errorf("oneSide applies only to flat pieces, but %ss turn in space", p.Grid.Noun())
	}
	if p.OneSided && p.ZDim != 1 {
		return fmt.Errorf("oneSide applies only to 2-D puzzles (zDim=1), but zDim=%d", p.ZDim)
	}
	if len(p.Pieces) == 0 {
		return fmt.Errorf("the puzzle has no pieces")
	}
	seen := map[string]bool{}
	used := map[grid.Point]string{}
	open := p.XDim * p.YDim * p.ZDim
	mobileVol, mobile, spareVol := 0, 0, 0
	for _, pc := range p.Pieces {
		if pc.Name == "" || strings.ContainsAny(pc.Name, " \t\n,.#:=") {
			return fmt.Errorf("invalid piece name %q", pc.Name)
		}
		if seen[pc.Name] {
			return fmt.Errorf("piece %s is defined twice", pc.Name)
		}
		seen[pc.Name] = true
		if len(pc.Cells) == 0 {
			return fmt.Errorf("piece %s has no cells", pc.Name)
		}
		if pc.Group < 0 || pc.Group > MaxGroup {
			return fmt.Errorf("piece %s has group %d; groups are numbered from 1 to %d (0 for none)", pc.Name, pc.Group, MaxGroup)
		}
		if pc.Stationary && pc.Group != 0 {
			return fmt.Errorf("stationary piece %s cannot be in a group: only mobile pieces are taken apart", pc.Name)
		}
		cells := map[grid.Point]bool{}
		for _, c := range pc.Cells {
			if cells[c] {
				return fmt.Errorf("piece %s lists cell (%v) twice", pc.Name, c)
			}
			cells[c] = true
		}
		if !pc.Stationary {
			mobile++
			mobileVol += len(pc.Cells)
			if len(pc.Cells) > MaxPieceCells {
				return fmt.Errorf("piece %s has %d cells; at most %d are supported", pc.Name, len(pc.Cells), MaxPieceCells)
			}
			if pc.Spare {
				spareVol += len(pc.Cells)
			}
			continue
		}
		if pc.Spare {
			return fmt.Errorf("stationary piece %s cannot be spare: only a mobile piece may be left out", pc.Name)
		}
		for _, c := range pc.Cells {
			if c.X < 0 || c.Y < 0 || c.Z < 0 || c.X >= p.XDim || c.Y >= p.YDim || c.Z >= p.ZDim {
				return fmt.Errorf("stationary piece %s has cell (%v) outside the %dx%dx%d box", pc.Name, c, p.XDim, p.YDim, p.ZDim)
			}
			if other, ok := used[c]; ok {
				return fmt.Errorf("stationary pieces %s and %s overlap at (%v)", other, pc.Name, c)
			}
			used[c] = pc.Name
			open--
		}
	}
	if mobile == 0 {
		return fmt.Errorf("the puzzle has no mobile pieces")
	}
	opt := map[grid.Point]bool{}
	for _, c := range p.Optional {
		if err := p.regionCell("optional", c, used, opt); err != nil {
			return err
		}
	}
	if err := p.validateColours(used); err != nil {
		return err
	}
	// In a person's words: the region, not the box and its stationary
	// pieces; the grid's cells (grid.Kind.Unit).
	units := func(n int) string {
		if n == 1 {
			return "1 " + p.Grid.Unit(p.ZDim)
		}
		return fmt.Sprintf("%d %ss", n, p.Grid.Unit(p.ZDim))
	}
	if spareVol > 0 {
		// Which spare pieces a solution leaves out is the search's to
		// find; the bounds are checked here.
		if need, least := open-len(opt), mobileVol-spareVol; mobileVol < need || least > open {
			return fmt.Errorf("volume mismatch: the pieces have from %d to %s (some may be left out) but the region has %d, of which %d must be filled", least, units(mobileVol), open, need)
		}
		return nil
	}
	if len(opt) == 0 && mobileVol != open {
		return fmt.Errorf("volume mismatch: the pieces have %s but the region has %d", units(mobileVol), open)
	}
	if need := open - len(opt); mobileVol < need || mobileVol > open {
		return fmt.Errorf("volume mismatch: the pieces have %s but the region has %d, of which %d must be filled and %d may stay empty", units(mobileVol), open, need, len(opt))
	}
	return nil
}

// Limits that keep memory bounded: a larger puzzle gets a clear error.
const (
	// MaxCells is the largest box volume (including stationary cells).
	MaxCells = 8192
	// MaxPieceCells is the largest mobile piece: as large as the
	// largest box, since a mobile piece must fit in it. The search takes
	// a piece of any size (a box or cage that the other pieces go into).
	MaxPieceCells = MaxCells
	// MaxGroup is the largest piece group (Piece.Group), BurrTools'
	// largest.
	MaxGroup = 65535
)

// Placement is where one piece lies in a solution: its cells in the box
// and, for a piece whose colours count (Problem.Constrains), the colour
// of each cell, which tells which way round it lies on them.
type Placement struct {
	Piece string
	Cells []grid.Point
	// Colours are the colours of Cells, in their order; nil where the
	// piece's colours do not count or are not given.
	Colours []int
}

// Solution places every mobile piece that is not spare, and the spare
// pieces it uses, in the problem's piece order.
type Solution struct {
	Placements []Placement
}
