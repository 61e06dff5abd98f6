// Package job runs one solve request for the playground's solver worker and
// reports it as protocol messages: progress at a bounded rate, solutions in
// batches (cells only for the first Keep solutions; the counts stay exact),
// and a final done message. It is pure Go so it is tested natively; the
// worker (wasm/worker) only connects it to postMessage.
package job

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"polyplay/solver"
	"polyplay/solver/flags"
	"polyplay/trace"
	"polyplay/wasm/protocol"
)

// MaxBatch bounds the number of solutions in one solutions message.
const MaxBatch = 500

// Run solves req and calls send for each message of run id. It returns when
// the search ends: finished, stopped by an option, or ctx cancelled. Bad
// requests end with a done message carrying the error. yield, if not nil,
// is called after each progress message and between them every
// heedEvery; the worker uses it to let the JavaScript event loop deliver
// a cancel message.
//
// A request with Queue takes its branches from br: each time the search
// needs more, Run asks with a take message and waits for the answer. Once
// none is left, it shares its large branches with the run's other workers
// through br on demand, and helps with theirs (solver.Sharer).
func Run(ctx context.Context, id int, req protocol.SolveRequest, send func(protocol.Message), yield func(), br *Branches) {
	run(ctx, id, req, send, yield, br, req.ProgressInterval(), defaultTuning())
}

// heedEvery is how often a run lets the worker's event loop run (Run's
// yield), whatever its progress interval: a cancel, a new question or
// another puzzle reaches the worker within it (issue: within 100 ms).
const heedEvery = 80 * time.Millisecond

// run is Run with progress messages every interval (and yields every
// heedEvery), and the tuning tu.
func run(ctx context.Context, id int, req protocol.SolveRequest, send func(protocol.Message), yield func(), br *Branches, interval time.Duration, tu tuning) {
	begun := tu.clock()
	fail := func(err error) {
		send(protocol.Message{Kind: protocol.KindDone, Run: id, Error: err.Error()})
	}
	if req.Problem == nil {
		fail(fmt.Errorf("no puzzle to solve"))
		return
	}
	if err := req.Problem.Validate(); err != nil {
		fail(err)
		return
	}
	opts, rest, err := flags.ParseArgs(req.Args)
	if err != nil {
		fail(fmt.Errorf("solver options: %w", err))
		return
	}
	if len(rest) > 0 {
		fail(fmt.Errorf("solver options: unexpected argument %q", strings.Join(rest, " ")))
		return
	}
	// The solver names the pieces and cells of the solutions sent with
	// cells only; it counts the others.
	opts.Keep = int64(req.KeepLimit())
	if opts.Parts > 1 {
		// Tag every message with the part this worker searches.
		sendAll := send
		send = func(m protocol.Message) {
			m.Part = opts.Part
			sendAll(m)
		}
	}
	var q *queue
	if req.Queue {
		switch {
		case opts.Parts <= 1:
			fail(fmt.Errorf("a run that takes its branches from the page must be one of several parts (--part=K/N)"))
			return
		case br == nil:
			fail(fmt.Errorf("this worker has no queue to take branches from"))
			return
		}
		var stop context.CancelFunc
		ctx, stop = context.WithCancel(ctx)
		defer stop()
		q = &queue{ctx: ctx, stop: stop, id: id, part: opts.Part, br: br}
		opts.Take = q.take
		if opts.Jobs <= 1 {
			opts.Share = q
		}
	}

	if req.Wait && (q == nil || br.Start == nil) {
		fail(fmt.Errorf("a run that waits for the first worker's trial must take its branches from the page, with a start signal"))
		return
	}
	tries := req.Trial && q != nil && req.Trace == nil

	b := &batcher{id: id, send: send}
	var ap *apart // under --disassemble
	var last time.Time
	var chosen []string // the automatic choice, sent once with progress and with done
	sentChosen := false
	// The solver reports every heedEvery at most, so that the worker's
	// event loop runs (yield) and a cancel comes in that often; the page
	// gets a progress message every interval.
	opts.ProgressInterval = min(interval, heedEvery)
	opts.Progress = func(st solver.Stats) {
		// The solver promises about one call per interval; enforce the
		// bound here too so the page never floods.
		now := time.Now()
		if !last.IsZero() && now.Sub(last) < interval*3/4 {
			if yield != nil {
				yield()
			}
			return
		}
		last = now
		b.flush()
		ps := protocol.FromStats(st)
		ap.stats(&ps)
		q.fill(&ps)
		if !sentChosen {
			ps.Chosen, sentChosen = chosen, true
		}
		send(protocol.Message{Kind: protocol.KindProgress, Run: id, Stats: &ps})
		if yield != nil {
			yield()
		}
	}

	// A traced run records a window of the search and stops when the
	// window is full.
	var rec *trace.Recorder
	if req.Trace != nil {
		var stop context.CancelFunc
		ctx, stop = context.WithCancel(ctx)
		defer stop()
		rec = trace.NewRecorder(req.Problem, req.Trace.Skip, req.Trace.Limit, req.Trace.Follow)
		opts.Trace = func(e solver.Event) {
			if rec.Add(e) {
				stop()
			}
		}
	}

	// A traced run makes its solver, a solver of its own that no other
	// run would reuse; the others reuse a kept one if they can.
	var s *solver.Solver
	if rec != nil {
		s, err = solver.NewContext(ctx, req.Problem, opts)
	} else {
		s, err = prepared.solver(ctx, req.Problem, opts)
	}
	if err == nil {
		ap, err = newApart(ctx, s, opts)
	}
	if ctx.Err() != nil {
		// Cancelled while the search was prepared: done, as a search
		// cancelled at its start.
		fs := protocol.FromStats(solver.Stats{Stopped: "cancel", Elapsed: time.Since(begun)})
		send(protocol.Message{Kind: protocol.KindDone, Run: id, Stats: &fs})
		return
	}
	if err != nil {
		if tries {
			// The trial's failure ends the run: the others drop it.
			send(protocol.Message{Kind: protocol.KindDone, Run: id, Whole: true, Error: err.Error()})
			return
		}
		if q != nil {
			q.Help(true) // the other workers must not wait for this one
		}
		fail(err)
		return
	}
	if opts.Auto {
		chosen = chosenArgs(s)
	}
	// The time limit counts from the request, which the page sends when
	// the person presses Solve (to every worker of a divided run at
	// once), not from each search's start: the solver's setup, the first
	// worker's trial and the wait for it come out of it.
	left := func(s *solver.Solver) *solver.Solver {
		if opts.TimeLimit <= 0 {
			return s
		}
		return s.WithTimeLimit(max(opts.TimeLimit-time.Since(begun), time.Nanosecond))
	}
	if tries {
		if trial(ctx, id, req, s, ap, left, chosen, send, yield, tu) {
			return
		}
		// The search outlasted the trial: the page starts the other
		// parts, and this worker searches its own from the beginning,
		// with the solver the trial used made whole.
		send(protocol.Message{Kind: protocol.KindSplit, Run: id})
	}
	if req.Wait { // with a queue and its start signal, checked above
		// Configured while the first worker tries the search alone:
		// search on go, end quietly if the trial was the whole search.
		select {
		case <-br.Start:
		case <-ctx.Done():
			return
		}
	}
	st, _ := left(s).Solve(ctx, ap.add(b))
	b.flush()
	if q != nil && q.err != nil {
		fail(q.err)
		return
	}
	if ap != nil && ap.err != nil {
		fail(ap.err)
		return
	}
	if rec != nil {
		w := rec.Window()
		send(protocol.Message{Kind: protocol.KindTrace, Run: id, Trace: &w})
	}
	fs := protocol.FromStats(st)
	ap.stats(&fs)
	q.fill(&fs)
	fs.Chosen = chosen
	send(protocol.Message{Kind: protocol.KindDone, Run: id, Stats: &fs})
}

