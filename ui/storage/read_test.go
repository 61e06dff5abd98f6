package storage

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
)

// entry is a list's entry in the tests: an id, and the puzzle it was made
// from, as My puzzles' entries have.
type entry struct {
	ID   string `json:"id"`
	From string `json:"from,omitempty"`
}

// readEntry reads an entry of version 1 with an id.
func readEntry(b []byte) (entry, error) {
	var e entry
	if err := Decode(b, &e, 1); err != nil {
		return entry{}, err
	}
	if e.ID == "" {
		return entry{}, errors.New("it has no id")
	}
	return e, nil
}

// whys returns the reasons of unread entries.
func whys(u []Unread) []string {
	var out []string
	for _, x := range u {
		out = append(out, x.Why.Error())
	}
	return out
}

// texts returns the texts of unread entries.
func texts(u []Unread) []string {
	var out []string
	for _, x := range u {
		out = append(out, string(x.Text))
	}
	return out
}

func TestReadList(t *testing.T) {
	for _, tc := range []struct {
		name   string
		text   string
		ids    []string // the entries read
		unread []string // the entries not read, verbatim
		whys   []string
		err    string // the whole list cannot be read
	}{
		{name: "every entry read", text: `[{"id":"m1","from":"soma"},{"id":"m2"}]`, ids: []string{"m1", "m2"}},
		{name: "an empty list", text: `[]`},
		{name: "from a number", text: `[{"id":"m1"},{"id":"m2","from":5},{"id":"m3"}]`,
			ids: []string{"m1", "m3"}, unread: []string{`{"id":"m2","from":5}`},
			whys: []string{"its field from is a number where text was expected"}},
		{name: "the entry kept verbatim, spaces and escapes", text: "[ {\"id\" : \"m1\", \"from\": [1, 2]} , {\"id\":\"\\u006d2\"}]",
			ids: []string{"m2"}, unread: []string{"{\"id\" : \"m1\", \"from\": [1, 2]}"},
			whys: []string{"its field from is a list where text was expected"}},
		{name: "an entry of another version", text: `[{"id":"m1","v":2},{"id":"m2","v":1}]`,
			ids: []string{"m2"}, unread: []string{`{"id":"m1","v":2}`},
			whys: []string{"it was written by another version of Polyplay (version 2; this one reads version 1)"}},
		{name: "wrong types of entries", text: `[5,"m1",null,true,[]]`,
			unread: []string{"5", `"m1"`, "null", "true", "[]"},
			whys: []string{"it is a number where an object was expected", "it is text where an object was expected",
				"it has no id", "it is true or false where an object was expected", "it is a list where an object was expected"}},
		{name: "an entry that reads but is refused", text: `[{"from":"soma"}]`,
			unread: []string{`{"from":"soma"}`}, whys: []string{"it has no id"}},
		{name: "cut short", text: `[{"id":"m1"},{"id":"m2","fr`, err: "its text is cut short"},
		{name: "damaged", text: `[{"id":"m1"},}]`, err: "its text is damaged at character 14"},
		{name: "not a list", text: `{"entries":[]}`, err: "it is an object where a list was expected"},
		{name: "empty text", text: ``, err: "its text is cut short"},
	} {
		items, unread, err := ReadList([]byte(tc.text), readEntry)
		if got := errText(err); got != tc.err {
			t.Errorf("%s: error %q, want %q", tc.name, got, tc.err)
			continue
		}
		var ids []string
		for _, e := range items {
			ids = append(ids, e.ID)
		}
		if !reflect.DeepEqual(ids, tc.ids) || !reflect.DeepEqual(texts(unread), tc.unread) || !reflect.DeepEqual(whys(unread), tc.whys) {
			t.Errorf("%s: read %q, unread %q (%q); want %q, %q (%q)", tc.name, ids, texts(unread), whys(unread), tc.ids, tc.unread, tc.whys)
		}
		if err != nil {
			continue
		}
		// Written back, the list reads the same: the unread entries as
		// they were, after those read.
		var raw []json.RawMessage
		for _, e := range items {
			b, _ := json.Marshal(e)
			raw = append(raw, b)
		}
		again, unreadAgain, err := ReadList(JoinList(raw, unread), readEntry)
		if err != nil || !reflect.DeepEqual(again, items) || !reflect.DeepEqual(texts(unreadAgain), texts(unread)) {
			t.Errorf("%s: written back and read again: %v, %v, %q", tc.name, err, again, texts(unreadAgain))
		}
	}
}

