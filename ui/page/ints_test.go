package page

import (
	"reflect"
	"testing"
)

func TestParseInts(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []int
		err  string
	}{
		{"", nil, ""},
		{"11", []int{11}, ""},
		{"11, 6 3", []int{11, 6, 3}, ""},
		{" ,12,,", []int{12}, ""},
		{"11, x", nil, `"x" is not a whole number of pieces (1 or more)`},
		{"0", nil, `"0" is not a whole number of pieces (1 or more)`},
		{"-3", nil, `"-3" is not a whole number of pieces (1 or more)`},
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
