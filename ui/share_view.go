package ui

import (
	"fmt"
	"math"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/trace"
	"polyplay/ui/figures"
	"polyplay/ui/link"
	"polyplay/ui/player"
	"polyplay/wasm/protocol"
)

// The playground's animation section: the PolyPlayer on the solution being
// viewed (or on the solution a share link brought), and the share link and
// embed code of the current state. The Playground holds a shareState and
// calls loadShare when the address changes and renderPlayer to draw.

// shareState is the Playground's share and animation state.
type shareState struct {
	// shared is the solution a share link brought, shown until a run
	// has solutions of its own.
	shared *player.Show
	// fromLink is the share link's state (animation settings).
	fromLink Share
	// shows caches the show of each viewed run solution, so that the
	// player is handed the same Show until the view changes.
	showKey string
	show    *player.Show
	// link, embed and image are the last share link, embed code and
	// image snippets made.
	link, embed, image string
	notice             string

	// Watching the search: a worker of its own records a window of the
	// trace (the playground's runs are not disturbed).
	search      bool // show the trace rather than the assembly
	tracer      *solverWorker
	tracing     bool
	traceShow   *player.Show
	traceStatus string
	traceSkip   int64
	traceLimit  int
}

// loadShare reads a share link's solution and animation state from the
// address fragment (the playground's own state is restored by
// Model.Restore). Problems are returned for the page's notice.
func (c *Playground) loadShare(frag string) error {
	sh, err := ParseShare(frag)
	if !isShareLink(frag) {
		// The playground's own address: nothing shared, but its values
		// and version are checked as a link's are.
		c.share.fromLink, c.share.shared = Share{}, nil
		if frag == "" {
			return nil
		}
		return err
	}
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
	// A damaged link's message replaces the address's own.
	if err := c.loadShare(frag); err != nil && (c.notice == "" || link.Damage(frag) >= 0) {
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

// currentShow returns what the player plays: the recorded search when
// watching it, else the viewed solution of the run shown (Model.Shown),
// or the shared one.
func (c *Playground) currentShow() *player.Show {
	if c.share.search && c.share.traceShow != nil {
		return c.share.traceShow
	}
	r := c.m.Shown()
	if r != nil && len(r.Solutions) > 0 {
		view := min(max(c.m.View, 0), len(r.Solutions)-1)
		key := fmt.Sprintf("%d:%d", r.ID, view)
		if key != c.share.showKey {
			sol, ok := r.Solution(view)
			if !ok {
				return c.share.shared
			}
			c.share.showKey = key
			// The solution is drawn whole; the player's controls take it
			// apart and assemble it again.
			c.share.show = &player.Show{Problem: r.Problem, Title: fmt.Sprintf("%s, solution %d", r.Puzzle, view+1), Solution: sol, Step: math.MaxInt32}
		}
		return c.share.show
	}
	return c.share.shared
}

// hasSolution reports whether there is a solution to share or embed.
func (c *Playground) hasSolution() bool {
	if r := c.m.Shown(); r != nil && len(r.Solutions) > 0 {
		return true
	}
	return c.share.shared != nil
}

// shareNow returns the share state of the page: the puzzle, options, the
// solution in view and the player's position, speed, order and view.
func (c *Playground) shareNow() Share {
	var s Share
	r := c.m.Shown()
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
		s.Playing = el.Get("dataset").Get("playing").String() == "true"
	}
	if el, ok := controlByID("player-speed"); ok {
		if v, err := strconv.ParseFloat(el.Value, 64); err == nil && v != player.DefaultSpeed {
			s.Speed = v
		}
	}
	if el, ok := controlByID("player-order"); ok {
		if o, err := player.ParseOrder(el.Value); err == nil && o != player.BottomUp {
			s.Order = o
		}
	}
	if el, ok := controlByID("player-loop"); ok && !el.Checked {
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
	s := c.shareNow()
	p := c.m.Problem()
	w, h := link.EmbedSize(p, p != nil && p.ZDim > 1 && s.View != View2D)
	s = EmbedShare(s, w, h)
	title := c.m.Title()
	if title == "" {
		title = "Polyplay puzzle"
	}
	src := EmbedURL(pageURL(), s)
	c.share.embed = EmbedCode(src, "Polyplay: "+title, w, h) +
		"\n\n<!-- Or full width, keeping the aspect ratio: -->\n" + link.ResponsiveEmbedCode(src, "Polyplay: "+title, w, h)
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

// onEmbedImage saves the solution's assembly as an animated SVG that
// plays by itself (no script), with the 3-D view for 3-D puzzles, and
// shows the Markdown and HTML that show it beside a post.
func (c *Playground) onEmbedImage(ctx app.Context, e app.Event) {
	show := c.currentShow()
	if show == nil || show.Solution == nil {
		c.share.notice = "Solve the puzzle first: the image shows a solution being assembled."
		return
	}
	s := c.shareNow()
	order, speed := s.Order, s.Speed
	if order == "" {
		order = player.BottomUp
	}
	if speed <= 0 {
		speed = player.DefaultSpeed
	}
	p := show.Problem
	opts := player.SVGAnimation{Title: show.Title, Counter: player.DefaultCounter, Step: time.Duration(float64(time.Second) / speed),
		View3D: p.ZDim > 1 && s.View != View2D}
	doc, err := player.AnimatedSVG(p, player.NewBoard(p), player.Assembly(*show.Solution, order), opts)
	if err != nil {
		c.share.notice = err.Error()
		return
	}
	name := show.FileBase() + "-animation.svg"
	download(name, "image/svg+xml", []byte(doc))
	w, h := player.AnimationSize(p, opts)
	md, htm := link.ImageCode(name, "Animation: "+show.Title+", assembled piece by piece", int(w), int(h))
	c.share.image = md + "\n\n" + htm
	c.share.notice = fmt.Sprintf("Saved %s (%d KB): upload it beside your post, then paste one of these.", name, (len(doc)+1023)/1024)
}

// Watching the search.

func (c *Playground) onTraceSkip(ctx app.Context, e app.Event) {
	if v, err := strconv.ParseInt(controlOf(ctx).Value, 10, 64); err == nil && v >= 0 {
		c.share.traceSkip = v
	}
}

func (c *Playground) onTraceLimit(ctx app.Context, e app.Event) {
	if v, err := strconv.Atoi(controlOf(ctx).Value); err == nil && v > 0 {
		c.share.traceLimit = min(v, trace.MaxWindow)
	}
}

// onWatch starts recording a window of the search of the current puzzle
// with the current options, in a worker of its own.
func (c *Playground) onWatch(ctx app.Context, e app.Event) {
	p := c.m.Problem()
	if p == nil {
		c.share.traceStatus = "The definition has an error: fix it first."
		return
	}
	c.stopTrace()
	prob := *p
	title := c.m.Title()
	limit := c.share.traceLimit
	if limit <= 0 {
		limit = defaultTraceWindow
	}
	req := protocol.Message{Kind: protocol.KindSolve, Run: 1, Solve: &protocol.SolveRequest{
		Problem: &prob, Args: c.m.Args(), Keep: 1,
		Trace: &protocol.TraceRequest{Skip: c.share.traceSkip, Limit: limit},
	}}
	var w *solverWorker
	w, err := startWorker(ctx.ResolveStaticResource("/web/worker.js"),
		func(m protocol.Message) {
			ctx.Dispatch(func(ctx app.Context) {
				if c.share.tracer != w {
					return
				}
				switch m.Kind {
				case protocol.KindReady:
					if err := w.post(req); err != nil {
						c.share.traceStatus = err.Error()
						c.stopTrace()
					}
				case protocol.KindProgress:
					c.share.traceStatus = "Recording the search…"
				case protocol.KindTrace:
					tr := m.Trace
					c.share.traceShow = &player.Show{Problem: &prob, Title: title + ", search", Trace: tr, Autoplay: true}
					c.share.search = true
					c.share.traceStatus = fmt.Sprintf("Recorded steps %s to %s of the search.",
						figures.Thousands(tr.First+1), figures.Thousands(tr.First+int64(len(tr.Steps))))
					if len(tr.Steps) == 0 {
						c.share.traceStatus = fmt.Sprintf("The search ended after %s steps, before the window began.", figures.Thousands(tr.Total))
					}
				case protocol.KindDone:
					if m.Error != "" {
						c.share.traceStatus = "The search failed: " + m.Error
					}
					c.stopTrace()
				}
			})
		},
		func(msg string) {
			ctx.Dispatch(func(ctx app.Context) {
				if c.share.tracer == w {
					c.share.traceStatus = msg
					c.stopTrace()
				}
			})
		})
	if err != nil {
		c.share.traceStatus = err.Error()
		return
	}
	c.share.tracer, c.share.tracing = w, true
	c.share.traceStatus = "Starting the search…"
}

// onStopTrace ends the recording early: the worker sends what it has.
func (c *Playground) onStopTrace(ctx app.Context, e app.Event) {
	if c.share.tracer != nil {
		c.share.tracer.post(protocol.Message{Kind: protocol.KindCancel, Run: 1})
	}
}

// stopTrace terminates the tracing worker.
func (c *Playground) stopTrace() {
	if c.share.tracer != nil {
		c.share.tracer.stop()
		c.share.tracer = nil
	}
	c.share.tracing = false
}

// defaultTraceWindow is the number of steps recorded by default.
const defaultTraceWindow = 2000

// renderWatch draws the "watch the search" controls.
func (c *Playground) renderWatch() app.UI {
	limit := c.share.traceLimit
	if limit <= 0 {
		limit = defaultTraceWindow
	}
	mode := []app.UI{}
	if c.share.traceShow != nil {
		mode = append(mode,
			app.Button().Type("button").ID("show-assembly").Aria("pressed", strconv.FormatBool(!c.share.search)).
				Text("Show the assembly").OnClick(func(ctx app.Context, e app.Event) { c.share.search = false }),
			app.Button().Type("button").ID("show-search").Aria("pressed", strconv.FormatBool(c.share.search)).
				Text("Show the search").OnClick(func(ctx app.Context, e app.Event) { c.share.search = true }),
		)
	}
	return app.Details().ID("watch").Class("watch").Open(c.share.tracing || c.share.traceShow != nil).Body(
		app.Summary().Text("Watch the search"),
		app.P().Class("pplayer-hint").Text("Record the solver's placements and removals, with the options in the panel, and play them back step by step. Long searches are recorded in a window: choose where it starts."),
		app.Div().Class("pplayer-controls").Body(
			app.Label().For("trace-skip").Class("pplayer-field").Text("Start at step"),
			app.Input().Type("number").ID("trace-skip").Min(0).Value(c.share.traceSkip).OnChange(c.onTraceSkip),
			app.Label().For("trace-limit").Class("pplayer-field").Text("Steps to record"),
			app.Input().Type("number").ID("trace-limit").Min(1).Max(trace.MaxWindow).Value(limit).OnChange(c.onTraceLimit),
			app.Button().Type("button").ID("trace-start").Disabled(c.share.tracing || c.m.Problem() == nil).Text("Watch the search").OnClick(c.onWatch),
			app.If(c.share.tracing, func() app.UI {
				return app.Button().Type("button").ID("trace-stop").Text("Stop recording").OnClick(c.onStopTrace)
			}),
			app.Span().ID("trace-status").Class("pplayer-note").Aria("live", "polite").Text(c.share.traceStatus),
		),
		app.If(len(mode) > 0, func() app.UI { return app.Div().Class("pplayer-controls").Body(mode...) }),
	)
}

// renderShareOutput draws the embed button, what sharing says, and the
// link and embed code last made (the Share button is in the top bar).
func (c *Playground) renderShareOutput() app.UI {
	body := []app.UI{
		app.Div().Class("share-actions").Body(
			app.Button().Type("button").ID("embed-code").Class("small").Disabled(!c.hasSolution()).Text("Copy embed code").OnClick(c.onEmbedCode),
			app.Button().Type("button").ID("embed-image").Class("small").Disabled(!c.hasSolution()).Text("Embed as image").OnClick(c.onEmbedImage),
			app.Span().ID("share-notice").Class("pplayer-note").Aria("live", "polite").Text(c.share.notice),
		),
	}
	if c.share.link != "" {
		body = append(body, app.Label().For("share-url").Class("pplayer-field").Text("Share link"),
			app.Input().Type("text").ID("share-url").ReadOnly(true).Value(c.share.link).Style("width", "100%"))
	}
	if c.share.embed != "" {
		body = append(body, app.Label().For("embed-snippet").Class("pplayer-field").Text("Embed code"),
			app.Textarea().ID("embed-snippet").ReadOnly(true).Rows(5).Style("width", "100%").Text(c.share.embed))
	}
	if c.share.image != "" {
		body = append(body, app.Label().For("image-snippet").Class("pplayer-field").Text("Image: Markdown, or HTML"),
			app.Textarea().ID("image-snippet").ReadOnly(true).Rows(3).Style("width", "100%").Text(c.share.image))
	}
	return app.Div().ID("share-output").Class("share-output").Body(body...)
}
