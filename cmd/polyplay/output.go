package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"

	"polyplay/solver"
	"polyplay/solver/polycube"
)

// tracer prints polycube's trace (-t K): the box, in the output format,
// after the placements and removals that K selects.
type tracer struct {
	out    *bufio.Writer
	p      *solver.Problem
	k      int
	format polycube.OutputFormat
	mobile int
	placed []solver.Placement
	n      int64
	buf    []byte
}

func newTracer(out *bufio.Writer, p *solver.Problem, k int, format polycube.OutputFormat) *tracer {
	t := &tracer{out: out, p: p, k: k, format: format}
	for _, pc := range p.Pieces {
		if !pc.Stationary {
			t.mobile++
		}
	}
	return t
}

// event follows the search. As in polycube, with K > 0 the box is shown
// after a placement that leaves at least K-1 pieces to place and after a
// removal that leaves at least K; with K < 0 only after a placement that
// leaves exactly -K-1.
func (t *tracer) event(e solver.Event) {
	switch e.Kind {
	case solver.EventPlace:
		t.placed = append(t.placed, solver.Placement{Piece: e.Piece, Cells: append([]solver.Point(nil), e.Cells...)})
		left := t.mobile - len(t.placed)
		if t.k > 0 && left >= t.k-1 || t.k < 0 && left == -t.k-1 {
			t.show()
		}
	case solver.EventRemove:
		for i := len(t.placed) - 1; i >= 0; i-- {
			if t.placed[i].Piece == e.Piece {
				t.placed = append(t.placed[:i], t.placed[i+1:]...)
				break
			}
		}
		if left := t.mobile - len(t.placed); t.k > 0 && left >= t.k {
			t.show()
		}
	}
}

func (t *tracer) show() {
	t.n++
	t.buf = append(t.buf[:0], "TRACE "...)
	t.buf = fmt.Appendf(t.buf, "%d:\n", t.n)
	t.buf = polycube.AppendFormatted(t.buf, t.p, solver.Solution{Placements: t.placed}, t.format)
	t.buf = append(t.buf, "END TRACE\n"...)
	t.out.Write(t.buf)
}

// statsRequests receives the signals that ask for the statistics of the
// search in progress (SIGUSR1, and SIGINFO where it exists); main sets it.
var statsRequests chan os.Signal

// monitor watches a search for the statistics requests and --progress.
type monitor struct {
	// mu guards out: the solutions and the statistics asked for by a
	// signal are written from different goroutines.
	mu     sync.Mutex
	out    *bufio.Writer
	stderr io.Writer
	opts   solver.Options
	name   string
	// rotations is the puzzle's number of rotations and once the
	// filters' counts before the search (see newPolycubeStats).
	rotations int
	once      map[string]int
	progress  bool
	lastLine  time.Time
}

// progressEvery is how often --progress prints its line.
const progressEvery = 2 * time.Second

// newMonitor watches a search whose output goes to out. With --json the
// statistics asked for by a signal go to stderr instead, so that stdout
// stays JSON lines.
func newMonitor(out *bufio.Writer, stderr io.Writer, name string, c *config) *monitor {
	m := &monitor{out: out, stderr: stderr, name: name, progress: c.progress}
	if c.json {
		m.out = bufio.NewWriter(stderr)
	}
	return m
}

// start begins watching a search. The statistics requests wait in
// statsRequests until the search reports (report) or ends (end): a
// goroutine listening for them would cost a small search more than its
// output (Go wakes a second thread for it, and again to end it).
func (m *monitor) start(opts solver.Options, rotations int, once map[string]int) {
	m.opts, m.rotations, m.once = opts, rotations, once
	m.lastLine = time.Now()
}

// asked reports whether the statistics have been asked for since the
// last answer.
func (m *monitor) asked() bool {
	select {
	case <-statsRequests: // nil without statistics signals: never ready
		return true
	default:
		return false
	}
}

// end answers a request not yet answered with st.
func (m *monitor) end(st solver.Stats) {
	if m.asked() {
		m.mu.Lock()
		m.writeSoFar(st)
		m.out.Flush()
		m.mu.Unlock()
	}
}

