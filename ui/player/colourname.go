package player

import "polyplay/solver/puzzle"

// colourNames are the common names a puzzle's own constraint colours
// are called by (ColourName), each at a typical colour of its name.
var colourNames = [...]struct {
	name string
	rgb  puzzle.RGB
}{
	{"black", puzzle.RGB{R: 20, G: 20, B: 20}},
	{"grey", puzzle.RGB{R: 128, G: 128, B: 128}},
	{"white", puzzle.RGB{R: 245, G: 245, B: 245}},
	{"red", puzzle.RGB{R: 230, G: 25, B: 45}},
	{"orange", puzzle.RGB{R: 245, G: 130, B: 30}},
	{"yellow", puzzle.RGB{R: 250, G: 220, B: 30}},
	{"brown", puzzle.RGB{R: 130, G: 80, B: 30}},
	{"green", puzzle.RGB{R: 40, G: 170, B: 60}},
	{"cyan", puzzle.RGB{R: 0, G: 200, B: 220}},
	{"blue", puzzle.RGB{R: 30, G: 90, B: 220}},
	{"purple", puzzle.RGB{R: 130, G: 50, B: 180}},
	{"magenta", puzzle.RGB{R: 220, G: 40, B: 160}},
	{"pink", puzzle.RGB{R: 250, G: 175, B: 200}},
}

// ColourName returns the common name of colour c ("red", "grey"): that
// of colourNames nearest it by the "redmean" distance, a weighting of
// the differences in red, green and blue that follows the eye's better
// than their plain sum of squares.
func ColourName(c puzzle.RGB) string {
	best, bestD := "", -1
	for _, n := range colourNames {
		if d := redmean(c, n.rgb); bestD < 0 || d < bestD {
			best, bestD = n.name, d
		}
	}
	return best
}

// redmean returns 256 times the square of the redmean distance of a and
// b: (2 + r/256) dR² + 4 dG² + (2 + (255-r)/256) dB², r the mean of
// their reds.
func redmean(a, b puzzle.RGB) int {
	r := (int(a.R) + int(b.R)) / 2
	dr, dg, db := int(a.R)-int(b.R), int(a.G)-int(b.G), int(a.B)-int(b.B)
	return (512+r)*dr*dr + 1024*dg*dg + (767-r)*db*db
}
