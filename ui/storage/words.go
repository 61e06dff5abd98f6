package storage

import (
	"errors"
	"fmt"
	"unicode"
	"unicode/utf8"
)

// The page's sentences about what it keeps, for people: what names the
// value ("your puzzles", "the runs table", "the colour scheme").

// WriteWords says that the latest change to what could not be kept in
// this browser, and why (err, from Place.Write or a Backend), in words:
// never the browser's own message, and saying that what was kept before
// is still there.
func WriteWords(what string, err error) string {
	switch {
	case errors.Is(err, ErrFull):
		return "This browser's storage is full: the latest change to " + what +
			" is not kept (what was kept before is still there). Delete some of your puzzles or clear the runs table to make room."
	case errors.Is(err, ErrRefused), errors.Is(err, ErrUnavailable):
		return "This browser does not let the page keep anything (its storage is turned off or blocked): " +
			what + " will not be here when the page is opened again."
	case errors.Is(err, ErrNotKeptAside):
		return capital(what) + " kept in this browser could not be read, and the storage is too full to keep a copy aside: " +
			"so as not to write over it, changes to " + what + " are not kept. Make room and open the page again."
	}
	return "Could not keep " + what + " in this browser (" + err.Error() + "); what was kept before is still there."
}

// UnreadWords says that n entries of a list kept in this browser (of:
// "your puzzles") could not be read, and that they are kept as they
// were.
func UnreadWords(n int, of string) string {
	if n == 1 {
		return "1 of " + of + " could not be read; it is kept aside in this browser, unchanged."
	}
	return fmt.Sprintf("%d of %s could not be read; they are kept aside in this browser, unchanged.", n, of)
}

// AsideWords says that what, kept in this browser, could not be read
// (a, from Place.Load) and where it is kept now, or that it could not be
// kept aside.
func AsideWords(what string, a *Aside) string {
	if a.Err != nil {
		return WriteWords(what, ErrNotKeptAside)
	}
	return capital(what) + " kept in this browser could not be read (" + a.Why.Error() +
		"); that text is kept aside, unchanged, under the name " + a.To + "."
}

// capital returns s with its first letter in upper case.
func capital(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}
