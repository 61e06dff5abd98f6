package player

import (
	"fmt"
	"maps"
	"math"
	"strconv"
	"strings"
	"sync"

	"polyplay/solver"
)

// Piece colours follow the figures of "Solving Polyomino and Polycube
// Puzzles" by Matt Busche: every piece is coloured by its
// name, with a table per piece family. The tables below are extracted from
// the article's page scripts (pentominoColor, hexominoColor, heptominoColor
// and tetrisColor); named CSS colours are replaced by softer shades of the
// same hue so that piece borders stay visible. Puzzles whose pieces match
// no table get distinct hues spaced by the golden angle.

// Colours of cells that are not mobile pieces.
const (
	// OpenColour fills an open (empty) cell of the box, like the seed's '.'.
	OpenColour = "#e2e8f0"
	// StationaryColour fills a stationary piece's cells, like the seed's '@'.
	StationaryColour = "#334155"
	// EdgeColour draws piece borders.
	EdgeColour = "#0f172a"
)

// pentominoColours is the seed's pentominoColor: the twelve free
// pentominoes and the six extra one-sided ones (B G J M Q S).
var pentominoColours = map[string]string{
	"F": "#770000", "I": "#cc0000", "L": "#007700", "N": "#00cc00",
	"P": "#000077", "T": "#0000cc", "U": "#77cccc", "V": "#cc00cc",
	"W": "#ffaa00", "X": "#ff7777", "Y": "#f5e12e", "Z": "#6000ac",
	"B": "#00acff", "G": "#7070c0", "J": "#b06000", "M": "#b0b000",
	"Q": "#b0ff00", "S": "#ffbcff",
}

// hexominoColours is the seed's hexominoColor for the 35 free hexominoes
// (named A-Z and 1-9).
var hexominoColours = map[string]string{
	"A": "#600000", "B": "#b00000", "C": "#ff0000", "D": "#00ff00",
	"E": "#00b000", "F": "#006030", "G": "#3333ff", "H": "#ff6000",
	"I": "#0000ac", "J": "#ffb000", "K": "#ffff00", "L": "#b06000",
	"M": "#b0b000", "N": "#b0ff00", "O": "#b0ffac", "P": "#606000",
	"Q": "#b060ac", "R": "#6060ac", "S": "#60b0ac", "T": "#6000ac",
	"U": "#ff00ac", "V": "#00ddff", "W": "#60ffaa", "X": "#acffff",
	"Y": "#ff60ff", "Z": "#00acff", "1": "#0060a0", "2": "#ffbcff",
	"3": "#888888", "4": "#acacff", "5": "#ffd880", "6": "#3e0068",
	"7": "#d1e1ff", "8": "#203d00", "9": "#ffe500",
}

// tetrisColours is the seed's tetrisColor: the Tetris Cube's pieces are
// blue (A-D), red (E-H) and yellow (I-L), as in the real puzzle.
var tetrisColours = map[string]string{
	"A": "#6f6fff", "B": "#8080ff", "C": "#9191ff", "D": "#7373e6",
	"E": "#e53935", "F": "#f44336", "G": "#d32f2f", "H": "#ef5350",
	"I": "#fdd835", "J": "#ffeb3b", "K": "#fbc02d", "L": "#fff176",
}

// heptominoFamilies is the seed's heptominoColor, a four-colouring of the
// 33x23 heptomino solution of Figure 16 (b blue, y yellow, p purple,
// g green; the heptomino with a hole, 3A, is red).
const heptominoFamilies = "01b02y03b04p05p06g07y08g09y0Ag0By0Cb0Dg0Eb0Fb10p11g12y13b14y15g16b17y18b19p1Ag1Bb1Cp1Db1Ey1Fg" +
	"20p21y22y23y24y25g26b27p28g29g2Ag2By2Cp2Db2Ep2Fb30p31g32y33p34y35b36b37b38g39g3Ar3Bp3Cg3Dg3Eb3Fb" +
	"40b41b42y43p44y45p46g47g48b49y4Ag4Bp4Cg4Dy4Ey4Fb50p51y52y53b54p55y56y57g58p59g5Ay5Bg5Cp5Dg5Eg5Fp" +
	"60p61b62b63y64y65g66y67b68b69g6Ag6Bb6Cy"

