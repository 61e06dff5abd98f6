package page

import (
	"errors"
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"polyplay/def"
	"polyplay/solver"
	"polyplay/solver/flags"
	"polyplay/ui/figures"
	"polyplay/ui/link"
	"polyplay/wasm/protocol"
)

// Model is the playground's state and logic, apart from rendering and the
// browser: the definition being edited and its parse result, the solver
// options, the worker's readiness and the runs. It is pure Go and tested
// natively; Playground renders it and connects it to the browser.
type Model struct {
	// definition is the definition being edited and its parse result.
	definition

	// Options are the solver options of the next run.
	Options solver.Options
	// ArgsErr is the error of the last command line typed in, if any.
	ArgsErr string
	// Keep is the number of solutions kept with their cells.
	Keep int

	// workerState is the workers' readiness and the warm-up.
	workerState
	// runList is the runs.
	runList
	// Clock is the page's clock, read when a run starts and when it
	// ends (Run.Wall); nil means time.Now. Tests give a fake one.
	Clock func() time.Time
}

// Now returns the time on the page's clock (Clock).
func (m *Model) Now() time.Time {
	if m.Clock != nil {
		return m.Clock()
	}
	return time.Now()
}

// RunStatus is the state of a run.
type RunStatus string

// Run states.
const (
	StatusRunning   RunStatus = "running"
	StatusDone      RunStatus = "done"
	StatusStopped   RunStatus = "stopped"
	StatusCancelled RunStatus = "cancelled"
	StatusFailed    RunStatus = "failed"
)

// Run is one solve.
type Run struct {
	ID int
	// Puzzle names the puzzle solved; Problem is it.
	Puzzle  string
	Problem *solver.Problem
	// Args are the solver options as command-line flags.
	Args []string
	// Keep is the number of solutions whose cells the run keeps.
	Keep   int
	Stats  protocol.Stats
	Status RunStatus
	Err    string
	// Solutions are the first solutions found, with cells (at most Keep;
	// only the latest run keeps them).
	Solutions []protocol.Solution
	// Levels are, under --disassemble (Disassembles), BurrTools' levels
	// of Solutions, in order (Level).
	Levels []string
	// Preview is a solution a divided run's trial found, shown until the
	// run has solutions of its own (protocol.Message.Solutions on
	// progress); nil if none. It is not one of the run's solutions.
	Preview *protocol.Solution
	// Parts is the number of workers the run is divided among (1: not
	// divided). Each part's statistics, whether it is done and how many
	// of its solutions arrived are kept to add them up.
	Parts    int
	partStat []protocol.Stats
	partDone []bool
	partSent []int
	// Started is when the person pressed Solve and Ended when the run
	// ended (zero while it runs), on the page's clock (Model.Clock):
	// Wall is the time between. A run kept from an earlier visit has
	// only that time (wall).
	Started, Ended time.Time
	wall           time.Duration
	// source and index are the definition and the puzzle in it that the
	// run solved (see Model.Shown), opened the puzzle opened then
	// (Model.Current).
	source string
	index  int
	opened int
}

// Wall returns the time the person waited for the run: from Solve to its
// end, or to now while it runs, on the page's clock. It counts what the
// solver's clock (Search) leaves out: the workers' start, the solver's
// setup and the automatic configuration's choice, and a divided run's
// trial before its parts start again. It is 0 when unknown (a run kept
// by an earlier version of the page).
func (r *Run) Wall(now time.Time) time.Duration {
	switch {
	case r.Started.IsZero():
		return r.wall
	case r.Ended.IsZero():
		return max(now.Sub(r.Started), 0)
	}
	return max(r.Ended.Sub(r.Started), 0)
}

// Search returns the solver's own search time (Stats.Elapsed), the time
// the command line reports: one worker's from its search's start, a
// divided run's the longest part's since the split. The rates and the
// time left are worked out on this clock, the one the figures' pace was
// measured on.
func (r *Run) Search() time.Duration { return r.Stats.Elapsed() }

// end records that r stopped running with status st.
func (m *Model) end(r *Run, st RunStatus) {
	r.Status = st
	if r.Ended.IsZero() {
		r.Ended = m.Now()
	}
}

// DefaultKey is the puzzle shown on a first visit.
const DefaultKey = "pentominoes-10x6"

// CustomKey names an edited definition in the URL fragment.
const CustomKey = "custom"

// NewModel returns the state of a first visit: the default puzzle and
// options that remove rotated copies of solutions.
func NewModel() *Model {
	m := &Model{definition: definition{Entries: def.Library()}, Keep: protocol.DefaultKeep}
	m.Options.Redundancy = true
	if err := m.LoadEntry(DefaultKey); err != nil {
		m.SetSource("puzzle.txt", "")
	}
	return m
}

