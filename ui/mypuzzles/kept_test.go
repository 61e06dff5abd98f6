package mypuzzles

import (
	"encoding/json"
	"os"
	"reflect"
	"strings"
	"testing"
)

// TestRead: every entry that can be read is, those that cannot are kept
// as they were and written back with the store, and a new entry never
// takes an id kept.
func TestRead(t *testing.T) {
	const soma = `{"id":"m1","name":"Soma cube (edited)","source":"D:x","file":"soma.txt","from":"soma"}`
	for _, tc := range []struct {
		name   string
		text   string
		names  []string // the entries read
		unread []string // verbatim
		whys   []string
		next   string // the id of the next entry added
		err    string
	}{
		{name: "every entry", text: `{"entries":[` + soma + `,{"id":"m3","name":"Mine","source":""}],"next":3}`,
			names: []string{"Soma cube (edited)", "Mine"}, next: "m4"},
		{name: "from a number", text: `{"entries":[` + soma + `,{"id":"m2","name":"Two","source":"D:y","from":7}],"next":2}`,
			names: []string{"Soma cube (edited)"}, unread: []string{`{"id":"m2","name":"Two","source":"D:y","from":7}`},
			whys: []string{"its field from is a number where text was expected"}, next: "m3"},
		{name: "an unread entry's id is not taken again", text: `{"entries":[{"id":"m9","name":7}],"next":2}`,
			unread: []string{`{"id":"m9","name":7}`}, whys: []string{"its field name is a number where text was expected"}, next: "m10"},
		{name: "an entry of another version", text: `{"entries":[{"v":2,"id":"m1","title":"New"},` + soma[:len(soma)-1] + `,"id":"m2"}],"next":2}`,
			names: []string{"Soma cube (edited)"}, unread: []string{`{"v":2,"id":"m1","title":"New"}`},
			whys: []string{"it was written by another version of Polyplay (version 2; this one reads version 1)"}, next: "m3"},
		{name: "wrong types", text: `{"entries":[5,"m1",null,{"id":true}],"next":0}`,
			unread: []string{"5", `"m1"`, "null", `{"id":true}`},
			whys: []string{"it is a number where an object was expected", "it is text where an object was expected", "it has no id",
				"its field id is true or false where text was expected"}, next: "m1"},
		{name: "the same id twice", text: `{"entries":[` + soma + `,` + soma + `],"next":1}`,
			names: []string{"Soma cube (edited)"}, unread: []string{soma}, whys: []string{"its id m1 is another entry's"}, next: "m2"},
		{name: "a next too small", text: `{"entries":[{"id":"m5","name":"Five","source":""}],"next":1}`, names: []string{"Five"}, next: "m6"},
		{name: "cut short", text: `{"entries":[` + soma + `,{"id":"m2","na`, err: "its text is cut short"},
		{name: "entries not a list", text: `{"entries":{"m1":{}},"next":1}`, err: "its field entries is an object where a list was expected"},
		{name: "next not a number", text: `{"entries":[],"next":"3"}`, err: "its field next is text where a whole number was expected"},
		{name: "a list, not My puzzles", text: `[` + soma + `]`, err: "it is a list where an object was expected"},
		{name: "of another version", text: `{"v":2,"puzzles":[]}`, err: "it was written by another version of Polyplay (version 2; this one reads version 1)"},
	} {
		s, err := Read(tc.text)
		if got := errText(err); got != tc.err {
			t.Errorf("%s: error %q, want %q", tc.name, got, tc.err)
			continue
		}
		if err != nil {
			continue
		}
		var names, unread, whys []string
		for _, e := range s.Entries {
			names = append(names, e.Name)
		}
		for _, u := range s.Unread {
			unread, whys = append(unread, string(u.Text)), append(whys, u.Why.Error())
		}
		if !reflect.DeepEqual(names, tc.names) || !reflect.DeepEqual(unread, tc.unread) || !reflect.DeepEqual(whys, tc.whys) {
			t.Errorf("%s: read %q, unread %q %q; want %q, %q %q", tc.name, names, unread, whys, tc.names, tc.unread, tc.whys)
		}
		// An edit, written back: the unread entries are still there, as
		// they were, and the new entry takes an id of its own.
		if e := s.Add("New", "", "D:z", ""); e.ID != tc.next {
			t.Errorf("%s: a new entry is %s, want %s", tc.name, e.ID, tc.next)
		}
		text := s.Text()
		for _, u := range tc.unread {
			if !strings.Contains(text, u) {
				t.Errorf("%s: written back without the unread entry %s: %s", tc.name, u, text)
			}
		}
		back, err := Read(text)
		if err != nil || !reflect.DeepEqual(back.Entries, s.Entries) || len(back.Unread) != len(s.Unread) || back.Next != s.Next {
			t.Errorf("%s: read again: %v, %+v, want %+v", tc.name, err, back, s)
		}
	}
}

// TestReadKeptBefore: My puzzles as the page kept it before (the
// fixture of ui/storage, written by go-app's LocalStorage) reads whole,
// and is written back in the same form.
func TestReadKeptBefore(t *testing.T) {
	b, err := os.ReadFile("../storage/testdata/saved-2026-11-26.json")
	if err != nil {
		t.Fatal(err)
	}
	var kept map[string]string
	if err := json.Unmarshal(b, &kept); err != nil {
		t.Fatal(err)
	}
	s, err := Read(kept["polyplay.puzzles"])
	if err != nil || len(s.Unread) != 0 || len(s.Entries) != 2 || s.Next != 3 || s.Entries[0].From != "soma" || s.Entries[1].Name != `Dominoes "2" <b>` {
		t.Fatalf("read %+v, %v", s, err)
	}
	if got := s.Text(); got != kept["polyplay.puzzles"] {
		t.Errorf("written back:\n%s\nwant\n%s", got, kept["polyplay.puzzles"])
	}
}

// FuzzRead: whatever text is kept, Read neither panics nor loses an
// entry: what it reads, written back, reads the same, the unread entries
// as they were.
func FuzzRead(f *testing.F) {
	for _, s := range []string{
		`{"entries":[{"id":"m1","name":"a","source":"D:x","from":"soma"}],"next":1}`,
		`{"entries":[{"id":"m1","from":5},{"id":"m1"},{"v":2,"id":"m2"}],"next":"3"}`,
		`{"entries":[{"id":"m1","name":"a","source":"D:x"},{"id":"m2","na`,
		`{"entries":[5,null,"x",[]],"next":-4}`,
		`[]`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		s, err := Read(text)
		if err != nil {
			return
		}
		for _, u := range s.Unread {
			if !strings.Contains(text, string(u.Text)) {
				t.Fatalf("%q: unread entry %q not verbatim", text, u.Text)
			}
		}
		ids := map[string]bool{}
		for _, e := range s.Entries {
			if e.ID == "" || ids[e.ID] {
				t.Fatalf("%q: entry id %q empty or twice", text, e.ID)
			}
			ids[e.ID] = true
		}
		back, err := Read(s.Text())
		if err != nil || !reflect.DeepEqual(back.Entries, s.Entries) || len(back.Unread) != len(s.Unread) || back.Next != s.Next {
			t.Fatalf("%q: read again: %v, %+v, want %+v", text, err, back, s)
		}
		for i, u := range back.Unread {
			if string(u.Text) != string(s.Unread[i].Text) {
				t.Fatalf("%q: unread entry %q written back as %q", text, s.Unread[i].Text, u.Text)
			}
		}
		if e := s.Add("x", "", "", ""); ids[e.ID] {
			t.Fatalf("%q: a new entry takes the id %s", text, e.ID)
		}
	})
}
