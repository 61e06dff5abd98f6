//go:build !(js && wasm)

package ui

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Outside the browser (the server's prerendering, native tests) no event
// fires and there is no page: controlOf and controlByID read nothing
// (control_js.go has the real ones).

func controlOf(app.Context) control { return control{} }

func controlByID(string) (control, bool) { return control{}, false }
