package def

import (
	"context"
	"slices"
	"strings"
	"testing"

	"polyplay/solver"
	"polyplay/solver/puzzle"
)

// TestFormatDocColours checks docs/format.md's example of colour
// constraints: six solutions (A upright in the left column either way
// round), three with -r, three without its colours (the region's and
// the pieces'), and the same counts once def.Format has written it.
func TestFormatDocColours(t *testing.T) {
	_, blocks := formatSection(t, "Colour constraints", 2)
	ps, err := Parse("dominoes.txt", []byte(blocks[1]))
	if err != nil {
		t.Fatal(err)
	}
	count := func(p *puzzle.Problem, red bool) int64 {
		t.Helper()
		s, err := solver.New(p, solver.Options{Search: solver.Search{Redundancy: red}})
		if err != nil {
			t.Fatal(err)
		}
		st, err := s.Solve(context.Background(), nil)
		if err != nil {
			t.Fatal(err)
		}
		return st.Solutions
	}
	p := &ps[0].Problem
	back, err := Parse("back.txt", []byte(Format(p)))
	if err != nil {
		t.Fatalf("Format's definition does not read back: %v\n%s", err, Format(p))
	}
	for what, q := range map[string]*puzzle.Problem{"read": p, "written and read back": &back[0].Problem} {
		if n, r := count(q, false), count(q, true); n != 6 || r != 3 {
			t.Errorf("%s: %d solutions, %d with -r; want 6 and 3", what, n, r)
		}
	}
	plain := *p
	plain.Colours = puzzle.Colours{}
	plain.Pieces = slices.Clone(p.Pieces)
	for i := range plain.Pieces {
		plain.Pieces[i].Colours = nil
	}
	if n := count(&plain, false); n != 3 {
		t.Errorf("without colours: %d solutions, want 3", n)
	}
}

// TestPalette checks that palette= gives the colours their RGB in
// order, and that def.Format writes them back.
func TestPalette(t *testing.T) {
	hdr := "D:xDim=2:yDim=1:zDim=1:allow=1-1"
	body := "\nC:name=A:layout=0 0 0, 1 0 0:colours=1 0\n~D\n"
	tests := []struct {
		name, palette string
		want          []puzzle.RGB
	}{
		{"none", "", nil},
		{"one", ":palette=f51340", []puzzle.RGB{{R: 245, G: 19, B: 64}}},
		{"two, upper case", ":palette=F51340 76727C", []puzzle.RGB{{R: 245, G: 19, B: 64}, {R: 118, G: 114, B: 124}}},
		{"black and white", ":palette=000000 ffffff", []puzzle.RGB{{R: 0, G: 0, B: 0}, {R: 255, G: 255, B: 255}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ps, err := Parse("p.txt", []byte(hdr+tc.palette+body))
			if err != nil {
				t.Fatal(err)
			}
			if got := ps[0].Problem.Colours.Palette; !slices.Equal(got, tc.want) {
				t.Fatalf("palette %v, want %v", got, tc.want)
			}
			out := Format(&ps[0].Problem)
			if (tc.want == nil) == strings.Contains(out, "palette=") {
				t.Errorf("Format wrote palette= %v times for %v:\n%s", tc.want != nil, tc.want, out)
			}
			back, err := Parse("back.txt", []byte(out))
			if err != nil {
				t.Fatalf("Format's definition does not read back: %v\n%s", err, out)
			}
			if got := back[0].Problem.Colours.Palette; !slices.Equal(got, tc.want) {
				t.Errorf("read back: palette %v, want %v\n%s", got, tc.want, out)
			}
		})
	}
}

// TestColourErrors checks the errors of the colour settings.
func TestColourErrors(t *testing.T) {
	hdr := "D:xDim=2:yDim=1:zDim=1"
	tests := []struct{ name, src, want string }{
		{"too few colours", hdr + ":allow=1-1\nC:name=A:layout=0 0 0, 1 0 0:colours=1\n~D\n",
			"e.txt:2:30: 1 colours for the 2 cells of A; expected one for each cell"},
		{"a colour out of range", hdr + "\nC:name=A:layout=0 0 0, 1 0 0:colours=1 64\n~D\n",
			"e.txt:2:40: colour 64 is out of range; expected 0 to 63"},
		{"a bad pair", hdr + ":allow=1-1 2\nC:name=A:layout=0 0 0, 1 0 0\n~D\n",
			`e.txt:1:34: expected a pair of colours PIECE-REGION, each 1 to 63, for allow, found "2"`},
		{"a pair of colour 0", hdr + ":allow=0-1\nC:name=A:layout=0 0 0, 1 0 0\n~D\n",
			`e.txt:1:30: expected a pair of colours PIECE-REGION, each 1 to 63, for allow, found "0-1"`},
		{"colours of a stationary piece", hdr + "\nC:name=A:layout=0 0 0\nC:name=B:type=S:layout=1 0 0:colours=1\n~D\n",
			"e.txt:3:30: colours= applies to mobile pieces and marks of colours (type=K), not to B"},
		{"a mark without colours", hdr + "\nC:name=A:layout=0 0 0, 1 0 0\nC:name=%:type=K:layout=1 0 0\n~D\n",
			"e.txt:3:8: the mark of colours % has no colours=; expected one colour for each cell"},
		{"a palette colour of seven digits", hdr + ":palette=f513401\nC:name=A:layout=0 0 0, 1 0 0\n~D\n",
			`e.txt:1:32: expected a colour rrggbb (six hexadecimal digits) for palette, found "f513401"`},
		{"a palette colour not hexadecimal", hdr + ":palette=f51340 76727g\nC:name=A:layout=0 0 0, 1 0 0\n~D\n",
			`e.txt:1:39: expected a colour rrggbb (six hexadecimal digits) for palette, found "76727g"`},
		{"a short palette colour", hdr + ":palette=fff\nC:name=A:layout=0 0 0, 1 0 0\n~D\n",
			`e.txt:1:32: expected a colour rrggbb (six hexadecimal digits) for palette, found "fff"`},
		{"an empty palette", hdr + ":palette=\nC:name=A:layout=0 0 0, 1 0 0\n~D\n",
			`e.txt:1:32: expected a value for palette, found nothing`},
		{"too many palette colours", hdr + ":palette=" + strings.Repeat("000000 ", 64) + "\nC:name=A:layout=0 0 0, 1 0 0\n~D\n",
			`e.txt:1:473: more than 63 colours for palette`},
		{"a mark outside the box", hdr + "\nC:name=A:layout=0 0 0, 1 0 0\nC:name=%:type=K:layout=2 0 0:colours=1\n~D\n",
			"e.txt:3:24: coloured cells % has cell (2 0 0) outside the 2x1x1 box"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse("e.txt", []byte(tc.src))
			if err == nil || err.Error() != tc.want {
				t.Errorf("got  %v\nwant %s", err, tc.want)
			}
		})
	}
}
