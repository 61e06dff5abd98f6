// Package play is the model of Play mode: a person solving a puzzle by
// hand, with the solver as a coach. It is plain Go, without the browser,
// so that it is tested natively; the page's components hold a *Game and
// call its methods on pointer and keyboard events.
//
// A Puzzle is a puzzle compiled for play (NewPuzzle): its box, its open
// cells (the box less the stationary pieces), its mobile pieces grouped by
// shape, and the orientations they may take: the 24 rotations in 3-D; in
// 2-D the quarter turns in the plane, and the flips unless the puzzle is
// one-sided; on triangles and hexagons the grid's turns by 60° and its
// mirror images (package grid's symmetries); on balls every turn of space
// that lands a piece's balls on balls (rigid.go).
//
// A Game is a position and its history: the pieces on the board
// (Placement: piece, orientation, least corner), the tray (the shapes
// with the pieces left), the piece in hand (Held, held by one of its
// cells, the anchor), undo and redo, and the time played (Tick, Pause,
// Played: the caller passes the times). Pick, PickUp, SetAnchor, Move,
// MoveTo, Turn, Orient, Flip, Drop, DropAt, Return, Cancel, Undo, Redo,
// Clear, Place and Show are the moves; each returns a Note, a sentence for a screen reader, with the
// reason and the cells at fault when the move is refused (nothing is
// lost: a refused drop keeps the piece in hand). A board with every piece
// placed is solved.
//
// DeadEnd finds, in microseconds, a simple reason why a position cannot
// be completed, where one exists: a hole no remaining piece fits, an
// enclosed area whose size no set of the remaining pieces makes, cells
// no remaining piece can cover, or the chessboard colouring.
//
// Save and Load keep a game in local storage as JSON; EncodePosition and
// DecodePosition (Game.Code, StartCode, GameFromCode) write a position as
// a short code for a share link, and DamagedLink says in plain words why
// a link's code cannot be read.
//
// A Slide (NewSlide) puts a solution of a puzzle whose pieces slide
// together by sliding: its pieces laid apart as the disassembler takes it
// apart, selected (Select) and slid a cell at a time (Move), a refused
// move naming the piece in the way, until they are assembled.
//
// The coach answers in a worker, with package solver/coach: the number of
// completions of a position (exact within a budget, else the number found
// so far, then an estimate if it has a range), a hint (one more piece of
// a completion) and a completion to show. CountWords says its figures.
package play