// Args returns the solver options as command-line flags.
func (m *Model) Args() []string { return flags.Args(m.Options) }

// SetArgs sets the options from command-line flags, as typed by a person.
func (m *Model) SetArgs(text string) error {
	words, err := SplitArgs(text)
	if err == nil {
		var opts solver.Options
		var rest []string
		opts, rest, err = link.CheckArgs(words) // the solver's parser and the form's limits
		if err == nil && len(rest) > 0 {
			err = fmt.Errorf("unexpected argument %q (give only options; the puzzle comes from the editor)", rest[0])
		}
		if err == nil {
			m.Options = opts
		}
	}
	if err != nil {
		m.ArgsErr = err.Error()
		return err
	}
	m.ArgsErr = ""
	return nil
}

// CommandLine returns the command that runs the same solve with the
// polyplay command-line program.
func (m *Model) CommandLine() string {
	parts := []string{"polyplay"}
	for _, a := range m.Args() {
		parts = append(parts, ShellQuote(a))
	}
	return strings.Join(append(parts, ShellQuote(m.FileName)), " ")
}

// Shown returns the run whose solutions the board shows: the most recent
// run, if it solved the definition and the puzzle now selected; nil
// once another puzzle is picked or the definition edited (its
// solutions would not fit the puzzle named above them, nor in a share
// link of it), and again the run when its puzzle is picked back.
func (m *Model) Shown() *Run {
	r := m.Latest()
	if r == nil || r.source != m.Source || r.index != m.Index {
		return nil
	}
	return r
}

// LoadEntry puts a library puzzle in the editor (definition.LoadEntry);
// the latest run's puzzle picked again is the one it solved (Current).
func (m *Model) LoadEntry(key string) error {
	err := m.definition.LoadEntry(key)
	m.reopened()
	return err
}

// SetSource replaces the definition text (definition.SetSource); the
// latest run's puzzle opened again is the one it solved (Current).
func (m *Model) SetSource(name, src string) error {
	err := m.definition.SetSource(name, src)
	m.reopened()
	return err
}

// Rename names the definition in the editor name, as a file kept in My
// puzzles under another name: the same puzzle, not another opened.
func (m *Model) Rename(name string) {
	m.setSource(name, m.Source)
}

// reopened makes the puzzle in the editor the latest run's opening
// again when it is the run's puzzle (Shown): edits of it then keep the
// run's figures as edits of the puzzle first solved do.
func (m *Model) reopened() {
	if r := m.Shown(); r != nil {
		m.opened = r.opened
	}
}

// Current returns the run whose state and figures show under the
// board: the run going on, else the latest run while its puzzle is the
// one in view (Shown) or is being edited (a run cancelled after an edit
// still says so); nil once another puzzle is opened (a file, one of My
// puzzles, the library's), whose figures are none yet.
func (m *Model) Current() *Run {
	if r := m.Running(); r != nil {
		return r
	}
	if r := m.Latest(); r != nil && r.opened == m.opened {
		return r
	}
	return m.Shown()
}

// CanSolve says why a run cannot start now ("" if it can).
func (m *Model) CanSolve() string {
	switch {
	case m.Running() != nil:
		return "a solve is running"
	case m.Err != nil:
		return "the definition has an error"
	case m.Problem() == nil:
		return "there is no puzzle to solve"
	case m.WorkerErr != "":
		return "the solver is not available: " + m.WorkerErr
	case !m.Ready:
		return "the solver is starting"
	}
	return ""
}

// Parts returns the number of workers a run with opts is divided among:
// all of them, except for runs that must stay in one search: a Monte
// Carlo run, a run that stops after a number of solutions (each part
// would count its own), a run already limited to a part, and puzzles of
// fewer than three pieces.
func (m *Model) Parts(opts solver.Options) int {
	p := m.Problem()
	if m.Workers <= 1 || p == nil || opts.MCTrials > 0 || opts.MaxSolutions > 0 || opts.Parts > 1 {
		return 1
	}
	mobile := 0
	for _, pc := range p.Pieces {
		if !pc.Stationary {
			mobile++
		}
	}
	if mobile < 3 {
		return 1
	}
	return m.Workers
}

// Warm returns the messages that warm up the solver, message K to worker
// K, once per page when the workers are first ready (workerState.warm).
func (m *Model) Warm() (msgs []protocol.Message, ok bool) {
	e, found := m.Entry(DefaultKey)
	return m.warm(m.Running() != nil, e, found)
}

