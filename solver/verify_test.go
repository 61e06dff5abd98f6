package solver

import (
	"context"
	"strings"
	"testing"
)

// TestVerifierRotations checks the verifier's independent rotations: a
// chiral piece has exactly 24 orientations, all congruent, and its mirror
// image is not congruent.
func TestVerifierRotations(t *testing.T) {
	t.Parallel()
	a := tetrisCube().Pieces[0].Cells
	or := orientations(a, rotations(false))
	if len(or) != 24 {
		t.Fatalf("piece A has %d orientations, want 24", len(or))
	}
	for _, o := range or {
		if !congruent(a, o, false) {
			t.Fatalf("orientation %v not congruent", o)
		}
	}
	var mirror []Point
	for _, c := range a {
		mirror = append(mirror, Point{-c.X, c.Y, c.Z})
	}
	if congruent(a, mirror, false) {
		t.Fatal("mirror image of chiral piece A accepted")
	}
	// One-sided: a flipped L pentomino is not allowed, a turned one is.
	l := flat("L", "####", "#...").Cells
	var fl, turned []Point
	for _, c := range l {
		fl = append(fl, Point{-c.X, c.Y, 0})
		turned = append(turned, Point{-c.Y, c.X, 0})
	}
	if congruent(l, fl, true) || !congruent(l, fl, false) || !congruent(l, turned, true) {
		t.Fatal("one-sided congruence wrong")
	}
}

func TestVerifyErrors(t *testing.T) {
	t.Parallel()
	p := pentominoBox(10, 6)
	s, err := New(p, Options{MaxSolutions: 1})
	if err != nil {
		t.Fatal(err)
	}
	var sol Solution
	if _, err := s.Solve(context.Background(), func(x Solution) bool { sol = x; return true }); err != nil {
		t.Fatal(err)
	}
	if err := Verify(p, sol); err != nil {
		t.Fatalf("valid solution rejected: %v", err)
	}
	clone := func() Solution {
		var c Solution
		for _, pl := range sol.Placements {
			c.Placements = append(c.Placements, Placement{pl.Piece, append([]Point(nil), pl.Cells...)})
		}
		return c
	}
	for _, tc := range []struct {
		name   string
		mutate func(*Solution)
		want   string
	}{
		{"missing", func(s *Solution) { s.Placements = s.Placements[1:] }, "is not placed"},
		{"twice", func(s *Solution) { s.Placements[1].Piece = s.Placements[0].Piece }, "placed twice"},
		{"unknown", func(s *Solution) { s.Placements[0].Piece = "Q" }, "unknown piece"},
		{"outside", func(s *Solution) {
			for i := range s.Placements[0].Cells {
				s.Placements[0].Cells[i].X += 20
			}
		}, "outside the box"},
		{"shape", func(s *Solution) {
			s.Placements[0].Piece, s.Placements[1].Piece = s.Placements[1].Piece, s.Placements[0].Piece
		}, "not an allowed orientation"},
	} {
		c := clone()
		tc.mutate(&c)
		err := Verify(p, c)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want error containing %q", tc.name, err, tc.want)
		}
	}
}
