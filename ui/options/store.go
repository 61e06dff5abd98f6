package options

import (
	"strings"

	"polyplay/solver/flags"
	"polyplay/ui/page"
	"polyplay/ui/player"
	"polyplay/ui/state"
)

// Store is the options' state: the options themselves (the flags, the
// number of solutions kept, the number of workers) are the page model's
// (page.Model.Options); the store holds, besides, the command line being
// typed. The components that read the options observe it.
type Store struct {
	state.Store
	// ArgsText is the command line being typed in the options tab (the
	// address and the runs tab's "Use options" set it too).
	ArgsText string
}

// Follow is called after the options of m changed: the options go
// through their flags, so that the form shows what the solver will get
// (a repeated fit filter implies the fit filter), the flags being typed
// become the options', and the store's observers render again.
func (s *Store) Follow(m *page.Model) {
	if o, _, err := flags.ParseArgs(m.Args()); err == nil {
		m.Options = o
	}
	s.ArgsText = strings.Join(m.Args(), " ")
	m.ArgsErr = ""
	s.Changed()
}

// Page is what the options tab asks of the rest of the page.
type Page interface {
	// SyncURL writes the options into the page's address.
	SyncURL()
	// Notify says msg at the top of the page (a command copied).
	Notify(msg string)
	// SetScheme colours the pieces with s everywhere on the page, and
	// keeps it in the browser.
	SetScheme(s player.Scheme)
}

// ActionWorkers is the action the tab sends when the number of workers
// changed (page.Model.Workers): the page starts them again.
const ActionWorkers = "start-workers"
