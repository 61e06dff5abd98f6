package disassemble

import (
	"errors"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"polyplay/solver/grid"
)

// TestSlide plays moves on the tunnel puzzle (a frame and a cube in its
// bent tunnel), from its assembly: the moves the tunnel lets through,
// and the refused ones with the piece in the way.
func TestSlide(t *testing.T) {
	_, assemblies := readAssemblies(t, filepath.Join("testdata", "tunnel.levels"))
	pieces := assemblies[0]
	names := []string{"frame", "cube"}
	type move struct {
		ids  []int
		d    grid.Point
		want string // error, "" for none
	}
	x, y, z := grid.Point{X: 1}, grid.Point{Y: 1}, grid.Point{Z: 1}
	tests := []struct {
		name      string
		reach     int
		moves     []move
		offsets   []grid.Point
		assembled bool
	}{
		{"into the tunnel's wall", 0, []move{{[]int{1}, neg(x), "cube would hit frame"}}, []grid.Point{{}, {}}, true},
		{"along the tunnel", 0, []move{{[]int{1}, x, ""}, {[]int{1}, y, ""}, {[]int{1}, z, ""}},
			[]grid.Point{{}, {X: 1, Y: 1, Z: 1}}, false},
		{"the tunnel's bend", 0, []move{{[]int{1}, x, ""}, {[]int{1}, x, "cube would hit frame"}, {[]int{1}, neg(z), "cube would hit frame"}},
			[]grid.Point{{}, {X: 1}}, false},
		{"the frame over the cube", 0, []move{{[]int{0}, z, "frame would hit cube"}}, []grid.Point{{}, {}}, true},
		{"both together", 0, []move{{[]int{0, 1}, neg(x), ""}, {[]int{1, 0}, y, ""}}, []grid.Point{{X: -1, Y: 1}, {X: -1, Y: 1}}, true},
		{"beyond the reach", 1, []move{{[]int{1}, x, ""}, {[]int{1}, y, ""}, {[]int{1}, y, "cube would go too far from the others"}},
			[]grid.Point{{}, {X: 1, Y: 1}}, false},
		{"not an axis", 0, []move{{[]int{1}, grid.Point{X: 2}, "(2 0 0) is not a step along the grid's axes"}}, []grid.Point{{}, {}}, true},
		{"no piece", 0, []move{{nil, x, "no piece to move"}, {[]int{2}, x, "no piece 3"}}, []grid.Point{{}, {}}, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, err := NewSlider(grid.Square, pieces, names, nil, tc.reach)
			if err != nil {
				t.Fatal(err)
			}
			for i, m := range tc.moves {
				err := s.Slide(m.ids, m.d)
				if got := errText(err); got != m.want {
					t.Errorf("move %d: error %q; want %q", i+1, got, m.want)
				}
				var b *BlockedError
				if errors.As(err, &b) && (b.Hit != slices.Index(names, "frame") && b.Hit != slices.Index(names, "cube") || slices.Contains(m.ids, b.Hit)) {
					t.Errorf("move %d: hit %d, moved %v", i+1, b.Hit, m.ids)
				}
				if strings.HasSuffix(m.want, "too far from the others") != errors.Is(err, ErrTooFar) {
					t.Errorf("move %d: %v is not ErrTooFar", i+1, err)
				}
			}
			if got := s.Offsets(); !slices.Equal(got, tc.offsets) {
				t.Errorf("offsets %v; want %v", got, tc.offsets)
			}
			if s.Assembled() != tc.assembled {
				t.Errorf("assembled %v; want %v", s.Assembled(), tc.assembled)
			}
		})
	}
}

// TestNewSliderErrors checks the positions and grids a slider refuses.
func TestNewSliderErrors(t *testing.T) {
	two := [][]grid.Point{{{X: 0}, {X: 1}}, {{X: 2}}}
	tests := []struct {
		name  string
		g     grid.Kind
		names []string
		start []grid.Point
		want  string
	}{
		{"triangles", grid.Triangle, []string{"A", "B"}, nil, "pieces on the triangle grid do not slide by whole cells along axes"},
		{"names", grid.Square, []string{"A"}, nil, "1 names for 2 pieces"},
		{"offsets", grid.Square, []string{"A", "B"}, []grid.Point{{}}, "1 offsets for 2 pieces"},
		{"overlap", grid.Square, []string{"A", "B"}, []grid.Point{{X: 1}, {}}, "A and B overlap at (2 0 0)"},
		{"apart", grid.Square, []string{"A", "B"}, []grid.Point{{Y: 3}, {}}, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := NewSlider(tc.g, two, tc.names, tc.start, 0)
			if got := errText(err); got != tc.want {
				t.Errorf("error %q; want %q", got, tc.want)
			}
		})
	}
}

// TestLayApart lays apart every assembly of the test puzzles that comes
// apart, and assembles it again with the moves laid apart played
// backwards, cell by cell, on a slider of its own.
func TestLayApart(t *testing.T) {
	played := 0
	eachPlan(t, func(file string, i int, pieces [][]grid.Point, r Result) {
		start, moves, err := LayApart(grid.Square, pieces, r.Plan, 1)
		if err != nil {
			t.Errorf("%s assembly %d: %v", file, i+1, err)
			return
		}
		names := make([]string, len(pieces))
		for k := range names {
			names[k] = string(rune('A' + k))
		}
		s, err := NewSlider(grid.Square, pieces, names, start, 0)
		if err != nil {
			t.Fatalf("%s assembly %d: %v", file, i+1, err)
		}
		if s.Assembled() {
			t.Errorf("%s assembly %d: laid apart at %v, still assembled", file, i+1, start)
		}
		for k := len(moves) - 1; k >= 0; k-- {
			mv := moves[k]
			if mv.Away || mv.Steps < 1 {
				t.Fatalf("%s assembly %d: move %+v", file, i+1, mv)
			}
			for range mv.Steps {
				if err := s.Slide(mv.Pieces, neg(mv.Dir)); err != nil {
					t.Fatalf("%s assembly %d: move %d back: %v", file, i+1, k+1, err)
				}
			}
		}
		if got := s.Offsets(); !s.Assembled() || slices.ContainsFunc(got, func(o grid.Point) bool { return o != grid.Point{} }) {
			t.Errorf("%s assembly %d: ends at %v", file, i+1, got)
		}
		played++
	})
	if played < 10 {
		t.Fatalf("%d assemblies played", played)
	}
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}
