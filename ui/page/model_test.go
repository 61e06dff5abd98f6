package page

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"polyplay/solver"
	"polyplay/ui/link"
	"polyplay/wasm/protocol"
)

const brokenDef = "# broken\nD:xDim=3:yDim=2:zDim=1\nC:name=A:type=M:layout=0 0 0, 1 0 0, 2 0 0, x\nC:name=B:type=M:layout=0 0 0, 1 0 0, 2 0 0\n~D\n"

const smallDef = "D:xDim=3:yDim=2:zDim=1\nC:name=A:type=M:layout=0 0 0, 1 0 0, 2 0 0\nC:name=B:type=M:layout=0 0 0, 1 0 0, 1 1 0\n~D\n"

func TestNewModel(t *testing.T) {
	m := NewModel()
	if m.Key != DefaultKey || m.Edited || m.Err != nil {
		t.Fatalf("first visit: key %q edited %v err %v", m.Key, m.Edited, m.Err)
	}
	p := m.Problem()
	if p == nil || p.XDim != 10 || p.YDim != 6 || len(p.Pieces) != 12 {
		t.Fatalf("default problem = %+v, want the 10×6 pentominoes", p)
	}
	if got := m.Args(); !reflect.DeepEqual(got, []string{"-r"}) {
		t.Errorf("default args = %q, want [-r]", got)
	}
	if got := m.CommandLine(); got != "polyplay -r pentominoes-10x6.txt" {
		t.Errorf("command line = %q", got)
	}
	if m.Title() != "Pentominoes 10×6" {
		t.Errorf("title = %q", m.Title())
	}
}

func TestModelParseErrors(t *testing.T) {
	m := NewModel()
	m.SetSource("", brokenDef)
	if m.Err == nil || m.Problem() != nil {
		t.Fatal("broken definition accepted")
	}
	if line, col := m.ErrorPos(); line != 3 || col == 0 {
		t.Errorf("error at %d:%d, want line 3 (%v)", line, col, m.Err)
	}
	if !strings.HasPrefix(m.Err.Error(), "pentominoes-10x6.txt:3:") {
		t.Errorf("error %q should name the file and line", m.Err)
	}
	if why := m.ErrorText(); why == "" || strings.Contains(why, "pentominoes-10x6.txt") {
		t.Errorf("ErrorText = %q, want the message without the file and position (%v)", why, m.Err)
	}
	if !m.Edited {
		t.Error("an edited library definition is not marked edited")
	}
	m.Ready = true
	if why := m.CanSolve(); why != "the definition has an error" {
		t.Errorf("CanSolve = %q", why)
	}
	if _, err := m.Start(); err == nil {
		t.Error("Start accepted an invalid definition: it must never reach the worker")
	}
	m.SetSource("", "")
	if m.Err == nil {
		t.Error("an empty definition has no puzzle but no error")
	}
	// Back to the library text: not edited any more.
	e, _ := m.Entry(DefaultKey)
	m.SetSource("", e.Source)
	if m.Edited || m.Err != nil {
		t.Errorf("library text again: edited %v err %v", m.Edited, m.Err)
	}
}

// TestModelStartAuto checks that a run without an algorithm or filter
// option gets the automatic configuration, as on the command line.
// TestModelErrorText checks the words the page shows for a definition
// that does not parse or does not make a puzzle: the message alone, or
// nothing when the definition is good.
func TestModelErrorText(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"D:xDim=5:yDim=5:zDim=1\n~D\n", "the puzzle has no pieces"},
		{"D:xDim=2:yDim=1:zDim=1\nC:name=M:layout=0 0 0\nC:name=N:layout=0 0 0\n~D\n", ""},
	} {
		m := NewModel()
		m.SetSource("drawn", tc.src)
		if got := m.ErrorText(); got != tc.want {
			t.Errorf("ErrorText of %q = %q, want %q (%v)", tc.src, got, tc.want, m.Err)
		}
	}
}

