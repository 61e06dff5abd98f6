package mypuzzles

import (
	"strings"
	"testing"

	"polyplay/def"
)

// TestTitle: the first comment line names a definition, as the library's
// files do; every library file names itself.
func TestTitle(t *testing.T) {
	for _, tc := range []struct{ source, want string }{
		{"# Pentominoes 10x6: the twelve free pentominoes.\nD:xDim=10\n", "Pentominoes 10x6"},
		{"\n\n  #  Soma cube: Piet Hein's\n", "Soma cube"},
		{"# Tetris Cube Puzzle Definition\nD:\n", "Tetris Cube"},
		{"# My dominoes definition\n", "My dominoes"},
		{"## A heading\n", "A heading"},
		{"D:xDim=3:yDim=2:zDim=1\n# a comment later\n", ""},
		{"# ----\nD:\n", ""},
		{"#\n# Second line\n", ""},
		{"", ""},
		{"# " + strings.Repeat("long ", 30) + "\n", strings.TrimSpace(strings.Repeat("long ", 16))},
	} {
		if got := Title(tc.source); got != tc.want {
			t.Errorf("Title(%q) = %q, want %q", tc.source, got, tc.want)
		}
	}
	want := map[string]string{"pentominoes-10x6": "Pentominoes 10x6", "soma": "Soma cube", "tetris-cube": "Tetris Cube",
		"hexominoes-box-in-a-diamond": "Box-in-a-Diamond Hexomino", "bedlam-cube": "Bedlam Cube"}
	for _, e := range def.Library() {
		got := Title(e.Source)
		if got == "" || want[e.Key] != "" && got != want[e.Key] {
			t.Errorf("library %s names itself %q, want %q", e.Key, got, want[e.Key])
		}
	}
}

// TestNewName: a pasted definition is named after itself, an edit after
// the library puzzle it edits, and the rest My puzzle.
func TestNewName(t *testing.T) {
	lib := map[string]def.Entry{}
	for _, e := range def.Library() {
		lib[e.Key] = e
	}
	soma, pento := lib["soma"], lib["pentominoes-10x6"]
	noComment := "D:xDim=2:yDim=1:zDim=1\nC:name=a:layout=0 0 0, 1 0 0\n~D\n"
	for _, tc := range []struct {
		name        string
		source      string
		title, base string // the library puzzle the editor held
		want        string
	}{
		{"pasted over the Soma cube", pento.Source, soma.Title, soma.Source, "Pentominoes 10x6"},
		{"a character typed", soma.Source + "#", soma.Title, soma.Source, "Soma cube (edited)"},
		{"a character deleted", soma.Source[:40] + soma.Source[41:], soma.Title, soma.Source, "Soma cube (edited)"},
		{"its comment kept, the rest replaced", soma.Source[:strings.Index(soma.Source, "\n")+1] + noComment, soma.Title, soma.Source, "Soma cube (edited)"},
		{"its comment gone, most kept", soma.Source[strings.Index(soma.Source, "\n")+1:], soma.Title, soma.Source, "Soma cube (edited)"},
		{"a title line added", "# Soma variant: mine\n" + soma.Source, soma.Title, soma.Source, "Soma cube (edited)"},
		{"another puzzle with a title pasted", "# Soma variant: mine\n" + noComment, soma.Title, soma.Source, "Soma variant"},
		{"pasted without a comment", noComment, soma.Title, soma.Source, Default},
		{"everything deleted", "", soma.Title, soma.Source, Default},
		{"the same comment in other case", "# SOMA CUBE\n" + noComment, soma.Title, soma.Source, "Soma cube (edited)"},
		{"no library puzzle, a comment", "# Dominoes: two\n" + noComment, "", "", "Dominoes"},
		{"no library puzzle, no comment", noComment, "", "", Default},
	} {
		if got := NewName(tc.source, tc.title, tc.base); got != tc.want {
			t.Errorf("%s: NewName = %q, want %q", tc.name, got, tc.want)
		}
	}
}

func TestEditOf(t *testing.T) {
	soma, _ := def.Lookup("soma")
	pento, _ := def.Lookup("pentominoes-10x6")
	for _, tc := range []struct {
		source, base string
		want         bool
	}{
		{soma.Source + "# mine\n", soma.Source, true},
		{pento.Source, soma.Source, false},
		{soma.Source[:strings.Index(soma.Source, "\n")+1] + "D:xDim=1:yDim=1:zDim=1\n~D\n", soma.Source, true},
		{soma.Source, "", false},
	} {
		if got := EditOf(tc.source, tc.base); got != tc.want {
			t.Errorf("EditOf(%.30q, %.30q) = %v, want %v", tc.source, tc.base, got, tc.want)
		}
	}
}

func TestFileName(t *testing.T) {
	for _, tc := range []struct{ name, want string }{
		{"Pentominoes 10x6", "pentominoes-10x6.txt"},
		{"Pentominoes 10×6 (edited) (2)", "pentominoes-10-6-edited-2.txt"},
		{"  Dominoes \"2\" <b> ", "dominoes-2-b.txt"},
		{"Ærø", "r.txt"},
		{"", "puzzle.txt"},
		{"©", "puzzle.txt"},
	} {
		if got := FileName(tc.name); got != tc.want {
			t.Errorf("FileName(%q) = %q, want %q", tc.name, got, tc.want)
		}
	}
}

func TestEdited(t *testing.T) {
	for _, tc := range []struct {
		before, after string
		want          bool
	}{
		{"abcdefgh", "abcdefgh", true},
		{"abcdefgh", "abcXdefgh", true},
		{"abcdefgh", "abcd", true},    // half kept
		{"abcdefgh", "abc", false},    // less than half
		{"abcdefgh", "xyzfgh", false}, // 3 of 8 kept
		{"abcdefgh", "ab123456gh", true},
		{"aaaa", "aaaaaaaa", true}, // shared start and end do not overlap
		{"", "abc", false},
		{"abc", "", false},
	} {
		if got := Edited(tc.before, tc.after); got != tc.want {
			t.Errorf("Edited(%q, %q) = %v, want %v", tc.before, tc.after, got, tc.want)
		}
	}
}
