package solver

import (
	"context"
	"testing"

	"polyplay/internal/longtest"
)

// symmetryConfigs are option sets whose output filters need the whole
// solution (residual stabilisers, shape-changing cosets, mirror pairs).
// want is the count, -1 for the whole search's; long is how many of
// TestSubproblemsAddUp's two runs (from R = P/2 down) are long tests
// (the one-sided 30x3 splits into up to 62,000 sub-puzzles, Soma -M at
// R=3 into 17,808; the one-sided 8x5 checks the same on a small tree).
var symmetryConfigs = []struct {
	name string
	p    func() *Problem
	o    Options
	want int64
	long int
}{
	{"soma -r", soma, Options{Search: Search{Redundancy: true}}, 480, 0},
	{"soma -u", soma, Options{Search: Search{Unique: true}}, 480, 0},
	{"soma -M -r", soma, Options{Search: Search{Mirror: true, Redundancy: true}}, 240, 0},
	{"soma -M", soma, Options{Search: Search{Mirror: true}}, 5760, 1},
	{"15x4 -r -V", func() *Problem { return pentominoBox(15, 4) }, Options{Search: Search{Redundancy: true, VolumeFilter: true}}, 368, 2},
	{"one-sided 30x3 -r -V", oneSided30x3, Options{Search: Search{Redundancy: true, VolumeFilter: true}}, 46, 1},
	{"one-sided 30x3 -M -V", oneSided30x3, Options{Search: Search{Mirror: true, VolumeFilter: true}}, 92, 2},
	{"one-sided 8x5 -r", oneSided8x5, Options{Search: Search{Redundancy: true}}, -1, 0},
	{"one-sided 8x5 -M -V", oneSided8x5, Options{Search: Search{Mirror: true, VolumeFilter: true}}, 14, 0},
	{"one-sided 8x5 -M -r", oneSided8x5, Options{Search: Search{Mirror: true, Redundancy: true}}, -1, 0},
	// -r's pairing (pairing.go): every allowed image of X is fixed. Its
	// split at 6 pieces is long: the 20x3 -p1 -V3 splits as deep.
	{"20x3 -r", func() *Problem { return pentominoBox(20, 3) }, Options{Search: Search{Redundancy: true}}, 2, 1},
}

// TestJudgeAgreesWithAccept checks the three-valued output filter that
// Subproblems uses against accept, on every solution the constrained
// search finds (accepted or not).
func TestJudgeAgreesWithAccept(t *testing.T) {
	longtest.SkipUnderWasm(t)
	t.Parallel()
	for _, tc := range symmetryConfigs {
		t.Run(tc.name, func(t *testing.T) {
			if tc.long == 2 {
				longtest.Skip(t) // the 15x4 -r -V: seconds of DLX
			}
			s, err := New(tc.p(), tc.o)
			if err != nil {
				t.Fatal(err)
			}
			// raw finds the same solutions with the output filters off.
			raw := *s
			raw.opt.Unique, raw.red.residual, raw.red.cosets, raw.red.pair = false, nil, nil, nil
			con := *s.con
			con.mirror = nil
			raw.con = &con
			shapeOf := map[string]int{}
			for sh, shape := range s.Model.Shapes {
				for _, pi := range shape.Pieces {
					shapeOf[s.Model.Problem.Pieces[pi].Name] = sh
				}
			}
			var accepted, total int64
			_, err = raw.Solve(context.Background(), func(sol Solution) bool {
				total++
				var images []int
				for _, pl := range sol.Placements {
					cells := make([]int32, len(pl.Cells))
					for i, c := range pl.Cells {
						cells[i] = int32(s.Model.CellIndex(c))
					}
					sortInt32(cells)
					id := s.sym.find(shapeOf[pl.Piece], cells, nil)
					if id < 0 {
						t.Fatalf("no image for %s at %v", pl.Piece, pl.Cells)
					}
					images = append(images, id)
				}
				var b labelBuf
				a := s.accept(images, &b)
				j := s.judge(s.Model.labels(images, &b))
				if j == triUnknown || (j == triYes) != a {
					t.Fatalf("judge %d, accept %v for %v", j, a, sol)
				}
				if a {
					accepted++
				}
				return true
			})
			if err != nil {
				t.Fatal(err)
			}
			want := tc.want
			if want < 0 {
				want = solveAll(t, tc.p(), tc.o).Solutions
			}
			if accepted != want {
				t.Errorf("accept kept %d of %d, want %d", accepted, total, want)
			}
		})
	}
}

func sortInt32(a []int32) {
	for i := 1; i < len(a); i++ {
		for j := i; j > 0 && a[j] < a[j-1]; j-- {
			a[j], a[j-1] = a[j-1], a[j]
		}
	}
}

