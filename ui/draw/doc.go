// Package draw draws puzzles as static SVG for the playground: a
// puzzle's region, a solution and a single piece as boards of named cells
// (Grid, with a layer per z for 3-D puzzles and the pieces' names on
// them; on triangles and hexagons each cell its polygon in the plane, as
// the PolyPlayer places it), Play mode's board (PlayLayer), and a 3-D piece or scene as cubes seen from the 3-D view's
// camera (PieceSVG3D, CubesSVG). It is pure Go, without the browser, and
// tested natively; package ui puts the drawings into the page.
package draw
