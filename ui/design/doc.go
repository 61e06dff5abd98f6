// Package design is the model behind the playground's puzzle designer: a
// puzzle drawn rather than typed. A Design is a box whose cells are either
// part of the region the pieces must fill or stationary (a hole or a fixed
// piece), and a list of mobile pieces, each with a number of copies.
//
// A Design writes itself as a definition text (Design.Text, using
// def.Format for the body) and is read back from one (Read); what a
// definition can say that the drawing cannot — the comments, the text
// before and after the puzzle (other puzzles of the same file), the
// comments of single pieces — is kept in the Design and written out again.
//
// The package also holds the designer's painting operations, an undo and
// redo History, the recognition of identical shapes (Shape), a Catalogue
// of piece sets (polyominoes and polycubes enumerated, the hexiamonds,
// tetrahexes and pentahexes enumerated on their grids, the sets of the
// library's puzzles and Kanoodle), and a running Check of the drawing:
// cells in the region against cells in the pieces, the checkerboard
// parity argument (up and down triangles on the triangle grid) and
// disconnected pieces. A Design is drawn on one grid (squares and cubes,
// triangles or hexagons). It does not use the browser.
package design
