// Package player is the pure-Go core of Polyplay's PolyPlayer: the board
// a puzzle is played on, the steps that change it (a piece placed or
// removed, a solution found), a player model that steps forwards and back,
// seeks and plays at a chosen speed with the seed's step counter
// ('Step {}.'), a bounded recorder of the solver's trace, the build order
// of a solution's assembly animation, piece colours after the seed
// article's figures, 2-D drawings of boards as path data, the 3-D view's
// geometry (Scene3D: visible cube faces projected for a camera), and the
// animated SVG export (AnimatedSVG), which plays by itself with no script.
//
// It has no dependency on the browser (no syscall/js, no go-app), so the
// solver worker can record traces with it, the embed page's small program
// (wasm/embed) draws with it, and everything is tested natively. The go-app
// components of package ui draw what it computes.
package player
