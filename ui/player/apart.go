package player

import (
	"context"
	"errors"
	"fmt"
	"math"
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

// ErrNotApart is TakeApart's error for a solution whose pieces cannot be
// slid apart.
var ErrNotApart = errors.New("this solution does not come apart: its pieces cannot be slid out")

// TakeApart takes solution s of problem p apart, the pieces of one group
// (solver.Piece.Group) free to stay together, each piece slid along
// the grid's axes by whole cells (grid.Kind.Slides), within the
// disassembler's bound on positions. A removed part slides away as far as
// the box is long before it leaves the view.
func TakeApart(ctx context.Context, p *solver.Problem, s solver.Solution) (*Apart, error) {
	b := NewBoard(p)
	a := &Apart{Board: b, Colours: Colours(p)}
	pieces := make([][]grid.Point, len(s.Placements))
	for i, pl := range s.Placements {
		if err := b.Apply(trace.Step{Kind: trace.Place, Piece: pl.Piece, Cells: pl.Cells}); err != nil {
			return nil, fmt.Errorf("solution: %w", err)
		}
		a.Names = append(a.Names, pl.Piece)
		pieces[i] = pl.Cells
	}
	r, err := disassemble.Disassemble(ctx, p.Grid, pieces, disassemble.Options{Groups: p.Groups(s)})
	if err != nil {
		return nil, err
	}
	if !r.Apart {
		return nil, ErrNotApart
	}
	away := max(p.XDim, p.YDim, p.ZDim)
	a.Level = r.Level
	a.Frames = disassemble.Frames(len(pieces), r.Plan, away)
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
	cam = cam.Clamp()
	pr := s.projection(cam, 1, 1)
	b := [4]float64{math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)}
	for _, m := range a.moments() {
		s.SlideTo(a, m.k, m.t)
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

// ApartDrawings returns the number of drawings ApartSVG makes of a.
func ApartDrawings(a *Apart) int { return len(a.moments()) }

// ApartSVG writes the disassembly a as an animated SVG of the 3-D view,
// w×h pixels: each move in two frames (half way, then done), Step each,
// the pieces apart held for Hold, then the loop again. o's Title, Step,
// Hold and Colours are used; reversed plays the assembly instead.
func ApartSVG(a *Apart, w, h float64, o SVGAnimation, reversed bool) (string, error) {
	n := len(a.Frames)
	if n < 2 {
		return "", errors.New("nothing to animate: the solution is one piece")
	}
	if 2*(n-1) > Max3DSteps {
		return "", fmt.Errorf("%d moves are too many for an SVG animation (at most %d)", n-1, Max3DSteps/2)
	}
	if o.Step <= 0 {
		o.Step = 600 * time.Millisecond
	}
	if o.Hold <= 0 {
		o.Hold = 2 * time.Second
	}
	if o.Colours == nil {
		o.Colours = a.Colours
	}
	moments := a.moments()
	if reversed {
		for i, j := 0, len(moments)-1; i < j; i, j = i+1, j-1 {
			moments[i], moments[j] = moments[j], moments[i]
		}
	}
	steps := len(moments) - 1
	total := o.Step*time.Duration(steps) + o.Hold
	dur := fmt.Sprintf("%.3fs", total.Seconds())
	key := func(k int) float64 { return float64(o.Step) * float64(k) / float64(total) }
	title := o.Title
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%s" height="%s" viewBox="0 0 %s %s" role="img">`,
		svgNum(w), svgNum(h), svgNum(w), svgNum(h))
	fmt.Fprintf(&b, `<title>%s</title>`, xmlEsc(title))
	b.WriteString(`<rect width="100%" height="100%" fill="#ffffff"/>`)
	b.WriteString(`<g class="view-3d" stroke-linejoin="round" stroke-linecap="round">`)
	s := a.Scene(o.Colours)
	s.FitApart(a, DefaultCamera3D)
	for i, m := range moments {
		s.SlideTo(a, m.k, m.t)
		values, times, final := duringStep(i, steps, key)
		fmt.Fprintf(&b, `<g opacity="%s">`, final)
		writeScene(&b, s, w, h)
		fmt.Fprintf(&b, `<animate attributeName="opacity" calcMode="discrete" values="%s" keyTimes="%s" dur="%s" repeatCount="indefinite"/></g>`, values, times, dur)
	}
	b.WriteString(`</g></svg>`)
	return b.String(), nil
}
