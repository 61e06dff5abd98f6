package solver

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"polyplay/internal/longtest"
)

// memoSetting is one setting of the memo's test hooks.
type memoSetting struct {
	name  string
	hooks testHooks
}

// memoSettings are the memo as it runs (started after memoPolls polls),
// started at once, and started at once with 16 entries (so that entries
// keep replacing each other).
var memoSettings = []memoSetting{{"default", testHooks{}}, {"at-once", testHooks{memoAtOnce: true}}, {"16-entries", testHooks{memoSize: 4, memoAtOnce: true}}}

// TestMemoCounts checks that the memo finds the known solutions, each
// valid, with fewer fits than the plain search, at several levels, table
// sizes, bit field widths, orders (FILA's first-open-cell levels from the
// top, or below the E heuristic), in parallel and in parts.
func TestMemoCounts(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name  string
		p     *Problem
		opt   Options
		order string
		fila  int
		want  int64
		fewer bool // the memo must save fits with -j1
		long  bool
	}{
		{"10x6 -r", pentominoBox(10, 6), Options{Search: Search{Redundancy: true}}, "f=11", 11, 2339, true, true},
		{"10x6 -r e", pentominoBox(10, 6), Options{Search: Search{Redundancy: true, NOF: true}}, "e=11:f=6", 11, 2339, true, false},
		{"12x5 -r", pentominoBox(12, 5), Options{Search: Search{Redundancy: true, NOF: true}}, "f=11", 11, 1010, true, false},
		{"15x4 -r", pentominoBox(15, 4), Options{Search: Search{Redundancy: true, NOF: true, NOFCells: 6}}, "f=12", 12, 368, true, false},
		{"20x3", pentominoBox(20, 3), Options{}, "f=12", 12, 8, false, false},
		{"one-sided 30x3 -r", oneSided30x3(), Options{Search: Search{Redundancy: true, NOF: true}}, "f=18", 18, 46, true, false},
		{"soma -r", soma(), Options{Search: Search{Redundancy: true}}, "f=6", 6, 480, false, false},
		{"twins", twins(), Options{}, "f=8", 8, -1, false, false},
	} {
		if tc.long && !longtest.EnabledNative() {
			continue // the 10x6 from the top: the 12x5 and 15x4 check the same on smaller trees
		}
		want := tc.want
		if want < 0 {
			want = solveAll(t, tc.p, tc.opt).Solutions
		}
		opt := tc.opt
		opt.Order, opt.Fila = mustOrder(t, tc.order), []int{tc.fila}
		plain := solveAll(t, tc.p, opt)
		if plain.Solutions != want {
			t.Fatalf("%s: %d solutions without the memo, want %d", tc.name, plain.Solutions, want)
		}
		if i := slices.IndexFunc(plain.Notes, func(n string) bool { return strings.Contains(n, "memo") }); i >= 0 {
			t.Errorf("%s without the memo: note %q", tc.name, plain.Notes[i])
		}
		for _, ms := range memoSettings {
			for _, memo := range []int{2, 4} {
				for _, jobs := range []int{1, 2} {
					name := fmt.Sprintf("%s/m%d/%s/j%d", tc.name, memo, ms.name, jobs)
					if testing.Short() && (memo == 4 || ms.name == "default") {
						continue
					}
					if !longtest.Enabled() && tc.want > 1000 && (ms.name == "at-once") != (jobs == 1) {
						// make test: the 10x6 and 12x5 with the memo
						// at once on one job, as it runs and with 16
						// entries on two (the smaller cases run every
						// setting on both; make test-long all).
						continue
					}
					if memo == 4 && tc.want > 1000 && !longtest.EnabledNative() {
						// The 10x6 and 12x5 from 4 pieces: long,
						// natively (the 15x4 and the one-sided 30x3
						// check the same under WebAssembly).
						continue
					}
					t.Run(name, func(t *testing.T) {
						opt := opt
						opt.Memo, opt.Jobs = memo, jobs
						st := solveAllWith(t, tc.p, opt, ms.hooks)
						if st.Solutions != want {
							t.Fatalf("%d solutions, want %d", st.Solutions, want)
						}
						if jobs > 1 {
							return
						}
						switch fits := st.TotalFits(); {
						case fits > plain.TotalFits():
							t.Errorf("%d fits, more than the %d without the memo", fits, plain.TotalFits())
						case tc.fewer && ms.hooks.memoAtOnce && fits == plain.TotalFits():
							t.Errorf("%d fits, as many as without the memo", fits)
						}
						note := fmt.Sprintf("memo of dead ends: on where %d or more pieces remain", memo)
						if tc.fewer && ms.hooks.memoAtOnce && !slices.Contains(st.Notes, note) {
							t.Errorf("notes %q, want %q", st.Notes, note)
						}
					})
				}
			}
		}
	}
}

// TestMemoParts checks that the parts of a search divided with --part,
// each with its own memo, find the whole search's solutions between them.
func TestMemoParts(t *testing.T) {
	t.Parallel()
	const parts = 3
	total := int64(0)
	for k := 0; k < parts; k++ {
		st := solveAllWith(t, pentominoBox(10, 6), Options{Search: Search{Redundancy: true, Auto: true, Memo: 2}, Run: Run{Part: k, Parts: parts, Split: 10}}, testHooks{memoAtOnce: true})
		total += st.Solutions
	}
	if total != 2339 {
		t.Fatalf("the %d parts find %d solutions, want 2339", parts, total)
	}
}
