package play

import (
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"polyplay/solver"
	"time"

	"polyplay/solver/grid"
	"polyplay/ui/figures"
)

// Saved is a game as kept in the browser's local storage (Game.Save,
// Load): the pieces on the board and the time played. The piece in hand
// and the moves to undo are not kept.
type Saved struct {
	// Version is SavedVersion.
	Version int `json:"v"`
	// Box is the puzzle's box, X, Y, Z: a saved game is refused for a
	// puzzle of another box.
	Box [3]int `json:"box"`
	// Placed are the pieces on the board in the order placed.
	Placed []SavedPlacement `json:"placed"`
	// PlayedMillis is the time played in milliseconds.
	PlayedMillis int64 `json:"playedMs,omitempty"`
}

// SavedPlacement is a Placement by the piece's name.
type SavedPlacement struct {
	Piece string `json:"piece"`
	Rot   int    `json:"rot"`
	At    [3]int `json:"at"`
	Fixed bool   `json:"fixed,omitempty"`
	Shown bool   `json:"shown,omitempty"`
}

// SavedVersion is the version of Saved that this package writes and
// reads.
const SavedVersion = 1

// Save returns the game as JSON for local storage, with the time played
// up to now.
func (g *Game) Save(now time.Time) ([]byte, error) {
	s := Saved{Version: SavedVersion, Box: [3]int{g.pz.X, g.pz.Y, g.pz.Z}, PlayedMillis: g.Played(now).Milliseconds()}
	s.Placed = make([]SavedPlacement, 0, len(g.placed))
	for _, pl := range g.placed {
		s.Placed = append(s.Placed, SavedPlacement{Piece: g.name(pl.Piece), Rot: pl.Rot, At: [3]int{pl.At.X, pl.At.Y, pl.At.Z}, Fixed: pl.Fixed, Shown: pl.Shown})
	}
	return json.Marshal(s)
}

// Load reads a game that Save wrote for puzzle pz. Every placement is
// checked as StartGame checks a starting position; a saved game that does
// not fit the puzzle (it was changed since) is refused with the reason.
// The clock is stopped until the next Tick.
func Load(pz *Puzzle, data []byte) (*Game, error) {
	var s Saved
	if err := json.Unmarshal(data, &s); err != nil {
		return nil, fmt.Errorf("saved game: %w", err)
	}
	if s.Version != SavedVersion {
		return nil, fmt.Errorf("saved game: version %d, expected %d", s.Version, SavedVersion)
	}
	if s.Box != [3]int{pz.X, pz.Y, pz.Z} {
		return nil, fmt.Errorf("saved game: it is for a %dx%dx%d box, the puzzle's is %dx%dx%d", s.Box[0], s.Box[1], s.Box[2], pz.X, pz.Y, pz.Z)
	}
	if s.PlayedMillis < 0 {
		return nil, fmt.Errorf("saved game: negative time played")
	}
	g := NewGame(pz)
	for _, sp := range s.Placed {
		i, ok := pz.PieceByName(sp.Piece)
		if !ok {
			return nil, fmt.Errorf("saved game: the puzzle has no mobile piece %s", sp.Piece)
		}
		pl := Placement{Piece: i, Rot: sp.Rot, At: solver.Point{X: sp.At[0], Y: sp.At[1], Z: sp.At[2]}, Fixed: sp.Fixed, Shown: sp.Shown}
		if err := g.load(pl); err != nil {
			return nil, fmt.Errorf("saved game: %w", err)
		}
	}
	g.played = time.Duration(s.PlayedMillis) * time.Millisecond
	return g, nil
}

// The share code of a position (EncodePosition): base64url without
// padding of a version byte (codeVersion) followed, for each piece on the
// board, by unsigned varints: the piece's index among the puzzle's mobile
// pieces (in definition order) times two, plus one if the piece is fixed
// (part of the starting position); its orientation (an index into the
// table of the 24 rotations, see rotations, or on triangles and hexagons
// of the grid's 12 symmetries); and the x (plus one on triangles, whose
// least corner may lie at x = -1) and y (and, in a 3-D puzzle, z) of its
// least corner.
const codeVersion = 1

// MaxCode bounds the length of a share code that DecodePosition reads.
const MaxCode = 1 << 16

