package play

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"polyplay/solver"
	"polyplay/ui/figures"
	"polyplay/ui/region"
)

// Game is one person's play on a puzzle: the pieces on the board, the
// piece in hand, the moves to undo and redo, and the time played. Its
// methods are the moves a page makes on pointer and keyboard events; each
// returns a Note, the sentence a screen reader announces. A Game is not
// safe for concurrent use.
type Game struct {
	board
	held *Held
	history
	clock
}

// Held is the piece in hand: a piece in one of its orientations, held by
// one of its cells (the anchor) over a cell of the box.
type Held struct {
	// Piece is an index into Puzzle.Pieces; Rot its orientation.
	Piece, Rot int
	// Anchor is the index, in the piece's Cells, of the cell held: the
	// cell under the pointer or the keyboard's cursor. Turns keep it in
	// place.
	Anchor int
	// At is the box cell under the anchor.
	At solver.Point
	// From is where the piece was picked up from the board; nil when it
	// came from the tray.
	From *Placement
}

// moveKind says what a move did.
type moveKind int

const (
	placeMove  moveKind = iota // a piece from the tray onto the board
	removeMove                 // a piece from the board back to the tray
	shiftMove                  // a piece from one place on the board to another
	clearMove                  // every piece the player placed off the board
)

// move is one undoable move: the placements it took off the board and
// those it put on.
type move struct {
	kind    moveKind
	off, on []Placement
}

// Note is what a move tells the player: a short sentence for a screen
// reader and the page's status line, whether the move was refused (then
// nothing changed and nothing was lost), the cells concerned (where a
// refused drop overlaps or leaves the region), and whether the board is
// now complete.
type Note struct {
	Text    string
	Refused bool
	Cells   []solver.Point
	Solved  bool
}

// NewGame starts a game on pz with an empty board.
func NewGame(pz *Puzzle) *Game {
	return &Game{board: newBoard(pz)}
}

// StartGame starts a game on pz from a starting position: the given
// placements, which become fixed (they cannot be picked up, undone or
// cleared). It fails if a placement is not a piece of the puzzle in an
// allowed orientation, leaves the region, overlaps another or places a
// piece twice.
func StartGame(pz *Puzzle, start []Placement) (*Game, error) {
	g := NewGame(pz)
	for _, pl := range start {
		pl.Fixed = true
		if err := g.load(pl); err != nil {
			return nil, err
		}
	}
	return g, nil
}

// load puts pl on the board, checked, without a move.
func (g *Game) load(pl Placement) error {
	if err := g.pz.check(pl); err != nil {
		return err
	}
	if g.onBoard(pl.Piece) >= 0 {
		return fmt.Errorf("piece %s is placed twice", g.pz.Pieces[pl.Piece].Name)
	}
	pl.Rot = g.pz.Pieces[pl.Piece].canon[pl.Rot]
	if text, _, ok := g.fits(pl.Piece, g.pz.Cells(pl)); !ok {
		return fmt.Errorf("%s", text)
	}
	g.put(pl)
	return nil
}

// Held returns the piece in hand, if any.
func (g *Game) Held() (Held, bool) {
	if g.held == nil {
		return Held{}, false
	}
	return *g.held, true
}

// HeldCells returns the box cells the piece in hand would cover if
// dropped now (some may lie outside the box), or nil.
func (g *Game) HeldCells() []solver.Point {
	if g.held == nil {
		return nil
	}
	return g.pz.Cells(g.heldPlacement())
}

// heldPlacement is where the piece in hand would be placed.
func (g *Game) heldPlacement() Placement { return g.placement(g.held) }

// TrayItem is one shape in the tray: its name (its first piece's), its
// size, and the pieces of it not on the board nor in hand, in definition
// order (Count of them).
type TrayItem struct {
	Shape  int
	Name   string
	Size   int
	Pieces []int
}

// Count is the number of pieces of the item left in the tray.
func (t TrayItem) Count() int { return len(t.Pieces) }

// Tray returns every shape of the puzzle in definition order, with the
// pieces left to place; a shape whose pieces are all placed has none.
func (g *Game) Tray() []TrayItem {
	out := make([]TrayItem, len(g.pz.Shapes))
	for s, ids := range g.pz.Shapes {
		first := g.pz.Pieces[ids[0]]
		item := TrayItem{Shape: s, Name: first.Name, Size: len(first.Cells)}
		for _, i := range ids {
			if g.onBoard(i) < 0 && (g.held == nil || g.held.Piece != i) {
				item.Pieces = append(item.Pieces, i)
			}
		}
		out[s] = item
	}
	return out
}

