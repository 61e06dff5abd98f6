// Package protocol defines the messages that the playground page and its
// solver Web Worker exchange. It is pure Go so both sides, and native
// tests, share one definition; only js.go (js/wasm) touches JavaScript
// values.
//
// A message crosses postMessage in one of two forms (ToJS, FromJS):
//   - as a plain JavaScript object (Object, converted with
//     github.com/norunners/vert): ready, cancel, progress, done,
//     estimated, split and go, the messages that carry a few fields;
//   - as JSON text (Encode, Decode), its UTF-8 bytes in a Uint8Array
//     (a string between the page and the queue): solution batches and trace windows,
//     the hot path, where the text is many times faster than objects
//     (BenchmarkWorkerMessage), the messages that carry a puzzle (solve,
//     warm, estimate, coach, challenge, apart), also faster, the answers
//     of Play mode and of the disassembler (coached, which carry a
//     completion; challenged; taken, which carry a plan), and the queue's
//     messages, which static/queue.js reads and writes as text.
//
// 64-bit counts are decimal strings in both forms (see Count): a
// JavaScript number cannot hold every int64, and a count should never be
// rounded on its way to the page.
//
// The conversation:
//
//	worker -> page  ready       once Go has installed its message handler
//	page -> worker  solve       a run: problem, solver args, limits
//	worker -> page  progress    statistics, at a bounded rate
//	worker -> page  solutions   a batch of found solutions (only the first
//	                            Keep of a run carry cells; counts stay exact)
//	worker -> page  done        final statistics, or an error
//	page -> worker  cancel      stop the run (the page may also terminate
//	                            the worker and start a new one)
//
// In Play mode, after every move:
//
//	page -> worker  coach       a position: problem, pieces placed
//	worker -> page  coached     the number of completions (exact, or an
//	                            estimate), a completion and a hint; a
//	                            second one with the exact count if asked
//
// While a worker works, whatever it does (a run, the coach, a challenge,
// a warm-up, an estimate, the preparation of any of them):
//
//	worker -> page  beat        its work goes on (at checkpoints counted
//	                            in work, when it posted nothing else for
//	                            a while)
//	page -> worker  ping        are you there? (when the page has heard
//	                            nothing from it for a while)
//	worker -> page  pong        the answer, when its event loop runs
//
// And for a new starting position of Play mode:
//
//	page -> worker  challenge   problem, pieces left, level, seed
//	worker -> page  challenged  the pieces placed in advance, or an error
//	page -> worker  cancel      with the challenge's Run: stop making it
//
// And to take a solution apart by sliding its pieces (the PolyPlayer's
// animation, Play's Slide the pieces in), off the page's thread:
//
//	page -> worker  apart       problem, solution
//	worker -> page  taken       the disassembly's level and plan, or
//	                            that it does not come apart, or an error
//	page -> worker  cancel      with the request's Run: stop the search
//
// To use several cores the page runs several workers and divides a run
// among them: worker K of N gets the solve request with the solver option
// --part=K/N and tags its messages with Part K; MergeStats adds the parts'
// statistics up. With SolveRequest.Queue the workers share the run's
// branches (the nodes at its split level) as they become free instead of
// each searching a fixed K mod N share. They take them from a queue
// (static/queue.js, modelled by queuemodel.Queue) through a MessagePort
// the page sends with the solve message, so that the page's own work never delays an answer:
//
//	worker -> queue  take       the worker has passed its branches: it
//	                            waits for more (Total: the number of
//	                            branches, the same in every worker)
//	queue -> worker  branches   the next range, From to To-1; From == To
//	                            when none is left
package protocol

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"polyplay/solver"
	"polyplay/solver/disassemble"
	"polyplay/trace"
)

// TraceRequest asks for a window of the search to watch: the first Skip
// events are passed over, then Limit steps are kept (trace.DefaultWindow
// if 0, at most trace.MaxWindow) and the search stops; with Follow the
// latest Limit steps are kept until the search ends or is cancelled.
type TraceRequest struct {
	Skip   int64 `json:"skip,omitempty"`
	Limit  int   `json:"limit,omitempty"`
	Follow bool  `json:"follow,omitempty"`
}

// Kind says what a message is.
type Kind string

