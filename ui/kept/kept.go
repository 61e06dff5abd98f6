// Package kept is what the page keeps in the browser's local storage
// (ui/storage): My puzzles, the edited definition, the runs, the colour
// scheme and Play's games. Each is read and written through the page's
// State, which never writes over a value the page could not read,
// and says in words, at the top of the page, what it could not read or
// keep.
package kept

import (
	"bytes"
	"encoding/json"
	"errors"
	"maps"
	"slices"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/storage"
	"polyplay/ui/widget"
)

// State is the page's local storage: the place of each key read or
// written, and what the page says about them.
type State struct {
	places map[string]*storage.Place
	// unread says, by key, what could not be read; failed, what could
	// not be kept. The notice shows both until dismissed (hidden),
	// which lasts until something new is said.
	unread, failed map[string]string
	hidden         bool
	// texts holds, by key, the texts that could not be read, for the
	// copy the person can save (CopyText).
	texts map[string][]json.RawMessage
	// discards holds, by key, how to drop the entries of its list that
	// could not be read, once the person asks to (DiscardUnread).
	discards map[string]func()
}

// place returns the place of key in the browser's local storage.
func (k *State) place(key string) *storage.Place {
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

// Load returns the text kept under key, which read accepts (ok false if
// there is none). A text read refuses is moved aside, and said: what
// names it ("your puzzles").
func (k *State) Load(key, what string, read func(string) error) (string, bool) {
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

// EntriesUnread says that entries of the list under key (of: "your
// puzzles") could not be read and are kept as they were; none unsays it.
// discard drops them from the list and writes it, when the person asks
// to (DiscardUnread).
func (k *State) EntriesUnread(key, of string, unread []storage.Unread, discard func()) {
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

// DiscardUnread drops the entries of every list that could not be read
// (the person may have saved a copy first) and unsays them: the notice
// does not come back with every page load. Values moved aside under
// their own names stay there.
func (k *State) DiscardUnread() {
	for _, key := range slices.Sorted(maps.Keys(k.discards)) {
		k.discards[key]()
		delete(k.unread, key)
		delete(k.texts, key)
		delete(k.discards, key)
	}
}

// Write keeps text under key; a failure is said in words (what names
// the value), and a success unsays the last failure.
func (k *State) Write(key, what, text string) {
	if err := k.place(key).Write(text); err != nil {
		k.failedWrite(key, what, err)
		return
	}
	delete(k.failed, key)
}

// Remove removes what is kept under key, as write.
func (k *State) Remove(key, what string) {
	if err := k.place(key).Remove(); err != nil {
		k.failedWrite(key, what, err)
		return
	}
	delete(k.failed, key)
}

// failedWrite says that what, kept under key, could not be kept (err);
// a storage the browser refuses altogether is said once, for all.
func (k *State) failedWrite(key, what string, err error) {
	if errors.Is(err, storage.ErrRefused) || errors.Is(err, storage.ErrUnavailable) {
		key, what = "", "what you make here"
	}
	k.say(&k.failed, key, storage.WriteWords(what, err))
}

// say sets what the page says about key in m, showing the notice again
// if it is new.
func (k *State) say(m *map[string]string, key, words string) {
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
func (k *State) keepTexts(key string, texts []json.RawMessage) {
	if k.texts == nil {
		k.texts = map[string][]json.RawMessage{}
	}
	k.texts[key] = texts
}

// sentences returns what the notice says, in the order of the keys.
func (k *State) sentences() []string {
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

// CopyText is the copy of what could not be read that the person can
// save: a JSON object of each key's texts, the entries of a list as
// they were kept, a value moved aside as a JSON string of its text
// (written by hand: json.Marshal would compact and escape them).
func (k *State) CopyText() []byte {
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

// Notice shows what the page could not read or keep in this
// browser, at the top of the page, with a button to save a copy of what
// could not be read.
func (k *State) Notice() app.UI {
	said := k.sentences()
	if len(said) == 0 || k.hidden {
		return nil
	}
	items := make([]app.UI, len(said))
	for i, s := range said {
		items[i] = app.Li().Text(s)
	}
	return app.Div().ID("kept-notice").Class("notice-bar kept-notice").Role("status").Body(
		app.Ul().Body(items...),
		app.Div().Class("kept-actions").Body(
			app.If(len(k.texts) > 0, func() app.UI {
				return app.Button().Type("button").ID("kept-save").Text("Save a copy").Title("Save what could not be read as a file").
					OnClick(func(ctx app.Context, e app.Event) {
						widget.Download("polyplay-kept-aside.json", "application/json", k.CopyText())
					})
			}),
			app.If(len(k.discards) > 0, func() app.UI {
				return app.Button().Type("button").ID("kept-discard").Text("Discard them").Title("Remove the entries that could not be read from this browser").
					OnClick(func(ctx app.Context, e app.Event) { k.DiscardUnread() })
			}),
			app.Button().Type("button").ID("kept-close").Attr("aria-label", "Dismiss the message about what this browser keeps").Text("×").
				OnClick(func(ctx app.Context, e app.Event) { k.hidden = true }),
		),
	)
}

// Failed returns what the page says it could not keep under key ("" if
// nothing).
func (k *State) Failed(key string) string { return k.failed[key] }

// SayFailed says words about what could not be kept under key.
func (k *State) SayFailed(key, words string) { k.say(&k.failed, key, words) }
