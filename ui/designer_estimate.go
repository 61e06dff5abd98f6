package ui

import (
	"fmt"
	"math"
	"time"

	"polyplay/ui/figures"
	"polyplay/wasm/protocol"
)

// This file asks the solver workers for the designer's estimate of the
// number of solutions and of the time to find them all: in a worker,
// never on the page's thread, only while no run is going on, one at a
// time, and again when the drawing changed meanwhile.

// designerEstimate asks an idle worker to estimate the puzzle in the
// editor, if the designer is open, the puzzle valid and not already
// estimated.
func (ds *designerState) estimate() {
	if ds.estPending && ds.estSpin != ds.s.pool.Spin() {
		ds.estPending = false // the worker was stopped
	}
	p := ds.s.m.Problem()
	if !ds.open || ds.d == nil || p == nil || ds.estPending || ds.s.m.Running() != nil || !ds.s.m.Ready || ds.s.pool.Started() == 0 {
		return
	}
	key := ds.s.m.Source + "\x00" + fmt.Sprint(ds.s.m.Index, ds.s.m.Args())
	if key == ds.estFor || len(ds.d.Check().Problems()) > 0 {
		return
	}
	ds.estID++
	m := protocol.Message{Kind: protocol.KindEstimate, Run: ds.estID,
		Solve: &protocol.SolveRequest{Problem: p, Args: ds.s.m.Args()}}
	if err := ds.s.pool.Post(0, m); err != nil {
		ds.estErr = err.Error()
		return
	}
	ds.estPending, ds.estSpin, ds.estAsked = true, ds.s.pool.Spin(), key
}

// designerEstimated takes a worker's estimate.
func (ds *designerState) estimated(m protocol.Message) {
	if m.Run != ds.estID {
		return
	}
	ds.estPending = false
	ds.est, ds.estErr, ds.estFor = m.Estimate, m.Error, ds.estAsked
	ds.estimate() // the drawing may have changed meanwhile
}

// designerEstimateText says what the estimate is, for the check.
func (ds *designerState) estimateText() string {
	key := ds.s.m.Source + "\x00" + fmt.Sprint(ds.s.m.Index, ds.s.m.Args())
	switch {
	case ds.s.m.Problem() == nil || len(ds.d.Check().Problems()) > 0:
		return ""
	case ds.estFor == key && ds.estErr != "":
		return "No estimate: " + ds.estErr
	case ds.estFor == key && ds.est != nil:
		return EstimateText(ds.est)
	case ds.s.m.Running() != nil:
		return "The estimate of the number of solutions waits for the run to end."
	}
	return "Estimating the number of solutions…"
}

// EstimateText describes a worker's estimate for people.
func EstimateText(e *protocol.Estimate) string {
	t := time.Duration(e.TimeMillis * float64(time.Millisecond))
	if e.Exact {
		return fmt.Sprintf("Exactly %s solutions with these options (the estimate's trial run found them all in %s).",
			approx(e.Solutions), figures.Short(t))
	}
	s := fmt.Sprintf("About %s solutions (± %s) with these options", approx(e.Solutions), approx(e.SolutionsErr))
	if e.TimeMillis > 0 {
		s += ", found in about " + figures.Short(t) + " by one worker"
	}
	return s + fmt.Sprintf(" (an estimate from %s random probes).", figures.Thousands(int64(e.Probes)))
}

// approx writes an estimated count: whole below a trillion, else in
// scientific notation.
func approx(v float64) string {
	switch {
	case math.IsNaN(v) || math.IsInf(v, 0):
		return "?"
	case math.Abs(v) < 1e12:
		return figures.Thousands(int64(math.Round(v)))
	}
	return fmt.Sprintf("%.2g", v)
}
