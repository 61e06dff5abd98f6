//go:build js && wasm

package storage

import (
	"errors"
	"syscall/js"
	"testing"
)

// fakeStorage installs a localStorage of the page's kind as a global for
// the test (node has none): it keeps texts in a Map, and its setItem
// throws the DOMException a browser throws when full (name, e.g.
// QuotaExceededError) once throwOnSet is set; reading localStorage
// itself throws a SecurityError when blocked is set, as a browser that
// blocks storage does.
func fakeStorage(t *testing.T) (throwOnSet func(name string), block func()) {
	t.Helper()
	fake := js.Global().Get("Function").New(`
		const m = new Map();
		const s = {throwName: "", blocked: false};
		s.store = {
			getItem: k => m.has(k) ? m.get(k) : null,
			setItem: (k, v) => { if (s.throwName) throw new DOMException("the quota has been exceeded", s.throwName); m.set(k, String(v)); },
			removeItem: k => { m.delete(k); },
		};
		Object.defineProperty(globalThis, "localStorage", {configurable: true,
			get: () => { if (s.blocked) throw new DOMException("access denied", "SecurityError"); return s.store; }});
		return s;`).Invoke()
	t.Cleanup(func() { js.Global().Call("eval", `delete globalThis.localStorage`) })
	return func(name string) { fake.Set("throwName", name) }, func() { fake.Set("blocked", true) }
}

// TestLocal: Local reads and writes the browser's local storage, and its
// exceptions come back as the package's errors: a full storage as
// ErrFull, with the text kept before still there, a blocked one as
// ErrRefused.
func TestLocal(t *testing.T) {
	throwOnSet, block := fakeStorage(t)
	var l Local
	if _, ok, err := l.Text("k"); ok || err != nil {
		t.Fatalf("Text of a key never kept: %v, %v", ok, err)
	}
	if err := l.SetText("k", `{"a":"é"}`); err != nil {
		t.Fatal(err)
	}
	if text, ok, err := l.Text("k"); text != `{"a":"é"}` || !ok || err != nil {
		t.Fatalf("Text = %q, %v, %v", text, ok, err)
	}
	for _, name := range []string{"QuotaExceededError", "NS_ERROR_DOM_QUOTA_REACHED"} {
		throwOnSet(name)
		if err := l.SetText("k", "new"); !errors.Is(err, ErrFull) {
			t.Errorf("%s: SetText = %v, want ErrFull", name, err)
		}
		if text, _, _ := l.Text("k"); text != `{"a":"é"}` {
			t.Errorf("%s: after a full storage's refusal the key holds %q", name, text)
		}
	}
	throwOnSet("InvalidStateError")
	if err := l.SetText("k", "new"); err == nil || errors.Is(err, ErrFull) {
		t.Errorf("another exception: %v", err)
	}
	throwOnSet("")
	if err := l.Remove("k"); err != nil {
		t.Fatal(err)
	}
	if _, ok, _ := l.Text("k"); ok {
		t.Error("removed, still kept")
	}
	block()
	if _, _, err := l.Text("k"); !errors.Is(err, ErrRefused) {
		t.Errorf("Text of a blocked storage: %v, want ErrRefused", err)
	}
	if err := l.SetText("k", "x"); !errors.Is(err, ErrRefused) {
		t.Errorf("SetText of a blocked storage: %v, want ErrRefused", err)
	}
}

// TestNoLocalStorage: where there is none (node), Local says so.
func TestNoLocalStorage(t *testing.T) {
	if js.Global().Get("localStorage").Truthy() {
		t.Skip("this runtime has a localStorage")
	}
	if _, _, err := (Local{}).Text("k"); !errors.Is(err, ErrUnavailable) {
		t.Errorf("Text: %v, want ErrUnavailable", err)
	}
}
