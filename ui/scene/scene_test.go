package scene

import (
	"fmt"
	"math"
	"regexp"
	"strings"
	"testing"

	"polyplay/solver"
	"polyplay/solver/grid"
	"polyplay/ui/player"
)

// cameras are views the scene is turned to in the tests.
var cameras = []player.Camera3D{
	player.DefaultCamera3D,
	{Yaw: 0.9, Pitch: 1.1, Zoom: 1},
	{Yaw: -2.4, Pitch: 0.35, Zoom: 2.5},
	{Yaw: 0, Pitch: 1.5707963, Zoom: 1},
}

// box is a 3x3x3 box of grid k with no pieces.
func box(k grid.Kind) *solver.Problem {
	return &solver.Problem{XDim: 3, YDim: 3, ZDim: 3, Grid: k}
}

// TestSnapEveryCell: a pointer on a cell's floor point snaps to that
// cell, on every layer, for cubes and balls, from every camera; a
// pointer far outside the box snaps to none.
func TestSnapEveryCell(t *testing.T) {
	for _, k := range []grid.Kind{grid.Square, grid.Sphere} {
		for ci, cam := range cameras {
			for z := range 3 {
				s := New(Input{Problem: box(k), Layer: z, Lift: 2, Cam: cam, W: 480, H: 400})
				n := 0
				for y := range 3 {
					for x := range 3 {
						c := solver.Point{X: x, Y: y, Z: z}
						got, ok := s.Snap(s.Where(c))
						if !ok || got != c {
							t.Errorf("%v camera %d: the floor point of %v snaps to %v (%v)", k, ci, c, got, ok)
						}
						n++
					}
				}
				if n != 9 {
					t.Fatalf("layer %d has %d cells", z, n)
				}
				if c, ok := s.Snap([2]float64{-5000, -5000}); ok {
					t.Errorf("%v camera %d: a point far outside snaps to %v", k, ci, c)
				}
			}
		}
	}
}

// TestSnapOpen: only the region's cells are snapped to.
func TestSnapOpen(t *testing.T) {
	hole := solver.Point{X: 1, Y: 1}
	s := New(Input{Problem: box(grid.Square), Open: func(c solver.Point) bool { return c != hole },
		Cam: player.DefaultCamera3D, W: 480, H: 400})
	if c, _ := s.Snap(s.Where(hole)); c == hole {
		t.Errorf("the pointer snaps to a cell outside the region")
	}
	if got := len(s.layer); got != 8 {
		t.Errorf("the working layer has %d cells, want 8", got)
	}
}

// TestHit: a pointer on the top of a placed cube finds that cube's cell;
// on empty floor, none.
func TestHit(t *testing.T) {
	top := solver.Point{X: 2, Y: 0, Z: 2}
	pl := []solver.Placement{{Piece: "A", Cells: []solver.Point{{X: 2, Y: 0, Z: 0}, {X: 2, Y: 0, Z: 1}, top}}}
	for ci, cam := range cameras[:2] {
		s := New(Input{Problem: box(grid.Square), Placed: pl, Colours: map[string]string{"A": "#ff0000"}, Lift: 2, Cam: cam, W: 480, H: 400})
		v := s.placed.Centre(top)
		v[2] += 0.5
		got, ok := s.Hit(s.placed.Project(cam, 480, 400, v))
		if !ok || got != top {
			t.Errorf("camera %d: the top of the column hits %v (%v), want %v", ci, got, ok, top)
		}
	}
	// Seen from straight above, the empty corner's floor is in view.
	s := New(Input{Problem: box(grid.Square), Placed: pl, Lift: 2, Cam: cameras[3], W: 480, H: 400})
	if c, ok := s.Hit(s.Where(solver.Point{X: 0, Y: 2})); ok {
		t.Errorf("the empty corner hits %v", c)
	}
}

