package kept

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/storage"
)

// TestState: what the page says of its storage, in the keys' order, the
// entries that could not be read first; a storage the browser refuses
// (outside the browser there is none) said once for every key; the copy
// of what could not be read; discarding the entries unsays them; a
// dismissed notice comes back when something new is said.
func TestState(t *testing.T) {
	var k State
	discarded := false
	k.EntriesUnread("polyplay.mine", "your puzzles", []storage.Unread{{Text: json.RawMessage(`{"id":"x"}`)}, {Text: json.RawMessage(`7`)}},
		func() { discarded = true })
	k.Write("polyplay.runs", "the runs table", "[]")
	k.Write("polyplay.scheme", "your colours", `"standard"`)
	want := []string{
		"2 of your puzzles could not be read; they are kept aside in this browser, unchanged.",
		"This browser does not let the page keep anything (its storage is turned off or blocked): what you make here will not be here when the page is opened again.",
	}
	if got := k.sentences(); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("the page says %q, want %q", got, want)
	}
	if got := string(k.CopyText()); got != "{\n\"polyplay.mine\": [\n  {\"id\":\"x\"},\n  7\n]\n}\n" {
		t.Errorf("the copy: %q", got)
	}
	html := app.HTMLString(k.Notice())
	for _, id := range []string{`id="kept-notice"`, `id="kept-save"`, `id="kept-discard"`, `id="kept-close"`} {
		if !strings.Contains(html, id) {
			t.Errorf("the notice lacks %s: %s", id, html)
		}
	}
	k.DiscardUnread()
	if !discarded || len(k.sentences()) != 1 || strings.Contains(app.HTMLString(k.Notice()), "kept-discard") {
		t.Errorf("after discarding: discarded %v, the page says %q", discarded, k.sentences())
	}
	k.hidden = true
	k.SayFailed("polyplay.play.x", "Could not keep your game in this browser: too long.")
	if k.hidden || k.Failed("polyplay.play.x") == "" || k.Notice() == nil {
		t.Errorf("a new failure is not said: hidden %v, %q", k.hidden, k.sentences())
	}
}
