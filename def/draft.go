package def

import (
	"slices"
	"strings"

	"polyplay/solver/grid"
	"polyplay/solver/puzzle"
)

// draft is the puzzle being parsed, from its D line to its ~D: the box
// and settings of the D line, and the pieces defined so far, by name,
// with the ranges that each L block defined.
type draft struct {
	line, col int // the D directive's position
	prob      puzzle.Problem
	pieces    []*pieceDef
	// optional are the marks of cells that may stay empty, by name as
	// pieces are (pieceDef.optional); they are no pieces.
	optional []*pieceDef
	// colourMarks are the marks of the region's colours
	// (pieceDef.colours); they are no pieces.
	colourMarks []*pieceDef
	// layouts are the ranges of pieces that each L block defined.
	layouts [][2]int
	byName  map[string]*pieceDef
	// cells counts the cells of the pieces so far: no more than a box
	// holds (puzzle.MaxCells) are read.
	cells int
}

// define starts a new piece, checking that its name is new; or, if
// optional, a mark of optional cells (cells of the region that may stay
// empty), named as a piece is, which is no piece: its cells are box
// cells, as a stationary piece's are.
func (d *draft) define(src *lines, line int, name field, stationary, optional bool) (*pieceDef, error) {
	if err := src.checkName(line, name); err != nil {
		return nil, err
	}
	if old, ok := d.byName[name.text]; ok {
		return nil, src.errf(line, name.col, "piece %s is already defined at line %d; piece names must be unique", name.text, old.line)
	}
	if len(d.pieces) >= MaxPieces {
		return nil, src.errf(line, name.col, "the puzzle has more than %d pieces, the most a box of %d cells can hold", MaxPieces, puzzle.MaxCells)
	}
	pd := &pieceDef{
		piece: puzzle.Piece{Name: name.text, Stationary: stationary || optional},
		line:  line, col: name.col,
		cells:    map[grid.Point]bool{},
		optional: optional,
	}
	d.byName[name.text] = pd
	if optional {
		d.optional = append(d.optional, pd)
	} else {
		d.pieces = append(d.pieces, pd)
	}
	return pd, nil
}

// addCell adds c to piece pd, checking bounds, repeats and size.
func (d *draft) addCell(src *lines, line, col int, pd *pieceDef, c grid.Point) error {
	pc := &pd.piece
	if pc.Stationary {
		if c.X < 0 || c.Y < 0 || c.Z < 0 || c.X >= d.prob.XDim || c.Y >= d.prob.YDim || c.Z >= d.prob.ZDim {
			what := "stationary piece"
			if pd.optional {
				what = "optional cells"
			}
			if pd.colours {
				what = "coloured cells"
			}
			return src.errf(line, col, "%s %s has cell (%v) outside the %dx%dx%d box", what, pc.Name, d.prob.Grid.FilePoint(c), d.prob.XDim, d.prob.YDim, d.prob.ZDim)
		}
	} else if len(pc.Cells) >= puzzle.MaxPieceCells {
		return src.errf(line, col, "piece %s has more than %d cells", pc.Name, puzzle.MaxPieceCells)
	}
	if d.prob.OneSided && c.Z != 0 {
		return src.errf(line, col, "pieces of a one-sided puzzle must be flat: expected z=0, found z=%d", c.Z)
	}
	if pd.cells[c] {
		return src.errf(line, col, "piece %s lists cell (%v) twice", pc.Name, d.prob.Grid.FilePoint(c))
	}
	if pd.colours { // cells of the box, each once (pd.cells): no more than it has
		pd.cells[c] = true
		pc.Cells = append(pc.Cells, c)
		return nil
	}
	if d.cells >= puzzle.MaxCells {
		return src.errf(line, col, "the pieces have more than %d cells, the most a box holds", puzzle.MaxCells)
	}
	d.cells++
	pd.cells[c] = true
	pc.Cells = append(pc.Cells, c)
	return nil
}

// finish ends the puzzle at its ~D line and returns it, named name.
func (d *draft) finish(src *lines, name string) (*Puzzle, error) {
	prob := d.prob
	prob.Name = name
	offsets := make([]grid.Point, 0, len(d.pieces))
	for _, pd := range d.pieces {
		pc := pd.piece
		var off grid.Point
		if !pc.Stationary && len(pc.Cells) > 0 {
			pc.Cells = NormalizeGrid(prob.Grid, pc.Cells)
			off = pd.piece.Cells[0]
			off.X, off.Y, off.Z = off.X-pc.Cells[0].X, off.Y-pc.Cells[0].Y, off.Z-pc.Cells[0].Z
		}
		offsets = append(offsets, off)
		prob.Pieces = append(prob.Pieces, pc)
	}
	for _, pd := range d.optional {
		prob.Optional = append(prob.Optional, pd.piece.Cells...)
	}
	d.regionColours(&prob)
	if err := prob.Validate(); err != nil {
		return nil, src.errf(d.line, d.col, "%v", err)
	}
	order := make([]int, len(prob.Pieces))
	for i := range order {
		order[i] = i
	}
	for _, l := range d.layouts {
		slices.SortStableFunc(order[l[0]:l[1]], func(a, b int) int { return strings.Compare(prob.Pieces[a].Name, prob.Pieces[b].Name) })
	}
	return &Puzzle{Problem: prob, Line: d.line, Offsets: offsets, PolycubeOrder: order, Notes: notes(src.file, &prob, d.pieces)}, nil
}

// layoutCells adds to pd the cells of a C directive's layout on line of
// src.
func (d *draft) layoutCells(src *lines, line int, layout field, pd *pieceDef) error {
	planar := d.prob.Grid.Planar()
	for _, coord := range split(layout, ',') {
		nums := words(coord)
		if planar && len(nums) != 2 && len(nums) != 3 {
			at := trim(coord)
			return src.errf(line, at.col, "expected 2 numbers x y (or x y 0) for a cell of the %v grid, found %d", d.prob.Grid, len(nums))
		}
		if !planar && len(nums) != 3 {
			at := trim(coord)
			return src.errf(line, at.col, "expected 3 numbers x y z for a layout cell, found %d", len(nums))
		}
		var v [3]int
		for i, axis := range []string{"x", "y", "z"}[:len(nums)] {
			n, err := src.number(line, nums[i], "the "+axis+" coordinate")
			if err != nil {
				return err
			}
			if n < -MaxCoord || n > MaxCoord {
				return src.errf(line, nums[i].col, "coordinate %d is out of range; expected -%d to %d", n, MaxCoord, MaxCoord)
			}
			v[i] = n
		}
		if planar && v[2] != 0 {
			return src.errf(line, nums[2].col, "the %v grid is 2-D: expected z=0, found z=%d", d.prob.Grid, v[2])
		}
		c, err := d.prob.Grid.FromFile(grid.Point{X: v[0], Y: v[1], Z: v[2]})
		if err != nil {
			return src.errf(line, nums[0].col, "%v", err)
		}
		if err := d.addCell(src, line, nums[0].col, pd, c); err != nil {
			return err
		}
	}
	return nil
}