func TestDecode(t *testing.T) {
	type value struct {
		Source string `json:"source"`
		Next   int    `json:"next"`
	}
	for _, tc := range []struct {
		text    string
		version int
		want    value
		err     string
	}{
		{`{"source":"x","next":3}`, 1, value{"x", 3}, ""},
		{`{"source":"x","v":1}`, 1, value{Source: "x"}, ""},
		{`{"source":"x","v":2}`, 2, value{Source: "x"}, ""},
		{`{"source":"x"}`, 2, value{}, "it was written by another version of Polyplay (version 1; this one reads version 2)"},
		{`{"source":"x","v":"one"}`, 1, value{}, `it was written by another version of Polyplay (version "one"; this one reads version 1)`},
		{`{"source":12}`, 1, value{}, "its field source is a number where text was expected"},
		{`{"next":"3"}`, 1, value{}, "its field next is text where a whole number was expected"},
		{`{"next":1.5}`, 1, value{}, "its field next is a number where a whole number was expected"},
		{`{"source":"x"`, 1, value{}, "its text is cut short"},
		{`[{"source":"x"}]`, 1, value{}, "it is a list where an object was expected"},
		{`"x"`, 1, value{}, "it is text where an object was expected"},
	} {
		var v value
		err := Decode([]byte(tc.text), &v, tc.version)
		if got := errText(err); got != tc.err || (err == nil && v != tc.want) {
			t.Errorf("Decode(%s, %d) = %+v, %q; want %+v, %q", tc.text, tc.version, v, got, tc.want, tc.err)
		}
	}
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// FuzzReadList: whatever text is kept, ReadList neither panics nor loses
// an entry: every entry of a list is read or kept verbatim, and the
// list written back (JoinList) reads the same again.
func FuzzReadList(f *testing.F) {
	for _, s := range []string{
		`[{"id":"m1","from":"soma"},{"id":"m2"}]`,
		`[{"id":"m1"},{"id":"m2","from":5}]`,
		`[{"id":"m1","v":2},5,"x",null,[],{}]`,
		`[{"id":"m1"},{"id":"m2","fr`,
		`{"entries":[]}`,
		"[ {\"id\" : \"\\u006d1\"} ]",
		``,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		items, unread, err := ReadList([]byte(text), readEntry)
		if err != nil {
			if items != nil || unread != nil {
				t.Fatalf("%q: an error (%v) with entries", text, err)
			}
			return
		}
		var raw []json.RawMessage
		if json.Unmarshal([]byte(text), &raw) != nil || len(items)+len(unread) != len(raw) {
			t.Fatalf("%q: %d entries read and %d not, of %d", text, len(items), len(unread), len(raw))
		}
		for _, u := range unread {
			if !strings.Contains(text, string(u.Text)) || u.Why == nil {
				t.Fatalf("%q: unread entry %q not verbatim, or without a reason", text, u.Text)
			}
		}
		var back []json.RawMessage
		for _, e := range items {
			b, _ := json.Marshal(e)
			back = append(back, b)
		}
		again, unreadAgain, err := ReadList(JoinList(back, unread), readEntry)
		if err != nil || !reflect.DeepEqual(again, items) || !reflect.DeepEqual(texts(unreadAgain), texts(unread)) {
			t.Fatalf("%q: written back and read again: %v, %v, %q", text, err, again, texts(unreadAgain))
		}
	})
}
