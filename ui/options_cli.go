package ui

import (
	"polyplay/ui/control"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The options as command-line flags: typed in, the form follows; and the
// equivalent command, to copy.

// renderCLI shows the equivalent command line, editable.
func (c optionsForm) renderCLI() app.UI {
	var errEl app.UI
	if c.m.ArgsErr != "" {
		errEl = app.P().ID("args-error").Class("field-error").Role("alert").Text(c.m.ArgsErr)
	}
	return app.Div().Class("cli").Body(
		app.Label().For("args").Text("Options as command-line flags"),
		app.Input().Type("text").ID("args").Value(c.argsText).Spellcheck(false).Attr("autocomplete", "off").
			Attr("aria-describedby", "args-help").
			OnChange(func(ctx app.Context, e app.Event) {
				c.argsText = control.Of(ctx).Value
				if err := c.m.SetArgs(c.argsText); err == nil {
					clear(c.errs)
					c.argsText = strings.Join(c.m.Args(), " ")
					c.syncURL()
				}
				c.optionsStore.changed()
			}),
		app.P().ID("args-help").Class("help").Text("Type flags as in the articles' tables, e.g. -r -V -f11 -oe=11:f=3 -n, and press Enter: the form follows."),
		held(errEl),
		app.Label().For(idCLI).Text("Equivalent command"),
		app.Div().Class("cli-row").Body(
			app.Input().Type("text").ID(idCLI).ReadOnly(true).Value(c.m.CommandLine()).Class("mono").
				OnFocus(func(ctx app.Context, e app.Event) { ctx.JSSrc().Call("select") }),
			app.Button().Type("button").ID("copy-cli").Text("Copy").OnClick(func(ctx app.Context, e app.Event) {
				copyText(c.m.CommandLine(), func(err error) {
					ctx.Dispatch(func(ctx app.Context) {
						if err != nil {
							c.notice = err.Error()
						} else {
							c.notice = "Command copied."
						}
					})
				})
			}),
		),
	)
}
