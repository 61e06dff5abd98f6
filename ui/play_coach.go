package ui

import (
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/solver"
	"polyplay/ui/play"
	"polyplay/wasm/protocol"
)

// The coach (docs/play.md): after every move the page asks the first of
// its solver workers about the position (a coach message), never on the
// page's thread; a new move's question stops the old one's search in the
// worker, and its answer, if one still comes, is dropped here by its
// number. The coach waits while a run is going on: the workers are
// the run's. The dead end of a position (play.Game.DeadEnd) needs no
// search and shows at once.

// playCoach is the coach's question and answer.
type playCoach struct {
	// id numbers the questions; spin is the workers' start the last one
	// went to (a restart loses it).
	id, spin int
	// asked is the position (its share code) of the question out,
	// pending set while its answer has not come (or, for an estimate,
	// its exact count).
	asked   string
	pending bool
	// answer is the latest answer, for the position about; err the
	// worker's error.
	answer *protocol.Coached
	about  string
	err    string
	// hint and show are set when the player asked for a hint or a
	// completion before the answer came.
	hint, show bool
}

// reset forgets the coach's question and answer.
func (c *playCoach) reset() {
	id := c.id
	*c = playCoach{id: id}
}

// ask asks the coach about the position, unless it is answered or
// asked already, the position has a simple dead end, or the workers are
// busy with a run (or not started).
func (st *playState) ask() {
	if !st.on || st.g == nil || st.dead != nil {
		return
	}
	c, pool := &st.coach, &st.s.pool
	pos := st.g.Code()
	if c.pending && c.spin != pool.Spin() {
		c.pending = false // the workers were started again
	}
	if c.about == pos || (c.pending && c.asked == pos) {
		return
	}
	if len(st.g.Placed()) == 0 {
		if e, ok := st.s.m.Entry(st.s.m.Key); ok && !st.s.m.Edited && st.s.m.Index == 0 && e.AllSolutions > 0 && !st.wantsPieces() {
			// The empty board of a library puzzle: the library knows.
			c.answer, c.about, c.pending = &protocol.Coached{Exact: true, Count: protocol.Count(e.AllSolutions)}, pos, false
			return
		}
	}
	if st.s.m.Running() != nil || !st.s.m.Ready || pool.Started() == 0 {
		return
	}
	c.id++
	req := &protocol.CoachRequest{Problem: st.prob, HintPiece: st.heldName(), Refine: true,
		Placed: protocol.FromSolution(solver.Solution{Placements: st.g.Position()}).Placements}
	if err := pool.Post(0, protocol.Message{Kind: protocol.KindCoach, Run: c.id, Coach: req}); err != nil {
		c.err = err.Error()
		return
	}
	c.asked, c.pending, c.spin, c.err = pos, true, pool.Spin(), ""
}

// wantsPieces reports whether the player waits for a piece from the
// coach (a hint, a completion): the library's count has none to give.
func (st *playState) wantsPieces() bool { return st.coach.hint || st.coach.show }

// coached takes a worker's answer.
func (st *playState) coached(ctx app.Context, m protocol.Message) {
	c := &st.coach
	if m.Run != c.id || !c.pending {
		return
	}
	c.about, c.err = c.asked, m.Error
	c.answer = m.Coached
	if m.Coached == nil || m.Coached.Exact || m.Error != "" {
		c.pending = false
	}
	if st.g == nil || c.about != st.g.Code() {
		return
	}
	switch {
	case c.show:
		st.showCompletion(ctx)
	case c.hint:
		st.giveHint()
	}
	st.s.changed()
}

// completion returns the coach's completion of the position in view,
// and whether there is one yet.
func (st *playState) completion() ([]solver.Placement, bool) {
	c := &st.coach
	if c.answer == nil || c.answer.Completion == nil || c.about != st.g.Code() {
		return nil, false
	}
	sol, err := c.answer.Completion.ToSolver()
	if err != nil {
		return nil, false
	}
	return sol.Placements, true
}

