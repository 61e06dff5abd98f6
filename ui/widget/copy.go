package widget

import (
	"errors"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// CopyText puts text on the clipboard; done reports the outcome.
func CopyText(text string, done func(error)) {
	clip := app.Window().Get("navigator").Get("clipboard")
	if !clip.Truthy() {
		done(errors.New("the clipboard is not available here: select the command and copy it"))
		return
	}
	var ok, fail app.Func
	release := func() { ok.Release(); fail.Release() }
	ok = app.FuncOf(func(app.Value, []app.Value) any { release(); done(nil); return nil })
	fail = app.FuncOf(func(app.Value, []app.Value) any {
		release()
		done(errors.New("copying was refused: select the command and copy it"))
		return nil
	})
	clip.Call("writeText", text).Call("then", ok, fail)
}

// Download offers content as a file.
func Download(name, mime string, content []byte) {
	w := app.Window()
	arr := w.Get("Uint8Array").New(len(content))
	app.CopyBytesToJS(arr, content)
	blob := w.Get("Blob").New([]any{arr}, map[string]any{"type": mime})
	url := w.Get("URL").Call("createObjectURL", blob)
	doc := w.Get("document")
	a := doc.Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	a.Get("style").Set("display", "none")
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	var revoke app.Func
	revoke = app.FuncOf(func(app.Value, []app.Value) any {
		w.Get("URL").Call("revokeObjectURL", url)
		revoke.Release()
		return nil
	})
	w.Call("setTimeout", revoke, 10000)
}
