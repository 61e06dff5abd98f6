package share

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/solver/disassemble"
	"polyplay/ui/control"
	"polyplay/ui/link"
	"polyplay/ui/page"
	"polyplay/ui/player"
	"polyplay/ui/state"
	"polyplay/ui/widget"
	"polyplay/ui/workers"
	"polyplay/wasm/protocol"
)

// Panel is the share panel under the board: the embed code and
// the animated image's buttons, what sharing says, and the share link,
// embed code and image snippets last made. The share link's button is in
// the top bar, which asks for the link with ActionLink.
type Panel struct {
	app.Compo
	// m is the page model, whose puzzle, options and solution in view
	// are shared; puzzle, view and run the stores observed; page the
	// rest of the page.
	m                 *page.Model
	puzzle, view, run *state.Store
	page              Page

	// link, embed and image are the last share link, embed code and
	// image snippets made; notice is what sharing says.
	link, embed, image string
	notice             string
}

// ActionLink asks the share panel for a share link of what the page
// shows.
const ActionLink = "share-link"

// Page is what the share panel asks of the rest of the page.
type Page interface {
	// SharedFrom returns the share link the page came from while the
	// solution it brought is shown (ok false when none is).
	SharedFrom() (from link.Share, ok bool)
	// WatchingSearch reports whether the board plays the recorded
	// search rather than the solution's assembly.
	WatchingSearch() bool
	// SolutionShow returns the show of the solution on the board (nil
	// if there is none).
	SolutionShow() *player.Show
	// Taker asks the solver's worker to take solutions apart, and
	// remembers its answers (nil: none; the panel takes it apart).
	Taker() *workers.Taker
}

// NewPanel returns the share panel of the page model m, observing the
// puzzle's, the view's and the run's stores, in the page p.
func NewPanel(m *page.Model, puzzle, view, run *state.Store, p Page) *Panel {
	return &Panel{m: m, puzzle: puzzle, view: view, run: run, page: p}
}

// OnMount takes the top bar's requests for a share link, and observes
// the stores the panel reads (puzzleStore, viewStore and runStore): the
// run and the solution in view.
func (c *Panel) OnMount(ctx app.Context) {
	state.Observe(ctx, nil, nil, c.puzzle, c.view, c.run)
	ctx.Handle(ActionLink, func(ctx app.Context, a app.Action) { c.onShareLink(ctx) })
}

// onShareLink makes the share link and copies it.
func (c *Panel) onShareLink(ctx app.Context) {
	url := link.ShareURL(widget.PageURL(), c.shareNow())
	if err := link.CheckLength(url[strings.IndexByte(url, '#')+1:]); err != nil {
		// No link that the page would refuse to open.
		c.link, c.notice = "", err.Error()+": share the definition as a file instead"
		return
	}
	c.link = url
	c.copyOut(ctx, "share-url", c.link, "Share link made; copying it…", "Share link copied.", "Select the link below and copy it.")
}

// copyOut shows text, just made, in the field id and copies it: notice
// says so meanwhile, then copied or, where the clipboard refused,
// refused.
func (c *Panel) copyOut(ctx app.Context, id, text, made, copied, refused string) {
	c.notice = made
	ctx.Defer(func(app.Context) { showShareOutput(id) })
	widget.CopyText(text, func(err error) {
		ctx.Dispatch(func(app.Context) {
			c.notice = copied
			if err != nil {
				c.notice = refused
			}
		})
	})
}

func (c *Panel) onEmbedCode(ctx app.Context, e app.Event) {
	s := c.shareNow()
	p := c.m.Problem()
	w, h := link.EmbedSize(p, p != nil && p.ZDim > 1 && s.View != link.View2D)
	if s.Order.Slides() {
		// The player's order takes the solution apart: so does the
		// embed, in its 3-D view.
		_, wait, err := c.apart(ctx, func(ctx app.Context) { c.onEmbedCode(ctx, e) })
		if err != nil {
			c.notice = err.Error()
		}
		if err != nil || wait {
			return
		}
		w, h = link.DefaultEmbedWidth, link.DefaultEmbedHeight
	}
	s = Embed(s, w, h)
	title := c.m.Title()
	if title == "" {
		title = "Polyplay puzzle"
	}
	src := link.EmbedURL(widget.PageURL(), s)
	c.embed = link.EmbedCode(src, "Polyplay: "+title, w, h) +
		"\n\n<!-- Or as wide as the column (at most 90% of the window's height), keeping the aspect ratio: -->\n" + link.ResponsiveEmbedCode(src, "Polyplay: "+title, w, h)
	c.copyOut(ctx, "embed-snippet", c.embed, "Embed code made; copying it…",
		"Embed code copied: paste it into a blog post.", "Select the embed code below and copy it.")
}