// The message kinds.
const (
	// KindReady is the worker's first message: it can receive now.
	KindReady Kind = "ready"
	// KindSolve asks the worker to start a run (Message.Solve).
	KindSolve Kind = "solve"
	// KindCancel asks the worker to stop run Message.Run.
	KindCancel Kind = "cancel"
	// KindProgress carries statistics of a run in progress.
	KindProgress Kind = "progress"
	// KindSolutions carries a batch of solutions (Message.Solutions,
	// numbered from Message.First).
	KindSolutions Kind = "solutions"
	// KindDone ends a run: final statistics, or Message.Error.
	KindDone Kind = "done"
	// KindTrace carries the recorded window of a traced run
	// (Message.Trace); it comes just before done.
	KindTrace Kind = "trace"
	// KindTake asks the page for more branches of a run divided among
	// workers that share a Queue (Message.Total).
	KindTake Kind = "take"
	// KindBranches answers take: the branches From to To-1, or
	// Message.Error. It answers help too: the branch From (To = From+1)
	// to help with, or an empty range when the run is over.
	KindBranches Kind = "branches"

	// The messages that share a large branch among the workers of a
	// divided run on demand (see queuemodel.Queue and solver.Sharer).

	// KindHelp says that a worker has finished its own search and waits
	// for a branch to help with (answered with branches); with
	// Message.Final, that it has stopped and will not help.
	KindHelp Kind = "help"
	// KindWanted tells the busy workers how many workers wait for help
	// (Message.Waiting).
	KindWanted Kind = "wanted"
	// KindOffer offers the rest of branch Message.Branch to helpers: its
	// nodes two levels down from number Message.From on.
	KindOffer Kind = "offer"
	// KindNext takes the next node of the offered Message.Branch,
	// answered with node.
	KindNext Kind = "next"
	// KindNode answers next: the node Message.From of Message.Branch
	// (Retired once the branch is no longer offered).
	KindNode Kind = "node"
	// KindRetire ends the offer of Message.Branch: none of its nodes is
	// left.
	KindRetire Kind = "retire"

	// KindSplit says that the first worker of a divided run with
	// SolveRequest.Trial did not end the search within its trial: the
	// page sends the other workers their parts now, and the first
	// worker searches its own from the beginning (its figures so far,
	// the trial's progress, no longer count).
	KindSplit Kind = "split"
	// KindGo tells the workers of a divided run that wait (SolveRequest.
	// Wait) to start their parts: the first worker's trial has split.
	KindGo Kind = "go"

	// KindEstimate asks an idle worker to estimate the search of
	// Message.Solve's puzzle with its options (the designer's running
	// check); KindEstimated answers with Message.Estimate or
	// Message.Error.
	KindEstimate  Kind = "estimate"
	KindEstimated Kind = "estimated"

	// KindWarm asks an idle worker to run Message.Solve's search a few
	// times, as the page's runs would, and drop the runs: the first runs
	// of the solver's code in a browser are its slowest (see job.Warm).
	// A run or an estimate asked for stops it. The worker keeps the
	// solver it made, for a run of the same puzzle and preparation.
	KindWarm Kind = "warm"
	// KindWarmed is the end of one of a warm-up's runs (Message.Run, its
	// number from 1; otherwise a done message), or of the warm-up itself
	// (Run 0). The page decodes it as it would a run's end and renders
	// again, without showing it, so that its own code for a run's end is
	// warm too.
	KindWarmed Kind = "warmed"

	// KindCoach asks an idle worker for the coach's answer about a
	// position of Play mode (Message.Coach; see job.Coach). A new coach
	// message, a run or an estimate stops the one in progress (the page
	// sends one after every move). KindCoached answers with
	// Message.Coached or Message.Error: once within the request's budget
	// (the exact count, or an estimate with its range), and, when that
	// was an estimate and the request asks to refine it, once more with
	// the exact count when the search ends.
	KindCoach   Kind = "coach"
	KindCoached Kind = "coached"

	// KindChallenge asks an idle worker for a starting position of Play
	// mode (Message.Challenge; see job.Challenge). A new challenge
	// message, or a cancel message with its Run, stops the one in
	// progress. KindChallenged answers with Message.Challenged or
	// Message.Error.
	KindChallenge  Kind = "challenge"
	KindChallenged Kind = "challenged"

	// KindApart asks an idle worker to take a solution apart by sliding
	// its pieces (Message.Apart; see job.Apart). A cancel message with
	// its Run stops it.
	// KindTaken answers with Message.Taken or Message.Error.
	KindApart Kind = "apart"
	KindTaken Kind = "taken"

	// KindPing asks a worker whether it answers (the page's watch over
	// its workers, ui/workers): the worker's message handler answers
	// with KindPong and the ping's Run as soon as its event loop runs,
	// at once when the worker is idle.
	KindPing Kind = "ping"
	KindPong Kind = "pong"
	// KindBeat is a busy worker's heartbeat, which carries nothing: its
	// work posts one at its checkpoints (solver.WithHeartbeat), counted
	// in work, not in time, when the worker has posted nothing else for
	// a while, without waiting for its event loop, which a long stretch
	// of work does not let run. The page counts a worker alive while any
	// of its messages come; one silent for long (a worker stuck where its
	// work has no checkpoint) is replaced.
	KindBeat Kind = "beat"
)

