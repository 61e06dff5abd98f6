// Package player is the pure-Go core of Polyplay's PolyPlayer: a player
// model that steps forwards and back through the steps of package trace
// (a piece placed or removed, a solution found), seeks and plays at a
// chosen speed with the seed's step counter ('Step {}.'), the build order
// of a solution's assembly animation, piece colours after the seed
// article's figures (and a colour-blind-safe scheme), 2-D drawings of
// boards as path data (on triangles and hexagons each cell its polygon
// in the plane: Plane, DrawPlane), the 3-D view's geometry (Scene3D: visible cube
// faces projected for a camera), and the animated SVG export
// (AnimatedSVG), which plays by itself with no script.
//
// It has no dependency on the browser (no syscall/js, no go-app), so the
// embed page's small program (wasm/embed) draws with it and everything is
// tested natively. The go-app components of package ui draw what it
// computes. The solver's worker records the search with package trace,
// not with this package.
package player
