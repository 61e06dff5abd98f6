package play

import (
	"encoding/base64"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"polyplay/internal/librarytest"
)

// TestSaveLoad: a game saved and loaded has the same pieces on the board
// (fixed ones still fixed) and the same time played; saved games that do
// not fit the puzzle are refused with the reason.
func TestSaveLoad(t *testing.T) {
	pz := library(t, "pentominoes-10x6")
	sol := librarytest.Solutions(t, pz.Problem, 1)[0]
	pls := placementsOf(t, pz, sol)
	g, err := StartGame(pz, pls[:2])
	if err != nil {
		t.Fatal(err)
	}
	for _, pl := range pls[2:6] {
		g.Place(pz.Pieces[pl.Piece].Name, pz.Cells(pl))
	}
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	g.Tick(t0)
	data, err := g.Save(t0.Add(75 * time.Second))
	if err != nil {
		t.Fatal(err)
	}
	back, err := Load(pz, data)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(back.Placed(), g.Placed()) || back.Played(t0.Add(time.Hour)) != 75*time.Second {
		t.Errorf("loaded %v, played %v\nwant %v, 1m15s", back.Placed(), back.Played(t0.Add(time.Hour)), g.Placed())
	}
	if n := back.PickUp(pz.Cells(pls[0])[0]); !n.Refused {
		t.Errorf("a fixed piece picked up after loading: %s", n.Text)
	}
	other := library(t, "pentominoes-12x5")
	for _, tc := range []struct {
		pz   *Puzzle
		data string
		want string
	}{
		{pz, `{`, "saved game: unexpected end of JSON input"},
		{pz, `{"v":2}`, "saved game: version 2, expected 1"},
		{other, string(data), "saved game: it is for a 10x6x1 box, the puzzle's is 12x5x1"},
		{pz, `{"v":1,"box":[10,6,1],"placed":[{"piece":"Q","rot":0,"at":[0,0,0]}]}`, "saved game: the puzzle has no mobile piece Q"},
		{pz, `{"v":1,"box":[10,6,1],"placed":[{"piece":"I","rot":5,"at":[0,0,0]}]}`, "saved game: piece I cannot take orientation 5 in this puzzle"},
		{pz, `{"v":1,"box":[10,6,1],"placed":[{"piece":"I","rot":0,"at":[6,0,0]}]}`, "saved game: I has 1 square outside the board"},
		{pz, `{"v":1,"box":[10,6,1],"placed":[{"piece":"I","rot":0,"at":[0,0,0]},{"piece":"L","rot":0,"at":[0,0,0]}]}`, "saved game: L overlaps I at row 6, column 1"},
		{pz, `{"v":1,"box":[10,6,1],"placed":[],"playedMs":-1}`, "saved game: negative time played"},
	} {
		if _, err := Load(tc.pz, []byte(tc.data)); err == nil || err.Error() != tc.want {
			t.Errorf("Load(%s): error %v, want %q", tc.data, err, tc.want)
		}
	}
}

// TestCode: positions of 2-D and 3-D puzzles go through their share code
// and back, fixed pieces fixed; the code is short; damaged codes and
// codes of another puzzle are refused with the reason.
func TestCode(t *testing.T) {
	for _, key := range []string{"pentominoes-10x6", "tetris-cube", "pentominoes-8x8-hole"} {
		pz := library(t, key)
		pls := placementsOf(t, pz, librarytest.Solutions(t, pz.Problem, 1)[0])
		for _, k := range []int{0, 1, 3, len(pls)} {
			start := slices.Clone(pls[:k/2])
			g, err := StartGame(pz, start)
			if err != nil {
				t.Fatal(err)
			}
			for _, pl := range pls[k/2 : k] {
				if n := g.Place(pz.Pieces[pl.Piece].Name, pz.Cells(pl)); n.Refused {
					t.Fatal(n.Text)
				}
			}
			code := g.Code()
			back, err := GameFromCode(pz, code)
			if err != nil {
				t.Fatalf("%s, %d placed: %v", key, k, err)
			}
			if !slices.Equal(back.Placed(), g.Placed()) {
				t.Errorf("%s, %d placed: code %s gives %v, want %v", key, k, code, back.Placed(), g.Placed())
			}
			if max := 2 + 7*k; len(code) > max {
				t.Errorf("%s, %d placed: code %q longer than %d", key, k, code, max)
			}
			starting, err := DecodePosition(pz, g.StartCode())
			if err != nil || len(starting) != k || slices.ContainsFunc(starting, func(p Placement) bool { return !p.Fixed }) {
				t.Errorf("%s, %d placed: start code gives %v, %v", key, k, starting, err)
			}
		}
	}
	pz := library(t, "pentominoes-10x6")
	enc := func(b ...byte) string { return base64.RawURLEncoding.EncodeToString(b) }
	for _, tc := range []struct{ code, want string }{
		{"", "its position is empty (the link may be cut short)"},
		{"a*b", "its position is not a position's code (the link may be cut short or altered)"},
		{"AQ==", "its position is not a position's code (the link may be cut short or altered)"},
		{enc(5), "its position is written in a form this version of Polyplay does not read"},
		{enc(1, 48, 0, 0, 0), "piece 1 of its position is not a piece of this puzzle (the link may be cut short, altered or made for another puzzle)"},
		{enc(1, 2, 0, 0), "piece 1 of its position is not a piece of this puzzle (the link may be cut short, altered or made for another puzzle)"},
		{enc(1, 2, 0, 6, 0), "its position does not fit this puzzle: I has 1 square outside the board"},
		{enc(1, 2, 0, 0, 0, 2, 0, 0, 1), "its position does not fit this puzzle: piece I is placed twice"},
		{enc(1, 2, 0, 0, 0, 4, 0, 0, 0), "its position does not fit this puzzle: L overlaps I at row 6, column 1"},
		{enc(1, 2, 5, 0, 0), "its position does not fit this puzzle: piece I cannot take orientation 5 in this puzzle"},
		{strings.Repeat("A", MaxCode+1), "its position is 65537 characters long, more than a position can be (65536)"},
	} {
		if _, err := DecodePosition(pz, tc.code); err == nil || err.Error() != tc.want {
			t.Errorf("DecodePosition(%q): error %v, want %q", tc.code, err, tc.want)
		}
	}
}

// TestDamagedLink: a damaged Play link's words say what opens instead of
// its position: an empty board, or the game kept in this browser.
func TestDamagedLink(t *testing.T) {
	err := errors.New("its position is empty (the link may be cut short)")
	for _, tc := range []struct {
		placed int
		want   string
	}{
		{0, "This Play link is damaged: its position is empty (the link may be cut short). The puzzle opens without the position."},
		{1, "This Play link is damaged: its position is empty (the link may be cut short). The puzzle opens on your game kept in this browser instead, 1 piece placed."},
		{12, "This Play link is damaged: its position is empty (the link may be cut short). The puzzle opens on your game kept in this browser instead, 12 pieces placed."},
	} {
		if got := DamagedLink(err, tc.placed); got != tc.want {
			t.Errorf("DamagedLink(%d placed) = %q, want %q", tc.placed, got, tc.want)
		}
	}
}
