package solver

import (
	"context"
	"reflect"
	"testing"
	"time"
)

// TestFirstLoop compares searchFirst's loop in assembly (firstLoop) with
// its loop in Go, statistics and solutions, where the assembly stops for
// Go: the memo (the 10x6's --auto), slow cells (3-D under -n6), every fit
// an event (a part of a divided search), polls and time limits.
func TestFirstLoop(t *testing.T) {
	cases := []struct {
		name string
		p    func() *Problem
		args string
	}{
		{"10x6 --auto", func() *Problem { return pentominoBox(10, 6) }, "-r --auto"},
		{"10x6 --memo=2", func() *Problem { return pentominoBox(10, 6) }, "-r -V -of=11 -f11 -n6 --memo=2"},
		{"12x5 part", func() *Problem { return pentominoBox(12, 5) }, "-r -of=12 -f12 -n --split=9 --part=1/3"},
		{"20x3", func() *Problem { return pentominoBox(20, 3) }, "-r -of=12 -f12"},
		{"soma -n6", soma, "-of -f6 -n6"},
		{"soma -n", soma, "-r -oe=5:f=2 -f7 -n"},
		{"15x4 max", func() *Problem { return pentominoBox(15, 4) }, "-r --auto --max=100"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			run := func(off bool) (Stats, []Solution) {
				s, err := newWithHooks(tc.p(), parseOptions(t, tc.args), testHooks{firstLoopOff: off})
				if err != nil {
					t.Fatal(err)
				}
				return solveListed(t, s)
			}
			asm, asmSols := run(false)
			goSt, goSols := run(true)
			if asm.Solutions == 0 {
				t.Fatalf("no solutions")
			}
			if !reflect.DeepEqual(asm, goSt) {
				t.Errorf("statistics differ:\nassembly %+v\n      Go %+v", asm, goSt)
			}
			if !reflect.DeepEqual(asmSols, goSols) {
				t.Errorf("solutions differ: %d against %d", len(asmSols), len(goSols))
			}
		})
	}
	// A time limit stops both at a poll, with the same counts so far:
	// only that it stops is checked.
	opts := parseOptions(t, "-r -of=12 -f12")
	opts.TimeLimit = 20 * time.Millisecond
	s, err := New(pentominoBox(15, 4), opts)
	if err != nil {
		t.Fatal(err)
	}
	if st, _ := s.Solve(context.Background(), nil); st.Stopped != "time" && st.Solutions != 368 {
		t.Errorf("stopped %q with %d solutions, want a stop at the time limit or all 368", st.Stopped, st.Solutions)
	}
}
