package mypuzzles

import (
	"strings"
	"unicode"
)

// Default is the name of an entry that nothing else names.
const Default = "My puzzle"

// NewName returns the name for a new entry holding source (before
// Store.Add makes it unique). base is the text of the library puzzle the
// editor held before, title its title; both are "" when there was none.
//
//   - An edit of the library puzzle (EditOf) is "<title> (edited)".
//   - Another definition whose first comment line names it (Title) takes
//     that name: pasting the 10x6 pentominoes over the Soma cube makes
//     "Pentominoes 10x6".
//   - Anything else is Default.
func NewName(source, title, base string) string {
	if title != "" && EditOf(source, base) {
		return title + " (edited)"
	}
	if own := Title(source); own != "" {
		return own
	}
	return Default
}

// EditOf reports whether source is an edit of the library puzzle whose
// text is base, rather than another definition put in its place: it
// keeps most of base (Edited), or base's first comment line (Title).
func EditOf(source, base string) bool {
	if base == "" {
		return false
	}
	own := Title(source)
	return Edited(base, source) || own != "" && strings.EqualFold(own, Title(base))
}

// FileName returns the file name a definition named name goes by (in
// messages, downloads and the command line): "Pentominoes 10x6" is
// "pentominoes-10x6.txt".
func FileName(name string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(name) {
		if r < 128 && (unicode.IsLetter(r) || unicode.IsDigit(r)) {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
		} else {
			dash = true
		}
	}
	if b.Len() == 0 {
		return "puzzle.txt"
	}
	return b.String() + ".txt"
}

// Title returns the name a definition's first line gives it, as the
// library's files start: "# Pentominoes 10x6: the twelve free
// pentominoes..." names "Pentominoes 10x6", "# Tetris Cube Puzzle
// Definition" names "Tetris Cube". It is "" when the first line that is
// not blank is not a comment, or names nothing (no letter or digit).
func Title(source string) string {
	for line := range strings.Lines(source) {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		rest, ok := strings.CutPrefix(line, "#")
		if !ok {
			return ""
		}
		rest = strings.TrimLeft(rest, "# \t")
		rest, _, _ = strings.Cut(rest, ":")
		rest = strings.TrimSpace(rest)
		for _, suffix := range []string{" puzzle definition", " definition"} {
			if len(rest) > len(suffix) && strings.EqualFold(rest[len(rest)-len(suffix):], suffix) {
				rest = strings.TrimSpace(rest[:len(rest)-len(suffix)])
				break
			}
		}
		if !strings.ContainsFunc(rest, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) {
			return ""
		}
		return cleanName(rest)
	}
	return ""
}

// Edited reports whether after is an edit of before rather than another
// text put in its place: the start and the end the two share keep at
// least half of before. Typing, deleting or pasting a piece into a
// definition keeps most of it; pasting a whole definition over it keeps
// next to nothing.
func Edited(before, after string) bool {
	if before == "" {
		return false
	}
	n := min(len(before), len(after))
	p := 0
	for p < n && before[p] == after[p] {
		p++
	}
	s := 0
	for s < n-p && before[len(before)-1-s] == after[len(after)-1-s] {
		s++
	}
	return 2*(p+s) >= len(before)
}