// refuse is a refused move's note.
func refuse(format string, args ...any) Note {
	text := "Refused: " + fmt.Sprintf(format, args...)
	if !strings.HasSuffix(text, ".") {
		text += "."
	}
	return Note{Text: text, Refused: true}
}

// Pick takes piece i (an index into Puzzle.Pieces) from the tray into
// the hand, in its first orientation, held by its first cell in reading
// order over the board's first empty cell, ready for the arrow keys. A
// piece already in hand goes back where it came from first.
func (g *Game) Pick(i int) Note {
	if i < 0 || i >= len(g.pz.Pieces) {
		return refuse("there is no piece number %d", i+1)
	}
	if g.held != nil && g.held.Piece == i {
		return g.where("%s is in hand", i)
	}
	if g.onBoard(i) >= 0 {
		return refuse("%s is already on the board; pick it up from there", g.name(i))
	}
	g.putBack()
	g.held = g.start(i)
	return g.where("%s taken from the tray", i)
}

// intoBox moves the piece in hand by the least whole cells that bring
// all its cells into the box (a turn near an edge); it reports whether
// it moved. A piece larger than the box stays where it is.
func (g *Game) intoBox() bool {
	lo, hi := g.HeldCells()[0], g.HeldCells()[0]
	for _, c := range g.HeldCells() {
		lo = solver.Point{X: min(lo.X, c.X), Y: min(lo.Y, c.Y), Z: min(lo.Z, c.Z)}
		hi = solver.Point{X: max(hi.X, c.X), Y: max(hi.Y, c.Y), Z: max(hi.Z, c.Z)}
	}
	shift := func(lo, hi, n int) int {
		switch {
		case hi-lo >= n:
			return 0
		case lo < 0:
			return -lo
		case hi >= n:
			return n - 1 - hi
		}
		return 0
	}
	d := solver.Point{X: shift(lo.X, hi.X, g.pz.X), Y: shift(lo.Y, hi.Y, g.pz.Y), Z: shift(lo.Z, hi.Z, g.pz.Z)}
	if d == (solver.Point{}) {
		return false
	}
	if !g.pz.kind.Translates(d) {
		// On triangles: a column more, towards the side with room.
		if d.X > 0 || d.X == 0 && hi.X+1 < g.pz.X {
			d.X++
		} else {
			d.X--
		}
	}
	g.held.At = solver.Point{X: g.held.At.X + d.X, Y: g.held.At.Y + d.Y, Z: g.held.At.Z + d.Z}
	return true
}

// where is a note saying what happened to piece i (format has one %s, its
// name) and where the piece in hand now is and whether it fits there.
func (g *Game) where(format string, i int) Note {
	text := fmt.Sprintf(format, g.name(i))
	if g.held == nil {
		return Note{Text: text + "."}
	}
	text += ", over " + g.pz.PlaceName(g.HeldCells())
	if _, _, ok := g.fits(i, g.HeldCells()); ok {
		return Note{Text: text + "; it fits there."}
	}
	return Note{Text: text + "; it does not fit there."}
}

// PickUp takes the piece on box cell c off the board into the hand, held
// by that cell. Stationary pieces and the starting position's pieces
// cannot be picked up. A piece already in hand goes back first.
func (g *Game) PickUp(c solver.Point) Note {
	i, ok := g.PieceAt(c)
	if !ok {
		if g.pz.Outside(c) {
			return refuse("that place is outside %s", g.pz.region.The())
		}
		if g.pz.Stationary(c) != "" {
			return refuse("that is a %s in %s; nothing there can be moved", region.Hole, g.pz.region.The())
		}
		return refuse("there is no piece at %s", g.pz.CellName(c))
	}
	pl := g.placed[g.onBoard(i)]
	if pl.Fixed {
		return refuse("%s is part of the starting position; it cannot be moved", g.name(i))
	}
	g.putBack()
	g.take(i)
	cells := g.pz.Cells(pl)
	g.held = &Held{Piece: i, Rot: pl.Rot, Anchor: slices.Index(cells, c), At: c, From: &pl}
	return Note{Text: fmt.Sprintf("%s picked up from %s.", g.name(i), g.pz.CellName(c))}
}

