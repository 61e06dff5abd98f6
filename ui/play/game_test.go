package play

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"polyplay/internal/librarytest"
	"polyplay/solver"
	"polyplay/solver/coach"
	"polyplay/solver/grid"
	"polyplay/ui/place"
)

// TestOrientations: each piece may take exactly its distinct
// orientations under the puzzle's rules: the free pentominoes' known
// numbers on the 10x6, and on every puzzle as many as the solver's model
// finds (4 at most on a one-sided board, up to 24 in 3-D).
func TestOrientations(t *testing.T) {
	pz := library(t, "pentominoes-10x6")
	want := map[string]int{"F": 8, "I": 2, "L": 8, "N": 8, "P": 8, "T": 4, "U": 4, "V": 4, "W": 4, "X": 1, "Y": 8, "Z": 4}
	for i, pc := range pz.Pieces {
		if got := len(pz.Orientations(i)); got != want[pc.Name] {
			t.Errorf("10x6 %s: %d orientations, want %d", pc.Name, got, want[pc.Name])
		}
	}
	hole := library(t, "pentominoes-8x8-hole")
	for i, pc := range hole.Pieces {
		if got := len(hole.Orientations(i)); got != want[pc.Name] {
			t.Errorf("8x8 %s: %d orientations, want %d", pc.Name, got, want[pc.Name])
		}
	}
	// The model's orientations of a flat piece that may be turned over
	// include those standing on edge; not so one-sided and 3-D ones.
	for _, key := range []string{"pentominoes-onesided-30x3", "pentominoes-onesided-18x5", "soma", "tetris-cube"} {
		pz := library(t, key)
		for i, pc := range pz.Pieces {
			got, want := len(pz.Orientations(i)), len(pz.model.Shapes[pc.Shape].Orients)
			if got != want {
				t.Errorf("%s %s: %d orientations, the solver's model has %d", key, pc.Name, got, want)
			}
		}
	}
}

// step is one move of a scripted game and what it must say.
type step struct {
	do      func(g *Game) Note
	text    string
	refused bool
	cells   []solver.Point
}

// play runs steps on g, checking each note.
func play(t *testing.T, g *Game, steps []step) {
	t.Helper()
	for k, s := range steps {
		n := s.do(g)
		if n.Text != s.text || n.Refused != s.refused || !slices.Equal(n.Cells, s.cells) {
			t.Fatalf("step %d: note %+v\nwant text %q, refused %v, cells %v", k+1, n, s.text, s.refused, s.cells)
		}
	}
}

