package solver

import "slices"

// autoOptions fills in the algorithm options that opt leaves unset with
// the configuration measured fastest for puzzles of m's kind (see the
// configurations of BenchmarkPentominoes10x6, BenchmarkOneSided30x3,
// BenchmarkTetrisCube, BenchmarkPTDiamond and BenchmarkSmall). The rule:
//
//   - DLX with the min-fit heuristic places the first pieces: it places a
//     piece constrained by the redundancy filter first, and its image
//     filtering leaves FILA a smaller model.
//
//   - FILA takes over at the largest number of remaining pieces f < P
//     whose open volume fits a 64-bit field (at most 63 cells, with
//     pieces of average size placed); on a triangle rhombus at f+1 (the
//     128-bit field), which is faster there. A full rectangle
//     starts with FILA instead when DLX's first choice is not much
//     narrower than FILA's (autoStart).
//
//   - Within FILA, flat puzzles whose region is a full rectangle use F
//     (Fletcher's left-to-right fill), along the shorter side: F when the
//     box is at least as long in x as in y (cells are numbered x-major),
//     else y. Other regions (3-D, or 2-D with holes or an irregular
//     outline) use E, switching to F for the last 2 pieces (-oe=11:f=2).
//     The FILA article's best Tetris Cube and PT diamond runs switch for
//     the last 3 (f=3): E at 3 pieces left costs more a node but cuts the
//     fits by a third (Tetris Cube 51.4 M against 80.3 M), and the Tetris
//     Cube's whole process is a little faster; the Bedlam cube, the PT
//     diamond, Soma and the 8x8 with a hole are no slower (see
//     BenchmarkTetrisCube, -oe=11:f=3 against -oe=11:f=2).
//
//   - The volume filter runs once before the search (-V), unless a piece
//     is in several parts (volumeCheck assumes none is): it costs little
//     and removes images that cut off unfillable regions (15% fewer fits
//     on the 10x6). When the region is not a full box (holes, an irregular
//     outline), it is repeated after each DLX placement down to the FILA
//     threshold (-V f), as in the FILA article's best PT diamond run: there
//     placements often cut the region apart (see BenchmarkPTDiamond).
//
//   - NOF is on. On a full box (a rectangle or a cuboid) it is wide
//     (Options.NOFCells = MaxNOFCells): each cell's image lists depend on
//     the 6 later cells its images cover most often, not just on its
//     neighbours. FILA compiles its tables there once per node of DLX's
//     first level at most, and the lists with fewer images that cannot
//     fit make the search faster (BenchmarkPentominoes10x6, -n against
//     -n6; BenchmarkTetrisCube); the smallest searches (the Soma cube,
//     20x3) lose time to the larger tables, so a box of fewer than
//     wideNOFCells cells (the Soma cube) keeps plain NOF. Elsewhere FILA
//     may compile at every DLX node above its threshold, which costs more
//     than it gains (the PT diamond and the 8x8 with a hole are slower).
//
//   - The memo of dead ends is on from 3 remaining pieces (--memo=3): where
//     FILA fills the first open cell from the top (the rectangles), it
//     skips states already searched to no solution (see
//     BenchmarkPentominoes10x6 and BenchmarkOneSided30x3, --auto -r
//     against --memo=0). Where FILA uses E down to 2 pieces, it has nothing
//     to do. Small searches (under 4 polls, about 65,000 fits) never
//     start it.
//
//   - On a grid whose cells have more neighbours than FILA's image lists
//     can depend on (balls: twelve, against filaWatch), DLX with min-fit
//     searches alone: FILA's cells see too little of the pieces around
//     them, and without DLX's piece columns it does not notice a piece
//     that no longer fits anywhere (Kanoodle's pyramid: 26 times DLX's
//     fits with FILA's s, more with E; see BenchmarkKanoodlePyramid).
//
// Options the caller set (Order, Fila, the volume filter, NOFCells, Memo)
// are kept; NOF is turned on where FILA may run.
func autoOptions(m *Model, opt Options) Options {
	if m.HasOptional() || m.HasSpare() {
		// DLX alone, with min-fit (exactFillOff).
		return opt
	}
	// The volume filter assumes joined pieces (volumeCheck).
	vol := len(severalParts(m)) == 0
	opt.VolumeFilter = opt.VolumeFilter || vol
	if m.Grid.Slots() > filaWatch {
		return opt
	}
	opt.NOF = true
	if opt.Memo == 0 {
		opt.Memo = autoMemo
	}
	pr := m.Problem
	box, long := fullRegion(m)
	// A triangle rhombus (a full parallelogram, not long) searches with E
	// and plain NOF, as irregular regions do, but with the volume filter
	// once, as boxes do (see fullRegion; grid.Kind.RowParallelograms).
	rhombus := box && !long && m.Grid.RowParallelograms()
	if box && !rhombus && opt.NOFCells == 0 && len(m.Cells) >= wideNOFCells {
		opt.NOFCells = MaxNOFCells
	}
	P := m.Pieces
	if P < 2 {
		return opt
	}
	f := autoThreshold(m)
	if rhombus && f > 0 && f+1 < P {
		// FILA's E takes over one piece earlier, on the 128-bit field
		// (see BenchmarkHexiamonds6x6, -f11 against -f10).
		f++
	}
	if len(opt.Fila) == 0 && f > 0 {
		opt.Fila = []int{f}
	}
	if vol && !box && opt.VolumeFilterRepeat == 0 && f > 0 {
		opt.VolumeFilterRepeat = f
	}
	if len(opt.Order) == 0 && f > 0 {
		rect := pr.ZDim == 1 && box
		switch {
		case rect && long:
			opt.Order = []OrderStep{{Heuristic: First, Remaining: f}}
		case rect && !rhombus:
			opt.Order = []OrderStep{{Heuristic: MinY, Remaining: f}}
		case f > 3:
			opt.Order = []OrderStep{{Heuristic: Estimate, Remaining: f}, {Heuristic: First, Remaining: autoFirst}}
		default:
			opt.Order = []OrderStep{{Heuristic: First, Remaining: f}}
		}
	}
	return opt
}

