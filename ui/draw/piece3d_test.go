package draw

import (
	"encoding/xml"
	"io"
	"strconv"
	"strings"
	"testing"

	"polyplay/solver"
	"polyplay/solver/grid"
)

// svgPaths parses an SVG and returns its fill paths and the number of
// stroked segments (moves in the stroke-only paths), failing on XML that
// is not well-formed.
func svgPaths(t *testing.T, doc string) (fills []string, segments int, coords []float64) {
	t.Helper()
	dec := xml.NewDecoder(strings.NewReader(doc))
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("not well-formed: %v\n%s", err, doc)
		}
		se, ok := tok.(xml.StartElement)
		if !ok || se.Name.Local != "path" {
			continue
		}
		var d, fill string
		for _, a := range se.Attr {
			switch a.Name.Local {
			case "d":
				d = a.Value
			case "fill":
				fill = a.Value
			}
		}
		if fill == "none" {
			segments += strings.Count(d, "M")
		} else {
			fills = append(fills, fill)
		}
		for _, f := range strings.FieldsFunc(d, func(r rune) bool { return strings.ContainsRune("MLZ ", r) }) {
			v, err := strconv.ParseFloat(f, 64)
			if err != nil {
				t.Fatalf("path data %q: %v", d, err)
			}
			coords = append(coords, v)
		}
	}
	return fills, segments, coords
}

func TestPieceSVG3D(t *testing.T) {
	block := solver.Piece{Name: "B"}
	for _, x := range []int{3, 4} {
		for _, y := range []int{-1, 0} {
			for _, z := range []int{7, 8} {
				block.Cells = append(block.Cells, solver.Point{X: x, Y: y, Z: z})
			}
		}
	}
	for _, tc := range []struct {
		name     string
		pc       solver.Piece
		faces    int // visible cube faces
		segments int // outline segments stroked
	}{
		// One cube: three faces seen, each outlined all round.
		{"cube", solver.Piece{Name: "c", Cells: []solver.Point{{X: 5, Y: 5, Z: 5}}}, 3, 12},
		// A 2x2x2 block (off the origin): three sides of four faces each,
		// only the outer edges of each side stroked, not the seams.
		{"block", block, 12, 24},
	} {
		t.Run(tc.name, func(t *testing.T) {
			const w, h = 80, 64
			doc, err := PieceSVG3D(grid.Square, tc.pc, "#3b82f6", "Piece "+tc.pc.Name, w, h)
			if err != nil {
				t.Fatal(err)
			}
			fills, segments, coords := svgPaths(t, doc)
			if len(fills) != tc.faces || segments != tc.segments {
				t.Errorf("%d faces and %d outline segments, want %d and %d", len(fills), segments, tc.faces, tc.segments)
			}
			// Three shades of the piece's colour, one per side seen.
			shades := map[string]bool{}
			for _, f := range fills {
				shades[f] = true
			}
			if len(shades) != 3 {
				t.Errorf("%d shades %v, want 3 (one per visible side)", len(shades), shades)
			}
			for i, v := range coords {
				if lim := []float64{w, h}[i%2]; v < -1 || v > lim+1 {
					t.Errorf("coordinate %g outside the %dx%d picture", v, w, h)
					break
				}
			}
		})
	}

	// Names and titles cannot inject markup.
	doc, err := PieceSVG3D(grid.Square, solver.Piece{Name: "<b>", Cells: []solver.Point{{}}}, `"red`, `Piece <b> & "x"`, 40, 40)
	if err != nil {
		t.Fatal(err)
	}
	svgPaths(t, doc)
	if strings.Contains(doc, "<b>") || !strings.Contains(doc, "Piece &lt;b&gt; &amp; &#34;x&#34;") {
		t.Errorf("title not escaped: %s", doc)
	}
	if _, err := PieceSVG3D(grid.Square, solver.Piece{Name: "e"}, "#fff", "e", 40, 40); err == nil || err.Error() != "piece e has no cells" {
		t.Errorf("empty piece: error %v", err)
	}
}

// TestPieceSVG3DColours: a coloured cube's three faces seen each carry
// its mark, a face of the constraint colour's shades; uncoloured, none.
func TestPieceSVG3DColours(t *testing.T) {
	for _, tc := range []struct {
		colours []int
		faces   int
	}{{nil, 3}, {[]int{0}, 3}, {[]int{1}, 6}} {
		pc := solver.Piece{Name: "c", Cells: []solver.Point{{X: 1, Y: 2, Z: 3}}, Colours: tc.colours}
		doc, err := PieceSVG3D(grid.Square, pc, "#3b82f6", "Piece c", 80, 64)
		if err != nil {
			t.Fatal(err)
		}
		if fills, _, _ := svgPaths(t, doc); len(fills) != tc.faces {
			t.Errorf("colours %v: %d faces, want %d", tc.colours, len(fills), tc.faces)
		}
	}
}
