package player

import (
	"math"
	"polyplay/solver"
	"polyplay/trace"
)

// OKLab converts a "#rrggbb" colour to OKLab's lightness L and its a and
// b axes; ok is false for an unreadable colour.
func OKLab(c string) (l, a, b float64, ok bool) {
	r, g, bl, ok := parseHex(c)
	if !ok {
		return 0, 0, 0, false
	}
	l, a, b = oklab(r, g, bl)
	return l, a, b, true
}

// Difference returns the OKLab distance between two "#rrggbb" colours
// (1 for an unreadable one).
func Difference(c1, c2 string) float64 {
	l1, a1, b1, ok1 := OKLab(c1)
	l2, a2, b2, ok2 := OKLab(c2)
	if !ok1 || !ok2 {
		return 1
	}
	return math.Sqrt((l1-l2)*(l1-l2) + (a1-a2)*(a1-a2) + (b1-b2)*(b1-b2))
}

// FromEvent converts a solver trace event (trace.FromEvent).
func FromEvent(e solver.Event) trace.Step { return trace.FromEvent(e) }

// AssemblySVG writes the animated assembly of solution sol of p in order
// o (the counter and timing as in opts).
func AssemblySVG(p *solver.Problem, sol solver.Solution, order Order, opts SVGAnimation) (string, error) {
	steps := Assembly(sol, order)
	return AnimatedSVG(p, SolutionBoard(p, sol), steps, opts)
}
