package playmode

import (
	"polyplay/ui/page"
	"polyplay/ui/player"
	"polyplay/ui/state"
	"polyplay/ui/workers"
)

// Page is what Play mode asks of the rest of the page.
type Page interface {
	// Hash returns the address fragment the page was opened with (a
	// play link opens Play mode on its position).
	Hash() string
	// Scheme returns the colours of the pieces.
	Scheme() player.Scheme
	// Play writes the address: while Play mode is open (on), a play link
	// of the puzzle with its position, code; else the puzzle's own.
	Play(on bool, code string)
	// ChangedAll renders every part of the page again (Play mode
	// opened or closed: it takes the board's place).
	ChangedAll()
	// LoadKept, Keep and KeepFailed are the page's local storage, where
	// the games are kept (and what the page says of it): LoadKept reads
	// the text kept under key with read, and reports whether it was; one
	// that cannot be read is kept aside.
	LoadKept(key, what string, read func(string) error) (string, bool)
	Keep(key, what, text string)
	KeepFailed(key, words string)
	// Forget removes what is kept under key.
	Forget(key, what string)
	// Taker asks the solver workers to take solutions apart (Slide the
	// pieces in), off the page's thread.
	Taker() *workers.Taker
}

// Drawings is the page's cache of drawings, by key: Get makes one with
// draw the first time.
type Drawings interface {
	Get(key string, draw func() string) string
}

// puzzleStore is the puzzle's state that Play mode and its coach, New
// challenge and share parts read: the page model and the solver
// workers, and the store the page says their changes on (observed).
type puzzleStore struct {
	*state.Store
	m    *page.Model
	pool *workers.Pool
}

// New returns Play mode on the page model m with the workers pool, whose
// changes the page says on store, in the page p, drawing through the
// page's cache d.
func New(m *page.Model, pool *workers.Pool, store *state.Store, p Page, d Drawings) *Mode {
	return &Mode{puzzleStore: &puzzleStore{Store: store, m: m, pool: pool}, page: p, svgCache: d}
}
