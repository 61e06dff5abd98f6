package def

import (
	_ "embed" // the library's files
	"fmt"
	"sort"
	"strings"

	"polyplay/solver"
)

// The library's definition files, embedded one by one as strings: an
// embed.FS would link io/fs's file machinery (and through it time's
// formatting) into every program that imports def, the embed page's too.
var (
	//go:embed library/bedlam-cube.txt
	srcBedlamCube string
	//go:embed library/hexiamonds-4x9.txt
	srcHexiamonds4x9 string
	//go:embed library/hexiamonds-6x6.txt
	srcHexiamonds6x6 string
	//go:embed library/hexiamonds-onesided-hexagon.txt
	srcHexiamondsOnesidedHexagon string
	//go:embed library/heptominoes-33x23-holes.txt
	srcHeptominoes33x23Holes string
	//go:embed library/heptominoes-33x23-holes.solution
	solHeptominoes33x23Holes string
	//go:embed library/hexominoes-15x14-parallelogram.txt
	srcHexominoes15x14Parallelogram string
	//go:embed library/hexominoes-box-in-a-diamond.txt
	srcHexominoesBoxInADiamond string
	//go:embed library/kanoodle.txt
	srcKanoodle string
	//go:embed library/kanoodle-pyramid.txt
	srcKanoodlePyramid string
	//go:embed library/tetraspheres-tetrahedron.txt
	srcTetraspheresTetrahedron string
	//go:embed library/tetraspheres-tower.txt
	srcTetraspheresTower string
	//go:embed library/pentahexes-3x40-notched.txt
	srcPentahexes3x40Notched string
	//go:embed library/pentominoes-10x6.txt
	srcPentominoes10x6 string
	//go:embed library/pentominoes-12x5.txt
	srcPentominoes12x5 string
	//go:embed library/pentominoes-15x4.txt
	srcPentominoes15x4 string
	//go:embed library/pentominoes-20x3.txt
	srcPentominoes20x3 string
	//go:embed library/pentominoes-8x8-hole.txt
	srcPentominoes8x8Hole string
	//go:embed library/pentominoes-onesided-18x5.txt
	srcPentominoesOnesided18x5 string
	//go:embed library/pentominoes-onesided-30x3.txt
	srcPentominoesOnesided30x3 string
	//go:embed library/pt-diamond-13x13.txt
	srcPtDiamond13x13 string
	//go:embed library/soma.txt
	srcSoma string
	//go:embed library/tetrahexes-4x7.txt
	srcTetrahexes4x7 string
	//go:embed library/tetris-cube.txt
	srcTetrisCube string
)

// sources maps a library key to its definition file's text.
var sources = map[string]string{
	"bedlam-cube":                    srcBedlamCube,
	"heptominoes-33x23-holes":        srcHeptominoes33x23Holes,
	"hexiamonds-4x9":                 srcHexiamonds4x9,
	"hexiamonds-6x6":                 srcHexiamonds6x6,
	"hexiamonds-onesided-hexagon":    srcHexiamondsOnesidedHexagon,
	"hexominoes-15x14-parallelogram": srcHexominoes15x14Parallelogram,
	"hexominoes-box-in-a-diamond":    srcHexominoesBoxInADiamond,
	"kanoodle":                       srcKanoodle,
	"kanoodle-pyramid":               srcKanoodlePyramid,
	"tetraspheres-tetrahedron":       srcTetraspheresTetrahedron,
	"tetraspheres-tower":             srcTetraspheresTower,
	"pentahexes-3x40-notched":        srcPentahexes3x40Notched,
	"pentominoes-10x6":               srcPentominoes10x6,
	"pentominoes-12x5":               srcPentominoes12x5,
	"pentominoes-15x4":               srcPentominoes15x4,
	"pentominoes-20x3":               srcPentominoes20x3,
	"pentominoes-8x8-hole":           srcPentominoes8x8Hole,
	"pentominoes-onesided-18x5":      srcPentominoesOnesided18x5,
	"pentominoes-onesided-30x3":      srcPentominoesOnesided30x3,
	"pt-diamond-13x13":               srcPtDiamond13x13,
	"soma":                           srcSoma,
	"tetrahexes-4x7":                 srcTetrahexes4x7,
	"tetris-cube":                    srcTetrisCube,
}

