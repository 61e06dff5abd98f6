package play

import (
	"context"
	"slices"
	"testing"

	"polyplay/internal/librarytest"
	"polyplay/solver"
	"polyplay/solver/coach"
	"polyplay/solver/grid"
	"polyplay/solver/verify"
)

// bowTie is a triangle puzzle: rows 0 and 1 of three triangles, each
// row a triamond (the only one), A and B.
func bowTie(t *testing.T, k grid.Kind, oneSided bool) *Puzzle {
	t.Helper()
	rowA := []solver.Point{{X: 0}, {X: 1}, {X: 2}}
	rowB := []solver.Point{{Y: 1}, {X: 1, Y: 1}, {X: 2, Y: 1}}
	p := &solver.Problem{Name: "bow tie", Grid: k, XDim: 3, YDim: 2, ZDim: 1, OneSided: oneSided,
		Pieces: []solver.Piece{{Name: "A", Cells: rowA}, {Name: "B", Cells: rowB}}}
	pz, err := NewPuzzle(p)
	if err != nil {
		t.Fatal(err)
	}
	return pz
}

// sameShape reports whether cells are a translate of want on grid k.
func sameShape(k grid.Kind, cells, want []solver.Point) bool {
	a, b := slices.Clone(cells), slices.Clone(want)
	k.Normalize(a)
	k.Normalize(b)
	return slices.Equal(a, b)
}

// TestPlaneTurns: on triangles and hexagons a piece turns by 60° (six
// turns make a whole turn), flips left to right (twice is the identity),
// and keeps its cells a grid shape: on triangles each orientation is a
// triamond of up and down cells, found again by Find.
func TestPlaneTurns(t *testing.T) {
	for _, k := range []grid.Kind{grid.Triangle, grid.Hexagon} {
		pz := bowTie(t, k, false)
		// The triamond has a mirror line: 6 orientations; the straight
		// trihex has 3.
		want := map[grid.Kind]int{grid.Triangle: 6, grid.Hexagon: 3}[k]
		if n := len(pz.Orientations(0)); n != want {
			t.Errorf("%v: %d orientations, want %d", k, n, want)
		}
		if pz.Turns() != 6 || pz.Grid() != k {
			t.Errorf("%v: %d turns, grid %v", k, pz.Turns(), pz.Grid())
		}
		g := NewGame(pz)
		g.Pick(0)
		h, _ := g.Held()
		start := g.HeldCells()
		var seen [][]solver.Point
		for i := range 6 {
			if n := g.Turn(AxisZ, 1); n.Refused {
				t.Fatalf("%v: turn %d refused: %s", k, i+1, n.Text)
			}
			cells := g.HeldCells()
			seen = append(seen, cells)
			var img []solver.Point
			for _, c := range pz.Pieces[0].Cells {
				img = append(img, pz.syms[(i+1)%6].Apply(c))
			}
			if !sameShape(k, cells, img) {
				t.Errorf("%v: after %d turns of 60° the cells are %v, want a translate of %v", k, i+1, cells, img)
			}
			if _, err := pz.Find("A", cells); err != nil {
				t.Errorf("%v: Find after %d turns: %v", k, i+1, err)
			}
		}
		if h2, _ := g.Held(); h2.Rot != h.Rot || !sameShape(k, g.HeldCells(), start) {
			t.Errorf("%v: six turns of 60° are not a whole turn: %v, then %v", k, start, g.HeldCells())
		}
		if g.Turn(AxisZ, -1); !sameShape(k, g.HeldCells(), seen[4]) {
			t.Errorf("%v: a turn back gives %v, want %v", k, g.HeldCells(), seen[4])
		}
		g.Turn(AxisZ, 1)
		g.Flip()
		flipped := g.HeldCells()
		// Left to right: x of the centres negated.
		var mirrored []solver.Point
		for _, c := range pz.Pieces[0].Cells {
			v := k.Centre(c)
			mirrored = append(mirrored, k.CellAt(grid.Vec{X: -v.X, Y: v.Y}))
		}
		if !sameShape(k, flipped, mirrored) {
			t.Errorf("%v: flipped %v, want a translate of %v", k, flipped, mirrored)
		}
		if g.Flip(); !sameShape(k, g.HeldCells(), start) {
			t.Errorf("%v: two flips give %v, want %v", k, g.HeldCells(), start)
		}
		if one := bowTie(t, k, true); len(one.allowed) != 6 {
			t.Errorf("%v one-sided: %d orientations allowed", k, len(one.allowed))
		}
	}
}

