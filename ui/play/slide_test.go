package play

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"polyplay/def"
	"polyplay/def/source"
	"polyplay/internal/burrexamples"
	"polyplay/internal/librarytest"
	"polyplay/solver"
	"polyplay/solver/grid"
)

// burrProblem returns the first problem of the BurrTools file name,
// whose bytes are b, as the page opens it (source.Text).
func burrProblem(t testing.TB, name string, b []byte) *solver.Problem {
	t.Helper()
	text, err := source.Text(name, b)
	if err != nil {
		t.Fatal(err)
	}
	ps, err := def.Parse(name, []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	return &ps[0].Problem
}

// TestSlotBoxFile: the slot box's BurrTools file opens as the
// definition the tests share (librarytest.SlotBox).
func TestSlotBoxFile(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("testdata", "slot-box.xmpuzzle"))
	if err != nil {
		t.Fatal(err)
	}
	if text, err := source.Text("slot-box.xmpuzzle", b); err != nil || text != librarytest.SlotBox {
		t.Errorf("slot-box.xmpuzzle opens as %q (%v); want librarytest.SlotBox", text, err)
	}
}

// TestSlide plays the slot box: laid apart as the disassembler takes it
// apart (A out through the opening, then the box slid under B and B
// out), the
// refused moves with their reasons, and the disassembly backwards, cell
// by cell, assembles it in nine moves; Undo takes moves back.
func TestSlide(t *testing.T) {
	p, sol := librarytest.SlotBoxProblem(t)
	type step struct {
		sel  string // a piece to select, "" for none
		also bool
		dir  grid.Point
		far  bool // all the way
		undo bool
		want string // what the move says
		no   bool   // refused
	}
	up, down, right, left := grid.Point{Z: 1}, grid.Point{Z: -1}, grid.Point{X: 1}, grid.Point{X: -1}
	// Laid apart: the box one cell along x, so that its opening stands
	// under B, 3 cells above its place; A 5 cells above its own.
	tests := []struct {
		name      string
		steps     []step
		moves     int
		assembled bool
	}{
		{"nothing selected", []step{{dir: down, want: "No piece selected: select a piece to slide it.", no: true}}, 0, false},
		{"A onto the box", []step{{sel: "A", want: "A selected: slide it with the arrows."}, {dir: down}, {dir: down}, {dir: down, want: "A slid −z (move 3)."},
			{dir: down, want: "Cannot slide A −z: A would hit Box.", no: true}}, 3, false},
		{"B into the box's wall", []step{{sel: "B"}, {dir: down}, {dir: down}, {dir: down, want: "B slid −z (move 3)."},
			{dir: left, want: "Cannot slide B −x: B would hit Box.", no: true}, {dir: down, want: "Cannot slide B −z: B would hit Box.", no: true}}, 3, false},
		{"the box with B", []step{{sel: "B"}, {dir: down}, {sel: "Box"}, {dir: right, want: "Box slid +x (move 2)."}, {dir: up, want: "Cannot slide Box +z: Box would hit B.", no: true},
			{sel: "B", also: true, want: "Box and B selected: slide them with the arrows."}, {dir: up, want: "Box and B slid +z (move 3)."}}, 3, false},
		{"too far", []step{{sel: "A"}, {dir: up}, {dir: up}, {dir: up}, {dir: up, want: "A slid +z (move 4)."},
			{dir: up, want: "Cannot slide A +z: A would go too far from the others.", no: true}}, 4, false},
		{"assembled", []step{{sel: "B"}, {dir: down}, {dir: down}, {dir: down}, {sel: "Box"}, {dir: left}, {sel: "A"}, {dir: down}, {dir: down}, {dir: down}, {dir: down},
			{dir: down, want: "Assembled in 9 moves!"}, {dir: up, want: "The pieces are assembled already: Undo takes a move back.", no: true}}, 9, true},
		{"undo", []step{{sel: "A"}, {dir: down}, {undo: true, want: "Undone: back to move 0."}, {undo: true, want: "Nothing to undo: the pieces are where they started.", no: true}}, 0, false},
		{"all the way", []step{{sel: "B"}, {dir: down, far: true, want: "B slid −z 3 cubes, up to Box (move 3)."},
			{dir: down, far: true, want: "Cannot slide B −z: B would hit Box.", no: true}, {dir: up}, {undo: true, want: "Undone: back to move 3."},
			{undo: true, want: "Undone: back to move 0."}}, 0, false},
		{"nothing stops it", []step{{sel: "A"}, {dir: right, far: true, want: "Cannot slide A +x all the way: nothing stops it.", no: true}}, 0, false},
		{"assembled all the way", []step{{sel: "B"}, {dir: down, far: true}, {sel: "Box"}, {dir: left, far: true, want: "Box slid −x 1 cube, up to B (move 4)."},
			{sel: "A"}, {dir: down, far: true, want: "Assembled in 9 moves!"}}, 9, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, err := NewSlide(context.Background(), p, sol)
			if err != nil {
				t.Fatal(err)
			}
			if got, want := s.Offsets(), []grid.Point{{X: 1}, {Z: 5}, {Z: 3}}; !equalPoints(got, want) {
				t.Fatalf("laid apart at %v; want %v", got, want)
			}
			for i, st := range tc.steps {
				var n Note
				switch {
				case st.sel != "":
					n = s.SelectNamed(st.sel, st.also)
				case st.undo:
					n = s.Undo()
				case st.far:
					n = s.MoveAllTheWay(st.dir)
				default:
					n = s.Move(st.dir)
				}
				if st.want != "" && n.Text != st.want || n.Refused != st.no {
					t.Errorf("step %d: %q (refused %v); want %q (refused %v)", i+1, n.Text, n.Refused, st.want, st.no)
				}
			}
			if s.Moves() != tc.moves || s.Assembled() != tc.assembled {
				t.Errorf("%d moves, assembled %v; want %d, %v", s.Moves(), s.Assembled(), tc.moves, tc.assembled)
			}
		})
	}
}

