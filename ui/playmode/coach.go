package playmode

import (
	"fmt"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/def"
	"polyplay/solver"
	"polyplay/ui/play"
	"polyplay/ui/widget"
	"polyplay/wasm/protocol"
)

// coachPanel is Play mode's coach (docs/play.md): the line that says how
// many ways the position can be completed, Hint and Show a completion.
// After every move it asks the first of the page's solver workers about
// the position (a coach message), never on the page's thread; a new
// move's question stops the old one's search in the worker, and its
// answer, if one still comes, is dropped here by its number. The coach
// waits while a run is going on: the workers are the run's. The dead end
// of a position (play.Game.DeadEnd) needs no search and shows at once.
// The game comes in as data; the pieces the coach places go out to Play
// mode as moves (actionPlayMove).
type coachPanel struct {
	app.Compo
	*puzzleStore
	// Game is the game, Ver its revision, Dead the position's dead end;
	// Moves counts the player's own moves (one stops a completion being
	// shown).
	Game  *play.Game
	Ver   int
	Dead  *play.DeadEnd
	Moves int

	// id numbers the questions; spin is the lease of the worker the
	// last one went to (workers.Pool.Lease: a restart or a replacement
	// of the worker loses it).
	id, spin int
	// asked is the position (its share code) of the question out,
	// pending set while its answer has not come (or, for an estimate,
	// its exact count).
	asked   string
	pending bool
	// answer is the latest answer, for the position about; err the
	// worker's error; rotation says that answer is the library's count
	// of an empty board's completions up to rotation, stored that it is
	// the library's estimate of them (def.Entry's Estimate).
	answer           *protocol.Coached
	about            string
	err              string
	rotation, stored bool
	// atLeast says that answer is the library's proven lower bound
	// (def.Entry's AtLeast).
	atLeast bool
	// hint and show are set when the player asked for a hint or a
	// completion before the answer came.
	hint, show bool
	// find makes the next question ask for one completion, with
	// findBudget (a hint or a completion wanted, the count's answer
	// having none); finding is the position of the one out, and sought
	// that of the last one answered without a completion.
	find            bool
	finding, sought string
	// showing is the rest of the completion being shown, a piece at a
	// time; showGen numbers the showings; showFrom is the player's moves
	// when it began.
	showing  []solver.Placement
	showGen  int
	showFrom int
	// pz is the puzzle the answers are about.
	pz *play.Puzzle
}

// OnMount takes the workers' answers and asks about the position, and
// observes the puzzle's store (the workers' and the run's state, which
// the coach's questions wait for).
func (c *coachPanel) OnMount(ctx app.Context) {
	c.puzzleStore.Observe(ctx).OnChange(c.OnUpdate)
	ctx.Handle(ActionCoached, func(ctx app.Context, a app.Action) {
		if m, ok := a.Value.(protocol.Message); ok && m.Kind == protocol.KindCoached {
			c.coached(ctx, m)
		}
	})
	ctx.Handle(actionPlayHint, func(ctx app.Context, a app.Action) { c.giveHint(ctx) })
	c.OnUpdate(ctx)
}

// OnUpdate asks the coach about a new position, or again when the
// workers are free; another puzzle forgets the answers.
func (c *coachPanel) OnUpdate(ctx app.Context) {
	if pz := c.Game.Puzzle(); pz != c.pz {
		c.pz, c.answer, c.about, c.asked, c.pending, c.err, c.hint, c.show = pz, nil, "", "", false, "", false, false
	}
	if c.Moves != c.showFrom {
		c.showing = nil // a move of the player's stops a completion being shown
	}
	c.ask()
}

