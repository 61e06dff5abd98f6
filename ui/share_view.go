package ui

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/player"
)

// The playground's animation section: the PolyPlayer on the solution being
// viewed (or on the solution a share link brought), and the share link and
// embed code of the current state. The Playground holds a shareState and
// calls loadShare when the address changes and renderPlayer to draw.

// shareState is the Playground's share and animation state.
type shareState struct {
	// shared is the solution a share link brought, shown until a run
	// has solutions of its own.
	shared *Show
	// fromLink is the share link's state (animation settings).
	fromLink Share
	// shows caches the show of each viewed run solution, so that the
	// player is handed the same Show until the view changes.
	showKey string
	show    *Show
	// link and embed are the last share link and embed code made.
	link, embed string
	notice      string
}

// Embed size offered by "Copy embed code".
const (
	embedWidth  = DefaultEmbedWidth
	embedHeight = DefaultEmbedHeight
)

// loadShare reads a share link's solution and animation state from the
// address fragment (the playground's own state is restored by
// Model.Restore). Problems are returned for the page's notice.
func (c *Playground) loadShare(frag string) error {
	if !isShareLink(frag) {
		// The playground's own address: nothing shared.
		c.share.fromLink, c.share.shared = Share{}, nil
		return nil
	}
	sh, err := ParseShare(frag)
	c.share.fromLink = sh
	c.share.shared = nil
	if err != nil {
		return err
	}
	show, err := SharedShow(sh)
	if err != nil {
		return fmt.Errorf("share link: %w", err)
	}
	if show != nil {
		show.Title = c.m.Title()
		c.share.shared = show
	}
	return nil
}

// applyShareLink reads the share link in the address (after Model.Restore
// has taken the puzzle and options from it): the shared solution, and a
// shared definition, which it keeps in the browser like an edited one.
func (c *Playground) applyShareLink(ctx app.Context, frag string) {
	if err := c.loadShare(frag); err != nil && c.notice == "" {
		c.notice = err.Error()
	}
	if c.share.fromLink.Source != "" && c.m.Edited {
		c.saveDefinition(ctx)
	}
}

// isShareLink reports whether a fragment carries more than the playground's
// own address does (puzzle, options, kept solutions): a solution, a
// definition or an animation state.
func isShareLink(frag string) bool {
	v, err := url.ParseQuery(strings.TrimPrefix(frag, "#"))
	if err != nil {
		return false
	}
	for _, k := range []string{"c", "d", "s", "t", "r", "a", "v", "l", "w", "h"} {
		if v.Has(k) {
			return true
		}
	}
	return false
}

// restoreShared sets the definition carried by a share link (the d and f
// parameters, see Share) as an edited definition.
func (m *Model) restoreShared(d, name string) error {
	src, err := unpackShare(d, MaxSharedDefinition)
	if err != nil {
		return fmt.Errorf("share link: definition: %w", err)
	}
	if name = cleanName(name); name == "" {
		name = "shared.txt"
	}
	m.Key = ""
	m.SetSource(name, string(src))
	m.Edited = true
	return nil
}

// currentShow returns the show of the solution in view: the latest run's
// viewed solution, or else the shared one.
func (c *Playground) currentShow() *Show {
	r := c.m.Latest()
	if r != nil && len(r.Solutions) > 0 {
		view := min(max(c.m.View, 0), len(r.Solutions)-1)
		key := fmt.Sprintf("%d:%d", r.ID, view)
		if key != c.share.showKey {
			sol, ok := solutionOf(r, view)
			if !ok {
				return c.share.shared
			}
			c.share.showKey = key
			c.share.show = &Show{Problem: r.Problem, Title: fmt.Sprintf("%s, solution %d", r.Puzzle, view+1), Solution: sol}
		}
		return c.share.show
	}
	return c.share.shared
}

