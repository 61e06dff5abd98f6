//go:build !(js && wasm)

package storage

import (
	"errors"
	"testing"
)

// Outside the browser nothing is kept, and saying so is an error, not a
// silent loss.
func TestUnavailable(t *testing.T) {
	var l Local
	if err := l.SetText("polyplay.test", "kept"); !errors.Is(err, ErrUnavailable) {
		t.Errorf("SetText: %v, want ErrUnavailable", err)
	}
	if text, ok, err := l.Text("polyplay.test"); !errors.Is(err, ErrUnavailable) || ok || text != "" {
		t.Errorf("Text: %q, %v, %v; want nothing and ErrUnavailable", text, ok, err)
	}
	if err := l.Remove("polyplay.test"); !errors.Is(err, ErrUnavailable) {
		t.Errorf("Remove: %v, want ErrUnavailable", err)
	}
}
