package player

import (
	"maps"
	"math"
	"testing"

	"polyplay/def"
	"polyplay/solver"
)

func TestDifference(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want float64
	}{
		{"#000000", "#ffffff", 1}, // OKLab's L runs from 0 to 1
		{"#ff0000", "#ff0000", 0},
		// Pure red is (0.6280, 0.2249, 0.1258) in Ottosson's definition.
		{"#ff0000", "#000000", math.Sqrt(0.6280*0.6280 + 0.2249*0.2249 + 0.1258*0.1258)},
	} {
		if got := Difference(tc.a, tc.b); math.Abs(got-tc.want) > 0.005 {
			t.Errorf("Difference(%s, %s) = %.3f, want %.3f", tc.a, tc.b, got, tc.want)
		}
	}
	if l, a, b, _ := OKLab("#ffffff"); math.Abs(l-1) > 1e-3 || math.Abs(a) > 1e-3 || math.Abs(b) > 1e-3 {
		t.Errorf("white in OKLab = %.4f %.4f %.4f, want 1 0 0", l, a, b)
	}
}

// Every two pieces of every library puzzle have colours that differ by a
// clear margin in OKLab, and differ from the open cells.
func TestColoursDistinct(t *testing.T) {
	for _, e := range def.Library() {
		p := library(t, e.Key)
		cols := Colours(p)
		var mobile []string
		for _, pc := range p.Pieces {
			if !pc.Stationary {
				mobile = append(mobile, pc.Name)
			}
		}
		want := MinDifference
		if len(mobile) > ManyPieces {
			want = ManyDifference
		}
		checkApart(t, e.Key, cols, mobile, want, Difference, "in OKLab")
	}
}

// The colour-blind-safe colours of every library puzzle differ pairwise,
// and from the open cells, by SafeDifference as seen with normal vision
// and with protanopia, deuteranopia and tritanopia.
func TestSafeColoursDistinct(t *testing.T) {
	for _, e := range def.Library() {
		p := library(t, e.Key)
		cols := SafeColours(p)
		var mobile []string
		for _, pc := range p.Pieces {
			if !pc.Stationary {
				mobile = append(mobile, pc.Name)
			} else if cols[pc.Name] != StationaryColour {
				t.Errorf("%s: stationary piece %s is %s, want %s", e.Key, pc.Name, cols[pc.Name], StationaryColour)
			}
		}
		want := SafeDifference(len(mobile))
		checkApart(t, e.Key, cols, mobile, want, DifferenceSeen, "as seen with colour blindness")
	}
}

// checkApart fails t unless the colours of the pieces named mobile
// differ from the open cells' colour and pairwise by want at least, by
// diff (how names diff in the messages).
func checkApart(t *testing.T, key string, cols map[string]string, mobile []string, want float64, diff func(a, b string) float64, how string) {
	t.Helper()
	least, pair := math.Inf(1), ""
	for i, a := range mobile {
		if d := diff(cols[a], OpenColour); d < want {
			t.Errorf("%s: piece %s (%s) is %.3f from the open cells' colour %s, want at least %.3f", key, a, cols[a], d, how, want)
		}
		for _, b := range mobile[i+1:] {
			if d := diff(cols[a], cols[b]); d < least {
				least, pair = d, a+" and "+b+" ("+cols[a]+", "+cols[b]+")"
			}
		}
	}
	if least < want-1e-9 {
		t.Errorf("%s: pieces %s differ by %.3f %s, want at least %.3f", key, pair, least, how, want)
	}
}