// EncodePosition returns the share code of the placements on pz: a short
// text of URL-safe characters that a link can carry in its fragment as it
// is.
func EncodePosition(pz *Puzzle, placed []Placement) string {
	b := []byte{codeVersion}
	for _, pl := range placed {
		v := uint64(pl.Piece) * 2
		if pl.Fixed {
			v++
		}
		b = binary.AppendUvarint(b, v)
		b = binary.AppendUvarint(b, uint64(pl.Rot))
		b = binary.AppendUvarint(b, uint64(pl.At.X+xShift(pz)))
		b = binary.AppendUvarint(b, uint64(pl.At.Y))
		if pz.ThreeD() {
			b = binary.AppendUvarint(b, uint64(pl.At.Z))
		}
	}
	return base64.RawURLEncoding.EncodeToString(b)
}

// DecodePosition reads a share code that EncodePosition wrote for pz. It
// checks every placement as StartGame does and fails with the reason, in
// plain words about the link that carried it (see DamagedLink), on a
// code that is damaged or made for another puzzle.
func DecodePosition(pz *Puzzle, code string) ([]Placement, error) {
	if len(code) > MaxCode {
		return nil, fmt.Errorf("its position is %d characters long, more than a position can be (%d)", len(code), MaxCode)
	}
	if code == "" {
		return nil, errors.New("its position is empty (the link may be cut short)")
	}
	b, err := base64.RawURLEncoding.DecodeString(code)
	if err != nil || len(b) == 0 {
		return nil, errors.New("its position is not a position's code (the link may be cut short or altered)")
	}
	if b[0] != codeVersion {
		return nil, errors.New("its position is written in a form this version of Polyplay does not read")
	}
	b = b[1:]
	next := func(limit int) (int, bool) {
		v, n := binary.Uvarint(b)
		if n <= 0 || v >= uint64(limit) {
			return 0, false
		}
		b = b[n:]
		return int(v), true
	}
	g := NewGame(pz)
	for len(b) > 0 {
		if len(g.placed) == len(pz.Pieces) {
			return nil, errors.New("its position places more pieces than the puzzle has (the link may be altered or made for another puzzle)")
		}
		var pl Placement
		v, ok := next(2 * len(pz.Pieces))
		pl.Piece, pl.Fixed = v/2, v%2 == 1
		var ok2, ok3, ok4 bool
		pl.Rot, ok2 = next(pz.rotationCount())
		pl.At.X, ok3 = next(pz.X + xShift(pz))
		pl.At.X -= xShift(pz)
		pl.At.Y, ok4 = next(pz.Y)
		okZ := true
		if pz.ThreeD() {
			pl.At.Z, okZ = next(pz.Z)
		}
		if !ok || !ok2 || !ok3 || !ok4 || !okZ {
			return nil, fmt.Errorf("piece %d of its position is not a piece of this puzzle (the link may be cut short, altered or made for another puzzle)", len(g.placed)+1)
		}
		if err := g.load(pl); err != nil {
			return nil, fmt.Errorf("its position does not fit this puzzle: %v", err)
		}
	}
	return g.placed, nil
}

// DamagedLink says in plain words that a Play link's position cannot be
// read, and why (err, from DecodePosition), and what the page opens
// instead: the puzzle without the position, on an empty board, or, when
// the game kept in this browser has placed pieces on the board (placed
// more than 0), that game.
func DamagedLink(err error, placed int) string {
	s := "This Play link is damaged: " + err.Error() + "."
	if placed > 0 {
		return s + " The puzzle opens on your game kept in this browser instead, " + figures.Count(int64(placed), "piece") + " placed."
	}
	return s + " The puzzle opens without the position."
}

// Code returns the share code of the game's position (EncodePosition):
// the starting position's pieces stay fixed, the player's are not.
func (g *Game) Code() string { return EncodePosition(g.pz, g.placed) }

// StartCode returns the share code of the game's position as a starting
// position: every piece on the board fixed.
func (g *Game) StartCode() string {
	pls := g.Placed()
	for i := range pls {
		pls[i].Fixed = true
	}
	return EncodePosition(g.pz, pls)
}

// GameFromCode starts a game on pz at the position of a share code: its
// fixed pieces are the starting position, its other pieces are on the
// board as if the player had placed them (but not undoable).
func GameFromCode(pz *Puzzle, code string) (*Game, error) {
	pls, err := DecodePosition(pz, code)
	if err != nil {
		return nil, err
	}
	g := NewGame(pz)
	for _, pl := range pls {
		if err := g.load(pl); err != nil {
			return nil, err
		}
	}
	return g, nil
}

// xShift is what the share code adds to a least corner's x: 1 on grids
// that a move by one column does not keep (triangles), where a piece's
// cells start at x 0 or 1 (grid.Kind.Normalize).
func xShift(pz *Puzzle) int {
	if !pz.kind.Translates(grid.Point{X: 1}) {
		return 1
	}
	return 0
}
