package classic

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// A heuristic picks the DLX column to branch on. Every heuristic but f
// prefers a column with no row, then one with one row, then a cell by its
// position; f takes the column with the fewest rows.
type heuristic struct {
	kind    byte // 'f', 'l' (linear), 'a' (angle), 'R' (radial)
	a, b, c float64
	reverse bool
}

// The values of the position heuristics for columns with no row, one row,
// and for a piece's column.
const (
	noFit  = -2e20
	oneFit = -1e20
	aPiece = 1e20
)

// parseHeuristic reads one heuristic of -o: a name and its arguments
// after @, the box's centre (xc, yc, zc) standing for those not given.
func parseHeuristic(def string, xc, yc, zc float64) (heuristic, error) {
	name, args, _ := strings.Cut(def, "@")
	if args != "" {
		switch name {
		case "f", "x", "X", "y", "Y", "z", "Z", "xyz":
			return heuristic{}, fmt.Errorf("ordering heuristic %s takes no arguments: %q", name, def)
		}
	}
	switch name {
	case "f":
		return heuristic{kind: 'f'}, nil
	case "x":
		return heuristic{kind: 'l', a: 1}, nil
	case "X":
		return heuristic{kind: 'l', a: -1}, nil
	case "y":
		return heuristic{kind: 'l', b: 1}, nil
	case "Y":
		return heuristic{kind: 'l', b: -1}, nil
	case "z":
		return heuristic{kind: 'l', c: 1}, nil
	case "Z":
		return heuristic{kind: 'l', c: -1}, nil
	case "xyz":
		return heuristic{kind: 'l', a: 1, b: 1, c: 1}, nil
	}
	var vals []float64
	for _, s := range strings.Split(args, ",") {
		if s == "" {
			continue
		}
		v, err := strconv.ParseFloat(s, 64)
		if err != nil {
			return heuristic{}, fmt.Errorf("ordering heuristic %q: %q is not a number", def, s)
		}
		vals = append(vals, v)
	}
	arg := func(i int, d float64) float64 {
		if i < len(vals) {
			return vals[i]
		}
		return d
	}
	switch name {
	case "l":
		if len(vals) != 3 {
			return heuristic{}, fmt.Errorf("ordering heuristic %q: l takes three numbers, l@a,b,c", def)
		}
		return heuristic{kind: 'l', a: vals[0], b: vals[1], c: vals[2]}, nil
	case "a", "A":
		return heuristic{kind: 'a', a: arg(0, 0) / 180 * 3.14159265358979, b: arg(1, xc), c: arg(2, yc), reverse: name == "A"}, nil
	case "R":
		return heuristic{kind: 'R', a: arg(0, xc), b: arg(1, yc), c: arg(2, zc)}, nil
	}
	return heuristic{}, fmt.Errorf("unknown ordering heuristic %q (a, A, f, l, R, x, X, y, Y, z, Z, xyz)", def)
}

// eval is the heuristic's value of a column with rows rows, at cell p
// (grid false for a piece's column).
func (h *heuristic) eval(rows int32, p point, grid bool) float64 {
	if h.kind == 'f' {
		return float64(rows)
	}
	if rows == 0 {
		return noFit
	}
	if rows == 1 {
		return oneFit
	}
	if !grid {
		return aPiece
	}
	x, y, z := float64(p.x), float64(p.y), float64(p.z)
	switch h.kind {
	case 'l':
		return h.a*x + h.b*y + h.c*z
	case 'a':
		const twoPi = 2 * 3.14159265358979
		angle := math.Atan2(y-h.c, x-h.b) - h.a
		if h.reverse {
			angle = -angle
		}
		if angle >= twoPi || angle < 0 {
			angle -= math.Floor(angle/twoPi) * twoPi
		}
		return angle
	default: // 'R': the squares are of whole numbers, as polycube's are
		dx, dy, dz := int(x-h.a), int(y-h.b), int(z-h.c)
		return float64(-dx*dx - dy*dy - dz*dz)
	}
}

// orderSpec is -o's value read: the heuristics by the number of pieces
// left from which each applies, and the heuristics' text in that order.
type orderSpec struct {
	from []int
	defs []string
}

// parseOrder reads -o: heuristics separated by colons, each with =R, the
// number of pieces left from which it applies (none: from the start).
func parseOrder(s string) (orderSpec, error) {
	var o orderSpec
	for _, spec := range strings.Split(s, ":") {
		if spec == "" {
			continue
		}
		var parts []string
		for _, p := range strings.Split(spec, "=") {
			if p != "" {
				parts = append(parts, p)
			}
		}
		if len(parts) == 0 {
			continue
		}
		if len(parts) > 2 {
			return o, fmt.Errorf("ordering heuristic %q: the form is NAME[@ARGS][=R]", s)
		}
		from := math.MaxInt32
		if len(parts) == 2 {
			n, err := strconv.Atoi(parts[1])
			if err != nil {
				return o, fmt.Errorf("ordering heuristic %q: %q is not a number of pieces", s, parts[1])
			}
			from = n
		}
		o.set(from, parts[0])
	}
	return o, nil
}

func (o *orderSpec) set(from int, def string) {
	for i, f := range o.from {
		if f == from {
			o.defs[i] = def
			return
		}
		if f > from {
			o.from = append(o.from[:i], append([]int{from}, o.from[i:]...)...)
			o.defs = append(o.defs[:i], append([]string{def}, o.defs[i:]...)...)
			return
		}
	}
	o.from = append(o.from, from)
	o.defs = append(o.defs, def)
}

// String is -o as polycube's configuration block shows it: the
// heuristics from the last applied to the first, without their ranges.
func (o orderSpec) String() string {
	var b strings.Builder
	for i := len(o.defs) - 1; i >= 0; i-- {
		if i != len(o.defs)-1 {
			b.WriteByte(':')
		}
		b.WriteString(o.defs[i])
	}
	return b.String()
}
