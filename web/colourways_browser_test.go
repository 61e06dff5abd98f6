package main

// The way round a coloured piece lies: two solutions of the coloured
// dominoes that cover the same cells alike differ in which end of A
// carries its colour, and the page's board, its pictures of the
// solutions and the embed show the difference.

import (
	"image"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"polyplay/internal/librarytest"
	"polyplay/ui/link"
	"polyplay/ui/player"
)

// markParts are the parts of a solution's picture that name or draw its
// constraint colours: left out, the two ways round of A draw alike.
var markParts = regexp.MustCompile(`<path class="mark"[^>]*>.*?</path>|<title>[^<]*</title>`)

func TestBrowserColourWays(t *testing.T) {
	t.Parallel()
	p0, sols, pair := librarytest.ColouredWays(t)
	frag := "#" + link.Share{Source: librarytest.ColouredDominoes}.Fragment() + "&o="
	for _, sz := range sizes {
		t.Run(sz.name, func(t *testing.T) {
			t.Parallel()
			p := openPage(t, sz.width, sz.height, frag)
			// Without -r (o empty): its mirror top to bottom makes each
			// way round of A the other's copy.
			p.within(5*time.Second, "-r off", poll(`document.getElementById("args").value === ""`, nil))
			p.solveAndWait(60 * time.Second)
			p.within(10*time.Second, "the six pictures", poll(`document.querySelectorAll(".thumb svg").length === 6`, nil))
			var pics []string
			p.eval(`[...document.querySelectorAll(".thumb svg")].map(s => s.outerHTML)`, &pics)
			// The pictures: six different, two pairs alike but for
			// the marks; each with one mark, of colour 1.
			ways := map[string][]int{}
			seen := map[string]bool{}
			for i, pic := range pics {
				if n := strings.Count(pic, `class="mark"`); n != 1 || !strings.Contains(pic, `fill="`+player.ConstraintPalette(nil).Fill(1)+`"`) {
					t.Errorf("picture %d has %d marks, want one of colour 1: %s", i+1, n, pic)
				}
				seen[pic] = true
				bare := markParts.ReplaceAllString(pic, "")
				ways[bare] = append(ways[bare], i)
			}
			var twin []int
			for _, w := range ways {
				if len(w) == 2 && twin == nil {
					twin = w
				}
			}
			if len(seen) != 6 || len(ways) != 4 || twin == nil {
				t.Fatalf("%d different pictures, %d without their marks, a pair %v; want 6, 4 and a pair", len(seen), len(ways), twin)
			}

			// The board: each of the pair shown whole, its colours in
			// the board's description, its drawing different.
			var texts, keys [2]string
			var before = p.shot("#player-board")
			for k, i := range twin {
				n := strconv.Itoa(i + 1)
				p.show(n)
				p.within(10*time.Second, "solution "+n+" shown whole", chromedp.WaitVisible(`.thumb.current[aria-label="Show solution `+n+`"]`, byQuery),
					poll(`(e => e && e.dataset.steps === "3" && e.dataset.step === "3")(document.getElementById("player"))`, nil))
				p.within(10*time.Second, "its colours described", poll(`(document.getElementById("player-colours") || {}).textContent.startsWith("Coloured cells: A colour 1 (black) at x 0, y ")`, nil))
				texts[k], keys[k] = p.text("#player-colours"), p.attr("#player", "data-board")
				if d := p.attr("#player-board", "aria-describedby"); d != "player-colours" {
					t.Errorf("solution %s: the board is described by %q, want player-colours", n, d)
				}
				if k == 1 {
					if px := p.repainted("#player-board", before, 20, 10*time.Second); px < 20 {
						t.Errorf("the board changed in %d pixels from solution %d to %d, want the mark's", px, twin[0]+1, i+1)
					}
				}
				before = p.shot("#player-board")
				p.viewShot(sz.name + "-colour-way-" + strconv.Itoa(k+1))
			}
			if texts[0] == texts[1] || keys[0] == keys[1] {
				t.Errorf("the pair shows alike: %q and %q, boards %s and %s", texts[0], texts[1], keys[0], keys[1])
			}
			p.checkLabels()

			// The 3-D view: the mark on the cube's faces moves with the
			// way round.
			var shots [2]image.Image
			for k, i := range twin {
				n := strconv.Itoa(i + 1)
				p.show(n)
				p.within(10*time.Second, "solution "+n+" shown", chromedp.WaitVisible(`.thumb.current[aria-label="Show solution `+n+`"]`, byQuery),
					poll(`(e => e && e.dataset.board === `+strconv.Quote(keys[k])+`)(document.getElementById("player"))`, nil))
				p.setValue("#player-view", "3d", "change")
				p.within(10*time.Second, "solution "+n+" in 3-D", chromedp.WaitVisible(`#player[data-view="3d"] #player-3d`, byQuery))
				p.run("the 3-D view in the middle", chromedp.ScrollIntoView(`#player-3d`, byQuery))
				p.frames(2)
				shots[k] = p.shot("#player-3d")
				p.viewShot(sz.name + "-colour-way-3d-" + strconv.Itoa(k+1))
			}
			if px := differ(shots[0], shots[1]); px < 20 {
				t.Errorf("the 3-D views of solutions %d and %d differ in %d pixels, want the mark's", twin[0]+1, twin[1]+1, px)
			}

			// The embed of each way round, from its share link with
			// the colours: one mark each, named in its label, and the
			// two drawn differently.
			var embeds [2]string
			for k, i := range pair {
				cells, err := link.EncodeSolution(p0, sols[i])
				if err != nil {
					t.Fatal(err)
				}
				sh := link.Share{Source: librarytest.ColouredDominoes, Solution: 1, Cells: cells, Colours: link.EncodeColours(p0, sols[i]), Step: 3}
				p.open("embed.html#" + sh.Fragment())
				p.within(30*time.Second, "the embed plays", chromedp.WaitVisible(`#embed-page[data-state="ready"]`, byQuery))
				_, words := player.SolutionMarks(p0, sols[i])
				var got struct {
					Marks int
					Label string
				}
				p.eval(`({Marks: document.querySelectorAll("#embed-stage svg .pp-mark").length, Label: document.querySelector("#embed-stage svg").getAttribute("aria-label")})`, &got)
				if got.Marks != 1 || !strings.HasSuffix(got.Label, ". "+words) {
					t.Errorf("the embed of solution %d: %d marks, label %q; want 1 and one ending %q", i+1, got.Marks, got.Label, words)
				}
				p.eval(`document.querySelector("#embed-stage svg .pp-mark").getAttribute("d")`, &embeds[k])
				p.viewShot(sz.name + "-colour-way-embed-" + strconv.Itoa(k+1))
			}
			if embeds[0] == embeds[1] {
				t.Errorf("the embeds of the two ways round mark the same place: %s", embeds[0])
			}
		})
	}
}

// show clicks the picture of solution n in the strip, brought to the
// middle of the window first: on a phone the bar of actions at its foot
// covers what is scrolled just into view.
func (p *page) show(n string) {
	p.t.Helper()
	sel := `.thumb[aria-label="Show solution ` + n + `"]`
	p.eval(`document.querySelector(`+strconv.Quote(sel)+`).scrollIntoView({block: "center", inline: "center"}), true`, nil)
	p.run("show solution "+n, chromedp.Click(sel, byQuery))
}
