package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"polyplay/def"
	"polyplay/def/source"
	"polyplay/internal/librarytest"
	"polyplay/solver"
	"polyplay/ui/link"
	"polyplay/ui/player"
)

// firstSolution solves a library puzzle and returns its first solution's
// cells as a share link carries them.
func firstSolution(t *testing.T, key string) []int {
	t.Helper()
	p, sol := librarytest.First(t, key, solver.Options{})
	cells, err := link.EncodeSolution(p, sol)
	if err != nil {
		t.Fatal(err)
	}
	return cells
}

func TestBuild(t *testing.T) {
	cells := firstSolution(t, "pentominoes-10x6")
	soma := firstSolution(t, "soma")
	good := link.Share{Key: "pentominoes-10x6", Args: []string{"-r"}, Solution: 1, Cells: cells, Width: 400, Height: 300}
	tests := []struct {
		name, frag     string
		play           bool
		wantErr, title string
		steps          int
		threeD         bool
	}{
		{"good", good.Fragment(), true, "", "Pentominoes 10×6", 12, false},
		{"3-D", link.Share{Key: "soma", Cells: soma}.Fragment(), true, "", "Soma cube", 7, true},
		{"3-D shown flat", link.Share{Key: "soma", Cells: soma, View: link.View2D}.Fragment(), true, "", "Soma cube", 7, false},
		{"no solution", "p=soma", false, "this link holds no solution to play", "Soma cube", 0, false},
		{"no puzzle", "", false, "names no puzzle", "", 0, false},
		{"cut", "p=soma%ZZ", false, "the link is cut or damaged", "", 0, false},
		{"hostile name", "p=%3Cimg%20src=x%20onerror=alert(1)%3E", false, `no puzzle "<img src=x onerror=alert(1)>"`, "", 0, false},
		{"wrong solution", link.Share{Key: "pentominoes-10x6", Cells: append([]int{cells[0]%12 + 1}, cells[1:]...)}.Fragment(), false, "does not solve the puzzle", "Pentominoes 10×6", 0, false},
		{"step beyond the end", link.Share{Key: "soma", Cells: soma, Step: 8}.Fragment(), true, "animation step: 8 is beyond the last step, 7; the solution is shown assembled", "Soma cube", 7, true},
		{"bad speed, view and size", link.Share{Key: "soma", Cells: soma}.Fragment() + "&r=1e308&v=4d&w=99999999", true, `share link: view: "4d" is not 2d or 3d`, "Soma cube", 7, true},
		{"markup in names", link.Share{Source: "D:xDim=2:yDim=1:zDim=1\nC:name=<b>:layout=0 0 0, 1 0 0\n~D\n", Cells: []int{1, 1}}.Fragment(), true, "", "shared", 1, false},
	}
	for _, tt := range tests {
		s := Build(tt.frag, [2]float64{}, nil)
		if (s.SVG != "") != tt.play || s.Title != tt.title || s.Steps != tt.steps || s.ThreeD != tt.threeD {
			t.Errorf("%s: plays %v, title %q, %d steps, 3-D %v; want %v, %q, %d, %v (error %q)",
				tt.name, s.SVG != "", s.Title, s.Steps, s.ThreeD, tt.play, tt.title, tt.steps, tt.threeD, s.Err)
		}
		if tt.wantErr == "" && s.Err != "" || !strings.Contains(s.Err, tt.wantErr) {
			t.Errorf("%s: error %q, want %q", tt.name, s.Err, tt.wantErr)
		}
		if strings.Contains(s.SVG, "<b>") || strings.Contains(s.SVG, "<img") || strings.Contains(s.SVG, "<script") {
			t.Errorf("%s: markup from the link in the SVG", tt.name)
		}
	}
	// The animation's accessible name counts a 3-D puzzle's layers from
	// 1, as every view does.
	for _, tt := range []struct{ frag, want string }{
		{good.Fragment(), "Animation: Pentominoes 10×6, assembled piece by piece"},
		{link.Share{Key: "soma", Cells: soma, View: link.View2D}.Fragment(), "Animation: Soma cube, Layers 1 to 3 side by side, assembled piece by piece"},
	} {
		if got := Build(tt.frag, [2]float64{}, nil).Label; got != tt.want {
			t.Errorf("#%s: label %q, want %q", tt.frag, got, tt.want)
		}
	}
	s := Build(good.Fragment(), [2]float64{}, nil)
	if s.Open != "./#o=-r&p=pentominoes-10x6&c="+s.Open[len("./#o=-r&p=pentominoes-10x6&c="):] && !strings.HasPrefix(s.Open, "./#") {
		t.Errorf("playground link %q", s.Open)
	}
	if strings.Contains(s.Open, "w=") || strings.Contains(s.Open, "h=") || !strings.Contains(s.Open, "p=pentominoes-10x6") || !strings.Contains(s.Open, "c=") {
		t.Errorf("playground link %q", s.Open)
	}
	if back, err := link.Parse(strings.TrimPrefix(s.Open, "./#")); err != nil || len(back.Cells) != 60 || back.Width != 0 {
		t.Errorf("playground link %q reads as %+v, %v", s.Open, back, err)
	}
	// The way back to the playground leaves out the link's bad parts.
	good2 := link.Share{Key: "soma", Cells: soma, Step: 2}.Fragment()
	if s := Build(good2+"&r=1e308&v=4d&s=1e30&a=sideways&w=99999999", [2]float64{}, nil); s.Start != 2 || s.Open != "./#"+good2 {
		t.Errorf("a link with bad parts: start %d, playground link %q", s.Start, s.Open)
	}
	// The playground's link leaves the step out: it opens on the whole
	// solution, as the embed shows it (link.LastStep).
	past := link.Share{Key: "soma", Cells: soma, Step: 8}.Fragment()
	plain := strings.Replace(link.Share{Key: "soma", Cells: soma}.Fragment(), "&t=0", "", 1)
	if s := Build(past, [2]float64{}, nil); s.Start != 7 || s.Open != "./#"+plain {
		t.Errorf("step 8 of 7: the animation starts at %d, want 7; playground link %q", s.Start, s.Open)
	}
	if s.Step != 500_000_000 || s.Cycle() != 12*s.Step+hold {
		t.Errorf("step %v, cycle %v", s.Step, s.Cycle())
	}
	if n := strings.Count(Build(link.Share{Key: "soma", Cells: soma}.Fragment(), [2]float64{}, nil).SVG, `calcMode="discrete"`); n != 8 {
		t.Errorf("3-D animation: %d discrete animations, want a 3-D frame per step and the start", n)
	}
}