// onEmbedImage saves the solution's assembly as an animated SVG that
// plays by itself (no script), with the 3-D view for 3-D puzzles, and
// shows the Markdown and HTML that show it beside a post.
func (c *Panel) onEmbedImage(ctx app.Context, e app.Event) {
	show := c.page.SolutionShow() // the solution, also while the board plays the search
	if show == nil || show.Solution == nil {
		c.notice = "Solve the puzzle first: the image shows a solution being assembled."
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
		View3D: p.ZDim > 1 && s.View != link.View2D}
	var doc string
	var err error
	w, h := player.AnimationSize(p, opts)
	alt := "Animation: " + show.Title + ", assembled piece by piece"
	if s.Order.Slides() {
		var a *player.Apart
		var wait bool
		if a, wait, err = c.apart(ctx, func(ctx app.Context) { c.onEmbedImage(ctx, e) }); wait {
			return
		}
		if err == nil {
			together := s.Order == player.SlidTogether
			w, h = link.DefaultEmbedWidth, link.DefaultEmbedHeight
			doc, err = player.ApartSVG(a, w, h, opts, together)
			alt = "Animation: " + show.Title + ", " + a.Words(together)
		}
	} else {
		doc, err = player.AnimatedSVG(p, player.SolutionBoard(p, *show.Solution), player.Assembly(*show.Solution, order), opts)
	}
	if err != nil {
		c.notice = err.Error()
		return
	}
	name := show.FileBase() + "-animation.svg"
	widget.Download(name, "image/svg+xml", []byte(doc))
	md, htm := link.ImageCode(name, alt, int(w), int(h))
	c.image = md + "\n\n" + htm
	c.notice = fmt.Sprintf("Saved %s (%d KB): upload it beside your post, then paste one of these.", name, (len(doc)+1023)/1024)
	ctx.Defer(func(app.Context) { showShareOutput("image-snippet") })
}

// showShareOutput brings the field holding what a share action made (the
// link, the embed code, the image's snippets) into the middle of the
// window, with what sharing says above it, and selects its text, ready to
// copy where the clipboard refused. The Share button is in the top bar
// and its output under the board's figures: once a run has solutions,
// that is below the first screen, and a person who pressed Share saw
// nothing happen.
func showShareOutput(id string) {
	if !app.IsClient {
		return
	}
	el := app.Window().GetElementByID(id)
	if !el.Truthy() {
		return
	}
	el.Call("scrollIntoView", map[string]any{"block": "center", "behavior": "instant"})
	el.Call("focus", map[string]any{"preventScroll": true})
	el.Call("select")
}

// Render draws the embed buttons, what sharing says, and the link and
// embed code last made (the Share button is in the top bar).
func (c *Panel) Render() app.UI {
	widget.Counted("sharePanel")
	body := []app.UI{
		app.Div().Class("share-actions").Body(
			app.Button().Type("button").ID("embed-code").Class("small").Disabled(!c.hasSolution()).Text("Copy embed code").OnClick(c.onEmbedCode),
			app.Button().Type("button").ID("embed-image").Class("small").Disabled(!c.hasSolution()).Text("Embed as image").OnClick(c.onEmbedImage),
			app.Span().ID("share-notice").Class("pplayer-note").Attr("aria-live", "polite").Text(c.notice),
		),
	}
	if c.link != "" {
		body = append(body, app.Label().For("share-url").Class("pplayer-field").Text("Share link"),
			app.Input().Type("text").ID("share-url").ReadOnly(true).Value(c.link).Style("width", "100%"))
	}
	if c.embed != "" {
		body = append(body, app.Label().For("embed-snippet").Class("pplayer-field").Text("Embed code"),
			app.Textarea().ID("embed-snippet").ReadOnly(true).Rows(5).Style("width", "100%").Text(c.embed))
	}
	if c.image != "" {
		body = append(body, app.Label().For("image-snippet").Class("pplayer-field").Text("Image: Markdown, or HTML"),
			app.Textarea().ID("image-snippet").ReadOnly(true).Rows(3).Style("width", "100%").Text(c.image))
	}
	return app.Div().ID("share-output").Class("share-output").Body(body...)
}

