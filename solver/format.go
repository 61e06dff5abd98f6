package solver

import (
	"fmt"
	"strings"
)

// FormatSolution writes solution n in polycube's text format: a header
// line "# --- SOLUTION n ---" and the box drawn row by row from the top
// (y = yDim-1) down, the z layers side by side (z = 0 first), each cell the
// name of the piece covering it (stationary pieces included) or "." for a
// cell outside the puzzle.
func FormatSolution(p *Problem, n int64, s Solution) string {
	grid := make(map[Point]string)
	width := 1
	add := func(name string, cells []Point) {
		width = max(width, len(name))
		for _, c := range cells {
			grid[c] = name
		}
	}
	for _, pc := range p.Pieces {
		if pc.Stationary {
			add(pc.Name, pc.Cells)
		}
	}
	for _, pl := range s.Placements {
		add(pl.Piece, pl.Cells)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "# --- SOLUTION %d ---\n", n)
	for y := p.YDim - 1; y >= 0; y-- {
		for z := 0; z < p.ZDim; z++ {
			if z > 0 {
				b.WriteString("   ")
			}
			for x := 0; x < p.XDim; x++ {
				if x > 0 {
					b.WriteByte(' ')
				}
				name, ok := grid[Point{x, y, z}]
				if !ok {
					name = "."
				}
				fmt.Fprintf(&b, "%-*s", width, name)
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}
