package options

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/control"
	"polyplay/ui/page"
)

// The options form's fields: a checkbox, a whole number, and how a
// field shows its help and its error; each change goes through
// changed.

// form draws the options tab's fields (this file, search.go, cli.go)
// from the page model's options and the flags being typed, with the
// tab's fields' errors.
type form struct {
	*Tab
}

// changed is called after the form changed the options.
func (c *Tab) changed() {
	c.store.Follow(c.m)
	c.page.SyncURL()
}

// fieldError returns what describes the field id (its help, and its error
// if it has one: the aria-describedby list) and the element that shows
// the error (nil without one).
func (c form) fieldError(id string) (desc string, errEl app.UI) {
	desc = id + "-help"
	if msg := c.fieldErr[id]; msg != "" {
		errEl = app.P().ID(id + "-error").Class("field-error").Role("alert").Text(msg)
		desc += " " + id + "-error"
	}
	return desc, errEl
}

func (c form) checkbox(id, label, help string, checked bool, set func(bool)) app.UI {
	return c.checkboxOff(id, label, help, checked, false, set)
}

// checkboxOff is checkbox, disabled when off: help then says why.
func (c form) checkboxOff(id, label, help string, checked, off bool, set func(bool)) app.UI {
	// The label holds the box: a finger hits either (static/style.css).
	return app.Div().Class("opt check").Body(
		app.Label().For(id).Body(
			app.Input().Type("checkbox").ID(id).Checked(checked).Disabled(off).Attr("aria-describedby", id+"-help").
				OnChange(func(ctx app.Context, e app.Event) {
					set(control.Of(ctx).Checked)
					c.changed()
				}),
			app.Span().Text(label),
		),
		app.P().ID(id+"-help").Class("help").Text(help),
	)
}

// number draws a whole-number field from minV to maxV; 0 shows as empty
// ("off") and an empty field sets 0.
func (c form) number(id, label, help string, value int64, minV, maxV int64, set func(int64)) app.UI {
	v := page.FormatOptional(value)
	desc, errEl := c.fieldError(id)
	return app.Div().Class("opt num").Body(
		app.Label().For(id).Text(label),
		// Min and Max as text: go-app writes an int64 with fmt.Sprint,
		// slow at every render of the options form.
		app.Input().Type("number").ID(id).Min(strconv.FormatInt(minV, 10)).Max(strconv.FormatInt(maxV, 10)).Step(1).Attr("inputmode", "numeric").
			Placeholder("off").Value(v).Attr("aria-describedby", desc).
			OnChange(parsed(c, id, label+": ", func(s string) (int64, error) { return page.ParseOptional(s, minV, maxV) }, set)),
		app.P().ID(id+"-help").Class("help").Text(help),
		errEl,
	)
}

// parsed returns the change handler of the option field id: it reads the
// field's text with parse and sets the option, or shows the error (after
// prefix) under the field.
func parsed[T any](c form, id, prefix string, parse func(string) (T, error), set func(T)) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		v, err := parse(control.Of(ctx).Value)
		if err != nil {
			c.fieldErr[id] = prefix + err.Error()
			return
		}
		delete(c.fieldErr, id)
		set(v)
		c.changed()
	}
}
