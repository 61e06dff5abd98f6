package main

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"polyplay/solver"
	"polyplay/solver/grid"
	"polyplay/solver/polycube"
)

// This file writes -i's output in the layout of Matt Busche's polycube
// 1.2.1 (docs/polycube.md): the solver configuration block, the puzzle
// file, and for each puzzle the shapes and image counts, the statistics
// and the timing table, each key after polycube's comment line.

// pcFilter spells a filter setting as polycube does: -1 once, 0 off, N
// from N remaining pieces.
func pcFilter(once bool, n int) int {
	switch {
	case n > 0:
		return n
	case once:
		return -1
	}
	return 0
}

// writeConfigBlock prints polycube's "# Solver configuration settings":
// the options given, in its names.
func writeConfigBlock(out io.Writer, opts solver.Options, c *config) {
	red := "."
	if opts.Redundancy {
		red = "#"
		if opts.RedundancyPiece != "" {
			red = opts.RedundancyPiece
		}
	}
	// polycube lists the ordering heuristics from the one that starts
	// first (with the most pieces remaining) to the last, without their
	// thresholds.
	type def struct {
		from int
		name string
	}
	var defs []def
	for _, v := range c.given.Order {
		for _, part := range strings.Split(v, ":") {
			name, n, ok := strings.Cut(part, "=")
			from := int(^uint(0) >> 1)
			if ok {
				from, _ = strconv.Atoi(n)
			}
			defs = slices.DeleteFunc(defs, func(d def) bool { return d.from == from })
			defs = append(defs, def{from, name})
		}
	}
	sort.SliceStable(defs, func(i, j int) bool { return defs[i].from > defs[j].from })
	var order []string
	for _, d := range defs {
		order = append(order, d.name)
	}
	polycube.InfoConfig{Bruijn: c.given.Bruijn, EMCH: c.given.EMCH, Format: c.format,
		FitFilter: pcFilter(opts.FitFilter, opts.FitFilterAt), Goal: c.goal, Info: c.info, MCH: c.given.MCH,
		Order: strings.Join(order, ":"), ParityBacktrack: opts.ParityTrigger > 0,
		ParityFilter: pcFilter(opts.ParityFilterOnce, opts.ParityFilter), Quiet: c.quiet,
		Redundancy: red, RedundancyFirst: opts.RedundancyFirst, Sample: c.given.Sample, Trace: c.trace,
		Unique: opts.Unique, VolumeBacktrack: c.given.VolumeTrigger,
		VolumeFilter: pcFilter(opts.VolumeFilter, opts.VolumeFilterRepeat)}.Write(out)
}

// writePuzzleFile prints polycube's PUZZLE_FILE line, once per input:
// the file name as given, or STDIN.
func writePuzzleFile(out io.Writer, file string) {
	if file == "-" || file == "<stdin>" {
		file = "STDIN"
	}
	polycube.WritePuzzleFile(out, file)
}

// pcShape is one of polycube's shapes: the pieces congruent under the
// turns the puzzle allows, the stationary ones first.
type pcShape struct {
	// layout is the first piece's cells as the definition gives them,
	// sorted; parity its black cells less its white ones.
	layout             []solver.Point
	parity             int
	stationary, mobile []string
	// orients are the distinct orientations (normalized, sorted).
	orients [][]solver.Point
	// images counts the orientations' placements in the box that cover
	// no stationary piece.
	images int
}

