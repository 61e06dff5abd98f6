package storage

import (
	"errors"
	"strings"
	"testing"
)

// readPuzzles accepts a text that ReadList reads as a list of entries.
func readPuzzles(text string) error {
	_, _, err := ReadList([]byte(text), readEntry)
	return err
}

// TestPlace: a value that cannot be read is moved aside, verbatim, before
// anything is written in its place; one that cannot be moved aside is
// never written over; a full storage keeps what it had.
func TestPlace(t *testing.T) {
	const key = "polyplay.puzzles"
	const good, bad = `[{"id":"m1"}]`, `[{"id":"m1"},{"id":"m2","fr`
	for _, tc := range []struct {
		name     string
		kept     map[string]string
		room     int
		ok       bool
		aside    string // the key the value was moved to
		asideErr error
		write    error // writing good at the place
		after    map[string]string
	}{
		{name: "nothing kept", kept: map[string]string{}, after: map[string]string{key: good}},
		{name: "a value read", kept: map[string]string{key: `[]`}, ok: true, after: map[string]string{key: good}},
		{name: "a value that cannot be read", kept: map[string]string{key: bad}, aside: key + ".unread",
			after: map[string]string{key: good, key + ".unread": bad}},
		{name: "another value aside already", kept: map[string]string{key: bad, key + ".unread": "older"}, aside: key + ".unread.2",
			after: map[string]string{key: good, key + ".unread": "older", key + ".unread.2": bad}},
		{name: "the same value aside already", kept: map[string]string{key: bad, key + ".unread": "older", key + ".unread.2": bad}, aside: key + ".unread.2",
			after: map[string]string{key: good, key + ".unread": "older", key + ".unread.2": bad}},
		{name: "no room to move it aside", kept: map[string]string{key: bad}, room: 60, asideErr: ErrFull, write: ErrNotKeptAside,
			after: map[string]string{key: bad}},
		{name: "no room for the write", kept: map[string]string{key: `[]`}, room: 20, ok: true, write: ErrFull,
			after: map[string]string{key: `[]`}},
	} {
		b := &memory{m: tc.kept, room: tc.room}
		p := &Place{Backend: b, Key: key}
		text, ok, aside, err := p.Load(readPuzzles)
		if err != nil || ok != tc.ok || (ok && text != tc.kept[key]) {
			t.Errorf("%s: Load = %q, %v, %v", tc.name, text, ok, err)
		}
		switch {
		case tc.aside == "" && tc.asideErr == nil:
			if aside != nil {
				t.Errorf("%s: moved aside: %+v", tc.name, aside)
			}
		case aside == nil:
			t.Errorf("%s: not moved aside", tc.name)
		case aside.To != tc.aside || !errors.Is(aside.Err, tc.asideErr) || aside.Text != bad || aside.Key != key ||
			errText(aside.Why) != "its text is cut short":
			t.Errorf("%s: moved aside %+v, want to %q (error %v)", tc.name, aside, tc.aside, tc.asideErr)
		}
		if err := p.Write(good); !errors.Is(err, tc.write) {
			t.Errorf("%s: Write = %v, want %v", tc.name, err, tc.write)
		}
		if tc.write == ErrNotKeptAside {
			if err := p.Remove(); err != ErrNotKeptAside {
				t.Errorf("%s: Remove = %v, want ErrNotKeptAside", tc.name, err)
			}
		}
		if len(b.m) != len(tc.after) {
			t.Errorf("%s: kept %q, want %q", tc.name, b.m, tc.after)
		}
		for k, v := range tc.after {
			if b.m[k] != v {
				t.Errorf("%s: %s holds %q, want %q", tc.name, k, b.m[k], v)
			}
		}
	}
}

func TestWords(t *testing.T) {
	for _, tc := range []struct{ got, want string }{
		{UnreadWords(1, "your puzzles"), "1 of your puzzles could not be read; it is kept aside in this browser, unchanged."},
		{UnreadWords(2, "your puzzles"), "2 of your puzzles could not be read; they are kept aside in this browser, unchanged."},
		{WriteWords("your puzzles", ErrFull), "This browser's storage is full: the latest change to your puzzles is not kept (what was kept before is still there). Delete some of your puzzles or clear the runs table to make room."},
		{WriteWords("the colour scheme", ErrRefused), "This browser does not let the page keep anything (its storage is turned off or blocked): the colour scheme will not be here when the page is opened again."},
		{WriteWords("your puzzles", ErrNotKeptAside), "Your puzzles kept in this browser could not be read, and the storage is too full to keep a copy aside: so as not to write over it, changes to your puzzles are not kept. Make room and open the page again."},
		{WriteWords("the runs table", errors.New("local storage: Error: odd")), "Could not keep the runs table in this browser (local storage: Error: odd); what was kept before is still there."},
		{AsideWords("your puzzles", &Aside{Key: "polyplay.puzzles", To: "polyplay.puzzles.unread", Why: errors.New("its text is cut short")}),
			"Your puzzles kept in this browser could not be read (its text is cut short); that text is kept aside, unchanged, under the name polyplay.puzzles.unread."},
		{AsideWords("your puzzles", &Aside{Key: "polyplay.puzzles", Why: errors.New("its text is cut short"), Err: ErrFull}),
			WriteWords("your puzzles", ErrNotKeptAside)},
	} {
		if tc.got != tc.want {
			t.Errorf("got  %q\nwant %q", tc.got, tc.want)
		}
		if strings.Contains(tc.got, "QuotaExceeded") {
			t.Errorf("%q says the browser's own words", tc.got)
		}
	}
}
