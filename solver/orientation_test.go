package solver

import (
	"fmt"
	"testing"
)

// fixedShapes compiles a box of the given size filled (by volume) with
// copies of pc and returns the distinct fixed shapes (the placements'
// cells translated to the origin) among the model's images. It fails the
// test unless the copies form one shape and every fixed shape appears at
// every translation that keeps it inside the box.
func fixedShapes(t *testing.T, pc Piece, x, y, z int, oneSided bool) map[string]bool {
	t.Helper()
	n := x * y * z / len(pc.Cells)
	if n*len(pc.Cells) != x*y*z {
		t.Fatalf("%s: a %dx%dx%d box is not a whole number of %d-cell pieces", pc.Name, x, y, z, len(pc.Cells))
	}
	p := &Problem{Name: pc.Name, XDim: x, YDim: y, ZDim: z, OneSided: oneSided}
	for i := 0; i < n; i++ {
		p.Pieces = append(p.Pieces, Piece{Name: fmt.Sprintf("%s%d", pc.Name, i), Cells: pc.Cells})
	}
	m, err := NewModel(p)
	if err != nil {
		t.Fatalf("%s: %v", pc.Name, err)
	}
	if len(m.Shapes) != 1 || m.ShapeCount(0) != n {
		t.Fatalf("%s: %d shapes, want 1 with %d pieces", pc.Name, len(m.Shapes), n)
	}
	shapes := map[string]bool{}
	images := map[string]int{}
	for id := range m.Images {
		pts := m.ImagePoints(id)
		if len(pts) != len(pc.Cells) {
			t.Fatalf("%s: image %d has %d cells, want %d", pc.Name, id, len(pts), len(pc.Cells))
		}
		normalize(pts)
		k := pointsKey(pts)
		shapes[k] = true
		images[k]++
	}
	// Every fixed shape is placed once per translation inside the box.
	for id := range m.Images {
		o := m.ImagePoints(id)
		normalize(o)
		var ext Point
		for _, c := range o {
			ext = Point{X: max(ext.X, c.X), Y: max(ext.Y, c.Y), Z: max(ext.Z, c.Z)}
		}
		want := (x - ext.X) * (y - ext.Y) * (z - ext.Z)
		if got := images[pointsKey(o)]; got != want {
			t.Fatalf("%s: fixed shape %v has %d images in the %dx%dx%d box, want %d", pc.Name, o, got, x, y, z, want)
		}
	}
	return shapes
}

// mirrorX returns pc reflected in the x axis.
func mirrorX(pc Piece, name string) Piece {
	out := Piece{Name: name}
	for _, c := range pc.Cells {
		out.Cells = append(out.Cells, Point{X: -c.X, Y: c.Y, Z: c.Z})
	}
	return out
}

func TestRotationGroups(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		oneSided bool
		want     int
	}{{false, 24}, {true, 4}} {
		rots := rotations(tc.oneSided)
		if len(rots) != tc.want {
			t.Errorf("rotations(%v): %d, want %d", tc.oneSided, len(rots), tc.want)
		}
		seen := map[matrix]bool{}
		for _, r := range rots {
			if r.det() != 1 {
				t.Errorf("rotations(%v) holds %v with determinant %d", tc.oneSided, r, r.det())
			}
			if tc.oneSided && r.apply(Point{X: 0, Y: 0, Z: 1}) != (Point{X: 0, Y: 0, Z: 1}) {
				t.Errorf("one-sided rotation %v moves the z axis", r)
			}
			if seen[r] {
				t.Errorf("rotations(%v) lists %v twice", tc.oneSided, r)
			}
			seen[r] = true
		}
	}
}