// SetAnchor holds the piece in hand by its cell k (an index into the
// piece's Cells), which moves to where the anchor was: the page calls it
// when a drag starts on one of the piece's cells in the tray.
func (g *Game) SetAnchor(k int) Note {
	if g.held == nil {
		return refuse("no piece is in hand")
	}
	if k < 0 || k >= len(g.pz.Pieces[g.held.Piece].Cells) {
		return refuse("%s has no %s number %d", g.name(g.held.Piece), g.pz.region.Unit, k+1)
	}
	g.held.Anchor = k
	return g.where("%s held by another "+g.pz.region.Unit, g.held.Piece)
}

// Move moves the piece in hand by whole cells (the arrow keys: up is
// +y, a row up the screen; a 3-D puzzle's layers are z). On triangles a
// step sideways is a whole triangle (two columns) and a step up or down
// a row and half a triangle to the right or left, so that the cells keep
// pointing as they do. The cell held stays in the box.
func (g *Game) Move(dx, dy, dz int) Note {
	if g.held == nil {
		return refuse("no piece is in hand")
	}
	if g.pz.kind.Zigzag() {
		// The steps that keep triangles pointing as they do: a row up
		// (and half a cell to the right), or a whole triangle sideways.
		dx = 2*dx + dy
	}
	to := solver.Point{X: g.held.At.X + dx, Y: g.held.At.Y + dy, Z: g.held.At.Z + dz}
	if !g.pz.inBox(to) {
		return refuse("%s is at the edge of the board", g.name(g.held.Piece))
	}
	g.held.At = to
	return g.where("%s moved", g.held.Piece)
}

// MoveTo moves the piece in hand so that the cell held is over box cell
// c (a pointer's drag; c may lie outside the box).
func (g *Game) MoveTo(c solver.Point) Note {
	if g.held == nil {
		return refuse("no piece is in hand")
	}
	g.held.At = c
	return g.where("%s moved", g.held.Piece)
}

// Axis is an axis a piece turns about.
type Axis int

// The axes: X runs along a row, Y up the columns, Z through the layers
// (out of a 2-D board, towards the viewer).
const (
	AxisX Axis = iota
	AxisY
	AxisZ
)

// String names the axis.
func (a Axis) String() string {
	switch a {
	case AxisX:
		return "x"
	case AxisY:
		return "y"
	case AxisZ:
		return "z"
	}
	return fmt.Sprintf("Axis(%d)", int(a))
}

// Turn turns the piece in hand by quarter turns about an axis through the
// cell held: positive quarters counterclockwise seen from the axis'
// positive end (about z, counterclockwise on the screen), negative ones
// clockwise. A 2-D puzzle's pieces turn only about z; on triangles and
// hexagons each step is a sixth of a turn (60°).
func (g *Game) Turn(axis Axis, quarters int) Note {
	if g.held == nil {
		return refuse("no piece is in hand")
	}
	var t rotation
	switch axis {
	case AxisX:
		t = turnX
	case AxisY:
		t = turnY
	case AxisZ:
		t = turnZ
	default:
		return refuse("there is no axis %d", int(axis))
	}
	if !g.pz.ThreeD() && axis != AxisZ {
		return refuse("the pieces of a flat puzzle turn only in the plane of the board")
	}
	n := g.pz.Turns()
	q := ((quarters % n) + n) % n
	r := g.held.Rot
	for range q {
		r = g.pz.turned(r, t)
	}
	g.held.Rot = r
	dir := "counterclockwise"
	if quarters < 0 {
		dir = "clockwise"
	}
	if g.pz.ThreeD() {
		dir += " about the " + axis.String() + " axis"
	}
	if g.intoBox() {
		dir += " and moved onto the board"
	}
	return g.where("%s turned "+dir, g.held.Piece)
}

// Orient turns the piece in hand to orientation rot, one of
// Puzzle.Orientations (a 3-D puzzle's page offers them with a preview),
// held by the same cell.
func (g *Game) Orient(rot int) Note {
	if g.held == nil {
		return refuse("no piece is in hand")
	}
	pc := &g.pz.Pieces[g.held.Piece]
	if rot < 0 || rot >= g.pz.rotationCount() || pc.orient[rot] == nil {
		return refuse("%s cannot take that orientation in this puzzle", pc.Name)
	}
	g.held.Rot = rot
	if g.intoBox() {
		return g.where("%s turned and moved onto the board", g.held.Piece)
	}
	return g.where("%s turned", g.held.Piece)
}

