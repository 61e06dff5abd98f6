package player

import (
	"strings"
	"testing"

	"polyplay/internal/librarytest"
	"polyplay/solver/puzzle"
)

// TestColourName: a colour is called by the common name nearest it,
// BurrTools' DraculasDentalDesaster's red and grey among them.
func TestColourName(t *testing.T) {
	tests := []struct {
		rgb  puzzle.RGB
		want string
	}{
		{puzzle.RGB{R: 245, G: 19, B: 64}, "red"},
		{puzzle.RGB{R: 118, G: 114, B: 124}, "grey"},
		{puzzle.RGB{}, "black"},
		{puzzle.RGB{R: 255, G: 255, B: 255}, "white"},
		{puzzle.RGB{R: 255, G: 165, B: 0}, "orange"},
		{puzzle.RGB{R: 255, G: 255, B: 0}, "yellow"},
		{puzzle.RGB{R: 60, G: 200, B: 120}, "green"},
		{puzzle.RGB{G: 255, B: 255}, "cyan"},
		{puzzle.RGB{B: 255}, "blue"},
		{puzzle.RGB{R: 128, B: 128}, "purple"},
		{puzzle.RGB{R: 255, B: 255}, "magenta"},
		{puzzle.RGB{R: 255, G: 192, B: 203}, "pink"},
		{puzzle.RGB{R: 139, G: 69, B: 19}, "brown"},
	}
	for _, tc := range tests {
		if got := ColourName(tc.rgb); got != tc.want {
			t.Errorf("ColourName(%s) = %q, want %q", tc.rgb.Hex(), got, tc.want)
		}
	}
}

// TestConstraintPalette: a colour the puzzle gives is drawn in its RGB
// and named by it; one beyond its palette, or of a puzzle with none,
// keeps the page's own.
func TestConstraintPalette(t *testing.T) {
	own := ConstraintPalette{{R: 245, G: 19, B: 64}, {R: 118, G: 114, B: 124}}
	tests := []struct {
		cp         ConstraintPalette
		n          int
		fill, name string
	}{
		{own, 1, "#f51340", "colour 1 (red)"},
		{own, 2, "#76727c", "colour 2 (grey)"},
		{own, 3, "#facc15", "colour 3 (yellow)"},
		{nil, 1, "#111827", "colour 1 (black)"},
		{nil, 2, "#ffffff", "colour 2 (white)"},
		{nil, 9, "#111827", "colour 9 (black)"},
	}
	for _, tc := range tests {
		if fill, name := tc.cp.Colour(tc.n); fill != tc.fill || name != tc.name {
			t.Errorf("%v.Colour(%d) = %s, %q; want %s, %q", tc.cp, tc.n, fill, name, tc.fill, tc.name)
		}
	}
}

// TestMarksOwnColours: the coloured dominoes given their own colours
// (colour 1 red, 2 grey) are drawn and named in them everywhere: the
// 2-D marks, the words, the 3-D marked face, the animated SVG, the
// region's rings and their legend.
func TestMarksOwnColours(t *testing.T) {
	p, sols, pair := librarytest.ColouredWays(t)
	p.Colours.Palette = []puzzle.RGB{{R: 245, G: 19, B: 64}, {R: 118, G: 114, B: 124}}
	s := sols[pair[0]]
	pl, err := AssemblyPlayer(p, s, Listed)
	if err != nil {
		t.Fatal(err)
	}
	pl.Seek(pl.Len())
	b := pl.Board()
	d := Draw2D(b, Colours(p))
	if len(d.Marks) != 1 || d.Marks[0].Fill != "#f51340" || d.Marks[0].Name != "colour 1 (red)" {
		t.Errorf("marks %+v, want one of #f51340 named colour 1 (red)", d.Marks)
	}
	if got := ColoursText(b); !strings.Contains(got, "A colour 1 (red) at") {
		t.Errorf("ColoursText %q, want A colour 1 (red)", got)
	}
	marked := 0
	for _, f := range NewScene3D(b, Colours(p)).Frame(DefaultCamera3D, 400, 300) {
		if f.Mark == 1 {
			marked++
			if f.Fill == Shade(ConstraintPalette(nil).Fill(1), 1) || !strings.HasPrefix(f.Fill, "#") {
				t.Errorf("3-D mark filled %s, want a shade of #f51340", f.Fill)
			}
		}
	}
	if marked == 0 {
		t.Error("no marked face in 3-D")
	}
	svg, err := AssemblySVG(p, s, Listed, SVGAnimation{Cell: 20, View3D: true})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(svg, `fill="#f51340"`) || !strings.Contains(svg, "<title>colour 1 (red)</title>") {
		t.Error("the animated SVG has no mark of #f51340 titled colour 1 (red)")
	}
	rings := RegionMarks(p, nil)
	if len(rings) != 2 || rings[0].Fill != "#f51340" || rings[1].Fill != "#76727c" || rings[1].Name != "colour 2 (grey)" {
		t.Errorf("rings %+v, want colour 1 in #f51340 and colour 2 (grey) in #76727c", rings)
	}
	if got := RegionLegend(p, nil); !strings.Contains(got, "Cells ringed in colour 2 (grey)") || strings.Contains(got, "black") {
		t.Errorf("RegionLegend %q, want colour 2 (grey) and no black", got)
	}
}
