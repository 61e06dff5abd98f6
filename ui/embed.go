package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/def"
	"polyplay/solver"
)

// RegisterEmbed routes the embed page: /embed, and /embed.html, the file a
// static site holds for it (static hosts serve it under either name).
func RegisterEmbed() {
	app.Route("/embed", func() app.Composer { return &EmbedPage{} })
	app.Route("/embed.html", func() app.Composer { return &EmbedPage{} })
}

// EmbedPage is the chrome-less page for an <iframe> in a blog post: it
// plays the solution in its address fragment (a share link's fragment),
// assembling it piece by piece, automatically and in a loop. It needs no
// solver: the solution's cells travel in the link.
type EmbedPage struct {
	app.Compo

	frag  string
	show  *Show
	err   string
	title string
	open  string
	width int
}

// OnNav reads the address fragment (on the first load and on changes).
func (e *EmbedPage) OnNav(ctx app.Context) {
	if !app.IsClient {
		return
	}
	frag := locationHash()
	if frag == e.frag && e.show != nil {
		return
	}
	e.load(frag)
}

// load builds the show from a share fragment.
func (e *EmbedPage) load(frag string) {
	e.frag, e.show, e.err, e.title, e.open, e.width = frag, nil, "", "", "", 0
	sh, err := ParseShare(frag)
	if err != nil {
		e.err = err.Error()
	}
	if sh.Key == "" && sh.Source == "" {
		if e.err == "" {
			e.err = "This embed link names no puzzle."
		}
		return
	}
	pz, perr := sh.Puzzle()
	if perr != nil {
		e.err = joinLines(e.err, "The puzzle in this link is broken: "+perr.Error())
		return
	}
	e.title = pz.Name
	if sh.Key != "" {
		if en, ok := def.Lookup(sh.Key); ok {
			e.title = en.Title
		}
	}
	show := &Show{Problem: &pz.Problem, Title: e.title, Order: sh.Order, Speed: sh.Speed, Step: sh.Step,
		NoLoop: sh.NoLoop, View: sh.View, Autoplay: true}
	if sh.Cells != nil {
		sol, serr := sh.SolutionFor(&pz.Problem)
		if serr != nil {
			e.err = joinLines(e.err, serr.Error())
		} else {
			show.Solution = &sol
		}
	} else {
		e.err = joinLines(e.err, "This link holds no solution to play; it shows the empty puzzle.")
	}
	e.show = show
	e.width = sh.Width
	// The playground link carries the same puzzle, options and solution,
	// re-encoded from what was read (never the raw fragment).
	open := sh
	open.Width, open.Height = 0, 0
	e.open = "./#" + open.Fragment()
}

func joinLines(a, b string) string {
	if a == "" {
		return b
	}
	return a + "\n" + b
}

// Render draws the page: the player, a caption and a link to the
// playground; errors as text.
func (e *EmbedPage) Render() app.UI {
	state := "loading"
	switch {
	case e.show != nil && e.show.Solution != nil:
		state = "ready"
	case e.err != "":
		state = "error"
	}
	root := app.Main().ID("embed-page").Class("pp-embed").DataSet("state", state)
	if e.width > 0 {
		root = root.Style("max-width", "%dpx", e.width)
	}
	var body []app.UI
	if e.err != "" {
		body = append(body, app.P().ID("embed-error").Class("pplayer-error").Text(e.err))
	}
	if e.show != nil {
		body = append(body,
			&PolyPlayer{ID: "embed", Show: e.show, Compact: true},
			app.Div().Class("pp-embed-foot").Body(
				app.Span().ID("embed-title").Text(e.title),
				app.A().Href(e.open).Target("_blank").Rel("noopener").Text("Open in Polyplay"),
			),
		)
	} else if e.err == "" {
		body = append(body, app.P().Class("pplayer-note").Text("Loading…"))
	}
	if e.show == nil {
		// The player carries the styles; without it, the page does.
		body = append(body, app.Style().Text(playerCSS))
	}
	return root.Body(body...)
}

// EmbedShare returns share state s prepared for the embed page: the given
// size, starting from the first step.
func EmbedShare(s Share, width, height int) Share {
	s.Width, s.Height = width, height
	s.Step = 0
	return s
}

// solutionOf converts the kept solution i of run r, if there is one.
func solutionOf(r *Run, i int) (*solver.Solution, bool) {
	if r == nil || i < 0 || i >= len(r.Solutions) {
		return nil, false
	}
	s, err := r.Solutions[i].ToSolver()
	if err != nil {
		return nil, false
	}
	return &s, true
}
