package verify

import (
	"testing"

	"polyplay/solver/grid"
	"polyplay/solver/puzzle"
)

// TestBalls checks placements of balls, each a piece alone in a region
// of its own cells, drawn in the lattice's coordinates: a bent row of
// three in a triangular layer turned by 60° in it about its middle ball
// (no turn of the lattice does that) and the row in another layer are
// placements; a chiral
// piece that spans space is no placement of its mirror image; nor is a
// bent row of three one straightened or bent the other way.
func TestBalls(t *testing.T) {
	fromFile := func(k grid.Kind, qs ...point) []point {
		out := make([]point, len(qs))
		for i, q := range qs {
			c, err := k.FromFile(q)
			if err != nil {
				t.Fatal(err)
			}
			out[i] = c
		}
		return out
	}
	bent := []point{{X: 0, Y: 0, Z: 0}, {X: 1, Y: 1, Z: 0}, {X: 1, Y: 2, Z: 1}}
	twist := []point{{X: 0, Y: 0, Z: 0}, {X: 1, Y: 1, Z: 0}, {X: 2, Y: 0, Z: 0}, {X: 2, Y: 1, Z: 1}}
	for _, tc := range []struct {
		name   string
		k      grid.Kind
		piece  []point // as the file writes them
		placed []point
		ok     bool
	}{
		{"a bent row turned by 60° in its layer", grid.SphereTriangle, bent, []point{{X: 1, Y: 0, Z: -1}, {X: 1, Y: 1, Z: 0}, {X: 0, Y: 1, Z: 1}}, true},
		{"a bent row turned over", grid.Sphere, bent, []point{{X: 0, Y: 0, Z: 0}, {X: 1, Y: 1, Z: 0}, {X: 1, Y: 2, Z: -1}}, true},
		{"a bent row straightened", grid.Sphere, bent, []point{{X: 0, Y: 0, Z: 0}, {X: 1, Y: 1, Z: 0}, {X: 2, Y: 2, Z: 0}}, false},
		{"a bent row bent at a right angle", grid.Sphere, bent, []point{{X: 0, Y: 0, Z: 0}, {X: 1, Y: 1, Z: 0}, {X: 2, Y: 0, Z: 0}}, false},
		{"a chiral piece turned", grid.Sphere, twist, []point{{X: 0, Y: 0, Z: 0}, {X: -1, Y: -1, Z: 0}, {X: -2, Y: 0, Z: 0}, {X: -2, Y: -1, Z: 1}}, true},
		{"a chiral piece's mirror image", grid.Sphere, twist, []point{{X: 0, Y: 0, Z: 0}, {X: 1, Y: 1, Z: 0}, {X: 2, Y: 0, Z: 0}, {X: 2, Y: 1, Z: -1}}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			piece, placed := fromFile(tc.k, tc.piece...), fromFile(tc.k, tc.placed...)
			lo := placed[0]
			for _, c := range placed {
				lo = point{X: min(lo.X, c.X), Y: min(lo.Y, c.Y), Z: min(lo.Z, c.Z)}
			}
			hi := point{}
			for i, c := range placed {
				placed[i] = point{X: c.X - lo.X, Y: c.Y - lo.Y, Z: c.Z - lo.Z}
				hi = point{X: max(hi.X, placed[i].X), Y: max(hi.Y, placed[i].Y), Z: max(hi.Z, placed[i].Z)}
			}
			p := &puzzle.Problem{Grid: tc.k, XDim: hi.X + 1, YDim: hi.Y + 1, ZDim: hi.Z + 1, Pieces: []puzzle.Piece{{Name: "A", Cells: piece}}}
			in := map[point]bool{}
			for _, c := range placed {
				in[c] = true
			}
			rest := puzzle.Piece{Name: "*", Stationary: true}
			for x := range p.XDim {
				for y := range p.YDim {
					for z := range p.ZDim {
						if c := (point{X: x, Y: y, Z: z}); !in[c] {
							rest.Cells = append(rest.Cells, c)
						}
					}
				}
			}
			p.Pieces = append(p.Pieces, rest)
			err := Solution(p, puzzle.Solution{Placements: []puzzle.Placement{{Piece: "A", Cells: placed}}})
			if (err == nil) != tc.ok {
				t.Errorf("%v", err)
			}
		})
	}
}

// TestLatticePoints checks the points that the grids of balls give their
// balls (grid.Kind.FilePoint), on which rules checks placements, against
// the face-centred cubic lattice derived here: every point has an even
// x+y+z, and two balls touch (a neighbour in one of the grid's slots)
// exactly when their points are at the lattice's least distance, √2, so
// that distances between the points are the balls' own.
func TestLatticePoints(t *testing.T) {
	t.Parallel()
	for _, k := range grid.Kinds() {
		if !k.Rigid() {
			continue
		}
		var cells []point
		for x := -2; x <= 2; x++ {
			for y := -2; y <= 2; y++ {
				for z := -2; z <= 2; z++ {
					cells = append(cells, point{X: x, Y: y, Z: z})
				}
			}
		}
		touch := map[[2]point]bool{}
		for _, c := range cells {
			for s := range k.Slots() {
				if n, ok := k.Slot(c, s); ok {
					touch[[2]point{c, n}] = true
				}
			}
		}
		for _, a := range cells {
			pa := k.FilePoint(a)
			if (pa.X+pa.Y+pa.Z)%2 != 0 {
				t.Fatalf("%v: the ball %v is at %v, not a point of the lattice", k, a, pa)
			}
			for _, b := range cells {
				if a == b {
					continue
				}
				if d := sqDist(pa, k.FilePoint(b)); (d == 2) != touch[[2]point{a, b}] {
					t.Errorf("%v: the balls %v and %v are at the squared distance %d; neighbours: %v", k, a, b, d, touch[[2]point{a, b}])
				}
			}
		}
	}
}