// TestMoves: a scripted game on the 10x6: picks, moves, turns, refused
// drops with their reasons and cells, pick-ups, undo and redo, clear.
func TestMoves(t *testing.T) {
	pz := library(t, "pentominoes-10x6")
	I, _ := pz.PieceByName("I")
	L, _ := pz.PieceByName("L")
	g := NewGame(pz)
	tray := func(name string, want int) func(g *Game) Note {
		return func(g *Game) Note {
			for _, it := range g.Tray() {
				if it.Name == name && it.Count() != want {
					t.Errorf("tray: %d %s, want %d", it.Count(), name, want)
				}
			}
			return Note{Text: "tray"}
		}
	}
	play(t, g, []step{
		{do: func(g *Game) Note { return g.Drop() }, text: "Refused: no piece is in hand.", refused: true},
		{do: func(g *Game) Note { return g.Undo() }, text: "Refused: there is no move to undo.", refused: true},
		// I lies flat along the top row from the first empty cell.
		{do: func(g *Game) Note { return g.Pick(I) }, text: "I taken from the tray, over row 1, column 1; it fits there."},
		{do: tray("I", 0), text: "tray"},
		{do: func(g *Game) Note { return g.Drop() }, text: "I placed at row 1, column 1."},
		// L, held by its top left cell, over the next empty cell.
		{do: func(g *Game) Note { return g.Pick(L) }, text: "L taken from the tray, over row 1, column 6; it fits there."},
		{do: func(g *Game) Note { return g.Move(-1, 0, 0) }, text: "L moved, over row 1, column 5; it does not fit there."},
		{do: func(g *Game) Note { return g.Drop() }, text: "Refused: L overlaps I at row 1, column 5.", refused: true, cells: []solver.Point{{X: 4, Y: 5}}},
		{do: func(g *Game) Note { return g.Move(0, 1, 0) }, text: "Refused: L is at the edge of the board.", refused: true},
		{do: func(g *Game) Note { return g.Move(-4, 0, 0) }, text: "L moved, over row 1, column 1; it does not fit there."},
		{do: func(g *Game) Note { return g.Drop() }, text: "Refused: L overlaps I at row 1, column 1; row 1, column 2; row 1, column 3 and row 1, column 4.", refused: true,
			cells: []solver.Point{{X: 0, Y: 5}, {X: 1, Y: 5}, {X: 2, Y: 5}, {X: 3, Y: 5}}},
		{do: func(g *Game) Note { return g.DropAt(solver.Point{X: 8, Y: 5}) }, text: "Refused: L has 2 squares outside the board.", refused: true},
		{do: func(g *Game) Note { return g.Turn(AxisZ, -1) }, text: "L turned clockwise, over row 1, column 8; it fits there."},
		{do: func(g *Game) Note { return g.Turn(AxisX, 1) }, text: "Refused: the pieces of a flat puzzle turn only in the plane of the board.", refused: true},
		{do: func(g *Game) Note { return g.Turn(AxisZ, 1) }, text: "L turned counterclockwise and moved onto the board, over row 1, column 7; it fits there."},
		{do: func(g *Game) Note { return g.Flip() }, text: "L flipped, over row 1, column 4; it does not fit there."},
		{do: func(g *Game) Note { return g.Flip() }, text: "L flipped, over row 1, column 7; it fits there."},
		{do: func(g *Game) Note { return g.MoveTo(solver.Point{X: 5, Y: 5}) }, text: "L moved, over row 1, column 6; it fits there."},
		{do: func(g *Game) Note { return g.Drop() }, text: "L placed at row 1, column 6."},
		{do: tray("L", 0), text: "tray"},
		// Picked up by its lower cell and moved one row down.
		{do: func(g *Game) Note { return g.PickUp(solver.Point{X: 5, Y: 4}) }, text: "L picked up from row 2, column 6."},
		{do: tray("L", 0), text: "tray"},
		{do: func(g *Game) Note { return g.Move(0, -1, 0) }, text: "L moved, over row 2, column 6; it fits there."},
		{do: func(g *Game) Note { return g.Drop() }, text: "L placed at row 2, column 6."},
		{do: func(g *Game) Note { return g.PickUp(solver.Point{X: 9, Y: 5}) }, text: "Refused: there is no piece at row 1, column 10.", refused: true},
		{do: func(g *Game) Note { return g.Undo() }, text: "Undone: L back at row 1, column 6."},
		{do: func(g *Game) Note { return g.Undo() }, text: "Undone: L back in the tray."},
		{do: tray("L", 1), text: "tray"},
		{do: func(g *Game) Note { return g.Redo() }, text: "Redone: L placed at row 1, column 6."},
		{do: func(g *Game) Note { return g.Redo() }, text: "Redone: L moved to row 2, column 6."},
		{do: func(g *Game) Note { return g.Redo() }, text: "Refused: there is no move to redo.", refused: true},
		{do: func(g *Game) Note { return g.Clear() }, text: "Board cleared: 2 pieces back in the tray."},
		{do: func(g *Game) Note { return g.Clear() }, text: "Refused: there is no piece to clear.", refused: true},
		{do: func(g *Game) Note { return g.Undo() }, text: "Undone: 2 pieces back on the board."},
		// Taken off the board and returned to the tray: a move.
		{do: func(g *Game) Note { return g.PickUp(solver.Point{X: 0, Y: 5}) }, text: "I picked up from row 1, column 1."},
		{do: func(g *Game) Note { return g.Return() }, text: "I returned to the tray."},
		{do: tray("I", 1), text: "tray"},
		{do: func(g *Game) Note { return g.Undo() }, text: "Undone: I placed at row 1, column 1."},
		// Taken and put back: no move; a piece taken while another is
		// in hand sends that one back first.
		{do: func(g *Game) Note { return g.PickUp(solver.Point{X: 2, Y: 5}) }, text: "I picked up from row 1, column 3."},
		{do: func(g *Game) Note { return g.Pick(L) }, text: "Refused: L is already on the board; pick it up from there.", refused: true},
		{do: func(g *Game) Note { return g.Cancel() }, text: "I put back."},
		{do: func(g *Game) Note { return g.Undo() }, text: "Undone: L back at row 1, column 6."},
	})
	if len(g.Placed()) != 2 || !g.CanRedo() || !g.CanUndo() {
		t.Errorf("after the script: %d placed, can redo %v", len(g.Placed()), g.CanRedo())
	}
}