// The dichromacy simulations behave as Machado et al.'s do: grey stays
// grey; red and green come together for the red-green dichromacies
// (deuteranopia all but merges them; protanopia leaves the red darker)
// and stay apart for tritanopia; Okabe and Ito's orange and sky blue stay
// apart for all.
func TestDifferenceSeen(t *testing.T) {
	views := []struct {
		name string
		f    view
	}{{"protanopia", protanopia}, {"deuteranopia", deuteranopia}, {"tritanopia", tritanopia}}
	for _, v := range views {
		r, g, b := v.f(0.5, 0.5, 0.5)
		if math.Abs(r-0.5) > 0.01 || math.Abs(g-0.5) > 0.01 || math.Abs(b-0.5) > 0.01 {
			t.Errorf("%s turns grey into %.3f %.3f %.3f", v.name, r, g, b)
		}
	}
	for _, tc := range []struct {
		a, b      string
		lo, hi    [3]float64 // per view, as a share of normal vision's distance
		seenUnder float64    // DifferenceSeen at most
	}{
		{"#d62728", "#2ca02c", [3]float64{0.4, 0, 0.9}, [3]float64{0.67, 0.15, 1.1}, 0.05},
		{"#e69f00", "#56b4e9", [3]float64{0.8, 0.8, 0.8}, [3]float64{1.1, 1.1, 1.1}, 1},
	} {
		normal := Difference(tc.a, tc.b)
		for i, v := range views {
			x, _ := seen(tc.a, []view{v.f})
			y, _ := seen(tc.b, []view{v.f})
			if r := x.dist(y) / normal; r < tc.lo[i] || r > tc.hi[i] {
				t.Errorf("%s: %s and %s are %.2f of their normal distance apart, want %.2f to %.2f", v.name, tc.a, tc.b, r, tc.lo[i], tc.hi[i])
			}
		}
		if d := DifferenceSeen(tc.a, tc.b); d > tc.seenUnder {
			t.Errorf("DifferenceSeen(%s, %s) = %.3f, want at most %.3f", tc.a, tc.b, d, tc.seenUnder)
		}
	}
}

func TestParseScheme(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Scheme
		err  string
	}{
		{"", Standard, ""},
		{"standard", Standard, ""},
		{"colour-blind-safe", ColourBlindSafe, ""},
		{"neon", Standard, `unknown colour scheme "neon": use standard or colour-blind-safe`},
	} {
		got, err := ParseScheme(tc.in)
		if got != tc.want || (err == nil) != (tc.err == "") || err != nil && err.Error() != tc.err {
			t.Errorf("ParseScheme(%q) = %q, %v; want %q, %q", tc.in, got, err, tc.want, tc.err)
		}
	}
}

// Draw2D names every piece on one of its own cells, once per layer, and
// captions the layers of a 3-D box.
func TestDrawLabels(t *testing.T) {
	for _, tc := range []struct {
		key            string
		labels, layers int
	}{
		{"pentominoes-10x6", 12, 0},
		{"soma", 0, 3}, // counted below: one label per piece and layer
	} {
		p := library(t, tc.key)
		sol, _ := firstSolution(t, p, solver.Options{})
		b := solutionBoard(t, p, sol)
		d := Draw2D(b, Colours(p))
		want := tc.labels
		if want == 0 {
			seen := map[string]bool{}
			for _, pl := range sol.Placements {
				for _, c := range pl.Cells {
					seen[b.At(c)+"@"+string(rune('0'+c.Z))] = true
				}
			}
			want = len(seen)
		}
		if len(d.Labels) != want || len(d.Layers) != tc.layers {
			t.Errorf("%s: %d labels and %d layer captions, want %d and %d", tc.key, len(d.Labels), len(d.Layers), want, tc.layers)
		}
		for _, l := range d.Labels {
			x, y := int(l.X), int(l.Y)
			z := x / (b.X + LayerGap)
			c := solver.Point{X: x - z*(b.X+LayerGap), Y: b.Y - 1 - y, Z: z}
			if got := b.At(c); got != l.Text {
				t.Errorf("%s: label %s at (%g, %g) is on a cell of %q", tc.key, l.Text, l.X, l.Y, got)
			}
		}
	}
}

// The remembered colours of every library puzzle, in both schemes, are
// the ones worked out afresh, however many other puzzles were coloured
// before: the memory's key holds everything the colours depend on.
func TestColoursRemembered(t *testing.T) {
	for _, s := range []Scheme{Standard, ColourBlindSafe} {
		work := colours
		if s == ColourBlindSafe {
			work = safeColours
		}
		for _, e := range def.Library() {
			p := library(t, e.Key)
			got, want := SchemeColours(p, s), work(p)
			if !maps.Equal(got, want) {
				t.Errorf("%s %s: remembered %v, afresh %v", s, e.Key, got, want)
			}
			got["x"] = "#000000" // the caller's copy is its own
			if again := SchemeColours(p, s); !maps.Equal(again, want) {
				t.Errorf("%s %s: a caller's change reached the memory: %v", s, e.Key, again)
			}
		}
	}
}