// TestModelBurrPasted: a BurrTools file's text in the editor is said to
// be one, with the way to open it (Open a file), at its first '<';
// before, the definition's parser said `unknown directive "<?xml…"`.
func TestModelBurrPasted(t *testing.T) {
	for _, tc := range []struct {
		what, src string
		line, col int
	}{
		{"the XML declaration", "<?xml version=\"1.0\"?>\n<puzzle version=\"2\"><gridType type=\"0\"/></puzzle>\n", 1, 1},
		{"the puzzle element alone", "<puzzle version=\"2\">\n</puzzle>", 1, 1},
		{"after blank lines and spaces", "\n\n   <?xml version=\"1.0\"?>\n<puzzle/>", 3, 4},
		{"gzip's first bytes", "\x1f\x8b\x08\x00", 1, 1},
	} {
		m := NewModel()
		m.SetSource("pasted", tc.src)
		if got := m.ErrorText(); got != burrPasted {
			t.Errorf("%s: ErrorText %q, want %q", tc.what, got, burrPasted)
		}
		if !strings.Contains(burrPasted, "BurrTools file") || !strings.Contains(burrPasted, "Open a file") {
			t.Errorf("the message %q does not say what the text is and where to open it", burrPasted)
		}
		if line, col := m.ErrorPos(); line != tc.line || col != tc.col {
			t.Errorf("%s: error at %d:%d, want %d:%d", tc.what, line, col, tc.line, tc.col)
		}
		if m.Problem() != nil {
			t.Errorf("%s: a BurrTools text gave a puzzle to solve", tc.what)
		}
	}
	// A definition with a '<' further on is a definition.
	m := NewModel()
	m.SetSource("drawn", "# <puzzle>\nD:xDim=2:yDim=1:zDim=1\nC:name=M:layout=0 0 0\nC:name=N:layout=0 0 0\n~D\n")
	if m.Err != nil {
		t.Errorf("a definition whose comment holds '<': %v", m.Err)
	}
}

func TestModelStartAuto(t *testing.T) {
	for _, tc := range []struct{ args, want string }{
		{"-r", "-r --auto"},
		{"", "--auto"},
		{"-r --auto", "-r --auto"},
		{"-r -os", "-r -os"},
		{"-V", "-V"},
		{"-f8", "-f8"},
	} {
		m := NewModel()
		m.SetSource("small.txt", smallDef)
		m.Handle(protocol.Message{Kind: protocol.KindReady})
		if err := m.SetArgs(tc.args); err != nil {
			t.Fatal(err)
		}
		msgs, err := m.Start()
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Join(msgs[0].Solve.Args, " "); got != tc.want || strings.Join(m.Latest().Args, " ") != tc.want {
			t.Errorf("options %q: the run has %q (%q), want %q", tc.args, got, m.Latest().Args, tc.want)
		}
	}
}

func TestModelRunLifecycle(t *testing.T) {
	m := NewModel()
	m.SetSource("small.txt", smallDef)
	if why := m.CanSolve(); why != "the solver is starting" {
		t.Errorf("before ready: CanSolve = %q", why)
	}
	m.Handle(protocol.Message{Kind: protocol.KindReady})
	m.Keep = 2
	msgs, err := m.Start()
	if err != nil {
		t.Fatal(err)
	}
	if len(msgs) != 1 {
		t.Fatalf("%d solve messages for one worker", len(msgs))
	}
	if msg := msgs[0]; msg.Kind != protocol.KindSolve || msg.Solve.Problem.XDim != 3 || msg.Solve.Keep != 2 || !reflect.DeepEqual(msg.Solve.Args, []string{"-r", "--auto"}) {
		t.Errorf("solve message = %+v", msg)
	}
	if _, err := m.Start(); err == nil {
		t.Error("a second run started while one is running")
	}
	r := m.Running()
	sol := protocol.Solution{Placements: []protocol.Placement{{Piece: "A", Cells: []int{0, 0, 0}}}}
	m.Handle(protocol.Message{Kind: protocol.KindProgress, Run: r.ID, Stats: &protocol.Stats{Solutions: 1, Fits: []protocol.Count{0, 3}}})
	m.Handle(protocol.Message{Kind: protocol.KindSolutions, Run: r.ID, First: 0, Solutions: []protocol.Solution{sol}})
	m.Handle(protocol.Message{Kind: protocol.KindSolutions, Run: r.ID, First: 5, Solutions: []protocol.Solution{sol}}) // out of order: ignored
	m.Handle(protocol.Message{Kind: protocol.KindSolutions, Run: r.ID, First: 1, Solutions: []protocol.Solution{sol, sol, sol}})
	if len(r.Solutions) != 2 {
		t.Errorf("kept %d solutions, want Keep = 2", len(r.Solutions))
	}
	if r.Stats.Solutions != 1 || r.Stats.TotalFits() != 3 {
		t.Errorf("progress not applied: %+v", r.Stats)
	}
	m.Handle(protocol.Message{Kind: protocol.KindDone, Run: r.ID, Stats: &protocol.Stats{Solutions: 7}})
	if r.Status != StatusDone || r.Stats.Solutions != 7 || m.Running() != nil {
		t.Errorf("after done: status %s solutions %d", r.Status, r.Stats.Solutions)
	}

	// A second run; cancelling it ignores the worker's late messages.
	_, err = m.Start()
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Solutions) != 0 {
		t.Error("an old run keeps its solutions after a new run started")
	}
	r2 := m.Running()
	m.Cancel()
	if r2.Status != StatusCancelled || m.Ready {
		t.Errorf("after cancel: status %s ready %v", r2.Status, m.Ready)
	}
	m.Handle(protocol.Message{Kind: protocol.KindProgress, Run: r2.ID, Stats: &protocol.Stats{Solutions: 99}})
	if r2.Stats.Solutions == 99 {
		t.Error("a cancelled run took a late progress message")
	}

	// Failures.
	m.Handle(protocol.Message{Kind: protocol.KindReady})
	m.Start()
	r3 := m.Running()
	m.Handle(protocol.Message{Kind: protocol.KindDone, Run: r3.ID, Error: "boom"})
	if r3.Status != StatusFailed || r3.Err != "boom" {
		t.Errorf("failed run: %s %q", r3.Status, r3.Err)
	}
	m.Start()
	r4 := m.Running()
	m.Handle(protocol.Message{Kind: protocol.KindDone, Error: "the solver failed to start"})
	if r4.Status != StatusFailed || m.Ready || m.WorkerErr == "" {
		t.Errorf("worker failure: run %s ready %v err %q", r4.Status, m.Ready, m.WorkerErr)
	}
	m.Handle(protocol.Message{Kind: protocol.KindReady})
	m.Start()
	r5 := m.Running()
	m.Handle(protocol.Message{Kind: protocol.KindDone, Run: r5.ID, Stats: &protocol.Stats{Stopped: "max"}})
	if r5.Status != StatusStopped {
		t.Errorf("stopped run: %s", r5.Status)
	}
}

