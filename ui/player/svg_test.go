package player

import (
	"context"
	"encoding/xml"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"polyplay/solver"
	"polyplay/trace"
)

// xmlElements decodes an XML document completely and counts its elements
// by name; it fails the test if the document is not well-formed.
func xmlElements(t *testing.T, doc string) (map[string]int, []string) {
	t.Helper()
	dec := xml.NewDecoder(strings.NewReader(doc))
	count := map[string]int{}
	var texts []string
	depth := 0
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("SVG is not well-formed XML: %v\n%.300s", err, doc)
		}
		switch tk := tok.(type) {
		case xml.StartElement:
			if depth == 0 && (tk.Name.Local != "svg" || tk.Name.Space != "http://www.w3.org/2000/svg") {
				t.Fatalf("root element %v", tk.Name)
			}
			depth++
			count[tk.Name.Local]++
		case xml.EndElement:
			depth--
		case xml.CharData:
			if s := strings.TrimSpace(string(tk)); s != "" {
				texts = append(texts, s)
			}
		}
	}
	if depth != 0 {
		t.Fatalf("unbalanced elements")
	}
	return count, texts
}

func TestAssemblySVG(t *testing.T) {
	for _, key := range []string{"pentominoes-10x6", "soma", "pentominoes-8x8-hole"} {
		p, sol := shareSolution(t, key)
		doc, err := AssemblySVG(p, sol, BottomUp, SVGAnimation{Counter: DefaultCounter, Step: 500 * time.Millisecond})
		if err != nil {
			t.Fatal(err)
		}
		count, texts := xmlElements(t, doc)
		pieces := len(sol.Placements)
		// One animated group per piece, one animated counter per step.
		if count["animate"] != pieces+pieces+1 {
			t.Errorf("%s: %d animate elements, want %d", key, count["animate"], 2*pieces+1)
		}
		if count["title"] != pieces+1 {
			t.Errorf("%s: %d titles", key, count["title"])
		}
		if texts[len(texts)-1] != "Step "+strconv.Itoa(pieces)+"." {
			t.Errorf("%s: last counter %q", key, texts[len(texts)-1])
		}
		if !strings.Contains(doc, `repeatCount="indefinite"`) || strings.Contains(doc, "<script") {
			t.Errorf("%s: not a looping script-free animation", key)
		}
		// The loop lasts pieces·0.5 s + 2 s.
		if want := fmt.Sprintf(`dur="%.3fs"`, float64(pieces)*0.5+2); !strings.Contains(doc, want) {
			t.Errorf("%s: duration %s not found", key, want)
		}
	}
}

// TestSVGEscapesNames: piece names with markup characters are escaped,
// and characters XML cannot hold are dropped.
func TestSVGEscapesNames(t *testing.T) {
	p := &solver.Problem{Name: `<x&"y">`, XDim: 3, YDim: 2, ZDim: 1, Pieces: []solver.Piece{
		{Name: "<a>", Cells: []solver.Point{{X: 0}, {X: 1}}},
		{Name: "&b;", Cells: []solver.Point{{X: 0}, {X: 1}}},
		{Name: "\"c'\x01", Cells: []solver.Point{{X: 0}, {Y: 1}}},
	}}
	if err := p.Validate(); err != nil {
		t.Fatal(err)
	}
	s, err := solver.New(p, solver.Options{Run: solver.Run{MaxSolutions: 1}})
	if err != nil {
		t.Fatal(err)
	}
	var sol solver.Solution
	s.Solve(context.Background(), func(x solver.Solution) bool { sol = x; return false })
	if len(sol.Placements) != 3 {
		t.Fatalf("solution %v", sol)
	}
	doc, err := AssemblySVG(p, sol, Listed, SVGAnimation{Counter: "<{}>"})
	if err != nil {
		t.Fatal(err)
	}
	_, texts := xmlElements(t, doc)
	want := map[string]bool{`<x&"y">`: true, "<a>": true, "&b;": true, `"c'`: true, "<0>": true, "<3>": true}
	for _, tx := range texts {
		delete(want, tx)
	}
	if len(want) > 0 {
		t.Errorf("texts %q lack %v", texts, want)
	}
	if strings.Contains(doc, "<a>") || strings.Contains(doc, "\x01") {
		t.Errorf("unescaped name in %s", doc)
	}
}

