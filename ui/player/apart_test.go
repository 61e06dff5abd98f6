package player

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"polyplay/def/burr"
	"polyplay/solver"
	"polyplay/solver/disassemble"
)

// burrSolutions reads a BurrTools file of the disassembler's test data and
// returns its first problem and every assembly of it.
func burrSolutions(t *testing.T, name string) (*solver.Problem, []solver.Solution) {
	t.Helper()
	path := filepath.Join("..", "..", "solver", "disassemble", "testdata", name)
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	pz, err := burr.Read(path, f)
	if err != nil {
		t.Fatal(err)
	}
	p := &pz[0].Problem
	s, err := solver.New(p, solver.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var sols []solver.Solution
	if _, err := s.Solve(context.Background(), func(x solver.Solution) bool { sols = append(sols, x); return true }); err != nil {
		t.Fatal(err)
	}
	return p, sols
}

// TestTakeApart takes apart cage-3's assemblies: two come apart at
// BurrTools' level 1.1.2.2, the third does not (as burrTxt -d finds, and
// testdata/cage-3.levels records). The scene of each frame draws the
// pieces the frame shows and no other, and the pieces moved are drawn
// where the frame puts them.
func TestTakeApart(t *testing.T) {
	p, sols := burrSolutions(t, "cage-3.xmpuzzle")
	if len(sols) != 3 {
		t.Fatalf("%d assemblies, want 3", len(sols))
	}
	var levels []string
	for _, sol := range sols {
		a, err := TakeApart(context.Background(), p, sol)
		if errors.Is(err, disassemble.ErrNotApart) {
			levels = append(levels, "-")
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		levels = append(levels, a.Level)
		s := a.Scene(nil)
		for k, f := range a.Frames {
			s.SlideTo(a, k, 0)
			drawn := map[string]bool{}
			for _, face := range s.Frame(DefaultCamera3D, 400, 300) {
				drawn[face.Piece] = true
			}
			for i, name := range a.Names {
				if f.Shown[i] && !drawn[name] || !f.Shown[i] && drawn[name] {
					t.Fatalf("frame %d: piece %s shown %v, drawn %v", k, name, f.Shown[i], drawn[name])
				}
			}
			for i, name := range a.Names {
				o := f.Offset[i]
				if got, want := s.slid[name], [3]float64{float64(o.X), float64(o.Y), float64(o.Z)}; f.Shown[i] && got != want {
					t.Fatalf("frame %d: piece %s slid %v, want %v", k, name, got, want)
				}
			}
		}
	}
	slices.Sort(levels)
	if got := strings.Join(levels, " "); got != "- 1.1.2.2 1.1.2.2" {
		t.Errorf("levels %q, want - 1.1.2.2 1.1.2.2", got)
	}
}

// TestTakeApartGroups takes apart the locked box's one assembly, each of
// its 8 turns: it does not come apart, but with its pieces in one group
// (locked-grouped) it is a solution of level 1, as burrTxt -d finds.
func TestTakeApartGroups(t *testing.T) {
	for _, tc := range []struct {
		file string
		err  error
	}{
		{"locked.xmpuzzle", disassemble.ErrNotApart},
		{"locked-grouped.xmpuzzle", nil},
	} {
		t.Run(tc.file, func(t *testing.T) {
			p, sols := burrSolutions(t, tc.file)
			if len(sols) != 8 {
				t.Fatalf("%d assemblies, want 8", len(sols))
			}
			for _, sol := range sols {
				a, err := TakeApart(context.Background(), p, sol)
				if !errors.Is(err, tc.err) || err == nil && a.Level != "1" {
					t.Fatalf("level %v, error %v; want level 1 or error %v", a, err, tc.err)
				}
			}
		})
	}
}

// TestApartSVG writes cage-3's first disassembly as an animated SVG, and
// backwards as its assembly: a drawing for the assembly and for each
// move (two, half way and done), each shown in turn by a discrete
// opacity animation, the pieces apart (or, reversed, assembled) at the
// end; and refuses a solution of one piece.
func TestApartSVG(t *testing.T) {
	p, sols := burrSolutions(t, "cage-3.xmpuzzle")
	var a *Apart
	for _, sol := range sols {
		if x, err := TakeApart(context.Background(), p, sol); err == nil {
			a = x
			break
		}
	}
	if a == nil {
		t.Fatal("no assembly of cage-3 comes apart")
	}
	moves, takeUps := 0, 0
	for _, f := range a.Frames[1:] {
		if f.Move != nil {
			moves++
		} else {
			takeUps++
		}
	}
	want := 1 + 2*moves + takeUps // the drawings
	for _, reversed := range []bool{false, true} {
		svg, err := ApartSVG(a, 480, 360, SVGAnimation{Title: "Cage <3>"}, reversed)
		if err != nil {
			t.Fatal(err)
		}
		if n := strings.Count(svg, `<animate attributeName="opacity"`); n != want {
			t.Errorf("reversed %v: %d drawings, want %d", reversed, n, want)
		}
		if !strings.Contains(svg, "<title>Cage &lt;3&gt;</title>") || !strings.HasPrefix(svg, `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"`) {
			t.Errorf("reversed %v: head %.200s", reversed, svg)
		}
		// The drawing shown at the end, without SMIL, is the last one.
		last := strings.LastIndex(svg, `<g opacity="1">`)
		if last < 0 || strings.Count(svg, `<g opacity="1">`) != 1 || strings.Contains(svg[last:], `<g opacity="0">`) {
			t.Errorf("reversed %v: the final drawing is not the last one alone", reversed)
		}
	}
	one := &Apart{Frames: a.Frames[:1]}
	if _, err := ApartSVG(one, 480, 360, SVGAnimation{}, false); err == nil || err.Error() != "nothing to animate: the solution is one piece" {
		t.Errorf("one frame: error %v", err)
	}
}