// TestSVG: the ghost is drawn in its colour with whether it fits; the
// layers above Lift are not drawn; cubes have the box's outline, balls
// floor rings.
func TestSVG(t *testing.T) {
	pl := []solver.Placement{{Piece: "A", Cells: []solver.Point{{X: 0}, {X: 0, Z: 1}, {X: 0, Z: 2}}}}
	col := map[string]string{"A": "#2563eb"}
	for _, tc := range []struct {
		name    string
		in      Input
		want    []string
		notWant []string
	}{
		{"fits", Input{Ghost: solver.Placement{Piece: "B", Cells: []solver.Point{{X: 2}}}, Fits: true, Lift: 2},
			[]string{`data-fits="true"`, `class="scene-box"`, `class="scene-ghost"`}, []string{"<circle"}},
		{"refused", Input{Ghost: solver.Placement{Piece: "B", Cells: []solver.Point{{X: 2}}}, Lift: 2},
			[]string{`data-fits="false"`}, nil},
		{"no ghost", Input{Lift: 2}, nil, []string{"scene-ghost"}},
		{"balls", Input{Lift: 2, Problem: box(grid.Sphere)}, []string{"<circle"}, []string{"scene-box"}},
	} {
		in := tc.in
		if in.Problem == nil {
			in.Problem = box(grid.Square)
		}
		in.Placed, in.Colours, in.Cam, in.W, in.H = pl, col, player.DefaultCamera3D, 480, 400
		svg := New(in).SVG("s", "the position")
		for _, w := range tc.want {
			if !strings.Contains(svg, w) {
				t.Errorf("%s: the SVG has no %s", tc.name, w)
			}
		}
		for _, w := range tc.notWant {
			if strings.Contains(svg, w) {
				t.Errorf("%s: the SVG has %s", tc.name, w)
			}
		}
	}
	// Lifted: the column shows one cube of three, and fewer faces.
	in := Input{Problem: box(grid.Square), Placed: pl, Colours: col, Cam: player.DefaultCamera3D, W: 480, H: 400}
	in.Lift = 2
	all := New(in)
	in.Lift = 0
	low := New(in)
	if a, l := all.placed.Cubes(), low.placed.Cubes(); a != 3 || l != 1 {
		t.Errorf("the column has %d cubes drawn, %d with the layers above the first lifted; want 3 and 1", a, l)
	}
}

// facePaths matches a face's path in a scene's SVG.
var facePaths = regexp.MustCompile(`<path d="[^"]*" fill="#[0-9a-f]+"/>`)

// TestPlacesOverLowerLayers: the working layer's free places (a cube's
// floor square, a ball's ring) are drawn after every face of the layers
// beyond it, looking down or up, so that none covers them, and before
// the faces of the working layer and of the layers on the camera's
// side, which are faded while the working layer has a free place and
// not once it is full.
func TestPlacesOverLowerLayers(t *testing.T) {
	colour := [3]string{"#aa0000", "#00aa00", "#0000aa"}
	for _, k := range []grid.Kind{grid.Square, grid.Sphere} {
		// One piece a cell, coloured by its layer; the working layer 1
		// empty but for one cell, or full.
		var some, full []solver.Placement
		cols := map[string]string{}
		for z := range 3 {
			for y := range 3 {
				for x := range 3 {
					pl := solver.Placement{Piece: fmt.Sprint("P", x, y, z), Cells: []solver.Point{{X: x, Y: y, Z: z}}}
					cols[pl.Piece] = colour[z]
					if z != 1 || x+y == 0 {
						some = append(some, pl)
					}
					full = append(full, pl)
				}
			}
		}
		for ci, cam := range append(cameras, player.Camera3D{Yaw: 0.4, Pitch: -0.7, Zoom: 1}) {
			beyond := colour[0]
			if cam.Pitch < 0 {
				beyond = colour[2]
			}
			for _, tc := range []struct {
				placed []solver.Placement
				free   int
			}{{some, 8}, {full, 0}} {
				in := Input{Problem: box(k), Placed: tc.placed, Colours: cols, Layer: 1, Lift: 2, Cam: cam, W: 480, H: 400}
				s := New(in)
				svg := s.SVG("s", "the position")
				if got := strings.Count(svg, `class="scene-place"`); got != tc.free {
					t.Errorf("%v camera %d: %d places drawn, want the %d free", k, ci, got, tc.free)
				}
				faded := strings.Contains(svg, `class="scene-near" opacity=`)
				if faded != (tc.free > 0) {
					t.Errorf("%v camera %d, %d free places: the near layer faded %v", k, ci, tc.free, faded)
				}
				at := strings.Index(svg, `class="scene-place"`)
				if at < 0 {
					continue
				}
				// Each face is drawn on its side of the places (looking
				// straight down, faces of different layers may have the
				// same path), and the faces before them are as many as
				// the layer beyond has.
				n := 0
				for _, f := range s.placed.Frame(cam, 480, 400) {
					side := svg[at:]
					if cols[f.Piece] == beyond {
						side = svg[:at]
						n++
					}
					if !strings.Contains(side, `d="`+f.FacePath(0.3)+`"`) {
						t.Errorf("%v camera %d: the face of %v is not drawn on its side of the working layer's places", k, ci, f.Cell)
					}
				}
				if got := len(facePaths.FindAllString(svg[:at], -1)); got != n || n == 0 {
					t.Errorf("%v camera %d: %d faces drawn before the working layer's places, want the layer beyond's %d", k, ci, got, n)
				}
			}
		}
	}
}

