package grid

// CellAt returns the cell that holds the point v of the plane (as Corners
// draws cells, seen from above; z is 0): the inverse of Centre, for
// pointing at cells. A point on an edge goes to one of the two cells.
func (k Kind) CellAt(v Vec) Point { return k.lat().cellAt(v) }
