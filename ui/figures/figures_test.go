package figures

import (
	"math"
	"testing"
	"time"

	"polyplay/wasm/protocol"
)

func TestCount(t *testing.T) {
	for _, tc := range []struct {
		n    int64
		noun string
		want string
	}{{0, "solution", "0 solutions"}, {1, "piece", "1 piece"}, {6, "cell", "6 cells"}, {2339, "solution", "2,339 solutions"},
		{9356, "way", "9,356 ways"}, {1, "solution", "1 solution"}, {72, "triangle", "72 triangles"},
		{1, "more dark cell", "1 more dark cell"}, {3, "more dark cell", "3 more dark cells"}} {
		if got := Count(tc.n, tc.noun); got != tc.want {
			t.Errorf("Count(%d, %q) = %q, want %q", tc.n, tc.noun, got, tc.want)
		}
	}
}

func TestDurations(t *testing.T) {
	for _, tc := range []struct {
		d           time.Duration
		clock, shrt string
	}{
		{168 * time.Millisecond, "00:00:00.168", "168 ms"},
		{2082 * time.Millisecond, "00:00:02.082", "2.1 s"},
		{(74*60+18)*time.Second + 16*time.Millisecond, "01:14:18.016", "1 h 14 min"},
		{(3*60 + 5) * time.Second, "00:03:05.000", "3 min 05 s"},
		{-time.Second, "00:00:00.000", "0 ms"},
	} {
		if got := Clock(tc.d); got != tc.clock {
			t.Errorf("Clock(%v) = %q, want %q", tc.d, got, tc.clock)
		}
		if got := Short(tc.d); got != tc.shrt {
			t.Errorf("Short(%v) = %q, want %q", tc.d, got, tc.shrt)
		}
	}
}

func TestRates(t *testing.T) {
	for _, tc := range []struct {
		n    int64
		d    time.Duration
		want string
	}{
		{2339, 0, "–"},
		{500, time.Second, "500/s"},
		{87800, time.Second, "87.8 k/s"},
		{2091215, 168 * time.Millisecond, "12.4 M/s"},
		{5, 2 * time.Second, "3/s"},
	} {
		if got := Rate(tc.n, tc.d); got != tc.want {
			t.Errorf("Rate(%d, %v) = %q, want %q", tc.n, tc.d, got, tc.want)
		}
	}
}

func TestDelta(t *testing.T) {
	for _, tc := range []struct {
		a, b float64
		want string
	}{
		{892247, 768356, "−13.9%"}, {768356, 1000250, "+30.2%"}, {0, 0, "0.0%"}, {0, 13106789, "+∞%"}, {100, 100.01, "0.0%"},
	} {
		if got := Delta(tc.a, tc.b); got != tc.want {
			t.Errorf("Delta(%v, %v) = %q, want %q", tc.a, tc.b, got, tc.want)
		}
	}
}

// p4 are the per-level figures of the FILA article's test case P4.
var p4 = protocol.Stats{
	Attempts: []protocol.Count{0, 301677, 3478035, 5722296, 3665538, 1284992, 386776, 200366, 126819, 28279, 3088, 131, 7},
	Fits:     []protocol.Count{0, 2339, 302256, 760374, 617667, 272072, 82406, 26950, 17275, 7994, 1744, 131, 7},
}

func TestLevels(t *testing.T) {
	rows := Levels(&p4)
	if len(rows) != 12 || rows[0].Remaining != 12 || rows[11].Remaining != 1 {
		t.Fatalf("%d rows from p=%d, want 12 from p=12", len(rows), rows[0].Remaining)
	}
	// Table 2 of the article: at p = 4, 3,665,538 / 272,072 = 13.473
	// attempts per target.
	r4 := rows[12-4]
	if r4.Remaining != 4 || r4.Targets != 272072 || Fixed(r4.AttemptsPerTarget) != "13.473" {
		t.Errorf("p=4: %+v, want 13.473 attempts per target", r4)
	}
	if r4.NoFits != 3665538-617667 {
		t.Errorf("p=4 no-fits = %d", r4.NoFits)
	}
	if rows[0].Targets != 1 || rows[0].FitsPerTarget != 7 {
		t.Errorf("top level: %+v, want one target with 7 fits", rows[0])
	}
	if Levels(&protocol.Stats{}) != nil {
		t.Error("levels of empty statistics")
	}
	// Trailing empty levels are left out.
	short := protocol.Stats{Attempts: []protocol.Count{0, 5, 3, 0, 0}, Fits: []protocol.Count{0, 2, 1, 0, 0}}
	if rows := Levels(&short); len(rows) != 2 || rows[0].Remaining != 2 {
		t.Errorf("levels = %+v, want p=2 and p=1", rows)
	}
}

