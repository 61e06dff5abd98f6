package playmode

import "math"

// pointers are the pointers down on the 3-D scene (playScene), by id, at
// their last place in client pixels.
type pointers map[int][2]float64

// spread is the distance between the first two pointers down.
func (ps pointers) spread() float64 {
	var two [][2]float64
	for _, p := range ps {
		two = append(two, p)
	}
	if len(two) < 2 {
		return 0
	}
	return math.Hypot(two[0][0]-two[1][0], two[0][1]-two[1][1])
}

// middle is the middle of the pointers down, in client pixels.
func (ps pointers) middle() [2]float64 {
	var m [2]float64
	for _, p := range ps {
		m[0] += p[0] / float64(len(ps))
		m[1] += p[1] / float64(len(ps))
	}
	return m
}