// ChallengeRequest asks for a starting position (solver/challenge): the
// puzzle, the pieces to leave and the level.
type ChallengeRequest struct {
	// Problem is the puzzle, already parsed and validated by the page.
	Problem *solver.Problem `json:"problem"`
	// Left is the number of pieces left to place.
	Left int `json:"left"`
	// Level is "easy", "medium", "hard", or "" for any
	// (challenge.ParseLevel).
	Level string `json:"level,omitempty"`
	// Seed seeds the generator's random choices.
	Seed int64 `json:"seed,omitempty"`
}

// Challenged is a starting position (challenge.Position): the pieces
// placed in advance, whose rest has exactly one completion.
type Challenged struct {
	// Placed are the pieces placed in advance.
	Placed []Placement `json:"placed"`
	// Level is the position's grade ("easy", "medium" or "hard") and
	// Placements the search's placements it was graded by.
	Level      string `json:"level"`
	Placements int64  `json:"placements,omitempty"`
	// ElapsedMillis is the time the worker took.
	ElapsedMillis float64 `json:"elapsedMs,omitempty"`
}

// ApartRequest asks for solution Solution of puzzle Problem taken apart
// by sliding its pieces (disassemble.Assembly).
type ApartRequest struct {
	// Problem is the puzzle, already parsed and validated by the page.
	Problem *solver.Problem `json:"problem"`
	// Solution is the assembly taken apart; the plan's piece indices
	// are those of its placements.
	Solution Solution `json:"solution"`
}

// Taken is a solution taken apart (disassemble.Result): whether it comes
// apart, and if so BurrTools' level and the plan of its moves.
type Taken struct {
	Apart bool                    `json:"apart"`
	Level string                  `json:"level,omitempty"`
	Plan  *disassemble.Separation `json:"plan,omitempty"`
	// ElapsedMillis is the time the worker took.
	ElapsedMillis float64 `json:"elapsedMs,omitempty"`
}

// CoachRequest asks the coach about a position of Play mode: the puzzle
// and the pieces placed on it, as a solution's placements (each a mobile
// piece of the puzzle at cells of one of its allowed orientations).
type CoachRequest struct {
	// Problem is the puzzle, already parsed and validated by the page.
	Problem *solver.Problem `json:"problem"`
	// Placed are the pieces on the board; the piece in hand is not.
	Placed []Placement `json:"placed,omitempty"`
	// HintPiece names the piece the hint should place (the piece in the
	// player's hand), or is empty: the hint then places the piece that
	// fills the most constrained empty cell.
	HintPiece string `json:"hintPiece,omitempty"`
	// BudgetMillis is how long the exact count may take before the
	// coach answers with the number of completions found so far; 0
	// means coach.DefaultBudget (package solver/coach).
	BudgetMillis int `json:"budgetMs,omitempty"`
	// Refine asks, after an answer that was not exact, for an estimate
	// (a coached message with its range, if the estimate has one) and
	// the exact count, in a last coached message when the search ends.
	Refine bool `json:"refine,omitempty"`
	// First asks for one completion rather than a count: the search stops
	// at the first completion it finds, within the budget (Hint and Show
	// a completion, when the count's budget found none).
	First bool `json:"first,omitempty"`
}

// Coached is the coach's answer about a position (coach.Answer).
type Coached struct {
	// Exact is set when Count is the number of completions; otherwise
	// Count is the number found so far, and Estimate, Low and High, if
	// not 0, the estimated number and a range that holds it (see
	// coach's Position.Estimate).
	Exact    bool    `json:"exact,omitempty"`
	Count    Count   `json:"count"`
	Estimate float64 `json:"estimate,omitempty"`
	Low      float64 `json:"low,omitempty"`
	High     float64 `json:"high,omitempty"`
	// Completion is the rest of one completion (the pieces not placed);
	// nil when none was found, empty when the board is complete.
	Completion *Solution `json:"completion,omitempty"`
	// Hint names the piece of Completion that the hint places; empty
	// when there is none.
	Hint string `json:"hint,omitempty"`
	// ElapsedMillis is the time the answer took in the worker.
	ElapsedMillis float64 `json:"elapsedMs,omitempty"`
}

// Estimate is the solver's estimate of a search (see
// solver.Solver.Estimate), as sent to the page.
type Estimate struct {
	// Solutions is the estimated number of solutions, SolutionsErr its
	// standard error.
	Solutions    float64 `json:"solutions"`
	SolutionsErr float64 `json:"solutionsErr,omitempty"`
	// Nodes is the estimated number of placements of the whole search.
	Nodes float64 `json:"nodes"`
	// TimeMillis is the estimated time of the whole search on one
	// worker, 0 if unknown.
	TimeMillis float64 `json:"timeMs,omitempty"`
	// Exact is set when the estimate's calibration run finished the
	// search: the numbers are exact.
	Exact bool `json:"exact,omitempty"`
	// Probes is the number of random probes made.
	Probes int `json:"probes,omitempty"`
}

