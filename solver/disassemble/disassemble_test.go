package disassemble

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"polyplay/solver/grid"
)

// replay checks a plan with no code of the search: each move slides its
// pieces cell by cell without meeting a piece that stays, the last move
// of a separation slides the removed part clear of the rest, and the
// parts are then taken apart in turn from where they stand.
func replay(t *testing.T, pieces [][]grid.Point, sep *Separation, at map[int]grid.Point) {
	t.Helper()
	occupied := func(moving map[int]bool) map[grid.Point]bool {
		m := map[grid.Point]bool{}
		for _, id := range sep.Pieces {
			if moving[id] {
				continue
			}
			for _, c := range pieces[id] {
				o := at[id]
				m[grid.Point{X: c.X + o.X, Y: c.Y + o.Y, Z: c.Z + o.Z}] = true
			}
		}
		return m
	}
	for i, mv := range sep.Moves {
		moving := map[int]bool{}
		for _, id := range mv.Pieces {
			moving[id] = true
		}
		still := occupied(moving)
		steps := mv.Steps
		if mv.Away {
			steps = 20 // further than any test puzzle is wide
		}
		if (i == len(sep.Moves)-1) != mv.Away {
			t.Fatalf("move %d of %d: away %v", i+1, len(sep.Moves), mv.Away)
		}
		for s := 1; s <= steps; s++ {
			for _, id := range mv.Pieces {
				for _, c := range pieces[id] {
					o := at[id]
					q := grid.Point{X: c.X + o.X + s*mv.Dir.X, Y: c.Y + o.Y + s*mv.Dir.Y, Z: c.Z + o.Z + s*mv.Dir.Z}
					if still[q] {
						t.Fatalf("move %d (%+v) meets a piece at %v after %d cells", i+1, mv, q, s)
					}
				}
			}
		}
		if !mv.Away {
			for _, id := range mv.Pieces {
				o := at[id]
				at[id] = grid.Point{X: o.X + steps*mv.Dir.X, Y: o.Y + steps*mv.Dir.Y, Z: o.Z + steps*mv.Dir.Z}
			}
		}
	}
	for _, sub := range []*Separation{sep.Left, sep.Removed} {
		if sub != nil {
			replay(t, pieces, sub, at)
		}
	}
}

// eachPlan calls f with every assembly of testdata that comes apart (the
// i-th of file) and the result of its disassembly.
func eachPlan(t *testing.T, f func(file string, i int, pieces [][]grid.Point, r Result)) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*.levels"))
	for _, file := range files {
		_, assemblies := readAssemblies(t, file)
		for i, pieces := range assemblies {
			r, err := Disassemble(context.Background(), grid.Square, pieces, Options{})
			if err == nil && r.Apart {
				f(file, i, pieces, r)
			}
		}
	}
}

// TestPlans replays the plan of every assembly of testdata that comes
// apart, some of whose moves slide by more than one cell, and checks
// that the two parts of each separation share out its pieces.
func TestPlans(t *testing.T) {
	plans, long := 0, 0 // long: moves by more than one cell
	eachPlan(t, func(file string, i int, pieces [][]grid.Point, r Result) {
		plans++
		var count func(s *Separation)
		count = func(s *Separation) {
			for _, m := range s.Moves {
				if m.Steps > 1 {
					long++
				}
			}
			for _, sub := range []*Separation{s.Left, s.Removed} {
				if sub != nil {
					count(sub)
				}
			}
		}
		count(r.Plan)
		replay(t, pieces, r.Plan, map[int]grid.Point{})
		var check func(s *Separation)
		check = func(s *Separation) {
			last := s.Moves[len(s.Moves)-1]
			if n := len(s.Pieces) - len(last.Pieces); s.Left == nil && n > 1 || s.Left != nil && len(s.Left.Pieces) != n {
				t.Errorf("%s assembly %d: %d pieces stay, left part %+v", file, i+1, n, s.Left)
			}
			if n := len(last.Pieces); s.Removed == nil && n > 1 || s.Removed != nil && len(s.Removed.Pieces) != n {
				t.Errorf("%s assembly %d: %d pieces removed, removed part %+v", file, i+1, n, s.Removed)
			}
			for _, sub := range []*Separation{s.Left, s.Removed} {
				if sub != nil {
					check(sub)
				}
			}
		}
		check(r.Plan)
	})
	if plans < 10 || long == 0 {
		t.Fatalf("%d plans replayed, %d moves by more than one cell", plans, long)
	}
}

