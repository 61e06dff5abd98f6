package def

import (
	"context"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"polyplay/solver"
	"polyplay/solver/grid"
	"polyplay/solver/puzzle"
	"polyplay/solver/verify"
)

var update = flag.Bool("update", false, "rewrite the pictures of docs/format.md")

// palette colours the pieces of a picture, in the order they first
// appear; the stationary piece "*" is grey.
var palette = []string{"#8dd3c7", "#ffffb3", "#bebada", "#fb8072", "#80b1d3", "#fdb462",
	"#b3de69", "#fccde5", "#bc80bd", "#ccebc5", "#ffed6f", "#a6cee3"}

// picture draws cells of the grid k as an SVG image, from the grid's own
// outlines (grid.Kind.Corners): each cell filled by fill and labelled by
// label.
func picture(k grid.Kind, cells []solver.Point, fill, label func(solver.Point) string, scale, font float64) string {
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, c := range cells {
		for _, v := range k.Corners(c) {
			minX, minY = math.Min(minX, v.X), math.Min(minY, v.Y)
			maxX, maxY = math.Max(maxX, v.X), math.Max(maxY, v.Y)
		}
	}
	const margin = 2.0
	w, h := (maxX-minX)*scale+2*margin, (maxY-minY)*scale+2*margin
	at := func(v grid.Vec) (float64, float64) {
		return (v.X-minX)*scale + margin, (maxY-v.Y)*scale + margin // y down in SVG
	}
	var b strings.Builder
	fmt.Fprintf(&b, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" viewBox=\"0 0 %.1f %.1f\" font-family=\"sans-serif\" font-size=\"%.0f\" text-anchor=\"middle\">\n", w, h, w, h, font)
	for _, c := range cells {
		var pts []string
		for _, v := range k.Corners(c) {
			x, y := at(v)
			pts = append(pts, fmt.Sprintf("%.1f,%.1f", x, y))
		}
		fmt.Fprintf(&b, "<polygon points=\"%s\" fill=\"%s\" stroke=\"#333\" stroke-width=\"1\"/>\n", strings.Join(pts, " "), fill(c))
		if l := label(c); l != "" {
			x, y := at(k.Centre(c))
			fmt.Fprintf(&b, "<text x=\"%.1f\" y=\"%.1f\" dy=\"0.35em\">%s</text>\n", x, y, l)
		}
	}
	b.WriteString("</svg>\n")
	return b.String()
}

// coordinatePicture draws a box of the grid k with each cell's
// coordinates, up triangles white and down triangles grey.
func coordinatePicture(k grid.Kind, w, h int, scale float64) string {
	var cells []solver.Point
	for y := range h {
		for x := range w {
			cells = append(cells, solver.Point{X: x, Y: y})
		}
	}
	fill := func(c solver.Point) string {
		if k == grid.Triangle && !grid.Up(c) {
			return "#ddd"
		}
		return "#fff"
	}
	return picture(k, cells, fill, func(c solver.Point) string { return fmt.Sprintf("%d,%d", c.X, c.Y) }, scale, 11)
}