// familyHue is the base colour of each heptomino family.
var familyHue = map[byte]string{
	'b': "#3f6fd8", 'y': "#f2cf3a", 'p': "#9a5bc0", 'g': "#3c9d4e", 'r': "#e03131",
}

var heptominoColours = func() map[string]string {
	m := map[string]string{}
	for i := 0; i+3 <= len(heptominoFamilies); i += 3 {
		name, fam := heptominoFamilies[i:i+2], heptominoFamilies[i+2]
		// Vary the lightness a little within a family so that two
		// neighbours of the same family (in solutions other than the
		// figure's) can still be told apart.
		n, _ := strconv.ParseInt(name, 16, 32)
		m[name] = Shade(familyHue[fam], 0.8+0.2*float64(n%3))
	}
	return m
}()

// family is a colour table and the puzzles it applies to.
type family struct {
	colours map[string]string
	fits    func(p *solver.Problem, mobile []solver.Piece) bool
}

var families = []family{
	{tetrisColours, func(p *solver.Problem, m []solver.Piece) bool { return p.ZDim > 1 && len(m) == 12 }},
	{pentominoColours, func(p *solver.Problem, m []solver.Piece) bool { return sizes(m, 5) }},
	{hexominoColours, func(p *solver.Problem, m []solver.Piece) bool { return p.ZDim == 1 && sizes(m, 6) }},
	{heptominoColours, func(p *solver.Problem, m []solver.Piece) bool { return p.ZDim == 1 && sizes(m, 7) }},
}

// sizes reports whether every piece has n cells.
func sizes(pieces []solver.Piece, n int) bool {
	for _, pc := range pieces {
		if len(pc.Cells) != n {
			return false
		}
	}
	return true
}

// Scheme names a way of colouring pieces.
type Scheme string

// The colour schemes.
const (
	// Standard is the article's colours, moved apart where they are too
	// close (Colours).
	Standard Scheme = "standard"
	// ColourBlindSafe colours pieces so that people with any of the three
	// dichromacies tell them apart too (SafeColours).
	ColourBlindSafe Scheme = "colour-blind-safe"
)

// ParseScheme reads a scheme's name; "" is Standard.
func ParseScheme(s string) (Scheme, error) {
	switch Scheme(s) {
	case "", Standard:
		return Standard, nil
	case ColourBlindSafe:
		return ColourBlindSafe, nil
	}
	return Standard, fmt.Errorf("unknown colour scheme %q: use %s or %s", s, Standard, ColourBlindSafe)
}

// SchemeColours returns the piece colours of p in scheme s (Standard for
// an unknown scheme).
func SchemeColours(p *solver.Problem, s Scheme) map[string]string {
	if s == ColourBlindSafe {
		return SafeColours(p)
	}
	return Colours(p)
}

// Colours returns a colour ("#rrggbb") for every piece of p: stationary
// pieces get StationaryColour; mobile pieces get the colour of "Solving
// Polyomino and Polycube Puzzles" by Matt Busche for their name when the
// puzzle's pieces are one of its families
// (pentominoes, one-sided pentominoes, hexominoes, heptominoes, the Tetris
// Cube), and otherwise distinct hues in definition order; then any colour
// too close to an earlier piece's is moved (distinct.go), so that every
// two pieces differ by MinDifference in OKLab. A mixed puzzle
// (pentominoes and tetrominoes) keeps the seed colours of the pieces that
// have one.
func Colours(p *solver.Problem) map[string]string {
	return remembered(Standard, p, colours)
}