// TestPlanePlace places the bow tie's rows on triangles by Find, by the
// hand and by the share code, whose least corner may lie at x = -1.
func TestPlanePlace(t *testing.T) {
	pz := bowTie(t, grid.Triangle, false)
	g := NewGame(pz)
	rowB := pz.Problem.Pieces[1].Cells
	if n := g.Place("B", rowB); n.Refused {
		t.Fatalf("placing B: %s", n.Text)
	}
	pls := g.Placed()
	if pls[0].At != (solver.Point{X: -1, Y: 1}) {
		t.Errorf("B's least corner %v, want (-1, 1)", pls[0].At)
	}
	code := g.Code()
	back, err := DecodePosition(pz, code)
	if err != nil || len(back) != 1 || back[0] != pls[0] {
		t.Fatalf("code %q read back as %v, %v; want %v", code, back, err, pls)
	}
	// A least corner of odd x+y would turn the triangles over.
	if err := pz.check(Placement{Piece: 0, Rot: 0, At: solver.Point{X: 1}}); err == nil {
		t.Error("a placement at (1, 0) was accepted")
	}
	// The hand: A held by its first cell over (0, 0), the up triangle.
	g.Pick(0)
	g.SetAnchor(0)
	if n := g.DropAt(solver.Point{}); n.Refused || !n.Solved {
		t.Fatalf("dropping A: %+v", n)
	}
	if cells := pz.Cells(g.Placed()[1]); !sameShape(grid.Triangle, cells, pz.Problem.Pieces[0].Cells) || !slices.Contains(cells, solver.Point{}) {
		t.Errorf("A covers %v", cells)
	}
	// Arrow keys on triangles keep the cells pointing as they do.
	g = NewGame(library(t, "hexiamonds-6x6"))
	g.Pick(0)
	g.MoveTo(solver.Point{X: 8, Y: 3})
	for _, step := range []struct{ dx, dy, wantX, wantY int }{{1, 0, 2, 0}, {0, -1, -1, -1}, {-1, 0, -2, 0}, {0, 1, 1, 1}} {
		before := g.HeldCells()
		if n := g.Move(step.dx, step.dy, 0); n.Refused {
			t.Fatalf("move %+v: %s", step, n.Text)
		}
		after := g.HeldCells()
		for i := range before {
			if grid.Up(before[i]) != grid.Up(after[i]) || after[i].X != before[i].X+step.wantX || after[i].Y != before[i].Y+step.wantY {
				t.Errorf("a step %+v moved %v to %v", step, before[i], after[i])
			}
		}
	}
}

// TestPlaneHexiamonds plays the hexiamonds in the 6x6 rhombus by hand: a
// solution's first nine pieces placed, the coach counts the completions
// exactly and gives one, which completes a verified solution; the
// completion placed by hand solves the board.
func TestPlaneHexiamonds(t *testing.T) {
	pz := library(t, "hexiamonds-6x6")
	p, sol := librarytest.First(t, "hexiamonds-6x6", solver.Options{})
	g := NewGame(pz)
	var placed []solver.Placement
	for _, pl := range sol.Placements[:9] {
		if n := g.Place(pl.Piece, pl.Cells); n.Refused {
			t.Fatalf("placing %s: %s", pl.Piece, n.Text)
		}
		placed = append(placed, pl)
	}
	if d := g.DeadEnd(); d != nil {
		t.Errorf("a position of a solution is a dead end: %s", d.Text)
	}
	a, err := coach.Ask(context.Background(), p, placed, coach.Options{Budget: -1})
	if err != nil {
		t.Fatal(err)
	}
	if !a.Exact || a.Count < 1 || len(a.Completion) != 3 || a.Hint == nil {
		t.Fatalf("answer %+v", a)
	}
	all := solver.Solution{Placements: append(slices.Clone(placed), a.Completion...)}
	if err := verify.Solution(p, all); err != nil {
		t.Errorf("the coach's completion: %v", err)
	}
	for _, pl := range a.Completion {
		if n := g.Place(pl.Piece, pl.Cells); n.Refused {
			t.Fatalf("placing %s: %s", pl.Piece, n.Text)
		}
	}
	if !g.Solved() {
		t.Error("not solved")
	}
}

// TestCellName: cells are named from the region's own first row and, on
// triangles, from each row's first triangle of the region: the top row
// of the hexiamonds' rhombus (x 5 to 16 of a box 17 wide) starts at
// column 1; squares and hexagons count columns as before.
func TestCellName(t *testing.T) {
	rhombus := library(t, "hexiamonds-6x6")
	for _, tc := range []struct {
		pz   *Puzzle
		c    solver.Point
		want string
	}{
		{rhombus, solver.Point{X: 5, Y: 5}, "row 1, column 1"},
		{rhombus, solver.Point{X: 16, Y: 5}, "row 1, column 12"},
		{rhombus, solver.Point{X: 0, Y: 0}, "row 6, column 1"},
		{rhombus, solver.Point{X: 11, Y: 0}, "row 6, column 12"},
		{rhombus, solver.Point{X: 4, Y: 3}, "row 3, column 2"},
		{library(t, "pentominoes-10x6"), solver.Point{X: 9, Y: 5}, "row 1, column 10"},
		{library(t, "soma"), solver.Point{X: 0, Y: 0, Z: 2}, "layer 3, row 3, column 1"},
		{library(t, "kanoodle-pyramid"), solver.Point{X: 0, Y: 0, Z: 4}, "layer 5, row 1, column 1"},
	} {
		if got := tc.pz.CellName(tc.c); got != tc.want {
			t.Errorf("%s: CellName(%v) = %q, want %q", tc.pz.Problem.Name, tc.c, got, tc.want)
		}
	}
	g := NewGame(rhombus)
	if got, want := g.Pick(0).Text, "A taken from the tray, over row 1, column 3; it fits there."; got != want {
		t.Errorf("the first piece on the rhombus: %q, want %q", got, want)
	}
}