// layoutPicture draws a layout of the definition format (rows from the
// top, the n-th cell x = n-1) read by Parse, each piece in its colour
// and labelled with its name; "." cells are left out.
func layoutPicture(t *testing.T, src string, scale float64) string {
	ps, err := Parse("picture.txt", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	pz := ps[0]
	name := map[solver.Point]string{}
	colour := map[string]string{}
	var cells []solver.Point
	for i, pc := range pz.Pieces {
		colour[pc.Name] = "#999"
		if pc.Name != "*" {
			colour[pc.Name] = palette[i%len(palette)]
		}
		for _, c := range pc.Cells {
			c.X, c.Y = c.X+pz.Offsets[i].X, c.Y+pz.Offsets[i].Y
			name[c] = pc.Name
			cells = append(cells, c)
		}
	}
	return picture(pz.Grid, cells, func(c solver.Point) string { return colour[name[c]] },
		func(c solver.Point) string {
			if name[c] == "*" {
				return ""
			}
			return name[c]
		}, scale, 12)
}

// hexiamondSolution is a solution of the library's hexiamonds-6x6 as
// polyplay prints it, read as a layout.
const hexiamondSolution = `D:grid=triangle:xDim=17:yDim=6
L:stationary=*
 * * * * * C C F F F H H H G G G G
 * * * * C C C E E F F H H H G G *
 * * * A A A C E E E F K K K K * *
 * * L L L A A A D E K K I I * * *
 * B L L L J J D D D D I I * * * *
 B B B B B J J J J D I I * * * * *
~L
~D
`

// tetrahexSolution is a solution of the library's tetrahexes-4x7 as
// polyplay prints it.
const tetrahexSolution = `D:grid=hexagon:xDim=7:yDim=4
L
    A F F B B B E
   A F G F B E E
  A D D G G E C
 A D D G C C C
~L
~D
`

// tetrahedronSolution is a solution of the library's
// tetraspheres-tetrahedron as polyplay -fF prints it.
const tetrahedronSolution = `D:grid=sphere:layers=triangle:xDim=4:yDim=4:zDim=4
L:stationary=*
    C * * *,     * * * *,     * * * *,     * * * *
   D C * * ,    C * * * ,    * * * * ,    * * * *
  D E E *  ,   E B * *  ,   C * * *  ,   * * * *
 A A A A   ,  D E B *   ,  D B * *   ,  B * * *
~L
~D
`

// layersPicture draws a layout of balls read by Parse layer by layer,
// side by side, bottom layer first: each ball a circle at its centre in
// its layer as the grid places it (grid.Kind.Centre), filled with its
// piece's colour and labelled with its name; the stationary piece "*"
// is left out.
func layersPicture(t *testing.T, src string, scale float64) string {
	ps, err := Parse("picture.txt", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	pz := ps[0]
	type ball struct {
		at   grid.Vec
		name string
		fill string
	}
	var balls []ball
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for i, pc := range pz.Pieces {
		if pc.Name == "*" {
			continue
		}
		for _, c := range pc.Cells {
			c = solver.Point{X: c.X + pz.Offsets[i].X, Y: c.Y + pz.Offsets[i].Y, Z: c.Z + pz.Offsets[i].Z}
			v := pz.Grid.Centre(solver.Point{X: c.X, Y: c.Y})
			v.X += float64(c.Z) * (float64(pz.XDim) + 0.5)
			balls = append(balls, ball{v, pc.Name, palette[i%len(palette)]})
			minX, minY = math.Min(minX, v.X-0.5), math.Min(minY, v.Y-0.5)
			maxX, maxY = math.Max(maxX, v.X+0.5), math.Max(maxY, v.Y+0.5)
		}
	}
	const margin = 2.0
	w, h := (maxX-minX)*scale+2*margin, (maxY-minY)*scale+2*margin
	var b strings.Builder
	fmt.Fprintf(&b, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" viewBox=\"0 0 %.1f %.1f\" font-family=\"sans-serif\" font-size=\"12\" text-anchor=\"middle\">\n", w, h, w, h)
	for _, bl := range balls {
		x, y := (bl.at.X-minX)*scale+margin, (maxY-bl.at.Y)*scale+margin
		fmt.Fprintf(&b, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"%s\" stroke=\"#333\" stroke-width=\"1\"/>\n", x, y, scale/2-0.5, bl.fill)
		fmt.Fprintf(&b, "<text x=\"%.1f\" y=\"%.1f\" dy=\"0.35em\">%s</text>\n", x, y, bl.name)
	}
	b.WriteString("</svg>\n")
	return b.String()
}

// TestFormatPictures checks the pictures of docs/format.md against what
// the grid package draws (go test ./def -run TestFormatPictures -update
// writes them again).
func TestFormatPictures(t *testing.T) {
	for _, tc := range []struct {
		file string
		svg  string
	}{
		{"format-triangles.svg", coordinatePicture(grid.Triangle, 8, 3, 56)},
		{"format-hexagons.svg", coordinatePicture(grid.Hexagon, 5, 3, 44)},
		{"format-hexiamonds.svg", layoutPicture(t, hexiamondSolution, 34)},
		{"format-tetrahexes.svg", layoutPicture(t, tetrahexSolution, 30)},
		{"format-tetrahedron.svg", layersPicture(t, tetrahedronSolution, 30)},
	} {
		path := filepath.Join("..", "docs", tc.file)
		if *update {
			if err := os.WriteFile(path, []byte(tc.svg), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		got, err := os.ReadFile(path)
		if err != nil || string(got) != tc.svg {
			t.Errorf("%s is not what the grid package draws (%v); run go test ./def -run TestFormatPictures -update", path, err)
		}
	}
}

// TestFormatDocGrids checks the examples of docs/format.md's section on
// triangles and hexagons: the rhombus is the library's, the solutions are
// the ones drawn (and read back by TestFormatPictures), the hexagon of
// side 2 reads as the seven cells around (1, 1), and the C example reads
// on hexagons.
func TestFormatDocGrids(t *testing.T) {
	section, blocks := formatSection(t, "Triangles and hexagons", 5)
	rhombus, _ := Lookup("hexiamonds-6x6")
	if !strings.Contains(rhombus.Source, strings.TrimPrefix(blocks[1], "D:grid=triangle:xDim=17:yDim=6\n")) ||
		!strings.HasPrefix(blocks[1], "D:grid=triangle:xDim=17:yDim=6\n") {
		t.Errorf("the rhombus is not the library's:\n%s", blocks[1])
	}
	for _, tc := range []struct{ block, layout string }{{blocks[2], hexiamondSolution}, {blocks[4], tetrahexSolution}} {
		if !strings.Contains(tc.layout, tc.block) {
			t.Errorf("the solution shown is not the one drawn:\n%s", tc.block)
		}
	}
	ps, err := Parse("hexagon.txt", []byte(blocks[3]+"C:name=A:layout=1 0, 2 0, 0 1, 1 1, 2 1, 0 2, 1 2\n~D\n"))
	if err != nil {
		t.Fatal(err)
	}
	open := map[solver.Point]bool{}
	for y := range 3 {
		for x := range 3 {
			open[solver.Point{X: x, Y: y}] = true
		}
	}
	for _, pc := range ps[0].Pieces {
		if pc.Stationary {
			for _, c := range pc.Cells {
				delete(open, c)
			}
		}
	}
	centre := solver.Point{X: 1, Y: 1}
	for _, n := range grid.Hexagon.Neighbours([]solver.Point{centre}, centre, true) {
		if !open[n] {
			t.Errorf("cell %v of the hexagon is not open", n)
		}
		delete(open, n)
	}
	if len(open) != 0 {
		t.Errorf("cells outside the hexagon are open: %v", open)
	}
	if _, err := Parse("c.txt", []byte("D:grid=hexagon:xDim=3:yDim=1\nC:name=A:layout=0 0, 1 0, 1 1\n~D\n")); err != nil {
		t.Errorf("the C example: %v", err)
	}
	if !strings.Contains(section, "`C:name=A:layout=0 0, 1 0, 1 1`") {
		t.Error("the C example is not in the section")
	}
}

// TestFormatDocBalls checks docs/format.md's section on balls: the
// pyramid's region is the library's, the small pyramid in lattice
// coordinates reads and has the four solutions (one with -r) it claims,
// and the tetrahedron in triangular layers is the library's.
func TestFormatDocBalls(t *testing.T) {
	_, blocks := formatSection(t, "Balls", 3)
	checkSolution(t, "tetraspheres-tetrahedron", tetrahedronSolution)
	tetrahedron, _ := Lookup("tetraspheres-tetrahedron")
	d, l, _ := strings.Cut(blocks[2], "\n")
	if !strings.Contains(tetrahedron.Source, d+"\n") || !strings.Contains(tetrahedron.Source, l) {
		t.Errorf("the tetrahedron is not the library's:\n%s", blocks[2])
	}
	pyramid, _ := Lookup("kanoodle-pyramid")
	region := strings.TrimPrefix(blocks[0], "D:grid=sphere:xDim=5:yDim=5:zDim=5\n")
	if !strings.Contains(pyramid.Source, region) || !strings.Contains(pyramid.Source, "D:grid=sphere:xDim=5:yDim=5:zDim=5\n") {
		t.Errorf("the pyramid is not the library's:\n%s", blocks[0])
	}
	ps, err := Parse("small.txt", []byte(blocks[1]))
	if err != nil {
		t.Fatal(err)
	}
	for r, want := range map[bool]int64{false: 4, true: 1} {
		s, err := solver.New(&ps[0].Problem, solver.Options{Search: solver.Search{Redundancy: r}})
		if err != nil {
			t.Fatal(err)
		}
		st, err := s.Solve(context.Background(), nil)
		if err != nil || st.Solutions != want {
			t.Errorf("-r %v: %d solutions (%v), want %d", r, st.Solutions, err, want)
		}
	}
}

// checkSolution checks that a layout, as polyplay -fF prints a
// solution, is a solution of the library's puzzle key: its pieces, in
// the puzzle's order, placed where the layout draws them, pass
// solver/verify's check (each a turn and move of the puzzle's piece,
// together covering the region once).
func checkSolution(t *testing.T, key, layout string) {
	t.Helper()
	e, _ := Lookup(key)
	want, err := e.Puzzle()
	if err != nil {
		t.Fatal(err)
	}
	ps, err := Parse("solution.txt", []byte(layout))
	if err != nil {
		t.Fatal(err)
	}
	at := map[string][]solver.Point{}
	for i, pc := range ps[0].Pieces {
		for _, c := range pc.Cells {
			o := ps[0].Offsets[i]
			at[pc.Name] = append(at[pc.Name], solver.Point{X: c.X + o.X, Y: c.Y + o.Y, Z: c.Z + o.Z})
		}
	}
	var sol solver.Solution
	for _, pc := range want.Pieces {
		if !pc.Stationary {
			sol.Placements = append(sol.Placements, puzzle.Placement{Piece: pc.Name, Cells: at[pc.Name]})
		}
	}
	if err := verify.Solution(&want.Problem, sol); err != nil {
		t.Errorf("%s: the solution drawn: %v", key, err)
	}
}
