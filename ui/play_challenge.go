package ui

import (
	"fmt"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/solver"
	"polyplay/ui/control"
	"polyplay/ui/play"
	"polyplay/wasm/protocol"
)

// New challenge: a starting position made by the first solver worker
// (job.Challenge, solver/challenge), some pieces placed in advance so
// that the pieces left, as many as the player asks, have exactly one
// completion, at the level asked (easy, medium, hard). The worker makes
// it while the page goes on; Cancel stops it. The position then starts a
// new game, its pieces fixed.

// playChallenge is the starting position asked for.
type playChallenge struct {
	// left and level are the form's choices (0 and "": the defaults).
	left  int
	level string
	// id numbers the requests (from challengeIDs on, apart from the
	// runs' numbers); pending is set while one is out, spin the
	// workers' start it went to.
	id, spin int
	pending  bool
	// err says why the last one failed; seed makes each new one differ.
	err  string
	seed int64
}

// challengeIDs is the first number of the challenges' requests: runs
// and the coach's questions are numbered from 1, far below.
const challengeIDs = 1 << 30

// challengeLeft returns the pieces left the form asks for: by default
// five, fewer for small puzzles.
func (st *playState) challengeLeft() int {
	n := len(st.pz.Pieces)
	if st.ch.left > 0 {
		return min(st.ch.left, n)
	}
	return max(1, min(5, n-1))
}

// askChallenge asks the first worker for a starting position.
func (st *playState) askChallenge() {
	ch, pool := &st.ch, &st.s.pool
	switch {
	case st.s.m.Running() != nil:
		ch.err = "A run is going on: a new challenge waits for it to end."
		return
	case !st.s.m.Ready || pool.Started() == 0:
		ch.err = "The solver is starting: try again in a moment."
		return
	}
	if ch.id < challengeIDs {
		ch.id = challengeIDs
	}
	ch.id++
	if ch.seed == 0 {
		ch.seed = time.Now().UnixNano() % 1_000_000
	}
	ch.seed++
	req := &protocol.ChallengeRequest{Problem: st.prob, Left: st.challengeLeft(), Level: ch.level, Seed: ch.seed}
	if err := pool.Post(0, protocol.Message{Kind: protocol.KindChallenge, Run: ch.id, Challenge: req}); err != nil {
		ch.err = err.Error()
		return
	}
	ch.pending, ch.spin, ch.err = true, pool.Spin(), ""
	st.note = play.Note{Text: fmt.Sprintf("Making a challenge of %d pieces left…", req.Left)}
}

// cancelChallenge stops the starting position being made.
func (st *playState) cancelChallenge() {
	ch := &st.ch
	if !ch.pending {
		return
	}
	if ch.spin == st.s.pool.Spin() {
		_ = st.s.pool.Post(0, protocol.Message{Kind: protocol.KindCancel, Run: ch.id})
	}
	ch.pending = false
	st.note = play.Note{Text: "No new challenge: cancelled."}
}

// challenged takes a worker's starting position: a new game, its pieces
// fixed.
func (st *playState) challenged(m protocol.Message) {
	ch := &st.ch
	if m.Run != ch.id || !ch.pending {
		return
	}
	ch.pending = false
	if m.Error != "" || m.Challenged == nil {
		ch.err = "No challenge made: " + m.Error
		return
	}
	sol, err := protocol.Solution{Placements: m.Challenged.Placed}.ToSolver()
	if err != nil {
		ch.err = "No challenge made: " + err.Error()
		return
	}
	start, err := st.placements(sol.Placements)
	if err == nil {
		var g *play.Game
		if g, err = play.StartGame(st.pz, start); err == nil {
			st.g = g
			st.coach.reset()
			st.drag, st.showing = playDrag{}, nil
			left := len(st.pz.Pieces) - len(start)
			st.note = play.Note{Text: fmt.Sprintf("A new %s challenge: %d pieces to place, in exactly one way.", m.Challenged.Level, left)}
			st.afterMove()
			st.save()
			return
		}
	}
	ch.err = "No challenge made: " + err.Error()
}

// placements finds the play placements of a solver's.
func (st *playState) placements(pls []solver.Placement) ([]play.Placement, error) {
	out := make([]play.Placement, 0, len(pls))
	for _, p := range pls {
		pl, err := st.pz.Find(p.Piece, p.Cells)
		if err != nil {
			return nil, err
		}
		out = append(out, pl)
	}
	return out, nil
}

// challengeBar is the form of New challenge.
func (st *playState) challengeBar() app.UI {
	ch := &st.ch
	n := len(st.pz.Pieces)
	var levels []app.UI
	for _, l := range []struct{ v, text string }{{"", "any level"}, {"easy", "easy"}, {"medium", "medium"}, {"hard", "hard"}} {
		levels = append(levels, app.Option().Value(l.v).Selected(ch.level == l.v).Text(l.text))
	}
	var status app.UI
	switch {
	case ch.pending:
		status = app.Span().ID("play-challenge-status").Class("play-coach busy").Text("Making a challenge…")
	case ch.err != "":
		status = app.Span().ID("play-challenge-status").Class("play-coach bad").Text(ch.err)
	}
	return app.Div().Class("play-bar play-challenge").Role("group").Attr("aria-labelledby", "play-challenge-title").Body(
		app.Span().ID("play-challenge-title").Class("play-challenge-title").Text("New challenge"),
		app.Label().For("play-left").Text("pieces left"),
		app.Input().Type("number").ID("play-left").Min(1).Max(n).Value(st.challengeLeft()).Class("play-num").
			OnChange(st.onChallengeLeft),
		app.Label().For("play-level").Class("visually-hidden").Text("Level"),
		app.Select().ID("play-level").OnChange(st.onChallengeLevel).Body(levels...),
		// One button, Make or Cancel: go-app keeps an element's first
		// handler.
		app.Button().Type("button").ID("play-challenge").Class("small").Text(map[bool]string{false: "Make", true: "Cancel"}[ch.pending]).
			OnClick(st.onChallengeButton),
		held(status),
	)
}

func (st *playState) onChallengeButton(ctx app.Context, e app.Event) {
	if st.ch.pending {
		st.cancelChallenge()
		return
	}
	st.askChallenge()
}

func (st *playState) onChallengeLeft(ctx app.Context, e app.Event) {
	if n, err := strconv.Atoi(control.Of(ctx).Value); err == nil && n >= 1 {
		st.ch.left = n
	}
}

func (st *playState) onChallengeLevel(ctx app.Context, e app.Event) {
	st.ch.level = control.Of(ctx).Value
}