// TestSubproblemsAddUp splits searches into sub-puzzles and solves each
// standalone without the symmetry filters: the counts must add up. The
// 15x4 stands for the pentomino boxes (the 10x6 and the 12x5 have the
// same symmetries and four and three times its tree).
func TestSubproblemsAddUp(t *testing.T) {
	longtest.SkipUnderWasm(t)
	t.Parallel()
	configs := append([]struct {
		name string
		p    func() *Problem
		o    Options
		want int64
		long int
	}{
		{"20x3 -p1 -V3", func() *Problem { return pentominoBox(20, 3) }, Options{Search: Search{ParityTrigger: 1, VolumeFilter: true, VolumeFilterRepeat: 3}}, 8, 0},
	}, symmetryConfigs...)
	for _, tc := range configs {
		for k, remaining := range []int{mobilePieces(tc.p()) - 2, mobilePieces(tc.p()) / 2} {
			t.Run(tc.name, func(t *testing.T) {
				// The 15x4 and the one-sided 30x3 compile and solve
				// thousands of sub-puzzles: long tests. -short (the
				// WebAssembly run) keeps the small cases.
				if k >= 2-tc.long {
					longtest.Skip(t)
				}
				if testing.Short() && (mobilePieces(tc.p()) > 12 || k > 0) {
					t.Skip("long")
				}
				want := tc.want
				if want < 0 {
					want = solveAll(t, tc.p(), tc.o).Solutions
				}
				s, err := New(tc.p(), tc.o)
				if err != nil {
					t.Fatal(err)
				}
				sub := tc.o
				sub.Redundancy, sub.Unique, sub.Mirror = false, false, false
				var total, parts int64
				short := 0
				err = s.Subproblems(context.Background(), remaining, func(q *Problem) bool {
					parts++
					mobile := mobilePieces(q)
					if mobile < remaining {
						short++
					}
					if mobile > remaining {
						t.Errorf("sub-puzzle %s has %d mobile pieces, more than %d", q.Name, mobile, remaining)
					}
					n, err := Count(q, sub)
					if err != nil {
						t.Fatalf("sub-puzzle %s: %v", q.Name, err)
					}
					total += n
					return true
				})
				if err != nil {
					t.Fatal(err)
				}
				if total != want {
					t.Errorf("R=%d: %d sub-puzzles (%d split further) add up to %d solutions, want %d", remaining, parts, short, total, want)
				}
				t.Logf("R=%d: %d sub-puzzles, %d split further", remaining, parts, short)
			})
		}
	}
}

// mobilePieces counts p's mobile pieces.
func mobilePieces(p *Problem) int {
	n := 0
	for _, pc := range p.Pieces {
		if !pc.Stationary {
			n++
		}
	}
	return n
}

// TestSubproblemsErrorsAndStop checks the argument check and stopping.
func TestSubproblemsErrorsAndStop(t *testing.T) {
	t.Parallel()
	s, err := New(soma(), Options{Search: Search{Redundancy: true}})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range []int{0, 7, -1} {
		err := s.Subproblems(context.Background(), r, func(*Problem) bool { return true })
		want := "sub-puzzles: the number of remaining pieces must be between 1 and 6, got "
		if err == nil || len(err.Error()) < len(want) || err.Error()[:len(want)] != want {
			t.Errorf("remaining %d: error %v", r, err)
		}
	}
	n := 0
	if err := s.Subproblems(context.Background(), 4, func(q *Problem) bool {
		n++
		if err := q.Validate(); err != nil {
			t.Errorf("sub-puzzle invalid: %v", err)
		}
		return n < 3
	}); err != nil {
		t.Fatal(err)
	}
	if n != 3 {
		t.Errorf("fn called %d times after returning false at 3", n)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := s.Subproblems(ctx, 4, func(*Problem) bool { return true }); err != context.Canceled {
		t.Errorf("cancelled: error %v, want context.Canceled", err)
	}
}

// TestSubproblemsKeepGroups checks that a sub-puzzle's pieces left to
// place keep their groups (Piece.Group), and the placed ones, now
// stationary, have none.
func TestSubproblemsKeepGroups(t *testing.T) {
	p := pentominoBox(20, 3)
	for i := range p.Pieces {
		p.Pieces[i].Group = i + 1
	}
	groups := map[string]int{}
	for _, pc := range p.Pieces {
		groups[pc.Name] = pc.Group
	}
	s, err := New(p, Options{})
	if err != nil {
		t.Fatal(err)
	}
	parts := 0
	err = s.Subproblems(context.Background(), mobilePieces(p)-1, func(q *Problem) bool {
		parts++
		if err := q.Validate(); err != nil {
			t.Fatalf("sub-puzzle %s: %v", q.Name, err)
		}
		for _, pc := range q.Pieces {
			if want := groups[pc.Name]; pc.Stationary && pc.Group != 0 || !pc.Stationary && pc.Group != want {
				t.Fatalf("sub-puzzle %s: piece %s (stationary %v) in group %d, want %d", q.Name, pc.Name, pc.Stationary, pc.Group, want)
			}
		}
		return parts < 20
	})
	if err != nil || parts == 0 {
		t.Fatalf("%d sub-puzzles, %v", parts, err)
	}
}
