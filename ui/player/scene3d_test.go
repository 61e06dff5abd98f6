package player

import (
	"fmt"
	"math"
	"polyplay/trace"
	"strings"
	"testing"

	"polyplay/internal/librarytest"
	"polyplay/solver"
	"polyplay/solver/grid"
)

// boardOf returns the board of a made-up x*y*z problem with the given
// pieces placed (name -> cells).
func boardOf(t testing.TB, x, y, z int, pieces map[string][]solver.Point) *trace.Board {
	t.Helper()
	b := NewBoard(&solver.Problem{XDim: x, YDim: y, ZDim: z})
	for name, cells := range pieces {
		if err := b.Apply(trace.Step{Kind: trace.Place, Piece: name, Cells: cells}); err != nil {
			t.Fatal(err)
		}
	}
	return b
}

func edgeCount(faces []Face3D) int {
	n := 0
	for _, f := range faces {
		n += len(f.Edges)
	}
	return n
}

func TestScene3DCulling(t *testing.T) {
	one := boardOf(t, 1, 1, 1, map[string][]solver.Point{"a": {{}}})
	faces := NewScene3D(one, nil).Frame(DefaultCamera3D, 400, 300)
	if len(faces) != 3 || edgeCount(faces) != 12 {
		t.Errorf("one cube: %d faces, %d edges; want 3 faces, 12 edges", len(faces), edgeCount(faces))
	}
	// Two cubes of one piece: 5 faces show; the seams between them are
	// not drawn (3 faces of 4 edges, 2 of 3).
	bar := boardOf(t, 2, 1, 1, map[string][]solver.Point{"a": {{}, {X: 1}}})
	faces = NewScene3D(bar, nil).Frame(DefaultCamera3D, 400, 300)
	if len(faces) != 5 || edgeCount(faces) != 4+3+3+3+3 {
		t.Errorf("bar: %d faces, %d edges", len(faces), edgeCount(faces))
	}
	// Two pieces side by side: the seam between them is drawn.
	two := boardOf(t, 2, 1, 1, map[string][]solver.Point{"a": {{}}, "b": {{X: 1}}})
	faces = NewScene3D(two, nil).Frame(DefaultCamera3D, 400, 300)
	if len(faces) != 5 || edgeCount(faces) != 5*4 {
		// The face between them is hidden; every face shows its four
		// edges (the seam between the pieces once per face).
		t.Errorf("two pieces: %d faces, %d edges", len(faces), edgeCount(faces))
	}
	// Exploded, the face between two pieces shows, but never the one
	// between cubes of one piece.
	faces = NewScene3D(two, nil).Frame(Camera3D{Yaw: DefaultCamera3D.Yaw, Pitch: DefaultCamera3D.Pitch, Zoom: 1, Explode: 1}, 400, 300)
	if len(faces) != 6 {
		t.Errorf("two pieces exploded: %d faces, want 6", len(faces))
	}
	faces = NewScene3D(bar, nil).Frame(Camera3D{Yaw: DefaultCamera3D.Yaw, Pitch: DefaultCamera3D.Pitch, Zoom: 1, Explode: 1}, 400, 300)
	if len(faces) != 5 {
		t.Errorf("bar exploded: %d faces, want 5", len(faces))
	}
}

func TestScene3DSoma(t *testing.T) {
	p, sol := shareSolution(t, "soma")
	b := NewBoard(p)
	for _, pl := range sol.Placements {
		b.Apply(trace.Step{Kind: trace.Place, Piece: pl.Piece, Cells: pl.Cells})
	}
	s := NewScene3D(b, Colours(p))
	if s.Cubes() != 27 {
		t.Fatalf("%d cubes", s.Cubes())
	}
	solid := s.Frame(DefaultCamera3D, 500, 500)
	if len(solid) != 27 {
		t.Errorf("solid 3x3x3 cube shows %d faces, want 27", len(solid))
	}
	cam := DefaultCamera3D
	cam.Explode = 1
	exploded := s.Frame(cam, 500, 500)
	if len(exploded) <= 27 {
		t.Errorf("exploded cube shows %d faces, want more than 27", len(exploded))
	}
	// Everything stays on the canvas at zoom 1, exploded or not.
	for _, faces := range [][]Face3D{solid, exploded} {
		for _, f := range faces {
			for _, c := range f.Corners {
				if c[0] < 0 || c[0] > 500 || c[1] < 0 || c[1] > 500 {
					t.Fatalf("corner %v off the canvas", c)
				}
			}
		}
	}
	// Painter's order: a face drawn later is never farther away than the
	// cubes drawn before it (cube centre depth is non-decreasing).
	pr := s.projection(cam, 500, 500)
	prev := math.Inf(-1)
	for _, f := range solid {
		_, _, d := pr.rotate(float64(f.Cell.X)+0.5-pr.cx, float64(f.Cell.Y)+0.5-pr.cyy, float64(f.Cell.Z)+0.5-pr.cz)
		if d < prev-1e-9 {
			t.Fatalf("faces not back to front")
		}
		prev = d
	}
}

