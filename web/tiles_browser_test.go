package main

// Checks of the live figures' tiles and of the phone's Solve button,
// called from TestBrowserLayout.

import (
	"strconv"

	"polyplay/ui/figures"
)

// tilesFit fails the test if a tile's figures overflow it, or if a
// compact figure's title (its tooltip) is not the exact value.
func (p *page) tilesFit(state string) {
	p.t.Helper()
	var tiles []struct {
		ID, Text, Title, Value string
		Overflow               bool
	}
	p.eval(`[...document.querySelectorAll(".tile")].map(t => {
		const r = t.getBoundingClientRect(), v = t.querySelector(".tile-value");
		const out = t.scrollWidth > t.clientWidth + 1 || [...t.children].some(c => c.getBoundingClientRect().right > r.right + 1 || c.scrollWidth > c.clientWidth + 1);
		return {ID: v.id, Text: v.textContent, Title: v.title, Value: v.dataset.value || "", Overflow: out} })`, &tiles)
	if len(tiles) < 4 {
		p.t.Errorf("%s: %d figure tiles, want the counters", state, len(tiles))
	}
	for _, tl := range tiles {
		if tl.Overflow {
			p.t.Errorf("%s: the figure %s (%q) overflows its tile", state, tl.ID, tl.Text)
		}
		if tl.Value == "" {
			continue // the elapsed time
		}
		n, err := strconv.ParseInt(tl.Value, 10, 64)
		if err != nil {
			p.t.Errorf("%s: %s has data-value %q", state, tl.ID, tl.Value)
			continue
		}
		if want := figures.Thousands(n); tl.Title != want || tl.Text != figures.CompactCount(n) {
			p.t.Errorf("%s: %s shows %q titled %q, want %q titled %q", state, tl.ID, tl.Text, tl.Title, figures.CompactCount(n), want)
		}
	}
}

// thumbReach fails the test unless the element matching sel is in the
// lower half of the viewport, where a thumb reaches on a phone.
func (p *page) thumbReach(state, sel string) {
	p.t.Helper()
	if b := p.where(sel); !b.Found || b.Top < b.VH/2 || b.Bottom > b.VH+1 {
		p.t.Errorf("%s: %s is at %.0f to %.0f px of %.0f, want it in the lower half, in one thumb's reach", state, sel, b.Top, b.Bottom, b.VH)
	}
}
