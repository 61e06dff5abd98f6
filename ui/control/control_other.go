//go:build !(js && wasm)

package control

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Of reads nothing outside the browser: no event fires there.
func Of(app.Context) Control { return Control{} }

// ByID reads nothing outside the browser: there is no page.
func ByID(string) (Control, bool) { return Control{}, false }
