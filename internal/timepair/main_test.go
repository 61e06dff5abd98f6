package main

import (
	"os"
	"testing"
)

func TestMedian(t *testing.T) {
	for _, tc := range []struct {
		in   []float64
		want float64
	}{
		{nil, 0},
		{[]float64{3}, 3},
		{[]float64{5, 1, 3}, 3},
		{[]float64{4, 1, 3, 2}, 2.5},
	} {
		if got := median(tc.in); got != tc.want {
			t.Errorf("median(%v) = %v, want %v", tc.in, got, tc.want)
		}
	}
}

func TestRun(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	// The test binary itself, asked to run no test, is a process that
	// takes some CPU time and exits.
	s, err := run(exe + " -test.run ^$")
	if err != nil || s.wall <= 0 || s.cpu <= 0 {
		t.Errorf("run: %+v, %v", s, err)
	}
	if _, err := run("   "); err == nil || err.Error() != "empty command" {
		t.Errorf("an empty command: %v", err)
	}
	if _, err := run("/nonexistent/command"); err == nil {
		t.Error("a command that does not exist ran")
	}
}
