package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/state"
)

// observe has the component of ctx observe the stores it reads: it
// renders again at each change of one, after onChange (nil for none),
// while open reports true (nil: always).
func observe(ctx app.Context, onChange func(app.Context), open func() bool, stores ...*state.Store) {
	for _, s := range stores {
		s.Observe(ctx).OnChange(onChange).While(open)
	}
}
