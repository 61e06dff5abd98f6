package disassemble

import (
	"context"
	"path/filepath"
	"slices"
	"testing"

	"polyplay/solver/grid"
)

// TestFrames plays the plan of every assembly of testdata that comes
// apart as frames and checks each: the first is the assembly; a frame
// after a move differs from the one before only by the moved pieces,
// displaced by the move; the pieces shown never overlap; a part slid
// away is not shown after its move; every piece leaves the table but the
// last of each part; and a frame that takes up a part removed shows that
// part alone, where it stood.
func TestFrames(t *testing.T) {
	const away = 9
	files, _ := filepath.Glob(filepath.Join("testdata", "*.levels"))
	checked := 0
	for _, file := range files {
		_, assemblies := readAssemblies(t, file)
		for a, pieces := range assemblies {
			r, err := Disassemble(context.Background(), grid.Square, pieces, Options{})
			if err != nil || !r.Apart {
				continue
			}
			checked++
			frames := Frames(len(pieces), r.Plan, away)
			moves, takeUps := 0, 0
			var count func(s *Separation)
			count = func(s *Separation) {
				moves += len(s.Moves)
				if s.Left != nil {
					count(s.Left)
				}
				if s.Removed != nil {
					takeUps++
					count(s.Removed)
				}
			}
			count(r.Plan)
			if len(frames) != 1+moves+takeUps {
				t.Fatalf("%s assembly %d: %d frames, want 1 + %d moves + %d parts taken up", file, a+1, len(frames), moves, takeUps)
			}
			for i, f := range frames {
				at := map[grid.Point]int{}
				for id, cells := range pieces {
					if i == 0 && (!f.Shown[id] || f.Offset[id] != (grid.Point{})) {
						t.Fatalf("%s assembly %d: first frame moves or hides piece %d", file, a+1, id)
					}
					if !f.Shown[id] {
						continue
					}
					o := f.Offset[id]
					for _, c := range cells {
						q := grid.Point{X: c.X + o.X, Y: c.Y + o.Y, Z: c.Z + o.Z}
						if j, ok := at[q]; ok {
							t.Fatalf("%s assembly %d frame %d: pieces %d and %d overlap at %v", file, a+1, i, j, id, q)
						}
						at[q] = id
					}
				}
				if i == 0 {
					continue
				}
				prev := frames[i-1]
				if f.Move == nil {
					// A part taken up: shown alone, where it stood.
					for id := range pieces {
						if f.Shown[id] && f.Offset[id] != prev.Offset[id] && prev.Shown[id] {
							t.Fatalf("%s assembly %d frame %d: piece %d taken up elsewhere", file, a+1, i, id)
						}
					}
					continue
				}
				moved := map[int]bool{}
				steps := f.Move.Steps
				if f.Move.Away {
					steps = away
				}
				for _, id := range f.Move.Pieces {
					moved[id] = true
					d := f.Move.Dir
					want := prev.Offset[id]
					want = grid.Point{X: want.X + steps*d.X, Y: want.Y + steps*d.Y, Z: want.Z + steps*d.Z}
					if !f.Shown[id] || f.Offset[id] != want {
						t.Fatalf("%s assembly %d frame %d: piece %d at %v shown %v, want %v shown", file, a+1, i, id, f.Offset[id], f.Shown[id], want)
					}
				}
				for id := range pieces {
					if moved[id] {
						continue
					}
					if prev.Shown[id] && prev.Move != nil && prev.Move.Away && slices.Contains(prev.Move.Pieces, id) {
						if f.Shown[id] {
							t.Fatalf("%s assembly %d frame %d: piece %d slid away and is still shown", file, a+1, i, id)
						}
						continue
					}
					if f.Shown[id] != prev.Shown[id] || f.Offset[id] != prev.Offset[id] {
						t.Fatalf("%s assembly %d frame %d: piece %d changed without moving", file, a+1, i, id)
					}
				}
			}
		}
	}
	if checked < 10 {
		t.Fatalf("%d plans played", checked)
	}
}
