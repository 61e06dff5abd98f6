package ui

// The page's cache of SVG drawings (pieces, regions, solutions).

func (c *session) pruneCache() {
	if len(c.svgCache) > 400 {
		c.svgCache = map[string]string{}
	}
}

// cachedSVG returns the drawing stored under key, making it with draw the
// first time.
func (c *session) cachedSVG(key string, draw func() string) string {
	if s, ok := c.svgCache[key]; ok {
		return s
	}
	s := draw()
	if len(c.svgCache) > 600 {
		c.svgCache = map[string]string{}
	}
	c.svgCache[key] = s
	return s
}
