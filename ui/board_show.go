package ui

import (
	"errors"
	"fmt"
	"math"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/link"
	"polyplay/ui/page"
	"polyplay/ui/player"
	"polyplay/wasm/protocol"
)

// What the board's player shows (the solution being viewed, or the one a
// share link brought) and the share link the page came from: the
// Playground calls applyShareLink when the address changes, the board
// currentShow to draw (board.go); the share panel (ui/share) makes
// links of shareNow.

// shareState is the session's share link and what the player was handed.
type shareState struct {
	// shared is the solution a share link brought, shown until a run
	// has solutions of its own.
	shared *player.Show
	// fromLink is the share link's state (animation settings).
	fromLink link.Share
	// shows caches the show of each viewed run solution, so that the
	// player is handed the same Show until the view changes.
	showKey string
	show    *player.Show
}

// load reads a share link's solution and animation state from the
// address fragment (the playground's own state is restored by
// Model.Restore). Problems are returned for the page's notice. A link
// with a bad part keeps its good ones: the solution is shown whenever the
// puzzle and the solution could be read, whatever else is wrong (a speed,
// a view, a step out of range, an embed's size), with the rest of the
// link's settings. m is the page's model, restored from frag.
func (c *shareState) load(frag string, m *page.Model) error {
	sh, err := ParseShare(frag)
	if !link.IsShare(frag) {
		// The playground's own address: nothing shared, but its values
		// and version are checked as a link's are.
		c.fromLink, c.shared = link.Share{}, nil
		if frag == "" {
			return nil
		}
		return err
	}
	c.fromLink = sh
	c.shared = nil
	if err != nil && sh.Key == "" && sh.Source == "" {
		// No puzzle to show a solution on: Parse says why.
		return err
	}
	show, serr := SharedShow(sh)
	if serr != nil {
		serr = fmt.Errorf("share link: %w", serr)
	}
	if show != nil {
		show.Title = m.Title()
		// A reader who asks for reduced motion gets the shared step,
		// paused, as on the embed page; Play plays it.
		show.Autoplay = show.Autoplay && !reducedMotion()
		c.shared = show
	}
	return errors.Join(err, serr)
}

// reducedMotion reports whether the reader asks for reduced motion
// (prefers-reduced-motion).
func reducedMotion() bool {
	return app.IsClient && app.Window().Call("matchMedia", "(prefers-reduced-motion: reduce)").Get("matches").Bool()
}

// solutionShow returns the solution in view: the viewed solution of the
// run shown (Model.Shown), or the shared one; nil if there is none.
func (c *session) solutionShow() *player.Show {
	r, view, _, staying := c.boardRun()
	return c.share.solution(c.m, r, view, staying, c.staying)
}

// solution returns the show of solution view of run r, the run on the
// board (boardRun, staying if it is the staying run k's), or the
// shared one; nil if there is none. m is the page's model.
func (c *shareState) solution(m *page.Model, r *page.Run, view int, staying bool, k stayingRun) *player.Show {
	if staying && m.Shown().Preview != nil {
		r = m.Shown() // the new run's first solution
	}
	var key, title string
	var sol *protocol.Solution
	switch {
	case r != nil && len(r.Solutions) > 0:
		view = min(max(view, 0), len(r.Solutions)-1)
		key, title, sol = fmt.Sprintf("%d:%d", r.ID, view), fmt.Sprintf("%s, solution %d", r.Puzzle, view+1), &r.Solutions[view]
		if key != c.showKey && c.show != nil && k.same(r, view) &&
			c.showKey == fmt.Sprintf("%d:%d", k.run.ID, view) {
			// The staying run's same solution, on the board already: the
			// player keeps it (and where it stands) instead of
			// loading and painting it again.
			c.showKey = key
		}
	case r != nil && r.Preview != nil:
		// The first solution of a divided run's trial, until the run
		// has solutions of its own.
		key, title, sol = fmt.Sprintf("%d:preview", r.ID), r.Puzzle+", a first solution", r.Preview
	default:
		return c.shared
	}
	if key != c.showKey {
		s, err := sol.ToSolver()
		if err != nil {
			return c.shared
		}
		c.showKey = key
		// The solution is drawn whole; the player's controls take it
		// apart and assemble it again.
		c.show = &player.Show{Problem: r.Problem, Title: title, Solution: &s, Step: math.MaxInt32}
	}
	return c.show
}
