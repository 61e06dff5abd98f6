package main

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserOptionErrors: a field of the options tab that cannot be read
// says why under itself, keeps the option as it was, and the error goes
// once the field is read again; flags typed on the command line that read
// clear the fields' errors; a number of workers out of range says so
// under its field. The errors are the options tab's own state: what it
// shows after its own events.
func TestBrowserOptionErrors(t *testing.T) {
	t.Parallel()
	p := newTab(t, 1280, 800)
	p.open("")
	p.waitReady()
	p.tab("options")
	before := p.value("#args")

	p.setValue("#opt-max", "-5", "change")
	p.within(5*time.Second, "the field's error", chromedp.WaitVisible(`#opt-max-error`, byQuery))
	if got, want := p.text("#opt-max-error"), "Stop after N solutions (--max=N): enter a whole number from 0 to 4611686018427387904, or leave it empty"; got != want {
		t.Errorf("opt-max's error %q, want %q", got, want)
	}
	if got := p.attr("#opt-max", "aria-describedby"); got != "opt-max-help opt-max-error" {
		t.Errorf("opt-max described by %q, want its help and its error", got)
	}
	if got := p.value("#args"); got != before {
		t.Errorf("the flags after a field that could not be read: %q, want those before, %q", got, before)
	}

	p.setValue("#opt-max", "7", "change")
	p.within(5*time.Second, "the error gone", chromedp.WaitNotPresent(`#opt-max-error`, byQuery))
	if got, want := p.value("#args"), strings.TrimSpace(before+" --max=7"); got != want {
		t.Errorf("the flags after --max 7: %q, want %q", got, want)
	}

	p.setValue("#opt-time", "-1", "change")
	p.within(5*time.Second, "another field's error", chromedp.WaitVisible(`#opt-time-error`, byQuery))
	p.setValue("#args", "-V", "change")
	p.within(5*time.Second, "the flags typed clear the errors", chromedp.WaitNotPresent(`#opt-time-error`, byQuery))
	if got := p.value("#args"); got != "-V" {
		t.Errorf("the flags typed: %q, want -V", got)
	}

	p.setValue("#workers", "99", "change")
	p.within(5*time.Second, "the workers' error", chromedp.WaitVisible(`#workers-error`, byQuery))
	if got, want := p.text("#workers-error"), "expected a number of workers from 1 to 32"; got != want {
		t.Errorf("the workers' error %q, want %q", got, want)
	}
}

// TestBrowserOptionsFlagsEmpty: unticking the last option leaves the
// options as command-line flags empty, as the equivalent command is
// (the field once kept showing -r), and ticking it again shows it.
func TestBrowserOptionsFlagsEmpty(t *testing.T) {
	t.Parallel()
	p := newTab(t, 1280, 800)
	p.open("#p=pentominoes-10x6&o=-r")
	p.waitReady()
	p.tab("options")
	if got := p.value("#args"); got != "-r" {
		t.Fatalf("the flags of #o=-r: %q", got)
	}
	for _, tc := range []struct{ flags, command string }{
		{"", "polyplay pentominoes-10x6.txt"},
		{"-r", "polyplay -r pentominoes-10x6.txt"},
	} {
		p.run("tick -r", chromedp.Click(`#opt-r`, byQuery))
		p.within(5*time.Second, "the command follows", poll(`document.getElementById("command-line").value === `+jsString(tc.command), nil))
		if got := p.value("#args"); got != tc.flags {
			t.Errorf("with the command %q the flags show %q, want %q", tc.command, got, tc.flags)
		}
	}
}
