package page

import (
	"polyplay/solver/flags"
	"reflect"
	"strings"
	"testing"
)

func TestParseInts(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []int
		err  string
	}{
		{"", nil, ""},
		{"  ", nil, ""},
		{"11", []int{11}, ""},
		{" 11,6,3 ", []int{11, 6, 3}, ""},
		// As -f reads them: no spaces within the list, no empty items.
		{"11, 5", nil, `expected a number of remaining pieces (a whole number, at least 1), got " 5"`},
		{"11 5", nil, `expected a number of remaining pieces (a whole number, at least 1), got "11 5"`},
		{"12,", nil, `expected a number of remaining pieces (a whole number, at least 1), got ""`},
		{"11,x", nil, `expected a number of remaining pieces (a whole number, at least 1), got "x"`},
		{"0", nil, `expected a number of remaining pieces (a whole number, at least 1), got "0"`},
		{"-3", nil, `expected a number of remaining pieces (a whole number, at least 1), got "-3"`},
	} {
		got, err := ParseInts(tc.in)
		if msg := ""; err != nil {
			msg = err.Error()
			if msg != tc.err {
				t.Errorf("ParseInts(%q): error %q, want %q", tc.in, msg, tc.err)
			}
			continue
		}
		if tc.err != "" || !reflect.DeepEqual(got, tc.want) {
			t.Errorf("ParseInts(%q) = %v, want %v (error %q)", tc.in, got, tc.want, tc.err)
		}
		// The command line's -f takes the same.
		if in := strings.TrimSpace(tc.in); in != "" {
			if o, _, err := flags.ParseArgs([]string{"--fila=" + in}); err != nil || !reflect.DeepEqual(o.Fila, got) {
				t.Errorf("--fila=%s reads %v (error %v), the form %v", in, o.Fila, err, got)
			}
		}
		if back, _ := ParseInts(FormatInts(got)); !reflect.DeepEqual(back, got) {
			t.Errorf("FormatInts(%v) = %q reads back as %v", got, FormatInts(got), back)
		}
	}
}

// TestParseMemo reads the memo field as --memo=N does, and writes it
// back.
func TestParseMemo(t *testing.T) {
	const bad = "Memo: enter 0 (off) or a number of pieces from 2 to 64, or leave it empty"
	for _, tc := range []struct {
		in   string
		want int
		err  string
		back string
	}{
		{"", 0, "", ""},
		{"  ", 0, "", ""},
		{"0", -1, "", "0"},
		{"2", 2, "", "2"},
		{" 11 ", 11, "", "11"},
		{"64", 64, "", "64"},
		{"1", 0, bad, ""},
		{"65", 0, bad, ""},
		{"-3", 0, bad, ""},
		{"three", 0, bad, ""},
	} {
		got, err := ParseMemo(tc.in)
		switch {
		case tc.err != "" && (err == nil || err.Error() != tc.err):
			t.Errorf("ParseMemo(%q) error %v, want %q", tc.in, err, tc.err)
		case tc.err == "" && (err != nil || got != tc.want):
			t.Errorf("ParseMemo(%q) = %d, %v, want %d", tc.in, got, err, tc.want)
		case tc.err == "" && FormatMemo(got) != tc.back:
			t.Errorf("FormatMemo(%d) = %q, want %q", got, FormatMemo(got), tc.back)
		}
	}
}

// TestParseOptional reads a whole-number field that may be left empty,
// and writes it back.
func TestParseOptional(t *testing.T) {
	for _, tc := range []struct {
		in         string
		minV, maxV int64
		want       int64
		err        string
	}{
		{"", 1, 10, 0, ""},
		{" 7 ", 1, 10, 7, ""},
		{"10", 1, 10, 10, ""},
		{"1000000", 1, 1 << 40, 1000000, ""},
		{"0", 1, 10, 0, "enter a whole number from 1 to 10, or leave it empty"},
		{"11", 1, 10, 0, "enter a whole number from 1 to 10, or leave it empty"},
		{"2.5", 1, 10, 0, "enter a whole number from 1 to 10, or leave it empty"},
		{"x", 0, 3, 0, "enter a whole number from 0 to 3, or leave it empty"},
	} {
		got, err := ParseOptional(tc.in, tc.minV, tc.maxV)
		switch {
		case tc.err != "" && (err == nil || err.Error() != tc.err):
			t.Errorf("ParseOptional(%q) error %v, want %q", tc.in, err, tc.err)
		case tc.err == "" && (err != nil || got != tc.want):
			t.Errorf("ParseOptional(%q) = %d, %v, want %d", tc.in, got, err, tc.want)
		case tc.err == "" && strings.TrimSpace(tc.in) != FormatOptional(got):
			t.Errorf("FormatOptional(%d) = %q, want %q", got, FormatOptional(got), strings.TrimSpace(tc.in))
		}
	}
}
