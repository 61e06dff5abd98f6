package scene

import (
	"fmt"
	"html"
	"strings"

	"polyplay/solver"
	"polyplay/solver/grid"
	"polyplay/trace"
	"polyplay/ui/player"
)

// SlidInput is what a scene of pieces slid in shows (Play's Slide the
// pieces in, ui/play.Slide): the pieces of a solution, each displaced by
// its offset in cells from its place there.
type SlidInput struct {
	// Problem is the puzzle; Pieces are the solution's placements, the
	// pieces in their places; Offsets where each stands from there, in
	// cells, and Fit the other positions the view is fitted to besides
	// (where they started, and assembled): the view stays still while
	// the pieces stay within them.
	Problem *solver.Problem
	Pieces  []solver.Placement
	Offsets []grid.Point
	Fit     [][]grid.Point
	// Selected marks the pieces selected, drawn with a heavy outline;
	// Colours are the pieces' colours by name.
	Selected []bool
	Colours  map[string]string
	// Cam is the camera, W and H the drawing's size.
	Cam  player.Camera3D
	W, H float64
}

// Slid is a scene of pieces slid, ready to draw and to answer the
// pointer.
type Slid struct {
	in    SlidInput
	names []string
	s     *player.Scene3D
}

// NewSlid builds the scene of in.
func NewSlid(in SlidInput) *Slid {
	b := trace.NewBoard(in.Problem)
	sl := &Slid{in: in}
	for _, pl := range in.Pieces {
		sl.names = append(sl.names, pl.Piece)
		_ = b.Apply(trace.Step{Kind: trace.Place, Piece: pl.Piece, Cells: pl.Cells})
	}
	sl.s = player.NewScene3D(b, in.Colours)
	poses := append(append([][]grid.Point(nil), in.Fit...), in.Offsets)
	sl.s.FitPoses(sl.names, poses, in.Cam)
	return sl
}

// Hit returns the piece (its index in Pieces) drawn at at (a point of
// the drawing), the face nearest the viewer there; ok false when no
// piece is drawn there.
func (sl *Slid) Hit(at [2]float64) (int, bool) {
	faces := sl.s.Frame(sl.in.Cam, sl.in.W, sl.in.H)
	for i := len(faces) - 1; i >= 0; i-- {
		if faces[i].Contains(at) {
			for k, name := range sl.names {
				if name == faces[i].Piece {
					return k, true
				}
			}
		}
	}
	return 0, false
}

// Where returns where in the drawing the middle of piece i is drawn, for
// a pointer to find it.
func (sl *Slid) Where(i int) [2]float64 {
	var sum [2]float64
	n := 0
	for _, f := range sl.s.Frame(sl.in.Cam, sl.in.W, sl.in.H) {
		if f.Piece != sl.names[i] {
			continue
		}
		for _, c := range f.Corners {
			sum[0] += c[0]
			sum[1] += c[1]
			n++
		}
	}
	if n == 0 {
		return sum
	}
	return [2]float64{sum[0] / float64(n), sum[1] / float64(n)}
}

// SVG writes the scene as an SVG element of id, labelled title: the
// pieces where they stand, the selected ones (class slid-selected) with
// a heavy outline.
func (sl *Slid) SVG(id, title string) string {
	in := sl.in
	var sb strings.Builder
	fmt.Fprintf(&sb, `<svg xmlns="http://www.w3.org/2000/svg" id="%s" class="scene-svg" viewBox="0 0 %g %g" role="img" aria-label="%s">`,
		html.EscapeString(id), in.W, in.H, html.EscapeString(title))
	fmt.Fprintf(&sb, `<title>%s</title>`, html.EscapeString(title))
	selected := map[solver.Point]bool{}
	for i, on := range in.Selected {
		if on && i < len(in.Pieces) {
			for _, c := range in.Pieces[i].Cells {
				selected[c] = true
			}
		}
	}
	faces := sl.s.Frame(in.Cam, in.W, in.H)
	writeFaces(&sb, faces, "slid-pieces", nil, selected, sl.s.Round())
	sb.WriteString(`</svg>`)
	return sb.String()
}