// Message is one message between page and worker. Which fields are set
// depends on Kind.
type Message struct {
	Kind Kind `json:"kind"`
	// Run identifies the run a message belongs to (chosen by the page).
	Run int `json:"run,omitempty"`
	// Part is the part of the run a worker's message is about, when the
	// page divides a run among several workers (solver option --part=K/N:
	// K); 0 otherwise.
	Part int `json:"part,omitempty"`
	// Version is the worker's build version (ready).
	Version string `json:"version,omitempty"`
	// Solve is the request (solve).
	Solve *SolveRequest `json:"solve,omitempty"`
	// Stats are the statistics so far (progress) or final (done).
	Stats *Stats `json:"stats,omitempty"`
	// First is the 0-based index of the first solution of a batch.
	First int `json:"first,omitempty"`
	// Solutions is a batch of solutions (solutions, done). On a
	// progress message of a divided run's trial (SolveRequest.Trial) it
	// is at most one solution found so far, a preview that the page may
	// show until the run has solutions of its own: not one of the run's
	// numbered solutions. Encode writes it after the message's JSON, not
	// in it (see appendBatch).
	Solutions []Solution `json:"solutions,omitempty"`
	// Levels, under --disassemble (solver.Options.Disassemble), are
	// BurrTools' levels of Solutions, in order ("4.9.3"): each solution
	// is an assembly that comes apart.
	Levels []string `json:"levels,omitempty"`
	// Error explains why a run failed (done).
	Error string `json:"error,omitempty"`
	// Trace is the recorded part of the search (trace).
	Trace *trace.Window `json:"trace,omitempty"`
	// Total is the number of branches of the run (take); From and To
	// are the range of branches handed out (branches).
	Total Count `json:"total,omitempty"`
	From  Count `json:"from,omitempty"`
	To    Count `json:"to,omitempty"`
	// Branch is the branch offered or helped with (offer, next, node,
	// retire); Waiting the number of workers waiting for help (wanted);
	// Final marks the help message of a worker that has stopped.
	Branch  Count `json:"branch,omitempty"`
	Waiting int   `json:"waiting,omitempty"`
	Final   bool  `json:"final,omitempty"`
	// Estimate is the estimate of a search (estimated).
	Estimate *Estimate `json:"estimate,omitempty"`
	// Coach is the question about a position of Play mode (coach), and
	// Coached the answer (coached).
	Coach   *CoachRequest `json:"coach,omitempty"`
	Coached *Coached      `json:"coached,omitempty"`
	// Challenge asks for a starting position of Play mode (challenge),
	// and Challenged is the position made (challenged).
	Challenge  *ChallengeRequest `json:"challenge,omitempty"`
	Challenged *Challenged       `json:"challenged,omitempty"`
	// Apart asks for a solution taken apart (apart), and Taken is the
	// answer (taken).
	Apart *ApartRequest `json:"apart,omitempty"`
	Taken *Taken        `json:"taken,omitempty"`
	// Whole marks the done message of a divided run's first worker that
	// searched the whole run in its trial (SolveRequest.Trial): the run
	// is over, and its other parts never started. That message carries
	// the run's solutions (Solutions, from First), not solutions
	// messages before it.
	Whole bool `json:"whole,omitempty"`
}

// SolveRequest asks for one run.
type SolveRequest struct {
	// Problem is the puzzle, already parsed and validated by the page.
	Problem *solver.Problem `json:"problem"`
	// Args are the solver options as polycube-style command-line flags
	// (flags.ParseArgs reads them, flags.Args writes them).
	Args []string `json:"args,omitempty"`
	// Keep caps how many solutions are sent with their cells; later
	// solutions are only counted. 0 means DefaultKeep.
	Keep int `json:"keep,omitempty"`
	// ProgressMillis is the interval between progress messages; 0 means
	// DefaultProgress.
	ProgressMillis int `json:"progressMs,omitempty"`
	// Trace, if set, records a window of the search's placements and
	// removals (see trace.Recorder) and sends it in a trace message.
	Trace *TraceRequest `json:"trace,omitempty"`
	// Queue makes a worker of a divided run (Args hold --part=K/N) take
	// its branches from a Queue with take messages, through the port
	// sent with the solve message, instead of searching the fixed share
	// K mod N.
	Queue bool `json:"queue,omitempty"`
	// Trial, with Queue, asks the first worker of a divided run to search
	// the whole run alone first, for a budget of fits (job.TrialFits):
	// a search that ends within it is the run (its done message has
	// Whole); otherwise the worker sends split, and searches its part.
	// The page sends the other workers their parts only after split.
	Trial bool `json:"trial,omitempty"`
	// Wait, with Queue, asks one of the other workers of a run whose first
	// worker tries it alone (Trial) to configure its part at once, while
	// the trial runs, and to start searching only when a go message
	// comes (the trial split). A cancel message instead (the trial was
	// the whole search) ends it without a message.
	Wait bool `json:"wait,omitempty"`
}