func colours(p *solver.Problem) map[string]string {
	var mobile []solver.Piece
	out := map[string]string{}
	for _, pc := range p.Pieces {
		if pc.Stationary {
			out[pc.Name] = StationaryColour
		} else {
			mobile = append(mobile, pc)
		}
	}
	var table map[string]string
	for _, f := range families {
		if covers(f.colours, mobile) && f.fits(p, mobile) {
			table = f.colours
			break
		}
	}
	if table == nil && p.ZDim == 1 {
		// A mix such as pentominoes with tetrominoes: keep the pentomino
		// colours of the five-cell pieces named after pentominoes.
		table = map[string]string{}
		for _, pc := range mobile {
			if c, ok := pentominoColours[pc.Name]; ok && len(pc.Cells) == 5 {
				table[pc.Name] = c
			}
		}
	}
	n := 0
	var names []string
	for _, pc := range mobile {
		names = append(names, pc.Name)
		if c, ok := table[pc.Name]; ok {
			out[pc.Name] = c
			continue
		}
		out[pc.Name] = Hue(n)
		n++
	}
	minDiff := MinDifference
	if len(mobile) > ManyPieces {
		minDiff = ManyDifference
	}
	distinct(out, names, fixedColours(p, mobile), minDiff, normalVision)
	return out
}

// fixedColours are the colours pieces keep clear of: the open cells', and
// the stationary pieces' if p has any.
func fixedColours(p *solver.Problem, mobile []solver.Piece) []string {
	fixed := []string{OpenColour}
	if len(mobile) < len(p.Pieces) {
		fixed = append(fixed, StationaryColour)
	}
	return fixed
}

// okabeIto are the colours of Okabe and Ito's "Color Universal Design"
// (2002) without black, the usual start of a palette for colour-blind
// readers: orange, sky blue, bluish green, yellow, blue, vermilion,
// reddish purple.
var okabeIto = []string{"#e69f00", "#56b4e9", "#009e73", "#f0e442", "#0072b2", "#d55e00", "#cc79a7"}

// SafeColours returns colours for p's pieces that people with colour
// blindness can tell apart: the first seven pieces take Okabe and Ito's
// colours, the others distinct hues, and then any colour too close to an
// earlier piece's is moved so that every two pieces differ by
// SafeDifference in OKLab, both as normal vision sees them and as
// protanopia, deuteranopia and tritanopia do (DifferenceSeen). Should
// the moves fall short of it (they place colours one at a time), the
// next lower hundredth is tried. The pieces' names drawn on them carry
// the rest.
func SafeColours(p *solver.Problem) map[string]string {
	return remembered(ColourBlindSafe, p, safeColours)
}

func safeColours(p *solver.Problem) map[string]string {
	var mobile []solver.Piece
	var names []string
	for _, pc := range p.Pieces {
		if !pc.Stationary {
			mobile = append(mobile, pc)
			names = append(names, pc.Name)
		}
	}
	fixed := fixedColours(p, mobile)
	var out map[string]string
	for target := SafeDifference(len(mobile)); ; target -= 0.01 {
		out = map[string]string{}
		for _, pc := range p.Pieces {
			if pc.Stationary {
				out[pc.Name] = StationaryColour
			}
		}
		for i, name := range names {
			if i < len(okabeIto) {
				out[name] = okabeIto[i]
			} else {
				out[name] = Hue(i)
			}
		}
		distinct(out, names, fixed, target, deficientVision)
		if target <= 0.01+1e-9 || leastSeen(out, names) >= target-1e-9 {
			return out
		}
	}
}

// leastSeen returns the least DifferenceSeen between the colours of two
// of names.
func leastSeen(cols map[string]string, names []string) float64 {
	least := math.Inf(1)
	for i, a := range names {
		for _, b := range names[i+1:] {
			least = min(least, DifferenceSeen(cols[a], cols[b]))
		}
	}
	return least
}

// covers reports whether table has a colour for every piece.
func covers(table map[string]string, pieces []solver.Piece) bool {
	for _, pc := range pieces {
		if _, ok := table[pc.Name]; !ok {
			return false
		}
	}
	return len(pieces) > 0
}

// Hue returns the n-th of a sequence of distinct colours: hues spaced by
// the golden angle, lightness cycling through three levels.
func Hue(n int) string {
	h := math.Mod(float64(n)*137.508+20, 360)
	l := 0.58 + 0.12*float64(n%3-1)
	return hsl(h, 0.68, l)
}

