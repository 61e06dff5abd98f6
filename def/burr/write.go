package burr

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"

	"polyplay/def"
	"polyplay/solver"
	"polyplay/solver/grid"
	"polyplay/solver/puzzle"
)

// Write writes p as a BurrTools file (XML, not gzipped, version 2) of
// one problem, on the grids BurrTools has (grid.Kind.BurrTools): a shape
// for each of p's shapes (pieces that the solver takes for copies of one
// another are one shape with their count, or from how many to how many
// where some are spare), with their constraint colours and their groups
// (BurrTools' group attribute where all the pieces of a shape are in one
// group, else group elements), and the result shape: the region's cells
// filled (#), its optional cells variable (+), each with its colour, the cells of
// stationary pieces empty. Each shape is moved so that its coordinates
// are at least 0, by a step that keeps it on the grid. The colour pairs
// of p (Problem.Colours) are the problem's, and the file defines as many
// colours as the largest it uses. A one-sided puzzle, which BurrTools
// cannot express (its flat pieces turn over in space), is an error, as
// is a grid that BurrTools has not.
func Write(w io.Writer, p *puzzle.Problem) error {
	typ, ok := p.Grid.BurrTools()
	if !ok {
		return fmt.Errorf("%ss: BurrTools has no such grid (it reads %s)", p.Grid.Noun(), grid.BurrToolsTypes())
	}
	if p.OneSided {
		return errors.New("a one-sided puzzle: BurrTools turns flat pieces over in space, and has no one-sided pieces")
	}
	m, err := solver.NewModel(p)
	if err != nil {
		return err
	}
	colours := 0
	for _, rc := range p.Colours.Region {
		colours = max(colours, rc.Colour)
	}
	for _, pc := range p.Pieces {
		for _, c := range pc.Colours {
			colours = max(colours, c)
		}
	}
	for _, a := range p.Colours.Allow {
		colours = max(colours, a.Piece, a.Region)
	}

	if colours > 0 {
		colours = max(colours, len(p.Colours.Palette))
	}

	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "<?xml version=\"1.0\"?>\n<puzzle version=\"2\">\n<gridType type=\"%d\"/>\n", typ)
	if colours > 0 {
		bw.WriteString("<colors>\n")
		for i := range colours {
			// The puzzle's own colours, else colours told apart by their
			// hue, as BurrTools shows them.
			c := puzzle.RGB{R: uint8((60 + i*97) % 256), G: uint8((200 + i*53) % 256), B: uint8((120 + i*151) % 256)}
			if i < len(p.Colours.Palette) {
				c = p.Colours.Palette[i]
			}
			fmt.Fprintf(bw, "<color red=\"%d\" green=\"%d\" blue=\"%d\"/>\n", c.R, c.G, c.B)
		}
		bw.WriteString("</colors>\n")
	}
	bw.WriteString("<shapes>\n")
	var counts, spares []int
	var groups []map[int]int // per shape: its pieces by group
	for _, sh := range m.Shapes {
		g := map[int]int{}
		for _, i := range sh.Pieces {
			g[p.Pieces[i].Group]++
		}
		groups = append(groups, g)
		pc := p.Pieces[sh.Pieces[0]]
		writeVoxel(bw, p.Grid, pc.Name, pc.Cells, cellStates(len(pc.Cells), '#', pc.Colours))
		spare := 0
		for _, i := range sh.Pieces {
			if p.Pieces[i].Spare {
				spare++
			}
		}
		counts, spares = append(counts, len(sh.Pieces)), append(spares, spare)
	}
	// The result: the region's cells, then its optional ones.
	colourAt := map[grid.Point]int{}
	for _, rc := range p.Colours.Region {
		colourAt[rc.Cell] = rc.Colour
	}
	optional := map[grid.Point]bool{}
	for _, c := range p.Optional {
		optional[c] = true
	}
	var cells []grid.Point
	var states []string
	for _, c := range m.Cells {
		s := "#"
		if optional[c] {
			s = "+"
		}
		if k := colourAt[c]; k != 0 {
			s += strconv.Itoa(k)
		}
		cells = append(cells, c)
		states = append(states, s)
	}
	writeVoxel(bw, p.Grid, "result", cells, states)
	bw.WriteString("</shapes>\n<problems>\n")
	fmt.Fprintf(bw, "<problem name=\"%s\">\n<shapes>\n", escape.Replace(p.Name))
	for i, n := range counts {
		fmt.Fprintf(bw, "<shape id=\"%d\"", i)
		if spares[i] > 0 { // used from n-spares to n times
			fmt.Fprintf(bw, " min=\"%d\" max=\"%d\"", n-spares[i], n)
		} else {
			fmt.Fprintf(bw, " count=\"%d\"", n)
		}
		writeGroups(bw, groups[i], n)
	}
	fmt.Fprintf(bw, "</shapes>\n<result id=\"%d\"/>\n", len(counts))
	if len(p.Colours.Allow) > 0 {
		bw.WriteString("<bitmap>\n")
		for _, a := range p.Colours.Allow {
			// A pair counts colours from 0.
			fmt.Fprintf(bw, "<pair piece=\"%d\" result=\"%d\"/>\n", a.Piece-1, a.Region-1)
		}
		bw.WriteString("</bitmap>\n")
	}
	bw.WriteString("</problem>\n</problems>\n</puzzle>\n")
	return bw.Flush()
}

