package main

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"polyplay/def"
	"polyplay/internal/librarytest"
	"polyplay/internal/thousands"
	"polyplay/ui/link"
	"polyplay/ui/play"
)

// coachFigures reads the numbers the coach's line says about the
// completions of a position: "in N ways" (exact), "at least N", "about
// E ways (between L and H); N found so far", each number written with
// thousands separators ("9,356").
var coachFigures = regexp.MustCompile(`completed in ([\d,]+) ways|at least ([\d,]+) ways|between ([\d,]+) and ([\d,]+)|([\d,]+) found so far`)

// checkCoachTrue fails the test if what the coach's line says is not
// true of a position with truth completions; it reports whether the
// line has an exact count or a range.
func checkCoachTrue(t *testing.T, text string, truth int) (settled bool) {
	t.Helper()
	n := func(s string) int {
		v, err := strconv.Atoi(strings.ReplaceAll(s, ",", ""))
		if err != nil {
			t.Fatalf("the coach says %q: %v", text, err)
		}
		return v
	}
	for _, m := range coachFigures.FindAllStringSubmatch(text, -1) {
		switch {
		case m[1] != "":
			if n(m[1]) != truth {
				t.Errorf("the coach says %q; the position has %d completions", text, truth)
			}
			settled = true
		case m[2] != "":
			if n(m[2]) > truth {
				t.Errorf("the coach says %q; the position has %d completions", text, truth)
			}
		case m[3] != "":
			if n(m[3]) > truth || n(m[4]) < truth {
				t.Errorf("the coach's range %q does not hold the %d completions", text, truth)
			}
			settled = true
		case m[5] != "":
			if n(m[5]) > truth {
				t.Errorf("the coach says %q; the position has %d completions", text, truth)
			}
		}
	}
	return settled
}

// TestBrowserCoachRange: what the coach says about the empty Tetris Cube
// and the empty Bedlam cube while it counts is true: the completions
// found so far are at most the true count (polyplay -q --library KEY:
// 236,136 and 460,464), and a range holds it. The puzzles are opened as
// definitions of their own, not from the library, whose empty boards
// the page answers from its count. The test reads the coach's line
// until it has a range or the exact count.
func TestBrowserCoachRange(t *testing.T) {
	t.Parallel()
	chromium(t)
	for _, c := range []struct {
		key   string
		truth int
	}{
		{"tetris-cube", 236136},
		{"bedlam-cube", 460464},
	} {
		t.Run(c.key, func(t *testing.T) {
			t.Parallel()
			e, _ := def.Lookup(c.key)
			p := openPage(t, 1280, 800, "#"+link.Share{Source: e.Source, FileName: c.key + ".txt"}.Fragment())
			p.openPlay()
			// Every text of the coach's line, as the page writes it.
			p.eval(`window.ppCoach = [];
				(line => { ppCoach.push(line.textContent); new MutationObserver(() => ppCoach.push(line.textContent)).
					observe(line, {childList: true, characterData: true, subtree: true}) })(document.getElementById("play-coach")); true`, nil)
			p.within(3*time.Minute, "a range or the exact count", poll(`/between|exactly|completed in [\d,]+ ways\./.test(document.getElementById("play-coach").textContent)`, nil))
			var texts []string
			p.eval(`ppCoach.concat([document.getElementById("play-coach").textContent])`, &texts)
			seen, settled := map[string]bool{}, false
			for _, text := range texts {
				if !seen[text] {
					seen[text] = true
					t.Logf("the coach says %q", text)
				}
				settled = checkCoachTrue(t, text, c.truth) || settled
			}
			if !settled {
				t.Errorf("the coach's line has neither a range nor the exact count: %q", texts)
			}
			if c.key == "tetris-cube" {
				p.screenshot("play-coach-range", 1280)
			}
		})
	}
}

