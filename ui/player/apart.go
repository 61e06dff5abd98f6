package player

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"polyplay/solver"
	"polyplay/solver/disassemble"
	"polyplay/solver/grid"
	"polyplay/trace"
)

// Apart is a solution taken apart by sliding its pieces, as BurrTools
// takes an assembly apart (package disassemble), ready to be shown in the
// 3-D view: frame 0 is the assembly, each later frame the pieces after
// one move. Read backwards, it is the assembly by sliding.
type Apart struct {
	// Board is the assembled solution.
	Board *trace.Board
	// Names are the pieces' names, in the order of the solution's
	// placements (the indices of the frames).
	Names []string
	// Level is BurrTools' level of the disassembly ("98.2.4.2").
	Level string
	// Frames are the pieces' places, move by move.
	Frames []disassemble.Frame
	// Colours are the pieces' colours (Colours of the problem).
	Colours map[string]string
	// spread is the farthest a piece goes from its place, in cells.
	spread float64
}

// SlidesApart reports whether the pieces of problem p can be slid apart
// in the 3-D view: a puzzle in depth on a grid whose pieces slide along
// axes (grid.Kind.Slides).
func SlidesApart(p *solver.Problem) bool {
	return p != nil && p.ZDim > 1 && disassemble.Slides(p.Grid) == nil
}

// TakeApart takes solution s of problem p apart, the pieces of one group
// (solver.Piece.Group) free to stay together, each piece slid along
// the grid's axes by whole cells (grid.Kind.Slides), within the
// disassembler's bound on positions. A removed part slides away as far as
// the box is long before it leaves the view. The search may take long
// on a hard assembly: the playground has a worker search
// (disassemble.Assembly) and builds the animation from its answer
// (ApartFrom).
func TakeApart(ctx context.Context, p *solver.Problem, s solver.Solution) (*Apart, error) {
	r, err := disassemble.Assembly(ctx, p, s, disassemble.Options{})
	if err != nil {
		return nil, err
	}
	return ApartFrom(p, s, r)
}

// ApartFrom returns solution s of problem p taken apart as r, its
// disassembly (disassemble.Assembly), says: disassemble.ErrNotApart if
// it does not come apart.
func ApartFrom(p *solver.Problem, s solver.Solution, r disassemble.Result) (*Apart, error) {
	b := SolutionBoard(p, s)
	a := &Apart{Board: b, Colours: Colours(p)}
	for _, pl := range s.Placements {
		if err := b.Apply(trace.Step{Kind: trace.Place, Piece: pl.Piece, Cells: pl.Cells}); err != nil {
			return nil, fmt.Errorf("solution: %w", err)
		}
		a.Names = append(a.Names, pl.Piece)
	}
	if !r.Apart || r.Plan == nil {
		return nil, disassemble.ErrNotApart
	}
	away := max(p.XDim, p.YDim, p.ZDim)
	a.Level = r.Level
	a.Frames = disassemble.Frames(len(s.Placements), r.Plan, away)
	for _, f := range a.Frames {
		for i, o := range f.Offset {
			if f.Shown[i] {
				a.spread = max(a.spread, math.Sqrt(float64(o.X*o.X+o.Y*o.Y+o.Z*o.Z)))
			}
		}
	}
	return a, nil
}

// Scene returns the 3-D scene of the assembled solution, to be moved by
// SlideTo.
func (a *Apart) Scene(colours map[string]string) *Scene3D {
	s := NewScene3D(a.Board, colours)
	s.spread = a.spread
	return s
}

// SlideTo places the scene's pieces as frame k of a shows them, moved on
// by t (0 to 1) towards frame k+1: the motion of the move between them.
// Pieces frame k does not show are not drawn.
func (s *Scene3D) SlideTo(a *Apart, k int, t float64) {
	k = max(0, min(k, len(a.Frames)-1))
	f := a.Frames[k]
	next := f
	if k+1 < len(a.Frames) && t > 0 {
		next = a.Frames[k+1]
	}
	t = max(0, min(t, 1))
	s.slid = map[string][3]float64{}
	s.spread = a.spread
	for i, name := range a.Names {
		if !f.Shown[i] {
			continue
		}
		o, n := f.Offset[i], next.Offset[i]
		if !next.Shown[i] {
			n = o
		}
		// The offsets are moves of the grid's cells: in space, where
		// the move takes a cell (on prisms a step of two columns is one
		// edge).
		vo, vn := s.moved(o), s.moved(n)
		s.slid[name] = [3]float64{
			vo[0] + t*(vn[0]-vo[0]),
			vo[1] + t*(vn[1]-vo[1]),
			vo[2] + t*(vn[2]-vo[2]),
		}
	}
}

