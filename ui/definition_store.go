package ui

// The definition being edited, kept in the browser's storage.

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/kept"
	"polyplay/ui/page"
)

// storageKey names the edited definition in local storage.
const storageKey = "polyplay.definition"

// definitionWhat names the edited definition in what the page says.
const definitionWhat = "the definition you were editing"

// savedDefinition returns the definition kept in local storage, nil if
// none is kept (one that cannot be read is kept aside: kept.State.Load).
func savedDefinition(k *kept.State) *page.Saved {
	var s page.Saved
	text, ok := k.Load(storageKey, definitionWhat, func(text string) (err error) {
		s, err = page.ReadSaved(text)
		return err
	})
	if !ok || s.Source == "" || text == "" {
		return nil
	}
	return &s
}

// saveDefinition keeps an edited definition in local storage.
func (c *session) saveDefinition(ctx app.Context) {
	if s, ok := c.m.Saved(); ok {
		c.kept.Write(storageKey, definitionWhat, s.Text())
	}
}
