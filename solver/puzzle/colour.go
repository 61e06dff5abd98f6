package puzzle

import (
	"fmt"

	"polyplay/solver/grid"
)

// MaxColour is the largest constraint colour, as in BurrTools: colours
// are 1 to MaxColour, and 0 is the neutral colour, which any cell may
// carry and which fits anywhere.
const MaxColour = 63

// ColourCell gives a cell of the region a constraint colour.
type ColourCell struct {
	Cell   grid.Point
	Colour int
}

// ColourPair allows a piece's cell of colour Piece to cover a cell of
// the region of colour Region.
type ColourPair struct {
	Piece, Region int
}

// Colours are a problem's colour constraints: the colours of the
// region's cells and of the pieces' cells (Piece.Colours), and which
// piece colour may cover which region colour. A placement is allowed
// only if each cell of the piece may cover the cell under it: a cell of
// the neutral colour (0), the piece's or the region's, fits any cell,
// and a coloured cell of a piece covers a coloured cell of the region
// only if a pair of Allow names their colours. The zero value
// constrains nothing.
type Colours struct {
	// Region lists the coloured cells of the region (each once); the
	// others are neutral.
	Region []ColourCell
	// Allow lists the pairs of colours that fit.
	Allow []ColourPair
	// Palette, if not empty, gives the colours their look: colour n is
	// shown in Palette[n-1] (at most MaxColour). It is for people only
	// and constrains nothing; a colour beyond it is shown as the page's
	// own.
	Palette []RGB
}

// RGB is a colour's red, green and blue, each 0 to 255.
type RGB struct{ R, G, B uint8 }

// Hex returns c as "#rrggbb".
func (c RGB) Hex() string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

// Constrains reports whether the colours count: some cell of the region
// or of a mobile piece carries a colour. They then restrict the
// placements (where both do), tell apart two placements of a piece on
// the same cells with other colours on them (each way round of a piece
// whose own symmetry does not keep its colours), and keep only the
// symmetries of the region that keep its colours, as in BurrTools.
func (p *Problem) Constrains() bool {
	for _, rc := range p.Colours.Region {
		if rc.Colour != 0 {
			return true
		}
	}
	for _, pc := range p.Pieces {
		if !pc.Stationary {
			for _, c := range pc.Colours {
				if c != 0 {
					return true
				}
			}
		}
	}
	return false
}

// Fits reports whether a piece's cell of colour pc may cover a region
// cell of colour rc.
func (c *Colours) Fits(pc, rc int) bool {
	if pc == 0 || rc == 0 {
		return true
	}
	for _, a := range c.Allow {
		if a.Piece == pc && a.Region == rc {
			return true
		}
	}
	return false
}

// validateColours checks the colours: each in 0 to MaxColour, a piece's
// as many as its cells, the region's coloured cells open cells of the
// box, each once, and at most MaxColour in the palette.
func (p *Problem) validateColours(stationary map[grid.Point]string) error {
	bad := func(c int) bool { return c < 0 || c > MaxColour }
	for _, pc := range p.Pieces {
		if pc.Colours == nil {
			continue
		}
		if len(pc.Colours) != len(pc.Cells) {
			return fmt.Errorf("piece %s has %d colours for its %d cells", pc.Name, len(pc.Colours), len(pc.Cells))
		}
		for _, c := range pc.Colours {
			if bad(c) {
				return fmt.Errorf("piece %s has colour %d; colours are 0 to %d", pc.Name, c, MaxColour)
			}
		}
	}
	seen := map[grid.Point]bool{}
	for _, rc := range p.Colours.Region {
		if bad(rc.Colour) {
			return fmt.Errorf("region cell (%v) has colour %d; colours are 0 to %d", rc.Cell, rc.Colour, MaxColour)
		}
		if err := p.regionCell("coloured", rc.Cell, stationary, seen); err != nil {
			return err
		}
	}
	for _, a := range p.Colours.Allow {
		if a.Piece < 1 || a.Piece > MaxColour || a.Region < 1 || a.Region > MaxColour {
			return fmt.Errorf("colour pair %d on %d: colours of a pair are 1 to %d", a.Piece, a.Region, MaxColour)
		}
	}
	if len(p.Colours.Palette) > MaxColour {
		return fmt.Errorf("a palette of %d colours; at most %d", len(p.Colours.Palette), MaxColour)
	}
	return nil
}

// regionCell checks that c, an optional or coloured cell (what), is a
// cell of the region: in the box, off the stationary pieces, not seen
// before; and marks it seen.
func (p *Problem) regionCell(what string, c grid.Point, stationary map[grid.Point]string, seen map[grid.Point]bool) error {
	switch {
	case c.X < 0 || c.Y < 0 || c.Z < 0 || c.X >= p.XDim || c.Y >= p.YDim || c.Z >= p.ZDim:
		return fmt.Errorf("%s cell (%v) is outside the %dx%dx%d box", what, c, p.XDim, p.YDim, p.ZDim)
	case stationary[c] != "":
		return fmt.Errorf("%s cell (%v) is a cell of stationary piece %s", what, c, stationary[c])
	case seen[c]:
		return fmt.Errorf("%s cell (%v) is listed twice", what, c)
	}
	seen[c] = true
	return nil
}