// TestScene3DTopView: looking straight down on a 2-D solution, the faces
// are the cells, where the 2-D drawing has them, and the drawn edges are
// the pieces' outlines.
func TestScene3DTopView(t *testing.T) {
	p, sol := shareSolution(t, "pentominoes-10x6")
	b := NewBoard(p)
	for _, pl := range sol.Placements {
		b.Apply(trace.Step{Kind: trace.Place, Piece: pl.Piece, Cells: pl.Cells})
	}
	top := Camera3D{Yaw: 0, Pitch: math.Pi / 2, Zoom: 1}
	faces := NewScene3D(b, Colours(p)).Frame(top, 1000, 1000)
	if len(faces) != 60 {
		t.Fatalf("%d faces, want 60", len(faces))
	}
	outline := 0
	for _, f := range Draw2D(b, nil).Fills {
		outline += strings.Count(f.Outline, "M")
	}
	if got := edgeCount(faces); got != outline {
		t.Errorf("%d edges, want the pieces' outlines' %d", got, outline)
	}
	// Cell (0, 0) is at the bottom left, cell (9, 5) at the top right.
	var bl, tr [2]float64
	for _, f := range faces {
		if f.Normal != 4 {
			t.Fatalf("a face with normal %d shows from above", f.Normal)
		}
		switch f.Cell {
		case solver.Point{}:
			bl = f.Corners[0]
		case solver.Point{X: 9, Y: 5}:
			tr = f.Corners[2]
		}
	}
	if !(bl[0] < tr[0] && bl[1] > tr[1]) {
		t.Errorf("bottom-left %v, top-right %v", bl, tr)
	}
	if w := tr[0] - bl[0]; math.Abs(w/(bl[1]-tr[1])-10.0/6) > 1e-6 {
		t.Errorf("aspect %g", w/(bl[1]-tr[1]))
	}
}

func TestCamera3DClamp(t *testing.T) {
	c := Camera3D{Yaw: math.NaN(), Pitch: 9, Zoom: math.Inf(1), Explode: -1}.Clamp()
	if c.Yaw != DefaultCamera3D.Yaw || c.Pitch != math.Pi/2 || c.Zoom != 1 || c.Explode != 0 {
		t.Errorf("Clamp = %+v", c)
	}
	f := Face3D{Corners: [4][2]float64{{0, 0}, {10, 0}, {10, 10}, {0, 10}}, Edges: [][2][2]float64{{{0, 0}, {10, 0}}}}
	if got := f.FacePath(0); got != "M0.0 0.0L10.0 0.0L10.0 10.0L0.0 10.0Z" {
		t.Errorf("FacePath = %q", got)
	}
	if got := f.FacePath(math.Sqrt2); !strings.HasPrefix(got, "M-1.0 -1.0L11.0 -1.0") {
		t.Errorf("grown FacePath = %q", got)
	}
	if got := f.EdgePath(); got != "M0.0 0.0L10.0 0.0" {
		t.Errorf("EdgePath = %q", got)
	}
	s := NewScene3D(boardOf(t, 2, 2, 1, nil), nil)
	if _, ok := s.FloorPath(DefaultCamera3D, 100, 100); !ok {
		t.Errorf("floor not shown from above")
	}
	if _, ok := s.FloorPath(Camera3D{Pitch: -0.5, Zoom: 1}, 100, 100); ok {
		t.Errorf("floor shown from below")
	}
}

// filledBoard fills a library puzzle's open cells with made-up pieces of
// n cells in row order: a board as busy as a solution, without solving.
func filledBoard(b testing.TB, key string, n int) (*trace.Board, map[string]string) {
	p := librarytest.Problem(b, key)
	board := NewBoard(p)
	var cells []solver.Point
	cols := map[string]string{}
	flush := func() {
		if len(cells) == 0 {
			return
		}
		name := fmt.Sprint(len(cols))
		cols[name] = Hue(len(cols))
		board.Apply(trace.Step{Kind: trace.Place, Piece: name, Cells: cells})
		cells = nil
	}
	for z := 0; z < p.ZDim; z++ {
		for y := 0; y < p.YDim; y++ {
			for x := 0; x < p.XDim; x++ {
				c := solver.Point{X: x, Y: y, Z: z}
				if board.At(c) == "" {
					cells = append(cells, c)
					if len(cells) == n {
						flush()
					}
				}
			}
		}
	}
	flush()
	return board, cols
}