// Entry is one puzzle of the built-in library.
type Entry struct {
	// Key names the puzzle, e.g. "pentominoes-10x6"; it is also the base
	// name of its file in library/.
	Key string
	// Group is a heading to list the puzzle under: "Pentominoes",
	// "Polycubes", "Hexominoes", "Polyiamonds", "Polyhexes", "Balls" or
	// "Other".
	Group string
	// Title is a short human-readable name.
	Title string
	// Description says what the puzzle is and where it comes from.
	Description string
	// Solutions is the known number of rotationally distinct solutions
	// (what polycube -r reports), 0 if unknown.
	Solutions int64
	// AllSolutions is the known number of solutions with no redundancy
	// filter, 0 if unknown.
	AllSolutions int64
	// Estimate, where AllSolutions is not known, is an estimate of it,
	// 0 if there is none: the mean of EstimateRuns runs of the coach's
	// resampling estimate (coach's Position.Resample, which
	// internal/resample runs and prints), with EstimateLow and
	// EstimateHigh the range the coach's rule gives it (three standard
	// errors either side, kept only when the standard error is at most a
	// fifth of the estimate). EstimateReached of the runs reached a
	// completion; EstimateWindow is the window they branched in
	// (coach.ResampleOptions.Window: 0 the default, -1 every empty
	// cell).
	Estimate, EstimateLow, EstimateHigh float64
	EstimateRuns, EstimateReached       int
	EstimateWindow                      int
	// Known, if not empty, is a published solution of a flat puzzle: a
	// row of piece names a line, the top row (the largest y) first, *
	// for a cell no mobile piece covers (KnownSolution reads it).
	Known string
	// AtLeast, where AllSolutions is not known, is a proven lower bound
	// on it, 0 if there is none: the number of solutions that
	// internal/atleast finds from Known by filling groups of touching
	// pieces again with the same pieces and by the board's symmetries
	// (it says how).
	AtLeast int64
	// Source is the text of the definition file.
	Source string
}

// Puzzle parses the entry's definition.
func (e Entry) Puzzle() (*Puzzle, error) {
	ps, err := Parse(e.Key+".txt", []byte(e.Source))
	if err != nil {
		return nil, err
	}
	if len(ps) != 1 {
		return nil, fmt.Errorf("library entry %s holds %d puzzles, expected 1", e.Key, len(ps))
	}
	return ps[0], nil
}