// TestBrowserPlayDamagedLink: a Play link whose position is damaged
// opens Play on its puzzle, says so in plain words, and shows no notice
// of a bad link; at both sizes. With a game kept in the browser, it
// opens on that game and says so.
func TestBrowserPlayDamagedLink(t *testing.T) {
	t.Parallel()
	chromium(t)
	for i, sz := range sizes {
		t.Run(sz.name, func(t *testing.T) {
			t.Parallel()
			y, want := "BQ", "This Play link is damaged: its position is written in a form this version of Polyplay does not read. The puzzle opens without the position."
			if i == 1 {
				y, want = "", "This Play link is damaged: its position is empty (the link may be cut short). The puzzle opens without the position."
			}
			p := openPage(t, sz.width, sz.height, "#p=pentominoes-10x6&y="+y)
			p.within(20*time.Second, "Play opens", chromedp.WaitVisible(playShown, byQuery))
			p.waitText("#play-status", want)
			var notice string
			p.eval(`(e => e ? e.innerText : "")(document.getElementById("notice"))`, &notice)
			if strings.Contains(notice, "link") {
				t.Errorf("the page's notice says %q beside Play's words", notice)
			}
			if got := p.placed(); got != "" {
				t.Errorf("the damaged link opened on %q, not an empty board", got)
			}
			p.screenshot("play-damaged-link-"+sz.name, sz.width)
			// A piece placed (kept in the browser), then the damaged link
			// again: the kept game opens, and the words say so.
			p.scrollTo("#play-tray-I")
			tx, ty := p.centre("#play-tray-I")
			p.mouseDrag(tx, ty, tx, ty)
			p.press("#play-drop")
			p.waitText("#play-status", "I placed at")
			kept := p.placed()
			p.eval(fmt.Sprintf(`(location.hash = %q, true)`, "#p=pentominoes-10x6&y="+y), nil)
			p.waitText("#play-status", strings.TrimSuffix(want, "The puzzle opens without the position.")+"The puzzle opens on your game kept in this browser instead, 1 piece placed.")
			if got := p.placed(); got != kept {
				t.Errorf("the damaged link over a kept game opened on %q, want the game kept, %q", got, kept)
			}
		})
	}
}

// TestBrowserCoachStoredEstimate: the empty board of each library
// puzzle whose count no one knows but the library estimates (def.Entry's
// Estimate) gets the library's estimate with its range at once, in the
// coach's words (play.StoredEstimateWords), at both sizes.
func TestBrowserCoachStoredEstimate(t *testing.T) {
	t.Parallel()
	chromium(t)
	n := 0
	for _, e := range def.Library() {
		if e.Estimate == 0 {
			continue
		}
		n++
		for _, sz := range sizes {
			t.Run(e.Key+"/"+sz.name, func(t *testing.T) {
				p := openPage(t, sz.width, sz.height, "#"+link.Share{Key: e.Key}.Fragment())
				p.openPlay()
				want := play.StoredEstimateWords(e.Estimate, e.EstimateLow, e.EstimateHigh)
				p.within(30*time.Second, "the library's estimate", poll(fmt.Sprintf(`document.getElementById("play-coach").textContent.includes(%q)`, want), nil))
				var text string
				p.eval(`document.getElementById("play-coach").textContent`, &text)
				if !strings.Contains(text, "about ") || !strings.Contains(text, "between ") {
					t.Errorf("the coach says %q: no estimate with its range", text)
				}
				p.screenshot("play-coach-estimate-"+e.Key+"-"+sz.name, sz.width)
			})
		}
	}
	if n == 0 {
		t.Fatal("no library puzzle has a stored estimate")
	}
}

// TestBrowserCoachAtLeast: the empty board of each library puzzle with
// a published solution but no count or estimate gets the library's
// proven lower bound at once (def.Entry's AtLeast, in the words of
// play.AtLeastWords), and the puzzle tab says it, at both sizes; Hint
// and Show a completion place pieces of its published solution.
func TestBrowserCoachAtLeast(t *testing.T) {
	t.Parallel()
	chromium(t)
	n := 0
	for _, e := range def.Library() {
		if e.AtLeast == 0 {
			continue
		}
		n++
		for _, sz := range sizes {
			t.Run(e.Key+"/"+sz.name, func(t *testing.T) {
				p := openPage(t, sz.width, sz.height, "#"+link.Share{Key: e.Key}.Fragment())
				p.within(30*time.Second, "the puzzle tab's count", poll(fmt.Sprintf(`document.body.textContent.includes(%q)`,
					"at least "+thousands.Format(e.AtLeast)+", found from the published solution"), nil))
				p.openPlay()
				want := play.AtLeastWords(e.AtLeast)
				p.within(30*time.Second, "the library's lower bound", poll(fmt.Sprintf(`document.getElementById("play-coach").textContent.includes(%q)`, want), nil))
				p.screenshot("play-coach-atleast-"+e.Key+"-"+sz.name, sz.width)
				// Hint and Show a completion take the published
				// solution, at once and with no search.
				total := 0
				for _, pc := range librarytest.Problem(t, e.Key).Pieces {
					if !pc.Stationary {
						total++
					}
				}
				p.press("#play-hint")
				p.waitText("#play-status", "Hint: ")
				p.waitTextIs("#play-tray-title", fmt.Sprintf("Pieces left: %d", total-1))
				p.within(30*time.Second, "the coach about the hint's position", poll(
					`document.getElementById("play-coach").textContent.includes("This position can be completed in at least one way.")`, nil))
				p.press("#play-complete")
				p.within(30*time.Second, "the completion shown, piece by piece", poll(fmt.Sprintf(
					`Number(document.getElementById("play-tray-title").textContent.replace(/\D+/g, "")) <= %d`, total-5), nil))
				p.screenshot("play-known-completion-"+e.Key+"-"+sz.name, sz.width)
			})
		}
	}
	if n == 0 {
		t.Fatal("no library puzzle has a lower bound")
	}
}