// TrialFits is the number of fits a divided run's first worker searches
// alone before the run is divided (SolveRequest.Trial). Dividing a search
// among workers costs each of them the puzzle's compilation and the page
// the messages of every worker, and the workers take the cores the page's
// own thread needs to show the solutions: in a warm page the 10x6
// pentominoes (1.4 million fits, 2,339 solutions) took longer on two
// workers than on one (BenchmarkBrowserSolve in web). Searches up to
// about twice its size stay on one worker; a larger one loses the
// trial's time.
const TrialFits = 3_000_000

// trialQuiet is how long a trial runs before it reports progress. Each
// progress message makes the page render, which took the cores from the
// search: a warm 10x6 with progress from the start took more than twice
// as long as without (BenchmarkBrowserSolve in web, with trialQuiet 0
// against this value).
const trialQuiet = time.Second

// trialProgress is how often a trial checks its fits.
const trialProgress = 100 * time.Millisecond

// tuning is what the timing of a run and of a warm-up depends on. Run
// and Warm use defaultTuning; tests give run and warm their own: a
// request made long before, a trial of other fits or quiet time, a
// warm-up of a few runs.
type tuning struct {
	clock         func() time.Time // the time of a request's arrival
	trialFits     int64            // TrialFits
	trialQuiet    time.Duration    // trialQuiet
	trialProgress time.Duration    // trialProgress
	warmRuns      int              // WarmRuns
	warmFor       time.Duration    // WarmFor
}

// defaultTuning returns the tuning of every run and warm-up.
func defaultTuning() tuning {
	return tuning{clock: time.Now, trialFits: TrialFits, trialQuiet: trialQuiet, trialProgress: trialProgress,
		warmRuns: WarmRuns, warmFor: WarmFor}
}

