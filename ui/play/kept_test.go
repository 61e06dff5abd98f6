package play

import (
	"slices"
	"testing"
	"time"
)

// TestReadKept: a game kept in the browser (a JSON string of its saved
// JSON, as the page has always kept it) reads back; text that is not
// such a string, or a game that does not fit the puzzle, is refused with
// the reason.
func TestReadKept(t *testing.T) {
	pz := library(t, "pentominoes-10x6")
	g := NewGame(pz)
	g.Place("I", pz.Cells(Placement{Piece: mustPiece(t, pz, "I")}))
	text, err := KeptText(g, time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	back, err := ReadKept(pz, text)
	if err != nil || !slices.Equal(back.Placed(), g.Placed()) || len(g.Placed()) != 1 {
		t.Fatalf("read back %v, %v; want %v", back, err, g.Placed())
	}
	for _, tc := range []struct{ text, want string }{
		{`{"v":1,"box":[10,6,1],"placed":[]}`, "it is an object where text was expected"},
		{`"{\"v\":1,\"box\":[10,6,1],\"pla`, "its text is cut short"},
		{`"{\"v\":2}"`, "saved game: version 2, expected 1"},
		{`"{\"v\":1,\"box\":[12,5,1],\"placed\":[]}"`, "saved game: it is for a 12x5x1 box, the puzzle's is 10x6x1"},
	} {
		if _, err := ReadKept(pz, tc.text); err == nil || err.Error() != tc.want {
			t.Errorf("ReadKept(%s): %v, want %q", tc.text, err, tc.want)
		}
	}
}

// mustPiece returns the index of pz's mobile piece name.
func mustPiece(t *testing.T, pz *Puzzle, name string) int {
	t.Helper()
	i, ok := pz.PieceByName(name)
	if !ok {
		t.Fatalf("no piece %s", name)
	}
	return i
}
