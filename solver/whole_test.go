package solver

import (
	"context"
	"fmt"
	"testing"
	"time"
)

// TestWhole checks Solver.Whole: a part's solver made whole finds the
// whole search's solutions (with the same statistics as a solver made for
// the whole search), and the part's solver, solved after it, still its
// part's: the parts add up to the whole.
func TestWhole(t *testing.T) {
	for _, tc := range []struct {
		w, h int
		args []string
		want int64
	}{
		{20, 3, []string{"-r", "--auto"}, 2},
		{12, 5, []string{"-r", "--auto"}, 1010},
		{12, 5, []string{"--auto"}, 4040}, // expanded by symmetry
	} {
		parse := func(args ...string) Options {
			o, rest, err := ParseArgs(args)
			if err != nil || len(rest) > 0 {
				t.Fatalf("ParseArgs(%q): %v, %q", args, err, rest)
			}
			return o
		}
		name := fmt.Sprintf("%dx%d %v", tc.w, tc.h, tc.args)
		p := pentominoBox(tc.w, tc.h)
		whole, err := New(p, parse(tc.args...))
		if err != nil {
			t.Fatal(err)
		}
		want, _ := whole.Solve(context.Background(), nil)
		var sum int64
		for k := range 2 {
			o := parse(append(tc.args, fmt.Sprintf("--part=%d/2", k))...)
			s, err := New(p, o)
			if err != nil {
				t.Fatal(err)
			}
			progressed := false
			w := s.Whole(func(Stats) { progressed = true }, time.Nanosecond)
			got, _ := w.Solve(context.Background(), nil)
			if got.Solutions != tc.want || got.Solutions != want.Solutions || fmt.Sprint(got.Fits) != fmt.Sprint(want.Fits) {
				t.Errorf("%s: part %d made whole: %d solutions, fits %v; want %d, %v", name, k, got.Solutions, got.Fits, tc.want, want.Fits)
			}
			if !progressed {
				t.Errorf("%s: part %d made whole reported no progress", name, k)
			}
			part, _ := s.Solve(context.Background(), nil)
			sum += part.Solutions
		}
		if sum != tc.want {
			t.Errorf("%s: the parts found %d solutions after their whole searches, want %d", name, sum, tc.want)
		}
	}
}
