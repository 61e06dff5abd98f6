package polyplayer

import (
	"math"
	"testing"

	"polyplay/internal/librarytest"
	"polyplay/solver"
	"polyplay/ui/player"
)

// The 3-D view's input turns and zooms the camera as the events say.
func TestView3DInput(t *testing.T) {
	prob, sol := librarytest.First(t, "soma", solver.Options{})
	c := &PolyPlayer{Show: &player.Show{Problem: prob, Solution: &sol}}
	c.load()
	c.cam = player.DefaultCamera3D
	start := c.cam

	c.pointerMove(pointerInput{ID: 1, X: 50, Y: 50}) // not pressed: nothing
	if c.cam != start {
		t.Errorf("a move without a press changed the camera to %+v", c.cam)
	}
	c.pointerDown(pointerInput{ID: 1, X: 100, Y: 100})
	c.pointerMove(pointerInput{ID: 1, X: 140, Y: 110})
	if got, want := c.cam.Yaw, start.Yaw-0.4; math.Abs(got-want) > 1e-9 {
		t.Errorf("a drag 40 px right: yaw %.3f, want %.3f", got, want)
	}
	// A second pointer makes it a pinch: apart twice as far, twice the zoom.
	c.pointerDown(pointerInput{ID: 2, X: 240, Y: 110})
	zoom := c.cam.Zoom
	c.pointerMove(pointerInput{ID: 2, X: 340, Y: 110})
	if got := c.cam.Zoom / zoom; math.Abs(got-2) > 1e-9 {
		t.Errorf("a pinch to twice the distance zoomed %.3f times, want 2", got)
	}
	c.pointerUp(pointerInput{ID: 1})
	c.pointerUp(pointerInput{ID: 2})
	if len(c.pointers) != 0 {
		t.Errorf("%d pointers followed after both went up", len(c.pointers))
	}
	zoom = c.cam.Zoom
	c.wheel(wheelInput{DeltaY: -100})
	if c.cam.Zoom <= zoom {
		t.Errorf("the wheel towards the screen zoomed from %.3f to %.3f", zoom, c.cam.Zoom)
	}
	for _, tc := range []struct {
		key     string
		handled bool
	}{{"ArrowLeft", true}, {"ArrowDown", true}, {"+", true}, {"-", true}, {"0", true}, {"a", false}, {"Tab", false}, {"Enter", false}} {
		before := c.cam
		if got := c.key3D(keyInput{Key: tc.key}); got != tc.handled || camera3DKey(tc.key) != tc.handled {
			t.Errorf("key %q: handled %v (camera3DKey %v), want %v", tc.key, got, camera3DKey(tc.key), tc.handled)
		}
		if (c.cam != before) != tc.handled && tc.key != "0" {
			t.Errorf("key %q changed the camera: %v, want %v", tc.key, c.cam != before, tc.handled)
		}
	}
	if c.key3D(keyInput{Key: "0"}); c.cam.Yaw != player.DefaultCamera3D.Yaw || c.cam.Zoom != 1 {
		t.Errorf("key 0: camera %+v, want the starting one", c.cam)
	}
}