// Defaults and limits of a SolveRequest.
const (
	// DefaultKeep is the number of solutions sent with cells by default.
	DefaultKeep = 1000
	// MaxKeep bounds Keep, so that a run cannot exhaust the page's memory.
	MaxKeep = 100000
	// DefaultProgress is the default interval between progress messages.
	DefaultProgress = 200 * time.Millisecond
	// MinProgress bounds the progress rate from above.
	MinProgress = 50 * time.Millisecond
)

// KeepLimit returns the effective cap on solutions sent with cells.
func (r *SolveRequest) KeepLimit() int {
	switch {
	case r.Keep <= 0:
		return DefaultKeep
	case r.Keep > MaxKeep:
		return MaxKeep
	}
	return r.Keep
}

// ProgressInterval returns the effective interval between progress messages.
func (r *SolveRequest) ProgressInterval() time.Duration {
	if r.ProgressMillis <= 0 {
		return DefaultProgress
	}
	return max(time.Duration(r.ProgressMillis)*time.Millisecond, MinProgress)
}

// Count is an exact 64-bit count. It encodes to JSON as a decimal string
// and decodes from a string or a number.
type Count int64

// MarshalJSON encodes c as a quoted decimal string.
func (c Count) MarshalJSON() ([]byte, error) {
	return []byte(`"` + strconv.FormatInt(int64(c), 10) + `"`), nil
}

// UnmarshalJSON accepts a quoted decimal string or a whole JSON number.
func (c *Count) UnmarshalJSON(b []byte) error {
	s := string(b)
	if len(s) >= 2 && s[0] == '"' && s[len(s)-1] == '"' {
		s = s[1 : len(s)-1]
	}
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return fmt.Errorf("count %s: expected a whole number", b)
	}
	*c = Count(v)
	return nil
}

// Stats are solver statistics as sent to the page.
type Stats struct {
	// Solutions found so far: under --disassemble
	// (solver.Options.Disassemble) the assemblies that came apart.
	Solutions Count `json:"solutions"`
	// Assemblies, under --disassemble, counts the assemblies found so
	// far, those that came apart (Solutions) and the others; 0 otherwise.
	Assemblies Count `json:"assemblies,omitempty"`
	// Attempts and Fits per remaining-piece level: index i counts events
	// when i pieces remained (index 0 unused).
	Attempts []Count `json:"attempts,omitempty"`
	Fits     []Count `json:"fits,omitempty"`
	// ElapsedMillis is the search time so far in milliseconds.
	ElapsedMillis float64 `json:"elapsedMs"`
	// Stopped says why a run ended early: "", "max", "time", "cancel".
	Stopped string `json:"stopped,omitempty"`
	// Images is the number of piece images after the filters.
	Images int `json:"images,omitempty"`
	// Notes are messages for the user.
	Notes []string `json:"notes,omitempty"`
	// Estimate is the estimated fraction of the search done, in (0, 1],
	// when the solver can estimate it; 0 means unknown.
	Estimate float64 `json:"estimate,omitempty"`
	// Split is the number of remaining pieces at which a search divided
	// into parts was divided (0: it was not); see MergeStats.
	Split int `json:"split,omitempty"`
	// Branches is the number of branches (nodes at the split level) of a
	// run whose workers take them from a queue, and Taken the number this
	// worker has taken so far (MergeStats: of all workers).
	Branches Count `json:"branches,omitempty"`
	Taken    Count `json:"taken,omitempty"`
	// Shared is the number of branches this worker has offered to
	// workers that had run out of branches (MergeStats: of all workers).
	Shared Count `json:"shared,omitempty"`
	// Chosen, for a run under the automatic configuration (--auto), is
	// the search it chose as solver flags (solver.Solver.Chosen's Args,
	// without the run's limits and parts), such as "-rX -V -of=11 -f11
	// -n6 --memo=3". The worker sends it with its first progress message
	// and with done; MergeStats keeps the first part's.
	Chosen []string `json:"chosen,omitempty"`
}

// FromStats converts solver statistics.
func FromStats(s solver.Stats) Stats {
	return Stats{
		Solutions:     Count(s.Solutions),
		Attempts:      counts(s.Attempts),
		Fits:          counts(s.Fits),
		ElapsedMillis: float64(s.Elapsed) / float64(time.Millisecond),
		Stopped:       s.Stopped,
		Images:        s.Images,
		Notes:         s.Notes,
		Estimate:      s.Progress,
		Split:         s.Split,
	}
}

// toSolver converts s back to solver statistics.
func (s *Stats) toSolver() solver.Stats {
	return solver.Stats{
		Solutions: int64(s.Solutions),
		Attempts:  int64s(s.Attempts),
		Fits:      int64s(s.Fits),
		Elapsed:   s.Elapsed(),
		Stopped:   s.Stopped,
		Images:    s.Images,
		Notes:     s.Notes,
		Progress:  s.Estimate,
		Split:     s.Split,
	}
}