// hsl converts h (degrees), s and l (0..1) to "#rrggbb".
func hsl(h, s, l float64) string {
	c := (1 - math.Abs(2*l-1)) * s
	x := c * (1 - math.Abs(math.Mod(h/60, 2)-1))
	m := l - c/2
	var r, g, b float64
	switch {
	case h < 60:
		r, g, b = c, x, 0
	case h < 120:
		r, g, b = x, c, 0
	case h < 180:
		r, g, b = 0, c, x
	case h < 240:
		r, g, b = 0, x, c
	case h < 300:
		r, g, b = x, 0, c
	default:
		r, g, b = c, 0, x
	}
	return rgbHex(r+m, g+m, b+m)
}

// rgbHex formats r, g, b in 0..1 (clamped) as "#rrggbb".
func rgbHex(r, g, b float64) string {
	to := func(v float64) int { return int(math.Round(math.Max(0, math.Min(1, v)) * 255)) }
	return fmt.Sprintf("#%02x%02x%02x", to(r), to(g), to(b))
}

// parseHex reads "#rrggbb" or "#rgb" into 0..1 components.
func parseHex(c string) (r, g, b float64, ok bool) {
	c = strings.TrimPrefix(c, "#")
	if len(c) == 3 {
		c = string([]byte{c[0], c[0], c[1], c[1], c[2], c[2]})
	}
	if len(c) != 6 {
		return 0, 0, 0, false
	}
	v, err := strconv.ParseUint(c, 16, 32)
	if err != nil {
		return 0, 0, 0, false
	}
	return float64(v>>16) / 255, float64(v>>8&0xff) / 255, float64(v&0xff) / 255, true
}

// Shade scales a "#rrggbb" colour's brightness by f: below 1 darkens
// towards black, above 1 lightens towards white (f = 2 is white). An
// unreadable colour comes back unchanged.
func Shade(c string, f float64) string {
	r, g, b, ok := parseHex(c)
	if !ok {
		return c
	}
	if f <= 1 {
		return rgbHex(r*f, g*f, b*f)
	}
	t := math.Min(f-1, 1)
	return rgbHex(r+(1-r)*t, g+(1-g)*t, b+(1-b)*t)
}

// Luma returns the perceived brightness of a "#rrggbb" colour in 0..1
// (0.5 for an unreadable colour).
func Luma(c string) float64 {
	r, g, b, ok := parseHex(c)
	if !ok {
		return 0.5
	}
	return 0.299*r + 0.587*g + 0.114*b
}

// Working a puzzle's colours out compares every pair of its pieces with
// each candidate colour in OKLab, slow in the page's WebAssembly, where
// the page draws a puzzle's pieces, its solutions' thumbnails and the
// player with the same colours (a large share of the page's time during
// a warm 10x6 solve). The last few puzzles'
// colours are therefore kept, by the scheme and what the colours depend
// on (colourKey).
var (
	rememberMu sync.Mutex
	rememberIn = map[string]map[string]string{}
)

// rememberMax bounds the puzzles whose colours are kept.
const rememberMax = 16

// remembered returns work(p) for scheme s, made once for each puzzle's
// content; the caller gets a copy of its own.
func remembered(s Scheme, p *solver.Problem, work func(*solver.Problem) map[string]string) map[string]string {
	key := colourKey(s, p)
	rememberMu.Lock()
	cols, ok := rememberIn[key]
	rememberMu.Unlock()
	if !ok {
		cols = work(p)
		rememberMu.Lock()
		if len(rememberIn) >= rememberMax {
			clear(rememberIn)
		}
		rememberIn[key] = cols
		rememberMu.Unlock()
	}
	return maps.Clone(cols)
}

// colourKey is what a puzzle's colours in scheme s depend on: the box's
// depth, and each piece's name, size and whether it is stationary, in
// order. It is cheap next to formatting the whole puzzle, which the page
// did on every draw.
func colourKey(s Scheme, p *solver.Problem) string {
	b := make([]byte, 0, 16+8*len(p.Pieces))
	b = append(b, s...)
	b = append(b, 0)
	b = strconv.AppendInt(b, int64(p.ZDim), 10)
	for _, pc := range p.Pieces {
		b = append(b, 0)
		b = append(b, pc.Name...)
		b = append(b, 0)
		b = strconv.AppendInt(b, int64(len(pc.Cells)), 10)
		if pc.Stationary {
			b = append(b, 's')
		}
	}
	return string(b)
}