// TestInside: the point-in-quadrilateral test (player.Face3D.Contains),
// either way round.
func TestInside(t *testing.T) {
	inside := func(q [4][2]float64, p [2]float64) bool { return player.Face3D{Corners: q}.Contains(p) }
	sq := [4][2]float64{{0, 0}, {10, 0}, {10, 10}, {0, 10}}
	rev := [4][2]float64{{0, 10}, {10, 10}, {10, 0}, {0, 0}}
	for _, tc := range []struct {
		p    [2]float64
		want bool
	}{{[2]float64{5, 5}, true}, {[2]float64{0, 5}, true}, {[2]float64{11, 5}, false}, {[2]float64{-1, -1}, false}} {
		if got := inside(sq, tc.p); got != tc.want {
			t.Errorf("inside(square, %v) = %v", tc.p, got)
		}
		if got := inside(rev, tc.p); got != tc.want {
			t.Errorf("inside(reversed, %v) = %v", tc.p, got)
		}
	}
}

// TestPan: a panned scene is drawn moved by Pan, and the pointer's
// questions follow it: a cell's floor point moves by Pan and still snaps
// to the cell, and a placed cube is hit where it is drawn.
func TestPan(t *testing.T) {
	top := solver.Point{X: 2, Y: 2, Z: 0}
	pl := []solver.Placement{{Piece: "A", Cells: []solver.Point{top}}}
	for _, pan := range [][2]float64{{0, 0}, {120, -40}, {-300, 75.5}} {
		in := Input{Problem: box(grid.Square), Placed: pl, Lift: 2, Cam: cameras[3], W: 480, H: 400}
		plain := New(in)
		in.Pan = pan
		s := New(in)
		for _, c := range s.layer {
			a, b := plain.Where(c), s.Where(c)
			if math.Abs(b[0]-a[0]-pan[0]) > 1e-9 || math.Abs(b[1]-a[1]-pan[1]) > 1e-9 {
				t.Errorf("pan %v: %v's floor point moved from %v to %v", pan, c, a, b)
			}
			if got, ok := s.Snap(b); !ok || got != c {
				t.Errorf("pan %v: %v snaps to %v", pan, c, got)
			}
		}
		if got, ok := s.Hit(s.Where(top)); !ok || got != top {
			t.Errorf("pan %v: the cube seen from above is hit at %v (%v)", pan, got, ok)
		}
		if svg := s.SVG("s", "t"); !strings.Contains(svg, fmt.Sprintf(`translate(%.1f %.1f)`, pan[0], pan[1])) {
			t.Errorf("pan %v: the drawing is not moved", pan)
		}
	}
}

// TestPinned: the faces of the pinned cells, and only those, are drawn
// with the pinned outline, for cubes and balls: each face of a cube, the
// outline alone of a ball (many faces, each outlined a stray mark).
func TestPinned(t *testing.T) {
	a := []solver.Point{{X: 0}, {X: 0, Z: 1}, {X: 0, Z: 2}}
	pl := []solver.Placement{{Piece: "A", Cells: a}, {Piece: "B", Cells: []solver.Point{{X: 2}, {X: 2, Y: 1}}}}
	col := map[string]string{"A": "#2563eb", "B": "#dc2626"}
	for _, k := range []grid.Kind{grid.Square, grid.Sphere} {
		in := Input{Problem: box(k), Placed: pl, Colours: col, Pinned: a, Lift: 2, Cam: player.DefaultCamera3D, W: 480, H: 400}
		s := New(in)
		var want, others int
		for _, f := range s.placed.Frame(in.Cam, in.W, in.H) {
			if f.Piece == "A" {
				want++
			} else {
				others++
			}
		}
		svg := s.SVG("s", "the position")
		if got := strings.Count(svg, `class="scene-pinned"`); got != want || want == 0 || others == 0 {
			t.Errorf("%v: %d faces drawn pinned; A has %d faces drawn, B %d", k, got, want, others)
		}
		// A ball is many faces: only its outline is heavy, not each face.
		stroked := regexp.MustCompile(`class="scene-pinned" [^>]*stroke=`).MatchString(svg)
		if round := k.Round(); stroked == round || !strings.Contains(svg, `stroke-width="2.5"`) {
			t.Errorf("%v: the pinned faces are each outlined: %v", k, stroked)
		}
		in.Pinned = nil
		if svg := New(in).SVG("s", "the position"); strings.Contains(svg, "scene-pinned") {
			t.Errorf("%v: with nothing pinned, a face is drawn pinned", k)
		}
	}
}