// TestRules: a one-sided puzzle's pieces cannot be flipped; stationary
// pieces cannot be picked up or covered; a starting position's pieces
// stay where they are; a 3-D piece turns about every axis but cannot be
// mirrored.
func TestRules(t *testing.T) {
	one := library(t, "pentominoes-onesided-30x3")
	g := NewGame(one)
	F, _ := one.PieceByName("F")
	play(t, g, []step{
		{do: func(g *Game) Note { return g.Pick(F) }, text: "F taken from the tray, over row 1, column 2; it fits there."},
		{do: func(g *Game) Note { return g.Flip() }, text: "Refused: this puzzle is one-sided: its pieces cannot be turned over.", refused: true},
	})

	hole := library(t, "pentominoes-8x8-hole")
	X, _ := hole.PieceByName("X")
	start, err := StartGame(hole, []Placement{{Piece: X, At: solver.Point{X: 0, Y: 5}}})
	if err != nil {
		t.Fatal(err)
	}
	I, _ := hole.PieceByName("I")
	play(t, start, []step{
		{do: func(g *Game) Note { return g.PickUp(solver.Point{X: 3, Y: 3}) }, text: "Refused: that is a hole in the board; nothing there can be moved.", refused: true},
		{do: func(g *Game) Note { return g.PickUp(solver.Point{X: 1, Y: 6}) }, text: "Refused: X is part of the starting position; it cannot be moved.", refused: true},
		{do: func(g *Game) Note { return g.Pick(I) }, text: "I taken from the tray, over row 1, column 3; it fits there."},
		{do: func(g *Game) Note { return g.DropAt(solver.Point{X: 1, Y: 4}) }, text: "Refused: I overlaps the hole at row 4, column 4 and row 4, column 5.", refused: true,
			cells: []solver.Point{{X: 3, Y: 4}, {X: 4, Y: 4}}},
		{do: func(g *Game) Note { return g.DropAt(solver.Point{X: -1, Y: 6}) }, text: "Refused: I overlaps X at row 2, column 1; row 2, column 2 and row 2, column 3, and has 1 square outside the board.", refused: true,
			cells: []solver.Point{{X: 0, Y: 6}, {X: 1, Y: 6}, {X: 2, Y: 6}}},
		{do: func(g *Game) Note { return g.DropAt(solver.Point{X: 0, Y: 0}) }, text: "I placed at row 8, column 1."},
		{do: func(g *Game) Note { return g.Clear() }, text: "Board cleared: 1 piece back in the tray."},
	})
	if pls := start.Placed(); len(pls) != 1 || pls[0].Piece != X || !pls[0].Fixed {
		t.Errorf("after clear: %+v, want the fixed X alone", pls)
	}
	if _, err := StartGame(hole, []Placement{{Piece: X, At: solver.Point{X: 2, Y: 2}}}); err == nil || err.Error() != "X overlaps the hole at row 4, column 4; row 5, column 4 and row 5, column 5" {
		t.Errorf("X over the hole: error %v", err)
	}

	soma := library(t, "soma")
	A, _ := soma.PieceByName("A")
	g = NewGame(soma)
	play(t, g, []step{
		{do: func(g *Game) Note { return g.Pick(A) }, text: "A taken from the tray, over layer 1, row 1, column 1; it fits there."},
		{do: func(g *Game) Note { return g.Flip() }, text: "Refused: a solid piece cannot be mirrored; turn it about an axis instead.", refused: true},
		// Tilted, it would reach below the box: it is lifted onto it.
		{do: func(g *Game) Note { return g.Turn(AxisX, 1) }, text: "A turned counterclockwise about the x axis and moved onto the board, over layer 1, row 1, column 1; it fits there."},
		{do: func(g *Game) Note { return g.Orient(soma.Orientations(A)[5]) }, text: "A turned and moved onto the board, over layer 2, row 1, column 1; it fits there."},
		{do: func(g *Game) Note { return g.Orient(-1) }, text: "Refused: A cannot take that orientation in this puzzle.", refused: true},
		{do: func(g *Game) Note { return g.Orient(rotationIndex(turnX)) }, text: "A turned, over layer 1, row 1, column 2; it fits there."},
		{do: func(g *Game) Note { return g.Drop() }, text: "A placed at layer 1, row 1, column 2."},
	})
	// Every rotation reached by turns is one of the 24, and four quarter
	// turns about any axis come back (to the same shape: a turn near an
	// edge moves the piece onto the board); every turn keeps it there.
	g = NewGame(soma)
	g.Pick(A)
	for _, axis := range []Axis{AxisX, AxisY, AxisZ} {
		before := pointsKey(normal(g.HeldCells()))
		for range 4 {
			g.Turn(axis, 1)
			for _, c := range g.HeldCells() {
				if !soma.inBox(c) {
					t.Errorf("a turn about %v left cell %v off the board", axis, c)
				}
			}
		}
		if after := pointsKey(normal(g.HeldCells())); after != before {
			t.Errorf("four turns about %v: %s, was %s", axis, after, before)
		}
	}
	seen := map[string]bool{}
	for _, r := range rotations {
		seen[pointsKey(normal(apply(r, soma.Pieces[A].Cells)))] = true
	}
	if len(seen) != len(soma.Orientations(A)) || len(seen) != 12 {
		t.Errorf("A: %d orientations by the table, %d allowed, want 12", len(seen), len(soma.Orientations(A)))
	}
}

