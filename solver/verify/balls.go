package verify

// Balls are rigid bodies: a placement b of the piece a (both as points
// of the face-centred cubic lattice, on which distances are Euclidean)
// is a turn of space and a move of it exactly when some order of b's
// points keeps every distance between two of a's points and, if a spans
// space, the handedness of its first three independent differences (the
// sign of their determinant). A map of points that keeps distances is an
// isometry of space; one that reverses handedness is a mirror image,
// which for a flat piece is also a turn (turning it over), and for one
// that spans space is not.

// rigid reports whether the points b are the points a turned in space
// and moved.
func rigid(a, b []point) bool {
	if len(a) != len(b) {
		return false
	}
	var hand []int // four of a that span space
	for j := 1; j < len(a) && hand == nil; j++ {
		for k := j + 1; k < len(a) && hand == nil; k++ {
			for l := k + 1; l < len(a) && hand == nil; l++ {
				if det3(a[0], a[j], a[k], a[l]) != 0 {
					hand = []int{0, j, k, l}
				}
			}
		}
	}
	img := make([]int, len(a)) // a[i] lands on b[img[i]]
	used := make([]bool, len(b))
	var match func(i int) bool
	match = func(i int) bool {
		if i == len(a) {
			if hand == nil {
				return true
			}
			da := det3(a[hand[0]], a[hand[1]], a[hand[2]], a[hand[3]])
			db := det3(b[img[hand[0]]], b[img[hand[1]]], b[img[hand[2]]], b[img[hand[3]]])
			return (da > 0) == (db > 0)
		}
		for j := range b {
			if used[j] {
				continue
			}
			ok := true
			for h := 0; h < i && ok; h++ {
				ok = sqDist(a[h], a[i]) == sqDist(b[img[h]], b[j])
			}
			if !ok {
				continue
			}
			used[j], img[i] = true, j
			if match(i + 1) {
				return true
			}
			used[j] = false
		}
		return false
	}
	return match(0)
}

func sqDist(p, q point) int {
	x, y, z := p.X-q.X, p.Y-q.Y, p.Z-q.Z
	return x*x + y*y + z*z
}

// det3 returns the determinant of the differences q-p, r-p and s-p.
func det3(p, q, r, s point) int {
	u := point{X: q.X - p.X, Y: q.Y - p.Y, Z: q.Z - p.Z}
	v := point{X: r.X - p.X, Y: r.Y - p.Y, Z: r.Z - p.Z}
	w := point{X: s.X - p.X, Y: s.Y - p.Y, Z: s.Z - p.Z}
	return u.X*(v.Y*w.Z-v.Z*w.Y) - u.Y*(v.X*w.Z-v.Z*w.X) + u.Z*(v.X*w.Y-v.Y*w.X)
}
