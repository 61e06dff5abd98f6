package burr

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"polyplay/solver"
	"polyplay/solver/disassemble"
	"polyplay/solver/grid"
	"polyplay/solver/verify"
)

// TestPrisms reads BurrTools' examples of triangles in several layers
// (grid type 1) on the triangular prisms, from BurrTools' repository's
// mirror where there is one. burrTxt counts are BurrTools 0.7.1's
// (burrTxt -q -o N for each problem N), which drops the assemblies that
// are turns or mirror images of others: polyplay's -r -M. Every solution
// is verified and the whole count is plaincount's.
func TestPrisms(t *testing.T) {
	tests := []struct {
		file     string
		problem  int
		x, y, z  int
		optional int
		all      int64 // every solution, plaincount's count
		burrTxt  int64
	}{
		{"Bermuda.xmpuzzle", 0, 7, 4, 3, 0, 24, 1},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			src := readExample(t, tc.file)
			ps, err := parse(tc.file, src)
			if err != nil {
				t.Fatal(err)
			}
			p := &ps[tc.problem].Problem
			if p.Grid != grid.Prism || p.XDim != tc.x || p.YDim != tc.y || p.ZDim != tc.z || len(p.Optional) != tc.optional {
				t.Fatalf("read on %v, box %d×%d×%d, %d optional cells; want prisms, %d×%d×%d, %d", p.Grid, p.XDim, p.YDim, p.ZDim, len(p.Optional), tc.x, tc.y, tc.z, tc.optional)
			}
			checkCounts(t, p, tc.all, tc.burrTxt)
		})
	}
}

// TestPrismLayers: a problem of grid type 1 is read on the triangles
// when all its shapes lie in one layer (whichever), and on the
// triangular prisms when one of them spans more than one layer.
func TestPrismLayers(t *testing.T) {
	one := `<problem><shapes><shape id="0" count="1"/><shape id="1" count="1"/></shapes><result id="2"/></problem>`
	for _, tc := range []struct {
		name, shapes string
		want         grid.Kind
		z            int
	}{
		{"one layer", `<voxel x="1" y="1" z="1" type="0">#</voxel><voxel x="1" y="1" z="1" type="0">#</voxel><voxel x="2" y="1" z="1" type="0">##</voxel>`, grid.Triangle, 1},
		{"pieces in another layer", `<voxel x="1" y="1" z="2" type="0">_#</voxel><voxel x="1" y="1" z="1" type="0">#</voxel><voxel x="2" y="1" z="1" type="0">##</voxel>`, grid.Triangle, 1},
		{"result in two layers", `<voxel x="1" y="1" z="1" type="0">#</voxel><voxel x="1" y="1" z="1" type="0">#</voxel><voxel x="1" y="1" z="2" type="0">##</voxel>`, grid.Prism, 2},
		{"a piece in two layers", `<voxel x="1" y="1" z="2" type="0">##</voxel><voxel x="1" y="1" z="1" type="0">#</voxel><voxel x="3" y="1" z="1" type="0">###</voxel>`, grid.Prism, 1},
	} {
		ps, err := parse("f.xmpuzzle", []byte(puzzleXML("1", tc.shapes, one)))
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if p := ps[0].Problem; p.Grid != tc.want || p.ZDim != tc.z {
			t.Errorf("%s: read on %v, %d layers; want %v, %d", tc.name, p.Grid, p.ZDim, tc.want, tc.z)
		}
	}
}