func apply(r rotation, cells []solver.Point) []solver.Point {
	out := make([]solver.Point, len(cells))
	for i, c := range cells {
		out[i] = r.apply(c)
	}
	return out
}

// TestSolveByHand: placing a solution's pieces one by one (as the coach's
// completion is shown) completes the board, which says so with the time
// played; the clock runs between ticks, stops at a pause and when the
// board is complete, and undo opens the board again.
func TestSolveByHand(t *testing.T) {
	pz := kanoodle(t)
	sol := librarytest.Solutions(t, pz.Problem, 1)[0]
	g := NewGame(pz)
	t0 := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	var n Note
	for k, pl := range sol.Placements {
		if k == 5 {
			g.Pause(t0.Add(time.Duration(k) * 10 * time.Second))
			t0 = t0.Add(time.Hour) // away for an hour
		}
		g.Tick(t0.Add(time.Duration(k+1) * 10 * time.Second))
		n = g.Place(pl.Piece, pl.Cells)
		if n.Refused || n.Solved != (k == len(sol.Placements)-1) {
			t.Fatalf("piece %d: %+v", k, n)
		}
	}
	// The clock starts at the first tick: 40 s to the pause, 60 s after.
	if !strings.HasSuffix(n.Text, " Solved in 1:40: every piece is in place.") || !g.Solved() {
		t.Errorf("last note %q", n.Text)
	}
	later := t0.Add(time.Hour)
	g.Tick(later)
	if got := g.Played(later); got != 100*time.Second {
		t.Errorf("played %v after the board was complete, want 1m40s", got)
	}
	if n := g.Undo(); n.Refused || g.Solved() {
		t.Errorf("undo: %+v", n)
	}
	g.Tick(later.Add(time.Second))
	if got := g.Played(later.Add(3 * time.Second)); got != 102*time.Second {
		t.Errorf("played %v, want 1m42s", got)
	}
	if got := Clock(3*time.Hour + 2*time.Minute + 5*time.Second); got != "3:02:05" {
		t.Errorf("Clock: %q", got)
	}
}

// TestPosition: the position for the coach lists the placed pieces by
// name and cells, in definition order.
func TestPosition(t *testing.T) {
	pz := library(t, "pentominoes-10x6")
	g := NewGame(pz)
	L, _ := pz.PieceByName("L")
	I, _ := pz.PieceByName("I")
	g.Pick(L)
	g.Drop()
	g.Pick(I)
	g.DropAt(solver.Point{X: 5, Y: 0})
	want := []solver.Placement{
		{Piece: "I", Cells: []solver.Point{{X: 5, Y: 0}, {X: 6, Y: 0}, {X: 7, Y: 0}, {X: 8, Y: 0}, {X: 9, Y: 0}}},
		{Piece: "L", Cells: []solver.Point{{X: 0, Y: 5}, {X: 1, Y: 5}, {X: 2, Y: 5}, {X: 3, Y: 5}, {X: 0, Y: 4}}},
	}
	got := g.Position()
	for i := range got {
		slices.SortFunc(got[i].Cells, func(a, b solver.Point) int { return a.X - b.X + 10*(b.Y-a.Y) })
		slices.SortFunc(want[i].Cells, func(a, b solver.Point) int { return a.X - b.X + 10*(b.Y-a.Y) })
	}
	if len(got) != 2 || got[0].Piece != "I" || !slices.Equal(got[0].Cells, want[0].Cells) || got[1].Piece != "L" || !slices.Equal(got[1].Cells, want[1].Cells) {
		t.Errorf("Position: %v, want %v", got, want)
	}
}

