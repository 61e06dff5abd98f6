package ui

import (
	"encoding/json"

	"polyplay/solver"
	"polyplay/ui/draw"
	"polyplay/ui/page"
	"polyplay/ui/player"
	"polyplay/ui/storage"
)

// The colour scheme: the article's colours (moved apart where they are
// too close), or colours that people with colour blindness can tell
// apart. The choice is kept in the browser's local storage.

// schemeKey names the colour scheme in local storage.
const schemeKey = "polyplay.colours"

// schemeWhat names the colour scheme in what the page says.
const schemeWhat = "the colour scheme"

// palette returns the colours of p's pieces in the page's scheme.
func (s *pageStore) palette(p *solver.Problem) draw.Palette {
	return schemePalette(p, s.scheme)
}

// schemePalette returns the colours of p's pieces in scheme s.
func schemePalette(p *solver.Problem, s player.Scheme) draw.Palette {
	return draw.Palette(player.SchemeColours(p, s))
}

// runPalette is the palette of a run's puzzle in a scheme.
type runPalette struct {
	run    *page.Run
	scheme player.Scheme
	pal    draw.Palette
}

// paletteOf returns the colours of run r's pieces in the page's scheme.
// The page draws a run's thumbnails and board with it, dozens at a
// time; a run's puzzle never changes, so the palette is looked up once
// for the run (player.SchemeColours keys its own memory by the puzzle's
// whole content, which took a third of the thumbnails' time).
func (c *session) paletteOf(r *page.Run) draw.Palette {
	if c.runPal.run != r || c.runPal.scheme != c.scheme {
		c.runPal = runPalette{run: r, scheme: c.scheme, pal: c.palette(r.Problem)}
	}
	return c.runPal.pal
}

// readScheme reads the colour scheme kept in the browser: text is its
// name as a JSON string (schemeText). Text that is not a string, or a
// scheme this page does not know, is an error.
func readScheme(text string) (player.Scheme, error) {
	var name string
	if err := storage.Unmarshal([]byte(text), &name); err != nil {
		return player.Standard, err
	}
	return player.ParseScheme(name)
}

// schemeText returns the scheme as the browser keeps it (readScheme).
func schemeText(s player.Scheme) string {
	b, _ := json.Marshal(string(s)) // a string always encodes
	return string(b)
}