// ask asks the coach about the position, unless it is answered or
// asked already, the position has a simple dead end, or the workers are
// busy with a run (or not started). It asks the first worker as soon as
// that one is ready, without waiting for the others.
func (c *coachPanel) ask() {
	if c.Dead != nil {
		return
	}
	pool := c.pool
	pos := c.Game.Code()
	if c.pending && c.spin != pool.Lease(0) {
		// The worker was started again or replaced: the question is
		// lost, and with it the count's refinement, asked again.
		c.pending = false
		if c.answer != nil && !c.answer.Exact {
			c.about = ""
		}
	}
	if c.about == pos || (c.pending && c.asked == pos) {
		return
	}
	c.rotation, c.stored, c.atLeast = false, false, false
	e, library := c.libraryEntry()
	if library && len(c.Game.Placed()) == 0 && !c.hint && !c.show {
		switch {
		case e.Solutions == 0 && e.Estimate > 0:
			// The empty board of a library puzzle whose count no one
			// knows: the library's estimate, with its range.
			c.answer = &protocol.Coached{Estimate: e.Estimate, Low: e.EstimateLow, High: e.EstimateHigh}
			c.about, c.pending, c.stored = pos, false, true
			return
		case e.Solutions == 0 && e.AllSolutions == 0 && e.Estimate == 0 && e.AtLeast > 0:
			// The empty board of a library puzzle with a published
			// solution but no count or estimate: its proven lower bound.
			c.answer = &protocol.Coached{Count: protocol.Count(e.AtLeast)}
			c.about, c.pending, c.atLeast = pos, false, true
			return
		case e.Solutions > 0:
			// The empty board of a library puzzle: the library knows,
			// in all or up to rotation (rotation).
			n := e.AllSolutions
			if n == 0 {
				n, c.rotation = e.Solutions, true
			}
			c.answer, c.about, c.pending = &protocol.Coached{Exact: true, Count: protocol.Count(n)}, pos, false
			return
		}
	}
	if library && e.AtLeast > 0 && len(c.Game.Placed()) > 0 {
		if rest, ok := c.knownRest(e); ok {
			// A position that agrees with the library's published
			// solution of a puzzle no one has counted: the rest of it
			// completes the position, which the coach says with no
			// search.
			done := protocol.FromSolution(solver.Solution{Placements: rest})
			c.answer, c.about, c.pending = &protocol.Coached{Count: 1, Completion: &done}, pos, false
			return
		}
	}
	if c.m.Running() != nil || !c.m.WorkerReady(0) || pool.Started() == 0 {
		return
	}
	c.id++
	req := &protocol.CoachRequest{Problem: c.Game.Puzzle().Problem, HintPiece: c.heldName(), Refine: !c.find,
		Placed: protocol.FromSolution(solver.Solution{Placements: c.Game.Position()}).Placements}
	c.finding = ""
	if c.find {
		req.First, req.BudgetMillis, c.finding = true, int(findBudget/time.Millisecond), pos
		c.find = false
	}
	if err := pool.Post(0, protocol.Message{Kind: protocol.KindCoach, Run: c.id, Coach: req}); err != nil {
		c.err = err.Error()
		return
	}
	c.asked, c.pending, c.spin, c.err = pos, true, pool.Lease(0), ""
}

// searchMillis returns the worker's time for the answer shown, in whole
// milliseconds ("" if none): BenchmarkBrowserFirstCoach tells it from
// the messages' and the page's time.
func (c *coachPanel) searchMillis() string {
	if c.answer == nil || c.about != c.Game.Code() || c.answer.ElapsedMillis <= 0 {
		return ""
	}
	return strconv.Itoa(int(c.answer.ElapsedMillis + 0.5))
}

// heldName returns the name of the piece in hand, "" if none.
func (c *coachPanel) heldName() string {
	if h, ok := c.Game.Held(); ok {
		return c.Game.Puzzle().Pieces[h.Piece].Name
	}
	return ""
}

// coached takes a worker's answer.
func (c *coachPanel) coached(ctx app.Context, m protocol.Message) {
	if m.Run != c.id || !c.pending {
		return
	}
	c.about, c.err = c.asked, m.Error
	c.answer, c.rotation, c.stored, c.atLeast = m.Coached, false, false, false
	if c.finding == c.asked {
		c.pending = false // a completion's search has one answer
		if m.Coached == nil || m.Coached.Completion == nil {
			c.sought = c.asked // looked for one, in vain: say so (rest)
		}
	}
	if m.Coached == nil || m.Coached.Exact || m.Error != "" {
		c.pending = false
	}
	if c.about != c.Game.Code() {
		return
	}
	switch {
	case c.show:
		c.showCompletion(ctx)
	case c.hint:
		c.giveHint(ctx)
	}
}

