package ui

import (
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// A table of commands drives a panel's buttons and its keys alike (Play
// and the designer): each command has its button's label,
// the keys that do it and whether it can be done now. The buttons are
// drawn from the table (commandButtons), a key pressed is looked up in it
// (commandForKey), and the keys the table names are kept from scrolling
// the page (keepKeys): one list, so that a button and its key never
// drift apart.

// command is one command of a panel.
type command struct {
	// id is its button's element id; label the button's text, "" for a
	// command of keys only.
	id, label string
	// keys are the keys that do it, as keyName writes a key pressed:
	// "r", "Shift+r", "Control+z", "Enter", " ", "ArrowLeft".
	keys []string
	// shortcut names the first key for people ("Shift+R", "Esc"): the
	// button shows it after its label, except on touch screens (the
	// style sheet hides .key-hint there), and aria-keyshortcuts says
	// it.
	shortcut string
	// title is the button's tooltip, if any.
	title string
	// off is set while it cannot be done: its button is disabled and its
	// keys do nothing; hidden leaves its button out (the puzzle has no
	// use for it) but not its keys, whose move then says why it cannot
	// be made.
	off, hidden bool
	// do does it.
	do func(ctx app.Context)
}

// ariaKeys spells a shortcut as aria-keyshortcuts wants it.
func ariaKeys(s string) string {
	return strings.NewReplacer("Esc", "Escape", "Ctrl", "Control").Replace(s)
}

// commandButton draws the button of command c; onClick runs it (one
// handler for all: go-app keeps an element's first handler, so the
// handler finds its command by the button's id).
func commandButton(c command, onClick app.EventHandler) app.UI {
	b := app.Button().Type("button").ID(c.id).Class("small").Disabled(c.off).OnClick(onClick)
	if c.title != "" {
		b = b.Title(c.title)
	}
	if c.shortcut == "" {
		if len(c.keys) > 0 {
			// Its key said to assistive technology only ("Control+Z").
			k := c.keys[0]
			b = b.Attr("aria-keyshortcuts", k[:len(k)-1]+strings.ToUpper(k[len(k)-1:]))
		}
		return b.Text(c.label)
	}
	return b.Attr("aria-keyshortcuts", ariaKeys(c.shortcut)).Body(
		app.Text(c.label),
		app.Span().Class("key-hint").Text(" ("+c.shortcut+")"),
	)
}

// commandButtons draws the buttons of the commands of cs with a label
// and not hidden.
func commandButtons(cs []command, onClick app.EventHandler) []app.UI {
	out := make([]app.UI, 0, len(cs))
	for _, c := range cs {
		if c.label != "" && !c.hidden {
			out = append(out, commandButton(c, onClick))
		}
	}
	return out
}

// runCommand runs the command of cs whose button an event came from;
// it reports whether one ran.
func runCommand(ctx app.Context, cs []command) bool {
	id := ctx.JSSrc().Get("id").String()
	for _, c := range cs {
		if c.id == id && !c.off && !c.hidden && c.do != nil {
			c.do(ctx)
			return true
		}
	}
	return false
}

// keyName writes the key of a keyboard event as commands name their
// keys: a letter in lower case, "Shift+" before it when shift is held,
// "Control+" before all when Control or Command is; other keys by their
// KeyboardEvent.key, with "Shift+" only for named keys ("Shift+Tab").
func keyName(e app.Event) string {
	key := e.Get("key").String()
	ctrl := e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool()
	shift := e.Get("shiftKey").Bool()
	return spellKey(key, ctrl, shift)
}

// spellKey is keyName's spelling of a key and its modifiers.
func spellKey(key string, ctrl, shift bool) string {
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

// commandFor returns the command of cs that name (as spellKey writes
// it) does: the first that has the key and can be done now.
func commandFor(cs []command, name string) (command, bool) {
	for _, c := range cs {
		if c.off || c.do == nil {
			continue
		}
		for _, k := range c.keys {
			if k == name {
				return c, true
			}
		}
	}
	return command{}, false
}

// commandForKey returns the command of cs that a key pressed does.
func commandForKey(cs []command, e app.Event) (command, bool) {
	return commandFor(cs, keyName(e))
}

// keyCommand does the command of cs that the key of event e does. With
// bar not "", only a key pressed on the element of that id itself
// counts (a key on one of its buttons is the button's). Without such a
// command the page is not updated.
func keyCommand(ctx app.Context, e app.Event, cs []command, bar string) {
	cmd, ok := commandForKey(cs, e)
	if !ok || bar != "" && e.Get("target").Get("id").String() != bar {
		ctx.PreventUpdate()
		return
	}
	cmd.do(ctx)
}

// keptKeys holds, by element id, the keys that element keeps from the
// page (keepKeys); keptOnce installs their listener once per page.
var (
	keptKeys = map[string]map[string]bool{}
	keptMu   sync.Mutex
	keptOnce sync.Once
)

// keepKeys keeps the keys of the commands of cs (and extra) pressed on
// the element of id id, or within it, from also acting on the page
// (scrolling it, a space's click): go-app calls its handlers after the
// browser has acted on the key, so a listener of the page's own prevents
// it at once. Only in the browser.
func keepKeys(id string, cs []command, extra ...string) {
	if !app.IsClient {
		return
	}
	keptMu.Lock()
	set := map[string]bool{}
	for _, c := range cs {
		for _, k := range c.keys {
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
			name := spellKey(e.Get("key").String(), e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool(), e.Get("shiftKey").Bool())
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
