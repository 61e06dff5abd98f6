package ui

// The definition being edited, kept in the browser's storage.

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// storageKey names the edited definition in local storage.
const storageKey = "polyplay.definition"

// saveDefinition keeps an edited definition in local storage.
func (c *Playground) saveDefinition(ctx app.Context) {
	if s, ok := c.m.Saved(); ok {
		if err := ctx.LocalStorage().Set(storageKey, s); err != nil {
			c.notice = "could not keep the definition in this browser: " + err.Error()
		}
	}
}