// escape writes text as an attribute's value of XML.
var escape = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;", "'", "&apos;")

// cellStates returns the states of n cells of one state, each followed
// by its colour where it has one.
func cellStates(n int, state byte, colours []int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = string(state)
		if colours != nil && colours[i] != 0 {
			out[i] += strconv.Itoa(colours[i])
		}
	}
	return out
}

// writeVoxel writes a voxel space holding cells (Polyplay's cells of
// grid g) in the given states, in BurrTools' coordinates (FilePoint),
// moved so that the least coordinates are 0 or, where that would change
// a cell's kind (a triangle's direction, a ball's place on the lattice),
// 1 in x; on a grid of cells several to a block of voxels
// (grid.Kind.FileBlock), moved by the grid's own move to its first
// blocks, the voxels where they fall in them.
func writeVoxel(bw *bufio.Writer, g grid.Kind, name string, cells []grid.Point, states []string) {
	block := g.FileBlock() > 0
	if block {
		cells = def.NormalizeGrid(g, cells)
	}
	pts := make([]grid.Point, len(cells))
	for i, c := range cells {
		pts[i] = g.FilePoint(c)
	}
	lo := pts[0]
	for _, q := range pts {
		lo = grid.Point{X: min(lo.X, q.X), Y: min(lo.Y, q.Y), Z: min(lo.Z, q.Z)}
	}
	// A step whose coordinates add up to an even number keeps every
	// triangle pointing as it did and every ball on the lattice.
	if (lo.X+lo.Y+lo.Z)%2 != 0 {
		lo.X--
	}
	if block {
		lo = grid.Point{}
	}
	var hi grid.Point
	at := map[grid.Point]string{}
	for i, q := range pts {
		q = grid.Point{X: q.X - lo.X, Y: q.Y - lo.Y, Z: q.Z - lo.Z}
		hi = grid.Point{X: max(hi.X, q.X), Y: max(hi.Y, q.Y), Z: max(hi.Z, q.Z)}
		at[q] = states[i]
	}
	var text strings.Builder
	for z := range hi.Z + 1 {
		for y := range hi.Y + 1 {
			for x := range hi.X + 1 {
				if s, ok := at[grid.Point{X: x, Y: y, Z: z}]; ok {
					text.WriteString(s)
				} else {
					text.WriteByte('_')
				}
			}
		}
	}
	fmt.Fprintf(bw, "<voxel x=\"%d\" y=\"%d\" z=\"%d\" type=\"0\" name=\"%s\">%s</voxel>\n", hi.X+1, hi.Y+1, hi.Z+1, escape.Replace(name), text.String())
}

// writeGroups ends a problem's shape element of n pieces, by group (0
// for none) in groups: all in one group is its group attribute; in
// several, a group element for each group (BurrTools' form).
func writeGroups(bw *bufio.Writer, groups map[int]int, n int) {
	if len(groups) == 1 {
		if g := slices.Collect(maps.Keys(groups))[0]; g != 0 {
			fmt.Fprintf(bw, " group=\"%d\"", g)
		}
		bw.WriteString("/>\n")
		return
	}
	bw.WriteString(">\n")
	for _, g := range slices.Sorted(maps.Keys(groups)) {
		if g != 0 {
			fmt.Fprintf(bw, "<group group=\"%d\" count=\"%d\"/>\n", g, groups[g])
		}
	}
	bw.WriteString("</shape>\n")
}