// pcShapes groups the problem's pieces into polycube's shapes: the
// stationary pieces in definition order, then the mobile ones, each
// joining the first shape it is congruent with. offsets are the pieces'
// translations from the definition (def.Puzzle.Offsets), by name.
func pcShapes(p *solver.Problem, offsets map[string]solver.Point) []*pcShape {
	var shapes []*pcShape
	key := func(cells []solver.Point) string { return fmt.Sprint(solver.NormalizeOn(p.Grid, cells)) }
	add := func(pc solver.Piece) {
		k := key(pc.Cells)
		for _, s := range shapes {
			for _, o := range s.orients {
				if key(o) == k {
					if pc.Stationary {
						s.stationary = append(s.stationary, pc.Name)
					} else {
						s.mobile = append(s.mobile, pc.Name)
					}
					return
				}
			}
		}
		s := &pcShape{layout: slices.Clone(pc.Cells)}
		if o, ok := offsets[pc.Name]; ok {
			for i := range s.layout {
				s.layout[i].X, s.layout[i].Y, s.layout[i].Z = s.layout[i].X+o.X, s.layout[i].Y+o.Y, s.layout[i].Z+o.Z
			}
		}
		sortPoints(s.layout)
		for _, c := range s.layout {
			// The colouring of squares and cubes, and of triangles
			// (down and up); hexagons and balls have none.
			if !p.Grid.TwoColoured() {
				break
			}
			if (c.X+c.Y+c.Z)&1 != 0 {
				s.parity++
			} else {
				s.parity--
			}
		}
		s.orients = solver.OrientationsOn(p.Grid, pc.Cells, p.OneSided)
		if pc.Stationary {
			s.stationary = append(s.stationary, pc.Name)
		} else {
			s.mobile = append(s.mobile, pc.Name)
		}
		shapes = append(shapes, s)
	}
	blocked := map[solver.Point]bool{}
	for _, pc := range p.Pieces {
		if pc.Stationary {
			add(pc)
			for _, c := range pc.Cells {
				blocked[c] = true
			}
		}
	}
	for _, pc := range p.Pieces {
		if !pc.Stationary {
			add(pc)
		}
	}
	for _, s := range shapes {
		for _, o := range s.orients {
			for x := 0; x < p.XDim; x++ {
				for y := 0; y < p.YDim; y++ {
					for z := 0; z < p.ZDim; z++ {
						if !p.Grid.Translates(solver.Point{X: x, Y: y, Z: z}) {
							continue // it would turn triangles over
						}
						ok := true
						for _, c := range o {
							q := solver.Point{X: c.X + x, Y: c.Y + y, Z: c.Z + z}
							if q.X >= p.XDim || q.Y >= p.YDim || q.Z >= p.ZDim || blocked[q] {
								ok = false
								break
							}
						}
						if ok {
							s.images++
						}
					}
				}
			}
		}
	}
	return shapes
}

// sortPoints sorts points by x, then y, then z, as polycube lists them.
func sortPoints(ps []solver.Point) {
	slices.SortFunc(ps, grid.Compare)
}

// pcInfo is what polycube prints about a puzzle before its search.
type pcInfo struct {
	shapes []*pcShape
	// red is the shape that the redundancy filter constrains (-1: none)
	// and redKept the images it keeps of it.
	red, redKept int
	redName      string
	free         int // the cells no stationary piece covers
}

// newPCInfo describes the puzzle of j, whose solver has been made with
// opts.
func newPCInfo(j *job, opts solver.Options) *pcInfo {
	p := &j.puzzle.Problem
	offsets := map[string]solver.Point{}
	for i, o := range j.puzzle.Offsets {
		offsets[p.Pieces[i].Name] = o
	}
	in := &pcInfo{shapes: pcShapes(p, offsets), red: -1, free: p.XDim * p.YDim * p.ZDim}
	for _, pc := range p.Pieces {
		if pc.Stationary {
			in.free -= len(pc.Cells)
		}
	}
	// On a region without rotations polycube names the piece given to
	// -r, and picks none itself.
	if opts.Redundancy && (opts.RedundancyPiece != "" || j.solver.Rotations() > 0) {
		in.redName = j.solver.Chosen().RedundancyPiece
		if in.redName == "" {
			in.redName = opts.RedundancyPiece
		}
		for i, s := range in.shapes {
			if slices.Contains(s.mobile, in.redName) {
				in.red = i
				in.redKept = s.images - j.solver.Filtered()["redundancy"]
			}
		}
	}
	return in
}

