package main

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserDefinitionNotes types a definition that is legal but not
// what it shows, a one-sided bar drawn a column off and so the twin of
// the other, into the editor: the note is under "Valid", at its line and
// column, and goes when the bar is drawn where it was meant.
func TestBrowserDefinitionNotes(t *testing.T) {
	t.Parallel()
	p := newPage(t, 390, 844)
	twins := "D:grid=triangle:xDim=4:yDim=2:oneSide\nL\nA A A A . . B B B B\n~L\n~D\n"
	p.setValue("#definition", twins, "input")
	p.within(10*time.Second, "the note is shown", chromedp.WaitVisible(`#definition-notes .note`, byQuery))
	if got, want := p.text("#definition-notes"), "Note. Line 3, column 13: pieces A and B have the same shape: the solver takes them for copies of one piece."; got != want {
		t.Errorf("notes %q, want %q", got, want)
	}
	if got := p.text("#definition-error"); !strings.HasPrefix(got, "Valid: ") {
		t.Errorf("status %q, want the puzzle valid", got)
	}
	p.setValue("#definition", strings.Replace(twins, ". . B", ". B", 1), "input")
	p.within(10*time.Second, "the note goes", poll(`document.querySelectorAll("#definition-notes .note").length === 0`, nil))
}
