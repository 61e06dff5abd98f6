package storage

import (
	"errors"
	"fmt"
	"strconv"
)

// Backend is where values are kept, as text under keys: the browser's
// local storage (Local), or a map in tests.
type Backend interface {
	// Text returns the text kept under key; ok is false when there is
	// none.
	Text(key string) (text string, ok bool, err error)
	// SetText keeps text under key. When it fails, what was kept
	// under key before is still there.
	SetText(key, text string) error
	// Remove removes what is kept under key.
	Remove(key string) error
}

// The errors of a Backend and a Place; Words says them in words.
var (
	// ErrUnavailable: there is no local storage (outside the browser).
	ErrUnavailable = errors.New("local storage is only in the browser")
	// ErrFull: the browser's storage has no room for the text.
	ErrFull = errors.New("the browser's storage is full")
	// ErrRefused: the browser does not let the page keep anything (its
	// storage is turned off or blocked).
	ErrRefused = errors.New("the browser refuses to keep anything")
	// ErrNotKeptAside: a value the page could not read is kept under the
	// key and could not be moved aside, so nothing is written there.
	ErrNotKeptAside = errors.New("a value this page could not read is kept there and could not be moved aside")
)

// A Place is the key under which the page keeps one value. It never
// writes over a value it could not read: Load moves such a value aside
// first, and a Place whose value could not be moved aside writes
// nothing.
type Place struct {
	Backend Backend
	Key     string
	// blocked is set when Load found a value it could not read and
	// could not move aside.
	blocked bool
}

// Aside is a value that Load could not read: where it was kept (Key),
// why it could not be read (Why), and where it is now kept (To), or why
// it could not be moved there (Err, To empty).
type Aside struct {
	Key, To string
	Why     error
	Text    string
	Err     error
}

// maxAside bounds the keys Load tries for a value moved aside.
const maxAside = 100

// Load returns the text kept at the place, which read accepts: ok is
// false when none is kept, and when read refuses the text, which is then
// moved aside, verbatim, to a key of its own (AsideKey) before anything
// is written at the place; aside then says so. err is the backend's.
func (p *Place) Load(read func(text string) error) (text string, ok bool, aside *Aside, err error) {
	text, ok, err = p.Backend.Text(p.Key)
	if err != nil || !ok {
		return "", false, nil, err
	}
	why := read(text)
	if why == nil {
		return text, true, nil, nil
	}
	a := &Aside{Key: p.Key, Why: why, Text: text}
	a.To, a.Err = p.moveAside(text)
	p.blocked = a.Err != nil
	return "", false, a, nil
}

// moveAside keeps text under the first of the place's aside keys that
// is free or holds text already, and returns that key.
func (p *Place) moveAside(text string) (string, error) {
	for i := 1; i <= maxAside; i++ {
		k := AsideKey(p.Key, i)
		kept, ok, err := p.Backend.Text(k)
		switch {
		case err != nil:
			return "", err
		case ok && kept == text:
			return k, nil
		case ok:
			continue
		}
		if err := p.Backend.SetText(k, text); err != nil {
			return "", err
		}
		return k, nil
	}
	return "", fmt.Errorf("%d values are kept aside already", maxAside)
}

// AsideKey returns the i-th key (from 1) where a value of key that could
// not be read is kept aside: key.unread, key.unread.2, ...
func AsideKey(key string, i int) string {
	if i == 1 {
		return key + ".unread"
	}
	return key + ".unread." + strconv.Itoa(i)
}

// Write keeps text at the place; ErrNotKeptAside when a value the page
// could not read is there (Load).
func (p *Place) Write(text string) error {
	if p.blocked {
		return ErrNotKeptAside
	}
	return p.Backend.SetText(p.Key, text)
}

// Remove removes the value kept at the place; ErrNotKeptAside when it is
// one the page could not read (Load).
func (p *Place) Remove() error {
	if p.blocked {
		return ErrNotKeptAside
	}
	return p.Backend.Remove(p.Key)
}
