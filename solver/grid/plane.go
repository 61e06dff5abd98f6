package grid

import "math"

// Vec is a point of the plane, for drawing: x to the right and y
// upwards, in units of a cell's edge (squares and triangles), of the
// distance between two hexagons' centres, or of a ball's diameter.
type Vec struct{ X, Y float64 }

// rowHeight is the height of a row of triangles, and the distance
// between two rows of hexagons' centres.
var rowHeight = math.Sqrt(3) / 2

// Corners returns the corners of the cell p seen from above (on flat
// grids z is ignored), anticlockwise: a ball's are those of the square
// it stands on.
func (k Kind) Corners(p Point) []Vec { return k.lat().corners(p) }

// Centre returns the centre of the cell p seen from above.
func (k Kind) Centre(p Point) Vec { return k.lat().centre(p) }

// Space returns the centre of the cell p in 3-D, x and y as Centre
// gives them and z upwards from the floor, in the same unit: a cube's
// or a flat cell's half a unit up for each layer under it, a ball's
// 1/√2 of its diameter above the centres of the layer under it.
func (k Kind) Space(p Point) [3]float64 { return k.lat().space(p) }

// PlanePoint places the point (x, y) of cell coordinates, which may be
// fractions (the middle of a box), in the plane of Centre: on squares and
// in a layer of balls as the centre of the cell whose corner (x, y) is; on
// hexagons by the same linear map as the cells' centres; on triangles as
// the middle of an up and a down cell's centres in row y, so that the
// middle of a box's cells is the middle of their centres.
func (k Kind) PlanePoint(x, y float64) Vec { return k.lat().plane(x, y) }