// TestWorkerReady checks that a worker is ready once its own ready
// message came (Play mode's coach asks the first one then), while the
// page waits for every one of them, and that a restart forgets it.
func TestWorkerReady(t *testing.T) {
	m := NewModel()
	m.Workers = 2
	m.WorkersStarted()
	if m.WorkerReady(0) || m.WorkerReady(1) {
		t.Fatal("a worker ready before its ready message")
	}
	m.Handle(protocol.Message{Kind: protocol.KindReady, Part: 1})
	if m.WorkerReady(0) || !m.WorkerReady(1) || m.Ready {
		t.Fatalf("after worker 1's ready: WorkerReady(0) %v, (1) %v, Ready %v; want false, true, false", m.WorkerReady(0), m.WorkerReady(1), m.Ready)
	}
	m.Handle(protocol.Message{Kind: protocol.KindReady, Part: 0})
	if !m.WorkerReady(0) || !m.Ready {
		t.Fatalf("after both: WorkerReady(0) %v, Ready %v; want both true", m.WorkerReady(0), m.Ready)
	}
	if m.WorkerReady(2) || m.WorkerReady(-1) {
		t.Error("a worker that does not exist is ready")
	}
	m.WorkersStarted()
	if m.WorkerReady(0) || m.WorkerReady(1) {
		t.Error("a worker still ready after a restart")
	}
}

