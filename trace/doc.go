// Package trace records the solver's search for Polyplay's player: the
// board a puzzle is played on (Board), the steps that change it (a piece
// placed or removed, a solution found: Step, converted from the solver's
// trace events), and a bounded window of the search (Recorder, Window)
// that the solver's Web Worker sends to the page as JSON.
//
// It is pure Go with no dependency on the browser: the worker
// (wasm/job) records with it, and package ui/player plays and draws what
// it records.
package trace
