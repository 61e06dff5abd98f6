package designer

import (
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/design"

	"polyplay/ui/figures"
	"polyplay/ui/state"
	"polyplay/ui/widget"
	"polyplay/wasm/protocol"
)

// The designer's check asks the solver workers for its estimate of the
// number of solutions and of the time to find them all: in a worker,
// never on the page's thread, only while no run is going on, one at a
// time, and again when the drawing changed meanwhile.

// designCheck is the designer's running check: the region's and the
// pieces' cells, what rules out a solution, pieces of the same shape,
// and the estimate of the number of solutions, which it asks of an idle
// worker. The drawing comes in as data.
type designCheck struct {
	app.Compo
	*puzzleStore
	// options is observed: the estimate is for the options.
	options *state.Store
	// Design is the drawing.
	Design *design.Design

	// The estimate: the id of the last request, whether it is out and
	// under which lease of its worker (workers.Pool.Lease), what it was
	// asked for (text, puzzle index, options), and the last answer and
	// what it is for.
	estID, estSpin   int
	estPending       bool
	estAsked, estFor string
	est              *protocol.Estimate
	estErr           string
}

// OnMount takes the workers' estimates and asks for one, and observes
// the stores the estimate reads (puzzleStore and optionsStore: the
// puzzle, the options, the workers).
func (c *designCheck) OnMount(ctx app.Context) {
	state.Observe(ctx, c.OnUpdate, nil, c.puzzleStore.Store, c.options)
	ctx.Handle(ActionEstimated, func(ctx app.Context, a app.Action) {
		if m, ok := a.Value.(protocol.Message); ok {
			c.estimated(m)
		}
	})
	c.estimate()
}

// OnUpdate asks for the estimate when its stores changed (options, the
// puzzle, idle workers): a no-op when one is out or already made for this
// puzzle.
func (c *designCheck) OnUpdate(ctx app.Context) { c.estimate() }

// key names what an estimate is for: the text, the puzzle's index and
// the options.
func (c *designCheck) key() string {
	return c.m.Source + "\x00" + fmt.Sprint(c.m.Index, c.m.Args())
}

// estimate asks an idle worker to estimate the puzzle in the editor, if
// it is valid and not already estimated.
func (c *designCheck) estimate() {
	if c.estPending && c.estSpin != c.pool.Lease(0) {
		c.estPending = false // the worker was stopped
	}
	p := c.m.Problem()
	if p == nil || c.estPending || c.m.Running() != nil || !c.m.Ready || c.pool.Started() == 0 {
		return
	}
	key := c.key()
	if key == c.estFor || len(c.Design.Check().Problems()) > 0 {
		return
	}
	c.estID++
	m := protocol.Message{Kind: protocol.KindEstimate, Run: c.estID,
		Solve: &protocol.SolveRequest{Problem: p, Args: c.m.Args()}}
	if err := c.pool.Post(0, m); err != nil {
		c.estErr = err.Error()
		return
	}
	c.estPending, c.estSpin, c.estAsked = true, c.pool.Lease(0), key
}

// estimated takes a worker's estimate.
func (c *designCheck) estimated(m protocol.Message) {
	if m.Run != c.estID {
		return
	}
	c.estPending = false
	c.est, c.estErr, c.estFor = m.Estimate, m.Error, c.estAsked
	c.estimate() // the drawing may have changed meanwhile
}

// estimateText says what the estimate is, for the check.
func (c *designCheck) estimateText() string {
	key := c.key()
	switch {
	case c.m.Problem() == nil || len(c.Design.Check().Problems()) > 0:
		return ""
	case c.estFor == key && c.estErr != "":
		return "No estimate: " + c.estErr
	case c.estFor == key && c.est != nil:
		return EstimateText(c.est, c.m.Options.Disassemble)
	case c.m.Running() != nil:
		return "The estimate of the number of solutions waits for the run to end."
	}
	return "Estimating the number of solutions…"
}

// Render draws the running check.
func (c *designCheck) Render() app.UI {
	widget.Counted("designCheck")
	r := c.Design.Check()
	cls := "ok"
	probs := r.Problems()
	if len(probs) > 0 {
		cls = "bad"
	}
	items := []app.UI{app.Li().ID("designer-cells").Class(cls).Text(fmt.Sprintf("Region: %s. Pieces: %s.", figures.Count(int64(r.RegionCells), r.Unit), figures.Count(int64(r.PieceCells), r.Unit)))}
	for _, p := range probs {
		items = append(items, app.Li().Class("bad").Text(p))
	}
	if len(probs) == 0 && r.PieceCells > 0 {
		items = append(items, app.Li().Class("ok").Text("Nothing rules out a solution: solve it to find out."))
	}
	if s := c.estimateText(); s != "" {
		items = append(items, app.Li().ID("designer-estimate").Class("note").Text(s))
	}
	for _, g := range r.Identical {
		var names []string
		for _, i := range g {
			names = append(names, c.Design.Pieces[i].Names...)
		}
		items = append(items, app.Li().Class("note").Text("Same shape: "+strings.Join(names, ", ")+"."))
	}
	return app.Div().Class("designer-report").Body(
		app.H3().Text("Check"),
		app.Ul().ID("designer-check").Attr("aria-live", "polite").Body(items...),
	)
}

// EstimateText describes a worker's estimate for people. Under
// --disassemble (assemblies) the search's solutions are assemblies, each
// taken apart only by a run: the estimate counts them so.
func EstimateText(e *protocol.Estimate, assemblies bool) string {
	noun, apart := solutions, ""
	if assemblies {
		noun, apart = assembliesNoun, " A run takes them apart (--disassemble); the estimate counts them before."
	}
	t := time.Duration(e.TimeMillis * float64(time.Millisecond))
	if e.Exact {
		all := "them all"
		if approx(e.Solutions) == "1" {
			all = "it"
		}
		return fmt.Sprintf("Exactly %s with these options (the estimate's trial run found %s in %s).",
			noun(e.Solutions), all, figures.Short(t)) + apart
	}
	s := fmt.Sprintf("About %s (± %s) with these options", noun(e.Solutions), approx(e.SolutionsErr))
	if e.TimeMillis > 0 {
		s += ", found in about " + figures.Short(t) + " by one worker"
	}
	return s + fmt.Sprintf(" (an estimate from %s).", figures.Count(int64(e.Probes), "random probe")) + apart
}

// solutions writes an estimated number of solutions (approx) with its
// noun: "1 solution", "9,839 solutions".
func solutions(v float64) string {
	if n := approx(v); n != "1" {
		return n + " solutions"
	}
	return "1 solution"
}

// assembliesNoun writes an estimated number of assemblies (approx):
// "1 assembly", "96 assemblies".
func assembliesNoun(v float64) string {
	if n := approx(v); n != "1" {
		return n + " assemblies"
	}
	return "1 assembly"
}

// approx writes an estimated count: whole below a trillion, else in
// scientific notation.
func approx(v float64) string {
	switch {
	case math.IsNaN(v) || math.IsInf(v, 0):
		return "?"
	case math.Abs(v) < 1e12:
		return figures.Thousands(int64(math.Round(v)))
	}
	return fmt.Sprintf("%.2g", v)
}