// TestModelWorkers divides runs among three workers: the page waits for
// every worker, each gets its part, the parts' figures add up and the run
// ends when the last part is done; runs that cannot be divided use one.
func TestModelWorkers(t *testing.T) {
	m := NewModel()
	m.Workers = 3
	m.WorkersStarted()
	m.Handle(protocol.Message{Kind: protocol.KindReady})
	m.Handle(protocol.Message{Kind: protocol.KindReady})
	if m.Ready {
		t.Fatal("ready before the third worker")
	}
	m.Handle(protocol.Message{Kind: protocol.KindReady})
	if why := m.CanSolve(); why != "" {
		t.Fatalf("CanSolve = %q with every worker ready", why)
	}
	m.Keep = 4
	msgs, err := m.Start()
	if err != nil {
		t.Fatal(err)
	}
	if len(msgs) != 3 {
		t.Fatalf("%d solve messages, want 3", len(msgs))
	}
	for k, msg := range msgs {
		want := append(append([]string(nil), m.Args()...), "--auto", fmt.Sprintf("--part=%d/3", k))
		if !reflect.DeepEqual(msg.Solve.Args, want) || !msg.Solve.Queue || msg.Solve.Trial != (k == 0) || msg.Solve.Wait != (k > 0) {
			t.Errorf("message %d args %q, queue %v, trial %v, wait %v; want %q, true, %v, %v", k, msg.Solve.Args, msg.Solve.Queue,
				msg.Solve.Trial, msg.Solve.Wait, want, k == 0, k > 0)
		}
	}
	r := m.Running()
	sol := protocol.Solution{Placements: []protocol.Placement{{Piece: "A", Cells: []int{0, 0, 0}}}}
	part := func(k int, sols, fitsAbove, fitsBelow int64) *protocol.Stats {
		// Split at 2: level 3 is walked by every part, 1 and 2 add up.
		return &protocol.Stats{Solutions: protocol.Count(sols), Split: 2, Estimate: 0.5 + float64(k)/10,
			Fits:     []protocol.Count{0, protocol.Count(fitsBelow), protocol.Count(fitsBelow), protocol.Count(fitsAbove)},
			Branches: 120, Taken: protocol.Count(10 * (int64(k) + sols)), Shared: protocol.Count((sols - 1) * int64(k))}
	}
	for k := range 3 {
		m.Handle(protocol.Message{Kind: protocol.KindProgress, Run: r.ID, Part: k, Stats: part(k, 1, 5, 2)})
		m.Handle(protocol.Message{Kind: protocol.KindSolutions, Run: r.ID, Part: k, Solutions: []protocol.Solution{sol, sol}})
	}
	if r.Stats.Solutions != 3 || r.Stats.TotalFits() != 5+3*2*2 || r.Stats.Estimate != 0.5 {
		t.Errorf("merged progress: %d solutions, %d fits, estimate %v; want 3, 17, 0.5", r.Stats.Solutions, r.Stats.TotalFits(), r.Stats.Estimate)
	}
	if len(r.Solutions) != 4 {
		t.Errorf("kept %d solutions, want Keep = 4", len(r.Solutions))
	}
	// The workers' branches taken add up.
	if r.Parts != 3 || r.Stats.Branches != 120 || r.Stats.Taken != 60 {
		t.Errorf("%d parts, %d of %d branches taken; want 3, 60 of 120", r.Parts, r.Stats.Taken, r.Stats.Branches)
	}
	m.Handle(protocol.Message{Kind: protocol.KindDone, Run: r.ID, Part: 0, Stats: part(0, 2, 5, 3)})
	m.Handle(protocol.Message{Kind: protocol.KindDone, Run: r.ID, Part: 2, Stats: part(2, 2, 5, 3)})
	if r.Status != StatusRunning {
		t.Errorf("status %s with part 1 still searching", r.Status)
	}
	m.Handle(protocol.Message{Kind: protocol.KindDone, Run: r.ID, Part: 1, Stats: part(1, 2, 5, 3)})
	m.Handle(protocol.Message{Kind: protocol.KindDone, Run: r.ID, Part: 5, Stats: part(1, 9, 5, 3)}) // no such part: ignored
	if r.Status != StatusDone || r.Stats.Solutions != 6 || r.Stats.TotalFits() != 5+3*3*2 {
		t.Errorf("after the last part: status %s, %d solutions, %d fits; want done, 6, 23", r.Status, r.Stats.Solutions, r.Stats.TotalFits())
	}
	if r.Stats.Branches != 120 || r.Stats.Shared != 3 {
		t.Errorf("%d branches, %d split on demand; want 120 and 3", r.Stats.Branches, r.Stats.Shared)
	}

	// The first worker's trial that ends the search ends the run: one
	// part, with its statistics.
	m.Start()
	r = m.Running()
	m.Handle(protocol.Message{Kind: protocol.KindDone, Run: r.ID, Part: 0, Whole: true, Stats: &protocol.Stats{Solutions: 2, Fits: []protocol.Count{0, 2, 7}},
		Solutions: []protocol.Solution{sol, sol}})
	if r.Status != StatusDone || r.Parts != 1 || r.Stats.Solutions != 2 || r.Stats.TotalFits() != 9 || len(r.Solutions) != 2 {
		t.Errorf("a whole trial: status %s, %d parts, %d solutions (%d kept), %d fits; want done, 1, 2 (2), 9",
			r.Status, r.Parts, r.Stats.Solutions, len(r.Solutions), r.Stats.TotalFits())
	}

	// A trial that says split starts the first worker's figures again,
	// once a part reports: until then the trial's stay in view. The
	// fraction done is then that of the parts that have reported.
	m.Start()
	r = m.Running()
	// The trial's progress brings its first solution, a preview kept
	// apart from the run's solutions; a second is ignored.
	other := protocol.Solution{Placements: []protocol.Placement{{Piece: "B", Cells: []int{1, 0, 0}}}}
	m.Handle(protocol.Message{Kind: protocol.KindProgress, Run: r.ID, Part: 0, Stats: part(0, 5, 5, 3), Solutions: []protocol.Solution{sol}})
	m.Handle(protocol.Message{Kind: protocol.KindProgress, Run: r.ID, Part: 0, Stats: part(0, 5, 5, 3), Solutions: []protocol.Solution{other}})
	if r.Preview == nil || !reflect.DeepEqual(*r.Preview, sol) || len(r.Solutions) != 0 {
		t.Errorf("the trial's preview %+v, %d solutions kept; want %+v, none", r.Preview, len(r.Solutions), sol)
	}
	m.Handle(protocol.Message{Kind: protocol.KindSplit, Run: r.ID, Part: 0})
	if r.Stats.Solutions != 5 || r.Stats.Estimate != 0.5 {
		t.Errorf("at the split: %d solutions, estimate %v; want the trial's 5 and 0.5", r.Stats.Solutions, r.Stats.Estimate)
	}
	m.Handle(protocol.Message{Kind: protocol.KindProgress, Run: r.ID, Part: 1, Stats: part(1, 1, 5, 2)})
	if r.Status != StatusRunning || r.Parts != 3 || r.Stats.Solutions != 1 || r.Stats.Estimate != 0.6 {
		t.Errorf("after split: status %s, %d parts, %d solutions, estimate %v; want running, 3, 1 and 0.6 (part 1's)",
			r.Status, r.Parts, r.Stats.Solutions, r.Stats.Estimate)
	}
	for k := range 3 {
		m.Handle(protocol.Message{Kind: protocol.KindDone, Run: r.ID, Part: k, Stats: part(k, 1, 5, 3)})
	}
	if r.Status != StatusDone || r.Stats.Solutions != 3 {
		t.Errorf("after split, the parts done: status %s, %d solutions; want done, 3", r.Status, r.Stats.Solutions)
	}

	// A run given its split level is divided at once.
	if err := m.SetArgs("-r --split=5"); err != nil {
		t.Fatal(err)
	}
	if msgs, _ = m.Start(); len(msgs) != 3 || msgs[0].Solve.Trial || msgs[1].Solve.Wait {
		t.Errorf("--split: %d solve messages, trial %v, wait %v; want 3, no trial, no wait", len(msgs), msgs[0].Solve.Trial, msgs[1].Solve.Wait)
	}
	if err := m.SetArgs(""); err != nil {
		t.Fatal(err)
	}

	// A part that fails fails the run.
	msgs, _ = m.Start()
	r = m.Running()
	m.Handle(protocol.Message{Kind: protocol.KindDone, Run: r.ID, Part: 1, Error: "boom"})
	if r.Status != StatusFailed || r.Err != "boom" {
		t.Errorf("failed part: %s %q", r.Status, r.Err)
	}

	// A solution limit keeps the run in one worker.
	if err := m.SetArgs("-r --max=5"); err != nil {
		t.Fatal(err)
	}
	if msgs, _ = m.Start(); len(msgs) != 1 {
		t.Errorf("--max: %d solve messages, want 1", len(msgs))
	}
}