// TestBuildGrids: a hexiamond solution plays in the embed as triangles,
// without a 3-D view (a link asking for one is told so), in the default
// embed's frame.
func TestBuildGrids(t *testing.T) {
	cells := firstSolution(t, "hexiamonds-6x6")
	s := Build(link.Share{Key: "hexiamonds-6x6", Cells: cells}.Fragment(), [2]float64{}, nil)
	if s.Err != "" || s.Steps != 12 || s.ThreeD || s.Title != "Hexiamonds 6×6 rhombus" {
		t.Fatalf("%+v", s)
	}
	// Each piece is six triangles: paths of "M x yLx yLx yz" polygons.
	if strings.Contains(s.SVG, "view-3d") || !strings.Contains(s.SVG, "z") || strings.Count(s.SVG, "<title>") != 13 {
		t.Errorf("the embed's SVG: %.400s", s.SVG)
	}
	s = Build(link.Share{Key: "hexiamonds-6x6", Cells: cells, View: link.View3D}.Fragment(), [2]float64{}, nil)
	if s.SVG == "" || s.ThreeD || !strings.Contains(s.Err, "the triangle grid has no 3-D view") {
		t.Errorf("3-D asked of triangles: 3-D %v, error %q", s.ThreeD, s.Err)
	}
}

