package player

import (
	"math"
	"sync"
)

// Distinct colours. The tables of "Solving Polyomino and Polycube
// Puzzles" by Matt Busche give some pieces of one puzzle colours people
// cannot tell apart (the pentominoes P, T and Z are all dark blue or
// purple; the Tetris Cube's pieces are three families of
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

// SafeDifference returns the OKLab distance SafeColours aims to keep
// between any two of n pieces, as seen with normal vision and with each
// dichromacy (DifferenceSeen). Seen by a dichromat, colours lie near a
// plane, so fewer of them are far apart than MinDifference allows: the
// target falls with the number of pieces, and the names drawn on the
// pieces tell the rest apart.
func SafeDifference(n int) float64 {
	switch {
	case n <= len(okabeIto):
		return 0.1
	case n <= 16:
		return 0.08
	case n <= 20:
		return 0.07
	case n <= 24:
		return 0.06
	case n <= ManyPieces:
		return 0.04
	}
	return 0.01
}

// oklab converts sRGB components in 0..1.
func oklab(r, g, b float64) (float64, float64, float64) {
	r, g, b = linear(r), linear(g), linear(b)
	l := math.Cbrt(0.4122214708*r + 0.5363325363*g + 0.0514459929*b)
	m := math.Cbrt(0.2119034982*r + 0.6806995451*g + 0.1073969566*b)
	s := math.Cbrt(0.0883024619*r + 0.2817188376*g + 0.6299787005*b)
	return 0.2104542553*l + 0.7936177850*m - 0.0040720468*s,
		1.9779984951*l - 2.4285922050*m + 0.4505937099*s,
		0.0259040371*l + 0.7827717662*m - 0.8086757660*s
}

// A view is how a person sees a colour: in OKLab, after a simulation of
// colour vision (nil: normal vision).
type view func(r, g, b float64) (float64, float64, float64)

// Colour vision deficiencies, simulated as in Machado, Oliveira and
// Fernandes, "A Physiologically-based Model for Simulation of Color
// Vision Deficiency" (IEEE TVCG 2009), at full severity: a matrix on
// linear sRGB.
var (
	protanopia   = simulate([9]float64{0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998})
	deuteranopia = simulate([9]float64{0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.011820, 0.042940, 0.968881})
	tritanopia   = simulate([9]float64{1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.303900})
)

// simulate returns the view of a deficiency given by its matrix on
// linear sRGB (row-major); it works on gamma-encoded sRGB in 0..1.
func simulate(m [9]float64) view {
	return func(r, g, b float64) (float64, float64, float64) {
		r, g, b = linear(r), linear(g), linear(b)
		clamp := func(v float64) float64 { return encode(math.Max(0, math.Min(1, v))) }
		return clamp(m[0]*r + m[1]*g + m[2]*b), clamp(m[3]*r + m[4]*g + m[5]*b), clamp(m[6]*r + m[7]*g + m[8]*b)
	}
}

// linear converts a gamma-encoded sRGB component to linear light.
func linear(c float64) float64 {
	if c <= 0.04045 {
		return c / 12.92
	}
	return math.Pow((c+0.055)/1.055, 2.4)
}

// encode converts linear light to a gamma-encoded sRGB component.
func encode(c float64) float64 {
	if c <= 0.0031308 {
		return 12.92 * c
	}
	return 1.055*math.Pow(c, 1/2.4) - 0.055
}

// normalVision is the view of normal colour vision; deficientVision adds
// the three dichromacies, which together cover the common colour
// blindness (red-green) and the rare blue-yellow one.
var (
	normalVision    = []view{nil}
	deficientVision = []view{nil, protanopia, deuteranopia, tritanopia}
)

// DifferenceSeen returns the least OKLab distance between two "#rrggbb"
// colours as seen with normal vision and with protanopia, deuteranopia
// and tritanopia (1 for an unreadable colour).
func DifferenceSeen(c1, c2 string) float64 {
	x, ok1 := seen(c1, deficientVision)
	y, ok2 := seen(c2, deficientVision)
	if !ok1 || !ok2 {
		return 1
	}
	return x.dist(y)
}

