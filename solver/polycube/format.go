// Package polycube writes what Matt Busche's polycube prints: solutions
// in its text formats (FormatSolution, AppendFormatted, with the output
// format OutputFormat that -f names) and -i's blocks in polycube 1.2.1's
// layout (InfoConfig, PuzzleInfo, InfoStats, WriteTiming), for both of
// polyplay's modes. The options that choose them are read by package
// flags.
package polycube

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"polyplay/solver"
	"polyplay/solver/grid"
)

// FormatSolution writes solution n in polycube's text format: a blank
// line, a header line "# --- SOLUTION n ---" and the box drawn row by row
// from the top (y = yDim-1) down, the z layers side by side (z = 0 first,
// separated by ", "), each cell the name of the piece covering it
// (stationary pieces included) or "." for a cell outside the puzzle,
// right-aligned in one more byte than the longest piece name. The text
// is polycube's byte for byte. On the triangle and hexagon grids the rows
// are the definition format's layout rows of the grid: on hexagons each
// row is indented half a cell more than the row under it (a cell then
// takes an even number of bytes, the name left-aligned in it), so that
// the text draws the rhombus.
func FormatSolution(p *solver.Problem, n int64, s solver.Solution) string {
	return string(AppendSolution(nil, p, n, s))
}

// AppendSolution appends FormatSolution's text to dst and returns the
// extended buffer; the CLI prints thousands of solutions with one buffer.
func AppendSolution(dst []byte, p *solver.Problem, n int64, s solver.Solution) []byte {
	return AppendFormatted(AppendHeader(dst, n), p, s, OutputFormat{Puzzle: 'B', Piece: 'L'})
}

// AppendHeader appends the blank line and "# --- SOLUTION n ---" line
// that precede each solution in polycube's output.
func AppendHeader(dst []byte, n int64) []byte {
	dst = append(dst, "\n# --- SOLUTION "...)
	dst = strconv.AppendInt(dst, n, 10)
	return append(dst, " ---\n"...)
}

// AppendFormatted appends p with the placements of s (all or some of its
// mobile pieces) in polycube 1.2.1's output format f:
//
//   - B (brief): the box drawn as FormatSolution draws it (with L), or
//     one "C:name=..:type=..:layout=x y z,.." line per placed piece,
//     stationary ones first (with C);
//   - F (full): a definition that can be read back: the D line (with the
//     grid key on triangles and hexagons), a C line
//     for each mobile piece not placed, and the placed pieces as mobile
//     pieces in an L block (or C lines) with the stationary ones named;
//   - S (sub-puzzle): as F, with the placed pieces stationary.
func AppendFormatted(dst []byte, p *solver.Problem, s solver.Solution, f OutputFormat) []byte {
	placed := make(map[string]bool, len(s.Placements))
	for _, pl := range s.Placements {
		placed[pl.Piece] = true
	}
	if f.Puzzle != 'B' {
		dst = append(dst, "D:"...)
		if !p.Grid.Implicit() {
			dst = append(dst, "grid="...)
			dst = append(dst, p.Grid.Family()...)
			dst = append(dst, ':')
			if first, _ := grid.KindOf(p.Grid.Family(), ""); first != p.Grid {
				dst = append(dst, "layers="...)
				dst = append(dst, p.Grid.Layers()...)
				dst = append(dst, ':')
			}
		}
		dst = append(dst, "xDim="...)
		dst = strconv.AppendInt(dst, int64(p.XDim), 10)
		dst = append(dst, ":yDim="...)
		dst = strconv.AppendInt(dst, int64(p.YDim), 10)
		dst = append(dst, ":zDim="...)
		dst = strconv.AppendInt(dst, int64(p.ZDim), 10)
		if p.OneSided {
			dst = append(dst, ":oneSide"...)
		}
		dst = append(dst, '\n')
		for _, pc := range p.Pieces {
			if !pc.Stationary && !placed[pc.Name] {
				dst = appendPieceLine(dst, p.Grid, pc.Name, 'M', pc.Cells)
			}
		}
	}
	// The pieces in place: stationary ones, then the placements; under S
	// all of them are written as stationary.
	type image struct {
		name       string
		cells      []solver.Point
		stationary bool
	}
	var stack []image
	for _, pc := range p.Pieces {
		if pc.Stationary {
			stack = append(stack, image{pc.Name, pc.Cells, true})
		}
	}
	for _, pl := range s.Placements {
		stack = append(stack, image{pl.Piece, pl.Cells, f.Puzzle == 'S'})
	}
	if f.Piece == 'C' {
		for _, im := range stack {
			kind := byte('M')
			if im.stationary {
				kind = 'S'
			}
			dst = appendPieceLine(dst, p.Grid, im.name, kind, im.cells)
		}
	} else {
		if f.Puzzle != 'B' {
			dst = append(dst, 'L')
			first := true
			for _, im := range stack {
				if !im.stationary {
					continue
				}
				if first {
					dst = append(dst, ":stationary="...)
				} else {
					dst = append(dst, ' ')
				}
				first = false
				dst = append(dst, im.name...)
			}
			dst = append(dst, '\n')
		}
		nx, ny, nz := p.XDim, p.YDim, p.ZDim
		cells := make([]string, nx*ny*nz)
		width := 1
		for _, pc := range p.Pieces {
			width = max(width, len(pc.Name))
		}
		// A cell takes width+1 bytes. On hexagons each row is drawn
		// half a cell to the right of the row under it, as the grid
		// places it, so a cell takes an even number of bytes.
		half := 0
		if p.Grid.Staggered() {
			if width%2 == 0 {
				width++
			}
			half = (width + 1) / 2
		}
		for _, im := range stack {
			for _, c := range im.cells {
				if c.X >= 0 && c.X < nx && c.Y >= 0 && c.Y < ny && c.Z >= 0 && c.Z < nz {
					cells[(c.Z*ny+c.Y)*nx+c.X] = im.name
				}
			}
		}
		// In 3-D (balls in triangular layers) each layer is drawn so,
		// padded to the same width on every row.
		for y := ny - 1; y >= 0; y-- {
			for z := 0; z < nz; z++ {
				if z > 0 {
					dst = append(dst, ", "...)
				}
				for k := 0; k < y*half; k++ {
					dst = append(dst, ' ')
				}
				for x := 0; x < nx; x++ {
					name := cells[(z*ny+y)*nx+x]
					if name == "" {
						name = "."
					}
					if half > 0 {
						// Left-aligned, so that each row's first cell
						// starts half a cell right of the one under it.
						dst = append(dst, ' ')
						dst = append(dst, name...)
						for k := len(name); k < width && (x < nx-1 || z < nz-1); k++ {
							dst = append(dst, ' ')
						}
						if x == nx-1 && z < nz-1 {
							for k := 0; k < (ny-1-y)*half; k++ {
								dst = append(dst, ' ')
							}
						}
						continue
					}
					for k := len(name); k <= width; k++ {
						dst = append(dst, ' ')
					}
					dst = append(dst, name...)
				}
			}
			dst = append(dst, '\n')
		}
		if f.Puzzle != 'B' {
			dst = append(dst, "~L\n"...)
		}
	}
	if f.Puzzle != 'B' {
		dst = append(dst, "~D\n"...)
	}
	return dst
}

