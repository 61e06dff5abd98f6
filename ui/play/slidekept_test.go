package play

import (
	"context"
	"strings"
	"testing"

	"polyplay/internal/librarytest"
	"polyplay/solver"
	"polyplay/solver/disassemble"
	"polyplay/solver/grid"
)

// TestSlideKept keeps a slide of the slot box in progress and resumes it
// in a new slide of the same solution (a reload): the same offsets and
// moves, and Undo takes the kept moves back; a kept slide that does not
// fit is refused with the reason and changes nothing.
func TestSlideKept(t *testing.T) {
	p, sol := librarytest.SlotBoxProblem(t)
	s, err := NewSlide(context.Background(), p, sol)
	if err != nil {
		t.Fatal(err)
	}
	s.SelectNamed("B", false)
	s.MoveAllTheWay(grid.Point{Z: -1})
	s.SelectNamed("Box", false)
	s.Move(grid.Point{X: -1})
	text, err := KeptSlideText(s.Kept("your solution"))
	if err != nil {
		t.Fatal(err)
	}
	k, err := ReadKeptSlide(p, text)
	if err != nil {
		t.Fatal(err)
	}
	// The page's worker answers with the disassembly of SlideOrder's
	// solution; the slide starts from it.
	kept := solver.Solution{Placements: k.Solution}
	r, err := disassemble.Assembly(context.Background(), p, SlideOrder(p, kept), disassemble.Options{})
	if err != nil {
		t.Fatal(err)
	}
	again, err := NewSlideFrom(p, kept, r)
	if err != nil {
		t.Fatal(err)
	}
	if err := again.Resume(k); err != nil {
		t.Fatal(err)
	}
	if !equalPoints(again.Offsets(), s.Offsets()) || again.Moves() != 4 || k.From != "your solution" {
		t.Errorf("resumed at %v after %d moves (from %q); want %v after 4", again.Offsets(), again.Moves(), k.From, s.Offsets())
	}
	if n := again.Undo(); n.Text != "Undone: back to move 3." {
		t.Errorf("undo after resuming: %q", n.Text)
	}

	for _, tc := range []struct {
		name string
		edit func(k *KeptSlide)
		want string
	}{
		{"overlapping", func(k *KeptSlide) {
			// A's cell moved onto the box's first cell.
			b, a := k.Solution[0].Cells[0], k.Solution[1].Cells[0]
			k.Offsets[0], k.Offsets[1] = grid.Point{}, grid.Point{X: b.X - a.X, Y: b.Y - a.Y, Z: b.Z - a.Z}
		}, "overlap"},
		{"too far", func(k *KeptSlide) { k.Offsets[1] = grid.Point{Z: 99} }, "beyond the slide's reach"},
		{"moves", func(k *KeptSlide) { k.Moves = 7 }, "7 moves kept, and undoable moves of 4 cells"},
		{"another solution", func(k *KeptSlide) {
			k.Solution[1].Piece, k.Solution[2].Piece = k.Solution[2].Piece, k.Solution[1].Piece
		}, "another solution"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			k, err := ReadKeptSlide(p, text)
			if err != nil {
				t.Fatal(err)
			}
			tc.edit(&k)
			fresh, err := NewSlide(context.Background(), p, sol)
			if err != nil {
				t.Fatal(err)
			}
			if err := fresh.Resume(k); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("resumed: %v; want an error saying %q", err, tc.want)
			}
			if fresh.Moves() != 0 || !equalPoints(fresh.Offsets(), fresh.Start()) {
				t.Errorf("a refused kept slide changed it: %d moves at %v", fresh.Moves(), fresh.Offsets())
			}
		})
	}
	for _, tc := range []struct{ name, text, want string }{
		{"not JSON", "{", "cut short"},
		{"no solution", `{"from":"x"}`, "no solution kept"},
		{"not a solution", `{"solution":[{"Piece":"A","Cells":[{"X":0,"Y":0,"Z":0}]}],"offsets":[{"X":0,"Y":0,"Z":0}]}`, "the solution kept does not solve this puzzle"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := ReadKeptSlide(p, tc.text); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("read: %v; want an error saying %q", err, tc.want)
			}
		})
	}
}