// writePuzzleInfo prints what polycube prints about job j's puzzle
// before its search (pcInfo.write), and flushes it, as polycube does: a
// script (or a person with timeout) reads the puzzle's shapes and image
// counts while a long search runs, or after it was stopped.
func writePuzzleInfo(out *bufio.Writer, j *job, opts solver.Options) {
	newPCInfo(j, opts).write(out, &j.puzzle.Problem, opts.Redundancy || j.solver.Rotations() == 0)
	out.Flush()
}

// mobileImages returns shape i's images after the redundancy filter.
func (in *pcInfo) mobileImages(i int) int {
	if i == in.red {
		return in.redKept
	}
	return in.shapes[i].images
}

// write prints polycube's description of the puzzle
// (polycube.PuzzleInfo): its size, the shapes, the one-sided constraint,
// the redundancy filter's piece, the image counts and whether the
// solutions are unique without filtering.
func (in *pcInfo) write(out io.Writer, p *solver.Problem, rotationallyUnique bool) {
	pi := polycube.PuzzleInfo{Dim: [3]int{p.XDim, p.YDim, p.ZDim}, OneSided: p.OneSided, RotationallyUnique: rotationallyUnique}
	var bounded, all int64
	for i, s := range in.shapes {
		is := polycube.InfoShape{Parity: s.parity, Count: 1, Stationary: len(s.stationary), Mobile: len(s.mobile),
			MobileImages: in.mobileImages(i), Pieces: append(slices.Clone(s.stationary), s.mobile...)}
		for _, c := range s.layout {
			is.Layout = append(is.Layout, [3]int{c.X, c.Y, c.Z})
		}
		if len(s.mobile) > 0 {
			is.NumRow, is.Count = in.mobileImages(i), len(s.mobile)
		}
		pi.Shapes = append(pi.Shapes, is)
		bounded += int64(len(s.stationary) + in.mobileImages(i))
		all += int64(len(s.orients) * in.free)
	}
	pi.Bounded, pi.Unbounded = bounded, all-bounded
	if in.red >= 0 {
		pi.Redundancy = in.redName
	}
	pi.Write(out)
}

// polycubeStats is what polycube prints after a search (and on its
// statistics signal), in its names.
type polycubeStats struct {
	st solver.Stats
	// unique is true when the solutions counted are rotationally unique
	// (-r, -u or -M, or a region without rotations): polycube then
	// prints UNIQUE= and REDUNDANT=, else UNIQUE=UNKNOWN.
	unique bool
	// pieces is the number of mobile pieces.
	pieces int
	// once holds the images the filters run once before the search
	// removed ("fit", "parity", "volume"): polycube counts them at the
	// top level.
	once map[string]int
	// trials is the number of Monte Carlo trials completed (-s), 0
	// without them.
	trials  int64
	elapsed time.Duration
}

// newPolycubeStats takes the statistics of a search with opts; rotations
// is the number of the region's rotations (solver.Solver.Rotations), or
// -1 if unknown; once the counts of the filters run before the search
// (solver.Solver.Filtered).
func newPolycubeStats(st solver.Stats, opts solver.Options, rotations int, once map[string]int) polycubeStats {
	// A Monte Carlo run's progress is the share of its trials done.
	trials := int64(math.Round(st.Progress * float64(opts.MCTrials)))
	return polycubeStats{st: st, unique: opts.Redundancy || opts.Unique || opts.Mirror || rotations == 0,
		pieces: max(len(st.Attempts), len(st.Fits)) - 1, once: once, trials: trials, elapsed: st.Elapsed}
}

// level returns v[i], or 0 where v is too short.
func level(v []int64, i int) int64 {
	if i >= 0 && i < len(v) {
		return v[i]
	}
	return 0
}