// TestIdenticalPieces: pieces of one shape are one tray item with a
// count; the coach counts completions with them interchangeable, the
// plain DLX's count (which tells them apart) divided by the orders of the
// pieces left.
func TestIdenticalPieces(t *testing.T) {
	pz := puzzleOf(t, `D:xDim=4:yDim=4:zDim=1
L
A A A . B B B . C C C . D D D
. A . . . B . . . C . . . D .
~L
~D
`)
	g := NewGame(pz)
	tray := g.Tray()
	if len(tray) != 1 || tray[0].Name != "A" || tray[0].Count() != 4 || tray[0].Size != 4 {
		t.Fatalf("tray %+v, want one item A of 4 pieces of 4 cells", tray)
	}
	want := dlxCount(t, pz, nil) / 24
	a, err := coach.Ask(context.Background(), pz.Problem, nil, coach.Options{})
	if err != nil || !a.Exact || a.Count != want || want < 1 {
		t.Fatalf("empty 4x4: %+v %v, want %d completions (DLX / 4!)", a, err, want)
	}
	// A hint placed: three pieces left, one of them in hand.
	if n := g.Place(a.Hint.Piece, a.Hint.Cells); n.Refused {
		t.Fatal(n.Text)
	}
	g.Pick(g.Tray()[0].Pieces[0])
	if got := g.Tray()[0].Count(); got != 2 {
		t.Errorf("one placed, one in hand: %d left in the tray, want 2", got)
	}
	g.Cancel()
	want = dlxCount(t, pz, g.Placed()) / 6
	a, err = coach.Ask(context.Background(), pz.Problem, g.Position(), coach.Options{})
	if err != nil || !a.Exact || a.Count != want || want < 1 {
		t.Errorf("one placed: %+v %v, want %d completions (DLX / 3!)", a, err, want)
	}
}

// TestPickFits: a piece taken from the tray starts where it fits on an
// empty board, flat and in 3-D, and always wholly on the board, also
// beside pieces placed.
func TestPickFits(t *testing.T) {
	for _, key := range []string{"pentominoes-10x6", "soma", "tetris-cube", "pentominoes-8x8-hole"} {
		pz := library(t, key)
		g := NewGame(pz)
		for i := range pz.Pieces {
			if n := NewGame(pz).Pick(i); !strings.HasSuffix(n.Text, "it fits there.") {
				t.Errorf("%s, on the empty board: %s", key, n.Text)
			}
			g.Pick(i)
			for _, c := range g.HeldCells() {
				if !pz.inBox(c) {
					t.Errorf("%s: piece %s held off the board at %v", key, pz.Pieces[i].Name, c)
				}
			}
			g.Drop() // where it starts, if it fits there
		}
	}
}

// TestShowCredit: a board completed by a completion the coach shows is
// the coach's, and stays so when the player picks one of its pieces up
// and puts it back, moves it by Undo and Redo, or reloads the game; the
// player's own placing of every piece is the player's.
func TestShowCredit(t *testing.T) {
	pz := kanoodle(t)
	sol := librarytest.Solutions(t, pz.Problem, 1)[0]
	g := NewGame(pz)
	const coached = " Completed by the coach (Show a completion) after 0:00: every piece is in place."
	for k, pl := range sol.Placements {
		place := g.Place
		if k >= 9 {
			place = g.Show // the coach shows the rest
		}
		n := place(pl.Piece, pl.Cells)
		if n.Refused {
			t.Fatalf("piece %d: %s", k, n.Text)
		}
		if k == len(sol.Placements)-1 && (!n.Solved || !strings.HasSuffix(n.Text, coached)) {
			t.Errorf("the coach's last piece: %+v, want it to say %q", n, coached)
		}
	}
	last := sol.Placements[len(sol.Placements)-1]
	at := last.Cells[0]
	first := slices.Clone(last.Cells)
	grid.SortPoints(first, place.Compare)
	for _, step := range []struct {
		what string
		do   func() Note
		want string
	}{
		{"picked up", func() Note { return g.PickUp(at) }, last.Piece + " picked up from " + pz.CellName(at) + "."},
		{"put back", func() Note { return g.DropAt(at) }, last.Piece + " placed at " + pz.CellName(first[0]) + "." + coached},
		{"undone", g.Undo, "Undone: " + last.Piece + " back in the tray."},
		{"redone", g.Redo, "Redone: " + last.Piece + " placed at " + pz.CellName(first[0]) + "." + coached},
	} {
		if n := step.do(); n.Text != step.want {
			t.Errorf("%s: %q, want %q", step.what, n.Text, step.want)
		}
	}
	data, err := g.Save(time.Now())
	if err != nil {
		t.Fatal(err)
	}
	kept, err := Load(pz, data)
	if err != nil || !kept.Shown() {
		t.Errorf("reloaded: shown %v, %v; want the coach's pieces kept as shown", kept != nil && kept.Shown(), err)
	}
	// Every piece the coach showed back in the tray, and placed by the
	// player: the player's.
	for _, pl := range sol.Placements[9:] {
		p, _ := pz.PieceByName(pl.Piece)
		g.PickUp(pz.Cells(g.placed[g.onBoard(p)])[0])
		g.Return()
	}
	var n Note
	for _, pl := range sol.Placements[9:] {
		n = g.Place(pl.Piece, pl.Cells)
	}
	if g.Shown() || !strings.HasSuffix(n.Text, " Solved in 0:00: every piece is in place.") {
		t.Errorf("placed by the player again: shown %v, %q", g.Shown(), n.Text)
	}
}

