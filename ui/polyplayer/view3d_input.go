package polyplayer

import (
	"math"

	"polyplay/ui/player"
)

// The 3-D view's input: drag to turn (one pointer), pinch or wheel to
// zoom, and keys. Each DOM event is read into one of the Go structs below
// in one typed conversion (github.com/norunners/vert, through their js
// tags; view3d_listen_js.go), and the handlers below change the camera.
// The listeners are the browser's own, not go-app's: go-app runs a
// handler after the event has been dispatched, too late to keep the wheel
// from scrolling the page or the arrow keys from moving it.

// pointerInput is what the 3-D view reads of a pointer event.
type pointerInput struct {
	ID int     `js:"pointerId"`
	X  float64 `js:"clientX"`
	Y  float64 `js:"clientY"`
}

// wheelInput is what the 3-D view reads of a wheel event.
type wheelInput struct {
	DeltaY float64 `js:"deltaY"`
}

// keyInput is what the 3-D view reads of a key event.
type keyInput struct {
	Key string `js:"key"`
}

// pointerDown starts following a pointer.
func (c *playerState) pointerDown(p pointerInput) {
	if c.pointers == nil {
		c.pointers = map[int][2]float64{}
	}
	c.pointers[p.ID] = [2]float64{p.X, p.Y}
}

// pointerMove turns the view (one pointer) or zooms it (two, a pinch).
func (c *playerState) pointerMove(p pointerInput) {
	old, ok := c.pointers[p.ID]
	if !ok {
		return
	}
	now := [2]float64{p.X, p.Y}
	switch len(c.pointers) {
	case 1:
		c.cam.Yaw -= (now[0] - old[0]) * 0.01
		c.cam.Pitch += (now[1] - old[1]) * 0.01
	case 2:
		var other [2]float64
		for k, v := range c.pointers {
			if k != p.ID {
				other = v
			}
		}
		before := math.Hypot(old[0]-other[0], old[1]-other[1])
		after := math.Hypot(now[0]-other[0], now[1]-other[1])
		if before > 4 {
			c.cam.Zoom *= after / before
		}
	}
	c.pointers[p.ID] = now
	c.cam = c.cam.Clamp()
	c.paint3D()
}

// pointerUp stops following a pointer.
func (c *playerState) pointerUp(p pointerInput) { delete(c.pointers, p.ID) }

// wheel zooms the view.
func (c *playerState) wheel(w wheelInput) {
	c.cam.Zoom *= math.Exp(-w.DeltaY * 0.0015)
	c.cam = c.cam.Clamp()
	c.paint3D()
}

// camera3DKey reports whether key is one of key3D's.
func camera3DKey(key string) bool {
	switch key {
	case "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "+", "=", "-", "_", "0":
		return true
	}
	return false
}

// key3D turns or zooms the view for the arrow keys, + and − and 0 (back
// to the start), and reports whether the key was one of them.
func (c *playerState) key3D(k keyInput) bool {
	switch k.Key {
	case "ArrowLeft":
		c.cam.Yaw += 0.12
	case "ArrowRight":
		c.cam.Yaw -= 0.12
	case "ArrowUp":
		c.cam.Pitch += 0.12
	case "ArrowDown":
		c.cam.Pitch -= 0.12
	case "+", "=":
		c.cam.Zoom *= 1.15
	case "-", "_":
		c.cam.Zoom /= 1.15
	case "0":
		c.cam = player.Camera3D{Yaw: player.DefaultCamera3D.Yaw, Pitch: player.DefaultCamera3D.Pitch, Zoom: 1, Explode: c.cam.Explode}
	default:
		return false
	}
	c.cam = c.cam.Clamp()
	c.paint3D()
	return true
}