// appendPieceLine appends "C:name=N:type=T:layout=x y z,x y z\n", the
// cells in x, y, z order as polycube lists them, each in the
// coordinates files give it on grid k (grid.Kind.FilePoint: on balls,
// the face-centred cubic lattice's).
func appendPieceLine(dst []byte, k grid.Kind, name string, kind byte, cells []solver.Point) []byte {
	cells = slices.Clone(cells)
	grid.SortPoints(cells, grid.Compare)
	for i, c := range cells {
		cells[i] = k.FilePoint(c)
	}
	dst = append(dst, "C:name="...)
	dst = append(dst, name...)
	dst = append(dst, ":type="...)
	dst = append(dst, kind)
	dst = append(dst, ":layout="...)
	for i, c := range cells {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = strconv.AppendInt(dst, int64(c.X), 10)
		dst = append(dst, ' ')
		dst = strconv.AppendInt(dst, int64(c.Y), 10)
		dst = append(dst, ' ')
		dst = strconv.AppendInt(dst, int64(c.Z), 10)
	}
	return append(dst, '\n')
}

// OutputFormat is polycube 1.2.1's solution output format (-f B, F or S
// with L or C), a command-line option: see ParseOutputFormat.
type OutputFormat struct {
	// Puzzle is 'B' (brief: the placed pieces only), 'F' (full: a
	// definition that can be read back) or 'S' (sub-puzzle: a definition
	// with the placed pieces stationary).
	Puzzle byte
	// Piece is 'L' (the pieces drawn as a layout) or 'C' (each piece as
	// coordinates).
	Piece byte
}

// ParseOutputFormat reads polycube 1.2.1's output format: up to two
// letters, one of B, F, S and one of L, C, in either case and order; a
// letter left out keeps its default (B, L).
func ParseOutputFormat(s string) (OutputFormat, error) {
	f := OutputFormat{Puzzle: 'B', Piece: 'L'}
	var puzzle, piece bool
	bad := fmt.Errorf("expected an output format of up to two letters, one of B, F, S (brief, full, sub-puzzle) and one of L, C (layout, coordinates), got %q", s)
	if s == "" || len(s) > 2 {
		return f, bad
	}
	for _, c := range strings.ToUpper(s) {
		switch {
		case strings.ContainsRune("BFS", c) && !puzzle:
			f.Puzzle, puzzle = byte(c), true
		case strings.ContainsRune("LC", c) && !piece:
			f.Piece, piece = byte(c), true
		default:
			return f, bad
		}
	}
	return f, nil
}

// IsOutputFormat reports whether s is one of polycube 1.2.1's output
// formats (-fFL) rather than 2.0's FILA thresholds (-f11).
func IsOutputFormat(s string) bool {
	_, err := ParseOutputFormat(s)
	return err == nil
}
