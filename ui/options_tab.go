package ui

import (
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/player"
)

// optionsTab is the Options tab's form as a component of its own. go-app
// renders a child component again only when one of its exported fields
// changed: Key says everything the form shows, so that a run's start,
// progress and end, which change none of it, no longer build and compare
// the form's 150 elements (or parse the options and the automatic
// choice's flags again). It was a sixth of the page's work at each click
// on Solve; and code that runs at each run's end is code the browser
// optimises, on another core, during the first tens of runs.
type optionsTab struct {
	app.Compo
	// Key is what the form shows (optionsKeyOf).
	Key optionsKey
	// pg is the page. Unexported: go-app keeps the first one, the
	// page never changes.
	pg *Playground
}

// Render draws the form.
func (t *optionsTab) Render() app.UI { return t.pg.renderOptions() }

// optionsKey is what the options form shows: the options themselves as
// their flags, with the page's own settings, the fields' errors, the
// puzzle's pieces (the choice of the piece held still), whether a run
// goes on (the number of workers cannot change then) and the latest
// automatic choice.
type optionsKey struct {
	Args, ArgsText, ArgsErr, FileName string
	Keep, Workers, Started            int
	Running                           bool
	Errors                            string
	Pieces                            string
	ChosenRun                         int
	Chosen                            string
	Scheme                            player.Scheme
}

// optionsKeyOf returns what the options form of c shows now.
func optionsKeyOf(c *Playground) optionsKey {
	k := optionsKey{
		Args: strings.Join(c.m.Args(), "\x00"), ArgsText: c.argsText, ArgsErr: c.m.ArgsErr, FileName: c.m.FileName,
		Keep: c.m.Keep, Workers: c.m.Workers, Started: c.pool.Started(),
		Running: c.m.Running() != nil,
		Scheme:  c.scheme,
	}
	var errs []string
	for id, msg := range c.fieldErr {
		errs = append(errs, id+"\x00"+msg)
	}
	slices.Sort(errs)
	k.Errors = strings.Join(errs, "\x00")
	if p := c.m.Problem(); p != nil {
		var b strings.Builder
		for _, pc := range p.Pieces {
			if !pc.Stationary {
				b.WriteString(pc.Name)
				b.WriteByte(0)
			}
		}
		k.Pieces = b.String()
	}
	// The latest run with a choice (renderAutoChosen), by its flags:
	// describing them takes parsing them.
	for i := len(c.m.Runs) - 1; i >= 0; i-- {
		if r := c.m.Runs[i]; len(r.Stats.Chosen) > 0 {
			k.ChosenRun, k.Chosen = r.ID, strings.Join(r.Stats.Chosen, "\x00")
			break
		}
	}
	return k
}
