package ui

import (
	"bytes"
	"encoding/json"
	"errors"
	"maps"
	"slices"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/storage"
)

// What the page keeps in the browser's local storage (ui/storage): My
// puzzles (mine.go), the edited definition (definition_store.go), the
// runs (runs_tab.go), the colour scheme (colours.go) and Play's games
// (ui/playmode). Each is read and written through the session's
// keptState, which never writes over a value the page could not read,
// and says in words, at the top of the page, what it could not read or
// keep.

// keptState is the page's local storage: the place of each key read or
// written, and what the page says about them.
type keptState struct {
	places map[string]*storage.Place
	// unread says, by key, what could not be read; failed, what could
	// not be kept. The notice shows both until dismissed (hidden),
	// which lasts until something new is said.
	unread, failed map[string]string
	hidden         bool
	// texts holds, by key, the texts that could not be read, for the
	// copy the person can save (copyText).
	texts map[string][]json.RawMessage
	// discards holds, by key, how to drop the entries of its list that
	// could not be read, once the person asks to (discardUnread).
	discards map[string]func()
}

// place returns the place of key in the browser's local storage.
func (k *keptState) place(key string) *storage.Place {
	if k.places == nil {
		k.places = map[string]*storage.Place{}
	}
	p := k.places[key]
	if p == nil {
		p = &storage.Place{Backend: storage.Local{}, Key: key}
		k.places[key] = p
	}
	return p
}

// load returns the text kept under key, which read accepts (ok false if
// there is none). A text read refuses is moved aside, and said: what
// names it ("your puzzles").
func (k *keptState) load(key, what string, read func(string) error) (string, bool) {
	text, ok, aside, err := k.place(key).Load(read)
	switch {
	case err != nil:
		k.failedWrite(key, what, err)
	case aside != nil:
		k.say(&k.unread, key, storage.AsideWords(what, aside))
		// Not JSON, maybe: the copy holds it as a JSON string.
		k.keepTexts(key, []json.RawMessage{json.RawMessage(jsonString(aside.Text))})
	}
	return text, ok
}

// entriesUnread says that entries of the list under key (of: "your
// puzzles") could not be read and are kept as they were; none unsays it.
// discard drops them from the list and writes it, when the person asks
// to (discardUnread).
func (k *keptState) entriesUnread(key, of string, unread []storage.Unread, discard func()) {
	if len(unread) == 0 {
		delete(k.unread, key)
		delete(k.texts, key)
		delete(k.discards, key)
		return
	}
	if k.discards == nil {
		k.discards = map[string]func(){}
	}
	k.discards[key] = discard
	k.say(&k.unread, key, storage.UnreadWords(len(unread), of))
	texts := make([]json.RawMessage, len(unread))
	for i, u := range unread {
		texts[i] = u.Text
	}
	k.keepTexts(key, texts)
}

// discardUnread drops the entries of every list that could not be read
// (the person may have saved a copy first) and unsays them: the notice
// does not come back with every page load. Values moved aside under
// their own names stay there.
func (k *keptState) discardUnread() {
	for _, key := range slices.Sorted(maps.Keys(k.discards)) {
		k.discards[key]()
		delete(k.unread, key)
		delete(k.texts, key)
		delete(k.discards, key)
	}
}

// write keeps text under key; a failure is said in words (what names
// the value), and a success unsays the last failure.
func (k *keptState) write(key, what, text string) {
	if err := k.place(key).Write(text); err != nil {
		k.failedWrite(key, what, err)
		return
	}
	delete(k.failed, key)
}

// remove removes what is kept under key, as write.
func (k *keptState) remove(key, what string) {
	if err := k.place(key).Remove(); err != nil {
		k.failedWrite(key, what, err)
		return
	}
	delete(k.failed, key)
}

// failedWrite says that what, kept under key, could not be kept (err);
// a storage the browser refuses altogether is said once, for all.
func (k *keptState) failedWrite(key, what string, err error) {
	if errors.Is(err, storage.ErrRefused) || errors.Is(err, storage.ErrUnavailable) {
		key, what = "", "what you make here"
	}
	k.say(&k.failed, key, storage.WriteWords(what, err))
}

// say sets what the page says about key in m, showing the notice again
// if it is new.
func (k *keptState) say(m *map[string]string, key, words string) {
	if *m == nil {
		*m = map[string]string{}
	}
	if (*m)[key] != words {
		k.hidden = false
	}
	(*m)[key] = words
}

// keepTexts keeps the texts of key that could not be read, for the
// copy, in place of those kept before.
func (k *keptState) keepTexts(key string, texts []json.RawMessage) {
	if k.texts == nil {
		k.texts = map[string][]json.RawMessage{}
	}
	k.texts[key] = texts
}

// sentences returns what the notice says, in the order of the keys.
func (k *keptState) sentences() []string {
	var out []string
	for _, m := range []map[string]string{k.unread, k.failed} {
		for _, key := range slices.Sorted(maps.Keys(m)) {
			out = append(out, m[key])
		}
	}
	return out
}

// jsonString returns s as a JSON string.
func jsonString(s string) string {
	b, _ := json.Marshal(s) // a string always encodes
	return string(b)
}

// copyText is the copy of what could not be read that the person can
// save: a JSON object of each key's texts, the entries of a list as
// they were kept, a value moved aside as a JSON string of its text
// (written by hand: json.Marshal would compact and escape them).
func (k *keptState) copyText() []byte {
	var b bytes.Buffer
	b.WriteString("{")
	for i, key := range slices.Sorted(maps.Keys(k.texts)) {
		if i > 0 {
			b.WriteString(",")
		}
		b.WriteString("\n" + jsonString(key) + ": [")
		for j, t := range k.texts[key] {
			if j > 0 {
				b.WriteString(",")
			}
			b.WriteString("\n  ")
			b.Write(t)
		}
		b.WriteString("\n]")
	}
	b.WriteString("\n}\n")
	return b.Bytes()
}

// renderKept shows what the page could not read or keep in this
// browser, at the top of the page, with a button to save a copy of what
// could not be read.
func (c *Playground) renderKept() app.UI {
	said := c.kept.sentences()
	if len(said) == 0 || c.kept.hidden {
		return nil
	}
	items := make([]app.UI, len(said))
	for i, s := range said {
		items[i] = app.Li().Text(s)
	}
	return app.Div().ID("kept-notice").Class("notice-bar kept-notice").Role("status").Body(
		app.Ul().Body(items...),
		app.Div().Class("kept-actions").Body(
			app.If(len(c.kept.texts) > 0, func() app.UI {
				return app.Button().Type("button").ID("kept-save").Text("Save a copy").Title("Save what could not be read as a file").
					OnClick(func(ctx app.Context, e app.Event) {
						download("polyplay-kept-aside.json", "application/json", c.kept.copyText())
					})
			}),
			app.If(len(c.kept.discards) > 0, func() app.UI {
				return app.Button().Type("button").ID("kept-discard").Text("Discard them").Title("Remove the entries that could not be read from this browser").
					OnClick(func(ctx app.Context, e app.Event) { c.kept.discardUnread() })
			}),
			app.Button().Type("button").ID("kept-close").Attr("aria-label", "Dismiss the message about what this browser keeps").Text("×").
				OnClick(func(ctx app.Context, e app.Event) { c.kept.hidden = true }),
		),
	)
}