// TestBuildSlide: a link with a=apart plays a BurrTools puzzle's
// solution taken apart in the 3-D view, and a=together the same
// backwards, named with BurrTools' level; a solution that does not come
// apart, and a grid whose pieces do not slide, play piece by piece
// instead and say why; and the way back to the playground keeps the
// order, which its player plays too.
func TestBuildSlide(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "..", "solver", "disassemble", "testdata", "cage-3.xmpuzzle"))
	if err != nil {
		t.Fatal(err)
	}
	text, err := source.Text("cage-3.xmpuzzle", b)
	if err != nil {
		t.Fatal(err)
	}
	pz, err := def.Parse("cage-3.txt", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	s, err := solver.New(&pz[0].Problem, solver.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var apart, stuck []int // a solution that comes apart, and one that does not
	if _, err := s.Solve(context.Background(), func(sol solver.Solution) bool {
		cells, err := link.EncodeSolution(&pz[0].Problem, sol)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := player.TakeApart(context.Background(), &pz[0].Problem, sol); err == nil {
			apart = cells
		} else {
			stuck = cells
		}
		return true
	}); err != nil {
		t.Fatal(err)
	}
	if apart == nil || stuck == nil {
		t.Fatal("cage-3 has assemblies that come apart and one that does not")
	}
	soma := firstSolution(t, "soma")
	hex := firstSolution(t, "hexiamonds-6x6")
	for _, tc := range []struct {
		name   string
		s      link.Share
		label  string
		err    string
		threeD bool
	}{
		{"apart", link.Share{Source: text, Cells: apart, Order: player.TakenApart}, "taken apart by sliding its pieces (BurrTools level 1.1.2.2)", "", true},
		{"together", link.Share{Source: text, Cells: apart, Order: player.SlidTogether}, "assembled by sliding its pieces together (BurrTools level 1.1.2.2)", "", true},
		{"soma apart", link.Share{Key: "soma", Cells: soma, Order: player.TakenApart}, "taken apart by sliding its pieces (BurrTools level 1)", "", true},
		{"stuck", link.Share{Source: text, Cells: stuck, Order: player.TakenApart}, "assembled piece by piece",
			"share link: sliding: this solution does not come apart: its pieces cannot be slid out; the solution is assembled piece by piece instead", true},
		{"triangles", link.Share{Key: "hexiamonds-6x6", Cells: hex, Order: player.TakenApart}, "assembled piece by piece",
			"share link: sliding: pieces on the triangle grid do not slide by whole cells along axes: no disassembly there; the solution is assembled piece by piece instead", false},
	} {
		sh := Build(tc.s.Fragment(), [2]float64{480, 360}, nil)
		if sh.SVG == "" || sh.Err != tc.err || !strings.HasSuffix(sh.Label, tc.label) || sh.ThreeD != tc.threeD {
			t.Errorf("%s: plays %v, 3-D %v, label %q, error %q; want label ...%q, error %q", tc.name, sh.SVG != "", sh.ThreeD, sh.Label, sh.Err, tc.label, tc.err)
		}
		if !strings.Contains(sh.Open, "a="+string(tc.s.Order)) {
			t.Errorf("%s: the playground's link %q leaves out the order", tc.name, sh.Open)
		}
		if tc.err == "" && (sh.Steps < 4 || sh.Cycle() != sh.Step*time.Duration(sh.Steps)+hold || !strings.HasPrefix(sh.SVG, `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"`)) {
			t.Errorf("%s: %d steps of %v, cycle %v, head %.120s", tc.name, sh.Steps, sh.Step, sh.Cycle(), sh.SVG)
		}
	}
}

// TestBuildColours: the embed of each way round of the coloured domino
// (a link with its colours, u) marks A's coloured cell and names it in
// its label; the two differ.
func TestBuildColours(t *testing.T) {
	p, sols, pair := librarytest.ColouredWays(t)
	var svgs [2]string
	for k, i := range pair {
		cells, err := link.EncodeSolution(p, sols[i])
		if err != nil {
			t.Fatal(err)
		}
		sh := Build(link.Share{Source: librarytest.ColouredDominoes, Cells: cells, Colours: link.EncodeColours(p, sols[i])}.Fragment(), [2]float64{}, nil)
		_, words := player.SolutionMarks(p, sols[i])
		if sh.Err != "" || strings.Count(sh.SVG, `class="pp-mark"`) != 1 || !strings.HasSuffix(sh.Label, ". "+words) || words == "" {
			t.Errorf("solution %d: error %q, %d marks, label %q; want none, 1 and one ending %q", i+1, sh.Err, strings.Count(sh.SVG, `class="pp-mark"`), sh.Label, words)
		}
		svgs[k] = sh.SVG
	}
	if svgs[0] == svgs[1] {
		t.Error("the two ways round of A play alike")
	}
}
