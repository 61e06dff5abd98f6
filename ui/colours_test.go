package ui

import (
	"testing"

	"polyplay/ui/player"
)

// TestReadScheme: the scheme kept in the browser (its name as a JSON
// string) reads back; anything else is refused with the reason.
func TestReadScheme(t *testing.T) {
	for _, tc := range []struct {
		text string
		want player.Scheme
		err  string
	}{
		{schemeText(player.ColourBlindSafe), player.ColourBlindSafe, ""},
		{schemeText(player.Standard), player.Standard, ""},
		{`"colour-blind-safe"`, player.ColourBlindSafe, ""},
		{`"neon"`, player.Standard, `unknown colour scheme "neon": use standard or colour-blind-safe`},
		{`2`, player.Standard, "it is a number where text was expected"},
		{`"colour-bl`, player.Standard, "its text is cut short"},
	} {
		got, err := readScheme(tc.text)
		if got != tc.want || (err == nil) != (tc.err == "") || err != nil && err.Error() != tc.err {
			t.Errorf("readScheme(%s) = %q, %v; want %q, %q", tc.text, got, err, tc.want, tc.err)
		}
	}
}
