package mypuzzles

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"polyplay/ui/storage"
)

// Version is the version of My puzzles' text, and of its entries, that
// Read reads and Text writes (none is written: a text or an entry
// without one is of version 1).
const Version = 1

// Read reads My puzzles from its text kept in the browser (Text): every
// entry it can read, and, in Unread, verbatim, those it cannot (an entry
// that does not fit Entry, has no id or another's, or is of another
// version). A text that is not My puzzles at all (not JSON, cut short,
// not an object with a list of entries, of another version) is an error
// in words.
func Read(text string) (Store, error) {
	var kept struct {
		Entries []json.RawMessage `json:"entries"`
		Next    int               `json:"next"`
	}
	if err := storage.Decode([]byte(text), &kept, Version); err != nil {
		return Store{}, err
	}
	s := Store{Next: kept.Next}
	ids := map[string]bool{}
	s.Entries, s.Unread = storage.ReadEntries(kept.Entries, func(b []byte) (Entry, error) {
		var e Entry
		if err := storage.Decode(b, &e, Version); err != nil {
			return Entry{}, err
		}
		switch {
		case e.ID == "":
			return Entry{}, errors.New("it has no id")
		case ids[e.ID]:
			return Entry{}, fmt.Errorf("its id %s is another entry's", e.ID)
		}
		ids[e.ID] = true
		return e, nil
	})
	// No new entry takes an id kept, read or not.
	for _, e := range s.Entries {
		s.Next = max(s.Next, idNumber(e.ID))
	}
	for _, u := range s.Unread {
		var e struct{ ID any }
		if json.Unmarshal(u.Text, &e) == nil {
			if id, ok := e.ID.(string); ok {
				s.Next = max(s.Next, idNumber(id))
			}
		}
	}
	return s, nil
}

// idNumber returns the number of an id that Add makes ("m12": 12), 0
// for another.
func idNumber(id string) int {
	n, err := strconv.Atoi(strings.TrimPrefix(id, "m"))
	if err != nil || !strings.HasPrefix(id, "m") || n < 0 {
		return 0
	}
	return n
}

// Text returns the store as the browser keeps it: a JSON object with
// the entries, those Read could not read last, as they were, and the
// number of the next entry.
func (s *Store) Text() string {
	entries := make([]json.RawMessage, len(s.Entries))
	for i, e := range s.Entries {
		entries[i], _ = json.Marshal(e) // strings only: it cannot fail
	}
	// Written by hand: json.Marshal would compact and escape the unread
	// entries' text.
	return `{"entries":` + string(storage.JoinList(entries, s.Unread)) + `,"next":` + strconv.Itoa(s.Next) + `}`
}
