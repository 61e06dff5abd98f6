package designer

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/page"
	"polyplay/ui/state"
	"polyplay/ui/workers"
)

// Page is what the designer asks of the rest of the page.
type Page interface {
	// SetText puts text into the editor and the page model, as typing
	// it would: kept in the browser, written into the address, and every
	// part of the page renders again.
	SetText(ctx app.Context, text string)
}

// Drawings is the page's cache of drawings, by key: Get makes one with
// draw the first time.
type Drawings interface {
	Get(key string, draw func() string) string
}

// puzzleStore is the puzzle's state that the designer and its check
// read: the page model and the solver workers, and the store the page
// says their changes on (observed).
type puzzleStore struct {
	*state.Store
	m    *page.Model
	pool *workers.Pool
}

// New returns the designer of the page model m, with the workers pool
// (its estimates), observing the puzzle's store and the options', in
// the page p, drawing through the page's cache d.
func New(m *page.Model, pool *workers.Pool, puzzle, options *state.Store, p Page, d Drawings) *Designer {
	return &Designer{puzzleStore: &puzzleStore{Store: puzzle, m: m, pool: pool}, options: options, page: p, svgCache: d}
}
