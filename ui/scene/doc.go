// Package scene is Play mode's one 3-D scene of a solid puzzle's
// position, without the browser: the placed pieces, the box's outline, a
// floor grid on the working layer and the piece in hand as a ghost (green
// where it fits, red where it does not), projected with the 3-D view's
// camera (player.Camera3D) and written as SVG in painter's order; and the
// pointer's questions, answered in the drawing's own units: the cell of
// the working layer a pointer snaps to (Snap) and the placed piece's cell
// under it (Hit). Layers above a chosen one can be lifted away (Lift).
// The grid is asked what its cells are (grid.Kind.Round: balls or
// cubes), so the scene draws cubes and balls alike.
//
// Slid is the scene of Play's Slide the pieces in (ui/play.Slide): a
// solution's pieces, each drawn displaced by its offset in cells
// (player.Scene3D.PoseAt), the ones selected outlined, and the piece
// drawn under a pointer (Hit).
package scene
