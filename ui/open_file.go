package ui

// Opening a file: the Puzzle tab's "Open a file" button and a file
// dropped anywhere on the page put its definition into a new entry of My
// puzzles and the editor. A BurrTools file (.xmpuzzle, package def/burr)
// is written as a definition first (package def/source reads either,
// within def's limits).

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/def"
	"polyplay/def/source"
	"polyplay/ui/mypuzzles"
)

// idOpenFile is the file input of the "Open a file" button.
const idOpenFile = "open-file"

// openFileButton draws the "Open a file" button: a label for a hidden
// file input, so that the keyboard reaches it as a button.
func (c *puzzleTab) openFileButton() app.UI {
	return app.Span().Class("open-file").Body(
		app.Input().Type("file").ID(idOpenFile).Class("visually-hidden").
			Accept(".txt,.xmpuzzle,.xml,text/plain").
			OnChange(c.onOpenFile),
		app.Label().For(idOpenFile).
			Title("Open a definition (.txt) or a BurrTools file (.xmpuzzle); you may also drop one on the page").
			Text("Open a file…"),
	)
}

// onOpenFile opens the file chosen in the file input.
func (c *puzzleTab) onOpenFile(ctx app.Context, e app.Event) {
	in := ctx.JSSrc()
	if files := in.Get("files"); files.Truthy() && files.Length() > 0 {
		c.page.ReadFile(ctx, files.Index(0))
	}
	in.Set("value", "") // the same file may be opened again
}

// onDragOver lets a file be dropped on the page.
func (c *session) onDragOver(ctx app.Context, e app.Event) {
	if hasFiles(e) {
		e.PreventDefault()
	}
}

// onDrop opens a file dropped on the page.
func (c *session) onDrop(ctx app.Context, e app.Event) {
	if !hasFiles(e) {
		return
	}
	e.PreventDefault()
	if files := e.Get("dataTransfer").Get("files"); files.Length() > 0 {
		c.readFile(ctx, files.Index(0))
	}
}

// hasFiles reports whether a drag carries files (not text, which the
// editor takes as usual).
func hasFiles(e app.Event) bool {
	dt := e.Get("dataTransfer")
	if !dt.Truthy() {
		return false
	}
	types := dt.Get("types")
	for i := 0; types.Truthy() && i < types.Length(); i++ {
		if types.Index(i).String() == "Files" {
			return true
		}
	}
	return false
}

// readFile reads the browser's File f and opens it (openFile) once its
// bytes have arrived.
func (c *session) readFile(ctx app.Context, f app.Value) {
	name := f.Get("name").String()
	if size := f.Get("size").Int(); size > def.MaxBurrBytes {
		c.notice = source.TooLarge(name).Error()
		c.changedAll()
		return
	}
	var ok, fail app.Func
	release := func() { ok.Release(); fail.Release() }
	ok = app.FuncOf(func(_ app.Value, args []app.Value) any {
		release()
		arr := app.Window().Get("Uint8Array").New(args[0])
		b := make([]byte, arr.Length())
		app.CopyBytesToGo(b, arr)
		ctx.Dispatch(func(ctx app.Context) { c.openFile(ctx, name, b) })
		return nil
	})
	fail = app.FuncOf(func(app.Value, []app.Value) any {
		release()
		ctx.Dispatch(func(app.Context) {
			c.notice = name + ": the browser could not read the file"
			c.pageStore.changed()
		})
		return nil
	})
	f.Call("arrayBuffer").Call("then", ok, fail)
}

// openFile keeps the definition of the file name, whose bytes are b, as
// a new entry of My puzzles and opens it in the editor; a file that holds
// none is a notice.
func (c *session) openFile(ctx app.Context, name string, b []byte) {
	text, err := source.Text(name, b)
	if err != nil {
		c.notice = err.Error()
		c.changedAll()
		return
	}
	title := mypuzzles.NewName(text, "", "")
	e := c.mine.store.Add(title, mypuzzles.FileName(title), text, "")
	c.saveMine(ctx)
	c.notice = openedText(name, e.Name)
	c.openMine(ctx, e.ID)
}

// openedText is the notice of the file name opened and kept in My
// puzzles as kept: the name once when the two are the same.
func openedText(name, kept string) string {
	if kept == name {
		return "Opened " + name + "; it is in My puzzles."
	}
	return "Opened " + name + " as " + kept + " in My puzzles."
}
