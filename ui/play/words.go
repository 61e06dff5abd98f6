package play

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"polyplay/solver/grid"
)

// CellName names box cell c as a person reads the board: rows counted
// from the top (the definition's first row, the greatest y) and columns
// from the left, from 1; a 3-D puzzle's cells also name their layer,
// counted from z = 0.
func (pz *Puzzle) CellName(c Point) string {
	s := fmt.Sprintf("row %d, column %d", pz.Y-c.Y, c.X+1)
	if pz.ThreeD() {
		s = fmt.Sprintf("layer %d, %s", c.Z+1, s)
	}
	return s
}

// maxNamed is how many cells a sentence names before it counts the rest.
const maxNamed = 4

// cellList names cells in reading order: "row 1, column 2 and row 1,
// column 3", the cells past maxNamed counted ("and 3 more cells").
func (pz *Puzzle) cellList(cells []Point) string {
	cs := slices.Clone(cells)
	grid.SortPoints(cs, comparePoints)
	var names []string
	for i, c := range cs {
		if i == maxNamed && len(cs) > maxNamed+1 {
			names = append(names, fmt.Sprintf("%d more cells", len(cs)-maxNamed))
			break
		}
		names = append(names, pz.CellName(c))
	}
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], "; ") + " and " + names[len(names)-1]
}

// cellsWord is "1 cell" or "n cells".
func cellsWord(n int) string {
	if n == 1 {
		return "1 cell"
	}
	return fmt.Sprintf("%d cells", n)
}

// Clock formats a time played as m:ss, or h:mm:ss from an hour on.
func Clock(d time.Duration) string {
	s := int64(d / time.Second)
	if s < 0 {
		s = 0
	}
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}
