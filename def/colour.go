package def

import (
	"fmt"
	"strconv"
	"strings"

	"polyplay/solver/grid"
	"polyplay/solver/puzzle"
)

// Colour constraints (puzzle.Colours) in the definition format: the D
// directive's allow= lists the pairs of colours that fit, as
// PIECE-REGION pairs separated by blanks; a C directive's colours= gives
// each cell of its layout a colour, 0 (neutral) to puzzle.MaxColour, in
// the layout's order, on a mobile piece or on a mark of the region's
// colours (type=K), which, as a mark of optional cells, is no piece.
// The D directive's palette= gives the colours their look, colour 1
// first, each as six hexadecimal digits rrggbb, without the # that
// would begin a comment (puzzle.Colours.Palette).

// colourSetting reads the D directive's setting s into prob if it is
// one of the colours' (allow= or palette=), and reports whether it is.
func (r *lines) colourSetting(line int, s setting, prob *puzzle.Problem) (bool, error) {
	switch s.key.text {
	case "allow":
		return true, r.parseAllow(line, s, prob)
	case "palette":
		return true, r.parsePalette(line, s, prob)
	}
	return false, nil
}

// parseAllow reads the D directive's allow= setting into prob.
func (r *lines) parseAllow(line int, s setting, prob *puzzle.Problem) error {
	if err := r.needValue(line, s); err != nil {
		return err
	}
	for _, w := range words(s.value) {
		a, b, ok := strings.Cut(w.text, "-")
		pc, err1 := r.number(line, field{text: a, col: w.col}, "a piece colour")
		rc, err2 := r.number(line, field{text: b, col: w.col + len(a) + 1}, "a region colour")
		if !ok || err1 != nil || err2 != nil || pc < 1 || pc > puzzle.MaxColour || rc < 1 || rc > puzzle.MaxColour {
			return r.errf(line, w.col, "expected a pair of colours PIECE-REGION, each 1 to %d, for allow, found %s", puzzle.MaxColour, quote(w.text))
		}
		prob.Colours.Allow = append(prob.Colours.Allow, puzzle.ColourPair{Piece: pc, Region: rc})
	}
	return nil
}

// parsePalette reads the D directive's palette= setting into prob.
func (r *lines) parsePalette(line int, s setting, prob *puzzle.Problem) error {
	if err := r.needValue(line, s); err != nil {
		return err
	}
	for _, w := range words(s.value) {
		c, ok := parseRGB(w.text)
		if !ok {
			return r.errf(line, w.col, "expected a colour rrggbb (six hexadecimal digits) for palette, found %s", quote(w.text))
		}
		if len(prob.Colours.Palette) == puzzle.MaxColour {
			return r.errf(line, w.col, "more than %d colours for palette", puzzle.MaxColour)
		}
		prob.Colours.Palette = append(prob.Colours.Palette, c)
	}
	return nil
}

// parseRGB reads a colour written rrggbb.
func parseRGB(s string) (puzzle.RGB, bool) {
	if len(s) != 6 {
		return puzzle.RGB{}, false
	}
	var v [3]uint8
	for i := range v {
		n, err := strconv.ParseUint(s[2*i:2+2*i], 16, 8)
		if err != nil {
			return puzzle.RGB{}, false
		}
		v[i] = uint8(n)
	}
	return puzzle.RGB{R: v[0], G: v[1], B: v[2]}, true
}

// pieceType reads a C directive's type= setting: M (mobile), S
// (stationary), O (a mark of optional cells) or K (a mark of colours).
func (r *lines) pieceType(line int, s setting) (stationary, optional, colours bool, err error) {
	if err := r.needValue(line, s); err != nil {
		return false, false, false, err
	}
	switch s.value.text {
	case "M":
		return false, false, false, nil
	case "S":
		return true, false, false, nil
	case "O":
		return false, true, false, nil
	case "K":
		return true, false, true, nil
	}
	return false, false, false, r.errf(line, s.value.col, "expected M (mobile), S (stationary), O (optional: cells of the region that may stay empty) or K (the colours of cells of the region) for type, found %s", quote(s.value.text))
}

// parseColours reads a C directive's colours= setting.
func (r *lines) parseColours(line int, s setting) ([]int, error) {
	if err := r.needValue(line, s); err != nil {
		return nil, err
	}
	var out []int
	for _, w := range words(s.value) {
		c, err := r.number(line, w, "a colour")
		if err != nil {
			return nil, err
		}
		if c < 0 || c > puzzle.MaxColour {
			return nil, r.errf(line, w.col, "colour %d is out of range; expected 0 to %d", c, puzzle.MaxColour)
		}
		out = append(out, c)
	}
	return out, nil
}

