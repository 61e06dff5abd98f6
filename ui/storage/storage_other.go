//go:build !(js && wasm)

package storage

// Local is the browser's local storage; outside the browser there is
// none, and every method fails with ErrUnavailable.
type Local struct{}

// Text fails: there is no local storage outside the browser.
func (Local) Text(key string) (string, bool, error) { return "", false, ErrUnavailable }

// SetText fails: there is no local storage outside the browser.
func (Local) SetText(key, text string) error { return ErrUnavailable }

// Remove fails: there is no local storage outside the browser.
func (Local) Remove(key string) error { return ErrUnavailable }
