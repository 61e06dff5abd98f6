// Command embed is the embed page's program (embed.html): it plays the
// solution a share link carries, as an animated SVG that the browser runs
// by itself, with a play/pause and a restart button and a link back to the
// playground. It uses syscall/js only, not go-app, and neither the solver
// nor the editor, so that an embed weighs a fraction of the playground.
// Everything but the few browser calls (main_js.go) is pure Go, tested
// natively.
package main

import (
	"context"
	"errors"
	"fmt"
	"time"

	"polyplay/def"
	"polyplay/solver"
	"polyplay/solver/disassemble"
	"polyplay/ui/link"
	"polyplay/ui/place"
	"polyplay/ui/player"
)

// Show is what the embed page shows for a share link: the animation, or
// an error; often both (a link with a bad part that could still be
// played).
type Show struct {
	// Title is the puzzle's title ("" if the link names none).
	Title string
	// SVG is the animation, "" if there is nothing to play.
	SVG string
	// Err says what is wrong with the link ("" if nothing).
	Err string
	// Open is the playground's address for the same puzzle, options and
	// solution, relative to the embed page.
	Open string
	// Steps is the number of steps; Step their interval and Hold how long
	// the assembled solution stays before the loop starts again.
	Steps      int
	Step, Hold time.Duration
	// Start is the step the animation starts at; NoLoop stops it at the
	// end.
	Start  int
	NoLoop bool
	// ThreeD reports that the animation has the 3-D view.
	ThreeD bool
	// Label is the animation's accessible name: the puzzle, and the
	// layers of a 3-D one named as every view names them (place.Layers).
	Label string
	// Drawing, when not nil, draws step k's picture as an SVG document,
	// for an animation the page draws step by step (a solution taken
	// apart: one SVG of every step would grow with every move); SVG is
	// then step Start's.
	Drawing func(k int) string
}

// Cycle is the duration of one loop of the animation.
func (s Show) Cycle() time.Duration { return s.Step*time.Duration(s.Steps) + s.Hold }

// hold is how long the assembled solution stays.
const hold = 2 * time.Second

// searchYield is how often the disassembler's search, for an order that
// slides the pieces, lets the browser's event loop run (Build's yield).
const searchYield = 50 * time.Millisecond

// Build reads a share link's fragment into the Show the embed plays,
// its drawing laid out to fill a stage of the given size in pixels
// (player.SVGAnimation's Fit; zero: its own size). A solution taken
// apart by sliding calls yield (nil: none) every few milliseconds of the
// disassembler's search: the embed has no worker, and its page stays
// responsive while the search goes on.
func Build(fragment string, stage [2]float64, yield func()) (sh Show) {
	s, err := link.ParseView(fragment)
	var errs []error
	if err != nil {
		errs = append(errs, err)
	}
	defer func() {
		if err := errors.Join(errs...); err != nil {
			sh.Err = err.Error()
		}
	}()
	if s.Key == "" && s.Source == "" {
		if err == nil {
			errs = append(errs, errors.New("this embed link names no puzzle"))
		}
		return sh
	}
	pz, perr := s.Puzzle()
	if perr != nil {
		errs = append(errs, fmt.Errorf("the puzzle in this link is broken: %w", perr))
		return sh
	}
	sh.Title = pz.Name
	if s.Key != "" {
		if e, ok := def.Lookup(s.Key); ok {
			sh.Title = e.Title
		}
	}
	sh.Open = "./#" + link.Playground(fragment)
	if s.Cells == nil {
		errs = append(errs, errors.New("this link holds no solution to play"))
		return sh
	}
	sol, serr := s.SolutionFor(&pz.Problem)
	if serr != nil {
		errs = append(errs, serr)
		return sh
	}
	if s.Order.Slides() {
		err := sh.slide(s, pz, sol, stage, yield)
		if err == nil {
			return sh
		}
		errs = append(errs, err)
	}
	order := s.Order
	if order == "" || order.Slides() {
		order = player.BottomUp
	}
	steps := player.Assembly(sol, order)
	if s.Step > len(steps) {
		// The nearest valid step: the solution assembled.
		errs = append(errs, fmt.Errorf("share link: animation step: %d is beyond the last step, %d; the solution is shown assembled", s.Step, len(steps)))
		s.Step = len(steps)
		sh.Open = "./#" + link.Playground(fragment, "t")
	}
	speed := s.Speed
	if speed == 0 {
		speed = player.DefaultSpeed
	}
	sh.Steps, sh.Start, sh.NoLoop = len(steps), s.Step, s.NoLoop
	sh.Step, sh.Hold = time.Duration(float64(time.Second)/speed), hold
	sh.ThreeD = !pz.Grid.Planar() && (s.View == link.View3D || (s.View == "" && pz.ZDim > 1))
	if pz.Grid.Planar() && s.View == link.View3D {
		errs = append(errs, fmt.Errorf("share link: view: the %v grid has no 3-D view; the board is shown flat", pz.Grid))
	}
	svg, aerr := player.AnimatedSVG(&pz.Problem, player.SolutionBoard(&pz.Problem, sol), steps, player.SVGAnimation{
		Title: sh.Title, Step: sh.Step, Hold: sh.Hold, View3D: sh.ThreeD, Fit: stage, // the page shows the counter
	})
	if aerr != nil {
		errs = append(errs, aerr)
		return sh
	}
	sh.SVG = svg
	sh.Label = "Animation: " + sh.Title + ", assembled piece by piece"
	if pz.ZDim > 1 {
		sh.Label = "Animation: " + sh.Title + ", " + place.Layers(pz.ZDim) + " side by side, assembled piece by piece"
	}
	if _, words := player.SolutionMarks(&pz.Problem, sol); words != "" {
		sh.Label += ". " + words
	}
	return sh
}

// slide makes sh the animation of solution sol of puzzle pz taken apart
// by sliding its pieces (player.TakenApart) or slid together
// (player.SlidTogether), in the 3-D view filling the stage. It fails
// where the solution does not come apart (the caller then plays the
// assembly piece by piece and says why).
func (sh *Show) slide(s link.Share, pz *def.Puzzle, sol solver.Solution, stage [2]float64, yield func()) error {
	r, err := disassemble.Assembly(context.Background(), &pz.Problem, sol, disassemble.Options{Yield: disassemble.YieldEvery(searchYield, yield)})
	var a *player.Apart
	if err == nil {
		a, err = player.ApartFrom(&pz.Problem, sol, r)
	}
	if err != nil {
		return fmt.Errorf("share link: sliding: %w; the solution is assembled piece by piece instead", err)
	}
	w, h := stage[0], stage[1]
	if w <= 0 || h <= 0 {
		w, h = link.DefaultEmbedWidth, link.DefaultEmbedHeight
	}
	speed := s.Speed
	if speed == 0 {
		speed = player.DefaultSpeed
	}
	together := s.Order == player.SlidTogether
	f := player.NewApartFrames(a, w, h, nil, sh.Title, together)
	sh.Steps, sh.Step, sh.Hold, sh.NoLoop = f.Len()-1, time.Duration(float64(time.Second)/speed/2), hold, s.NoLoop // two drawings a move
	sh.Start = min(s.Step, sh.Steps)
	sh.Drawing, sh.ThreeD = f.SVG, true
	sh.SVG = f.SVG(sh.Start)
	sh.Label = fmt.Sprintf("Animation: %s, %s", sh.Title, a.Words(together))
	return nil
}