// report is the solver's Progress callback: it answers a request as end
// does, and writes the progress line when one is due.
func (m *monitor) report(st solver.Stats) {
	m.end(st)
	if m.progress && time.Since(m.lastLine) >= progressEvery {
		m.lastLine = time.Now()
		fmt.Fprintln(m.stderr, progressLine(m.name, st))
	}
}

// writeSoFar prints the statistics so far, as polycube prints them on
// its signal.
func (m *monitor) writeSoFar(st solver.Stats) {
	fmt.Fprintf(m.out, "\n# Statistics so far of %s (the search goes on), after %s:\n", m.name, clock(st.Elapsed))
	newPolycubeStats(st, m.opts, m.rotations, m.once).write(m.out)
}

// progressLine is --progress's status: solutions, fits, fit rate,
// elapsed time and the estimated time left.
func progressLine(name string, st solver.Stats) string {
	fits := st.TotalFits()
	rate := 0.0
	if secs := st.Elapsed.Seconds(); secs > 0 {
		rate = float64(fits) / secs
	}
	left := "unknown"
	if st.ETA > 0 {
		left = clock(st.ETA)
	}
	return fmt.Sprintf("polyplay: %s: %d solutions, %d fits (%s fits/s), elapsed %s, %.1f%% done, about %s left",
		name, st.Solutions, fits, humanRate(rate), clock(st.Elapsed), 100*st.Progress, left)
}

// humanRate writes a rate with a k, M or G suffix.
func humanRate(r float64) string {
	switch {
	case r >= 1e9:
		return fmt.Sprintf("%.2fG", r/1e9)
	case r >= 1e6:
		return fmt.Sprintf("%.2fM", r/1e6)
	case r >= 1e3:
		return fmt.Sprintf("%.1fk", r/1e3)
	}
	return fmt.Sprintf("%.0f", r)
}

// writeGoal prints, for polycube 1.2.1's -g N, the partial assemblies at
// which N pieces remain, each as a solution in c.format; with -i, what
// polycube prints about the puzzle and the search down to them, with -t
// its trace.
func writeGoal(ctx context.Context, j *job, opts solver.Options, c *config, out *bufio.Writer, stderr io.Writer) int {
	p := &j.puzzle.Problem
	rotations := j.solver.Rotations()
	if c.info {
		writePuzzleInfo(out, j, opts)
	}
	orig := map[string]bool{}
	for _, pc := range p.Pieces {
		if pc.Stationary {
			orig[pc.Name] = true
		}
	}
	var n int64
	var buf []byte
	st, err := j.solver.SubproblemStats(ctx, c.goal, func(q *solver.Problem) bool {
		n++
		if c.quiet {
			return true
		}
		var s solver.Solution
		for _, pc := range q.Pieces {
			if pc.Stationary && !orig[pc.Name] {
				s.Placements = append(s.Placements, solver.Placement{Piece: pc.Name, Cells: pc.Cells})
			}
		}
		buf = polycube.AppendFormatted(polycube.AppendHeader(buf[:0], n), p, s, c.format)
		out.Write(buf)
		return true
	})
	if err != nil && ctx.Err() == nil {
		fmt.Fprintf(stderr, "polyplay: %s: -g %d: %v\n", where(j), c.goal, err)
		return exitError
	}
	interrupted := err != nil
	if c.info || interrupted {
		if interrupted {
			st.Notes = append(st.Notes, "interrupted: the statistics are those of the search so far")
		}
		writeStats(out, stderr, j, opts, st, rotations, c, interrupted)
	} else {
		out.Flush()
		fmt.Fprintf(stderr, "# Solutions: %d (partial assemblies with %d pieces left)\n", n, c.goal)
	}
	out.Flush()
	if interrupted {
		return exitInterrupt
	}
	return exitOK
}

// formatName spells an output format as -f takes it.
func formatName(f polycube.OutputFormat) string {
	return strings.TrimSpace(string([]byte{f.Puzzle, f.Piece}))
}