func TestModelArgs(t *testing.T) {
	m := NewModel()
	if err := m.SetArgs("polyplay -r -V -f11 -oe=11:f=3 -n pentominoes-10x6.txt"); err != nil {
		t.Fatal(err)
	}
	o := m.Options
	if !o.Redundancy || !o.VolumeFilter || !o.NOF || !reflect.DeepEqual(o.Fila, []int{11}) || len(o.Order) != 2 {
		t.Errorf("options = %+v", o)
	}
	want := "polyplay -r -V -oe=11:f=3 -f11 -n pentominoes-10x6.txt"
	if got := m.CommandLine(); got != want {
		t.Errorf("command line = %q, want %q", got, want)
	}
	if err := m.SetArgs("-Q"); err == nil || m.ArgsErr == "" {
		t.Error("unknown option accepted")
	}
	if !m.Options.NOF {
		t.Error("a bad command line changed the options")
	}
	if err := m.SetArgs("-r other.def"); err == nil || !strings.Contains(err.Error(), "unexpected argument") {
		t.Errorf("file argument: %v", err)
	}
	if err := m.SetArgs(`-r 'unterminated`); err == nil {
		t.Error("unterminated quote accepted")
	}
}

func TestFragmentRoundTrip(t *testing.T) {
	m := NewModel()
	m.SetArgs("-r -V -f11")
	m.Keep = 50
	frag := m.Fragment()
	n := NewModel()
	if err := n.Restore(frag, nil); err != nil {
		t.Fatal(err)
	}
	if n.Key != m.Key || !reflect.DeepEqual(n.Args(), m.Args()) || n.Keep != 50 {
		t.Errorf("restored key %q args %q keep %d from %q", n.Key, n.Args(), n.Keep, frag)
	}

	// An edited definition comes back from local storage.
	m.SetSource("mine.txt", smallDef)
	saved, ok := m.Saved()
	if !ok {
		t.Fatal("an edited definition is not saved")
	}
	frag = m.Fragment()
	if !strings.Contains(frag, "p=custom") {
		t.Errorf("fragment %q does not mark the definition as edited", frag)
	}
	n = NewModel()
	if err := n.Restore("#"+frag, &saved); err != nil {
		t.Fatal(err)
	}
	if n.Source != smallDef || n.FileName != "mine.txt" || !n.Edited || n.Problem() == nil {
		t.Errorf("restored source %q file %q edited %v", n.Source, n.FileName, n.Edited)
	}
	// Without a fragment the saved definition is restored too.
	n = NewModel()
	n.Restore("", &saved)
	if n.Source != smallDef {
		t.Error("a saved definition is not restored without a fragment")
	}
	// A library key in the fragment wins over the saved definition.
	n = NewModel()
	n.Restore("p=pentominoes-12x5", &saved)
	if n.Key != "pentominoes-12x5" || n.Edited {
		t.Errorf("library key: key %q edited %v", n.Key, n.Edited)
	}
}