// TestSlidePlan: the plan (the disassembly backwards) assembles the slot
// box from where it is laid apart, and the steps are named.
func TestSlidePlan(t *testing.T) {
	p, sol := librarytest.SlotBoxProblem(t)
	s, err := NewSlide(context.Background(), p, sol)
	if err != nil {
		t.Fatal(err)
	}
	if last, n := playPlan(t, s); !s.Assembled() || last.Text != "Assembled in 9 moves!" || n != 9 {
		t.Errorf("the plan ends with %q after %d moves", last.Text, n)
	}
	var labels []string
	for _, d := range s.Dirs() {
		labels = append(labels, d.Label+" "+d.Key)
	}
	if want := "+x ArrowRight,−x ArrowLeft,+y ArrowUp,−y ArrowDown,+z PageUp,−z PageDown"; strings.Join(labels, ",") != want {
		t.Errorf("steps %q; want %q", labels, want)
	}
}

// TestNewSlideErrors: pieces on triangles do not slide in; a solution
// whose pieces overlap is refused.
func TestNewSlideErrors(t *testing.T) {
	p, sol := librarytest.SlotBoxProblem(t)
	tri := *p
	tri.Grid = grid.Triangle
	// A in the box's wall.
	overlap := solver.Solution{Placements: []solver.Placement{sol.Placements[0],
		{Piece: "A", Cells: []solver.Point{{X: 0, Y: 0, Z: 0}}}, sol.Placements[2]}}
	tests := []struct {
		name string
		p    *solver.Problem
		s    solver.Solution
		want string
	}{
		{"triangles", &tri, sol, "pieces on the triangle grid do not slide along axes"},
		{"overlap", p, overlap, "pieces 1 and 2 overlap at (0 0 0)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := NewSlide(context.Background(), tc.p, tc.s)
			if err == nil || err.Error() != tc.want {
				t.Errorf("error %v; want %q", err, tc.want)
			}
		})
	}
}

func equalPoints(a, b []grid.Point) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestSlidePrisms slides docs/format.md's prisms in: laid apart, the
// plan assembles them, each step along the prisms' slide axes, named by
// the signs of its coordinates, the arrows and Page Up and Down on those
// along one axis.
func TestSlidePrisms(t *testing.T) {
	p := librarytest.Parse(t, prismSource)
	_, sol := librarytest.Solve(t, p, solver.Options{})
	s, err := NewSlide(t.Context(), p, sol)
	if err != nil {
		t.Fatal(err)
	}
	if s.Assembled() {
		t.Fatalf("laid apart at %v: assembled", s.Offsets())
	}
	last, _ := playPlan(t, s)
	if !s.Assembled() || !last.Solved || !strings.HasPrefix(last.Text, "Assembled in ") {
		t.Errorf("the plan ends with %+v at %v", last, s.Offsets())
	}
	var labels []string
	for _, d := range s.Dirs() {
		labels = append(labels, strings.TrimSpace(d.Label+" "+d.Key))
	}
	if want := "+z PageUp,−z PageDown,+x ArrowRight,−x ArrowLeft,+x+y,−x−y,−x+y,+x−y"; strings.Join(labels, ",") != want {
		t.Errorf("steps %q; want %q", labels, want)
	}
}

// TestSlideAlPackino slides BurrTools' example AlPackino in, its box
// among its pieces, from its repository's mirror where there is one
// (BurrTools' files are not copied here): the first solution that comes
// apart, laid apart, is assembled by the plan in as many moves as the
// plan's steps.
func TestSlideAlPackino(t *testing.T) {
	b := burrexamples.Read(t, "AlPackino.xmpuzzle")
	p := burrProblem(t, "AlPackino.xmpuzzle", b)
	sv, err := solver.New(p, solver.Options{Search: solver.Search{Redundancy: true}})
	if err != nil {
		t.Fatal(err)
	}
	var s *Slide
	if _, err := sv.Solve(t.Context(), func(x solver.Solution) bool {
		s, err = NewSlide(t.Context(), p, x)
		return err != nil
	}); err != nil || s == nil {
		t.Fatalf("no solution of AlPackino slides in: %v", err)
	}
	if !slices.Contains(s.Names(), "Box") || s.Assembled() {
		t.Fatalf("pieces %q laid apart at %v", s.Names(), s.Offsets())
	}
	last, steps := playPlan(t, s)
	t.Logf("%d pieces, %d moves", len(s.Names()), steps)
	if want := fmt.Sprintf("Assembled in %d moves!", steps); !s.Assembled() || last.Text != want {
		t.Errorf("the plan ends with %q; want %q", last.Text, want)
	}
}

// playPlan plays s's plan, each move's pieces selected, a cell a move,
// and returns what the last move said and the number of moves; a refused
// move fails the test.
func playPlan(t *testing.T, s *Slide) (last Note, moves int) {
	t.Helper()
	for _, mv := range s.Plan() {
		s.Select(mv.Pieces[0], false)
		for _, id := range mv.Pieces[1:] {
			s.Select(id, true)
		}
		for range mv.Steps {
			moves++
			if last = s.Move(mv.Dir); last.Refused {
				t.Fatalf("the plan's move %+v: %s", mv, last.Text)
			}
		}
	}
	return last, moves
}