func TestCompactCount(t *testing.T) {
	for _, tc := range []struct {
		n    int64
		want string
	}{
		{0, "0"}, {999999, "999,999"}, {1000000, "1.00 M"}, {1515312, "1.52 M"}, {123456789, "123 M"},
		{9876543210, "9.88 G"}, {-2500000, "-2.50 M"},
	} {
		if got := CompactCount(tc.n); got != tc.want {
			t.Errorf("CompactCount(%d) = %q, want %q", tc.n, got, tc.want)
		}
	}
}

func TestProgress(t *testing.T) {
	for _, tc := range []struct {
		name  string
		stats protocol.Stats
		parts int
		done  float64
		left  time.Duration
		ok    bool
	}{
		{"nothing known", protocol.Stats{ElapsedMillis: 1000}, 1, 0, 0, false},
		{"estimate only", protocol.Stats{ElapsedMillis: 1000, Estimate: 0.25}, 1, 0.25, 3 * time.Second, true},
		{"estimate above 1", protocol.Stats{ElapsedMillis: 1000, Estimate: 1.5}, 1, 0, 0, false},
		// 2 workers took 52 of 200 branches: 50 are done.
		{"branches", protocol.Stats{ElapsedMillis: 1000, Branches: 200, Taken: 52}, 2, 0.25, 3 * time.Second, true},
		{"branches, none done", protocol.Stats{ElapsedMillis: 1000, Branches: 200, Taken: 2}, 2, 0, 0, false},
		// The estimate refines within the branches' bounds (0.25 to 0.26).
		{"estimate within", protocol.Stats{ElapsedMillis: 1000, Branches: 200, Taken: 52, Estimate: 0.255}, 2, 0.255, 0, true},
		{"estimate below", protocol.Stats{ElapsedMillis: 1000, Branches: 200, Taken: 52, Estimate: 0.01}, 2, 0.25, 3 * time.Second, true},
		{"estimate above", protocol.Stats{ElapsedMillis: 1000, Branches: 200, Taken: 52, Estimate: 0.9}, 2, 0.26, 0, true},
		{"all taken", protocol.Stats{ElapsedMillis: 1000, Branches: 200, Taken: 200}, 2, 0.99, 0, true},
	} {
		done, left, ok := Progress(&tc.stats, tc.parts)
		if ok != tc.ok || math.Abs(done-tc.done) > 1e-9 || tc.left != 0 && left != tc.left {
			t.Errorf("%s: Progress = %v, %v, %v; want %v, %v, %v", tc.name, done, left, ok, tc.done, tc.left, tc.ok)
		}
	}
}

func TestProgressText(t *testing.T) {
	for _, tc := range []struct {
		name  string
		stats protocol.Stats
		text  string
		ok    bool
	}{
		{"nothing known", protocol.Stats{ElapsedMillis: 3000}, "", false},
		{"too soon for the time left", protocol.Stats{ElapsedMillis: 320, Estimate: 0.0031}, "0.31% done, the time left shows in a moment", true},
		{"settled", protocol.Stats{ElapsedMillis: 2000, Estimate: 0.025}, "2.5% done, about 1 min 18 s left", true},
		{"later", protocol.Stats{ElapsedMillis: 30000, Estimate: 0.5}, "50.0% done, about 30.0 s left", true},
	} {
		_, text, ok := ProgressText(&tc.stats, 1)
		if text != tc.text || ok != tc.ok {
			t.Errorf("%s: ProgressText = %q, %v; want %q, %v", tc.name, text, ok, tc.text, tc.ok)
		}
	}
}

func TestPercent(t *testing.T) {
	for _, tc := range []struct {
		f    float64
		want string
	}{
		{0, "0.0%"},
		{0.5, "50.0%"},
		{1, "100.0%"},
		{0.01, "1.0%"},
		{0.005, "0.50%"},
		{0.00042, "0.042%"},
		{0.0000042, "0.00042%"},
	} {
		if got := Percent(tc.f); got != tc.want {
			t.Errorf("Percent(%g) = %q, want %q", tc.f, got, tc.want)
		}
	}
}
