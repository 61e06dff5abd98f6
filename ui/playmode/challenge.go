package playmode

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/solver"
	"polyplay/solver/challenge"
	"polyplay/ui/control"
	"polyplay/ui/figures"
	"polyplay/ui/play"
	"polyplay/ui/widget"
	"polyplay/wasm/protocol"
)

// challengePanel is Play mode's New challenge: a starting position made
// by the first solver worker (job.Challenge, solver/challenge), some
// pieces placed in advance so that the pieces left, as many as the
// player asks, have exactly one completion, at the level asked (easy,
// medium, hard). The worker makes it while the page goes on; Cancel
// stops it. The position then starts a new game, its pieces fixed, handed
// to Play mode (actionPlayStart), which keeps the game it replaces for
// Undo.
type challengePanel struct {
	app.Compo
	*puzzleStore
	// Puzzle is the puzzle played.
	Puzzle *play.Puzzle

	// left and level are the form's choices (0 and "": the defaults);
	// typed is the field's text when it is not a number the generator
	// can make.
	left  int
	level string
	typed string
	// id numbers the requests (from challengeIDs on, apart from the
	// runs' numbers); pending is set while one is out, spin the lease
	// of the worker it went to (workers.Pool.Lease: a restart or a
	// replacement of the worker loses it).
	id, spin int
	pending  bool
	// status says how the last one went; bad marks an error. seed makes
	// each new one differ.
	status string
	bad    bool
	seed   int64
}

// challengeIDs is the first number of the challenges' requests: runs
// and the coach's questions are numbered from 1, far below.
const challengeIDs = 1 << 30

// OnUpdate gives up the starting position being made when its worker
// was stopped or replaced (workers.Pool.Watch): its answer will not
// come.
func (c *challengePanel) OnUpdate(ctx app.Context) {
	if c.pending && c.spin != c.pool.Lease(0) {
		c.pending, c.bad = false, true
		c.status = "No new challenge: the solver worker making it was stopped. Make one again."
	}
}

// OnMount takes the workers' starting positions, and observes the
// puzzle's store (the workers' and the run's state, which a new
// challenge waits for).
func (c *challengePanel) OnMount(ctx app.Context) {
	c.puzzleStore.Observe(ctx).OnChange(c.OnUpdate)
	ctx.Handle(ActionCoached, func(ctx app.Context, a app.Action) {
		if m, ok := a.Value.(protocol.Message); ok && m.Kind == protocol.KindChallenged {
			c.challenged(ctx, m)
		}
	})
}

// most returns the most pieces left the generator makes positions of
// for the puzzle (challenge.DefaultRange: more are rare and slow to
// find, and all of them would be the empty board).
func (c *challengePanel) most() int {
	_, hi := challenge.DefaultRange(len(c.Puzzle.Pieces))
	return hi
}

// leftAsked returns the pieces left the form asks for: by default
// five, fewer for small puzzles.
func (c *challengePanel) leftAsked() int {
	if c.left > 0 {
		return min(c.left, c.most())
	}
	return max(1, min(5, c.most()))
}

// ask asks the first worker for a starting position.
func (c *challengePanel) ask() {
	pool := c.pool
	c.bad = true
	switch {
	case c.typed != "":
		c.status = c.rangeText()
		return
	case c.m.Running() != nil:
		c.status = "A run is going on: a new challenge waits for it to end."
		return
	case !c.m.Ready || pool.Started() == 0:
		c.status = "The solver is starting: try again in a moment."
		return
	}
	c.id = max(c.id, challengeIDs) + 1
	if c.seed == 0 {
		c.seed = firstSeed()
	}
	c.seed++
	req := &protocol.ChallengeRequest{Problem: c.Puzzle.Problem, Left: c.leftAsked(), Level: c.level, Seed: c.seed}
	if err := pool.Post(0, protocol.Message{Kind: protocol.KindChallenge, Run: c.id, Challenge: req}); err != nil {
		c.status = err.Error()
		return
	}
	c.pending, c.spin, c.bad = true, pool.Lease(0), false
	c.status = fmt.Sprintf("Making a challenge of %s left…", figures.Count(int64(req.Left), "piece"))
}

// firstSeed returns the seed of the page's first challenge: random, from
// 1 to 2³¹, so that fresh browsers start from different challenges (the
// clock would not do: the browser's Go reads it to the millisecond, and
// a seed from its nanoseconds was the same, 0, in every browser).
// math/rand/v2's generator is seeded from the browser's random source
// (crypto/rand would keep Go's FIPS 140 module in app.wasm). A challenge
// once made is shared by its position (Share as a challenge), which does
// not depend on the seed.
func firstSeed() int64 {
	return int64(rand.Uint32()>>1) + 1
}

// rangeText says what the pieces left field takes.
func (c *challengePanel) rangeText() string {
	return fmt.Sprintf("Pieces left: a number from 1 to %d for this puzzle.", c.most())
}

