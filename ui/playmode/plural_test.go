package playmode

import "testing"

// TestOneOfAThing: Play's words that count something say "1 piece",
// never "1 pieces" (issue 65's small things).
func TestOneOfAThing(t *testing.T) {
	for _, tc := range []struct {
		what, got, want string
	}{
		{"the field of 1 piece left", leftLabel("1"), "piece left"},
		{"the field of 1 piece left, typed with a space", leftLabel(" 1"), "piece left"},
		{"the field of 5 pieces left", leftLabel("5"), "pieces left"},
		{"the field of 11 pieces left", leftLabel("11"), "pieces left"},
		{"the field while typed empty", leftLabel(""), "pieces left"},
		{"a position of one piece", positionText(0, 1), "The position in 3-D: 0 of 1 piece placed"},
		{"a position of seven pieces", positionText(1, 7), "The position in 3-D: 1 of 7 pieces placed"},
	} {
		if tc.got != tc.want {
			t.Errorf("%s: %q, want %q", tc.what, tc.got, tc.want)
		}
	}
}