// rest returns the rest of a completion of the position, for a hint or
// a completion to show (what names it), if the coach has given one. If
// the coach has not answered about the position yet, it is asked and
// wait set: the answer does what was asked. If there is none, Play mode
// is told why.
func (c *coachPanel) rest(ctx app.Context, what string, wait *bool) ([]solver.Placement, bool) {
	*wait = false
	if c.Dead != nil {
		say(ctx, play.Note{Text: "No " + what + ": " + c.Dead.Text, Refused: true})
		return nil, false
	}
	a := c.answer
	if a != nil && c.about == c.Game.Code() && a.Completion != nil {
		if sol, err := a.Completion.ToSolver(); err == nil {
			return sol.Placements, true
		}
	}
	if a != nil && c.about == c.Game.Code() && a.Exact && a.Count == 0 {
		say(ctx, play.Note{Text: "No " + what + ": this position cannot be completed. Take a piece back.", Refused: true})
		return nil, false
	}
	if e, ok := c.libraryEntry(); ok {
		if rest, ok := c.knownRest(e); ok {
			return rest, true
		}
	}
	if c.sought == c.Game.Code() && c.about == c.sought {
		say(ctx, play.Note{Text: fmt.Sprintf("No %s: the coach found no completion of this position in %d seconds of search. Try another move.", what, int(findBudget/time.Second)), Refused: true})
		return nil, false
	}
	*wait = true
	say(ctx, play.Note{Text: "The coach is looking for a " + what + "…"})
	// The library's count, or the count's budget, gave no completion:
	// ask for one.
	c.about, c.pending, c.find = "", false, true
	c.ask()
	return nil, false
}

// libraryEntry returns the library entry of the puzzle in play, ok only
// if the puzzle is the entry's as the library has it (not edited, the
// file's first puzzle): what the library knows of it holds.
func (c *coachPanel) libraryEntry() (def.Entry, bool) {
	e, ok := c.m.Entry(c.m.Key)
	return e, ok && !c.m.Edited && c.m.Index == 0
}

// knownRest returns the rest of e's published solution (def.Entry's
// Known), e being the puzzle's library entry, if it has one and the
// position agrees with it: a completion the coach need not look for.
func (c *coachPanel) knownRest(e def.Entry) ([]solver.Placement, bool) {
	if e.Known == "" {
		return nil, false
	}
	known, err := e.KnownSolution(c.Game.Puzzle().Problem)
	if err != nil {
		return nil, false
	}
	return play.KnownRest(known.Placements, c.Game.Position())
}

// findBudget is how long the coach looks for a completion to give as a
// hint or to show, when its count found none.
const findBudget = 10 * time.Second

// giveHint places one more piece of a completion of the position: the
// piece in hand if the coach's completion has it, else the one the coach
// chose. Before the answer comes, the hint waits for it.
func (c *coachPanel) giveHint(ctx app.Context) {
	rest, ok := c.rest(ctx, "hint", &c.hint)
	if !ok || len(rest) == 0 {
		return
	}
	want := ""
	if c.answer != nil && c.about == c.Game.Code() {
		want = c.answer.Hint
	}
	if h := c.heldName(); h != "" {
		want = h
	}
	p := rest[0]
	for _, q := range rest {
		if q.Piece == want {
			p = q
			break
		}
	}
	ctx.NewActionWithValue(actionPlayMove, playMove{by: "hint", do: func(g *play.Game) play.Note {
		n := g.Place(p.Piece, p.Cells)
		n.Text = "Hint: " + n.Text
		return n
	}})
}

