package polycube

import (
	"strings"
	"testing"
	"time"
)

func TestFormatRate(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		n     int64
		secs  float64
		fixed bool
		want  string
	}{
		{1, 2, false, "0.5"},
		{1, 100000, false, "1e-05"},
		{123456789012, 1, false, "1.23456789e+11"},
		{2339, 0.0425, false, "55035.2941"},
		{1, 3, false, "0.333333333"},
		{1, 2, true, "0.500000000"},
		{5, 0, false, "*"},
	} {
		if got := FormatRate(c.n, c.secs, c.fixed); got != c.want {
			t.Errorf("FormatRate(%d, %g, %v) = %q, want %q", c.n, c.secs, c.fixed, got, c.want)
		}
	}
}

// TestWriteTiming checks the table's layout on a root, a child and a
// grandchild: polycube's columns, the root's share as *, times in whole
// microseconds.
func TestWriteTiming(t *testing.T) {
	t.Parallel()
	var b strings.Builder
	WriteTiming(&b, []TimingRow{
		{Name: "all", Time: 2 * time.Millisecond, Events: 1},
		{Depth: 1, Name: "solve", Time: time.Millisecond + 999, Parent: 2 * time.Millisecond, Events: 4},
		{Depth: 2, Name: "solve-filter", Parent: time.Millisecond, Events: 0},
	})
	want := "NAME                          :      TOTAL TIME                    : PERCENTAGE                 :  NUM EVENTS :     AVG TIME   \n" +
		strings.Repeat("_", 127) + "\n\n" +
		"all                           :        0.002000                    : *                          :            1:           0.002\n" +
		"    solve                     :            0.001000                :     50.000%                :            4:           0.000\n" +
		"        solve-filter          :                0.000000            :          0.000%            :            0:           0.000\n"
	if got := b.String(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}