func TestRestoreErrors(t *testing.T) {
	for _, tc := range []struct{ frag, want string }{
		{"p=no-such-puzzle", `no puzzle "no-such-puzzle"`},
		{"p=pentominoes-10x6&o=-Q", "solver options"},
		{"p=pentominoes-10x6&k=0", "kept solutions"},
		{"p=pentominoes-10x6&k=x", "kept solutions"},
		{"p=pentominoes-10x6&i=2", "no puzzle number"},
		{"p=custom", "kept only in the browser"},
		// A custom link over the limit, whatever it carries, is too
		// long (as link.Parse says), not damaged.
		{"p=custom&d=" + strings.Repeat("A", link.MaxFragment), "share link: the link is too long (262155 characters; at most 262144)"},
	} {
		m := NewModel()
		err := m.Restore(tc.frag, nil)
		if err == nil || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "compressed") {
			t.Errorf("Restore(%q) = %v, want %q", tc.frag, err, tc.want)
		}
		if m.Problem() == nil {
			t.Errorf("Restore(%q) left no puzzle", tc.frag)
		}
	}
}

func TestMultiplePuzzles(t *testing.T) {
	m := NewModel()
	m.SetSource("two.txt", smallDef+smallDef)
	if len(m.Puzzles) != 2 || m.Err != nil {
		t.Fatalf("%d puzzles, err %v", len(m.Puzzles), m.Err)
	}
	m.Index = 1
	frag := m.Fragment()
	saved, _ := m.Saved()
	n := NewModel()
	if err := n.Restore(frag, &saved); err != nil || n.Index != 1 {
		t.Errorf("restored index %d err %v from %q", n.Index, err, frag)
	}
	// Shrinking the file keeps the index in range.
	m.SetSource("", smallDef)
	if m.Index != 0 || m.Problem() == nil {
		t.Errorf("index %d after removing the second puzzle", m.Index)
	}
}