// hasSolution reports whether there is a solution to share or embed.
func (c *Panel) hasSolution() bool {
	if r := c.m.Shown(); r != nil && len(r.Solutions) > 0 {
		return true
	}
	_, shared := c.page.SharedFrom()
	return shared
}

// shareNow returns the share state of the page: the puzzle, options, the
// solution in view and the player's position, speed, order and view.
func (c *Panel) shareNow() link.Share {
	var s link.Share
	r := c.m.Shown()
	if r != nil && len(r.Solutions) > 0 {
		s = c.m.Share(min(max(c.m.View, 0), len(r.Solutions)-1))
	} else {
		s = c.m.Share(-1)
		if from, ok := c.page.SharedFrom(); ok {
			s.Solution, s.Cells = from.Solution, from.Cells
		}
	}
	if !app.IsClient {
		return s
	}
	if c.page.WatchingSearch() {
		// The board plays the recorded search: its position, speed and
		// order are the search's, not the solution's (a step of the
		// search is far beyond the solution's last). The link shares
		// the solution assembled.
		s.Step = link.LastStep(s.Cells)
		return s
	}
	w := app.Window()
	if el := w.GetElementByID("player"); el.Truthy() {
		if n, err := strconv.Atoi(el.Get("dataset").Get("step").String()); err == nil {
			s.Step = n
		}
		if v := el.Get("dataset").Get("view").String(); v == link.View2D || v == link.View3D {
			s.View = v
		}
		s.Playing = el.Get("dataset").Get("playing").String() == "true"
	}
	if el, ok := control.ByID("player-speed"); ok {
		if v, err := strconv.ParseFloat(el.Value, 64); err == nil && v != player.DefaultSpeed {
			s.Speed = v
		}
	}
	if el, ok := control.ByID("player-order"); ok {
		if o, err := player.ParseOrder(el.Value); err == nil && o != player.BottomUp {
			s.Order = o
		}
	}
	if el, ok := control.ByID("player-loop"); ok && !el.Checked {
		s.NoLoop = true
	}
	return s
}

// apart takes the solution in view apart, for an animation by sliding:
// as the solver's worker took it apart for the player, or else asked of
// the worker now, the panel saying "Taking it apart…" until its answer
// calls again (wait); with no worker, on the page's thread.
func (c *Panel) apart(ctx app.Context, again func(app.Context)) (a *player.Apart, wait bool, err error) {
	show := c.page.SolutionShow()
	if show == nil || show.Solution == nil {
		return nil, false, errors.New("Solve the puzzle first: the animation takes a solution apart.")
	}
	tk := c.page.Taker()
	req := protocol.ApartRequest{Problem: show.Problem, Solution: protocol.FromSolution(*show.Solution)}
	switch known, ok := tk.Known(req); {
	case ok:
		a, err = player.ApartFrom(show.Problem, *show.Solution, disassemble.Result{Apart: known.Apart, Level: known.Level, Plan: known.Plan})
	case tk != nil:
		_, _ = tk.Ask(req, func(m protocol.Message) {
			ctx.Dispatch(func(ctx app.Context) {
				if m.Error != "" {
					c.notice = "Not taken apart: " + m.Error + "."
					return
				}
				again(ctx)
			})
		})
		c.notice = "Taking it apart…"
		return nil, true, nil
	default:
		a, err = player.TakeApart(context.Background(), show.Problem, *show.Solution)
	}
	if errors.Is(err, disassemble.ErrNotApart) {
		return nil, false, errors.New("This solution does not come apart: its pieces cannot be slid out. Choose another solution, or another order.")
	}
	return a, false, err
}