func int64s(a []Count) []int64 {
	if a == nil {
		return nil
	}
	v := make([]int64, len(a))
	for i, c := range a {
		v[i] = int64(c)
	}
	return v
}

// MergeStats adds up the statistics of the parts of one search run by
// several workers (solver.MergeStats): the levels above the split count
// once, the rest add up, and the estimate is the least of the parts'
// that have reported (a part with no figures yet tells nothing of it).
//
// Branches is the greatest of the parts'; Taken, Shared and Assemblies are their
// sums; Chosen is the first part's that has one (the parts choose alike).
func MergeStats(parts []Stats) Stats {
	ss := make([]solver.Stats, len(parts))
	var branches, taken, shared, assemblies Count
	var chosen []string
	for i := range parts {
		ss[i] = parts[i].toSolver()
		branches = max(branches, parts[i].Branches)
		assemblies += parts[i].Assemblies
		taken += parts[i].Taken
		shared += parts[i].Shared
		if chosen == nil {
			chosen = parts[i].Chosen
		}
	}
	st := FromStats(solver.MergeStats(ss))
	st.Branches, st.Taken, st.Shared, st.Chosen = branches, taken, shared, chosen
	st.Assemblies = assemblies
	est, seen := 0.0, false
	for _, p := range parts {
		if (len(p.Attempts) > 0 || len(p.Fits) > 0) && (!seen || p.Estimate < est) {
			est, seen = p.Estimate, true
		}
	}
	st.Estimate = est
	return st
}

func counts(a []int64) []Count {
	if a == nil {
		return nil
	}
	c := make([]Count, len(a))
	for i, v := range a {
		c[i] = Count(v)
	}
	return c
}

// TotalAttempts sums Attempts over all levels.
func (s *Stats) TotalAttempts() int64 { return total(s.Attempts) }

// TotalFits sums Fits over all levels.
func (s *Stats) TotalFits() int64 { return total(s.Fits) }

// NoFits is TotalAttempts - TotalFits: images tried that did not fit.
func (s *Stats) NoFits() int64 { return s.TotalAttempts() - s.TotalFits() }

// Elapsed returns ElapsedMillis as a duration.
func (s *Stats) Elapsed() time.Duration {
	return time.Duration(s.ElapsedMillis * float64(time.Millisecond))
}

func total(a []Count) int64 {
	var t int64
	for _, v := range a {
		t += int64(v)
	}
	return t
}

// Solution is one solution: for each mobile piece its name and cells.
//
// A solution read by FromJS (the page) may be held unread, as its line of
// the batch it came in: Placements is then empty until Full reads it, and
// ToSolver reads it itself.
type Solution struct {
	Placements []Placement `json:"p"`
	// line is the solution in the batch form, unread (splitBatch).
	line string
}

// Full returns s with its placements read, if it was held unread.
func (s Solution) Full() (Solution, error) {
	if s.line == "" {
		return s, nil
	}
	sols, err := parseBatch(s.line)
	if err != nil {
		return Solution{}, err
	}
	if len(sols) != 1 {
		return Solution{}, fmt.Errorf("%d solutions in the line of one", len(sols))
	}
	return sols[0], nil
}

// Placement is a piece and the cells it covers, flattened as x, y, z
// triples to keep batches small, and, for a piece whose constraint
// colours count, the colour of each cell (solver.Placement.Colours): which
// way round the piece lies on them.
type Placement struct {
	Piece string
	Cells []int
	// Colours are the colours of the cells, one for each triple of
	// Cells; nil where the puzzle's colours do not count.
	Colours []int
}

// MarshalJSON encodes s compactly: a JSON array that alternates each
// placement's piece name and its cells, as one string of numbers
// separated by spaces. Decoding the solutions is most of the page's work
// during a run, and numbers in one string decode several times faster
// than an array of numbers (UnmarshalJSON; BenchmarkDecodeSolutions).
// A placement's colours follow its cells in that string after ";", as in
// the batch form.
func (s Solution) MarshalJSON() ([]byte, error) {
	s, err := s.Full()
	if err != nil {
		return nil, err
	}
	b := make([]byte, 0, 16+48*len(s.Placements))
	b = append(b, '[')
	for i, p := range s.Placements {
		if i > 0 {
			b = append(b, ',')
		}
		name, err := json.Marshal(p.Piece)
		if err != nil {
			return nil, err
		}
		b = append(b, name...)
		b = append(b, ',', '"')
		for j, c := range p.Cells {
			if j > 0 {
				b = append(b, ' ')
			}
			b = strconv.AppendInt(b, int64(c), 10)
		}
		if p.Colours != nil {
			b = append(b, ';')
			for _, c := range p.Colours {
				b = append(b, ' ')
				b = strconv.AppendInt(b, int64(c), 10)
			}
		}
		b = append(b, '"')
	}
	return append(b, ']'), nil
}

