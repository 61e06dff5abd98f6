package classic

import (
	"io"
	"strings"
	"testing"
)

// BenchmarkSearch times polycube mode's search on library puzzles and
// the game Roadblock's (cmd/polyplay/testdata/classic), as polycube 1.2.1
// runs them (-i -q); cmd/polyplay/testdata/classic/bench.sh times the
// whole process beside polycube itself.
func BenchmarkSearch(b *testing.B) {
	const library = "../../../../def/library/"
	for _, c := range []struct{ name, file string }{
		{"20x3", library + "pentominoes-20x3.txt"},
		{"soma", library + "soma.txt"},
		{"8x8-hole", library + "pentominoes-8x8-hole.txt"},
		{"15x4", library + "pentominoes-15x4.txt"},
		{"roadblock", "../../testdata/classic/roadblock.txt"},
	} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				var errs strings.Builder
				if rc := Main([]string{"-i", "-q", "--", c.file}, strings.NewReader(""), io.Discard, &errs); rc != 0 || errs.Len() > 0 {
					b.Fatal(rc, errs.String())
				}
			}
		})
	}
}

// BenchmarkMonteCarlo times polycube mode's Monte Carlo runs (-i -q -s),
// whose trials each put every column's rows in a random order first.
func BenchmarkMonteCarlo(b *testing.B) {
	for _, c := range []struct{ name, file, sample string }{
		{"8x8-hole", "pentominoes-8x8-hole.txt", "200,8,42"},
		{"10x6", "pentominoes-10x6.txt", "300,6,1"},
	} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				var errs strings.Builder
				if rc := Main([]string{"-i", "-q", "-s", c.sample, "--", "../../../../def/library/" + c.file}, strings.NewReader(""), io.Discard, &errs); rc != 0 || errs.Len() > 0 {
					b.Fatal(rc, errs.String())
				}
			}
		})
	}
}