func TestShellQuoteAndSplit(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"-r", "-r"}, {"-oe=11:f=3", "-oe=11:f=3"}, {"", "''"},
		{"my puzzle.def", "'my puzzle.def'"}, {"it's", `'it'\''s'`}, {"-aR@1,2,3", "-aR@1,2,3"},
	} {
		if got := ShellQuote(tc.in); got != tc.want {
			t.Errorf("ShellQuote(%q) = %q, want %q", tc.in, got, tc.want)
		}
		words, err := SplitArgs(ShellQuote(tc.in))
		if tc.in != "" && (err != nil || len(words) != 1 || words[0] != tc.in) {
			t.Errorf("SplitArgs(ShellQuote(%q)) = %q, %v", tc.in, words, err)
		}
	}
	words, err := SplitArgs(` polyplay  -r "-o e=1" \-n  puzzle.txt `)
	if err != nil || !reflect.DeepEqual(words, []string{"-r", "-o e=1", "-n"}) {
		t.Errorf("SplitArgs = %q, %v", words, err)
	}
}

func TestOptionsArgsRoundTrip(t *testing.T) {
	// Every option the form sets must come back from its flags.
	o := solver.Options{Search: solver.Search{Redundancy: true, RedundancyPiece: "X", Unique: true, Mirror: true,
		Fila: []int{11, 5}, NOF: true, VolumeFilter: true, VolumeFilterRepeat: 13, VolumeTrigger: 4,
		ParityTrigger: 3, ParityFilter: 2, ParityFilterOnce: true, FitFilter: true, FitFilterRepeat: true,
		Order: []solver.OrderStep{{Heuristic: solver.Estimate, Remaining: 11}, {Heuristic: solver.First, Remaining: 3}}},
		Run: solver.Run{MaxSolutions: 10}}
	m := NewModel()
	m.Options = o
	n := NewModel()
	if err := n.SetArgs(strings.Join(m.Args(), " ")); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(n.Options, o) {
		t.Errorf("round trip through %q:\n got %+v\nwant %+v", m.Args(), n.Options, o)
	}
}