// showCompletion places the rest of one completion of the position, a
// piece every showEvery as the player assembles a solution (each a move
// that Undo takes back); a move of the player's stops it.
func (c *coachPanel) showCompletion(ctx app.Context) {
	rest, ok := c.rest(ctx, "completion", &c.show)
	if !ok {
		return
	}
	c.showing, c.showFrom = rest, c.Moves
	c.showGen++
	c.showStep(ctx, c.showGen)
}

// showEvery is the time between two pieces of a completion shown.
const showEvery = 250 * time.Millisecond

// showStep places the next piece of the completion being shown.
func (c *coachPanel) showStep(ctx app.Context, gen int) {
	if gen != c.showGen || len(c.showing) == 0 {
		return
	}
	p := c.showing[0]
	c.showing = c.showing[1:]
	ctx.NewActionWithValue(actionPlayMove, playMove{by: "completion", do: func(g *play.Game) play.Note {
		n := g.Show(p.Piece, p.Cells)
		n.Text = "A completion: " + n.Text
		return n
	}})
	if len(c.showing) > 0 {
		ctx.After(showEvery, func(ctx app.Context) { c.showStep(ctx, gen) })
	}
}

// Render draws the coach's line and its buttons.
func (c *coachPanel) Render() app.UI {
	widget.Counted("coachPanel")
	text, cls := c.text()
	done := c.Game.Solved()
	return app.Div().Class("play-coach-box").Body(
		app.P().ID("play-coach").Class("play-coach "+cls).Attr("aria-live", "polite").DataSet("state", c.state()).DataSet("ms", c.searchMillis()).Text(text),
		app.Div().Class("play-bar play-coachbar").Body(
			c.hintButton(done),
			app.Button().Type("button").ID("play-complete").Class("small").Text("Show a completion").Disabled(done).
				OnClick(func(ctx app.Context, e app.Event) { c.showCompletion(ctx) }),
		),
	)
}

// hintButton is the coach's Hint; none with a solid puzzle, whose Hint
// is the scene's (playScene.commands), under it where the eye is.
func (c *coachPanel) hintButton(done bool) app.UI {
	if c.Game.Puzzle().ThreeD() {
		return widget.Held(nil)
	}
	return app.Button().Type("button").ID("play-hint").Class("small").Text("Hint").Disabled(done).
		Attr("aria-describedby", "play-coach").
		OnClick(func(ctx app.Context, e app.Event) { c.giveHint(ctx) })
}

// state says what the coach's line holds, for the benchmarks: "exact"
// (the number of completions of the position on the board), "estimate",
// "dead" (a simple dead end), or "" (no answer yet).
func (c *coachPanel) state() string {
	switch {
	case c.Dead != nil:
		return "dead"
	case c.answer == nil || c.about != c.Game.Code() || c.err != "":
		return ""
	case c.answer.Exact:
		return "exact"
	}
	return "estimate"
}

// text says the coach's answer about the position in view.
func (c *coachPanel) text() (text, cls string) {
	switch {
	case c.Dead != nil:
		return "Dead end: " + c.Dead.Text, "bad"
	case c.Game.Solved():
		return "Solved.", "ok"
	case c.answer != nil && c.about == c.Game.Code():
		a := c.answer
		if c.err != "" {
			return "The coach failed: " + c.err, "bad"
		}
		cls := "ok"
		if a.Exact && a.Count == 0 {
			cls = "bad"
		}
		t := play.CountWords(a.Exact, int64(a.Count), a.Estimate, a.Low, a.High)
		switch {
		case c.rotation:
			t = play.RotationWords(int64(a.Count))
		case c.stored:
			t = play.StoredEstimateWords(a.Estimate, a.Low, a.High)
		case c.atLeast:
			t = play.AtLeastWords(int64(a.Count))
		}
		if c.pending {
			t += " Counting on…"
		}
		return t, cls
	case c.m.Running() != nil:
		return "The coach waits for the run to end.", "busy"
	case !c.m.WorkerReady(0):
		return "The coach waits for the solver to start.", "busy"
	}
	return "The coach is thinking…", "busy"
}
