package play

import (
	"slices"
	"testing"

	"polyplay/internal/librarytest"
)

// FuzzDecodePosition checks that a share code from anywhere never makes
// DecodePosition panic, and that what it accepts is a valid position of
// the puzzle that encodes back to a code giving the same position.
func FuzzDecodePosition(f *testing.F) {
	pz := library(f, "tetris-cube")
	g := NewGame(pz)
	for _, pl := range placementsOf(f, pz, librarytest.Solutions(f, pz.Problem, 1)[0])[:4] {
		g.Place(pz.Pieces[pl.Piece].Name, pz.Cells(pl))
	}
	f.Add(g.Code())
	f.Add(g.StartCode())
	f.Add("AQ")
	f.Add("AQIAAAAEAAAA")
	f.Fuzz(func(t *testing.T, code string) {
		pls, err := DecodePosition(pz, code)
		if err != nil {
			return
		}
		back, err := DecodePosition(pz, EncodePosition(pz, pls))
		if err != nil || !slices.Equal(back, pls) {
			t.Fatalf("%q: %v gives back %v, %v", code, pls, back, err)
		}
	})
}

// FuzzLoad checks that a saved game from local storage, however damaged,
// never makes Load panic, and that what it accepts saves and loads back
// to the same pieces.
func FuzzLoad(f *testing.F) {
	pz := library(f, "pentominoes-10x6")
	g := NewGame(pz)
	for _, pl := range placementsOf(f, pz, librarytest.Solutions(f, pz.Problem, 1)[0])[:5] {
		g.Place(pz.Pieces[pl.Piece].Name, pz.Cells(pl))
	}
	data, err := g.Save(g.last)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data)
	f.Add([]byte(`{"v":1,"box":[10,6,1],"placed":[{"piece":"I","rot":0,"at":[0,0,0],"fixed":true}],"playedMs":5}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := Load(pz, data)
		if err != nil {
			return
		}
		again, err := g.Save(g.last)
		if err != nil {
			t.Fatal(err)
		}
		back, err := Load(pz, again)
		if err != nil || !slices.Equal(back.Placed(), g.Placed()) {
			t.Fatalf("%s: loads back as %v, %v", data, back, err)
		}
	})
}
