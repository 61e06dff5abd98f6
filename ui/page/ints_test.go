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