// UnmarshalJSON decodes a solution encoded by MarshalJSON.
func (s *Solution) UnmarshalJSON(b []byte) error {
	parts, ok := plainStrings(b)
	if !ok {
		if err := json.Unmarshal(b, &parts); err != nil {
			return fmt.Errorf("solution: %w", err)
		}
	}
	if len(parts)%2 != 0 {
		return fmt.Errorf("solution: %d strings, expected pairs of a piece name and its cells", len(parts))
	}
	s.Placements = make([]Placement, len(parts)/2)
	for i := range s.Placements {
		name, cells := parts[2*i], parts[2*i+1]
		cells, colours, coloured := strings.Cut(cells, ";")
		p := Placement{Piece: name, Cells: make([]int, 0, strings.Count(cells, " ")+1)}
		for f := range strings.FieldsSeq(cells) {
			v, err := strconv.Atoi(f)
			if err != nil {
				return fmt.Errorf("solution: piece %s: cell coordinate %q is not a whole number", name, f)
			}
			p.Cells = append(p.Cells, v)
		}
		if coloured {
			r := &batchReader{t: colours}
			var err error
			if p.Colours, err = r.colours(name, len(p.Cells)); err == nil && r.i != len(colours) {
				err = r.errorf("more colours than cells")
			}
			if err != nil {
				return fmt.Errorf("solution: piece %s: %w", name, err)
			}
		}
		s.Placements[i] = p
	}
	return nil
}

// plainStrings reads b, a valid JSON value (the decoder has checked it
// before calling UnmarshalJSON), as an array of strings without escapes,
// the common case, without a second pass of the JSON decoder. It reports
// false for anything else.
func plainStrings(b []byte) ([]string, bool) {
	b = bytes.TrimSpace(b)
	if len(b) < 2 || b[0] != '[' || b[len(b)-1] != ']' || bytes.IndexByte(b, '\\') >= 0 {
		return nil, false
	}
	var out []string
	for i := 1; i < len(b)-1; i++ {
		switch b[i] {
		case ' ', '\t', '\r', '\n', ',':
		case '"':
			j := bytes.IndexByte(b[i+1:], '"')
			if j < 0 {
				return nil, false
			}
			out = append(out, string(b[i+1:i+1+j]))
			i += j + 1
		default:
			return nil, false // a number, a nested array, an object...
		}
	}
	return out, true
}

// FromSolution converts a solver solution.
func FromSolution(s solver.Solution) Solution {
	out := Solution{Placements: make([]Placement, len(s.Placements))}
	n := 0
	for _, p := range s.Placements {
		n += 3 * len(p.Cells)
	}
	// One array for every placement's coordinates: a run keeps up to a
	// thousand solutions, and the worker holds a trial's while it
	// searches.
	all := make([]int, 0, n)
	for i, p := range s.Placements {
		start := len(all)
		for _, c := range p.Cells {
			all = append(all, c.X, c.Y, c.Z)
		}
		out.Placements[i] = Placement{Piece: p.Piece, Cells: all[start:len(all):len(all)], Colours: p.Colours}
	}
	return out
}

// ToSolver converts s back to a solver solution. It fails if a placement's
// cell list is not made of whole x, y, z triples, or if s was held unread
// and does not read.
func (s Solution) ToSolver() (solver.Solution, error) {
	s, err := s.Full()
	if err != nil {
		return solver.Solution{}, err
	}
	out := solver.Solution{Placements: make([]solver.Placement, len(s.Placements))}
	for i, p := range s.Placements {
		if len(p.Cells)%3 != 0 {
			return solver.Solution{}, fmt.Errorf("piece %s: %d coordinates is not a list of x y z triples", p.Piece, len(p.Cells))
		}
		pts := make([]solver.Point, len(p.Cells)/3)
		for j := range pts {
			pts[j] = solver.Point{X: p.Cells[3*j], Y: p.Cells[3*j+1], Z: p.Cells[3*j+2]}
		}
		if p.Colours != nil && len(p.Colours) != len(pts) {
			return solver.Solution{}, fmt.Errorf("piece %s: %d colours on %d cells", p.Piece, len(p.Colours), len(pts))
		}
		out.Placements[i] = solver.Placement{Piece: p.Piece, Cells: pts, Colours: p.Colours}
	}
	return out, nil
}

// Encode writes m as the JSON text sent with postMessage; a solutions
// message's solutions follow that text after a newline, in the compact
// form of appendBatch. Messages
// travel as text, not as JavaScript objects made with
// github.com/norunners/vert: a batch of solutions takes many times
// longer through vert's objects (one crossing between Go and JavaScript
// per field and element), other messages no less time, and vert cannot
// take Message's named types and tag options without mirror structs
// (BenchmarkWorkerMessage).
func Encode(m Message) (string, error) {
	b, err := encodeBytes(m)
	return string(b), err
}

