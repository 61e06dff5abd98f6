package job

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"polyplay/def/burr"
	"polyplay/internal/librarytest"
	"polyplay/solver"
	"polyplay/solver/grid"
	"polyplay/wasm/protocol"
)

// apartPuzzle reads the BurrTools file name of package
// solver/disassemble's tests (puzzles designed for them, whose levels
// burrTxt gave).
func apartPuzzle(t *testing.T, name string) *solver.Problem {
	t.Helper()
	f, err := os.Open(filepath.Join("..", "..", "solver", "disassemble", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	ps, err := burr.Read(name, f)
	if err != nil {
		t.Fatal(err)
	}
	return &ps[0].Problem
}

// TestRunDisassemble checks a run under --disassemble, alone and divided
// between two workers (searched whole in the first one's trial, or split
// after it): the done messages count the assemblies and, as solutions,
// those that come apart, as burrTxt -q -d does; the solutions sent, at
// most Keep, carry their levels, burrTxt's; a puzzle whose pieces do
// not slide is refused with the reason. The Soma cube's 480 assemblies
// (-r) all come apart, as burrTxt -d finds.
func TestRunDisassemble(t *testing.T) {
	split := defaultTuning()
	split.trialFits, split.trialProgress = 1, time.Microsecond // the trial ends at once: the parts search
	for _, tc := range []struct {
		name                  string
		file                  string
		args                  []string
		keep, parts           int
		tu                    tuning
		assemblies, solutions protocol.Count
		levels                []string // sent; nil: any, min(keep, solutions) of them
		err                   string
	}{
		{"cage", "cage-3.xmpuzzle", nil, 100, 1, defaultTuning(), 3, 2, []string{"1.1.2.2", "1.1.2.2"}, ""},
		{"cage, keep 1", "cage-3.xmpuzzle", nil, 1, 1, defaultTuning(), 3, 2, []string{"1.1.2.2"}, ""},
		{"tunnel", "tunnel.xmpuzzle", nil, 100, 1, defaultTuning(), 1, 1, []string{"4"}, ""},
		{"locked", "locked.xmpuzzle", []string{"-r"}, 100, 1, defaultTuning(), 1, 0, nil, ""},
		{"cage, trial whole", "cage-3.xmpuzzle", nil, 100, 2, defaultTuning(), 3, 2, []string{"1.1.2.2", "1.1.2.2"}, ""},
		{"soma, split", "", []string{"-r"}, 1000, 2, split, 480, 480, nil, ""},
		{"triangles", "", nil, 100, 1, defaultTuning(), 0, 0, nil, "--disassemble: pieces on the triangle grid do not slide by whole cells along axes: no disassembly there"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var p *solver.Problem
			switch {
			case tc.file != "":
				p = apartPuzzle(t, tc.file)
			case tc.err == "":
				p = librarytest.Problem(t, "soma")
			default:
				p = small()
				p.Grid = grid.Triangle
				p.Pieces = p.Pieces[:1]
				p.XDim, p.YDim = 1, 1
			}
			req := protocol.SolveRequest{Problem: p, Args: append([]string{"--disassemble"}, tc.args...), Keep: tc.keep}
			var msgs [][]protocol.Message
			if tc.parts == 1 {
				msgs = [][]protocol.Message{record(context.Background(), req)}
			} else {
				req.Queue, req.Trial = true, true
				msgs, _ = pageWith(t, req, tc.parts, nil, tc.tu)
			}
			var stats []protocol.Stats
			var levels []string
			if split := slices.ContainsFunc(msgs[0], func(m protocol.Message) bool { return m.Kind == protocol.KindSplit }); split != (tc.tu.trialFits == 1) {
				t.Errorf("split %v; want %v", split, tc.tu.trialFits == 1)
			}
			for k, ms := range msgs {
				if len(ms) == 0 {
					continue // a part the trial made needless
				}
				last := ms[len(ms)-1]
				if last.Kind != protocol.KindDone {
					t.Fatalf("part %d: last message %+v; want done", k, last)
				}
				if last.Error != "" || tc.err != "" {
					if last.Error != tc.err {
						t.Errorf("part %d: error %q; want %q", k, last.Error, tc.err)
					}
					return
				}
				stats = append(stats, *last.Stats)
				for _, m := range ms {
					if len(m.Levels) != len(m.Solutions) && m.Kind != protocol.KindProgress {
						t.Errorf("part %d: %s message with %d solutions and %d levels", k, m.Kind, len(m.Solutions), len(m.Levels))
					}
					levels = append(levels, m.Levels...)
				}
			}
			got := protocol.MergeStats(stats)
			if got.Assemblies != tc.assemblies || got.Solutions != tc.solutions || len(levels) != min(tc.keep, int(tc.solutions)) || tc.levels != nil && !slices.Equal(levels, tc.levels) {
				t.Errorf("%d assemblies, %d solutions, levels sent %q; want %d, %d, %q", got.Assemblies, got.Solutions, levels, tc.assemblies, tc.solutions, tc.levels)
			}
		})
	}
}
