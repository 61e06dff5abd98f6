package solver

import (
	"reflect"
	"testing"
)

// TestAutoOptions checks the automatic choice per puzzle kind.
func TestAutoOptions(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name  string
		p     *Problem
		fila  []int
		order string
		vrep  int
		cells int // NOFCells
	}{
		{"10x6", pentominoBox(10, 6), []int{11}, "f=11", 0, 6},
		{"6x10", pentominoBox(6, 10), []int{11}, "y=11", 0, 6},
		{"one-sided 30x3", oneSided30x3(), []int{12}, "f=12", 0, 6},
		{"tetris cube", tetrisCube(), []int{11}, "e=11:f=2", 0, 6},
		{"soma", soma(), []int{6}, "e=6:f=2", 0, 0}, // under wideNOFCells
		{"pt diamond", ptDiamond(), []int{13}, "e=13:f=2", 13, 0},
		// Triangles: a long parallelogram fills F with wide NOF; the
		// rhombus E, with plain NOF and the volume filter once.
		{"hexiamonds 4x9", hexiamonds4x9(), []int{10}, "f=10", 0, 6},
		{"hexiamonds 6x6", hexiamonds6x6(), []int{11}, "e=11:f=2", 0, 0},
		{"tetrahexes 4x7", tetrahexes4x7(), []int{6}, "f=6", 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, err := NewModel(tc.p)
			if err != nil {
				t.Fatal(err)
			}
			opt := autoOptions(m, Options{Search: Search{Auto: true}})
			if !opt.NOF || opt.NOFCells != tc.cells || !opt.VolumeFilter || opt.VolumeFilterRepeat != tc.vrep || !reflect.DeepEqual(opt.Fila, tc.fila) || FormatOrder(opt.Order) != tc.order {
				t.Errorf("auto: -f%v -o%s nof=%v,%d -V=%v,%d, want -f%v -o%s -n%d -V,%d", opt.Fila, FormatOrder(opt.Order), opt.NOF, opt.NOFCells,
					opt.VolumeFilter, opt.VolumeFilterRepeat, tc.fila, tc.order, tc.cells, tc.vrep)
			}
			if opt := autoOptions(m, Options{Search: Search{Auto: true, NOFCells: 2}}); opt.NOFCells != 2 {
				t.Errorf("auto replaced NOFCells 2 by %d", opt.NOFCells)
			}
			if opt.Memo != 3 {
				t.Errorf("auto: memo %d, want 3", opt.Memo)
			}
			for _, memo := range []int{-1, 5} {
				if opt := autoOptions(m, Options{Search: Search{Auto: true, Memo: memo}}); opt.Memo != memo {
					t.Errorf("auto replaced memo %d by %d", memo, opt.Memo)
				}
			}
		})
	}
}

// TestAutoStart checks where the automatic choice starts FILA on full
// rectangles: after DLX has placed the piece the redundancy filter
// narrowed to far fewer images than the corner has (X on 10x6, 12x5,
// 15x4, 20x3), at the top otherwise (15x4 -rV); and never when the
// command line chose the algorithm.
func TestAutoStart(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name  string
		p     *Problem
		opt   Options
		fila  []int
		order string
	}{
		{"10x6", pentominoBox(10, 6), Options{Search: Search{Auto: true, Redundancy: true}}, []int{11}, "f=11"},
		{"6x10", pentominoBox(6, 10), Options{Search: Search{Auto: true, Redundancy: true}}, []int{11}, "y=11"},
		{"20x3", pentominoBox(20, 3), Options{Search: Search{Auto: true, Redundancy: true}}, []int{11}, "f=11"},
		{"12x5", pentominoBox(12, 5), Options{Search: Search{Auto: true, Redundancy: true}}, []int{11}, "f=11"},
		{"5x12", pentominoBox(5, 12), Options{Search: Search{Auto: true, Redundancy: true}}, []int{11}, "y=11"},
		{"15x4", pentominoBox(15, 4), Options{Search: Search{Auto: true, Redundancy: true}}, []int{11}, "f=11"},
		{"15x4 -rV", pentominoBox(15, 4), Options{Search: Search{Auto: true, Redundancy: true, RedundancyPiece: "V"}}, []int{12}, "f=12"},
		{"one-sided 30x3", oneSided30x3(), Options{Search: Search{Auto: true, Redundancy: true}}, []int{18}, "f=18"},
		{"one-sided 30x3 -f12", oneSided30x3(), Options{Search: Search{Auto: true, Redundancy: true, Fila: []int{12}}}, []int{12}, "f=12"},
		{"tetris cube", tetrisCube(), Options{Search: Search{Auto: true, Redundancy: true}}, []int{11}, "e=11:f=2"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := New(tc.p, tc.opt)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(s.opt.Fila, tc.fila) || FormatOrder(s.opt.Order) != tc.order {
				t.Errorf("auto: -f%v -o%s, want -f%v -o%s", s.opt.Fila, FormatOrder(s.opt.Order), tc.fila, tc.order)
			}
		})
	}
}

// TestAutoCounts checks that the automatic choice finds every solution.
func TestAutoCounts(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		p    *Problem
		opt  Options
		want int64
	}{
		{"soma", soma(), Options{Search: Search{Auto: true, Redundancy: true}}, 480},
		{"10x6", pentominoBox(10, 6), Options{Search: Search{Auto: true, Redundancy: true}}, 2339},
		{"6x10", pentominoBox(6, 10), Options{Search: Search{Auto: true, Redundancy: true}}, 2339},
		{"one-sided 30x3", oneSided30x3(), Options{Search: Search{Auto: true, Redundancy: true}}, 46},
		{"12x5", pentominoBox(12, 5), Options{Search: Search{Auto: true, Redundancy: true}}, 1010},
		{"15x4", pentominoBox(15, 4), Options{Search: Search{Auto: true, Redundancy: true}}, 368},
		{"20x3", pentominoBox(20, 3), Options{Search: Search{Auto: true, Redundancy: true}}, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if st := solveAll(t, tc.p, tc.opt); st.Solutions != tc.want {
				t.Errorf("%d solutions, want %d", st.Solutions, tc.want)
			}
		})
	}
}