// cancel stops the starting position being made.
func (c *challengePanel) cancel() {
	if !c.pending {
		return
	}
	if c.spin == c.pool.Lease(0) {
		_ = c.pool.Post(0, protocol.Message{Kind: protocol.KindCancel, Run: c.id})
	}
	c.pending, c.bad, c.status = false, false, "No new challenge: cancelled."
}

// challenged takes a worker's starting position and hands its game to
// Play mode.
func (c *challengePanel) challenged(ctx app.Context, m protocol.Message) {
	if m.Run != c.id || !c.pending {
		return
	}
	c.pending, c.bad = false, true
	if m.Error != "" || m.Challenged == nil {
		c.status = "No challenge made: " + m.Error
		return
	}
	g, err := c.game(m.Challenged.Placed)
	if err != nil {
		c.status = "No challenge made: " + err.Error()
		return
	}
	c.bad, c.status = false, ""
	left := len(c.Puzzle.Pieces) - len(g.Placed())
	ctx.NewActionWithValue(actionPlayStart, playStart{g: g,
		note: fmt.Sprintf("A new %s challenge: %s to place, in exactly one way.", m.Challenged.Level, figures.Count(int64(left), "piece"))})
}

// game starts the game of a starting position.
func (c *challengePanel) game(placed []protocol.Placement) (*play.Game, error) {
	sol, err := protocol.Solution{Placements: placed}.ToSolver()
	if err != nil {
		return nil, err
	}
	start, err := playPlacements(c.Puzzle, sol.Placements)
	if err != nil {
		return nil, err
	}
	return play.StartGame(c.Puzzle, start)
}

// playPlacements finds the play placements of a solver's.
func playPlacements(pz *play.Puzzle, pls []solver.Placement) ([]play.Placement, error) {
	out := make([]play.Placement, 0, len(pls))
	for _, p := range pls {
		pl, err := pz.Find(p.Piece, p.Cells)
		if err != nil {
			return nil, err
		}
		out = append(out, pl)
	}
	return out, nil
}

// Render draws the form of New challenge.
func (c *challengePanel) Render() app.UI {
	widget.Counted("challengePanel")
	var levels []app.UI
	for _, l := range []struct{ v, text string }{{"", "any level"}, {"easy", "easy"}, {"medium", "medium"}, {"hard", "hard"}} {
		levels = append(levels, app.Option().Value(l.v).Selected(c.level == l.v).Text(l.text))
	}
	var status app.UI
	switch {
	case c.typed != "":
		status = app.Span().ID("play-challenge-status").Class("play-coach bad").Role("status").Text(c.rangeText())
	case c.status != "":
		cls := "play-coach busy"
		if c.bad {
			cls = "play-coach bad"
		} else if !c.pending {
			cls = "play-coach"
		}
		status = app.Span().ID("play-challenge-status").Class(cls).Role("status").Text(c.status)
	}
	value := strconv.Itoa(c.leftAsked())
	if c.typed != "" {
		value = c.typed
	}
	return app.Div().Class("play-bar play-challenge").Role("group").Attr("aria-labelledby", "play-challenge-title").Body(
		app.Span().ID("play-challenge-title").Class("play-challenge-title").Text("New challenge"),
		app.Label().For("play-left").Text(leftLabel(value)),
		app.Input().Type("number").ID("play-left").Min(1).Max(c.most()).Value(value).Class("play-num").
			Attr("aria-invalid", widget.BoolText(c.typed != "")).Attr("aria-describedby", "play-challenge-status").
			OnInput(c.onLeft).OnChange(c.onLeft),
		app.Label().For("play-level").Class("visually-hidden").Text("Level"),
		app.Select().ID("play-level").OnChange(c.onLevel).Body(levels...),
		// One button, Make or Cancel: go-app keeps an element's first
		// handler.
		app.Button().Type("button").ID("play-challenge").Class("small").Text(map[bool]string{false: "Make", true: "Cancel"}[c.pending]).
			Disabled(c.typed != "" && !c.pending).OnClick(c.onButton),
		widget.Held(status),
	)
}

func (c *challengePanel) onButton(ctx app.Context, e app.Event) {
	if c.pending {
		c.cancel()
		return
	}
	c.ask()
}

// onLeft takes the pieces left typed: a number the generator can make,
// or the field says at once which it takes.
func (c *challengePanel) onLeft(ctx app.Context, e app.Event) {
	v := control.Of(ctx).Value
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 || n > c.most() {
		c.typed = v
		return
	}
	c.left, c.typed = n, ""
}

func (c *challengePanel) onLevel(ctx app.Context, e app.Event) {
	c.level = control.Of(ctx).Value
}

// leftLabel is the label of the pieces left field holding value: "piece
// left" beside a 1, "pieces left" beside any other number.
func leftLabel(value string) string {
	if strings.TrimSpace(value) == "1" {
		return "piece left"
	}
	return "pieces left"
}