// WarmPrepared is the time limit of the warm-up's search in the workers
// other than the first (Warm): they only prepare their solver.
const WarmPrepared = time.Millisecond

// Start begins a run and returns the messages to post, one to each worker
// the run is divided among (message K to worker K). Message 0 of a
// divided run asks for a trial (SolveRequest.Trial): the others
// configure their parts and wait (SolveRequest.Wait) until the page sends
// them go, when worker 0 sends split. It refuses when CanSolve says
// no, so invalid input never reaches a worker.
func (m *Model) Start() ([]protocol.Message, error) {
	if why := m.CanSolve(); why != "" {
		return nil, errors.New("cannot solve: " + why)
	}
	args := m.Args()
	opts, _, err := flags.ParseArgs(args)
	if err != nil {
		return nil, fmt.Errorf("cannot solve: solver options: %w", err)
	}
	if !opts.AlgorithmChosen() {
		// As on the command line: no algorithm option means the
		// automatic configuration.
		opts.Auto = true
		args = append(args, "--auto")
	}
	m.nextID++
	m.started = true
	p := *m.Problem()
	n := m.Parts(opts)
	r := &Run{ID: m.nextID, Puzzle: m.Title(), Problem: &p, Args: args, Keep: m.Keep, Status: StatusRunning,
		Parts: n, partStat: make([]protocol.Stats, n), partDone: make([]bool, n), partSent: make([]int, n),
		Started: m.Now(), source: m.Source, index: m.Index, opened: m.opened}
	for _, old := range m.Runs {
		old.Solutions, old.Levels = nil, nil
	}
	m.Runs = append(m.Runs, r)
	m.View = 0
	// The page renders each progress message: n workers report n times
	// less often each, so that the page's work stays the same.
	progress := n * int(protocol.DefaultProgress/time.Millisecond)
	msgs := make([]protocol.Message, n)
	for k := range msgs {
		a := args
		if n > 1 {
			a = append(append([]string(nil), args...), fmt.Sprintf("--part=%d/%d", k, n))
		}
		msgs[k] = protocol.Message{Kind: protocol.KindSolve, Run: r.ID, Solve: &protocol.SolveRequest{
			Problem: r.Problem, Args: a, Keep: m.Keep, Queue: n > 1, ProgressMillis: progress,
		}}
	}
	// The first worker tries the whole search alone first
	// (SolveRequest.Trial).
	// As on the command line, a run given its split level (--split) is
	// divided at once.
	// The others configure their parts meanwhile and wait for go
	// (SolveRequest.Wait): on split they search at once, where
	// configuring the search (--auto's choices) takes a second or more.
	if n > 1 && opts.Split == 0 {
		msgs[0].Solve.Trial = true
		for _, msg := range msgs[1:] {
			msg.Solve.Wait = true
		}
	}
	return msgs, nil
}

// Handle applies a message from the worker.
func (m *Model) Handle(msg protocol.Message) {
	if m.handleWorker(msg) {
		return
	}
	r := m.run(msg.Run)
	if r == nil {
		if msg.Kind == protocol.KindDone && msg.Error != "" && msg.Run == 0 {
			// The worker itself failed (for example it could not start).
			m.WorkerFailed(msg.Error)
		}
		return
	}
	if r.Status != StatusRunning {
		return // a late message of a cancelled run
	}
	k := msg.Part
	if k < 0 || k >= max(r.Parts, 1) || r.partDone != nil && r.partDone[k] {
		return // not a part of this run, or a part already done
	}
	if r.partStat == nil {
		// A run made without Start (tests): one part.
		r.Parts, r.partStat, r.partDone, r.partSent = 1, make([]protocol.Stats, 1), make([]bool, 1), make([]int, 1)
	}
	// The automatic configuration's choice comes once, with a part's
	// first progress message or with done: the run keeps it.
	chosen := r.Stats.Chosen
	defer func() {
		if r.Stats.Chosen == nil {
			r.Stats.Chosen = chosen
		}
	}()
	switch msg.Kind {
	case protocol.KindProgress:
		r.partStat[k] = *msg.Stats
		r.Stats = r.merged()
		if len(msg.Solutions) > 0 && r.Preview == nil {
			r.Preview = &msg.Solutions[0]
		}
	case protocol.KindSolutions:
		r.keep(k, msg)
	case protocol.KindSplit:
		// The first worker's trial is over: its part starts again. The
		// run shows the trial's figures and fraction done until a part
		// reports, rather than none.
		r.partStat[k] = protocol.Stats{}
	case protocol.KindDone:
		if msg.Whole && k == 0 {
			// The first worker's trial was the whole search: the
			// other parts never started, and its solutions come with
			// this message.
			r.Parts, r.partStat, r.partDone, r.partSent = 1, r.partStat[:1], r.partDone[:1], r.partSent[:1]
			r.keep(k, msg)
		}
		if msg.Stats != nil {
			r.partStat[k] = *msg.Stats
		}
		r.partDone[k] = true
		r.Stats = r.merged()
		if msg.Error == "" && slices.Contains(r.partDone, false) {
			return // other parts are still searching
		}
		switch {
		case msg.Error != "":
			r.Err = msg.Error
			m.end(r, StatusFailed)
		case r.Stats.Stopped == "cancel":
			m.end(r, StatusCancelled)
		case r.Stats.Stopped != "":
			m.end(r, StatusStopped)
		default:
			m.end(r, StatusDone)
		}
	}
}

