package verify

import (
	"cmp"
	"slices"
	"sort"
)

// Triangular prisms: the triangles of planar.go in layers, each prism
// its triangle's strips and its layer. A piece of prisms turns in space:
// a turn of the plane with the layers kept, or a mirror image of the
// plane with the layers turned over (a half turn about a line in the
// plane); it is never mirrored in space.

// prismCell is a prism in these coordinates: the strips, then the layer.
type prismCell struct {
	s strips
	z int
}

// congruentPrisms reports whether the prisms b are the prisms a moved by
// one of the 12 turns of space and a translation of the grid.
func congruentPrisms(a, b []point, _ bool) bool {
	if len(a) != len(b) {
		return false
	}
	conv := func(ps []point) []prismCell {
		out := make([]prismCell, len(ps))
		for i, p := range ps {
			out[i] = prismCell{triangleStrips(p), p.Z}
		}
		return out
	}
	want := canonPrisms(conv(b))
	cur := conv(a)
	for _, flip := range []bool{false, true} {
		if flip {
			for i := range cur {
				cur[i] = prismCell{triangleMoves.mirror(cur[i].s), -cur[i].z}
			}
		}
		for range 6 {
			if slices.Equal(canonPrisms(cur), want) {
				return true
			}
			for i := range cur {
				cur[i].s = triangleMoves.turn(cur[i].s)
			}
		}
	}
	return false
}

// canonPrisms returns a copy of cells translated so that their least
// first and second strips and their least layer are 0, sorted.
func canonPrisms(cells []prismCell) []prismCell {
	i, j, z := cells[0].s[0], cells[0].s[1], cells[0].z
	for _, c := range cells {
		i, j, z = min(i, c.s[0]), min(j, c.s[1]), min(z, c.z)
	}
	out := make([]prismCell, len(cells))
	for k, c := range cells {
		out[k] = prismCell{triangleMoves.shift(c.s, -i, -j), c.z - z}
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		return cmp.Or(cmp.Compare(a.s[0], b.s[0]), cmp.Compare(a.s[1], b.s[1]), cmp.Compare(a.s[2], b.s[2]), cmp.Compare(a.z, b.z)) < 0
	})
	return out
}
