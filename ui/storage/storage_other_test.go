//go:build !(js && wasm)

package storage

import (
	"errors"
	"testing"
)

// Outside the browser nothing is kept, and saying so is an error, not a
// silent loss.
func TestUnavailable(t *testing.T) {
	s := "kept"
	if err := Set("polyplay.test", s); !errors.Is(err, ErrUnavailable) {
		t.Errorf("Set: %v, want ErrUnavailable", err)
	}
	if err := Get("polyplay.test", &s); !errors.Is(err, ErrUnavailable) || s != "kept" {
		t.Errorf("Get: %v, value %q; want ErrUnavailable and the value untouched", err, s)
	}
}
