//go:build !(js && wasm)

package polyplayer

// listener holds the 3-D view's listeners; outside the browser there are
// none.
type listener struct{}

// listen3D does nothing outside the browser.
func (c *playerState) listen3D() {}

// release does nothing outside the browser.
func (l *listener) release() {}
