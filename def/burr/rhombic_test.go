package burr

import (
	"slices"
	"testing"

	"polyplay/internal/plaincount"
	"polyplay/solver"
	"polyplay/solver/grid"
	"polyplay/solver/puzzle"
)

// TestRhombicExamples reads BurrTools' examples on its grid of rhombic
// dodecahedra (grid type 3: tetrahedra, 24 to a cube) and of tetrahedra
// and octahedra (grid type 4: 5 tetrahedra to a cube) from its
// repository's mirror where there is one, and files of testdata on
// those grids, and counts each problem: every
// solution, each verified, as many as plaincount finds (but where copies
// of a piece make it too slow), and with -r -M the assemblies that BurrTools
// 0.7.1 counts (burrTxt -q -o all, which drops the assemblies that are
// turns of others; pieces of tetrahedra are never mirrored). A problem
// that polyplay cannot express gives its error.
func TestRhombicExamples(t *testing.T) {
	tests := []struct {
		file    string
		grid    grid.Kind
		problem int
		all     int64 // every solution
		burrTxt int64
		err     string // polyplay's error, instead of the counts
	}{
		{"DiagonalCube.xmpuzzle", grid.Rhombic, 0, 48, 2, ""},
		{"AugmentedSecondStellation.xmpuzzle", grid.Rhombic, 0, 24, 2, ""},
		{"PermutatedThirdStellation.xmpuzzle", grid.Rhombic, 0, 48, 2, ""},
		{"12PieceSeparation.xmpuzzle", grid.Rhombic, 0, 24, 1, ""},
		{"BrokenSticks.xmpuzzle", grid.Rhombic, 0, 48, 2, ""},
		{"BrokenSticks.xmpuzzle", grid.Rhombic, 1, 0, 0, ""},
		{"HexSticks.xmpuzzle", grid.Rhombic, 0, 744, 33, ""},
		{"FourPieceTetrahedron.xmpuzzle", grid.TetraOcta, 0, 6, 1, ""},
		{"PiecesOfEight.xmpuzzle", grid.Rhombic, 0, 88, 6, ""},
		{"PiecesOfEight.xmpuzzle", grid.Rhombic, 1, 32, 4, ""},
		{"PiecesOfEight.xmpuzzle", grid.Rhombic, 2, 172, 43, ""},
		{"PiecesOfEight.xmpuzzle", grid.Rhombic, 3, 576, 12, ""},
		{"PiecesOfEight.xmpuzzle", grid.Rhombic, 4, 80, 20, ""},
		{"PiecesOfEight.xmpuzzle", grid.Rhombic, 5, 24, 12, ""},
		// A box of tetrahedra that cuts its cubes (three of the five
		// cells of each of four), with pieces of one shape two each
		// (TestProperty's tetra-octa random17): its 8 symmetries make 4
		// classes of its 20 solutions.
		{"testdata/tetraocta-cut.xmpuzzle", grid.TetraOcta, 0, 20, 4, ""},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			ps, err := parse(tc.file, readExample(t, tc.file))
			if tc.err != "" {
				if err == nil || err.Error() != tc.err {
					t.Fatalf("error %v, want %s", err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			p := &ps[tc.problem].Problem
			if p.Grid != tc.grid {
				t.Fatalf("read on the %v grid", p.Grid)
			}
			// 12PieceSeparation's ten copies of one piece make plaincount
			// enumerate 10! labellings of each solution, HexSticks' copies
			// (3, 6 and 3 of three pieces) 3!·6!·3!: minutes.
			switch {
			case p.Constrains():
				// Colours on the pieces only (DiagonalCube, the
				// stellations, BrokenSticks), which plaincount counts
				// on squares and cubes only: it counts the puzzle
				// without them, whose pieces' own symmetries keep
				// their colours, so that they change no count.
				if want, _, err := plaincount.Count(withoutColours(p)); err != nil || want != tc.all {
					t.Errorf("plaincount, without the colours: %d solutions (%v), want %d", want, err, tc.all)
				}
				checkBurrCounts(t, p, tc.all, tc.burrTxt, false)
			case tc.file != "12PieceSeparation.xmpuzzle" && tc.file != "HexSticks.xmpuzzle":
				checkCounts(t, p, tc.all, tc.burrTxt)
			default:
				checkBurrCounts(t, p, tc.all, tc.burrTxt, false)
			}
		})
	}
}

// withoutColours returns a copy of p without its colours, the region's
// and the pieces'.
func withoutColours(p *solver.Problem) *solver.Problem {
	q := *p
	q.Colours = puzzle.Colours{}
	q.Pieces = slices.Clone(p.Pieces)
	for i := range q.Pieces {
		q.Pieces[i].Colours = nil
	}
	return &q
}