// TestOrientationCounts checks the number of fixed shapes (distinct
// orientations) each piece takes: in a flat box the plane-preserving
// rotations (all eight symmetries of the square for free pieces, the four
// turns for one-sided ones), in a 3-D box the 24 rotations of the cube. A
// piece's count is the group's order divided by the order of the piece's
// own symmetry group.
func TestOrientationCounts(t *testing.T) {
	t.Parallel()
	pent := map[string]Piece{}
	for _, pc := range pentominoes() {
		pent[pc.Name] = pc
	}
	tetromino := map[string]Piece{
		"I4": flat("I4", "####"),
		"O4": flat("O4", "##", "##"),
		"T4": flat("T4", "###", ".#."),
		"L4": flat("L4", "###", "#.."),
		"S4": flat("S4", ".##", "##."),
	}
	// The three non-flat tetracubes: the two screws (mirror images of
	// each other) and the branch (three cubes around a corner).
	screwA := cubes("A", 0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 0, 1)
	screwB := cubes("B", 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1, 1)
	branch := cubes("P", 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1)
	if k1, k2 := shapeKey(orientations(screwA.Cells, rotations(false))), shapeKey(orientations(screwB.Cells, rotations(false))); k1 == k2 {
		t.Fatal("the two screw tetracubes are the same shape under rotation; the fixture is wrong")
	}
	if k1, k2 := shapeKey(orientations(mirrorX(screwA, "A'").Cells, rotations(false))), shapeKey(orientations(screwB.Cells, rotations(false))); k1 != k2 {
		t.Fatal("the screw tetracubes are not mirror images; the fixture is wrong")
	}

	type tcase struct {
		piece    Piece
		x, y, z  int
		oneSided bool
		want     int
	}
	var cases []tcase
	// Free pentominoes in a 5x5 box: 63 fixed pentominoes in all.
	for name, want := range map[string]int{"F": 8, "I": 2, "L": 8, "N": 8, "P": 8, "T": 4, "U": 4, "V": 4, "W": 4, "X": 1, "Y": 8, "Z": 4} {
		cases = append(cases, tcase{pent[name], 5, 5, 1, false, want})
	}
	// One-sided pentominoes: only the four turns. The chiral pieces' mirror
	// images take as many; the 18 one-sided pentominoes have 63 in all.
	for name, want := range map[string]int{"F": 4, "I": 2, "L": 4, "N": 4, "P": 4, "T": 4, "U": 4, "V": 4, "W": 4, "X": 1, "Y": 4, "Z": 2} {
		cases = append(cases, tcase{pent[name], 5, 5, 1, true, want})
	}
	for name, want := range map[string]int{"F": 4, "L": 4, "N": 4, "P": 4, "Y": 4, "Z": 2} {
		cases = append(cases, tcase{mirrorX(pent[name], name+"m"), 5, 5, 1, true, want})
	}
	// Free tetrominoes in a 4x4 box: 19 fixed tetrominoes.
	for name, want := range map[string]int{"I4": 2, "O4": 1, "T4": 4, "L4": 8, "S4": 4} {
		cases = append(cases, tcase{tetromino[name], 4, 4, 1, false, want})
	}
	// Tetracubes in a 4x4x4 box: 86 fixed tetracubes.
	for name, want := range map[string]int{"I4": 3, "O4": 3, "T4": 12, "L4": 24, "S4": 12} {
		cases = append(cases, tcase{tetromino[name], 4, 4, 4, false, want})
	}
	cases = append(cases,
		tcase{screwA, 4, 4, 4, false, 12},
		tcase{screwB, 4, 4, 4, false, 12},
		tcase{branch, 4, 4, 4, false, 8},
		// Smaller polycubes.
		tcase{cubes("m", 0, 0, 0), 1, 1, 1, false, 1},
		tcase{cubes("m", 0, 0, 0), 2, 2, 2, false, 1},
		tcase{cubes("d", 0, 0, 0, 1, 0, 0), 2, 2, 2, false, 3},
		tcase{cubes("i", 0, 0, 0, 0, 1, 0, 0, 2, 0), 3, 3, 3, false, 3},
		tcase{cubes("v", 0, 0, 0, 1, 0, 0, 0, 1, 0), 3, 3, 3, false, 12},
		// A flat piece without symmetry takes all 24 rotations in 3-D.
		tcase{pent["F"], 5, 5, 5, false, 24},
		tcase{pent["X"], 5, 5, 5, false, 3},
	)
	totals := map[string]int{}
	for _, tc := range cases {
		shapes := fixedShapes(t, tc.piece, tc.x, tc.y, tc.z, tc.oneSided)
		if len(shapes) != tc.want {
			t.Errorf("%s in a %dx%dx%d box (one-sided %v): %d fixed shapes, want %d", tc.piece.Name, tc.x, tc.y, tc.z, tc.oneSided, len(shapes), tc.want)
		}
		totals[fmt.Sprintf("%d cells, %dx%dx%d, one-sided %v", len(tc.piece.Cells), tc.x, tc.y, tc.z, tc.oneSided)] += len(shapes)
	}
	for k, want := range map[string]int{
		"5 cells, 5x5x1, one-sided false": 63,
		"5 cells, 5x5x1, one-sided true":  63,
		"4 cells, 4x4x1, one-sided false": 19,
		"4 cells, 4x4x4, one-sided false": 86,
	} {
		if totals[k] != want {
			t.Errorf("%s: %d fixed shapes in all, want %d", k, totals[k], want)
		}
	}
}

// TestOneSidedSplitsFree checks that a flat piece's one-sided fixed shapes
// and those of its mirror image together make its free fixed shapes, and
// are disjoint exactly when the piece is chiral (has no mirror symmetry).
func TestOneSidedSplitsFree(t *testing.T) {
	t.Parallel()
	chiral := map[string]bool{"F": true, "L": true, "N": true, "P": true, "Y": true, "Z": true}
	for _, pc := range pentominoes() {
		free := fixedShapes(t, pc, 5, 5, 1, false)
		one := fixedShapes(t, pc, 5, 5, 1, true)
		mir := fixedShapes(t, mirrorX(pc, pc.Name+"m"), 5, 5, 1, true)
		common := 0
		for k := range one {
			if !free[k] {
				t.Errorf("%s: one-sided shape %s is not a free shape", pc.Name, k)
			}
			if mir[k] {
				common++
			}
		}
		for k := range mir {
			if !free[k] {
				t.Errorf("%s mirrored: one-sided shape %s is not a free shape", pc.Name, k)
			}
		}
		if union := len(one) + len(mir) - common; union != len(free) {
			t.Errorf("%s: one-sided %d and mirrored %d shapes (%d common) cover %d, want the %d free shapes", pc.Name, len(one), len(mir), common, union, len(free))
		}
		if disjoint := common == 0; disjoint != chiral[pc.Name] {
			t.Errorf("%s: one-sided shape sets of the piece and its mirror disjoint = %v, want %v", pc.Name, disjoint, chiral[pc.Name])
		}
	}
}
