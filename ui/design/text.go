package design

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	"polyplay/def"
	"polyplay/solver"
)

// Kept is what a definition says that the drawing does not: it is kept
// from the text read and written again.
type Kept struct {
	// Before is the text before the puzzle's D line, verbatim (leading
	// comments, earlier puzzles of the file); After the text after its ~D
	// line (later puzzles).
	Before, After string
	// DComment is the comment at the end of the D line, with its #.
	DComment string
	// Notes are the other comments inside the puzzle, each with its #.
	Notes []string
	// Comments are the comments at the end of C lines, by piece name,
	// each with its #.
	Comments map[string]string
}

func (k Kept) clone() Kept {
	k.Notes = slices.Clone(k.Notes)
	k.Comments = maps.Clone(k.Comments)
	return k
}

// Read reads the index-th puzzle (from 0) of a definition text as a
// design. Mobile pieces of exactly the same cells (after translation)
// become copies of one piece. It returns the definition's error if the
// text is not valid.
func Read(name, src string, index int) (*Design, error) {
	ps, err := def.Parse(name, []byte(src))
	if err != nil {
		return nil, err
	}
	if index < 0 || index >= len(ps) {
		return nil, fmt.Errorf("the definition holds %d puzzles; there is no puzzle %d", len(ps), index+1)
	}
	p := ps[index]
	if len(p.Optional) > 0 {
		// A design has no such cells: dropping them would change the
		// puzzle.
		return nil, fmt.Errorf("the designer cannot draw cells that may stay empty (%d, marked with optional= or type=O); edit this puzzle as text", len(p.Optional))
	}
	if slices.ContainsFunc(p.Pieces, func(pc solver.Piece) bool { return pc.Spare }) {
		// Nor pieces used a range of times.
		return nil, errors.New("the designer cannot draw pieces that may be left out (count=LO..HI); edit this puzzle as text")
	}
	if err := checkSize(p.XDim, p.YDim, p.ZDim); err != nil {
		return nil, fmt.Errorf("too large to draw: %v", err)
	}
	d := &Design{X: p.XDim, Y: p.YDim, Z: p.ZDim, Grid: p.Grid, OneSided: p.OneSided, Fixed: make([]string, p.XDim*p.YDim*p.ZDim)}
	for _, pc := range p.Pieces {
		if pc.Stationary {
			for _, c := range pc.Cells {
				d.Fixed[d.Index(c)] = pc.Name
			}
			continue
		}
		n := NormalizeOn(p.Grid, pc.Cells)
		k := key(n)
		found := false
		for i, q := range d.Pieces {
			if key(NormalizeOn(p.Grid, q.Cells)) == k {
				d.Pieces[i].Names = append(d.Pieces[i].Names, pc.Name)
				found = true
				break
			}
		}
		if !found {
			// Keep the cells in the text's order: writing them back then
			// gives the same layout.
			cells := def.Normalize(pc.Cells)
			if p.Grid.Planar() {
				cells = slices.Clone(pc.Cells)
				p.Grid.Normalize(cells)
			}
			d.Pieces = append(d.Pieces, Piece{Names: []string{pc.Name}, Cells: cells})
		}
	}
	d.Kept = keep(src, p.Line)
	return d, nil
}

// keep collects the text around and the comments inside the puzzle whose
// D directive is on line dLine (from 1) of src, a valid definition.
func keep(src string, dLine int) Kept {
	lines := strings.SplitAfter(src, "\n")
	if len(lines) > 0 && lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	k := Kept{Before: strings.Join(lines[:dLine-1], "")}
	end := len(lines)
	for i := dLine - 1; i < len(lines); i++ {
		text, comment := splitComment(lines[i])
		if i == dLine-1 {
			k.DComment = comment
			continue
		}
		if strings.TrimSpace(text) == "~D" {
			end = i
			break
		}
		if comment == "" {
			continue
		}
		if name, ok := cName(text); ok {
			if k.Comments == nil {
				k.Comments = map[string]string{}
			}
			k.Comments[name] = comment
			continue
		}
		k.Notes = append(k.Notes, comment)
	}
	if end+1 < len(lines) {
		k.After = strings.Join(lines[end+1:], "")
	}
	return k
}

// splitComment splits a line into its text and its comment (from #,
// without the line end and trailing blanks).
func splitComment(line string) (text, comment string) {
	line = strings.TrimRight(line, "\r\n")
	if i := strings.IndexByte(line, '#'); i >= 0 {
		return line[:i], strings.TrimRight(line[i:], " \t\r")
	}
	return line, ""
}

// cName returns the piece name of a C directive line.
func cName(text string) (string, bool) {
	fields := strings.Split(text, ":")
	if strings.TrimSpace(fields[0]) != "C" {
		return "", false
	}
	for _, f := range fields[1:] {
		if k, v, ok := strings.Cut(f, "="); ok && strings.TrimSpace(k) == "name" {
			return strings.TrimSpace(v), true
		}
	}
	return "", false
}

// Text writes the design as a definition: the kept text before the
// puzzle, the D line, the kept notes, the pieces as def.Format writes
// them (flat pieces of a 2-D puzzle drawn in a layout, others as C lines
// with their kept comments), then the kept text after the puzzle. A
// design that is not a valid puzzle yet (no pieces, or cells that do not
// add up) is written all the same; the definition's parser then says
// what is wrong.
func (d *Design) Text() string {
	var b strings.Builder
	b.WriteString(d.Kept.Before)
	if s := d.Kept.Before; s != "" && !strings.HasSuffix(s, "\n") {
		b.WriteByte('\n')
	}
	// The D line as def.Format writes it (the box, the grid, oneSide).
	p := d.Problem()
	b.WriteString(strings.TrimSuffix(strings.SplitAfter(def.Format(p), "\n")[1], "\n"))
	if d.Kept.DComment != "" {
		b.WriteString("  " + d.Kept.DComment)
	}
	b.WriteByte('\n')
	for _, n := range d.Kept.Notes {
		b.WriteString(n + "\n")
	}
	// Flat pieces of a 2-D puzzle with a comment of their own are written
	// as C lines after the rest, since a layout cannot carry it.
	var commented []solver.Piece
	if d.Z == 1 {
		kept := p.Pieces[:0]
		for _, pc := range p.Pieces {
			if d.Kept.Comments[pc.Name] != "" {
				commented = append(commented, pc)
				continue
			}
			kept = append(kept, pc)
		}
		p.Pieces = kept
	}
	body := def.Format(p)
	for _, line := range strings.SplitAfter(body, "\n")[2:] {
		if line == "~D\n" || line == "" {
			break
		}
		if name, ok := cName(line); ok && d.Kept.Comments[name] != "" {
			line = strings.TrimSuffix(line, "\n") + "  " + d.Kept.Comments[name] + "\n"
		}
		b.WriteString(line)
	}
	for _, pc := range commented {
		typ := ""
		if pc.Stationary {
			typ = ":type=S"
		}
		coords := make([]string, len(pc.Cells))
		for i, c := range pc.Cells {
			coords[i] = c.String()
		}
		fmt.Fprintf(&b, "C:name=%s%s:layout=%s  %s\n", pc.Name, typ, strings.Join(coords, ", "), d.Kept.Comments[pc.Name])
	}
	b.WriteString("~D\n")
	b.WriteString(d.Kept.After)
	return b.String()
}