// shareNow returns the share state of the page: the puzzle, options, the
// solution in view and the player's position, speed, order and view.
func (c *Playground) shareNow() Share {
	var s Share
	r := c.m.Latest()
	if r != nil && len(r.Solutions) > 0 {
		s = c.m.Share(min(max(c.m.View, 0), len(r.Solutions)-1))
	} else {
		s = c.m.Share(-1)
		if c.share.shared != nil {
			s.Solution, s.Cells = c.share.fromLink.Solution, c.share.fromLink.Cells
		}
	}
	if !app.IsClient {
		return s
	}
	w := app.Window()
	if el := w.GetElementByID("player"); el.Truthy() {
		if n, err := strconv.Atoi(el.Get("dataset").Get("step").String()); err == nil {
			s.Step = n
		}
		if v := el.Get("dataset").Get("view").String(); v == View2D || v == View3D {
			s.View = v
		}
	}
	if el := w.GetElementByID("player-speed"); el.Truthy() {
		if v, err := strconv.ParseFloat(el.Get("value").String(), 64); err == nil && v != player.DefaultSpeed {
			s.Speed = v
		}
	}
	if el := w.GetElementByID("player-order"); el.Truthy() {
		if o, err := player.ParseOrder(el.Get("value").String()); err == nil && o != player.BottomUp {
			s.Order = o
		}
	}
	if el := w.GetElementByID("player-loop"); el.Truthy() && !el.Get("checked").Bool() {
		s.NoLoop = true
	}
	return s
}

// pageURL is the address of the page without its fragment.
func pageURL() string {
	if !app.IsClient {
		return "/"
	}
	loc := app.Window().Get("location")
	return loc.Get("origin").String() + loc.Get("pathname").String()
}

func (c *Playground) onShareLink(ctx app.Context, e app.Event) {
	c.share.link = ShareURL(pageURL(), c.shareNow())
	c.share.notice = "Share link made; copying it…"
	copyText(c.share.link, func(err error) {
		ctx.Dispatch(func(app.Context) {
			if err != nil {
				c.share.notice = "Select the link below and copy it."
			} else {
				c.share.notice = "Share link copied."
			}
		})
	})
}

func (c *Playground) onEmbedCode(ctx app.Context, e app.Event) {
	s := EmbedShare(c.shareNow(), embedWidth, embedHeight)
	title := c.m.Title()
	if title == "" {
		title = "Polyplay puzzle"
	}
	c.share.embed = EmbedCode(EmbedURL(pageURL(), s), "Polyplay: "+title, embedWidth, embedHeight)
	c.share.notice = "Embed code made; copying it…"
	copyText(c.share.embed, func(err error) {
		ctx.Dispatch(func(app.Context) {
			if err != nil {
				c.share.notice = "Select the embed code below and copy it."
			} else {
				c.share.notice = "Embed code copied: paste it into a blog post."
			}
		})
	})
}

// renderPlayer draws the animation section.
func (c *Playground) renderPlayer() app.UI {
	show := c.currentShow()
	var body []app.UI
	if show == nil {
		body = append(body, app.P().ID("player-empty").Class("muted").
			Text("Solve the puzzle (or open a share link with a solution) to watch a solution being assembled piece by piece."))
	} else {
		if show == c.share.shared && c.m.Latest() == nil {
			body = append(body, app.P().ID("player-shared").Class("muted").
				Text(fmt.Sprintf("Solution %d from the share link.", max(c.share.fromLink.Solution, 1))))
		}
		body = append(body, &PolyPlayer{ID: "player", Show: show})
	}
	body = append(body,
		app.Div().Class("share-actions").Body(
			app.Button().Type("button").ID("share-link").Text("Share link").OnClick(c.onShareLink),
			app.Button().Type("button").ID("embed-code").Disabled(show == nil).Text("Copy embed code").OnClick(c.onEmbedCode),
			app.Span().ID("share-notice").Class("pplayer-note").Aria("live", "polite").Text(c.share.notice),
		),
	)
	if c.share.link != "" {
		body = append(body, app.Label().For("share-url").Class("pplayer-field").Text("Share link"),
			app.Input().Type("text").ID("share-url").ReadOnly(true).Value(c.share.link).Style("width", "100%"))
	}
	if c.share.embed != "" {
		body = append(body, app.Label().For("embed-snippet").Class("pplayer-field").Text("Embed code"),
			app.Textarea().ID("embed-snippet").ReadOnly(true).Rows(3).Style("width", "100%").Text(c.share.embed))
	}
	return app.Section().ID("player-section").Class("card player").Style("grid-column", "1 / -1").
		Aria("labelledby", "player-section-title").Body(
		append([]app.UI{app.H2().ID("player-section-title").Text("Animation and sharing")}, body...)...)
}