// TestSolveByHandBalls: on the Kanoodle pyramid a piece takes the
// orientations the solver gives it in space (a flat piece stands upright
// too), a turn about x or y stands it up, and placing a solution's
// pieces one by one completes the pyramid.
func TestSolveByHandBalls(t *testing.T) {
	pz := library(t, "kanoodle-pyramid")
	for i, pc := range pz.Pieces {
		want := len(solver.OrientationsOn(pz.Problem.Grid, pc.Cells, false))
		if got := len(pz.Orientations(i)); got != want {
			t.Errorf("piece %s: %d orientations, the solver's %d", pc.Name, got, want)
		}
	}
	g := NewGame(pz)
	L, _ := pz.PieceByName("L")
	g.Pick(L)
	if n := g.Turn(AxisX, 1); n.Refused {
		t.Fatalf("turn about x: %s", n.Text)
	}
	layers := map[int]bool{}
	for _, c := range pz.Oriented(L, g.held.Rot) {
		layers[c.Z] = true
	}
	if len(layers) < 2 {
		t.Errorf("L turned about x lies in %d layer, want it upright", len(layers))
	}
	g.Cancel()
	placeSolution(t, g)
}

// placeSolution places the pieces of the first solution of g's puzzle,
// the last solving it.
func placeSolution(t *testing.T, g *Game) {
	t.Helper()
	sol := librarytest.Solutions(t, g.Puzzle().Problem, 1)[0]
	var n Note
	for k, pl := range sol.Placements {
		n = g.Place(pl.Piece, pl.Cells)
		if n.Refused || n.Solved != (k == len(sol.Placements)-1) {
			t.Fatalf("piece %d (%s): %+v", k, pl.Piece, n)
		}
	}
	if !g.Solved() {
		t.Errorf("the puzzle is not solved: %q", n.Text)
	}
}

// TestHeldFits: the piece in hand's fit is what Drop would say, without
// the drop: on the empty Soma cube it fits, over a placed piece it does
// not, with Drop's reason and cells; none in hand, no fit.
func TestHeldFits(t *testing.T) {
	pz := library(t, "soma")
	g := NewGame(pz)
	if text, _, ok := g.HeldFits(); ok || text != "" {
		t.Errorf("no piece in hand: HeldFits says %q, %v", text, ok)
	}
	g.Pick(0)
	if text, bad, ok := g.HeldFits(); !ok || text != "" || bad != nil {
		t.Fatalf("the first piece on the empty cube: %q %v %v", text, bad, ok)
	}
	if n := g.Drop(); n.Refused {
		t.Fatalf("the drop is refused: %s", n.Text)
	}
	g.Pick(1)
	g.MoveTo(pz.Cells(g.Placed()[0])[0])
	text, bad, ok := g.HeldFits()
	code := g.Code()
	n := g.Drop()
	if ok || !n.Refused || "Refused: "+text+"." != n.Text || !slices.Equal(bad, n.Cells) {
		t.Errorf("over the first piece: HeldFits says %q %v %v, Drop %q %v", text, bad, ok, n.Text, n.Cells)
	}
	if g.Code() != code {
		t.Errorf("a refused drop changed the position")
	}
}