// TestTraceSVG animates a recorded part of the search: pieces placed and
// removed again are switched off.
func TestTraceSVG(t *testing.T) {
	p, _ := shareSolution(t, "pentominoes-10x6")
	r := trace.NewRecorder(p, 10, 40, false)
	s, _ := solver.New(p, solver.Options{Run: solver.Run{MaxSolutions: 1, Trace: func(e solver.Event) { r.Add(e) }}})
	s.Solve(context.Background(), nil)
	w := r.Window()
	pl, err := WindowPlayer(w, p)
	if err != nil {
		t.Fatal(err)
	}
	doc, err := AnimatedSVG(p, pl.Start(), w.Steps, SVGAnimation{})
	if err != nil {
		t.Fatal(err)
	}
	count, _ := xmlElements(t, doc)
	places, removes := 0, 0
	for _, st := range w.Steps {
		switch st.Kind {
		case trace.Place:
			places++
		case trace.Remove:
			removes++
		}
	}
	if count["animate"] != places || removes == 0 {
		t.Errorf("%d animations for %d placements (%d removals)", count["animate"], places, removes)
	}
	if got := strings.Count(doc, `<g opacity="0">`); got < 1 || got > removes {
		t.Errorf("%d placements end removed, want 1..%d", got, removes)
	}

	// Errors: no steps, too many, a step that does not fit.
	if _, err := AnimatedSVG(p, pl.Start(), nil, SVGAnimation{}); err == nil {
		t.Errorf("no steps accepted")
	}
	if _, err := AnimatedSVG(p, pl.Start(), make([]trace.Step, MaxSVGSteps+1), SVGAnimation{}); err == nil || !strings.Contains(err.Error(), "too many") {
		t.Errorf("too many steps: %v", err)
	}
	bad := []trace.Step{{Kind: trace.Remove, Piece: "nope", Cells: []solver.Point{{}}}}
	if _, err := AnimatedSVG(p, NewBoard(p), bad, SVGAnimation{}); err == nil {
		t.Errorf("bad step accepted")
	}
}

// shareSolution returns a library puzzle and its first solution.
func shareSolution(t testing.TB, key string) (*solver.Problem, solver.Solution) {
	t.Helper()
	p := library(t, key)
	s, _ := firstSolution(t, p, solver.Options{})
	return p, s
}

// TestImageSize: the animated SVG of a 12-piece puzzle, made to be
// uploaded beside a post, stays within 200 KB, with the 3-D view for a
// 3-D one.
func TestImageSize(t *testing.T) {
	for _, tt := range []struct {
		key    string
		view3D bool
	}{{"pentominoes-10x6", false}, {"tetris-cube", true}, {"soma", true}} {
		p, sol := shareSolution(t, tt.key)
		doc, err := AssemblySVG(p, sol, BottomUp, SVGAnimation{Counter: DefaultCounter, View3D: tt.view3D})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %d pieces, %d bytes", tt.key, len(sol.Placements), len(doc))
		if len(doc) > 200_000 || (tt.view3D != strings.Contains(doc, `class="view-3d"`)) {
			t.Errorf("%s: %d bytes (at most 200000), 3-D view %v", tt.key, len(doc), tt.view3D)
		}
	}
}

// TestLayerCaptions: an animation names each layer of a box as every
// view does ("Layer 1", never "z = 0"; issue 65), in captions of 11 to
// 14 pixels, or writes none where the cells are too small to read them;
// a flat board has none.
func TestLayerCaptions(t *testing.T) {
	layers := func(n int) []string {
		var out []string
		for z := range n {
			out = append(out, "Layer "+strconv.Itoa(z+1))
		}
		return out
	}
	caption := regexp.MustCompile(`<text class="layer-caption"[^>]*>([^<]*)</text>`)
	size := regexp.MustCompile(`data-caption="([0-9.]+)"`)
	for _, tc := range []struct {
		name string
		key  string
		o    SVGAnimation
		want []string
	}{
		{"soma", "soma", SVGAnimation{}, layers(3)},
		{"soma with the 3-D view", "soma", SVGAnimation{View3D: true}, layers(3)},
		{"pyramid, 800x600 embed", "kanoodle-pyramid", SVGAnimation{View3D: true, Fit: [2]float64{792, 510}}, layers(5)},
		{"pyramid, layers only", "kanoodle-pyramid", SVGAnimation{Fit: [2]float64{792, 510}}, layers(5)},
		{"pyramid, 480x360 embed", "kanoodle-pyramid", SVGAnimation{View3D: true, Fit: [2]float64{472, 290}}, layers(5)},
		{"tetris cube, 390 wide", "tetris-cube", SVGAnimation{View3D: true, Fit: [2]float64{374, 500}}, layers(4)},
		{"flat board", "pentominoes-10x6", SVGAnimation{}, nil},
	} {
		p, sol := shareSolution(t, tc.key)
		doc, err := AssemblySVG(p, sol, BottomUp, tc.o)
		if err != nil {
			t.Fatal(err)
		}
		xmlElements(t, doc)
		var got []string
		for _, m := range caption.FindAllStringSubmatch(doc, -1) {
			got = append(got, m[1])
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: captions %q, want %q", tc.name, got, tc.want)
		}
		m := size.FindStringSubmatch(doc)
		if m == nil {
			t.Fatalf("%s: no data-caption", tc.name)
		}
		px, _ := strconv.ParseFloat(m[1], 64)
		if tc.want != nil && (px < 11 || px > 14) || tc.want == nil && px != 0 {
			t.Errorf("%s: captions of %g px", tc.name, px)
		}
		if strings.Contains(doc, "z = ") {
			t.Errorf("%s: a layer named by z", tc.name)
		}
	}
}
