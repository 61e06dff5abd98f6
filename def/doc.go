// Package def reads and writes puzzle definition files in the format of
// Matt Busche's polycube solver, and holds Polyplay's built-in puzzle
// library.
//
// # Definition format
//
// A definition file is plain text. A # starts a comment that runs to the
// end of the line; blank lines are ignored. A file holds one or more
// puzzles, each running from a D directive to a ~D line. Directives are
// colon-separated lists of key=value settings, in any order:
//
//	D:xDim=X:yDim=Y:zDim=Z[:oneSide[=true|false]]
//
// starts a puzzle whose box is X×Y×Z cells (Z is 1 for 2-D puzzles).
// oneSide, allowed only with zDim=1, forbids turning pieces over.
//
//	C:name=NAME[:type=M|S|O][:count=N|LO..HI][:group=N]:layout=x y z, x y z, ...
//
// defines a piece by the coordinates of its cells. type=M (the default)
// makes it mobile: only the relative positions of its cells matter. type=S
// makes it stationary: it is fixed at the given box cells, which shapes
// the region the mobile pieces must fill. type=O makes NAME a mark of
// optional cells, no piece: its box cells are cells of the region that
// may stay empty (puzzle.Problem.Optional). count, for a mobile piece,
// defines N copies of it, or HI copies of which a solution uses from LO
// to HI, the last HI-LO spare (puzzle.Piece.Spare), named NAME1 to
// NAMEHI (NAME alone where HI is 1). group, for a mobile piece, puts it
// and its copies in group N (puzzle.Piece.Group, 0 for none): taking an
// assembly apart, a part whose pieces all belong to one group may stay
// together.
//
//	L[:stationary=NAME NAME ...][:optional=NAME NAME ...]
//	row
//	...
//	~L
//
// defines pieces graphically. Each row is a line of blank-separated cells;
// a cell is a piece name (names may be longer than one character) or . for
// an empty cell. The first row is y=yDim-1 and later rows go down towards
// y=0; the n-th cell of a row has x=n-1. Commas split a row into z
// layers, z=0 first, each holding the x cells of that row. As in
// polycube, every line up to ~L is a row, a blank or comment-only line
// too (a row of empty cells), and rows may be ragged: a row or layer may
// hold fewer cells than another, the missing ones empty. Pieces named in
// stationary= are fixed where they are drawn, so their cells must lie in
// the box; names in optional= are marks of optional cells, drawn as
// stationary pieces are, whose cells are cells of the region that may
// stay empty. The cells of the other (mobile) pieces only give their shapes,
// so a layout of mobile pieces may be of any size, such as a catalogue of
// pieces wider or taller than the box, with blank lines between them.
// Text after ~L on its line is ignored, as polycube ignores it.
//
// A piece name may be defined only once per puzzle, by one C directive or
// within one L layout; names may not contain blanks, control characters or
// any of , . # : =, and may not start with ~.
// The pieces need not be connected, and may share a shape; either gets
// a Note (Puzzle.Notes), not an error, since both are often slips. At
// ~D the puzzle is checked as a whole (see puzzle.Problem.Validate):
// the mobile pieces must exactly fill the cells the stationary pieces
// leave open, but that the optional cells may stay empty.
//
// For example, the 10×6 pentomino puzzle:
//
//	# Pentominoes 10x6
//	D:xDim=10:yDim=6:zDim=1
//	L
//	. F F . I I I I I . L L L L . N N . . . P P . T T T . U . U
//	F F . . . . . . . . L . . . . . N N N . P P . . T . . U U U
//	. F . . . . . . . . . . . . . . . . . . P . . . T . . . . .
//	. . . . . . . . . . . . . . . . . . . . . . . . . . . . . .
//	V . . . W . . . . X . . Y Y Y Y . Z Z . . . . . . . . . . .
//	V . . . W W . . X X X . . Y . . . . Z . . . . . . . . . . .
//	V V V . . W W . . X . . . . . . . . Z Z . . . . . . . . . .
//	~L
//	~D
//
// and a 3-D piece given by coordinates, from the Tetris Cube:
//
//	C:name=A:type=M:layout=0 0 2, 1 0 2, 2 0 2, 2 0 1, 2 0 0, 2 1 0
//
// # Triangles and hexagons
//
// A grid setting on the D line puts a puzzle on the grid of triangles
// or of hexagons (package grid says where each cell lies):
//
//	D:grid=triangle:xDim=17:yDim=6
//	D:grid=hexagon:xDim=7:yDim=4
//
// These grids are flat: zDim may be left out, and if given it is 1.
// Layouts are read as on squares (rows from the top, the n-th cell x =
// n-1); on triangles the cell (x, y) points up when x+y is even, and a
// mobile piece is moved to the origin only by steps that keep x+y's
// parity, so that it keeps the up and down cells it is drawn with, and
// every row of a layout must be indented alike (leading blanks do not
// shift a row, so a row indented on its own would be read as another
// shape than drawn, and Parse reports it). On hexagons each row is drawn half a cell to the right of the row under
// it: every row must be indented by the same number of blanks more than
// the row directly under it (or all flush), else a row drawn shifted on
// its own would be read as another shape than drawn, and Parse reports
// it. Cells outside a region that is not the whole box are drawn with a
// stationary piece. C directives give cells as x y (or x y 0). Format
// writes these grids back with their grid setting.
//
// Errors are reported as *Error values printed as file:line:col: message.
// What polycube 1.2.1 reads, this package reads the same way; it reports
// as errors what polycube would misread: a D, C or L directive inside a
// layout (an unclosed layout) and a stationary cell outside the box.
//
// # Streams
//
// Parse reads a whole file; a Reader (NewReader) reads a stream puzzle by
// puzzle, returning each as soon as its ~D line has been read, as polycube
// reads its standard input.
//
// # Limits
//
// Both read within the limits of limits.go, checked as the text is read:
// a line of at most MaxLine bytes, a text read whole (Parse), or each
// puzzle of a stream (Reader), of at most MaxText bytes and MaxLines
// lines, at most MaxPieces pieces, whose cells are at most puzzle.MaxCells
// in all, and no NUL byte. The first excess is an *Error at its line and
// column; no more of the input is read. CheckText says what Parse would
// say of a text too long, without parsing it.
//
// # Library
//
// Library returns the built-in puzzles, each with its definition source
// and, where known for certain, its number of solutions.
package def