// catalog lists the library in display order; Source is filled in from
// the embedded files.
var catalog = []Entry{
	{Key: "pentominoes-10x6", Group: "Pentominoes", Title: "Pentominoes 10×6",
		Description: "The twelve free pentominoes in a 10×6 rectangle, the classic puzzle solved by Fletcher and de Bruijn.",
		Solutions:   2339, AllSolutions: 9356},
	{Key: "pentominoes-12x5", Group: "Pentominoes", Title: "Pentominoes 12×5",
		Description: "The twelve free pentominoes in a 12×5 rectangle.",
		Solutions:   1010, AllSolutions: 4040},
	{Key: "pentominoes-15x4", Group: "Pentominoes", Title: "Pentominoes 15×4",
		Description: "The twelve free pentominoes in a 15×4 rectangle.",
		Solutions:   368, AllSolutions: 1472},
	{Key: "pentominoes-20x3", Group: "Pentominoes", Title: "Pentominoes 20×3",
		Description: "The twelve free pentominoes in a 20×3 rectangle: only two solutions.",
		Solutions:   2, AllSolutions: 8},
	{Key: "pentominoes-8x8-hole", Group: "Pentominoes", Title: "Pentominoes 8×8 with a central hole",
		Description: "The twelve free pentominoes in an 8×8 square with a hole of 2×2 squares at its centre (Dudeney's chessboard).",
		Solutions:   65, AllSolutions: 520},
	{Key: "pentominoes-onesided-30x3", Group: "Pentominoes", Title: "One-sided pentominoes 30×3",
		Description: "The eighteen one-sided pentominoes (pieces may be turned but not flipped) in a 30×3 rectangle; pieces as in Figure 14 of Busche's polycube article.",
		Solutions:   46, AllSolutions: 184},
	{Key: "pentominoes-onesided-18x5", Group: "Pentominoes", Title: "One-sided pentominoes 18×5",
		Description: "The eighteen one-sided pentominoes in an 18×5 rectangle (test case OP of Busche's FILA article).",
		Solutions:   686628},
	{Key: "tetris-cube", Group: "Polycubes", Title: "Tetris Cube",
		Description: "The twelve pieces of the Tetris Cube in a 4×4×4 box, exactly as in polycube's tetriscube definition.",
		Solutions:   9839},
	{Key: "soma", Group: "Polycubes", Title: "Soma cube",
		Description: "Piet Hein's seven Soma pieces in a 3×3×3 cube.",
		Solutions:   480, AllSolutions: 11520},
	{Key: "bedlam-cube", Group: "Polycubes", Title: "Bedlam Cube",
		Description: "The thirteen Bedlam Cube pieces (one tetracube and twelve pentacubes) in a 4×4×4 cube.",
		Solutions:   19186},
	{Key: "hexominoes-15x14-parallelogram", Group: "Hexominoes", Title: "Hexominoes 15×14 parallelogram",
		Description: "The 35 free hexominoes in a parallelogram of 14 rows of 15 cells, each row shifted one cell (test case HP, Figure 6 of Busche's polycube article).",
		Estimate:    1.854e+21, EstimateLow: 1.403e+21, EstimateHigh: 2.305e+21, EstimateRuns: 120, EstimateReached: 94},
	{Key: "hexominoes-box-in-a-diamond", Group: "Hexominoes", Title: "Hexomino box-in-a-diamond",
		Description: "The 35 free hexominoes in a diamond around a rectangular box (test case HBD of Busche's polycube article, its definition verbatim).",
		Estimate:    5.528e+13, EstimateLow: 2.768e+13, EstimateHigh: 8.288e+13, EstimateRuns: 440, EstimateReached: 124, EstimateWindow: -1},
	{Key: "hexiamonds-6x6", Group: "Polyiamonds", Title: "Hexiamonds 6×6 rhombus",
		Description: "The twelve free hexiamonds (pieces of six triangles) in a rhombus of side 6, on the triangle grid: 156 solutions up to the rhombus's four symmetries.",
		Solutions:   156, AllSolutions: 624},
	{Key: "hexiamonds-4x9", Group: "Polyiamonds", Title: "Hexiamonds 4×9 parallelogram",
		Description: "The twelve free hexiamonds in a parallelogram of 4 rows of 9 triangles' bases: 74 solutions up to its half turn.",
		Solutions:   74, AllSolutions: 148},
	{Key: "hexiamonds-onesided-hexagon", Group: "Polyiamonds", Title: "One-sided hexiamonds in O'Beirne's hexagon",
		Description: "The nineteen one-sided hexiamonds (pieces may be turned but not flipped) in O'Beirne's hexagon of nineteen hexagons of six triangles: the one-sided hexiamond puzzle of Knuth's \"Dancing Links\", whose parity experiment Busche's \"Solving Polyomino and Polycube Puzzles\" discusses: 124,519 solutions up to the hexagon's symmetries, as Knuth counts them.",
		Solutions:   124519},
	{Key: "tetrahexes-4x7", Group: "Polyhexes", Title: "Tetrahexes 4×7 parallelogram",
		Description: "The seven free tetrahexes (pieces of four hexagons) in a parallelogram of 4 rows of 7 hexagons, on the hexagon grid: 9 solutions up to its half turn.",
		Solutions:   9, AllSolutions: 18},
	{Key: "pentahexes-3x40-notched", Group: "Polyhexes", Title: "Pentahexes 3×40 with ten notches",
		Description: "The 22 free pentahexes (pieces of five hexagons) in a parallelogram of 3 rows of 40 hexagons with ten notches in its long sides, alternately in the upper and the lower side every four hexagons, on the hexagon grid: 80 solutions up to its half turn. A shape designed here, with no published count: polyplay's count is checked in its tests by a second, independent search (plain dancing links on its own geometry).",
		Solutions:   80, AllSolutions: 160},
	{Key: "kanoodle", Group: "Other", Title: "Kanoodle",
		Description: "The twelve pieces of Educational Insights' Kanoodle (a tromino, three tetrominoes and eight pentominoes) in its 5×11 board: the puzzle of the exact cover article.",
		Solutions:   92755, AllSolutions: 371020},
	{Key: "kanoodle-pyramid", Group: "Balls", Title: "Kanoodle pyramid",
		Description: "The same twelve Kanoodle pieces, made of balls, stacked as a square pyramid of 55 balls in 5 layers, each resting in the hollows of the one below: the toy's 3-D challenge. Pieces may stand upright along the pyramid's diagonal planes. 306 solutions up to the pyramid's eight symmetries, as BurrTools counts them; 2,448 in all, counted again by an independent exact-cover program.",
		Solutions:   306, AllSolutions: 2448},
	{Key: "tetraspheres-tetrahedron", Group: "Balls", Title: "Tetraspheres in a tetrahedron",
		Description: "Five pieces of four balls, four of them flat and one solid, stacked as a tetrahedron of 20 balls, four to an edge. Two of the flat pieces are drawn as mirror images, but turned over each is the other: two copies of one piece. 20 solutions up to the tetrahedron's twelve turns, as BurrTools counts them; 240 in all, counted by the search and again by an independent exact-cover program.",
		Solutions:   20, AllSolutions: 240},
	{Key: "tetraspheres-tower", Group: "Balls", Title: "Solid tetraspheres in a tower",
		Description: "Five solid pieces of four balls (none lies in a plane; they turn in space and are never mirrored) in a slanted tower of five square layers of 2×2 balls: 16 solutions up to the tower's half turn, 32 in all, counted by the search and again by an independent exact-cover program.",
		Solutions:   16, AllSolutions: 32},
	{Key: "pt-diamond-13x13", Group: "Other", Title: "Pentominoes and tetrominoes in a 13×13 diamond",
		Description: "The twelve pentominoes and five tetrominoes in a 13×13 diamond with a line of five cells removed from the centre: test case PT of Busche's FILA article (the article does not list the removed cells; this layout reproduces its 51,184 solutions).",
		Solutions:   51184},
	{Key: "heptominoes-33x23-holes", Group: "Other", Title: "Heptominoes 33×23 with three holes",
		Description: "The 108 free heptominoes in a 33×23 rectangle with three symmetrically spaced holes (Figure 16 of Busche's polycube article, from Gerard's Polyomino Solution Page); one heptomino has a hole, so one of the three holes must be inside it.",
		Known:       solHeptominoes33x23Holes, AtLeast: 64},
}