// trial searches the whole of a divided run's search (part's, made whole:
// solver.Solver.Whole) on this worker for up to tu.trialFits fits, holding
// its messages. chosen are the automatic configuration's choices.
// It sends progress as a run does (the whole search's), but holds its
// solutions back, all but the first found, which one progress message
// carries as a preview. If the search ends within the fits, it sends one
// done message that says the run was searched whole (Message.Whole) and
// carries the solutions kept, and reports true; otherwise it reports
// false. left gives a solver what is left of the run's time limit; ap
// keeps the assemblies that come apart under --disassemble (nil
// without), and is reset for the part's search when the trial is over.
func trial(ctx context.Context, id int, req protocol.SolveRequest, part *solver.Solver, ap *apart, left func(*solver.Solver) *solver.Solver, chosen []string, send func(protocol.Message), yield func(), tu tuning) bool {
	tctx, stop := context.WithCancel(ctx)
	defer stop()
	var over atomic.Bool
	// Progress as the run's, but none in the first tu.trialQuiet: a search
	// that ends sooner is shown once, at its end.
	interval, start := req.ProgressInterval(), time.Now()
	var last time.Time
	doneChosen := chosen
	// The trial's first solution, shown on the board until the run has
	// solutions of its own (Message.Solutions on progress): the split
	// drops the trial's solutions, and a large search's parts find
	// theirs seconds later.
	var first atomic.Pointer[protocol.Solution]
	previewed := false
	progress := func(st solver.Stats) {
		if st.TotalFits() > tu.trialFits {
			over.Store(true)
			stop()
			return
		}
		if now := time.Now(); now.Sub(start) >= max(interval, tu.trialQuiet) && now.Sub(last) >= interval*3/4 {
			last = now
			ps := protocol.FromStats(st)
			ap.stats(&ps)
			ps.Chosen, chosen = chosen, nil // once
			m := protocol.Message{Kind: protocol.KindProgress, Run: id, Stats: &ps}
			if f := first.Load(); f != nil && !previewed {
				m.Solutions, previewed = []protocol.Solution{*f}, true
			}
			send(m)
		}
		if yield != nil {
			// As after a progress message: in the browser this also
			// lets V8 swap the solver's code for its optimised
			// version, which only a new call of a function runs.
			yield()
		}
	}
	var held []protocol.Message
	hold := func(m protocol.Message) { held = append(held, m) }
	s := left(part.Whole(progress, tu.trialProgress))
	b := &batcher{id: id, send: hold}
	add := ap.add(b)
	st, _ := s.Solve(tctx, func(sol solver.Solution) bool {
		more := add(sol)
		if first.Load() == nil && b.found > 0 { // the first solution kept
			f := protocol.FromSolution(sol)
			first.Store(&f)
		}
		return more
	})
	if over.Load() && st.Stopped == "cancel" && ctx.Err() == nil {
		ap.reset()
		return false
	}
	b.flush()
	if ap != nil && ap.err != nil {
		send(protocol.Message{Kind: protocol.KindDone, Run: id, Whole: true, Error: ap.err.Error()})
		return true
	}
	fs := protocol.FromStats(st)
	ap.stats(&fs)
	fs.Chosen = doneChosen
	// One message for the whole run, so that the page shows it at once.
	done := protocol.Message{Kind: protocol.KindDone, Run: id, Whole: true, Stats: &fs}
	for _, m := range held {
		done.Solutions = append(done.Solutions, m.Solutions...)
		done.Levels = append(done.Levels, m.Levels...)
	}
	send(done)
	return true
}

// chosenArgs returns the search options the automatic configuration chose
// for s as flags, without those that only limit or divide the run or
// filter its assemblies (--disassemble), which the page set itself.
func chosenArgs(s *solver.Solver) []string {
	o := s.Chosen()
	o.MaxSolutions, o.TimeLimit, o.Split, o.Part, o.Parts = 0, 0, 0, 0, 0
	o.Disassemble = false
	return flags.Args(o)
}

// batcher collects the solutions to send: those the solver hands on,
// the first Keep (solver.Options.Keep).
type batcher struct {
	id    int
	send  func(protocol.Message)
	found int // solutions seen
	first int // index of batch[0]
	batch []protocol.Solution
	// levels are the levels of batch's solutions under --disassemble
	// (apart.add sets each before add).
	levels []string
}

// add is the solver's solution callback.
func (b *batcher) add(s solver.Solution) bool {
	if len(b.batch) == 0 {
		b.first = b.found
	}
	b.batch = append(b.batch, protocol.FromSolution(s))
	if len(b.batch) >= MaxBatch {
		b.flush()
	}
	b.found++
	return true
}

