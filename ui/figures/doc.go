// Package figures computes and writes the figures the playground shows
// while solving and in its runs table, from the worker's statistics: exact
// counts with thousands separators and compact ones (2.42 M), rates,
// clocks and durations, the per-level table, the fraction done and the
// time left, and the change from one run to the next. Thousands and
// Count are the page's one way of writing a count in words (Play's
// coach and moves, the designer, the puzzle tab too): "9,356 ways",
// "1 piece". It is pure Go, without the browser, and tested natively.
package figures