// TestModelShown: the board shows the latest run's solutions only while
// its puzzle is selected; picking another puzzle or editing the
// definition hides them (and leaves them out of a share link), picking
// the puzzle back shows them again.
func TestModelShown(t *testing.T) {
	m := NewModel()
	m.Handle(protocol.Message{Kind: protocol.KindReady})
	if _, err := m.Start(); err != nil {
		t.Fatal(err)
	}
	r := m.Running()
	sol := protocol.Solution{Placements: []protocol.Placement{{Piece: "F", Cells: []int{0, 0, 0}}}}
	m.Handle(protocol.Message{Kind: protocol.KindSolutions, Run: r.ID, First: 0, Solutions: []protocol.Solution{sol}})
	m.Handle(protocol.Message{Kind: protocol.KindDone, Run: r.ID, Stats: &protocol.Stats{Solutions: 1}})
	steps := []struct {
		name  string
		do    func()
		shown bool
	}{
		{"after the run", func() {}, true},
		{"another library puzzle", func() { must(t, m.LoadEntry("soma")) }, false},
		{"the run's puzzle again", func() { must(t, m.LoadEntry(DefaultKey)) }, true},
		{"its definition edited", func() { m.SetSource("", m.Source+"\n# a comment\n") }, false},
	}
	for _, st := range steps {
		st.do()
		if got := m.Shown() == r; got != st.shown {
			t.Errorf("%s: Shown is the run: %v, want %v", st.name, got, st.shown)
		}
		if s := m.Share(0); (len(s.Cells) == 60) != st.shown || (s.Solution == 1) != st.shown {
			t.Errorf("%s: the share link's solution %d (%d cells), want one: %v", st.name, s.Solution, len(s.Cells), st.shown)
		}
		if m.Latest() != r {
			t.Errorf("%s: Latest is not the run", st.name)
		}
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// TestModelTitle names the puzzle: a library puzzle by its title, an
// edited one by the name the person gave it, else by its definition's
// name, marked edited when it came from the library.
func TestModelTitle(t *testing.T) {
	m := NewModel()
	for _, st := range []struct {
		name string
		do   func()
		want string
	}{
		{"a library puzzle", func() {}, "Pentominoes 10×6"},
		{"a name without an edit", func() { m.Name = "Mine" }, "Pentominoes 10×6"},
		{"edited, named", func() { m.SetSource("", smallDef) }, "Mine"},
		{"edited, not named", func() { m.Name = "" }, "pentominoes-10x6 (edited)"},
		{"another library puzzle", func() { m.Name = "Mine"; must(t, m.LoadEntry("soma")) }, "Soma cube"},
		// A drawing not yet a puzzle: named by its first comment, as its
		// share link names it once it is one.
		{"a drawing not yet valid", func() {
			m.Name = ""
			m.Key, m.Edited = "", true
			m.SetSource("designed.txt", "# A puzzle drawn in Polyplay's designer\nD:xDim=5:yDim=5:zDim=1\n~D\n")
		}, "A puzzle drawn in Polyplay's designer"},
		{"no comment", func() { m.SetSource("designed.txt", "D:xDim=5:yDim=5:zDim=1\n~D\n") }, "designed"},
	} {
		st.do()
		if got := m.Title(); got != st.want {
			t.Errorf("%s: Title = %q, want %q", st.name, got, st.want)
		}
	}
}

// TestWorkerReplaced: a worker replaced for want of an answer leaves
// the running run going (the silent worker keeps its part); the page
// waits for the new worker's ready message alone, the other worker
// staying ready; a part lost fails the run with the message given.
func TestWorkerReplaced(t *testing.T) {
	m := NewModel()
	m.SetSource("small.txt", smallDef)
	m.Workers = 2
	m.WorkersStarted()
	m.Handle(protocol.Message{Kind: protocol.KindReady, Part: 0})
	m.Handle(protocol.Message{Kind: protocol.KindReady, Part: 1})
	if _, err := m.Start(); err != nil {
		t.Fatal(err)
	}
	r := m.Running()
	m.WorkerReplaced(1)
	if m.Running() != r || r.Status != StatusRunning {
		t.Fatalf("run %s after a worker replaced; want it running", r.Status)
	}
	if m.Ready || !m.WorkerReady(0) || m.WorkerReady(1) {
		t.Fatalf("Ready %v, worker 0 %v, worker 1 %v; want false, true, false", m.Ready, m.WorkerReady(0), m.WorkerReady(1))
	}
	m.PartLost("part 1 was lost")
	if m.Running() != nil || r.Status != StatusFailed || r.Err != "part 1 was lost" {
		t.Fatalf("run %s, error %q; want failed with the message", r.Status, r.Err)
	}
	m.Handle(protocol.Message{Kind: protocol.KindReady, Part: 1})
	if !m.Ready || m.CanSolve() != "" {
		t.Errorf("after the new worker's ready: Ready %v, CanSolve %q", m.Ready, m.CanSolve())
	}
}

// TestModelCurrent: the figures under the board are the run going on,
// whatever the puzzle in view, or the latest run while its puzzle is in
// view: a file opened after it (another definition), a library puzzle
// or an edit has none until it is solved; the run's puzzle picked back
// has them again.
func TestModelCurrent(t *testing.T) {
	m := NewModel()
	m.Handle(protocol.Message{Kind: protocol.KindReady})
	if _, err := m.Start(); err != nil {
		t.Fatal(err)
	}
	r := m.Running()
	file := "# Two dominoes\nD:xDim=2:yDim=2:zDim=1\nC:name=A:layout=0 0 0, 1 0 0\nC:name=B:layout=0 0 0, 1 0 0\n~D\n"
	steps := []struct {
		name    string
		do      func()
		current bool
	}{
		{"while it runs", func() {}, true},
		{"a file opened while it runs", func() { m.SetSource("dominoes.txt", file) }, true},
		{"its end", func() {
			m.Handle(protocol.Message{Kind: protocol.KindDone, Run: r.ID, Stats: &protocol.Stats{Solutions: 1}})
		}, false},
		{"the run's puzzle again", func() { must(t, m.LoadEntry(DefaultKey)) }, true},
		{"a file opened after it", func() { m.SetSource("dominoes.txt", file) }, false},
		{"another library puzzle", func() { must(t, m.LoadEntry("soma")) }, false},
		{"back", func() { must(t, m.LoadEntry(DefaultKey)) }, true},
		{"its definition edited", func() { m.SetSource("", m.Source+"\n# a comment\n") }, true},
		{"another file opened", func() { m.SetSource("dominoes.txt", file) }, false},
	}
	for _, st := range steps {
		st.do()
		if got := m.Current() == r; got != st.current {
			t.Errorf("%s: the figures are the run's: %v, want %v", st.name, got, st.current)
		}
		if !st.current && m.Current() != nil {
			t.Errorf("%s: the figures are run %d's", st.name, m.Current().ID)
		}
	}
	// The file solved: its own run's figures.
	m.SetSource("dominoes.txt", file)
	if _, err := m.Start(); err != nil {
		t.Fatal(err)
	}
	if c := m.Current(); c == nil || c == r || c.Puzzle == r.Puzzle {
		t.Errorf("the file's run: %+v", c)
	}
}