// perLevel returns counts by level, with the once-filter count added at
// the top level.
func (s polycubeStats) perLevel(v []int64, once string) []int64 {
	out := make([]int64, s.pieces+1)
	for i := range out {
		out[i] = level(v, i)
	}
	if s.pieces > 0 {
		out[s.pieces] += int64(s.once[once])
	}
	return out
}

// write prints the statistics as polycube 1.2.1 does
// (polycube.InfoStats).
func (s polycubeStats) write(out io.Writer) {
	st := s.st
	secs := s.elapsed.Seconds()
	found := st.Solutions + st.Redundant
	polycube.InfoStats{
		Solutions: found, SolutionsRate: polycube.FormatRate(found, secs, false),
		Unique: s.unique, UniqueSolutions: st.Solutions, UniqueRate: polycube.FormatRate(st.Solutions, secs, false), Redundant: st.Redundant,
		MonteCarlo: s.trials > 0, Trials: s.trials,
		Pieces:           s.pieces,
		ParityBacktracks: s.perLevel(st.ParityBacktracks, ""), VolumeBacktracks: s.perLevel(st.VolumeBacktracks, ""),
		FitFiltered: s.perLevel(st.FitFiltered, "fit"), ParityFiltered: s.perLevel(st.ParityFiltered, "parity"),
		VolumeFiltered: s.perLevel(st.VolumeFiltered, "volume"),
		Attempts:       s.perLevel(st.Attempts, ""), Fits: s.perLevel(st.Fits, ""),
	}.Write(out)
}

// pcMeters is polycube's timing table: its rows, which it registers as
// a run first uses them and keeps for the later puzzles of the run.
type pcMeters struct {
	filter, tile bool // solve-filter and initTile have been used
}

// pcTimes are the times of one puzzle's phases, in polycube's rows.
type pcTimes struct {
	parse, init, solve, cleanup time.Duration
	// filterEvents and tileEvents count solve-filter's and initTile's
	// events (0: the row is not used by this puzzle).
	filterEvents, tileEvents int64
}

// write prints the table for one puzzle: polycube's row names and
// layout, with polyplay's phases (docs/polycube.md says which).
func (m *pcMeters) write(out io.Writer, t pcTimes) {
	m.filter = m.filter || t.filterEvents > 0
	m.tile = m.tile || t.tileEvents > 0
	total := t.parse + t.init + t.solve + t.cleanup
	solve := t.init + t.solve + t.cleanup
	rows := []polycube.TimingRow{
		{Depth: 0, Name: "all", Time: total, Parent: 0, Events: 1},
		{Depth: 1, Name: "parsing", Time: t.parse, Parent: total, Events: 1},
		{Depth: 1, Name: "puzzle-init", Time: 0, Parent: total, Events: 1},
		{Depth: 1, Name: "solve", Time: solve, Parent: total, Events: 1},
		{Depth: 2, Name: "solve-init", Time: t.init, Parent: solve, Events: 1},
		{Depth: 3, Name: "genImageLists", Time: t.init, Parent: t.init, Events: 1},
		{Depth: 3, Name: "dlxLoad", Time: 0, Parent: t.init, Events: 1},
		{Depth: 2, Name: "solve-algo", Time: t.solve, Parent: solve, Events: 1},
	}
	if m.filter {
		rows = append(rows, polycube.TimingRow{Depth: 3, Name: "solve-filter", Parent: t.solve, Events: t.filterEvents})
	}
	if m.tile {
		rows = append(rows, polycube.TimingRow{Depth: 3, Name: "initTile", Parent: t.solve, Events: t.tileEvents})
	}
	rows = append(rows, polycube.TimingRow{Depth: 2, Name: "solve-cleanup", Time: t.cleanup, Parent: solve, Events: 1},
		polycube.TimingRow{Depth: 1, Name: "puzzle-cleanup", Parent: total, Events: 1})
	io.WriteString(out, "\n")
	polycube.WriteTiming(out, rows)
}
