package widget

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// WatchIntent calls fn once, at the first sign that the person means to
// use the parts of the page that selector matches: the pointer over, or
// the focus on, one of them; a press there (a finger has no hover);
// typing there. It returns a function that stops watching.
func WatchIntent(selector string, fn func()) (stop func()) {
	if !app.IsClient {
		return func() {}
	}
	doc := app.Window().Get("document")
	events := []string{"pointerover", "pointerdown", "focusin", "input"}
	var f app.Func
	stopped := false
	stop = func() {
		if stopped {
			return
		}
		stopped = true
		for _, ev := range events {
			doc.Call("removeEventListener", ev, f, true)
		}
		f.Release()
	}
	f = app.FuncOf(func(this app.Value, args []app.Value) any {
		if len(args) == 0 {
			return nil
		}
		t := args[0].Get("target")
		if !t.Truthy() || !t.Get("closest").Truthy() || !t.Call("closest", selector).Truthy() {
			return nil
		}
		stop()
		fn()
		return nil
	})
	for _, ev := range events {
		doc.Call("addEventListener", ev, f, true)
	}
	return stop
}
