package def

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"polyplay/solver"
)

// formatSection returns the section of docs/format.md under the heading
// "## "+title, up to the next such heading, and the code blocks in it
// (the text between its fences of three backquotes); it fails t where
// there is no such section or its code blocks are not want.
func formatSection(t *testing.T, title string, want int) (section string, blocks []string) {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("..", "docs", "format.md"))
	if err != nil {
		t.Fatal(err)
	}
	doc := string(src)
	start := strings.Index(doc, "## "+title+"\n")
	if start < 0 {
		t.Fatalf("docs/format.md has no section %q", title)
	}
	section = doc[start:]
	if end := strings.Index(section[1:], "\n## "); end >= 0 {
		section = section[:end+1]
	}
	for i, part := range strings.Split(section, "```\n") {
		if i%2 == 1 {
			blocks = append(blocks, part)
		}
	}
	if len(blocks) != want {
		t.Fatalf("docs/format.md's section %q has %d code blocks, want %d", title, len(blocks), want)
	}
	return section, blocks
}

// cellKey returns cells sorted, as a string, for comparisons.
func cellKey(cells []solver.Point) string {
	cs := append([]solver.Point(nil), cells...)
	sort.Slice(cs, func(i, j int) bool {
		a, b := cs[i], cs[j]
		if a.X != b.X {
			return a.X < b.X
		}
		if a.Y != b.Y {
			return a.Y < b.Y
		}
		return a.Z < b.Z
	})
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = c.String()
	}
	return strings.Join(parts, ",")
}

// Equal reports whether two problems define the same puzzle, ignoring
// their names, the order of pieces and cells, and the translation of
// mobile pieces. It returns a description of the first difference.
func Equal(a, b *solver.Problem) (bool, string) {
	if a.XDim != b.XDim || a.YDim != b.YDim || a.ZDim != b.ZDim {
		return false, fmt.Sprintf("box %dx%dx%d vs %dx%dx%d", a.XDim, a.YDim, a.ZDim, b.XDim, b.YDim, b.ZDim)
	}
	if a.Grid != b.Grid {
		return false, fmt.Sprintf("grid %v vs %v", a.Grid, b.Grid)
	}
	if a.OneSided != b.OneSided {
		return false, fmt.Sprintf("oneSided %v vs %v", a.OneSided, b.OneSided)
	}
	if len(a.Pieces) != len(b.Pieces) {
		return false, fmt.Sprintf("%d pieces vs %d", len(a.Pieces), len(b.Pieces))
	}
	if ka, kb := cellKey(a.Optional), cellKey(b.Optional); ka != kb {
		return false, fmt.Sprintf("optional cells %s vs %s", ka, kb)
	}
	key := func(pc solver.Piece) string {
		cells := pc.Cells
		if !pc.Stationary {
			cells = NormalizeGrid(a.Grid, cells)
		}
		return fmt.Sprintf("%v %s", pc.Stationary, cellKey(cells))
	}
	bm := map[string]solver.Piece{}
	for _, pc := range b.Pieces {
		bm[pc.Name] = pc
	}
	for _, pa := range a.Pieces {
		pb, ok := bm[pa.Name]
		if !ok {
			return false, fmt.Sprintf("piece %s missing", pa.Name)
		}
		if ka, kb := key(pa), key(pb); ka != kb {
			return false, fmt.Sprintf("piece %s: %s vs %s", pa.Name, ka, kb)
		}
	}
	return true, ""
}

// rotations3 returns the 24 proper rotations of 3-space as functions.
func rotations3() []func(solver.Point) solver.Point {
	var out []func(solver.Point) solver.Point
	perms := [][3]int{{0, 1, 2}, {1, 2, 0}, {2, 0, 1}, {0, 2, 1}, {2, 1, 0}, {1, 0, 2}}
	for pi, perm := range perms {
		for s := 0; s < 8; s++ {
			sign := [3]int{1 - 2*(s&1), 1 - 2*(s>>1&1), 1 - 2*(s>>2&1)}
			det := sign[0] * sign[1] * sign[2]
			if pi >= 3 {
				det = -det // odd permutation
			}
			if det != 1 {
				continue
			}
			perm, sign := perm, sign
			out = append(out, func(p solver.Point) solver.Point {
				v := [3]int{p.X, p.Y, p.Z}
				return solver.Point{X: sign[0] * v[perm[0]], Y: sign[1] * v[perm[1]], Z: sign[2] * v[perm[2]]}
			})
		}
	}
	return out
}

// planar returns the rotations of the plane, with reflections if flips.
func planar(flips bool) []func(solver.Point) solver.Point {
	out := []func(solver.Point) solver.Point{
		func(p solver.Point) solver.Point { return p },
		func(p solver.Point) solver.Point { return solver.Point{X: -p.Y, Y: p.X} },
		func(p solver.Point) solver.Point { return solver.Point{X: -p.X, Y: -p.Y} },
		func(p solver.Point) solver.Point { return solver.Point{X: p.Y, Y: -p.X} },
	}
	if flips {
		for _, r := range out[:4] {
			out = append(out, func(p solver.Point) solver.Point { return r(solver.Point{X: -p.X, Y: p.Y}) })
		}
	}
	return out
}

// canonical returns a key that is the same for congruent cell sets under
// the given transforms.
func canonical(cells []solver.Point, ts []func(solver.Point) solver.Point) string {
	best := ""
	for _, t := range ts {
		moved := make([]solver.Point, len(cells))
		for i, c := range cells {
			moved[i] = t(c)
		}
		k := cellKey(Normalize(moved))
		if best == "" || k < best {
			best = k
		}
	}
	return best
}

// flatPiece builds a 2-D piece drawn with '#', rows from the top.
func flatPiece(name string, rows ...string) solver.Piece {
	pc := solver.Piece{Name: name}
	for i, row := range rows {
		for x, ch := range row {
			if ch == '#' {
				pc.Cells = append(pc.Cells, solver.Point{X: x, Y: len(rows) - 1 - i})
			}
		}
	}
	return pc
}

// standardPentominoes are the twelve free pentominoes with their usual names.
func standardPentominoes() []solver.Piece {
	return []solver.Piece{
		flatPiece("F", ".##", "##.", ".#."),
		flatPiece("I", "#####"),
		flatPiece("L", "####", "#..."),
		flatPiece("N", "##..", ".###"),
		flatPiece("P", "##", "##", "#."),
		flatPiece("T", "###", ".#.", ".#."),
		flatPiece("U", "#.#", "###"),
		flatPiece("V", "#..", "#..", "###"),
		flatPiece("W", "#..", "##.", ".##"),
		flatPiece("X", ".#.", "###", ".#."),
		flatPiece("Y", "####", ".#.."),
		flatPiece("Z", "##.", ".#.", ".##"),
	}
}
