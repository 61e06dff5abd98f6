package options

import (
	"polyplay/ui/control"
	"polyplay/ui/widget"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The options as command-line flags: typed in, the form follows; and the
// equivalent command, to copy.

// idCLI is the equivalent command's element.
const idCLI = "command-line"

// renderCLI shows the equivalent command line, editable.
func (c form) renderCLI() app.UI {
	var errEl app.UI
	if c.m.ArgsErr != "" {
		errEl = app.P().ID("args-error").Class("field-error").Role("alert").Text(c.m.ArgsErr)
	}
	return app.Div().Class("cli").Body(
		app.Label().For("args").Text("Options as command-line flags"),
		app.Input().Type("text").ID("args").Value(c.store.ArgsText).Spellcheck(false).Attr("autocomplete", "off").
			Attr("aria-describedby", "args-help").
			OnChange(func(ctx app.Context, e app.Event) {
				c.store.ArgsText = control.Of(ctx).Value
				if err := c.m.SetArgs(c.store.ArgsText); err == nil {
					clear(c.fieldErr)
					c.store.ArgsText = strings.Join(c.m.Args(), " ")
					c.page.SyncURL()
				}
				c.store.Changed()
			}),
		app.P().ID("args-help").Class("help").Text("Type flags as in the articles' tables, e.g. -r -V -f11 -oe=11:f=3 -n, and press Enter: the form follows."),
		widget.Held(errEl),
		app.Label().For(idCLI).Text("Equivalent command"),
		app.Div().Class("cli-row").Body(
			app.Input().Type("text").ID(idCLI).ReadOnly(true).Value(c.m.CommandLine()).Class("mono").
				OnFocus(func(ctx app.Context, e app.Event) { ctx.JSSrc().Call("select") }),
			app.Button().Type("button").ID("copy-cli").Text("Copy").OnClick(func(ctx app.Context, e app.Event) {
				widget.CopyText(c.m.CommandLine(), func(err error) {
					ctx.Dispatch(func(ctx app.Context) {
						if err != nil {
							c.page.Notify(err.Error())
						} else {
							c.page.Notify("Command copied.")
						}
					})
				})
			}),
		),
	)
}