// Flip turns the piece in hand over, mirroring it left to right. Only the
// pieces of a 2-D puzzle that is not one-sided can be flipped; a 3-D
// piece cannot be made into its mirror image, but a flat piece of balls
// in a 3-D puzzle is turned over in its plane (a half turn about an axis
// in it), which for a piece in a triangular layer reaches the
// orientations that the turns about the axes do not.
func (g *Game) Flip() Note {
	if g.held == nil {
		return refuse("no piece is in hand")
	}
	rt := g.pz.rigid
	switch {
	case g.pz.ThreeD() && rt != nil:
		r, flat := rt.turnedOver(g.pz.kind, &g.pz.Pieces[g.held.Piece], g.held.Rot)
		if !flat {
			return refuse("only a flat piece can be turned over in its plane; turn it about an axis instead")
		}
		g.held.Rot = r
		if g.intoBox() {
			return g.where("%s turned over and moved onto the board", g.held.Piece)
		}
		return g.where("%s turned over", g.held.Piece)
	case g.pz.ThreeD():
		return refuse("a solid piece cannot be mirrored; turn it about an axis instead")
	case g.pz.Problem.OneSided:
		return refuse("this puzzle is one-sided: its pieces cannot be turned over")
	}
	g.held.Rot = g.pz.turned(g.held.Rot, flipY)
	if g.intoBox() {
		return g.where("%s flipped and moved onto the board", g.held.Piece)
	}
	return g.where("%s flipped", g.held.Piece)
}

// HeldFits reports whether the piece in hand could be placed where it
// is; if not, it says why in Drop's words ("L overlaps I at layer 1, row
// 1, column 5"), with the cells at fault. With no piece in hand it
// reports false and "".
func (g *Game) HeldFits() (string, []solver.Point, bool) {
	if g.held == nil {
		return "", nil, false
	}
	pl := g.heldPlacement()
	return g.fits(pl.Piece, g.pz.Cells(pl))
}

// Drop places the piece in hand where it is. A drop that cannot be made
// (the piece overlaps another, or leaves the region) is refused with the
// reason and the cells at fault; the piece stays in hand.
func (g *Game) Drop() Note {
	if g.held == nil {
		return refuse("no piece is in hand")
	}
	pl := g.heldPlacement()
	pl.Rot = g.pz.Pieces[pl.Piece].canon[pl.Rot]
	if text, bad, ok := g.fits(pl.Piece, g.pz.Cells(pl)); !ok {
		n := refuse("%s", text)
		n.Cells = bad
		return n
	}
	from := g.held.From
	g.held = nil
	pl.Shown = from != nil && from.Shown
	g.put(pl)
	switch {
	case from == nil:
		g.record(move{kind: placeMove, on: []Placement{pl}})
	case samePlace(g.pz, *from, pl):
		// Put back where it was: no move.
	default:
		g.record(move{kind: shiftMove, off: []Placement{*from}, on: []Placement{pl}})
	}
	return g.solvedNote(Note{Text: fmt.Sprintf("%s placed at %s.", g.name(pl.Piece), g.pz.PlaceName(g.pz.Cells(pl)))})
}

// samePlace reports whether a and b cover the same cells.
func samePlace(pz *Puzzle, a, b Placement) bool {
	return a.Piece == b.Piece && pointsKey(pz.Cells(a)) == pointsKey(pz.Cells(b))
}

// DropAt moves the piece in hand so that the cell held is over box cell
// c, and drops it there (a pointer's release).
func (g *Game) DropAt(c solver.Point) Note {
	if g.held == nil {
		return refuse("no piece is in hand")
	}
	g.held.At = c
	return g.Drop()
}

// solvedNote adds the completion's words to n when the board is full:
// solved by the player, or completed by the coach if a piece it showed
// is on the board (Shown).
func (g *Game) solvedNote(n Note) Note {
	if g.Solved() {
		g.running = false
		n.Solved = true
		if g.Shown() {
			n.Text += fmt.Sprintf(" Completed by the coach (Show a completion) after %s: every piece is in place.", Clock(g.played))
		} else {
			n.Text += fmt.Sprintf(" Solved in %s: every piece is in place.", Clock(g.played))
		}
	}
	return n
}

// Shown reports whether a piece the coach placed in a completion shown
// (Show) is on the board: a board completed then is the coach's.
func (g *Game) Shown() bool {
	return slices.ContainsFunc(g.placed, func(pl Placement) bool { return pl.Shown })
}

// Return puts the piece in hand back in the tray; a piece picked up from
// the board leaves it (a move that Undo takes back).
func (g *Game) Return() Note {
	if g.held == nil {
		return refuse("no piece is in hand")
	}
	h := g.held
	g.held = nil
	if h.From != nil {
		g.record(move{kind: removeMove, off: []Placement{*h.From}})
	}
	return Note{Text: fmt.Sprintf("%s returned to the tray.", g.name(h.Piece))}
}