// keep adds the solutions of msg, from part k, to those the run keeps.
func (r *Run) keep(k int, msg protocol.Message) {
	if msg.First != r.partSent[k] {
		return // out of order: never happens, each worker sends in order
	}
	r.partSent[k] += len(msg.Solutions)
	room := r.Keep - len(r.Solutions)
	if room > 0 {
		n := min(room, len(msg.Solutions))
		r.Solutions = append(r.Solutions, msg.Solutions[:n]...)
		if len(msg.Levels) == len(msg.Solutions) {
			r.Levels = append(r.Levels, msg.Levels[:n]...)
		}
	}
}

// Disassembles reports whether the run keeps the assemblies that come
// apart (--disassemble): its statistics count the assemblies
// (protocol.Stats.Assemblies), its solutions are those that come apart.
func (r *Run) Disassembles() bool {
	o, _, err := flags.ParseArgs(r.Args)
	return err == nil && o.Disassemble
}

// Level returns BurrTools' level of the run's solution i under
// --disassemble ("4.9.3"), "" when it has none.
func (r *Run) Level(i int) string {
	if i < 0 || i >= len(r.Levels) || len(r.Levels) != len(r.Solutions) {
		return ""
	}
	return r.Levels[i]
}

// ApartText returns, for a run under --disassemble, its counts of
// assemblies and of solutions, those that come apart: "96 assemblies ·
// 1 solution"; "" for another run.
func (r *Run) ApartText() string {
	if !r.Disassembles() {
		return ""
	}
	a := figures.Thousands(int64(r.Stats.Assemblies)) + " assemblies"
	if r.Stats.Assemblies == 1 {
		a = "1 assembly"
	}
	return a + " · " + figures.Count(int64(r.Stats.Solutions), "solution")
}

// merged returns the run's statistics: its one part's, or the parts' added
// up (the elapsed time is the longest part's).
func (r *Run) merged() protocol.Stats {
	if r.Parts <= 1 {
		return r.partStat[0]
	}
	return protocol.MergeStats(r.partStat)
}

// Cancel marks the running run as cancelled; the page then stops the
// worker (and starts a new one, so Ready is cleared).
func (m *Model) Cancel() {
	if r := m.Running(); r != nil {
		m.end(r, StatusCancelled)
	}
	m.Ready = false
}

// PartLost records that a part of the running run was lost with a
// worker that never answered again: the run fails with msg.
func (m *Model) PartLost(msg string) {
	if r := m.Running(); r != nil {
		r.Err = msg
		m.end(r, StatusFailed)
	}
}

// WorkerFailed records that the worker failed: a running run fails with it.
func (m *Model) WorkerFailed(msg string) {
	if r := m.Running(); r != nil {
		r.Err = msg
		m.end(r, StatusFailed)
	}
	m.Ready, m.WorkerErr = false, msg
}

// Saved is the edited definition kept in the browser's local storage
// (ReadSaved, Saved.Text).
type Saved struct {
	Source   string `json:"source"`
	Key      string `json:"key,omitempty"`
	FileName string `json:"file,omitempty"`
}

// Saved returns the definition to keep across reloads; ok is false when
// the editor holds an unedited library puzzle.
func (m *Model) Saved() (s Saved, ok bool) {
	if !m.Edited {
		return Saved{}, false
	}
	return Saved{Source: m.Source, Key: m.Key, FileName: m.FileName}, true
}

