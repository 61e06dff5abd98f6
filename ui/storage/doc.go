// Package storage keeps the page's values in the browser's local storage
// (My puzzles, the runs, the edited definition, the colour scheme). Local
// storage holds text, so each value is kept as JSON text; it is made from
// and read into Go through a plain JavaScript object with
// github.com/norunners/vert (JSON.stringify and JSON.parse on the
// JavaScript side), so that the page meets JavaScript values in one typed
// conversion, as its solver workers' messages do (wasm/protocol). The
// values are structs of plain types whose js tags name their fields
// (vert takes neither named types nor a json tag's options), strings,
// numbers and slices of them.
//
// The text is the one encoding/json wrote for the same values before
// (go-app's LocalStorage): what a browser kept then still loads.
//
// Outside the browser (the server's prerendering, native tests) there is
// no local storage: Get and Set fail with ErrUnavailable.
package storage

import "errors"

// ErrUnavailable is the error of Get and Set outside the browser.
var ErrUnavailable = errors.New("local storage is only in the browser")

// ErrFull is the error of Set when the browser's storage for the page is
// over its quota, in words a person reads.
var ErrFull = errors.New("this browser's storage for the page is full: delete puzzles in My puzzles, or runs in the Runs tab, that you no longer need")
