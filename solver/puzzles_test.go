package solver

import "strings"

// Test puzzles built in Go so that the solver's tests do not depend on the
// definition parser.

// flat parses a 2-D piece drawn with '#', rows from top (high y) to bottom.
func flat(name string, rows ...string) Piece {
	pc := Piece{Name: name}
	for i, row := range rows {
		y := len(rows) - 1 - i
		for x, ch := range row {
			if ch == '#' {
				pc.Cells = append(pc.Cells, Point{X: x, Y: y, Z: 0})
			}
		}
	}
	return pc
}

func pentominoes() []Piece {
	return []Piece{
		flat("F", ".##", "##.", ".#."),
		flat("I", "#####"),
		flat("L", "####", "#..."),
		flat("N", "##..", ".###"),
		flat("P", "##", "##", "#."),
		flat("T", "###", ".#.", ".#."),
		flat("U", "#.#", "###"),
		flat("V", "#..", "#..", "###"),
		flat("W", "#..", "##.", ".##"),
		flat("X", ".#.", "###", ".#."),
		flat("Y", "####", ".#.."),
		flat("Z", "##.", ".#.", ".##"),
	}
}

func pentominoBox(x, y int) *Problem {
	return &Problem{Name: "pent", XDim: x, YDim: y, ZDim: 1, Pieces: pentominoes()}
}

// oneSided30x3 is the 18 one-sided pentominoes (the 12 plus the mirror
// images of the six chiral ones) in a 30x3 box.
func oneSided30x3() *Problem {
	ps := pentominoes()
	mirror := func(pc Piece, name string) Piece {
		out := Piece{Name: name}
		for _, c := range pc.Cells {
			out.Cells = append(out.Cells, Point{X: -c.X, Y: c.Y, Z: 0})
		}
		return out
	}
	for _, pc := range pentominoes() {
		if strings.Contains("FLNPYZ", pc.Name) {
			ps = append(ps, mirror(pc, strings.ToLower(pc.Name)))
		}
	}
	return &Problem{Name: "onesided", XDim: 30, YDim: 3, ZDim: 1, OneSided: true, Pieces: ps}
}

// oneSided8x5 is the one-sided L, N, P and Y pentominoes and their
// mirror images in an 8x5 box: a one-sided set closed under mirroring,
// small enough to split into every sub-puzzle in a moment (28
// solutions, 14 with -M).
func oneSided8x5() *Problem {
	var ps []Piece
	for _, pc := range pentominoes() {
		if strings.Contains("LNPY", pc.Name) {
			m := Piece{Name: strings.ToLower(pc.Name)}
			for _, c := range pc.Cells {
				m.Cells = append(m.Cells, Point{X: -c.X, Y: c.Y, Z: 0})
			}
			ps = append(ps, pc, m)
		}
	}
	return &Problem{Name: "onesided8x5", XDim: 8, YDim: 5, ZDim: 1, OneSided: true, Pieces: ps}
}

func cubes(name string, coords ...int) Piece {
	pc := Piece{Name: name}
	for i := 0; i+2 < len(coords); i += 3 {
		pc.Cells = append(pc.Cells, Point{X: coords[i], Y: coords[i+1], Z: coords[i+2]})
	}
	return pc
}

func soma() *Problem {
	return &Problem{Name: "soma", XDim: 3, YDim: 3, ZDim: 3, Pieces: []Piece{
		cubes("V", 0, 0, 0, 1, 0, 0, 0, 1, 0),
		cubes("L", 0, 0, 0, 1, 0, 0, 2, 0, 0, 0, 1, 0),
		cubes("T", 0, 0, 0, 1, 0, 0, 2, 0, 0, 1, 1, 0),
		cubes("Z", 0, 0, 0, 1, 0, 0, 1, 1, 0, 2, 1, 0),
		cubes("A", 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1),
		cubes("B", 0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 0, 1),
		cubes("P", 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1, 1),
	}}
}

func tetrisCube() *Problem {
	return &Problem{Name: "tetris", XDim: 4, YDim: 4, ZDim: 4, Pieces: []Piece{
		cubes("A", 0, 0, 2, 1, 0, 2, 2, 0, 2, 2, 0, 1, 2, 0, 0, 2, 1, 0),
		cubes("B", 0, 0, 0, 1, 0, 0, 2, 0, 0, 2, 1, 0, 2, 2, 0, 2, 1, 1),
		cubes("C", 0, 0, 0, 1, 0, 0, 1, 0, 1, 2, 0, 1, 2, 1, 1),
		cubes("D", 0, 0, 0, 1, 0, 0, 2, 0, 0, 2, 1, 0, 3, 1, 0),
		cubes("E", 0, 0, 1, 0, 0, 0, 1, 0, 0, 1, 1, 0, 1, 2, 0, 2, 1, 0),
		cubes("F", 0, 0, 0, 1, 0, 0, 0, 0, 1, 1, 0, 1, 0, 1, 0),
		cubes("G", 0, 2, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 2, 0, 0),
		cubes("H", 0, 0, 0, 1, 0, 0, 2, 0, 0, 3, 0, 0, 2, 1, 0),
		cubes("I", 0, 0, 1, 1, 0, 1, 2, 0, 1, 0, 1, 1, 0, 1, 0),
		cubes("J", 0, 0, 0, 1, 0, 0, 1, 0, 1, 1, 1, 1, 2, 1, 1),
		cubes("K", 0, 0, 0, 1, 0, 0, 2, 0, 0, 1, 1, 0, 1, 1, 1),
		cubes("L", 0, 1, 0, 1, 1, 0, 1, 1, 1, 2, 1, 1, 1, 0, 1, 1, 2, 1),
	}}
}
