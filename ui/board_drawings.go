package ui

import (
	"fmt"

	"polyplay/solver"
	"polyplay/ui/draw"
	"polyplay/ui/figures"
	"polyplay/ui/player"
)

// puzzleDrawings are the board's drawings of the puzzle before solving:
// its region and its pieces. The board makes them when the session
// changes (board.OnUpdate), through the page's cache of drawings, so
// that its Render only reads them.
type puzzleDrawings struct {
	// p is the puzzle drawn, nil for none.
	p *solver.Problem
	// region is the region's drawing.
	region string
	// pieces are the pieces' drawings, the moving pieces only.
	pieces []pieceDrawing
}

// pieceDrawing is a piece's drawings: as layers, and in 3-D (a 3-D
// puzzle's pieces only).
type pieceDrawing struct {
	name, layers, cubes string
}

// drawPuzzle draws puzzle p (nil: nothing) with the page's palette.
func (c *board) drawPuzzle(p *solver.Problem) puzzleDrawings {
	if p == nil {
		return puzzleDrawings{}
	}
	pal := c.own.palette(p)
	d := puzzleDrawings{p: p}
	d.region = c.cache.Get(fmt.Sprintf("region:%p", p), func() string {
		g := draw.RegionGrid(p)
		return g.SVG(pal, draw.SVGOptions{Title: regionTitle(p), Class: "board", LayerCaptions: true, CellPixels: g.FitCells(540, 8, 40)})
	})
	for i, pc := range p.Pieces {
		if pc.Stationary {
			continue
		}
		title := fmt.Sprintf("Piece %s, %s", pc.Name, figures.Count(int64(len(pc.Cells)), p.Grid.Unit(p.ZDim)))
		pd := pieceDrawing{name: pc.Name}
		if p.ZDim > 1 {
			// 3-D pieces: a picture in 3-D above the exact layers.
			pd.cubes = c.cache.Get(fmt.Sprintf("piece3d:%p:%d", p, i), func() string {
				svg, err := draw.PieceSVG3D(p.Grid, pc, pal.Colour(pc.Name), title+", in 3-D", 72, 60)
				if err != nil {
					return "<span></span>"
				}
				return svg
			})
			title += ", as layers"
		}
		pd.layers = c.cache.Get(fmt.Sprintf("piece:%p:%d", p, i), func() string {
			return draw.PieceGridOn(p.Grid, pc, player.PaletteOf(p)).SVG(pal, draw.SVGOptions{Title: title, Class: "piece-svg", CellPixels: 11})
		})
		d.pieces = append(d.pieces, pd)
	}
	return d
}
