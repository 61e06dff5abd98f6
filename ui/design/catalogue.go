package design

import (
	"fmt"
	"strconv"
	"sync"

	"polyplay/def"
	"polyplay/solver"
	"polyplay/solver/grid"
)

// Set is a set of pieces of the catalogue.
type Set struct {
	// Key identifies the set; Title names it for people.
	Key, Title string
	// Solid is set for pieces that are not flat (polycubes); OneSided for
	// one-sided polyominoes, which a puzzle may not turn over.
	Solid, OneSided bool
	// Grid is the pieces' grid: squares (polyominoes and polycubes),
	// triangles (polyiamonds) or hexagons (polyhexes).
	Grid grid.Kind
	// Pieces are the set's pieces, each named, cells normalised.
	Pieces []solver.Piece
}

// Catalogue returns the sets of pieces a design can pick from: the free
// and one-sided polyominoes of 1 to 6 cells and the polycubes of 3 to 5
// cells, the hexiamonds (free and one-sided), the tetrahexes and the
// pentahexes (all enumerated), the Kanoodle set, and the mobile pieces of every
// puzzle of the library (among them the Soma, Tetris Cube and Bedlam
// sets). Polyominoes are named as in the library's puzzles where a puzzle
// has the shape (the pentominoes' letters, the tetrominoes' I4 L4 O4 S4
// T4, the hexominoes of Busche's figure; the mirror image of a named
// chiral piece gets its name with a prime), other straight pieces I and
// their size, the bent tromino V3, the rest their size and number. The result is computed once and shared: do not
// change it.
func Catalogue() []Set {
	catalogueOnce.Do(func() { catalogue = buildCatalogue() })
	return catalogue
}

// FindSet returns the catalogue's set of the given key.
func FindSet(key string) (Set, bool) {
	for _, s := range Catalogue() {
		if s.Key == key {
			return s, true
		}
	}
	return Set{}, false
}

var (
	catalogueOnce sync.Once
	catalogue     []Set
)

// polyNames lists the library puzzles whose piece names name polyominoes
// in the catalogue, the first to name a shape winning.
var polyNames = []string{"pentominoes-10x6", "pt-diamond-13x13", "hexominoes-15x14-parallelogram"}

// oneSidedNames lists the library puzzles that name one-sided shapes.
var oneSidedNames = []string{"pentominoes-onesided-30x3"}

// cubeNames lists the library puzzles whose names name polycubes.
var cubeNames = []string{"soma", "bedlam-cube"}

var sizeWords = []string{"", "Monomino", "Domino", "Trominoes", "Tetrominoes", "Pentominoes", "Hexominoes"}

func buildCatalogue() []Set {
	lib := map[string]*def.Puzzle{}
	for _, e := range def.Library() {
		if p, err := e.Puzzle(); err == nil {
			lib[e.Key] = p
		}
	}
	names := func(keys []string, oneSided bool) map[string]solver.Piece {
		out := map[string]solver.Piece{}
		for _, k := range keys {
			p := lib[k]
			if p == nil {
				continue
			}
			for _, pc := range p.Pieces {
				if s := Shape(pc.Cells, oneSided); !pc.Stationary {
					if _, ok := out[s]; !ok {
						out[s] = solver.Piece{Name: pc.Name, Cells: Normalize(pc.Cells)}
					}
				}
			}
		}
		return out
	}
	free, oneSided, cubes := names(polyNames, false), names(oneSidedNames, true), names(cubeNames, false)

	var sets []Set
	byKey := map[string]solver.Piece{}
	for n := 1; n <= 6; n++ {
		for _, one := range []bool{false, true} {
			if one && n < 3 {
				continue // the same as the free ones
			}
			set := Set{Key: fmt.Sprintf("polyominoes-%d", n), Title: sizeWords[n], OneSided: one}
			if one {
				set.Key += "-one-sided"
				set.Title += " (one-sided)"
			} else if n >= 3 {
				set.Title += " (free)"
			}
			taken := map[string]bool{}
			for i, cells := range Enumerate(n, false, one) {
				pc := solver.Piece{Cells: cells}
				if one {
					if named, ok := oneSided[Shape(cells, true)]; ok {
						pc = named
					}
				}
				if pc.Name == "" {
					pc = polyName(cells, one, free)
				}
				pc.Name = unique(pc.Name, n, i, taken)
				if _, ok := byKey[pc.Name]; !ok && !one {
					byKey[pc.Name] = pc
				}
				set.Pieces = append(set.Pieces, pc)
			}
			sets = append(sets, set)
		}
	}
	for n := 3; n <= 5; n++ {
		set := Set{Key: fmt.Sprintf("polycubes-%d", n), Title: []string{3: "Tricubes", 4: "Tetracubes", 5: "Pentacubes"}[n], Solid: true}
		taken := map[string]bool{}
		for i, cells := range Enumerate(n, true, false) {
			pc := solver.Piece{Cells: cells}
			if named, ok := cubes[Shape(cells, false)]; ok {
				pc = named
			}
			if isFlat(cells) {
				pc = polyName(cells, false, free)
			}
			pc.Name = unique(pc.Name, n, i, taken)
			set.Pieces = append(set.Pieces, pc)
		}
		sets = append(sets, set)
	}
	// Kanoodle: twelve pieces of 3 to 5 cells for a 5x11 board.
	kanoodle := Set{Key: "kanoodle", Title: "Kanoodle"}
	for _, n := range []string{"V3", "I4", "L4", "O4", "L", "N", "P", "U", "V", "W", "X", "Y"} {
		kanoodle.Pieces = append(kanoodle.Pieces, byKey[n])
	}
	sets = append(sets, kanoodle)
	sets = append(sets, planeSets(lib)...)
	for _, e := range def.Library() {
		p := lib[e.Key]
		if p == nil {
			continue
		}
		set := Set{Key: e.Key, Title: "Pieces of " + e.Title, OneSided: p.OneSided, Solid: p.ZDim > 1, Grid: p.Grid}
		for _, pc := range p.Pieces {
			if !pc.Stationary {
				cells := def.Normalize(pc.Cells)
				if p.Grid.Planar() {
					cells = NormalizeOn(p.Grid, pc.Cells)
				}
				set.Pieces = append(set.Pieces, solver.Piece{Name: pc.Name, Cells: cells})
			}
		}
		sets = append(sets, set)
	}
	return sets
}