// fullRegion reports whether the open cells fill their box, and whether
// the region is at least as long in x as in y (the cells are numbered
// x-major, so F then fills across the shorter side). On triangles a box
// is not a parallelogram (its rows zigzag: grid.Kind.Zigzag); there
// (grid.Kind.RowParallelograms) the region counts as full when it is a
// parallelogram: every row the same
// number of triangles, each row starting one triangle further along than
// the row below, or one before it. A parallelogram of w by h (2w triangles a
// row, h rows) is long when w > h: the 4x9 hexiamonds then fill F along
// x as the rectangles do; one that is not (the 6x6 rhombus) takes E
// with plain NOF as irregular regions do, and the volume filter once:
// repeated, it took most of the 6x6's time, and F, y or wide NOF search
// more fits or slower ones there (see BenchmarkHexiamonds6x6 and
// BenchmarkHexiamonds4x9).
func fullRegion(m *Model) (full, long bool) {
	pr := m.Problem
	if !m.Grid.RowParallelograms() {
		return len(m.Cells) == pr.XDim*pr.YDim*pr.ZDim, pr.XDim >= pr.YDim
	}
	first := make([]int, pr.YDim)
	n := make([]int, pr.YDim)
	for i := range first {
		first[i] = -1
	}
	for _, c := range m.Cells {
		if first[c.Y] < 0 {
			first[c.Y] = c.X
		}
		if c.X != first[c.Y]+n[c.Y] {
			return false, false // a gap in the row
		}
		n[c.Y]++
	}
	for y := 1; y < pr.YDim; y++ {
		if n[y] != n[0] || first[y]-first[y-1] != first[1]-first[0] || (first[1]-first[0])*(first[1]-first[0]) != 1 {
			return false, false
		}
	}
	return n[0] > 0, n[0]/2 > pr.YDim
}

// wideNOFCells is the least number of cells of a box that Auto gives
// wide NOF: in the Soma cube's 27 cells the wider tables cost more to
// build than they save, for the same fits (see BenchmarkSmall).
const wideNOFCells = 32

// autoFirst is the number of remaining pieces from which Auto's E order
// (3-D boxes, regions that are not full rectangles) fills the first open
// cell (F).
const autoFirst = 2

// autoMemo is the memo's level under Auto (Options.Memo).
const autoMemo = 3

// autoThreshold returns the largest f < P at which the open volume, with
// pieces of average size placed, is at most 63 cells, or 0 if there is
// none. (A larger sub-puzzle still runs, on the 128-bit field.)
func autoThreshold(m *Model) int {
	P := m.Pieces
	vol := 0
	for _, sh := range m.Shapes {
		vol += sh.Size * len(sh.Pieces)
	}
	for placed := 1; placed < P; placed++ {
		// open = vol - placed*vol/P, rounded down.
		if open := vol - placed*vol/P; open <= 63 {
			return P - placed
		}
	}
	return 0
}

// startRatio is how many times more images FILA's first cell must have
// than DLX's first choice for the search to start with DLX (autoStart).
const startRatio = 3

// autoStart, for a flat full rectangle to which autoOptions gave DLX
// above FILA's threshold, lets FILA search from the top instead when
// DLX's first choice (the column with the fewest images left after the
// filters: often the piece the redundancy filter constrained) has more
// than a third of the images of FILA's first cell (the corner). Placing
// a narrow piece first pays off on the 10x6 (X: 7 images, the corner 35;
// FILA from the top takes many times longer); otherwise FILA from the top
// wins, and it compiles one model instead of one per DLX node: the 12x5
// (26 against 33 images), the 15x4 (22 against 29), the one-sided 30x3
// (6 against 16, on the 128-bit field). The 20x3 (4 against 17) is the
// same either way. See BenchmarkPentominoes10x6, BenchmarkOneSided30x3
// and BenchmarkSmall.
func (p *preparer) autoStart() {
	s := p.s
	m := s.Model
	pr := m.Problem
	P := m.Pieces
	if full, _ := fullRegion(m); pr.ZDim != 1 || !full || P < 2 || len(s.opt.Order) != 1 {
		return
	}
	cols := make([]int, len(m.Cells)+len(m.Shapes))
	for id, img := range m.Images {
		if !s.active[id] {
			continue
		}
		for _, c := range img.Cells {
			cols[c]++
		}
		cols[len(m.Cells)+img.Shape]++
	}
	first := slices.Min(cols)
	corner := cols[0] // cell 0 is (0, 0): the first cell of F and y
	if first*startRatio < corner {
		return
	}
	s.opt.Fila = []int{P}
	s.opt.Order = []OrderStep{{Heuristic: s.opt.Order[0].Heuristic, Remaining: P}}
}
