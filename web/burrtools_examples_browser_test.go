package main

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"polyplay/def/source"
	"polyplay/internal/burrexamples"
	"polyplay/internal/longtest"
	"polyplay/ui/link"
)

// TestPageBurrToolsExamples, a long test (make test-long), opens each of
// the 18 example puzzles BurrTools ships (read from its repository's
// mirror where there is one) in the page by a share link carrying its
// definition and the options -r -M, shows it (drawn, on every grid),
// and solves its first problem: burrTxt's count of assemblies, as
// cmd/polyplay's TestBurrToolsExamples counts every problem on the
// command line.
func TestPageBurrToolsExamples(t *testing.T) {
	longtest.Skip(t)
	t.Parallel()
	examples := []struct {
		file string
		want int64 // burrTxt -q, the first problem
	}{
		{"12PieceSeparation", 1}, {"AlPackino", 1}, {"AugmentedSecondStellation", 2}, {"BallRoom", 2},
		{"Bermuda", 1}, {"BrokenSticks", 2}, {"CubeInCage", 96}, {"DemoMirrorParadox", 1},
		{"DemoPieceGenerator", 928}, {"DiagonalCube", 2}, {"DraculasDentalDesaster", 84},
		{"FourPieceTetrahedron", 1}, {"HexSticks", 33}, {"PelikanBurr", 12},
		{"PermutatedThirdStellation", 2}, {"PiecesOfEight", 6}, {"Prisgon", 1}, {"SolidSixPieceBurrs", 588},
	}
	var p *page
	for _, ex := range examples {
		text, err := source.Text(ex.file+".xmpuzzle", burrexamples.Read(t, ex.file+".xmpuzzle"))
		if err != nil {
			t.Fatalf("%s: %v", ex.file, err)
		}
		frag := "#" + link.Share{Source: text, FileName: ex.file + ".xmpuzzle", Args: []string{"-r", "-M"}}.Fragment()
		if p == nil {
			p = openPage(t, 1280, 800, frag)
		} else {
			p.open(frag)
			p.waitReady()
		}
		p.within(30*time.Second, ex.file+" is shown", chromedp.WaitVisible(`#definition-error.ok`, byQuery))
		if cli := p.value("#command-line"); !strings.Contains(cli, "-r") || !strings.Contains(cli, "-M") {
			t.Errorf("%s: options %q, want -r -M", ex.file, cli)
		}
		p.solveAndWait(3 * time.Minute)
		if st := p.attr("#run-status", "data-status"); st != "done" {
			t.Errorf("%s: run status %q (%s)", ex.file, st, p.text("#run-status"))
			continue
		}
		if n := p.count("stat-solutions"); n != ex.want {
			t.Errorf("%s: %d solutions with -r -M, want burrTxt's %d", ex.file, n, ex.want)
		}
	}
	p.screenshot("burrtools-last-example", 1280)
}