// polyName names a polyomino: the library's name of its free shape (a
// prime added for the mirror image of a one-sided shape), else I and the
// size for a straight one, V3 for the bent tromino, else "".
func polyName(cells []solver.Point, oneSided bool, free map[string]solver.Piece) solver.Piece {
	pc := solver.Piece{Cells: cells}
	if named, ok := free[Shape(cells, false)]; ok {
		pc.Name = named.Name
		if oneSided && Shape(cells, true) != Shape(named.Cells, true) {
			pc.Name += "'"
		} else {
			pc.Cells = named.Cells // drawn as the library draws it
		}
		return pc
	}
	sameX, sameY := true, true
	for _, c := range cells {
		sameX, sameY = sameX && c.X == cells[0].X, sameY && c.Y == cells[0].Y
	}
	switch {
	case sameX || sameY:
		pc.Name = "I" + strconv.Itoa(len(cells))
	case len(cells) == 3:
		pc.Name = "V3"
	}
	return pc
}

// unique returns name, or if it is empty or taken a name made of the size
// and the index, and marks it taken.
func unique(name string, n, i int, taken map[string]bool) string {
	if name == "" || taken[name] {
		name = fmt.Sprintf("%d-%d", n, i+1)
	}
	taken[name] = true
	return name
}

// planeSets returns the sets on the triangle and hexagon grids: the
// hexiamonds, free and one-sided, the tetrahexes and the pentahexes, named
// as the library's puzzles on those grids name them (a prime added for
// the mirror image of a one-sided shape), else by size and number.
func planeSets(lib map[string]*def.Puzzle) []Set {
	named := map[grid.Kind]map[string]solver.Piece{}
	for _, p := range lib {
		if !p.Grid.Planar() {
			continue
		}
		if named[p.Grid] == nil {
			named[p.Grid] = map[string]solver.Piece{}
		}
		for _, pc := range p.Pieces {
			if s := ShapeOn(p.Grid, pc.Cells, false); !pc.Stationary {
				if old, ok := named[p.Grid][s]; !ok || pc.Name < old.Name {
					named[p.Grid][s] = solver.Piece{Name: pc.Name, Cells: NormalizeOn(p.Grid, pc.Cells)}
				}
			}
		}
	}
	var sets []Set
	for _, s := range []struct {
		key, title string
		kind       grid.Kind
		n          int
		oneSided   bool
	}{
		{"hexiamonds", "Hexiamonds (free)", grid.Triangle, 6, false},
		{"hexiamonds-one-sided", "Hexiamonds (one-sided)", grid.Triangle, 6, true},
		{"tetrahexes", "Tetrahexes (free)", grid.Hexagon, 4, false},
		{"pentahexes", "Pentahexes (free)", grid.Hexagon, 5, false},
	} {
		set := Set{Key: s.key, Title: s.title, Grid: s.kind, OneSided: s.oneSided}
		taken := map[string]bool{}
		for i, cells := range EnumerateOn(s.kind, s.n, s.oneSided) {
			pc := solver.Piece{Cells: cells}
			if nm, ok := named[s.kind][ShapeOn(s.kind, cells, false)]; ok {
				pc.Name = nm.Name
				if s.oneSided && ShapeOn(s.kind, cells, true) != ShapeOn(s.kind, nm.Cells, true) {
					pc.Name += "'"
				} else {
					pc.Cells = nm.Cells
				}
			}
			pc.Name = unique(pc.Name, s.n, i, taken)
			set.Pieces = append(set.Pieces, pc)
		}
		sets = append(sets, set)
	}
	return sets
}

// AddSet adds one copy of each piece of a set to the design (names made
// free where taken). Adding one-sided pieces to a 2-D design makes it
// one-sided; solid pieces need a 3-D design. The pieces of another grid
// need a design without pieces, which then takes their grid.
func (d *Design) AddSet(s Set) error {
	if s.Grid != d.Grid {
		if len(d.Pieces) > 0 {
			return fmt.Errorf("%s are drawn on the %v grid, the puzzle's pieces on the %v grid: remove them first", s.Title, s.Grid, d.Grid)
		}
		if err := d.SetGrid(s.Grid); err != nil {
			return fmt.Errorf("%s: %v", s.Title, err)
		}
	}
	if s.Solid && d.Z == 1 {
		return fmt.Errorf("%s are not flat: make the box at least 2 layers deep first", s.Title)
	}
	if s.OneSided && d.Z == 1 {
		d.OneSided = true
	}
	for _, pc := range s.Pieces {
		if _, err := d.AddPiece(pc.Name, pc.Cells); err != nil {
			return err
		}
	}
	return nil
}
