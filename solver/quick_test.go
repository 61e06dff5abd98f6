package solver

import "testing"

func TestQuickCounts(t *testing.T) {
	for _, tc := range []struct {
		name string
		p    *Problem
		opt  Options
		want int64
	}{
		{"soma all", soma(), Options{}, 11520},
		{"soma -r", soma(), Options{Redundancy: true}, 480},
		{"soma -u", soma(), Options{Unique: true}, 480},
		{"10x6 -r", pentominoBox(10, 6), Options{Redundancy: true}, 2339},
		{"1s30x3 -r", oneSided30x3(), Options{Redundancy: true}, 46},
		{"20x3", pentominoBox(20, 3), Options{}, 8},
	} {
		got, err := Count(tc.p, tc.opt)
		if err != nil || got != tc.want {
			t.Errorf("%s: got %d (%v), want %d", tc.name, got, err, tc.want)
		}
	}
}
