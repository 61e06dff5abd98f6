package main

import (
	"slices"
	"strings"
	"testing"
)

// TestShare: the runs each job makes, from -runs and -jobs, and the
// errors of what cannot be shared.
func TestShare(t *testing.T) {
	for _, c := range []struct {
		runs string
		jobs int
		want []int
		err  string
	}{
		{"16", 1, []int{16}, ""},
		{"7", 3, []int{3, 2, 2}, ""},
		{"140,100,100,100", 1, []int{140, 100, 100, 100}, ""},
		{"2", 3, nil, "-jobs 3: want from 1 to the 2 runs"},
		{"4", 0, nil, "-jobs 0"},
		{"0", 1, nil, `-runs "0": want a number of runs of at least 1`},
		{"5,x", 1, nil, `-runs "5,x"`},
		{"5,,2", 1, nil, `-runs "5,,2"`},
		{"5,2", 2, nil, "-runs 5,2 gives the jobs' runs: no -jobs with it"},
	} {
		got, err := share(c.runs, c.jobs)
		switch {
		case c.err == "" && (err != nil || !slices.Equal(got, c.want)):
			t.Errorf("share(%q, %d) = %v, %v; want %v", c.runs, c.jobs, got, err, c.want)
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("share(%q, %d) = %v, %v; want the error %q", c.runs, c.jobs, got, err, c.err)
		}
	}
}
