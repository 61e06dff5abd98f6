package options

import (
	"html"
	"regexp"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/solver"
	"polyplay/ui/page"
	"polyplay/ui/player"
)

// TestOptionWords: every field of the options form has a plain first line
// a newcomer understands, followed by the papers' terms in brackets with
// the command-line flag, e.g. "Switch to the fast fill-in method when N
// pieces remain (fixed image list algorithm, FILA, -f N)". The fields
// that are not solver flags are listed apart; every control of the form
// has a label; the ordering heuristics' steps come under one title that
// reads the same way.
func TestOptionWords(t *testing.T) {
	m := page.NewModel()
	m.Options.Order = append(m.Options.Order, solver.OrderStep{Heuristic: solver.Estimate}) // a heuristic step's fields too
	out := app.HTMLString(newTab(m, &Store{}, player.Standard).Render())
	labels := regexp.MustCompile(`(?s)<label[^>]*for="([^"]*)"[^>]*>(.*?)</label>`).FindAllStringSubmatch(out, -1)
	if len(labels) < 15 {
		t.Fatalf("%d labelled fields in the options form, want the whole form", len(labels))
	}
	// The page's own settings: workers, solutions kept, colours, and the
	// command line itself.
	notFlags := map[string]bool{"workers": true, "opt-keep": true, "opt-colour-safe": true, "args": true, idCLI: true}
	bracket := regexp.MustCompile(`^([^(]+[a-z.]) \((.+)\)$`)
	flag := regexp.MustCompile(`(^|[ ,])--?[a-zA-Z]`)
	// Every control of the form has its label: none escapes the check.
	labelled := map[string]bool{}
	for _, l := range labels {
		labelled[l[1]] = true
	}
	for _, m := range regexp.MustCompile(`<(?:input|select|textarea)[^>]*\bid="([^"]*)"`).FindAllStringSubmatch(out, -1) {
		if !labelled[m[1]] {
			t.Errorf("%s: a control of the options form without a label", m[1])
		}
	}
	// The ordering heuristics' steps are labelled under their group's
	// title, which is the option's line.
	title := regexp.MustCompile(`<p[^>]*id="order-title"[^>]*>(.*?)</p>`).FindStringSubmatch(out)
	if title == nil {
		t.Fatal("no title over the ordering heuristics' steps")
	}
	labels = append(labels, []string{"", "order-title", title[1]})
	for _, l := range labels {
		id, text := l[1], html.UnescapeString(strings.TrimSpace(regexp.MustCompile(`<[^>]*>`).ReplaceAllString(l[2], "")))
		if notFlags[id] || strings.HasPrefix(id, "order-h-") || strings.HasPrefix(id, "order-n-") {
			continue
		}
		m := bracket.FindStringSubmatch(text)
		switch {
		case m == nil:
			t.Errorf("%s: %q has no plain line followed by the terms in brackets", id, text)
		case !flag.MatchString(m[2]):
			t.Errorf("%s: %q names no command-line flag in its brackets", id, text)
		case flag.MatchString(m[1]):
			t.Errorf("%s: %q starts with a flag, not plain words", id, text)
		}
	}
}
