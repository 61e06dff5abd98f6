package command

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// TestCommandKeys: keys are spelled as commands name them, whatever the
// case of a letter, with the modifiers held.
func TestCommandKeys(t *testing.T) {
	for _, k := range []struct {
		key         string
		ctrl, shift bool
		want        string
	}{
		{"r", false, false, "r"}, {"R", false, true, "Shift+r"}, {"R", false, false, "r"}, // Caps Lock
		{"z", true, false, "Control+z"}, {"Z", true, true, "Control+Shift+z"},
		{"Enter", false, false, "Enter"}, {" ", false, false, " "}, {"Tab", false, true, "Shift+Tab"},
		{"?", false, true, "?"}, {"ArrowLeft", false, false, "ArrowLeft"},
	} {
		if got := SpellKey(k.key, k.ctrl, k.shift); got != k.want {
			t.Errorf("SpellKey(%q, ctrl %v, shift %v) = %q, want %q", k.key, k.ctrl, k.shift, got, k.want)
		}
	}
}

// TestFor: a key does the first command that has it and can be done
// now; a command off, or with nothing to do, does not take its keys; a
// button is drawn for each labelled command not hidden, disabled while
// off, its shortcut said.
func TestFor(t *testing.T) {
	var ran string
	do := func(name string) func(app.Context) { return func(app.Context) { ran = name } }
	cs := []Command{
		{ID: "a", Label: "Turn", Keys: []string{"r"}, Shortcut: "R", Off: true, Do: do("a")},
		{ID: "b", Keys: []string{"r", "Shift+r"}, Do: do("b")},
		{ID: "c", Label: "Flip", Keys: []string{"f"}, Hidden: true, Do: do("c")},
		{ID: "d", Label: "Undo", Keys: []string{"Control+z"}},
	}
	for _, tc := range []struct{ key, want string }{{"r", "b"}, {"Shift+r", "b"}, {"f", "c"}, {"Control+z", ""}, {"x", ""}} {
		ran = ""
		c, ok := For(cs, tc.key)
		if ok {
			c.Do(app.Context{})
		}
		if ok != (tc.want != "") || ran != tc.want {
			t.Errorf("key %q: ran %q (found %v), want %q", tc.key, ran, ok, tc.want)
		}
	}
	var html []string
	for _, b := range Buttons(cs, nil) {
		html = append(html, app.HTMLString(b))
	}
	if len(html) != 2 || !strings.Contains(html[0], `id="a"`) || !strings.Contains(html[0], "disabled") ||
		!strings.Contains(html[0], `aria-keyshortcuts="R"`) || !strings.Contains(html[0], "(R)") ||
		!strings.Contains(html[1], `id="d"`) || !strings.Contains(html[1], `aria-keyshortcuts="Control+Z"`) {
		t.Errorf("the buttons: %q", html)
	}
}
