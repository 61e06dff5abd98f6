package main

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserAutoChosen solves the 10x6 with the default options (-r, so
// the automatic configuration) at both sizes and checks that the page
// says what the automatic configuration chose: under the run's status,
// which is in view after Solve, beside the "Automatic configuration"
// checkbox, and in the run's row of the runs table. Positions are read
// where the person finds them, before any scrolling, or after scrolling
// to the element beside the one checked.
func TestBrowserAutoChosen(t *testing.T) {
	docShots(t)
	t.Parallel()
	const (
		words = "DLX places the first piece, then FILA from 11 pieces left, filling the first open square (f); piece X held against turned copies"
		flags = "-rX -V -of=11 -f11 -n6 --memo=3"
	)
	for _, sz := range sizes {
		t.Run(sz.name, func(t *testing.T) {
			t.Parallel()
			p := openPage(t, sz.width, sz.height, "#p=pentominoes-10x6&o=-r")
			p.solveAndWait(3 * time.Minute)
			if st := p.attr("#run-status", "data-status"); st != "done" {
				t.Fatalf("run status %q (%s), want done", st, p.text("#run-status"))
			}
			got := p.text("#run-chosen")
			if want := "Automatic: " + words; !strings.HasPrefix(got, want) || !strings.HasSuffix(got, "("+flags+")") {
				t.Errorf("under the run's status: %q, want %q … (%s)", got, want, flags)
			}
			// Right after Solve the status is in the first viewport and
			// the choice right under it: whole on a desktop, begun on a
			// phone, where the board takes most of the screen.
			p.inView(sz.name+", solved", "#run-status", false)
			p.inView(sz.name+", solved", "#run-chosen", sz.name == "phone")
			if st, ch := p.where("#run-status"), p.where("#run-chosen"); ch.Top < st.Bottom-1 || ch.Top > st.Bottom+16 {
				t.Errorf("%s: the choice starts at %.0f px, the status ends at %.0f px: want it right under the status", sz.name, ch.Top, st.Bottom)
			}
			if sz.name == "desktop" {
				p.viewShot(sz.name + "-auto-chosen-solved")
			}
			// Scrolled to the status, the person reads the choice whole.
			p.run("the status in view", chromedp.Evaluate(`document.getElementById("run-status").scrollIntoView({block: "center"})`, nil))
			p.inView(sz.name+", at the status", "#run-chosen", false)
			// Not under the phone's bar of actions at the foot of the screen.
			if ch, bar := p.where("#run-chosen"), p.where("#solve-section"); bar.Top > bar.VH/2 && ch.Bottom > bar.Top {
				t.Errorf("%s: the choice ends at %.0f px, under the actions from %.0f px", sz.name, ch.Bottom, bar.Top)
			}
			// The documentation's picture has the choice in the middle.
			p.run("the choice centred", chromedp.Evaluate(`document.getElementById("run-chosen").scrollIntoView({block: "center"})`, nil))
			p.viewShot(sz.name + "-auto-chosen-status")
			// The solved 10x6's accessibility is TestBrowserLayout's
			// ("solved"): the same page state; the options tab's is here.

			p.run("the tabs in view", chromedp.Evaluate(`document.getElementById("tab-options").scrollIntoView({block: "center"})`, nil))
			p.tab("options")
			// The checkbox is in view on opening the tab; on a desktop
			// the choice under it too.
			p.inView(sz.name+", options", "#opt-auto", false)
			p.uncovered(sz.name+", options", "#opt-auto")
			if sz.name == "desktop" {
				p.inView(sz.name+", options", "#auto-chosen", false)
			}
			p.run("the checkbox in view", chromedp.Evaluate(`document.getElementById("opt-auto").scrollIntoView({block: "center"})`, nil))
			if got, want := p.text("#auto-chosen"), fmt.Sprintf("Automatic, run 1: %s", words); !strings.HasPrefix(got, want) || !strings.HasSuffix(got, "("+flags+")") {
				t.Errorf("beside the checkbox: %q, want %q … (%s)", got, want, flags)
			}
			var checked bool
			p.eval(`document.getElementById("opt-auto").checked`, &checked)
			if !checked {
				t.Error("the automatic configuration's checkbox is not ticked though the run used it")
			}
			// Scrolled to the checkbox, the person reads the choice whole.
			p.inView(sz.name+", at the checkbox", "#auto-chosen", false)
			// Next to the checkbox: right under its help line.
			if cb, ch := p.where("#opt-auto-help"), p.where("#auto-chosen"); ch.Top < cb.Bottom-1 || ch.Top > cb.Bottom+24 {
				t.Errorf("%s: the choice is at %.0f px, the checkbox's help ends at %.0f px: want it right below", sz.name, ch.Top, cb.Bottom)
			}
			p.viewShot(sz.name + "-auto-chosen-options")
			p.checkA11y(sz.name + ", options")

			p.run("the tabs in view", chromedp.Evaluate(`document.getElementById("tab-runs").scrollIntoView({block: "center"})`, nil))
			p.tab("runs")
			if got, want := p.text(`#runs-table tr[data-run="1"] .run-auto`), "Automatic: ("+flags+")"; got != want {
				t.Errorf("runs table: %q, want %q", got, want)
			}
			if got := p.attr(`#runs-table tr[data-run="1"] .run-auto`, "title"); !strings.HasPrefix(got, "Automatic: "+words) {
				t.Errorf("runs table title: %q, want the words", got)
			}
		})
	}
}
