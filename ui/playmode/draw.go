package playmode

import (
	"polyplay/solver"
	"polyplay/trace"
	"polyplay/ui/draw"
	"polyplay/ui/play"
	"polyplay/ui/player"
)

// Play mode's drawings, made by ui/draw from the game: the board of a
// flat puzzle (a solid's is its scene, scene.go).

// playLayerSVG draws layer z of game g's board with cells of cs pixels:
// the board itself (the svg's id and title given); the cursor is drawn
// when no piece is in hand and it is on layer z.
func playLayerSVG(g *play.Game, pal draw.Palette, dead *play.DeadEnd, note play.Note, z int, cursor solver.Point, cs int, id, title string) string {
	pz := g.Puzzle()
	if legend := player.RegionLegend(pz.Problem, pz.CellName); legend != "" {
		title += ". " + legend
	}
	l := draw.PlayLayer{ID: id, Title: title, X: pz.X, Y: pz.Y, CellPixels: cs, Colours: pal, Fixed: map[[2]int]bool{}, Kind: pz.Grid()}
	var b *trace.Board
	if pz.Grid().Planar() {
		b = player.NewBoard(pz.Problem) // its Hidden cells are not drawn
	}
	l.Names = make([][]string, pz.Y)
	for y := range pz.Y {
		l.Names[y] = make([]string, pz.X)
		for x := range pz.X {
			c := solver.Point{X: x, Y: y, Z: z}
			switch {
			case b != nil && b.Hidden(c):
				l.Names[y][x] = draw.Absent
			case pz.Stationary(c) != "":
				l.Names[y][x] = draw.StationaryMark + pz.Stationary(c)
			case !pz.Open(c):
				l.Names[y][x] = draw.Absent
			}
		}
	}
	for _, pl := range g.Placed() {
		for _, c := range pz.Cells(pl) {
			if c.Z == z {
				l.Names[c.Y][c.X] = pz.Pieces[pl.Piece].Name
				l.Fixed[[2]int{c.X, c.Y}] = pl.Fixed
			}
		}
	}
	onLayer := func(cells []solver.Point) []solver.Point {
		var out []solver.Point
		for _, c := range cells {
			if c.Z == z {
				out = append(out, c)
			}
		}
		return out
	}
	if dead != nil {
		l.Dead = onLayer(dead.Cells)
	}
	if note.Refused {
		l.Refused = onLayer(note.Cells)
	}
	if h, ok := g.Held(); ok {
		l.HeldColour = pal.Colour(pz.Pieces[h.Piece].Name)
		l.Held = onLayer(g.HeldCells())
		if h.At.Z == z {
			at := h.At
			l.HeldAt = &at
		}
	} else if cursor.Z == z {
		l.Cursor = &cursor
	}
	l.Marks, l.HeldMarks = boardMarks(g)
	return l.SVG()
}

// boardMarks returns the constraint colours on the board of game g's
// flat puzzle of squares (none on other grids, whose marks the board
// does not draw): rings on the open cells that require a colour
// (player.RegionMarks), discs on the placed pieces' coloured cells, and
// those of the piece in hand, on its cells in the box.
func boardMarks(g *play.Game) (marks, held []player.Mark) {
	pz := g.Puzzle()
	if !pz.Coloured() || pz.ThreeD() || pz.Grid().Planar() {
		return nil, nil
	}
	p := pz.Problem
	marks = player.RegionMarks(p, func(c solver.Point) bool { _, on := g.PieceAt(c); return on })
	placed, _ := player.SolutionMarks(p, solver.Solution{Placements: g.Position()})
	marks = append(marks, placed...)
	if h, ok := g.Held(); ok {
		pl := solver.Placement{Piece: pz.Pieces[h.Piece].Name}
		cols := pz.PieceColours(h.Piece)
		for k, c := range g.HeldCells() {
			if pz.Open(c) && cols != nil {
				pl.Cells, pl.Colours = append(pl.Cells, c), append(pl.Colours, cols[k])
			}
		}
		held, _ = player.SolutionMarks(p, solver.Solution{Placements: []solver.Placement{pl}})
	}
	return marks, held
}

// gamePalette returns the colours of the pieces of game g's puzzle in
// scheme s: Play's board and scene find them as the game or the scheme
// comes in, so that their Render only reads them.
func gamePalette(g *play.Game, s player.Scheme) draw.Palette {
	return draw.Palette(player.SchemeColours(g.Puzzle().Problem, s))
}
