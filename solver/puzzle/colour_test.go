package puzzle

import (
	"testing"

	"polyplay/solver/grid"
)

// TestValidateColours checks the colours' errors and which colours
// count: a region cell or a mobile piece's cell coloured.
func TestValidateColours(t *testing.T) {
	base := func() *Problem {
		return &Problem{XDim: 3, YDim: 1, ZDim: 1, Pieces: []Piece{
			{Name: "A", Cells: []grid.Point{{X: 0}, {X: 1}}, Colours: []int{1, 0}},
			{Name: "*", Cells: []grid.Point{{X: 2}}, Stationary: true},
		}, Colours: Colours{Region: []ColourCell{{Cell: grid.Point{X: 0}, Colour: 2}}, Allow: []ColourPair{{1, 2}}}}
	}
	tests := []struct {
		name       string
		change     func(p *Problem)
		want       string
		constrains bool
	}{
		{"valid", func(*Problem) {}, "", true},
		{"no region colour", func(p *Problem) { p.Colours.Region = nil }, "", true},
		{"neutral pieces", func(p *Problem) { p.Pieces[0].Colours = []int{0, 0} }, "", true},
		{"neither", func(p *Problem) { p.Colours.Region = nil; p.Pieces[0].Colours = nil }, "", false},
		{"the region neutral, the pieces too", func(p *Problem) { p.Colours.Region[0].Colour = 0; p.Pieces[0].Colours = []int{0, 0} }, "", false},
		{"too few colours", func(p *Problem) { p.Pieces[0].Colours = []int{1} }, "piece A has 1 colours for its 2 cells", false},
		{"a piece's colour 64", func(p *Problem) { p.Pieces[0].Colours = []int{64, 0} }, "piece A has colour 64; colours are 0 to 63", false},
		{"a region colour -1", func(p *Problem) { p.Colours.Region[0].Colour = -1 }, "region cell (0 0 0) has colour -1; colours are 0 to 63", false},
		{"outside the box", func(p *Problem) { p.Colours.Region[0].Cell.X = 3 }, "coloured cell (3 0 0) is outside the 3x1x1 box", false},
		{"on a stationary piece", func(p *Problem) { p.Colours.Region[0].Cell.X = 2 }, "coloured cell (2 0 0) is a cell of stationary piece *", false},
		{"twice", func(p *Problem) { p.Colours.Region = append(p.Colours.Region, p.Colours.Region[0]) }, "coloured cell (0 0 0) is listed twice", false},
		{"a pair of 0", func(p *Problem) { p.Colours.Allow[0].Piece = 0 }, "colour pair 0 on 2: colours of a pair are 1 to 63", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := base()
			tc.change(p)
			err := p.Validate()
			if got := ""; err != nil {
				got = err.Error()
				if got != tc.want {
					t.Errorf("error %q, want %q", got, tc.want)
				}
			} else if tc.want != "" {
				t.Errorf("no error, want %q", tc.want)
			}
			if err == nil && p.Constrains() != tc.constrains {
				t.Errorf("Constrains() = %v, want %v", p.Constrains(), tc.constrains)
			}
		})
	}
	c := base().Colours
	for _, f := range []struct {
		pc, rc int
		want   bool
	}{{1, 2, true}, {2, 1, false}, {0, 1, true}, {1, 0, true}, {1, 1, false}} {
		if got := c.Fits(f.pc, f.rc); got != f.want {
			t.Errorf("Fits(%d, %d) = %v, want %v", f.pc, f.rc, got, f.want)
		}
	}
}
