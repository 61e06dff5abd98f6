package page

import (
	"polyplay/def"
	"polyplay/solver"
	"polyplay/solver/flags"
	"polyplay/wasm/protocol"
)

// workerState is the page's solver workers as a run sees them: how many
// there are, which said ready, and the warm-up that has the browser
// optimise the solver before the first run.
type workerState struct {
	// Workers is the number of solver workers the page runs (one per
	// core by default); a run is divided among them when it can be (see
	// Parts).
	Workers int
	// Ready is set while the workers can take a run: every one of them
	// has said ready since they were started (WorkersStarted).
	Ready bool
	ready int
	// readyK[k] is set once worker k said ready since the workers were
	// started (WorkerReady).
	readyK []bool
	// warmed is set once the workers were asked to warm up (Warm).
	warmed bool
	// WarmRuns is the number of the warm-up's runs that ended (Warm), and
	// WarmEnded is set when the warm-up itself did in every worker, with
	// WarmErr if it failed: a warm-up stopped by a run never ends.
	WarmRuns  int
	WarmEnded bool
	WarmErr   string
	// warmParts is the number of workers warming up, and warmEnds the
	// number whose warm-up ended.
	warmParts, warmEnds int
	// started is set once a run was started (Start), and resumed once
	// a warm-up that a run stopped was started again (Warm).
	started, resumed bool
	// WorkerErr explains why the worker is not available, if it failed.
	WorkerErr string
}

// WorkerReady reports whether worker k said ready since the workers were
// started (its ready message's Part is k, as workers.Pool sets it): Play
// mode's coach asks worker 0 as soon as it alone is ready, without
// waiting for the others (Ready).
func (w *workerState) WorkerReady(k int) bool {
	if k < 0 || k >= max(w.Workers, 1) {
		return false
	}
	return w.Ready || k < len(w.readyK) && w.readyK[k]
}

// WorkersStarted records that the page (re)started its workers: it waits
// for each one's ready message.
func (w *workerState) WorkersStarted() {
	w.Ready, w.ready, w.readyK, w.WorkerErr = false, 0, nil, ""
	if w.warmed && !w.WarmEnded && !w.started {
		// The workers stopped were warming up, before any run: the
		// new ones warm up again (Warm).
		w.warmed = false
	}
}

// WarmAsked reports whether the workers were asked to warm up (Warm),
// since they were started if they were started again before it ended.
func (w *workerState) WarmAsked() bool { return w.warmed }

// WorkerReplaced records that worker k stopped answering and a new one
// was started in its place (ui/workers.Pool.Watch): the page waits for
// the new worker's ready message. A running run goes on: the silent
// worker keeps its part until the part ends or is lost (PartLost).
func (w *workerState) WorkerReplaced(k int) {
	if k < len(w.readyK) && w.readyK[k] {
		w.readyK[k] = false
		w.ready--
	}
	w.Ready = false
}

// warm returns the messages that warm up the solver (protocol.KindWarm),
// message K to worker K: the first worker runs the default puzzle's
// search with the default options a few times and drops the runs, which
// has the browser optimise the solver's code, which the workers share;
// the others only prepare their solver (a time limit of a millisecond
// ends their search at once). Each of the first worker's runs ends in a
// warmed message, the run's done message renamed: the page decodes it as
// it would a run's end and renders again, though Handle only counts it,
// so that the browser optimises the page's code for a run's end too. Each worker keeps the solver it made (job.Warm),
// which its part of the page's first run reuses when the run is of the
// default puzzle with the default options (a run's part and limits do
// not matter): the first worker's trial of a divided run, which tries the
// whole search alone, starts at once, and the others, which prepare
// their parts meanwhile, take no time from it. It is ok once per page,
// when the first workers are all ready: later ones (after a cancel, or
// another number of workers) share the code the warm-up had optimised;
// but workers restarted before the warm-up ended, and before any run,
// warm up again (WorkersStarted). A warm-up that a run stopped (a Solve
// pressed as soon as the page could take it) starts again once, when
// no run goes on: after that run, while the person looks at it.
// busy is whether a run goes on, e the default puzzle (found if it is).
func (w *workerState) warm(busy bool, e def.Entry, found bool) (msgs []protocol.Message, ok bool) {
	if !w.Ready || busy {
		return nil, false
	}
	switch {
	case !w.warmed:
	case !w.WarmEnded && w.started && !w.resumed:
		w.resumed = true
	default:
		return nil, false
	}
	w.warmed = true
	if !found {
		return nil, false
	}
	pz, err := e.Puzzle()
	if err != nil {
		return nil, false
	}
	var o solver.Options
	o.Redundancy, o.Auto = true, true
	args := flags.Args(o) // the first worker's: a search
	o.TimeLimit = WarmPrepared
	prepare := flags.Args(o) // the others': a solver only
	msgs = make([]protocol.Message, max(w.Workers, 1))
	w.warmParts, w.warmEnds = len(msgs), 0
	for k := range msgs {
		if k > 0 {
			args = prepare
		}
		msgs[k] = protocol.Message{Kind: protocol.KindWarm, Solve: &protocol.SolveRequest{Problem: &pz.Problem, Args: args}}
	}
	return msgs, true
}

// handleWorker applies msg if it is a worker's own (warmed, ready) and
// reports whether it was.
func (w *workerState) handleWorker(msg protocol.Message) bool {
	if msg.Kind == protocol.KindWarmed {
		// Counted only: decoding it and rendering again is its use (Warm).
		if msg.Run > 0 {
			w.WarmRuns = max(w.WarmRuns, msg.Run)
			return true
		}
		w.warmEnds++
		w.WarmEnded = w.warmEnds >= w.warmParts
		if msg.Error != "" {
			w.WarmErr = msg.Error
		}
		return true
	}
	if msg.Kind == protocol.KindReady {
		if k := msg.Part; k >= 0 && k < max(w.Workers, 1) {
			if w.readyK == nil {
				w.readyK = make([]bool, max(w.Workers, 1))
			}
			w.readyK[k] = true
		}
		w.ready++
		if w.ready >= max(w.Workers, 1) {
			w.Ready, w.WorkerErr = true, ""
		}
		return true
	}
	return false
}
