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
)

// polycubeStats is what -i prints in polycube's names, so that scripts
// written for polycube's output read polyplay's.
type polycubeStats struct {
	solutions int64
	// unique is true when every solution counted is rotationally unique
	// (-r, -u or -M): polycube then prints UNIQUE=, else UNIQUE=UNKNOWN.
	unique bool
	// filtered is true when an output filter (-u, -M) dropped solutions,
	// which polyplay does not count: REDUNDANT= is then left out.
	filtered       bool
	attempts, fits []int64
	elapsed        time.Duration
}

// newPolycubeStats takes the statistics of a search with opts; rotations
// is the number of the region's rotations (solver.Solver.Rotations), or
// -1 if unknown.
func newPolycubeStats(st solver.Stats, opts solver.Options, rotations int) polycubeStats {
	return polycubeStats{solutions: st.Solutions, unique: opts.Redundancy || opts.Unique || opts.Mirror || rotations == 0,
		filtered: opts.Unique || opts.Mirror, attempts: st.Attempts, fits: st.Fits, elapsed: st.Elapsed}
}

// write prints the statistics as polycube 1.2.1 does: each a comment
// line naming it, then NAME=value, a blank line before each; the counts
// per level as NAME[ N]= right-aligned.
func (s polycubeStats) write(out io.Writer) {
	rate := func(n int64) string {
		if secs := s.elapsed.Seconds(); secs > 0 {
			return fmt.Sprintf("%.9g", float64(n)/secs)
		}
		return "*"
	}
	fmt.Fprintf(out, "\n# Number of solutions found:\nSOLUTIONS=%d\n", s.solutions)
	fmt.Fprintf(out, "\n# Number of solutions found per second:\nSOLUTIONS_PER_SEC=%s\n", rate(s.solutions))
	if s.unique {
		fmt.Fprintf(out, "\n# Number of rotationally unique solutions found:\nUNIQUE=%d\n", s.solutions)
		fmt.Fprintf(out, "\n# Number of rotationally unique solutions found per second:\nUNIQUE_PER_SEC=%s\n", rate(s.solutions))
		if !s.filtered {
			fmt.Fprintf(out, "\n# Number of rotationally redundant solutions found but filtered out:\nREDUNDANT=0\n")
		}
	} else {
		fmt.Fprintf(out, "\n# Number of rotationally unique solutions found:\nUNIQUE=UNKNOWN\n")
	}
	var attempts, fits int64
	for i := 1; i < len(s.attempts); i++ {
		attempts += s.attempts[i]
	}
	for i := 1; i < len(s.fits); i++ {
		fits += s.fits[i]
	}
	fmt.Fprintf(out, "\n# Number of times pieces were attempted to be placed:\nATTEMPTS_TOTAL=%d\n", attempts)
	fmt.Fprintf(out, "\n# Number of times pieces fit:\nFITS_TOTAL=%d\n", fits)
	fmt.Fprintf(out, "\n# Number of placement attempts when N pieces were left to be placed:\n")
	for i := 1; i < len(s.attempts); i++ {
		fmt.Fprintf(out, "ATTEMPTS[%2d]=%14d\n", i, s.attempts[i])
	}
	fmt.Fprintf(out, "\n# Number of fits when N pieces were left to be placed:\n")
	for i := 1; i < len(s.fits); i++ {
		fmt.Fprintf(out, "FITS[%2d]=    %14d\n", i, s.fits[i])
	}
	fmt.Fprintln(out)
}

// writePolycubeHeader prints the lines of polycube's -i output that
// describe the puzzle, in its names: the file, the size, the one-sided
// constraint and whether the solutions are rotationally unique without
// the unique filter (under -r, or for a region without rotations).
func writePolycubeHeader(out io.Writer, j *job, opts solver.Options, rotations int) {
	p := &j.puzzle.Problem
	if j.file != "" {
		fmt.Fprintf(out, "\n# Puzzle file\nPUZZLE_FILE=%s\n", j.file)
	}
	fmt.Fprintf(out, "\n# Puzzle size: \nDIMENSION=%dx%dx%d\n", p.XDim, p.YDim, p.ZDim)
	oneSide := "OFF"
	if p.OneSided {
		oneSide = "ON"
	}
	fmt.Fprintf(out, "\n# One sided polyomino constraint:\nONE_SIDE=%s\n", oneSide)
	fmt.Fprintf(out, "\n# Are solutions guaranteed to be rotationally unique without filtering?\nROTATIONALLY_UNIQUE=%t\n",
		opts.Redundancy || rotations == 0)
}

// tracer prints polycube's trace (-t K): the box, in the output format,
// after the placements and removals that K selects.
type tracer struct {
	out    *bufio.Writer
	p      *solver.Problem
	k      int
	format solver.OutputFormat
	mobile int
	placed []solver.Placement
	n      int64
	buf    []byte
}

func newTracer(out *bufio.Writer, p *solver.Problem, k int, format solver.OutputFormat) *tracer {
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
	t.buf = solver.AppendFormatted(t.buf, t.p, solver.Solution{Placements: t.placed}, t.format)
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
	// rotations is the puzzle's number of rotations (see newPolycubeStats).
	rotations int
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
func (m *monitor) start(opts solver.Options, rotations int) {
	m.opts, m.rotations = opts, rotations
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

// report is the solver's Progress callback.
func (m *monitor) report(st solver.Stats) {
	if m.asked() {
		m.mu.Lock()
		m.writeSoFar(st)
		m.out.Flush()
		m.mu.Unlock()
	}
	if m.progress && time.Since(m.lastLine) >= progressEvery {
		m.lastLine = time.Now()
		fmt.Fprintln(m.stderr, progressLine(m.name, st))
	}
}

// writeSoFar prints the statistics so far, as polycube prints them on
// its signal.
func (m *monitor) writeSoFar(st solver.Stats) {
	fmt.Fprintf(m.out, "\n# Statistics so far of %s (the search goes on), after %s:\n", m.name, clock(st.Elapsed))
	newPolycubeStats(st, m.opts, m.rotations).write(m.out)
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
// which N pieces remain, each as a solution in c.format.
func writeGoal(ctx context.Context, j *job, c *config, out *bufio.Writer, stderr io.Writer) int {
	p := &j.puzzle.Problem
	orig := map[string]bool{}
	for _, pc := range p.Pieces {
		if pc.Stationary {
			orig[pc.Name] = true
		}
	}
	var n int64
	var buf []byte
	err := j.solver.Subproblems(ctx, c.goal, func(q *solver.Problem) bool {
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
		buf = solver.AppendFormatted(solver.AppendHeader(buf[:0], n), p, s, c.format)
		out.Write(buf)
		return true
	})
	if err != nil && ctx.Err() == nil {
		fmt.Fprintf(stderr, "polyplay: %s: -g %d: %v\n", where(j), c.goal, err)
		return exitError
	}
	if err != nil {
		fmt.Fprintf(out, "# interrupted; there may be more partial assemblies\n# Solutions: %d\n", n)
		return exitInterrupt
	}
	fmt.Fprintf(out, "# Solutions: %d (partial assemblies with %d pieces left)\n", n, c.goal)
	return exitOK
}

// formatName spells an output format as -f takes it.
func formatName(f solver.OutputFormat) string {
	return strings.TrimSpace(string([]byte{f.Puzzle, f.Piece}))
}
