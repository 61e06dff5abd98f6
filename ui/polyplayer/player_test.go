package polyplayer

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/internal/librarytest"
	"polyplay/solver"
	"polyplay/trace"
	"polyplay/ui/player"
)

// playerHTML writes the player's HTML as go-app mounts it: OnInit,
// which loads its show, then Render (which only renders).
func playerHTML(c *PolyPlayer) string {
	c.OnInit()
	return app.HTMLString(c)
}

func TestPolyPlayerRender(t *testing.T) {
	p, sol := librarytest.First(t, "pentominoes-10x6", solver.Options{})
	show := &player.Show{Problem: p, Title: `<script>alert("x")</script>`, Solution: &sol, Step: 3}
	html := playerHTML(&PolyPlayer{ID: "pp", Show: show})
	for _, want := range []string{
		`id="pp"`, `id="pp-board"`, `id="pp-play"`, `id="pp-scrub"`, `id="pp-speed"`, `id="pp-order"`, `id="pp-svg"`, `id="pp-png"`,
		`data-step="3"`, `data-steps="12"`, `>Step 3.<`, `aria-label="Play"`, `aria-label="Position in the assembly"`,
		`aspect-ratio:10.3 / 6.3`,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("player HTML lacks %s", want)
		}
	}
	if strings.Contains(html, "<script>") || strings.Contains(html, `\"x`) {
		t.Errorf("the title is not made safe: %s", html)
	}
	// A 2-D puzzle starts flat; a 3-D one in the 3-D view with the layers.
	if strings.Contains(html, `id="pp-3d"`) {
		t.Errorf("flat puzzle shows the 3-D view by default")
	}
	soma, ssol := librarytest.First(t, "soma", solver.Options{})
	html = playerHTML(&PolyPlayer{ID: "s", Show: &player.Show{Problem: soma, Solution: &ssol}})
	for _, want := range []string{`id="s-3d"`, `id="s-board"`, `id="s-explode"`, `Layers 1 to 3, side by side`, `data-view="3d"`} {
		if !strings.Contains(html, want) {
			t.Errorf("3-D player HTML lacks %s", want)
		}
	}
	// Compact (embed): only the essential controls.
	html = playerHTML(&PolyPlayer{ID: "e", Show: show, Compact: true})
	if strings.Contains(html, `id="e-speed"`) || strings.Contains(html, `id="e-svg"`) || !strings.Contains(html, `id="e-play"`) {
		t.Errorf("compact player controls wrong")
	}
	// A show that does not fit reports why.
	bad := &player.Show{Problem: p, Solution: &solver.Solution{Placements: []solver.Placement{{Piece: "F", Cells: []solver.Point{{X: 99}}}}}}
	if html := playerHTML(&PolyPlayer{ID: "b", Show: bad}); !strings.Contains(html, "outside the 10x6x1 box") {
		t.Errorf("bad show: %s", html)
	}
}

func TestShowTrace(t *testing.T) {
	p, _ := librarytest.First(t, "pentominoes-10x6", solver.Options{})
	r := trace.NewRecorder(p, 100, 50, false)
	s, _ := solver.New(p, solver.Options{Run: solver.Run{MaxSolutions: 1, Trace: func(e solver.Event) { r.Add(e) }}})
	s.Solve(t.Context(), nil)
	w := r.Window()
	pl, err := (&player.Show{Problem: p, Trace: &w, Step: 10}).Player("")
	if err != nil {
		t.Fatal(err)
	}
	if pl.Pos() != 10 || pl.CounterText() != "Step 110." || pl.Speed() != 10 || !pl.Loop {
		t.Errorf("trace show: pos %d counter %q speed %g loop %v", pl.Pos(), pl.CounterText(), pl.Speed(), pl.Loop)
	}
	c := &PolyPlayer{Show: &player.Show{Problem: p, Trace: &w}}
	doc, err := func() (string, error) { c.load(); return c.SVG() }()
	if err != nil || !strings.Contains(doc, "<animate") {
		t.Errorf("trace SVG: %v", err)
	}
}
