package page

import (
	"cmp"
	"errors"
	"fmt"
	"strings"

	"polyplay/def"
	"polyplay/def/burr"
	"polyplay/solver"
	"polyplay/ui/mypuzzles"
)

// definition is the puzzle definition in the editor, where it came from,
// and what parsing it gave: its puzzles, the one selected, or the error.
type definition struct {
	// Entries is the built-in library.
	Entries []def.Entry
	// Key is the library entry the definition comes from, "" if none.
	Key string
	// Source is the definition text in the editor.
	Source string
	// Edited is set when Source is not a library entry's text.
	Edited bool
	// Name is the name the person gave an edited definition (its entry
	// in My puzzles), "" if none: Title uses it.
	Name string
	// FileName names the definition in error messages and downloads.
	FileName string
	// Puzzles are the puzzles of a valid Source; Index selects one.
	Puzzles []*def.Puzzle
	Index   int
	// Err is the parse error of Source, nil when it is valid.
	Err error
	// opened counts the puzzles opened (a library entry, a file under
	// another name): edits of the one in the editor leave it as it is.
	opened int
}

// Entry returns the library entry with the given key.
func (d *definition) Entry(key string) (def.Entry, bool) {
	for _, e := range d.Entries {
		if e.Key == key {
			return e, true
		}
	}
	return def.Entry{}, false
}

// LoadEntry puts a library puzzle in the editor.
func (d *definition) LoadEntry(key string) error {
	e, ok := d.Entry(key)
	if !ok {
		return fmt.Errorf("no puzzle %q in the library", key)
	}
	d.Key = key
	d.opened++
	d.setSource(key+".txt", e.Source)
	d.Edited = false
	return nil
}

// SetSource replaces the definition text (the user typed or pasted) and
// parses it. name names the file in messages; empty keeps the current one.
// A text longer than def.MaxText or def.MaxLines is refused at once, the
// definition left as it was, with def.CheckText's error: the words of
// Open a file (package def/source).
func (d *definition) SetSource(name, src string) error {
	if name == "" {
		name = d.FileName
	}
	if err := def.CheckText(cmp.Or(name, "puzzle.txt"), src); err != nil {
		return err
	}
	if name != d.FileName {
		d.opened++
	}
	d.setSource(name, src)
	e, ok := d.Entry(d.Key)
	d.Edited = !ok || e.Source != src
	return nil
}

// burrPasted is the editor's error for a BurrTools file's text: the
// editor holds definitions, and Open a file reads BurrTools files.
const burrPasted = "this is a BurrTools file (XML), not a definition: open it with \"Open a file…\" on the Puzzle tab (or drop the file on the page), which reads it"

// burrPrefix is how much of the editor's text tells a BurrTools file.
const burrPrefix = 512

// setSource sets and parses the definition text, named name.
func (d *definition) setSource(name, src string) {
	if name == "" {
		name = "puzzle.txt"
	}
	d.FileName, d.Source = name, src
	d.Puzzles, d.Err = nil, nil
	if burr.Detect([]byte(src[:min(len(src), burrPrefix)])) {
		at := len(src) - len(strings.TrimLeft(src, " \t\r\n"))
		line := 1 + strings.Count(src[:at], "\n")
		col := at - strings.LastIndexByte(src[:at], '\n')
		d.Err = &def.Error{File: name, Line: line, Col: col, Msg: burrPasted}
		d.Index = 0
		return
	}
	ps, err := def.Parse(name, []byte(src))
	switch {
	case err != nil:
		d.Err = err
	case len(ps) == 0:
		d.Err = &def.Error{File: name, Line: 1, Col: 1, Msg: "the definition holds no puzzle (a puzzle starts with a D: line)"}
	default:
		d.Puzzles = ps
	}
	d.Index = min(d.Index, max(len(d.Puzzles)-1, 0))
}

// Problem returns the selected puzzle, or nil if the definition is invalid.
func (d *definition) Problem() *solver.Problem {
	if d.Err != nil || d.Index >= len(d.Puzzles) {
		return nil
	}
	return &d.Puzzles[d.Index].Problem
}

// ErrorPos returns the line and column of the parse error (0, 0 if none or
// unknown).
func (d *definition) ErrorPos() (line, col int) {
	var de *def.Error
	if errors.As(d.Err, &de) {
		return de.Line, de.Col
	}
	return 0, 0
}

// ErrorText returns what is wrong with the definition, without the file
// name and position that ErrorPos gives ("the puzzle has no pieces"), or
// "" when nothing is.
func (d *definition) ErrorText() string {
	var de *def.Error
	switch {
	case d.Err == nil:
		return ""
	case errors.As(d.Err, &de):
		return de.Msg
	}
	return d.Err.Error()
}

// Title names the selected puzzle for people.
func (d *definition) Title() string {
	if e, ok := d.Entry(d.Key); ok && !d.Edited {
		return e.Title
	}
	if d.Edited && d.Name != "" {
		return d.Name
	}
	if p := d.Problem(); p != nil {
		if d.Key != "" {
			return p.Name + " (edited)"
		}
		return p.Name
	}
	// Not yet a puzzle (a drawing just begun): its first comment line
	// names it, as it will once it is one.
	if own := mypuzzles.Title(d.Source); own != "" {
		return own
	}
	return strings.TrimSuffix(d.FileName, ".txt")
}