// coachRest returns the rest of a completion of the position, for a
// hint or a completion to show (what names it), if the coach has given
// one. If the coach has not answered about the position yet, it is asked
// and wait set: the answer does what was asked. If there is none, the
// note says why.
func (st *playState) coachRest(what string, wait *bool) ([]solver.Placement, bool) {
	c := &st.coach
	*wait = false
	if st.dead != nil {
		st.note = play.Note{Text: "No " + what + ": " + st.dead.Text, Refused: true}
		return nil, false
	}
	if rest, ok := st.completion(); ok {
		return rest, true
	}
	if c.about == st.g.Code() && c.answer != nil && c.answer.Completion == nil && c.answer.Exact && c.answer.Count == 0 {
		st.note = play.Note{Text: "No " + what + ": this position cannot be completed. Take a piece back.", Refused: true}
		return nil, false
	}
	*wait = true
	st.note = play.Note{Text: "The coach is looking for a " + what + "…"}
	c.about = "" // the library's count has no completion: ask
	st.ask()
	return nil, false
}

// giveHint places one more piece of a completion of the position: the
// piece in hand if the coach's completion has it, else the one the coach
// chose. Before the answer comes, the hint waits for it.
func (st *playState) giveHint() {
	c := &st.coach
	rest, ok := st.coachRest("hint", &c.hint)
	if !ok {
		return
	}
	want := c.answer.Hint
	if h := st.heldName(); h != "" {
		want = h
	}
	for _, p := range rest {
		if p.Piece == want || want == "" {
			st.do(func(g *play.Game) play.Note { return g.Place(p.Piece, p.Cells) })
			st.note.Text = "Hint: " + st.note.Text
			return
		}
	}
	if len(rest) > 0 {
		p := rest[0]
		st.do(func(g *play.Game) play.Note { return g.Place(p.Piece, p.Cells) })
		st.note.Text = "Hint: " + st.note.Text
	}
}

// showCompletion places the rest of one completion of the position,
// a piece every showEvery as the player assembles a solution (each a
// move that Undo takes back); a move of the player's stops it.
func (st *playState) showCompletion(ctx app.Context) {
	rest, ok := st.coachRest("completion", &st.coach.show)
	if !ok {
		return
	}
	st.showing = rest
	st.showGen++
	st.showStep(ctx, st.showGen)
}

// showEvery is the time between two pieces of a completion shown.
const showEvery = 250 * time.Millisecond

// showStep places the next piece of the completion being shown.
func (st *playState) showStep(ctx app.Context, gen int) {
	if gen != st.showGen || len(st.showing) == 0 || st.g == nil {
		return
	}
	p := st.showing[0]
	st.showing = st.showing[1:]
	st.g.Tick(time.Now())
	st.note = st.g.Place(p.Piece, p.Cells)
	st.note.Text = "A completion: " + st.note.Text
	st.dead = st.g.DeadEnd()
	if len(st.showing) == 0 {
		st.afterMove()
		st.save()
		return
	}
	ctx.After(showEvery, func(ctx app.Context) { st.showStep(ctx, gen) })
}

// coachState says what the coach's line holds, for the benchmarks:
// "exact" (the number of completions of the position on the board),
// "estimate", "dead" (a simple dead end), or "" (no answer yet).
func (st *playState) coachState() string {
	c := &st.coach
	switch {
	case st.g == nil:
		return ""
	case st.dead != nil:
		return "dead"
	case c.answer == nil || c.about != st.g.Code() || c.err != "":
		return ""
	case c.answer.Exact:
		return "exact"
	}
	return "estimate"
}

// coachText says the coach's answer about the position in view.
func (st *playState) coachText() (text, cls string) {
	c := &st.coach
	switch {
	case st.g == nil:
		return "", ""
	case st.dead != nil:
		return "Dead end: " + st.dead.Text, "bad"
	case st.g.Solved():
		return "Solved.", "ok"
	case c.answer != nil && c.about == st.g.Code():
		a := c.answer
		if c.err != "" {
			return "The coach failed: " + c.err, "bad"
		}
		cls := "ok"
		if a.Exact && a.Count == 0 {
			cls = "bad"
		}
		t := play.CountWords(a.Exact, int64(a.Count), a.Estimate, a.Low, a.High)
		if c.pending {
			t += " Counting on…"
		}
		return t, cls
	case st.s.m.Running() != nil:
		return "The coach waits for the run to end.", "busy"
	case !st.s.m.Ready:
		return "The coach waits for the solver to start.", "busy"
	}
	return "The coach is thinking…", "busy"
}
