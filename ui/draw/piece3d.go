package draw

import (
	"fmt"
	"html"
	"strings"

	"polyplay/solver"
	"polyplay/solver/grid"
	"polyplay/trace"
	"polyplay/ui/player"
)

// PieceSVG3D draws a piece of grid k as cubes (or balls) seen from the 3-D
// view's starting camera (DefaultCamera3D): a static, self-contained SVG of w×h pixels,
// for the preview of 3-D puzzles, where a piece drawn as layers side by
// side is hard to picture. It uses the 3-D view's geometry (Scene3D), so
// faces between the piece's own cubes are culled and only the piece's
// outline is stroked, as in the player. title labels the picture.
func PieceSVG3D(k grid.Kind, pc solver.Piece, colour, title string, w, h int) (string, error) {
	if len(pc.Cells) == 0 {
		return "", fmt.Errorf("piece %s has no cells", pc.Name)
	}
	lo, hi := pc.Cells[0], pc.Cells[0]
	for _, c := range pc.Cells {
		lo = solver.Point{X: min(lo.X, c.X), Y: min(lo.Y, c.Y), Z: min(lo.Z, c.Z)}
		hi = solver.Point{X: max(hi.X, c.X), Y: max(hi.Y, c.Y), Z: max(hi.Z, c.Z)}
	}
	cells := make([]solver.Point, len(pc.Cells))
	for i, c := range pc.Cells {
		cells[i] = solver.Point{X: c.X - lo.X, Y: c.Y - lo.Y, Z: c.Z - lo.Z}
	}
	box := &solver.Problem{XDim: hi.X - lo.X + 1, YDim: hi.Y - lo.Y + 1, ZDim: hi.Z - lo.Z + 1, Grid: k}
	b := player.NewBoard(box)
	// A coloured piece's cells are marked (player's markFace).
	b.SetColours([]solver.Placement{{Piece: pc.Name, Cells: cells, Colours: pc.Colours}})
	if err := b.Apply(trace.Step{Kind: trace.Place, Piece: pc.Name, Cells: cells}); err != nil {
		return "", fmt.Errorf("piece %s: %v", pc.Name, err)
	}
	return CubesSVG(player.NewScene3D(b, map[string]string{pc.Name: colour}), player.DefaultCamera3D, "piece-3d", title, w, h), nil
}

// CubesSVG draws a scene seen by cam as a static SVG of w×h pixels with
// the given class and title.
func CubesSVG(s *player.Scene3D, cam player.Camera3D, class, title string, w, h int) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, `<svg xmlns="http://www.w3.org/2000/svg" class="%s" width="%d" height="%d" viewBox="0 0 %d %d" role="img" aria-label="%s">`,
		class, w, h, w, h, html.EscapeString(title))
	fmt.Fprintf(&sb, `<title>%s</title>`, html.EscapeString(title))
	sb.WriteString(`<g stroke-linejoin="round" stroke-linecap="round">`)
	for _, f := range s.Frame(cam, float64(w), float64(h)) {
		fmt.Fprintf(&sb, `<path d="%s" fill="%s"/>`, f.FacePath(0.3), html.EscapeString(f.Fill))
		if len(f.Edges) > 0 {
			fmt.Fprintf(&sb, `<path d="%s" fill="none" stroke="#0f172a" stroke-width="1"/>`, f.EdgePath())
		}
	}
	sb.WriteString(`</g></svg>`)
	return sb.String()
}
