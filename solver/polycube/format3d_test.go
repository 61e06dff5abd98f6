package polycube

import (
	"testing"

	"polyplay/solver"
	"polyplay/solver/verify"
)

// TestFormatSolution3D draws a hand-made 4x3x2 solution. In polycube's
// format a blank line and the header come first, then the top row (y = 2),
// the z layers side by side (z = 0 first) separated by ", ", and every
// cell right-aligned in one more column than the longest name, here two
// characters. Cells:
//
//	z=0  y=2: A  A  Bb Bb    z=1  y=2: E  E  E  Bb
//	     y=1: A  C  C  Bb         y=1: St St E  Dd
//	     y=0: A  C  Dd Dd         y=0: St St Dd Dd
//
// St is stationary; a cell no piece covers prints as ".".
func TestFormatSolution3D(t *testing.T) {
	t.Parallel()
	p := &solver.Problem{Name: "f3d", XDim: 4, YDim: 3, ZDim: 2, Pieces: []solver.Piece{
		cubes("A", 0, 2, 0, 1, 2, 0, 0, 1, 0, 0, 0, 0),
		cubes("Bb", 2, 2, 0, 3, 2, 0, 3, 1, 0, 3, 2, 1),
		cubes("C", 1, 1, 0, 2, 1, 0, 1, 0, 0),
		cubes("Dd", 2, 0, 0, 3, 0, 0, 3, 1, 1, 2, 0, 1, 3, 0, 1),
		cubes("E", 0, 2, 1, 1, 2, 1, 2, 2, 1, 2, 1, 1),
		{Name: "St", Stationary: true, Cells: cubes("", 0, 1, 1, 1, 1, 1, 0, 0, 1, 1, 0, 1).Cells},
	}}
	if err := p.Validate(); err != nil {
		t.Fatal(err)
	}
	var all solver.Solution
	for _, pc := range p.Pieces {
		if !pc.Stationary {
			all.Placements = append(all.Placements, solver.Placement{Piece: pc.Name, Cells: pc.Cells})
		}
	}
	if err := verify.Solution(p, all); err != nil {
		t.Fatalf("the hand-made solution fails the verifier: %v", err)
	}
	partial := solver.Solution{Placements: append([]solver.Placement(nil), all.Placements...)}
	partial.Placements = append(partial.Placements[:3], partial.Placements[4:]...) // without Dd

	for _, tc := range []struct {
		name string
		n    int64
		sol  solver.Solution
		want string
	}{
		{"complete", 7, all, "\n# --- SOLUTION 7 ---\n" +
			"  A  A Bb Bb,   E  E  E Bb\n" +
			"  A  C  C Bb,  St St  E Dd\n" +
			"  A  C Dd Dd,  St St Dd Dd\n"},
		{"without Dd", 12, partial, "\n# --- SOLUTION 12 ---\n" +
			"  A  A Bb Bb,   E  E  E Bb\n" +
			"  A  C  C Bb,  St St  E  .\n" +
			"  A  C  .  .,  St St  .  .\n"},
	} {
		if got := FormatSolution(p, tc.n, tc.sol); got != tc.want {
			t.Errorf("%s:\ngot\n%s\nwant\n%s", tc.name, got, tc.want)
		}
	}

	// One-character names: one space before each; a 1x2x3 column of three
	// layers.
	q := &solver.Problem{Name: "col", XDim: 1, YDim: 2, ZDim: 3, Pieces: []solver.Piece{
		cubes("a", 0, 0, 0, 0, 1, 0, 0, 1, 1),
		cubes("b", 0, 0, 1, 0, 0, 2, 0, 1, 2),
	}}
	sol := solver.Solution{Placements: []solver.Placement{{Piece: "a", Cells: q.Pieces[0].Cells}, {Piece: "b", Cells: q.Pieces[1].Cells}}}
	if err := verify.Solution(q, sol); err != nil {
		t.Fatalf("the hand-made column solution fails the verifier: %v", err)
	}
	if got, want := FormatSolution(q, 1, sol), "\n# --- SOLUTION 1 ---\n a,  a,  b\n a,  b,  b\n"; got != want {
		t.Errorf("1x2x3 column:\ngot\n%q\nwant\n%q", got, want)
	}

	// Names are padded by bytes, as polycube pads them: "Ä" (two bytes)
	// counts as two, and AppendSolution appends to what dst holds.
	u := &solver.Problem{Name: "utf8", XDim: 2, YDim: 1, ZDim: 1, Pieces: []solver.Piece{
		cubes("Ä", 0, 0, 0),
		cubes("bb", 1, 0, 0),
	}}
	usol := solver.Solution{Placements: []solver.Placement{{Piece: "Ä", Cells: u.Pieces[0].Cells}, {Piece: "bb", Cells: u.Pieces[1].Cells}}}
	if got, want := string(AppendSolution([]byte("x\n"), u, 3, usol)), "x\n\n# --- SOLUTION 3 ---\n Ä bb\n"; got != want {
		t.Errorf("multi-byte name:\ngot\n%q\nwant\n%q", got, want)
	}
}

// cubes makes a piece from coordinate triples.
func cubes(name string, coords ...int) solver.Piece {
	pc := solver.Piece{Name: name}
	for i := 0; i+2 < len(coords); i += 3 {
		pc.Cells = append(pc.Cells, solver.Point{X: coords[i], Y: coords[i+1], Z: coords[i+2]})
	}
	return pc
}