// moved returns the move in space of a move of the grid's cells by d:
// where it takes the cell at the origin.
func (s *Scene3D) moved(d grid.Point) [3]float64 {
	a, b := s.space(d), s.space(grid.Point{})
	return [3]float64{a[0] - b[0], a[1] - b[1], a[2] - b[2]}
}

// FitApart fits the drawings of a seen by cam to what every drawing of
// its animation shows, so that the pieces fill the view and none leaves
// it while the view stays still.
func (s *Scene3D) FitApart(a *Apart, cam Camera3D) {
	ms := a.moments()
	fitPoses(s, cam, len(ms), func(i int) { s.SlideTo(a, ms[i].k, ms[i].t) })
}

// PoseAt places the scene's pieces, named names, each moved by its
// offset in cells (offsets, in the order of names): the pieces where a
// person slid them (package disassemble's Slider).
func (s *Scene3D) PoseAt(names []string, offsets []grid.Point) {
	s.slid = map[string][3]float64{}
	for i, name := range names {
		s.slid[name] = s.moved(offsets[i])
		o := offsets[i]
		s.spread = max(s.spread, math.Sqrt(float64(o.X*o.X+o.Y*o.Y+o.Z*o.Z)))
	}
}

// FitPoses fits the drawings seen by cam to every pose of poses (each
// the offsets of names, as PoseAt takes them), so that the pieces fill
// the view and none leaves it in any of them; the scene is left in the
// last pose.
func (s *Scene3D) FitPoses(names []string, poses [][]grid.Point, cam Camera3D) {
	fitPoses(s, cam, len(poses), func(i int) { s.PoseAt(names, poses[i]) })
}

// fitPoses fits the drawings of s seen by cam to what the n poses that
// pose makes show.
func fitPoses(s *Scene3D, cam Camera3D, n int, pose func(i int)) {
	cam = cam.Clamp()
	pr := s.projection(cam, 1, 1)
	b := [4]float64{math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)}
	for i := range n {
		pose(i)
		for _, c := range s.cubes {
			off, ok := s.slid[c.piece]
			if !ok {
				continue
			}
			// The cell's corners: its floor's and those a layer up.
			for _, v := range s.FloorOutline(c.p) {
				for up := range 2 {
					x, y, _ := pr.rotate(v[0]+off[0]-pr.cx, v[1]+off[1]-pr.cyy, v[2]+float64(up)+off[2]-pr.cz)
					b = [4]float64{min(b[0], x), max(b[1], x), min(b[2], y), max(b[3], y)}
				}
			}
		}
	}
	s.bounds, s.boundsCam = &b, cam
}

// Words says how an animation by sliding plays the solution: taken
// apart, or (together) assembled by sliding, with BurrTools' level of
// the disassembly, as the embed's and the image's accessible names say
// it.
func (a *Apart) Words(together bool) string {
	what := "taken apart by sliding its pieces"
	if together {
		what = "assembled by sliding its pieces together"
	}
	return what + " (BurrTools level " + a.Level + ")"
}

// moment is one drawing of a disassembly's animation: frame k, moved on
// by t towards frame k+1.
type moment struct {
	k int
	t float64
}

// moments are the drawings of a's animation: each frame, and half way
// to the next frame when a move leads there.
func (a *Apart) moments() []moment {
	var ms []moment
	for k := range a.Frames {
		ms = append(ms, moment{k, 0})
		if k+1 < len(a.Frames) && a.Frames[k+1].Move != nil {
			ms = append(ms, moment{k, 0.5})
		}
	}
	return ms
}

// ApartFrames draws the drawings of a disassembly's animation one at a
// time, for a page that shows them in turn (the embed): one SVG of
// them all grows with every move (ApartSVG), one drawing does not.
type ApartFrames struct {
	a        *Apart
	s        *Scene3D
	moments  []moment
	w, h     float64
	title    string
	reversed bool
	colours  map[string]string
}

// NewApartFrames returns the drawings of a's animation, w×h pixels, in
// colours (nil: a's), titled title; reversed plays the assembly.
func NewApartFrames(a *Apart, w, h float64, colours map[string]string, title string, reversed bool) *ApartFrames {
	if colours == nil {
		colours = a.Colours
	}
	f := &ApartFrames{a: a, s: a.Scene(colours), moments: a.moments(), w: w, h: h, title: title, reversed: reversed, colours: colours}
	f.s.FitApart(a, DefaultCamera3D)
	if reversed {
		slices.Reverse(f.moments)
	}
	return f
}

