package ui

import "polyplay/ui/page"

// drawings is the page's cache of SVG drawings (pieces, regions,
// solutions), by key.
type drawings map[string]string

// prune empties the cache once it holds many drawings.
func (d *drawings) prune() {
	if len(*d) > 400 {
		*d = drawings{}
	}
}

// Get returns the drawing stored under key, making it with draw the
// first time.
func (d *drawings) Get(key string, draw func() string) string {
	if s, ok := (*d)[key]; ok {
		return s
	}
	s := draw()
	if len(*d) > 600 {
		*d = drawings{}
	}
	(*d)[key] = s
	return s
}

// solution returns solution i of run r's drawing if it needs no drawing:
// it is cached, or the staying run k drew the same solution.
func (d drawings) solution(k stayingRun, r *page.Run, i int, thumb bool) (string, bool) {
	key := solutionKey(r.ID, i, thumb)
	if s, ok := d[key]; ok {
		return s, true
	}
	if !k.same(r, i) {
		return "", false
	}
	s, ok := d[solutionKey(k.run.ID, i, thumb)]
	if ok {
		d[key] = s
	}
	return s, ok
}

// thumbsDrawn returns the first of run r's thumbnails from to to-1 that
// needs drawing (solution), or to if none does.
func (d drawings) thumbsDrawn(k stayingRun, r *page.Run, from, to int) int {
	for from < to {
		if _, ok := d.solution(k, r, from, true); !ok {
			break
		}
		from++
	}
	return from
}