// labs is a colour in OKLab in each of a list of views.
type labs [][3]float64

// seen converts c into OKLab in each view.
func seen(c string, views []view) (labs, bool) {
	r, g, b, ok := parseHex(c)
	if !ok {
		return nil, false
	}
	return seenRGB(r, g, b, views), true
}

func seenRGB(r, g, b float64, views []view) labs {
	out := make(labs, len(views))
	for i, v := range views {
		rr, gg, bb := r, g, b
		if v != nil {
			rr, gg, bb = v(r, g, b)
		}
		l, a, bl := oklab(rr, gg, bb)
		out[i] = [3]float64{l, a, bl}
	}
	return out
}

// dist is the least OKLab distance between x and y over the views.
func (x labs) dist(y labs) float64 {
	d := math.Inf(1)
	for i := range x {
		p, q := x[i], y[i]
		d = min(d, math.Sqrt((p[0]-q[0])*(p[0]-q[0])+(p[1]-q[1])*(p[1]-q[1])+(p[2]-q[2])*(p[2]-q[2])))
	}
	return d
}

// candidate is a colour Colours may move a piece to.
type candidate struct {
	hex string
	rgb [3]float64
	l   float64
}

// candidates are the sRGB colours on a grid of ninths, neither so dark
// that piece borders vanish nor so light that they look like open cells.
var candidates = sync.OnceValue(func() []candidate {
	var out []candidate
	for r := 0; r <= 9; r++ {
		for g := 0; g <= 9; g++ {
			for b := 0; b <= 9; b++ {
				// The colour as written ("#rrggbb" rounds to 255ths).
				hex := rgbHex(float64(r)/9, float64(g)/9, float64(b)/9)
				rr, gg, bb, _ := parseHex(hex)
				l, _, _ := oklab(rr, gg, bb)
				if l < 0.35 || l > 0.9 {
					continue
				}
				out = append(out, candidate{hex, [3]float64{rr, gg, bb}, l})
			}
		}
	}
	return out
})

// distinct moves colours in cols, in the order of names, so that each is
// at least minDiff from every earlier one and from the fixed colours, as
// seen in every one of views.
func distinct(cols map[string]string, names []string, fixed []string, minDiff float64, views []view) {
	cands := candidates()
	cl := make([]labs, len(cands))
	for i, c := range cands {
		cl[i] = seenRGB(c.rgb[0], c.rgb[1], c.rgb[2], views)
	}
	// nearest[i] is candidate i's distance to the nearest chosen colour.
	nearest := make([]float64, len(cands))
	for i := range nearest {
		nearest[i] = math.Inf(1)
	}
	var chosen []labs
	choose := func(x labs) {
		chosen = append(chosen, x)
		for i := range cl {
			nearest[i] = min(nearest[i], cl[i].dist(x))
		}
	}
	for _, c := range fixed {
		if x, ok := seen(c, views); ok {
			choose(x)
		}
	}
	for _, name := range names {
		own, ok := seen(cols[name], views)
		if ok {
			d := math.Inf(1)
			for _, y := range chosen {
				d = min(d, own.dist(y))
			}
			if d >= minDiff {
				choose(own)
				continue
			}
		}
		// The candidate far enough from all chosen that is nearest to the
		// piece's own colour (as normal vision sees it, views[0]);
		// failing that, the one farthest from them.
		best, bestD, far, farD := -1, math.Inf(1), 0, -1.0
		for i := range cands {
			if nearest[i] >= minDiff && ok {
				p, q := cl[i][0], own[0]
				if d := math.Sqrt((p[0]-q[0])*(p[0]-q[0]) + (p[1]-q[1])*(p[1]-q[1]) + (p[2]-q[2])*(p[2]-q[2])); d < bestD {
					best, bestD = i, d
				}
			}
			if nearest[i] > farD {
				far, farD = i, nearest[i]
			}
		}
		if best < 0 {
			best = far
		}
		cols[name] = cands[best].hex
		choose(cl[best])
	}
}
