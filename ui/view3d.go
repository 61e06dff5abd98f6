package ui

import "polyplay/ui/player"

// The 3-D view's geometry is pure Go in package player (Scene3D); the
// canvas painting is in player_canvas.go.

// Names of the 3-D view's geometry in package player.
type (
	Scene3D  = player.Scene3D
	Camera3D = player.Camera3D
	Face3D   = player.Face3D
)

// NewScene3D builds the 3-D scene of a board (player.NewScene3D).
func NewScene3D(b *player.Board, colours map[string]string) *Scene3D {
	return player.NewScene3D(b, colours)
}

// DefaultCamera3D is the 3-D view's starting camera.
var DefaultCamera3D = player.DefaultCamera3D
