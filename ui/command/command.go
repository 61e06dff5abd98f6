// Package command is a table of commands that drives a panel's buttons
// and its keys alike (Play and the designer): each command has its
// button's label, the keys that do it and whether it can be done now.
// The buttons are drawn from the table (Buttons), a key pressed is
// looked up in it (ForKey), and the keys the table names are kept from
// scrolling the page (KeepKeys): one list, so that a button and its key
// never drift apart.
package command

import (
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Command is one command of a panel.
type Command struct {
	// ID is its button's element id; Label the button's text, "" for a
	// command of keys only.
	ID, Label string
	// Keys are the keys that do it, as KeyName writes a key pressed:
	// "r", "Shift+r", "Control+z", "Enter", " ", "ArrowLeft".
	Keys []string
	// Shortcut names the first key for people ("Shift+R", "Esc"): the
	// button shows it after its label, except on touch screens (the
	// style sheet hides .key-hint there), and aria-keyshortcuts says
	// it.
	Shortcut string
	// Title is the button's tooltip, if any.
	Title string
	// Off is set while it cannot be done: its button is disabled and its
	// keys do nothing; Hidden leaves its button out (the puzzle has no
	// use for it) but not its keys, whose move then says why it cannot
	// be made.
	Off, Hidden bool
	// Do does it.
	Do func(ctx app.Context)
}

// ariaKeys spells a shortcut as aria-keyshortcuts wants it.
func ariaKeys(s string) string {
	return strings.NewReplacer("Esc", "Escape", "Ctrl", "Control").Replace(s)
}

// Button draws the button of command c; onClick runs it (one
// handler for all: go-app keeps an element's first handler, so the
// handler finds its command by the button's id).
func Button(c Command, onClick app.EventHandler) app.UI {
	b := app.Button().Type("button").ID(c.ID).Class("small").Disabled(c.Off).OnClick(onClick)
	if c.Title != "" {
		b = b.Title(c.Title)
	}
	if c.Shortcut == "" {
		if len(c.Keys) > 0 {
			// Its key said to assistive technology only ("Control+Z").
			k := c.Keys[0]
			b = b.Attr("aria-keyshortcuts", k[:len(k)-1]+strings.ToUpper(k[len(k)-1:]))
		}
		return b.Text(c.Label)
	}
	return b.Attr("aria-keyshortcuts", ariaKeys(c.Shortcut)).Body(
		app.Text(c.Label),
		app.Span().Class("key-hint").Text(" ("+c.Shortcut+")"),
	)
}

// Buttons draws the buttons of the commands of cs with a label
// and not hidden.
func Buttons(cs []Command, onClick app.EventHandler) []app.UI {
	out := make([]app.UI, 0, len(cs))
	for _, c := range cs {
		if c.Label != "" && !c.Hidden {
			out = append(out, Button(c, onClick))
		}
	}
	return out
}

// Run runs the command of cs whose button an event came from;
// it reports whether one ran.
func Run(ctx app.Context, cs []Command) bool {
	id := ctx.JSSrc().Get("id").String()
	for _, c := range cs {
		if c.ID == id && !c.Off && !c.Hidden && c.Do != nil {
			c.Do(ctx)
			return true
		}
	}
	return false
}

// KeyName writes the key of a keyboard event as commands name their
// keys: a letter in lower case, "Shift+" before it when shift is held,
// "Control+" before all when Control or Command is; other keys by their
// KeyboardEvent.key, with "Shift+" only for named keys ("Shift+Tab").
func KeyName(e app.Event) string {
	key := e.Get("key").String()
	ctrl := e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool()
	shift := e.Get("shiftKey").Bool()
	return SpellKey(key, ctrl, shift)
}

// SpellKey is KeyName's spelling of a key and its modifiers.
func SpellKey(key string, ctrl, shift bool) string {
	var b strings.Builder
	if ctrl {
		b.WriteString("Control+")
	}
	letter := utf8.RuneCountInString(key) == 1 && strings.ToLower(key) != strings.ToUpper(key)
	if shift && (letter || utf8.RuneCountInString(key) > 1) {
		b.WriteString("Shift+")
	}
	if letter {
		key = strings.ToLower(key)
	}
	b.WriteString(key)
	return b.String()
}

// For returns the command of cs that name (as SpellKey writes
// it) does: the first that has the key and can be done now.
func For(cs []Command, name string) (Command, bool) {
	for _, c := range cs {
		if c.Off || c.Do == nil {
			continue
		}
		for _, k := range c.Keys {
			if k == name {
				return c, true
			}
		}
	}
	return Command{}, false
}

// ForKey returns the command of cs that a key pressed does.
func ForKey(cs []Command, e app.Event) (Command, bool) {
	return For(cs, KeyName(e))
}

// OnKey does the command of cs that the key of event e does. With
// bar not "", only a key pressed on the element of that id itself
// counts (a key on one of its buttons is the button's). Without such a
// command the page is not updated.
func OnKey(ctx app.Context, e app.Event, cs []Command, bar string) {
	cmd, ok := ForKey(cs, e)
	if !ok || bar != "" && e.Get("target").Get("id").String() != bar {
		ctx.PreventUpdate()
		return
	}
	cmd.Do(ctx)
}

// keptKeys holds, by element id, the keys that element keeps from the
// page (KeepKeys); keptOnce installs their listener once per page.
var (
	keptKeys = map[string]map[string]bool{}
	keptMu   sync.Mutex
	keptOnce sync.Once
)

// KeepKeys keeps the keys of the commands of cs (and extra) pressed on
// the element of id id, or within it, from also acting on the page
// (scrolling it, a space's click): go-app calls its handlers after the
// browser has acted on the key, so a listener of the page's own prevents
// it at once. Only in the browser.
func KeepKeys(id string, cs []Command, extra ...string) {
	if !app.IsClient {
		return
	}
	keptMu.Lock()
	set := map[string]bool{}
	for _, c := range cs {
		for _, k := range c.Keys {
			set[k] = true
		}
	}
	for _, k := range extra {
		set[k] = true
	}
	keptKeys[id] = set
	keptMu.Unlock()
	keptOnce.Do(func() {
		f := app.FuncOf(func(this app.Value, args []app.Value) any {
			if len(args) == 0 {
				return nil
			}
			e := args[0]
			name := SpellKey(e.Get("key").String(), e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool(), e.Get("shiftKey").Bool())
			keptMu.Lock()
			defer keptMu.Unlock()
			// The element pressed on, or one of its next ancestors.
			el := e.Get("target")
			for range 4 {
				if !el.Truthy() {
					return nil
				}
				if set, ok := keptKeys[el.Get("id").String()]; ok {
					if set[name] {
						e.Call("preventDefault")
					}
					return nil
				}
				el = el.Get("parentElement")
			}
			return nil
		})
		// Kept for the page's lifetime: never released. A space also
		// scrolls on keypress when that comes as an event of its own.
		doc := app.Window().Get("document")
		doc.Call("addEventListener", "keydown", f)
		doc.Call("addEventListener", "keypress", f)
	})
}
