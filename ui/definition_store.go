package ui

// The definition being edited, kept in the browser's storage.

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/page"
	"polyplay/ui/storage"
)

// storageKey names the edited definition in local storage.
const storageKey = "polyplay.definition"

// savedDefinition returns the definition kept in local storage, nil if
// none is kept (or it cannot be read).
func savedDefinition() *page.Saved {
	var s page.Saved
	if err := storage.Get(storageKey, &s); err != nil || s.Source == "" {
		return nil
	}
	return &s
}

// saveDefinition keeps an edited definition in local storage.
func (c *session) saveDefinition(ctx app.Context) {
	if s, ok := c.m.Saved(); ok {
		if err := storage.Set(storageKey, s); err != nil {
			c.notice = "could not keep the definition in this browser: " + err.Error()
		}
	}
}