// flush sends the collected solutions, if any.
func (b *batcher) flush() {
	if len(b.batch) == 0 {
		return
	}
	b.send(protocol.Message{Kind: protocol.KindSolutions, Run: b.id, First: b.first, Solutions: b.batch, Levels: b.levels})
	b.batch, b.levels = nil, nil
}

// Branches connects a run to the queue it takes its branches from
// (static/queue.js in a Web Worker of its own; queuemodel.Queue in the
// tests): Ask sends a message to the queue, and the queue's answers (branches and node
// messages) arrive on Answers. Answers to other runs are dropped. The
// connection stores the count of the queue's wanted messages in Wanted,
// which the run reads as it searches.
type Branches struct {
	Ask     func(protocol.Message)
	Answers <-chan protocol.Message
	Wanted  atomic.Int32
	// Start is closed when a run that waits (SolveRequest.Wait) may
	// start searching.
	Start <-chan struct{}
}

// queue takes a run's branches (solver.Options.Take) and shares them on
// demand with the run's other workers (solver.Options.Share).
type queue struct {
	ctx  context.Context
	stop context.CancelFunc // stops the search when the queue fails
	id   int
	part int
	br   *Branches

	mu                   sync.Mutex // one question at a time (the search may run several jobs)
	err                  error
	total, taken, shared int64
}

// ask sends m to the queue and waits for its answer, a message of kind
// want. When the queue answers with an error, it stops the search and
// Run reports the error; ok is false then, or when the run is cancelled.
func (q *queue) ask(m protocol.Message, want protocol.Kind) (answer protocol.Message, ok bool) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.err != nil {
		return answer, false
	}
	m.Run, m.Part = q.id, q.part
	q.br.Ask(m)
	for {
		select {
		case a := <-q.br.Answers:
			if a.Run != q.id || a.Kind != want {
				continue // a late answer to an earlier run
			}
			if a.Error != "" {
				q.err = fmt.Errorf("the queue of branches failed: %s", a.Error)
				q.stop()
				return answer, false
			}
			return a, true
		case <-q.ctx.Done():
			return answer, false
		}
	}
}

// tell sends m to the queue, which does not answer it.
func (q *queue) tell(m protocol.Message) {
	m.Run, m.Part = q.id, q.part
	q.br.Ask(m)
}

// take asks the queue for branches and waits for its answer.
func (q *queue) take(total int64) (from, to int64) {
	a, ok := q.ask(protocol.Message{Kind: protocol.KindTake, Total: protocol.Count(total)}, protocol.KindBranches)
	if !ok {
		return 0, 0
	}
	q.mu.Lock()
	q.total = total
	q.taken += int64(a.To - a.From)
	q.mu.Unlock()
	return int64(a.From), int64(a.To)
}

// Waiting implements solver.Sharer: the queue's last wanted message said
// that some worker waits.
func (q *queue) Waiting() bool { return q.br.Wanted.Load() > 0 }

// Offer implements solver.Sharer.
func (q *queue) Offer(branch, next int64) {
	q.mu.Lock()
	q.shared++
	q.mu.Unlock()
	q.tell(protocol.Message{Kind: protocol.KindOffer, Branch: protocol.Count(branch), From: protocol.Count(next)})
}

// Next implements solver.Sharer.
func (q *queue) Next(branch int64) int64 {
	a, ok := q.ask(protocol.Message{Kind: protocol.KindNext, Branch: protocol.Count(branch)}, protocol.KindNode)
	if !ok {
		return int64(protocol.Retired) // the run stops: search nothing more
	}
	return int64(a.From)
}

// Retire implements solver.Sharer.
func (q *queue) Retire(branch int64) {
	q.tell(protocol.Message{Kind: protocol.KindRetire, Branch: protocol.Count(branch)})
}

// Help implements solver.Sharer. A run whose queue has failed helps no
// more, and says so, so that the other workers do not wait for it.
func (q *queue) Help(final bool) (int64, bool) {
	q.mu.Lock()
	final = final || q.err != nil
	q.mu.Unlock()
	if final {
		q.tell(protocol.Message{Kind: protocol.KindHelp, Final: true})
		return 0, false
	}
	a, ok := q.ask(protocol.Message{Kind: protocol.KindHelp}, protocol.KindBranches)
	if !ok || a.From >= a.To {
		return 0, false
	}
	return int64(a.From), true
}

// fill adds the run's branches, those taken so far and those shared to st
// (nothing for a run without a queue).
func (q *queue) fill(st *protocol.Stats) {
	if q == nil {
		return
	}
	q.mu.Lock()
	defer q.mu.Unlock()
	st.Branches, st.Taken, st.Shared = protocol.Count(q.total), protocol.Count(q.taken), protocol.Count(q.shared)
}
