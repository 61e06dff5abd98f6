package player

import (
	"math"
	"strconv"
	"strings"
	"testing"

	"polyplay/internal/librarytest"
	"polyplay/solver"
	"polyplay/solver/grid"
)

// TestMarksWaysRound: the two solutions of the coloured dominoes that
// differ only in which way round A lies look different in every drawing
// of the player: the 2-D board's marks (one disc, on A's coloured cell),
// the words, the board's key, the 3-D scene's marked face and the
// animated SVG.
func TestMarksWaysRound(t *testing.T) {
	p, sols, pair := librarytest.ColouredWays(t)
	type look struct{ marks, text, key, faces, svg string }
	var looks [2]look
	for k, i := range pair {
		s := sols[i]
		pl, err := AssemblyPlayer(p, s, Listed)
		if err != nil {
			t.Fatal(err)
		}
		pl.Seek(pl.Len())
		b := pl.Board()
		var coloured solver.Point
		for _, a := range s.Placements {
			for j, c := range a.Colours {
				if c == 1 {
					coloured = a.Cells[j]
				}
			}
		}
		d := Draw2D(b, Colours(p))
		if len(d.Marks) != 1 || d.Marks[0].Colour != 1 || d.Marks[0].Fill != ConstraintPalette(nil).Fill(1) || strings.Count(d.Marks[0].D, "M") != 1 {
			t.Fatalf("solution %d: marks %+v, want one disc of colour 1", i+1, d.Marks)
		}
		// The disc lies in the coloured cell, towards its top right.
		ox, oy := CellOrigin(b.X, b.Y, coloured)
		x, y, r := markPlace(b, Plane{}, coloured)
		if x-r < ox+0.5 || x+r > ox+1 || y-r < oy || y+r > oy+0.5 {
			t.Errorf("solution %d: the mark at (%g, %g) radius %g is not in the top right quarter of cell %v at (%g, %g)", i+1, x, y, r, coloured, ox, oy)
		}
		want := "Coloured cells: A colour 1 (black) at x " + strconv.Itoa(coloured.X) + ", y " + strconv.Itoa(coloured.Y) + "."
		if got := ColoursText(b); got != want {
			t.Errorf("solution %d: ColoursText %q, want %q", i+1, got, want)
		}
		var faces []string
		for _, f := range NewScene3D(b, Colours(p)).Frame(DefaultCamera3D, 400, 300) {
			if f.Mark != 0 {
				if f.Mark != 1 || f.Cell != coloured || len(f.Edges) != 4 {
					t.Errorf("solution %d: a mark face %+v, want colour 1 on %v, outlined", i+1, f, coloured)
				}
				faces = append(faces, f.FacePath(0))
			}
		}
		if len(faces) == 0 {
			t.Errorf("solution %d: no marked face in 3-D", i+1)
		}
		svg, err := AssemblySVG(p, s, Listed, SVGAnimation{Cell: 20, View3D: true})
		if err != nil {
			t.Fatal(err)
		}
		if n := strings.Count(svg, `class="pp-mark"`); n != 1 || !strings.Contains(svg, "<title>colour 1 (black)</title>") {
			t.Errorf("solution %d: %d marks in the animated SVG, want 1 titled colour 1 (black)", i+1, n)
		}
		looks[k] = look{d.Marks[0].D, ColoursText(b), BoardKey(b), strings.Join(faces, ""), svg}
	}
	a, b := looks[0], looks[1]
	for what, same := range map[string]bool{"2-D marks": a.marks == b.marks, "words": a.text == b.text, "board key": a.key == b.key, "3-D marks": a.faces == b.faces, "animated SVG": a.svg == b.svg} {
		if same {
			t.Errorf("the two ways round of A have the same %s", what)
		}
	}
	// A solution without colours has no marks.
	plain := sols[pair[0]]
	plain.Placements = append([]solver.Placement(nil), plain.Placements...)
	for i := range plain.Placements {
		plain.Placements[i].Colours = nil
	}
	if m, text := SolutionMarks(p, plain); m != nil || text != "" {
		t.Errorf("a solution without colours: marks %+v, %q", m, text)
	}
}

// TestMarkInCell: on every grid drawn in the plane, a cell's mark lies
// inside the cell (clear of each of its edges), clear of its centre
// (where the piece's name is).
func TestMarkInCell(t *testing.T) {
	for _, k := range grid.Kinds() {
		if !k.Planar() {
			continue
		}
		var cells []solver.Point
		for y := range 3 {
			for x := range 3 {
				cells = append(cells, solver.Point{X: x, Y: y})
			}
		}
		pl := NewPlane(k, cells)
		in := Inradius(k)
		for _, c := range cells {
			x, y, r := planeMark(pl, c, c)
			cx, cy := pl.Centre(c)
			if d := math.Hypot(x-cx, y-cy); d-r < 0.1*in {
				t.Errorf("%v cell %v: mark %g from the centre, radius %g; inradius %g", k, c, d, r, in)
			}
			cs := k.Corners(c)
			for i := range cs {
				ax, ay := pl.Point(cs[i])
				bx, by := pl.Point(cs[(i+1)%len(cs)])
				if e := math.Abs((bx-ax)*(ay-y)-(ax-x)*(by-ay)) / math.Hypot(bx-ax, by-ay); e < r {
					t.Errorf("%v cell %v: mark radius %g is %g from edge %d", k, c, r, e, i)
				}
			}
		}
	}
}

// TestRegionLegend: the rings' words list a colour's first cells and
// count the rest.
func TestRegionLegend(t *testing.T) {
	for _, tc := range []struct {
		name, src, want string
	}{
		{"coloured dominoes", librarytest.ColouredDominoes,
			"Cells ringed in colour 1 (black) (x 0, y 0; x 0, y 1) may be covered only by a cell of colour 1 (black) or an uncoloured one. " +
				"Cells ringed in colour 2 (white) (x 1, y 0; x 1, y 1; x 2, y 0; x 2, y 1) may be covered only by an uncoloured cell of a piece."},
		{"a row of ten", "D:xDim=10:yDim=1:zDim=1:allow=1-1\nC:name=A:layout=0 0 0, 1 0 0, 2 0 0, 3 0 0, 4 0 0:colours=1 0 0 0 0\nC:name=B:layout=0 0 0, 1 0 0, 2 0 0, 3 0 0, 4 0 0\n" +
			"C:name=%:type=K:layout=0 0 0, 1 0 0, 2 0 0, 3 0 0, 4 0 0, 5 0 0, 6 0 0, 7 0 0, 8 0 0, 9 0 0:colours=1 1 1 1 1 1 1 1 1 1\n~D\n",
			"Cells ringed in colour 1 (black) (x 0, y 0; x 1, y 0; x 2, y 0; x 3, y 0; x 4, y 0; x 5, y 0; x 6, y 0; x 7, y 0; and 2 more) may be covered only by a cell of colour 1 (black) or an uncoloured one."},
	} {
		p := librarytest.Parse(t, tc.src)
		if got := RegionLegend(p, CellWords(p)); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
		if got := RegionLegend(p, nil); strings.Contains(got, "x 0") {
			t.Errorf("%s: without names, %q lists cells", tc.name, got)
		}
	}
}