// Restore sets the state from the URL fragment and the saved definition
// (saved is nil when there is none). The fragment names the puzzle (a
// library key, or "custom" for the saved definition), the puzzle within the
// file, the solver options and the number of solutions kept. Problems with
// the fragment are reported in the returned error; the state is then as
// good as the rest of the fragment allows.
func (m *Model) Restore(fragment string, saved *Saved) error {
	fragment = strings.TrimPrefix(fragment, "#")
	var errs []error
	if err := link.CheckLength(fragment); err != nil {
		// Not read at all, as link.Parse reads none of it.
		errs, fragment = append(errs, err), ""
	}
	v, err := url.ParseQuery(fragment)
	if err != nil {
		v = url.Values{}
		errs = append(errs, fmt.Errorf("address: %w", err))
	}
	key := v.Get("p")
	restoreSaved := func() {
		key := m.Key
		m.Key = saved.Key
		if err := m.SetSource(saved.FileName, saved.Source); err != nil {
			m.Key = key
			errs = append(errs, fmt.Errorf("the definition kept in this browser: %w", err))
		}
	}
	switch _, isEntry := m.Entry(key); {
	case (key == CustomKey || key == "") && v.Get("d") != "":
		// A share link carrying its definition (share.go).
		if err := m.restoreShared(v.Get("d"), v.Get("f")); err != nil {
			errs = append(errs, err)
		}
	case key == CustomKey && saved != nil:
		restoreSaved()
	case isEntry:
		m.LoadEntry(key)
	case key == "" && saved != nil:
		restoreSaved()
	case key == CustomKey:
		errs = append(errs, errors.New("address: the edited definition it names is kept only in the browser it was written in"))
	case key != "":
		errs = append(errs, fmt.Errorf("address: no puzzle %q in the library", key))
	}
	if s := v.Get("i"); s != "" {
		i, err := strconv.Atoi(s)
		if err != nil || i < 1 || i > len(m.Puzzles) {
			errs = append(errs, fmt.Errorf("address: no puzzle number %q in the definition", s))
		} else {
			m.Index = i - 1
		}
	}
	if v.Has("o") {
		if err := m.SetArgs(strings.Join(link.Args(v.Get("o")), " ")); err != nil {
			errs = append(errs, fmt.Errorf("address: solver options: %w", err))
		}
	}
	if s := v.Get("k"); s != "" {
		k, err := strconv.Atoi(s)
		if err != nil || k < 1 || k > protocol.MaxKeep {
			errs = append(errs, fmt.Errorf("address: kept solutions %q: expected 1 to %d", s, protocol.MaxKeep))
		} else {
			m.Keep = k
		}
	}
	return errors.Join(errs...)
}

// Fragment returns the URL fragment (without "#") that Restore reads back.
func (m *Model) Fragment() string {
	v := url.Values{}
	if m.Edited || m.Key == "" {
		v.Set("p", CustomKey)
	} else {
		v.Set("p", m.Key)
	}
	if m.Index > 0 {
		v.Set("i", strconv.Itoa(m.Index+1))
	}
	v.Set("o", strings.Join(m.Args(), " "))
	if m.Keep != protocol.DefaultKeep {
		v.Set("k", strconv.Itoa(m.Keep))
	}
	return v.Encode()
}

// ShellQuote quotes s for a POSIX shell when it needs quoting.
func ShellQuote(s string) string {
	if s == "" {
		return "''"
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("_@%+=:,./-", r)) {
			return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
		}
	}
	return s
}

// SplitArgs splits a command line into words as a POSIX shell would for
// plain words and single- or double-quoted strings. A leading "polyplay"
// (the program name, as copied from the command line shown) is dropped,
// and so is a trailing definition file name (ending in .txt).
func SplitArgs(s string) ([]string, error) {
	var words []string
	var cur strings.Builder
	inWord := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			if inWord {
				words = append(words, cur.String())
				cur.Reset()
				inWord = false
			}
		case c == '\'' || c == '"':
			j := strings.IndexByte(s[i+1:], c)
			if j < 0 {
				return nil, fmt.Errorf("unterminated %c quote in %q", c, s)
			}
			cur.WriteString(s[i+1 : i+1+j])
			i += j + 1
			inWord = true
		case c == '\\' && i+1 < len(s):
			cur.WriteByte(s[i+1])
			i++
			inWord = true
		default:
			cur.WriteByte(c)
			inWord = true
		}
	}
	if inWord {
		words = append(words, cur.String())
	}
	if len(words) > 0 && words[0] == "polyplay" {
		words = words[1:]
	}
	if n := len(words); n > 0 && strings.HasSuffix(words[n-1], ".txt") && !strings.HasPrefix(words[n-1], "-") {
		words = words[:n-1]
	}
	return words, nil
}
