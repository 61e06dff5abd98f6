package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"polyplay/def"
	"polyplay/solver"
	"polyplay/solver/verify"
)

// box3D is a hand-made 4x3x2 puzzle with names of one and two characters
// and a stationary piece, so that a layout that swaps axes, reverses rows
// or layers, or pads wrongly shows.
const box3D = `D:xDim=4:yDim=3:zDim=2
C:name=A:layout=0 2 0, 1 2 0, 0 1 0, 0 0 0
C:name=Bb:layout=2 2 0, 3 2 0, 3 1 0, 3 2 1
C:name=C:layout=1 1 0, 2 1 0, 1 0 0
C:name=Dd:layout=2 0 0, 3 0 0, 3 1 1, 2 0 1, 3 0 1
C:name=E:layout=0 2 1, 1 2 1, 2 2 1, 2 1 1
C:name=St:type=S:layout=0 1 1, 1 1 1, 0 0 1, 1 0 1
~D
`

// TestSolutionText3D solves 3-D puzzles and checks the text of the first
// solution against the cells that --json reports for the same run: a
// header, then the rows from y = yDim-1 down, each the z layers side by
// side (z = 0 first, separated by ", "), each layer the names of the
// pieces at x = 0, 1, ... right-aligned in one more column than the
// longest piece name, stationary pieces included (polycube's layout).
func TestSolutionText3D(t *testing.T) {
	path := filepath.Join(t.TempDir(), "box3d.txt")
	if err := os.WriteFile(path, []byte(box3D), 0o644); err != nil {
		t.Fatal(err)
	}
	ps, err := def.ParseFile(path)
	if err != nil || len(ps) != 1 {
		t.Fatalf("parsing the hand-made puzzle: %v (%d puzzles)", err, len(ps))
	}
	soma, ok := def.Lookup("soma")
	if !ok {
		t.Fatal("library has no soma")
	}
	somaPuzzle, err := soma.Puzzle()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		args []string
		p    *solver.Problem
	}{
		{"soma", []string{"--library", "soma"}, &somaPuzzle.Problem},
		{"soma -r", []string{"-r", "--library", "soma"}, &somaPuzzle.Problem},
		{"hand-made 4x3x2", []string{path}, &ps[0].Problem},
	} {
		t.Run(tc.name, func(t *testing.T) {
			base := append([]string{"-j1", "--max", "1"}, tc.args...)
			code, js, errs := polyplay(t, append([]string{"--json"}, base...)...)
			if code != 0 {
				t.Fatalf("--json: status %d, stderr %s", code, errs)
			}
			var r struct {
				Solutions    int64                 `json:"solutions"`
				SolutionList []map[string][][3]int `json:"solution_list"`
			}
			if err := json.Unmarshal([]byte(js), &r); err != nil {
				t.Fatalf("--json: %v\n%s", err, js)
			}
			if r.Solutions != 1 || len(r.SolutionList) != 1 {
				t.Fatalf("--json: %d solutions, %d listed; want 1", r.Solutions, len(r.SolutionList))
			}
			p := tc.p
			// The solution, as a Solution, passes the verifier.
			var sol solver.Solution
			for _, pc := range p.Pieces {
				cells, ok := r.SolutionList[0][pc.Name]
				if pc.Stationary {
					if ok {
						t.Errorf("--json lists stationary piece %s", pc.Name)
					}
					continue
				}
				pl := solver.Placement{Piece: pc.Name}
				for _, c := range cells {
					pl.Cells = append(pl.Cells, solver.Point{X: c[0], Y: c[1], Z: c[2]})
				}
				sol.Placements = append(sol.Placements, pl)
			}
			if err := verify.Solution(p, sol); err != nil {
				t.Fatalf("--json solution fails the verifier: %v", err)
			}

			// The expected drawing, from the JSON cells and the
			// definition's stationary pieces.
			at := map[[3]int]string{}
			width := 1
			for _, pc := range p.Pieces {
				width = max(width, len(pc.Name))
				if pc.Stationary {
					for _, c := range pc.Cells {
						at[[3]int{c.X, c.Y, c.Z}] = pc.Name
					}
				}
			}
			for name, cells := range r.SolutionList[0] {
				for _, c := range cells {
					if prev, dup := at[c]; dup {
						t.Fatalf("cell %v holds %s and %s", c, prev, name)
					}
					at[c] = name
				}
			}
			var want []string
			for y := p.YDim - 1; y >= 0; y-- {
				var layers []string
				for z := 0; z < p.ZDim; z++ {
					var names []string
					for x := 0; x < p.XDim; x++ {
						name, ok := at[[3]int{x, y, z}]
						if !ok {
							t.Fatalf("cell %d %d %d is not covered", x, y, z)
						}
						names = append(names, strings.Repeat(" ", width+1-len(name))+name)
					}
					layers = append(layers, strings.Join(names, ""))
				}
				want = append(want, strings.Join(layers, ", "))
			}

			code, out, errs := polyplay(t, base...)
			if code != 0 {
				t.Fatalf("status %d, stderr %s", code, errs)
			}
			lines := strings.Split(out, "\n")
			i := 0
			for i < len(lines) && lines[i] != "# --- SOLUTION 1 ---" {
				i++
			}
			if i+p.YDim >= len(lines) {
				t.Fatalf("no solution of %d rows in the output:\n%s", p.YDim, out)
			}
			got := lines[i+1 : i+1+p.YDim]
			if strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Errorf("solution text\n%s\nwant (from --json)\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
			if strings.Count(out, "# --- SOLUTION") != 1 {
				t.Errorf("--max 1 printed %d solutions:\n%s", strings.Count(out, "# --- SOLUTION"), out)
			}
		})
	}
}