// TestTunnel follows the plan of a cube in a tunnel through a frame: it
// slides one cell along x, y and z in turn, and then the frame slides
// away along x (the cube's way out along -x, the frame being tried
// first, as BurrTools tries the pieces in their order).
func TestTunnel(t *testing.T) {
	_, assemblies := readAssemblies(t, filepath.Join("testdata", "tunnel.levels"))
	r, err := Disassemble(context.Background(), grid.Square, assemblies[0], Options{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, m := range r.Plan.Moves {
		got = append(got, strings.TrimSpace(strings.Join([]string{m.Dir.String(), map[bool]string{true: "away"}[m.Away]}, " ")))
	}
	want := []string{"1 0 0", "0 1 0", "0 0 1", "1 0 0 away"}
	if r.Level != "4" || strings.Join(got, ",") != strings.Join(want, ",") {
		t.Errorf("level %q, moves %q; want 4, %q", r.Level, got, want)
	}
	for i, m := range r.Plan.Moves {
		if want := min(i/3, 1) ^ 1; len(m.Pieces) != 1 || m.Pieces[0] != want || !m.Away && m.Steps != 1 {
			t.Errorf("move %+v: want piece %d by one cell", m, want)
		}
	}
}

// TestErrors checks the errors: a grid whose pieces do not slide, pieces
// that overlap, too many pieces, the bound on positions and a cancelled
// context; and that
// one piece does not come apart, as BurrTools counts it.
func TestErrors(t *testing.T) {
	_, assemblies := readAssemblies(t, filepath.Join("testdata", "tunnel.levels"))
	tunnel := assemblies[0]
	var row [][]grid.Point // 65 cubes in a row
	for x := range MaxPieces + 1 {
		row = append(row, []grid.Point{{X: x}})
	}
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	tests := []struct {
		name   string
		ctx    context.Context
		g      grid.Kind
		pieces [][]grid.Point
		opt    Options
		want   string // error, "" for none
		is     error
	}{
		{"triangles", context.Background(), grid.Triangle, tunnel, Options{}, "pieces on the triangle grid do not slide by whole cells along axes: no disassembly there", nil},
		{"balls", context.Background(), grid.Sphere, tunnel, Options{}, "pieces on the sphere grid do not slide by whole cells along axes: no disassembly there", nil},
		{"overlap", context.Background(), grid.Square, [][]grid.Point{{{X: 0}, {X: 1}}, {{X: 1}}}, Options{}, "pieces 1 and 2 overlap at (1 0 0)", nil},
		{"bound", context.Background(), grid.Square, tunnel, Options{MaxStates: 3}, "too many positions: more than 3 positions visited", ErrTooManyStates},
		{"cancelled", cancelled, grid.Square, tunnel, Options{}, "context canceled", context.Canceled},
		{"too many pieces", context.Background(), grid.Square, row, Options{}, "65 pieces: at most 64 are taken apart", nil},
		{"within the bound", context.Background(), grid.Square, tunnel, Options{MaxStates: 10}, "", nil},
		{"one piece", context.Background(), grid.Square, tunnel[:1], Options{}, "", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r, err := Disassemble(tc.ctx, tc.g, tc.pieces, tc.opt)
			if tc.want == "" {
				if err != nil || r.Apart != (len(tc.pieces) > 1) {
					t.Errorf("apart %v, error %v", r.Apart, err)
				}
				return
			}
			if err == nil || err.Error() != tc.want || tc.is != nil && !errors.Is(err, tc.is) {
				t.Errorf("error %v; want %q", err, tc.want)
			}
		})
	}
}

// BenchmarkDisassemble takes apart every assembly of testdata.
func BenchmarkDisassemble(b *testing.B) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*.levels"))
	var all [][][]grid.Point
	for _, file := range files {
		_, assemblies := readAssemblies(b, file)
		all = append(all, assemblies...)
	}
	b.ResetTimer()
	for range b.N {
		for _, pieces := range all {
			if _, err := Disassemble(context.Background(), grid.Square, pieces, Options{}); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// TestGroups: the locked assembly, which does not come apart, comes
// apart at level 1 when its pieces are all of one group, as burrTxt -d
// says of testdata/locked-grouped.xmpuzzle (the same puzzle with every
// piece in group 1): after the first separation, each part's pieces may
// stay together. So it does with the pieces in two groups, alternately
// (burrTxt -d says level 1 of that file with shapes 1, 3 and 5 in group
// 2): the first separation leaves parts of one group each. Pieces each
// in a group of its own, or in none, must be taken apart; and the
// groups must be one a piece.
func TestGroups(t *testing.T) {
	_, assemblies := readAssemblies(t, filepath.Join("testdata", "locked.levels"))
	pieces := assemblies[0]
	ones := make([]int, len(pieces))
	for i := range ones {
		ones[i] = 1
	}
	mixed, own := slices.Clone(ones), slices.Clone(ones)
	for i := range mixed {
		mixed[i], own[i] = i%2+1, i+1
	}
	for _, tc := range []struct {
		name   string
		groups []int
		level  string // "" for does not come apart
	}{
		{"no groups", nil, ""},
		{"group 0 is none", make([]int, len(pieces)), ""},
		{"one group", ones, "1"},
		{"two groups", mixed, "1"},
		{"a group a piece", own, ""},
	} {
		r, err := Disassemble(context.Background(), grid.Square, pieces, Options{Groups: tc.groups})
		if err != nil || r.Level != tc.level || r.Apart != (tc.level != "") {
			t.Errorf("%s: apart %v at level %q (%v); want level %q", tc.name, r.Apart, r.Level, err, tc.level)
		}
		if r.Apart {
			replay(t, pieces, r.Plan, map[int]grid.Point{})
		}
	}
	if _, err := Disassemble(context.Background(), grid.Square, pieces, Options{Groups: []int{1}}); err == nil || err.Error() != fmt.Sprintf("1 groups for %d pieces", len(pieces)) {
		t.Errorf("groups of another length: %v", err)
	}
}

// TestShapeGroups takes apart two hollow 3x3x3 cages side by side, a
// cube locked in each (testdata/cages-2-*.xmpuzzle): the first
// separation leaves two parts of a cage and its cube, which stay
// together where each can be given a group holding a cage and a cube
// (Options.Shapes, Options.Pools). The cases are the files' (burrTxt -d
// agrees: TestFilterPartialGroups); a spare copy's group counts too.
// Shapes and Pools that do not fit the pieces are errors.
func TestShapeGroups(t *testing.T) {
	var cage []grid.Point
	for z := range 3 {
		for y := range 3 {
			for x := range 3 {
				if x != 1 || y != 1 || z != 1 {
					cage = append(cage, grid.Point{X: x, Y: y, Z: z})
				}
			}
		}
	}
	moved := make([]grid.Point, len(cage))
	for i, c := range cage {
		moved[i] = grid.Point{X: c.X + 3, Y: c.Y, Z: c.Z}
	}
	pieces := [][]grid.Point{cage, moved, {{X: 1, Y: 1, Z: 1}}, {{X: 4, Y: 1, Z: 1}}}
	shapes := []int{0, 0, 1, 1}
	for _, tc := range []struct {
		name  string
		pools [][]int
		apart bool
	}{
		{"one of each in groups 1 and 2", [][]int{{1, 2}, {2, 1}}, true},
		{"cubes both in group 1", [][]int{{1, 2}, {1, 1}}, false},
		{"a cube in group 1, one in none", [][]int{{1, 2}, {1, 0}}, false},
		{"cubes in none", [][]int{{1, 2}, {0, 0}}, false},
		{"cages in group 1, a cube in group 1: one group each", [][]int{{1, 1}, {1, 0}}, true},
		{"a spare cube in group 2", [][]int{{1, 2}, {1, 0, 2}}, true},
	} {
		r, err := Disassemble(context.Background(), grid.Square, pieces, Options{Shapes: shapes, Pools: tc.pools})
		if err != nil || r.Apart != tc.apart || tc.apart && r.Level != "1" {
			t.Errorf("%s: apart %v at level %q (%v); want apart %v", tc.name, r.Apart, r.Level, err, tc.apart)
		}
		if r.Apart {
			replay(t, pieces, r.Plan, map[int]grid.Point{})
		}
	}
	for _, tc := range []struct {
		name string
		opt  Options
		want string
	}{
		{"shapes of another length", Options{Shapes: []int{0, 0, 1}, Pools: [][]int{{1, 2}, {1, 2}}}, "3 shapes for 4 pieces"},
		{"a shape out of range", Options{Shapes: []int{0, 0, 1, 2}, Pools: [][]int{{1, 2}, {1, 2}}}, "shape 2 of 2 shapes"},
		{"more pieces than copies", Options{Shapes: []int{0, 0, 1, 1}, Pools: [][]int{{1, 2}, {1}}}, "more than the 1 copies of shape 1"},
		{"groups both ways", Options{Groups: []int{1, 1, 1, 1}, Shapes: shapes, Pools: [][]int{{1, 2}, {1, 2}}}, "groups given both by piece and by shape"},
	} {
		if _, err := Disassemble(context.Background(), grid.Square, pieces, tc.opt); err == nil || err.Error() != tc.want {
			t.Errorf("%s: error %v; want %q", tc.name, err, tc.want)
		}
	}
}

// TestGroupingBound checks that giving groups to the parts that stay
// together stops past MaxGroupings assignments: eleven parts of one
// piece each of a shape whose ten copies are in ten groups fit ten at a
// time, and the eleventh, which fits no way, is tried every way.
func TestGroupingBound(t *testing.T) {
	gr := newGrouping(make([]int, 11), [][]int{{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}})
	for i := range 10 {
		if ok, err := gr.add([]int{i}); !ok || err != nil {
			t.Fatalf("part %d: %v, %v; want it given a group", i+1, ok, err)
		}
	}
	ok, err := gr.add([]int{10})
	if want := fmt.Sprintf("too many positions: more than %d assignments of groups to the parts that stay together", MaxGroupings); ok || !errors.Is(err, ErrTooManyStates) || err.Error() != want {
		t.Errorf("part 11: %v, %v; want %q", ok, err, want)
	}
}