// setColours gives the cells of pd, just read from a C directive's
// layout, the colours of its colours= setting s (nil if none).
func (d *draft) setColours(src *lines, line int, pd *pieceDef, s *setting) error {
	if s == nil {
		if pd.colours {
			return src.errf(line, pd.col, "the mark of colours %s has no colours=; expected one colour for each cell", pd.piece.Name)
		}
		return nil
	}
	colours, err := src.parseColours(line, *s)
	if err != nil {
		return err
	}
	col := s.key.col
	if pd.piece.Stationary && !pd.colours {
		return src.errf(line, col, "colours= applies to mobile pieces and marks of colours (type=K), not to %s", pd.piece.Name)
	}
	if len(colours) != len(pd.piece.Cells) {
		return src.errf(line, col, "%d colours for the %d cells of %s; expected one for each cell", len(colours), len(pd.piece.Cells), pd.piece.Name)
	}
	pd.piece.Colours = colours
	return nil
}

// regionColours adds the cells of the marks of colours to prob.
func (d *draft) regionColours(prob *puzzle.Problem) {
	for _, pd := range d.colourMarks {
		for i, c := range pd.piece.Cells {
			if pd.piece.Colours[i] != 0 {
				prob.Colours.Region = append(prob.Colours.Region, puzzle.ColourCell{Cell: c, Colour: pd.piece.Colours[i]})
			}
		}
	}
}

// writeAllow writes the D directive's allow= setting of p, if any.
func writeAllow(b *strings.Builder, p *puzzle.Problem) {
	if len(p.Colours.Allow) == 0 {
		return
	}
	pairs := make([]string, len(p.Colours.Allow))
	for i, a := range p.Colours.Allow {
		pairs[i] = fmt.Sprintf("%d-%d", a.Piece, a.Region)
	}
	fmt.Fprintf(b, ":allow=%s", strings.Join(pairs, " "))
}

// writePalette writes the D directive's palette= setting of p, if any.
func writePalette(b *strings.Builder, p *puzzle.Problem) {
	if len(p.Colours.Palette) == 0 {
		return
	}
	hex := make([]string, len(p.Colours.Palette))
	for i, c := range p.Colours.Palette {
		hex[i] = strings.TrimPrefix(c.Hex(), "#")
	}
	fmt.Fprintf(b, ":palette=%s", strings.Join(hex, " "))
}

// coloured reports whether a piece's cells carry a colour other than 0.
func coloured(pc puzzle.Piece) bool {
	for _, c := range pc.Colours {
		if c != 0 {
			return true
		}
	}
	return false
}

// writeColoured writes a coloured mobile piece as a C directive with its
// group and colours.
func writeColoured(b *strings.Builder, g grid.Kind, pc puzzle.Piece) {
	writeCColours(b, g, pc.Name, groupSetting(pc), NormalizeGrid(g, pc.Cells), pc.Colours)
}

// writeRegionColours writes the region's colours as a mark of colours
// (type=K), named % or, if a piece has that name, %2, %3, ...
func writeRegionColours(b *strings.Builder, p *puzzle.Problem) {
	if len(p.Colours.Region) == 0 {
		return
	}
	taken := map[string]bool{}
	for _, pc := range p.Pieces {
		taken[pc.Name] = true
	}
	mark := "%"
	for n := 2; taken[mark]; n++ {
		mark = fmt.Sprintf("%%%d", n)
	}
	cells := make([]grid.Point, len(p.Colours.Region))
	colours := make([]int, len(p.Colours.Region))
	for i, rc := range p.Colours.Region {
		cells[i], colours[i] = rc.Cell, rc.Colour
	}
	writeCColours(b, p.Grid, mark, ":type=K", cells, colours)
}

// writeCColours writes a C directive (writeC) with a colours= setting.
func writeCColours(b *strings.Builder, g grid.Kind, name, typ string, cells []grid.Point, colours []int) {
	var c strings.Builder
	writeC(&c, g, name, typ, cells)
	b.WriteString(strings.TrimSuffix(c.String(), "\n"))
	words := make([]string, len(colours))
	for i, v := range colours {
		words[i] = fmt.Sprint(v)
	}
	fmt.Fprintf(b, ":colours=%s\n", strings.Join(words, " "))
}

// markColours makes pd, just defined as a stationary piece, a mark of
// the region's colours, no piece, if mark is set.
func (d *draft) markColours(pd *pieceDef, mark bool) {
	if !mark {
		return
	}
	d.pieces = d.pieces[:len(d.pieces)-1]
	pd.colours = true
	d.colourMarks = append(d.colourMarks, pd)
}
