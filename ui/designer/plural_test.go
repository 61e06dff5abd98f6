package designer

import "testing"

// TestOneOfAThing: the designer's words that count something say
// "1 copy", never "1 copies" (issue 65's small things).
func TestOneOfAThing(t *testing.T) {
	for _, tc := range []struct {
		what, got, want string
	}{
		{"one copy of a designed piece", copiesText(1), "1 copy"},
		{"three copies", copiesText(3), "3 copies"},
		{"no copy", copiesText(0), "0 copies"},
	} {
		if tc.got != tc.want {
			t.Errorf("%s: %q, want %q", tc.what, tc.got, tc.want)
		}
	}
}
