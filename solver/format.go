package solver

import (
	"strconv"
	"unicode/utf8"
)

// FormatSolution writes solution n in polycube's text format: a header
// line "# --- SOLUTION n ---" and the box drawn row by row from the top
// (y = yDim-1) down, the z layers side by side (z = 0 first), each cell the
// name of the piece covering it (stationary pieces included) or "." for a
// cell outside the puzzle.
func FormatSolution(p *Problem, n int64, s Solution) string {
	return string(AppendSolution(nil, p, n, s))
}

// AppendSolution appends FormatSolution's text to dst and returns the
// extended buffer; the CLI prints thousands of solutions with one buffer.
func AppendSolution(dst []byte, p *Problem, n int64, s Solution) []byte {
	nx, ny, nz := p.XDim, p.YDim, p.ZDim
	grid := make([]string, nx*ny*nz)
	width := 1
	add := func(name string, cells []Point) {
		width = max(width, utf8.RuneCountInString(name))
		for _, c := range cells {
			if c.X >= 0 && c.X < nx && c.Y >= 0 && c.Y < ny && c.Z >= 0 && c.Z < nz {
				grid[(c.Z*ny+c.Y)*nx+c.X] = name
			}
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
	dst = append(dst, "# --- SOLUTION "...)
	dst = strconv.AppendInt(dst, n, 10)
	dst = append(dst, " ---\n"...)
	for y := ny - 1; y >= 0; y-- {
		for z := 0; z < nz; z++ {
			if z > 0 {
				dst = append(dst, "   "...)
			}
			for x := 0; x < nx; x++ {
				if x > 0 {
					dst = append(dst, ' ')
				}
				name := grid[(z*ny+y)*nx+x]
				if name == "" {
					name = "."
				}
				dst = append(dst, name...)
				for k := utf8.RuneCountInString(name); k < width; k++ {
					dst = append(dst, ' ')
				}
			}
		}
		dst = append(dst, '\n')
	}
	return dst
}