// encodeBytes is Encode, as the bytes of the text.
func encodeBytes(m Message) ([]byte, error) {
	if err := m.check(); err != nil {
		return nil, err
	}
	sols := m.Solutions
	m.Solutions = nil
	b, err := json.Marshal(m)
	if err != nil {
		return nil, fmt.Errorf("encoding %s message: %w", m.Kind, err)
	}
	if len(sols) > 0 {
		// JSON text has no newline of its own.
		b = appendBatch(append(b, '\n'), sols)
	}
	return b, nil
}

// Decode reads a message written by Encode and checks that it has the
// fields its kind needs.
func Decode(s string) (Message, error) {
	return decode(s, parseBatch)
}

// decode is Decode, reading a batch of solutions with read.
func decode(s string, read func(string) ([]Solution, error)) (Message, error) {
	var m Message
	s, batch, hasBatch := strings.Cut(s, "\n")
	if err := json.Unmarshal([]byte(s), &m); err != nil {
		return Message{}, fmt.Errorf("decoding message: %w", err)
	}
	if hasBatch {
		if m.Kind != KindSolutions && m.Kind != KindDone && m.Kind != KindProgress || m.Solutions != nil {
			return Message{}, fmt.Errorf("decoding message: a batch of solutions after a %s message", m.Kind)
		}
		sols, err := read(batch)
		if err != nil {
			return Message{}, fmt.Errorf("decoding message: %w", err)
		}
		m.Solutions = sols
	}
	if err := m.check(); err != nil {
		return Message{}, err
	}
	return m, nil
}

// check reports a message that lacks what its kind requires.
func (m *Message) check() error {
	if len(m.Levels) > 0 && len(m.Levels) != len(m.Solutions) {
		return fmt.Errorf("%s message with %d levels for %d solutions: expected one level for each", m.Kind, len(m.Levels), len(m.Solutions))
	}
	switch m.Kind {
	case KindReady, KindCancel:
	case KindTrace:
		if m.Trace == nil {
			return errors.New("trace message without a trace")
		}
	case KindSolve, KindEstimate, KindWarm:
		if m.Solve == nil || m.Solve.Problem == nil {
			return fmt.Errorf("%s message without a problem", m.Kind)
		}
	case KindEstimated:
		if m.Estimate == nil && m.Error == "" {
			return errors.New("estimated message without an estimate or error")
		}
	case KindCoach:
		if m.Coach == nil || m.Coach.Problem == nil {
			return errors.New("coach message without a problem")
		}
	case KindCoached:
		if m.Coached == nil && m.Error == "" {
			return errors.New("coached message without an answer or error")
		}
	case KindChallenge:
		if m.Challenge == nil || m.Challenge.Problem == nil {
			return errors.New("challenge message without a problem")
		}
	case KindChallenged:
		if m.Challenged == nil && m.Error == "" {
			return errors.New("challenged message without a position or error")
		}
	case KindApart:
		if m.Apart == nil || m.Apart.Problem == nil {
			return errors.New("apart message without a problem")
		}
	case KindTaken:
		if m.Taken == nil && m.Error == "" {
			return errors.New("taken message without an answer or error")
		}
	case KindProgress:
		if m.Stats == nil {
			return errors.New("progress message without statistics")
		}
		if len(m.Solutions) > 1 {
			return fmt.Errorf("progress message with %d solutions: expected at most one, a preview", len(m.Solutions))
		}
	case KindTake:
		if m.Total <= 0 {
			return fmt.Errorf("take message with %d branches: expected at least 1", m.Total)
		}
	case KindBranches:
		if m.Error == "" && (m.From < 0 || m.To < m.From) {
			return fmt.Errorf("branches message with range %d to %d: expected 0 <= from <= to", m.From, m.To)
		}
	case KindHelp, KindRetire, KindSplit, KindGo, KindPing, KindPong, KindBeat:
	case KindWanted:
		if m.Waiting < 0 {
			return fmt.Errorf("wanted message with %d workers waiting: expected at least 0", m.Waiting)
		}
	case KindOffer, KindNext, KindNode:
		if m.Branch < 0 || m.From < 0 {
			return fmt.Errorf("%s message with branch %d, node %d: expected both at least 0", m.Kind, m.Branch, m.From)
		}
	case KindSolutions:
		if m.First < 0 {
			return fmt.Errorf("solutions message with negative first index %d", m.First)
		}
	case KindDone:
		if m.Stats == nil && m.Error == "" {
			return errors.New("done message without statistics or error")
		}
	case KindWarmed:
		if m.Run < 0 || m.Run > 0 && m.Stats == nil && m.Error == "" {
			return fmt.Errorf("warmed message of run %d without statistics or error", m.Run)
		}
	case "":
		return errors.New("message without a kind")
	default:
		return fmt.Errorf("unknown message kind %q", m.Kind)
	}
	return nil
}

// Retired is the node number the queue hands out for a branch that is no
// longer offered: past any branch's last node.
const Retired = Count(solver.Retired)