// TestPrisgonDisassembly takes apart BurrTools' example Prisgon, whose
// cages (153 and 93 prisms) are larger than polyplay's pieces: the cage
// stands still where the result has it (its cells are made empty cells
// of the result), the eight pieces are placed in it, and each assembly
// is taken apart with the cage as a piece, the pieces numbered as
// BurrTools numbers them (the cage 0). burrTxt -d -o N finds 1 assembly
// and 1 solution in each problem, of level 9.6.4.2.2.2.1.2 (Markus's
// box) and 9.5.1.1.2.2.2 (the box Philos sells). Polyplay finds it once
// for each of the cage's 6 turns that keep it in place: one of them is
// BurrTools' own, whose first separation is the one the file saves
// (its states' moves, written below), of burrTxt's level; the others
// separate first in as many moves, and in problem 1 two of them go on
// by another way, as BurrTools would try the turned directions in
// another order.
func TestPrisgonDisassembly(t *testing.T) {
	src := readExample(t, "Prisgon.xmpuzzle")
	zr, err := gzip.NewReader(bytes.NewReader(src))
	if err != nil {
		t.Fatal(err)
	}
	raw, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	text := string(raw)
	voxel := func(name string) (string, *regexp.Regexp) {
		re := regexp.MustCompile(`name="` + name + `" type="0">([#_+]*)<`)
		m := re.FindStringSubmatch(text)
		if m == nil {
			t.Fatalf("no shape %s", name)
		}
		return m[1], re
	}
	type problem struct {
		cage, result, id string
		dx, dy           int          // the voxel spaces' width and depth
		level            string       // burrTxt's
		levels           []string     // of the 6 assemblies, sorted
		first            string       // the file's first separation
		cells            []grid.Point // the cage in polyplay's cells
	}
	m := "4 1 -1 0 1, 1 -2 0 0 1, 7 -1 1 0 1, 1 2 0 0 1, 4 -1 1 0 2, 5 0 0 1 1, 6 -1 -1 0 1, 6 1 -1 0 1, 6 -1 -1 0 away"
	probs := []*problem{
		{cage: "Cage1", result: "Result1", id: "8", dx: 12, dy: 6, level: "9.6.4.2.2.2.1.2",
			levels: []string{"9.6.4.2.2.1.2", "9.6.4.2.2.1.2.2", "9.6.4.2.2.2.1.2", "9.6.4.2.2.2.1.2", "9.6.4.2.2.2.1.2", "9.6.4.2.2.2.1.2"}, first: m},
		{cage: "Cage2", result: "Result2", id: "10", dx: 10, dy: 5, level: "9.5.1.1.2.2.2",
			levels: slices.Repeat([]string{"9.5.1.1.2.2.2"}, 6), first: m},
	}
	for _, pr := range probs {
		cage, _ := voxel(pr.cage)
		res, re := voxel(pr.result)
		if len(cage) != len(res) {
			t.Fatalf("%s and %s differ in size", pr.cage, pr.result)
		}
		// The cage's cells become empty cells of the result; the problem
		// loses the cage.
		b := []byte(res)
		for k := range cage {
			if cage[k] == '#' {
				if b[k] != '#' {
					t.Fatalf("%s's cell %d is not filled in %s", pr.cage, k, pr.result)
				}
				b[k] = '_'
			}
		}
		text = re.ReplaceAllString(text, `name="`+pr.result+`" type="0">`+string(b)+`<`)
		text = strings.Replace(text, `<shape id="`+pr.id+`" count="1"/>`, "", 1)
		// The cage in polyplay's cells: moved as the region was, its
		// least corner to the origin (grid.Kind.Normalize).
		var region []grid.Point
		for k := range cage {
			c := grid.Point{X: k % pr.dx, Y: k / pr.dx % pr.dy, Z: k / (pr.dx * pr.dy)}
			if b[k] != '_' {
				region = append(region, c)
			}
			if cage[k] == '#' {
				pr.cells = append(pr.cells, c)
			}
		}
		d := grid.Prism.Normalize(region)
		for k, c := range pr.cells {
			pr.cells[k] = grid.Point{X: c.X + d.X, Y: c.Y + d.Y, Z: c.Z + d.Z}
		}
	}
	ps, err := parse("Prisgon.xmpuzzle", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	for i, pr := range probs {
		p := ps[i].Problem
		if p.Grid != grid.Prism {
			t.Fatalf("%s read on %v", pr.result, p.Grid)
		}
		s, err := solver.New(&p, solver.Options{Search: solver.Search{Auto: true}})
		if err != nil {
			t.Fatal(err)
		}
		var levels []string
		own := 0 // assemblies whose first separation is the file's
		_, err = s.Solve(t.Context(), func(sol solver.Solution) bool {
			if err := verify.Solution(&p, sol); err != nil {
				t.Error(err)
			}
			pieces := [][]grid.Point{pr.cells}
			for _, pl := range sol.Placements {
				pieces = append(pieces, pl.Cells)
			}
			r, err := disassemble.Disassemble(t.Context(), p.Grid, pieces, disassemble.Options{})
			if err != nil {
				t.Fatal(err)
			}
			levels = append(levels, r.Level)
			if r.Apart && moves(r.Plan.Moves) == pr.first {
				own++
				if r.Level != pr.level {
					t.Errorf("problem %d: BurrTools' assembly is of level %s, burrTxt's %s", i+1, r.Level, pr.level)
				}
			}
			return true
		})
		if err != nil {
			t.Fatal(err)
		}
		slices.Sort(levels)
		if !slices.Equal(levels, pr.levels) || own != 1 {
			t.Errorf("problem %d: levels %q, %d with the file's first separation; want %q, 1", i+1, levels, own, pr.levels)
		}
	}
}

// moves writes a separation's moves as the test writes them: piece, the
// direction's x, y and z, the cells or "away".
func moves(ms []disassemble.Move) string {
	var out []string
	for _, m := range ms {
		steps := strconv.Itoa(m.Steps)
		if m.Away {
			steps = "away"
		}
		out = append(out, fmt.Sprintf("%v %v %s", m.Pieces, m.Dir, steps))
	}
	return strings.Trim(strings.ReplaceAll(strings.ReplaceAll(strings.Join(out, ", "), "[", ""), "]", ""), " ")
}