func BenchmarkFrame3D(b *testing.B) {
	for _, key := range []string{"heptominoes-33x23-holes", "hexominoes-box-in-a-diamond", "bedlam-cube", "tetris-cube"} {
		board, cols := filledBoard(b, key, 6)
		s := NewScene3D(board, cols)
		for _, explode := range []float64{0, 0.7} {
			b.Run(fmt.Sprintf("%s/explode=%g", key, explode), func(b *testing.B) {
				cam := DefaultCamera3D
				cam.Explode = explode
				for i := 0; i < b.N; i++ {
					cam.Yaw += 0.01
					for _, f := range s.Frame(cam, 800, 600) {
						_ = f.FacePath(0.5)
						_ = f.EdgePath()
					}
				}
			})
		}
	}
}

func BenchmarkDraw2D(b *testing.B) {
	for _, key := range []string{"heptominoes-33x23-holes", "hexominoes-box-in-a-diamond", "bedlam-cube"} {
		board, cols := filledBoard(b, key, 7)
		b.Run(key, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				Draw2D(board, cols)
			}
		})
	}
}

// TestScene3DBalls checks the balls of the sphere grid: each is a disc
// and its highlight, touching discs for touching balls (in a layer and
// between layers, seen from above), the nearer painted last.
func TestScene3DBalls(t *testing.T) {
	p := &solver.Problem{XDim: 2, YDim: 2, ZDim: 2, Grid: grid.Sphere}
	b := NewBoard(p)
	for name, cells := range map[string][]solver.Point{"a": {{X: 0, Y: 0, Z: 0}, {X: 1, Y: 0, Z: 0}}, "b": {{X: 0, Y: 0, Z: 1}}} {
		if err := b.Apply(trace.Step{Kind: trace.Place, Piece: name, Cells: cells}); err != nil {
			t.Fatal(err)
		}
	}
	top := Camera3D{Pitch: math.Pi / 2, Zoom: 1}
	faces := NewScene3D(b, nil).Frame(top, 400, 400)
	perBall := (ballSides-2)/2 + (highlightSides-2)/2
	if len(faces) != 3*perBall {
		t.Fatalf("3 balls: %d faces, want %d", len(faces), 3*perBall)
	}
	// The discs' centres and radii, ball by ball in painting order.
	type discAt struct {
		cell solver.Point
		x, y float64
		r    float64
	}
	var discs []discAt
	for i := 0; i < len(faces); i += perBall {
		f := faces[i]
		var minX, maxX, minY, maxY = math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)
		for _, g := range faces[i : i+(ballSides-2)/2] {
			for _, c := range g.Corners {
				minX, maxX, minY, maxY = min(minX, c[0]), max(maxX, c[0]), min(minY, c[1]), max(maxY, c[1])
			}
		}
		if len(f.Edges) != ballSides {
			t.Errorf("ball %v: %d outline edges, want %d", f.Cell, len(f.Edges), ballSides)
		}
		discs = append(discs, discAt{f.Cell, (minX + maxX) / 2, (minY + maxY) / 2, (maxX - minX) / 2})
	}
	if last := discs[len(discs)-1].cell; last != (solver.Point{Z: 1}) {
		t.Errorf("seen from above the top ball is painted last, but %v is", last)
	}
	at := map[solver.Point]discAt{}
	for _, d := range discs {
		at[d.cell] = d
	}
	a, b2, up := at[solver.Point{}], at[solver.Point{X: 1}], at[solver.Point{Z: 1}]
	if d := math.Hypot(a.x-b2.x, a.y-b2.y); math.Abs(d-2*a.r) > 0.5 {
		t.Errorf("balls side by side are %.1f px apart, radius %.1f: they should touch", d, a.r)
	}
	// Seen from above, the ball over the hollow lies half a ball right
	// and half a ball up (y down on the canvas) of the ball under it.
	if dx, dy := up.x-a.x, up.y-a.y; math.Abs(dx-a.r) > 0.5 || math.Abs(dy+a.r) > 0.5 {
		t.Errorf("the upper ball is (%.1f, %.1f) px from the lower, want (%.1f, %.1f)", dx, dy, a.r, -a.r)
	}
}
