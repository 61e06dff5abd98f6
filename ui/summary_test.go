package ui

import (
	"testing"

	"polyplay/ui/page"
)

// TestPuzzleWords: the puzzle tab's summary and the board's region say
// the puzzle in a person's words, as Play's board and scene do
// (TestPlayWords in package ui/playmode).
func TestPuzzleWords(t *testing.T) {
	for _, tc := range []struct{ key, summary, region string }{
		{"pentominoes-10x6", "Valid: a 10×6 board, 12 pieces of 60 squares.", "The 10×6 board"},
		{"soma", "Valid: a 3×3×3 cube, 7 pieces of 27 cubes.", "The 3×3×3 cube, drawn as 3 layers side by side"},
		{"hexiamonds-6x6", "Valid: a board of 72 triangles, 12 pieces.", "The board of 72 triangles"},
		{"kanoodle-pyramid", "Valid: a pyramid of 55 balls, 12 pieces.", "The pyramid of 55 balls, drawn as 5 layers side by side"},
	} {
		m := page.NewModel()
		if err := m.LoadEntry(tc.key); err != nil {
			t.Fatal(err)
		}
		p := m.Problem()
		if got := puzzleSummary(p); got != tc.summary {
			t.Errorf("%s: summary %q, want %q", tc.key, got, tc.summary)
		}
		if got := regionTitle(p); got != tc.region {
			t.Errorf("%s: region %q, want %q", tc.key, got, tc.region)
		}
	}
}
