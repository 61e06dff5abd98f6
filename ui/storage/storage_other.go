//go:build !(js && wasm)

package storage

// Get fails: there is no local storage outside the browser.
func Get(key string, v any) error { return ErrUnavailable }

// Set fails: there is no local storage outside the browser.
func Set(key string, v any) error { return ErrUnavailable }

// Del does nothing outside the browser.
func Del(key string) {}