func init() {
	for i := range catalog {
		// A missing file leaves Source empty, which Puzzle reports and
		// the tests catch.
		catalog[i].Source = sources[catalog[i].Key]
	}
}

// Library returns the built-in puzzles in display order (grouped).
func Library() []Entry {
	return append([]Entry(nil), catalog...)
}

// Lookup returns the library entry with the given key.
func Lookup(key string) (Entry, bool) {
	for _, e := range catalog {
		if e.Key == key {
			return e, true
		}
	}
	return Entry{}, false
}

// Keys returns the library keys in sorted order.
func Keys() []string {
	keys := make([]string, len(catalog))
	for i, e := range catalog {
		keys[i] = e.Key
	}
	sort.Strings(keys)
	return keys
}

// KnownSolution reads the entry's published solution (Known) as a
// solution of p, the entry's puzzle: each mobile piece's cells, in p's
// piece order. It does not check that they fill the region;
// solver/verify does.
func (e Entry) KnownSolution(p *solver.Problem) (solver.Solution, error) {
	if e.Known == "" {
		return solver.Solution{}, fmt.Errorf("library entry %s has no known solution", e.Key)
	}
	rows := strings.Split(strings.TrimRight(e.Known, "\n"), "\n")
	if p.ZDim != 1 || len(rows) != p.YDim {
		return solver.Solution{}, fmt.Errorf("library entry %s: the known solution has %d rows, the %dx%dx%d box %d", e.Key, len(rows), p.XDim, p.YDim, p.ZDim, p.YDim)
	}
	cells := map[string][]solver.Point{}
	for i, r := range rows {
		names := strings.Fields(r)
		if len(names) != p.XDim {
			return solver.Solution{}, fmt.Errorf("library entry %s: row %d of the known solution has %d cells, want %d", e.Key, i+1, len(names), p.XDim)
		}
		for x, name := range names {
			if name != "*" {
				cells[name] = append(cells[name], solver.Point{X: x, Y: len(rows) - 1 - i})
			}
		}
	}
	var sol solver.Solution
	for _, pc := range p.Pieces {
		if !pc.Stationary {
			sol.Placements = append(sol.Placements, solver.Placement{Piece: pc.Name, Cells: cells[pc.Name]})
		}
	}
	return sol, nil
}