// Cancel puts the piece in hand back where it came from, the tray or its
// place on the board, as if it had not been taken.
func (g *Game) Cancel() Note {
	if g.held == nil {
		return refuse("no piece is in hand")
	}
	i := g.held.Piece
	g.putBack()
	return Note{Text: fmt.Sprintf("%s put back.", g.name(i))}
}

// putBack puts the piece in hand, if any, back where it came from.
func (g *Game) putBack() {
	if g.held == nil {
		return
	}
	if g.held.From != nil {
		g.put(*g.held.From)
	}
	g.held = nil
}

// Clear takes every piece the player placed off the board, back to the
// tray, in one move; the starting position's pieces stay.
func (g *Game) Clear() Note {
	g.putBack()
	var off []Placement
	for _, pl := range g.Placed() {
		if !pl.Fixed {
			off = append(off, g.take(pl.Piece))
		}
	}
	if len(off) == 0 {
		return refuse("there is no piece to clear")
	}
	g.record(move{kind: clearMove, off: off})
	return Note{Text: fmt.Sprintf("Board cleared: %s back in the tray.", piecesWord(len(off)))}
}

// piecesWord is "1 piece" or "n pieces".
func piecesWord(n int) string { return figures.Count(int64(n), "piece") }

// Undo takes back the last move; the piece in hand, if any, goes back
// where it came from first.
func (g *Game) Undo() Note { return g.replay(true) }

// Redo makes the last undone move again.
func (g *Game) Redo() Note { return g.replay(false) }

// replay undoes the last move (undo) or makes the last undone one again.
func (g *Game) replay(undo bool) Note {
	if undo && !g.CanUndo() || !undo && !g.CanRedo() {
		return refuse("there is no move to %s", map[bool]string{true: "undo", false: "redo"}[undo])
	}
	g.putBack()
	m := g.step(undo)
	if undo {
		g.apply(m.on, m.off)
		return Note{Text: "Undone: " + g.describe(m, true)}
	}
	g.apply(m.off, m.on)
	return g.solvedNote(Note{Text: "Redone: " + g.describe(m, false)})
}

// Place puts a piece on the board at a placement the coach gave (a hint),
// or a solution's: name and cells as in a solver solution. The piece in
// hand goes back first; if the named piece is the one in hand or on the
// board elsewhere, it moves. It is a move that Undo takes back.
func (g *Game) Place(name string, cells []solver.Point) Note { return g.place(name, cells, false) }

// Show places a piece of a completion the coach shows, as Place does,
// and marks it Shown: while it is on the board, the board completed is
// the coach's.
func (g *Game) Show(name string, cells []solver.Point) Note { return g.place(name, cells, true) }

// place is Place, the piece marked shown if shown is set.
func (g *Game) place(name string, cells []solver.Point, shown bool) Note {
	pl, err := g.pz.Find(name, cells)
	if err != nil {
		return refuse("%v", err)
	}
	pl.Shown = shown
	g.putBack()
	var off []Placement
	kind := placeMove
	if k := g.onBoard(pl.Piece); k >= 0 {
		if g.placed[k].Fixed {
			return refuse("%s is part of the starting position; it cannot be moved", name)
		}
		off = []Placement{g.take(pl.Piece)}
		kind = shiftMove
	}
	if text, bad, ok := g.fits(pl.Piece, g.pz.Cells(pl)); !ok {
		g.apply(nil, off)
		n := refuse("%s", text)
		n.Cells = bad
		return n
	}
	g.put(pl)
	g.record(move{kind: kind, off: off, on: []Placement{pl}})
	return g.solvedNote(Note{Text: fmt.Sprintf("%s placed at %s.", name, g.pz.PlaceName(cells))})
}

// Tick tells the game the time of the event being handled: call it before
// each move's method. The time played runs from the first tick, adds the
// time between ticks, and stops when the board is complete (until a move
// takes a piece off again) or at Pause.
func (g *Game) Tick(now time.Time) { g.tick(now, g.Solved()) }

// Pause stops the clock at now (the page is hidden or left); the next
// Tick starts it again.
func (g *Game) Pause(now time.Time) { g.pause(now, g.Solved()) }

// Played returns the time played up to now (the time the board was
// completed in, once it is).
func (g *Game) Played(now time.Time) time.Duration { return g.upTo(now, g.Solved()) }
