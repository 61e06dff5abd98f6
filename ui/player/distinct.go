package player

import (
	"math"
	"sync"
)

// Distinct colours. The seed article's tables give some pieces of one
// puzzle colours people cannot tell apart (the pentominoes P, T and Z are
// all dark blue or purple; the Tetris Cube's pieces are three families of
// near-identical shades). Colours therefore checks every pair of a
// puzzle's piece colours in OKLab, Björn Ottosson's perceptual colour
// space, and moves a colour too close to an earlier piece's (or to the
// open cells' and stationary pieces' colours) to the nearest colour that
// is far enough from all of them.

// MinDifference is the least OKLab distance (ΔE_OK, about 0.02 being just
// noticeable) that Colours keeps between any two pieces of a puzzle of at
// most ManyPieces pieces, and between a piece and the open cells.
const MinDifference = 0.1

// ManyPieces is the number of pieces up to which MinDifference holds;
// larger puzzles (the heptominoes' 108) get colours as far apart as the
// gamut allows, at least ManyDifference.
const (
	ManyPieces     = 40
	ManyDifference = 0.045
)

// OKLab converts a "#rrggbb" colour to OKLab's lightness L and its a and
// b axes; ok is false for an unreadable colour.
func OKLab(c string) (l, a, b float64, ok bool) {
	r, g, bl, ok := parseHex(c)
	if !ok {
		return 0, 0, 0, false
	}
	l, a, b = oklab(r, g, bl)
	return l, a, b, true
}

// Difference returns the OKLab distance between two "#rrggbb" colours
// (1 for an unreadable one).
func Difference(c1, c2 string) float64 {
	l1, a1, b1, ok1 := OKLab(c1)
	l2, a2, b2, ok2 := OKLab(c2)
	if !ok1 || !ok2 {
		return 1
	}
	return math.Sqrt((l1-l2)*(l1-l2) + (a1-a2)*(a1-a2) + (b1-b2)*(b1-b2))
}

// oklab converts sRGB components in 0..1.
func oklab(r, g, b float64) (float64, float64, float64) {
	lin := func(c float64) float64 {
		if c <= 0.04045 {
			return c / 12.92
		}
		return math.Pow((c+0.055)/1.055, 2.4)
	}
	r, g, b = lin(r), lin(g), lin(b)
	l := math.Cbrt(0.4122214708*r + 0.5363325363*g + 0.0514459929*b)
	m := math.Cbrt(0.2119034982*r + 0.6806995451*g + 0.1073969566*b)
	s := math.Cbrt(0.0883024619*r + 0.2817188376*g + 0.6299787005*b)
	return 0.2104542553*l + 0.7936177850*m - 0.0040720468*s,
		1.9779984951*l - 2.4285922050*m + 0.4505937099*s,
		0.0259040371*l + 0.7827717662*m - 0.8086757660*s
}

// candidate is a colour Colours may move a piece to.
type candidate struct {
	hex     string
	l, a, b float64
}

// candidates are the sRGB colours on a grid of ninths, neither so dark
// that piece borders vanish nor so light that they look like open cells.
var candidates = sync.OnceValue(func() []candidate {
	var out []candidate
	for r := 0; r <= 9; r++ {
		for g := 0; g <= 9; g++ {
			for b := 0; b <= 9; b++ {
				hex := rgbHex(float64(r)/9, float64(g)/9, float64(b)/9)
				l, a, bb, _ := OKLab(hex)
				if l < 0.35 || l > 0.9 {
					continue
				}
				out = append(out, candidate{hex, l, a, bb})
			}
		}
	}
	return out
})

// distinct moves colours in cols, in the order of names, so that each is
// at least min from every earlier one and from the fixed colours.
func distinct(cols map[string]string, names []string, fixed []string, minDiff float64) {
	type lab struct{ l, a, b float64 }
	var chosen []lab
	for _, c := range fixed {
		if l, a, b, ok := OKLab(c); ok {
			chosen = append(chosen, lab{l, a, b})
		}
	}
	dist := func(x, y lab) float64 {
		return math.Sqrt((x.l-y.l)*(x.l-y.l) + (x.a-y.a)*(x.a-y.a) + (x.b-y.b)*(x.b-y.b))
	}
	nearest := func(x lab) float64 {
		d := math.Inf(1)
		for _, y := range chosen {
			d = min(d, dist(x, y))
		}
		return d
	}
	for _, name := range names {
		l, a, b, ok := OKLab(cols[name])
		own := lab{l, a, b}
		if ok && nearest(own) >= minDiff {
			chosen = append(chosen, own)
			continue
		}
		// The candidate far enough from all chosen that is nearest to the
		// piece's own colour; failing that, the one farthest from them.
		best, bestD, far, farD := -1, math.Inf(1), 0, -1.0
		for i, c := range candidates() {
			x := lab{c.l, c.a, c.b}
			n := nearest(x)
			if n >= minDiff {
				if d := dist(x, own); d < bestD {
					best, bestD = i, d
				}
			}
			if n > farD {
				far, farD = i, n
			}
		}
		if best < 0 {
			best = far
		}
		c := candidates()[best]
		cols[name] = c.hex
		chosen = append(chosen, lab{c.l, c.a, c.b})
	}
}
