package ui

import "testing"

func TestPage(t *testing.T) {
	for _, tc := range []struct{ n, pg, from, to, pages int }{
		{0, 0, 0, 0, 1}, {10, 0, 0, 10, 1}, {2339, 0, 0, 24, 98}, {2339, 97, 2328, 2339, 98}, {2339, 500, 2328, 2339, 98}, {48, -1, 0, 24, 2},
	} {
		from, to, pages := Page(tc.n, tc.pg)
		if from != tc.from || to != tc.to || pages != tc.pages {
			t.Errorf("Page(%d, %d) = %d, %d, %d; want %d, %d, %d", tc.n, tc.pg, from, to, pages, tc.from, tc.to, tc.pages)
		}
	}
}