// Len returns the number of drawings.
func (f *ApartFrames) Len() int { return len(f.moments) }

// Animation writes the drawings as one animated SVG, w×h pixels, timed
// and coloured as o says (ApartSVG).
func (f *ApartFrames) Animation(w, h float64, o SVGAnimation) (string, error) {
	if o.Colours == nil {
		o.Colours = f.colours
	}
	return ApartSVG(f.a, w, h, o, f.reversed)
}

// Scene returns the 3-D scene the drawings are made of: Pose places its
// pieces as drawing i shows them, for a view that draws it itself (the
// PolyPlayer's canvas).
func (f *ApartFrames) Scene() *Scene3D { return f.s }

// Pose places the scene's pieces as drawing i shows them.
func (f *ApartFrames) Pose(i int) {
	i = max(0, min(i, len(f.moments)-1))
	m := f.moments[i]
	f.s.SlideTo(f.a, m.k, m.t)
}

// SVG returns drawing i as an SVG document.
func (f *ApartFrames) SVG(i int) string {
	var b strings.Builder
	f.open(&b)
	f.write(&b, i)
	b.WriteString(`</g></svg>`)
	return b.String()
}

// open writes the SVG document's start, up to the 3-D view's group.
func (f *ApartFrames) open(b *strings.Builder) {
	fmt.Fprintf(b, `<svg xmlns="http://www.w3.org/2000/svg" width="%s" height="%s" viewBox="0 0 %s %s" role="img">`,
		svgNum(f.w), svgNum(f.h), svgNum(f.w), svgNum(f.h))
	fmt.Fprintf(b, `<title>%s</title>`, xmlEsc(f.title))
	b.WriteString(`<rect width="100%" height="100%" fill="#ffffff"/>`)
	b.WriteString(`<g class="view-3d" stroke-linejoin="round" stroke-linecap="round">`)
}

// write writes drawing i's scene.
func (f *ApartFrames) write(b *strings.Builder, i int) {
	f.Pose(i)
	writeScene(b, f.s, f.w, f.h)
}

// MaxApartSVG bounds the size of ApartSVG's document: a disassembly of
// many moves of a large puzzle is played by the embed, drawing after
// drawing, not written as one image.
const MaxApartSVG = 8 << 20

// ApartSVG writes the disassembly a as an animated SVG of the 3-D view,
// w×h pixels: each move in two drawings (half way, then done), Step
// each, the pieces apart held for Hold, then the loop again. o's Title,
// Step, Hold and Colours are used; reversed plays the assembly instead.
// It fails beyond MaxApartSVG bytes.
func ApartSVG(a *Apart, w, h float64, o SVGAnimation, reversed bool) (string, error) {
	n := len(a.Frames)
	if n < 2 {
		return "", errors.New("nothing to animate: the solution is one piece")
	}
	if 2*(n-1) > Max3DSteps {
		return "", fmt.Errorf("%d moves are too many for an SVG animation (at most %d): the embed plays it", n-1, Max3DSteps/2)
	}
	if o.Step <= 0 {
		o.Step = 600 * time.Millisecond
	}
	if o.Hold <= 0 {
		o.Hold = 2 * time.Second
	}
	f := NewApartFrames(a, w, h, o.Colours, o.Title, reversed)
	steps := f.Len() - 1
	total := o.Step*time.Duration(steps) + o.Hold
	dur := fmt.Sprintf("%.3fs", total.Seconds())
	key := func(k int) float64 { return float64(o.Step) * float64(k) / float64(total) }
	var b strings.Builder
	f.open(&b)
	for i := range f.Len() {
		values, times, final := duringStep(i, steps, key)
		fmt.Fprintf(&b, `<g opacity="%s">`, final)
		f.write(&b, i)
		fmt.Fprintf(&b, `<animate attributeName="opacity" calcMode="discrete" values="%s" keyTimes="%s" dur="%s" repeatCount="indefinite"/></g>`, values, times, dur)
		if b.Len() > MaxApartSVG {
			return "", fmt.Errorf("the animation of %d moves is larger than %d MB as an image: embed it instead (Copy embed code), which draws it move by move", n-1, MaxApartSVG>>20)
		}
	}
	b.WriteString(`</g></svg>`)
	return b.String(), nil
}
