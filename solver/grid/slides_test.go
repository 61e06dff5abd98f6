package grid

import (
	"slices"
	"testing"
)

// TestSlides checks the axes along which each grid's pieces slide when
// a puzzle is taken apart: the cube's on squares and cubes, and on
// triangular prisms BurrTools' four (a layer up, and three steps of an
// edge in the layer); the other grids' pieces do not slide.
func TestSlides(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		k    Kind
		want []Point
	}{
		{Square, []Point{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}},
		{Triangle, nil},
		{Hexagon, nil},
		{Sphere, nil},
		{SphereTriangle, nil},
		{Prism, []Point{{0, 0, 1}, {2, 0, 0}, {1, 1, 0}, {-1, 1, 0}}},
		{Rhombic, nil},
		{TetraOcta, nil},
	} {
		if got := c.k.Slides(); !slices.Equal(got, c.want) {
			t.Errorf("%v: Slides() = %v, want %v", c.k, got, c.want)
		}
		for _, d := range c.k.Slides() {
			if !c.k.Translates(d) {
				t.Errorf("%v: the slide %v does not map the grid onto itself", c.k, d)
			}
		}
	}
}
