package polyplayer

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/player"
)

// playerState is the player's own state, which PolyPlayer embeds; its
// methods, in their own files, are the handlers of the player's controls
// (controls.go), its timeline and painting (timeline.go)
// and the 3-D view's input (view3d_*.go). PolyPlayer's own methods
// (player.go) render it.
type playerState struct {
	// prefix, compact and show are the component's ID, Compact and
	// Show as the parent last set them (PolyPlayer.follow), for the
	// handlers.
	prefix  string
	compact bool
	show    *player.Show

	shown  *player.Show
	pl     *player.Player
	err    string
	cols   map[string]string
	scheme player.Scheme
	is3D   bool
	view   string
	order  player.Order
	cam    player.Camera3D
	scene  *player.Scene3D
	sceneV int
	// apart, when the order slides the pieces (player.Order.Slides),
	// holds the drawings of the solution taken apart: the 3-D view draws
	// its scene, posed at the player's step.
	apart *player.ApartFrames
	// take is the worker's disassembly for apart.
	take   apartTaking
	faces  facePainter
	boardV int

	ctx      app.Context
	mounted  bool
	raf      app.Func
	rafID    app.Value
	rafOn    bool
	lastTS   float64
	frames   int
	pointers map[int][2]float64
	// input listens to the 3-D view's pointer, wheel and keys
	// (view3d_input.go).
	input  listener
	notice string
	// settingsOpen shows the settings on a narrow screen.
	settingsOpen bool
}

// id returns the id of the player's element part ("" for the player),
// as the component's ID said when it last changed.
func (c *playerState) id(part string) string { return playerID(c.prefix, part) }

// playerID returns the id of a player's element part, prefix the
// player's ID ("player" if none).
func playerID(prefix, part string) string {
	p := prefix
	if p == "" {
		p = "player"
	}
	if part == "" {
		return p
	}
	return p + "-" + part
}
