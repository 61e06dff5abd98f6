package solver

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"testing"

	"polyplay/internal/longtest"
)

// cellsKey identifies a placement by its piece's shape name and cells.
func cellsKey(piece string, cells []Point) string {
	cs := append([]Point(nil), cells...)
	sortPoints(cs)
	return piece + ":" + pointsKey(cs)
}

// solutionKey identifies a solution by its placements' cells (pieces of
// one shape are interchangeable, so names are left out).
func solutionKey(keys []string) string {
	ks := append([]string(nil), keys...)
	sort.Strings(ks)
	return strings.Join(ks, "|")
}

// TestTraceReplay replays the trace: applying its places and removes must
// give, at each solution event, the solution that the search reports next.
func TestTraceReplay(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		p    *Problem
		o    Options
		want int64
	}{
		{"20x3", pentominoBox(20, 3), Options{}, 8},
		{"soma -r", soma(), Options{Search: Search{Redundancy: true}}, 480},
		{"soma -M -r -V1 -p1 -P2", soma(), Options{Search: Search{Mirror: true, Redundancy: true, VolumeFilter: true, VolumeFilterRepeat: 1, ParityTrigger: 1, ParityFilter: 2}}, 240},
		{"one-sided 30x3 -r -V5", oneSided30x3(), Options{Search: Search{Redundancy: true, VolumeFilter: true, VolumeFilterRepeat: 5}}, 46},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.want == 46 {
				longtest.Skip(t) // a traced DLX search of seconds (minutes under WebAssembly)
				longtest.SkipUnderWasm(t)
			}
			placed := map[string]int{} // key -> times placed (must stay 0 or 1)
			var traced []string
			var events, bad int
			depth, maxDepth := 0, 0
			tc.o.Trace = func(ev Event) {
				events++
				switch ev.Kind {
				case EventPlace:
					k := cellsKey(ev.Piece, ev.Cells)
					placed[k]++
					if placed[k] != 1 {
						bad++
					}
					depth++
					maxDepth = max(maxDepth, depth)
				case EventRemove:
					k := cellsKey(ev.Piece, ev.Cells)
					placed[k]--
					if placed[k] != 0 {
						bad++
					}
					delete(placed, k)
					depth--
				case EventSolution:
					var ks []string
					for k := range placed {
						ks = append(ks, k[strings.IndexByte(k, ':')+1:])
					}
					traced = append(traced, solutionKey(ks))
				default:
					bad++
				}
			}
			s, err := New(tc.p, tc.o)
			if err != nil {
				t.Fatal(err)
			}
			var found []string
			st, err := s.Solve(context.Background(), func(sol Solution) bool {
				var ks []string
				for _, pl := range sol.Placements {
					cs := append([]Point(nil), pl.Cells...)
					sortPoints(cs)
					ks = append(ks, pointsKey(cs))
				}
				found = append(found, solutionKey(ks))
				return true
			})
			if err != nil {
				t.Fatal(err)
			}
			if st.Solutions != tc.want || int64(len(found)) != tc.want {
				t.Fatalf("%d solutions (%d reported), want %d", st.Solutions, len(found), tc.want)
			}
			if bad != 0 || depth != 0 || len(placed) != 0 {
				t.Errorf("unbalanced trace: %d bad events, depth %d at the end, %d placements left", bad, depth, len(placed))
			}
			if maxDepth != len(tc.p.Pieces) {
				t.Errorf("trace reached depth %d, want %d", maxDepth, len(tc.p.Pieces))
			}
			if fmt.Sprint(traced) != fmt.Sprint(found) {
				t.Errorf("the trace's solutions differ from the reported ones")
			}
			var fits int64
			for _, f := range st.Fits {
				fits += f
			}
			if placesTraced := (int64(events) - st.Solutions) / 2; placesTraced != fits {
				t.Errorf("trace has %d places, statistics %d fits", placesTraced, fits)
			}
		})
	}
}

// BenchmarkTraceOff and BenchmarkTraceOn measure what tracing costs.
func BenchmarkTraceOff(b *testing.B) { benchTrace(b, nil) }

func BenchmarkTraceOn(b *testing.B) {
	n := 0
	benchTrace(b, func(Event) { n++ })
}

func benchTrace(b *testing.B, fn func(Event)) {
	for b.Loop() {
		s, err := New(soma(), Options{Search: Search{Redundancy: true}, Run: Run{Trace: fn}})
		if err != nil {
			b.Fatal(err)
		}
		if st, _ := s.Solve(context.Background(), nil); st.Solutions != 480 {
			b.Fatal(st.Solutions)
		}
	}
}
