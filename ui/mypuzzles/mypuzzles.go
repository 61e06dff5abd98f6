// Package mypuzzles keeps a person's own puzzle definitions: every
// definition pasted, typed or edited in the playground is an entry with a
// name the person can change, kept in the browser's storage as JSON.
// Editing a library puzzle makes a new entry; an entry is only ever
// changed by editing it. The package is pure Go: the playground keeps
// the text of a Store (Store.Text) in local storage and reads it back
// with Read, which keeps every entry it cannot read as it was
// (ui/storage).
package mypuzzles

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"polyplay/ui/storage"
)

// MaxName bounds an entry's name, in bytes.
const MaxName = 80

// Entry is one kept definition.
type Entry struct {
	// ID names the entry for good (names can change).
	ID string `json:"id"`
	// Name is the person's name for it.
	Name string `json:"name"`
	// Source is the definition text; FileName names it in messages.
	Source   string `json:"source"`
	FileName string `json:"file,omitempty"`
	// From is the library puzzle it was made from, if any.
	From string `json:"from,omitempty"`
}

// Store is the list of entries, oldest first.
type Store struct {
	Entries []Entry `json:"entries"`
	// Next numbers the next entry's ID.
	Next int `json:"next"`
	// Unread are the entries kept in the browser that Read could not
	// read: Text writes them back as they were.
	Unread []storage.Unread `json:"-"`
}

// ErrNotFound is returned for an ID the store does not hold.
var ErrNotFound = errors.New("no such puzzle in My puzzles")

// Add keeps a new definition under a name made unique from name, and
// returns its entry.
func (s *Store) Add(name, fileName, source, from string) Entry {
	s.Next++
	e := Entry{ID: "m" + strconv.Itoa(s.Next), Name: s.uniqueName(cleanName(name), ""), Source: source, FileName: fileName, From: from}
	s.Entries = append(s.Entries, e)
	return e
}

// Get returns the entry with the id.
func (s *Store) Get(id string) (Entry, bool) {
	if i := s.index(id); i >= 0 {
		return s.Entries[i], true
	}
	return Entry{}, false
}

// Update replaces an entry's definition.
func (s *Store) Update(id, source string) error {
	i := s.index(id)
	if i < 0 {
		return ErrNotFound
	}
	s.Entries[i].Source = source
	return nil
}

// Rename gives an entry a new name, which must be non-empty and not
// another entry's.
func (s *Store) Rename(id, name string) error {
	i := s.index(id)
	if i < 0 {
		return ErrNotFound
	}
	name = cleanName(name)
	if name == "" {
		return errors.New("a puzzle needs a name")
	}
	if u := s.uniqueName(name, id); u != name {
		return fmt.Errorf("another of your puzzles is called %q", name)
	}
	s.Entries[i].Name = name
	return nil
}

// Delete removes an entry.
func (s *Store) Delete(id string) error {
	i := s.index(id)
	if i < 0 {
		return ErrNotFound
	}
	s.Entries = append(s.Entries[:i], s.Entries[i+1:]...)
	return nil
}

func (s *Store) index(id string) int {
	for i, e := range s.Entries {
		if e.ID == id {
			return i
		}
	}
	return -1
}

// uniqueName returns name, or name with " (2)", " (3)"... if another
// entry than except has it.
func (s *Store) uniqueName(name, except string) string {
	if name == "" {
		name = Default
	}
	taken := func(n string) bool {
		for _, e := range s.Entries {
			if e.ID != except && strings.EqualFold(e.Name, n) {
				return true
			}
		}
		return false
	}
	if !taken(name) {
		return name
	}
	for k := 2; ; k++ {
		if n := fmt.Sprintf("%s (%d)", name, k); !taken(n) {
			return n
		}
	}
}

// cleanName trims a name, drops control characters and bounds its length.
func cleanName(name string) string {
	name = strings.Map(func(r rune) rune {
		if r < ' ' || r == 0x7f {
			return -1
		}
		return r
	}, strings.TrimSpace(name))
	for len(name) > MaxName {
		r := []rune(name)
		name = string(r[:len(r)-1])
	}
	return strings.TrimSpace(name)
}
