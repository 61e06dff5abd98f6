package figures

import (
	"fmt"
	"math"
	"strconv"
	"time"

	"polyplay/internal/thousands"
	"polyplay/wasm/protocol"
)

// Figures shown while solving and in the runs table, computed from the
// worker's statistics. Pure Go, tested natively.

// Thousands writes n with comma thousands separators, as the articles'
// tables and the command line's words do.
func Thousands(n int64) string { return thousands.Format(n) }

// Count writes n of noun, with thousands separators and the noun's
// plural (an s) unless n is 1: "1 piece", "2,339 solutions".
func Count(n int64, noun string) string { return thousands.Count(n, noun) }

// CompactCount writes a count so that it fits a figure's card: exactly,
// with thousands separators, up to 999,999, and then with a k, M, G...
// suffix and three significant digits ("1.52 M").
func CompactCount(n int64) string {
	if n > -1000000 && n < 1000000 {
		return Thousands(n)
	}
	return Compact(float64(n))
}

// Clock writes d as hh:mm:ss.mmm, the run-time format of the articles' tables.
func Clock(d time.Duration) string {
	if d < 0 {
		d = 0
	}
	ms := d.Milliseconds()
	return fmt.Sprintf("%02d:%02d:%02d.%03d", ms/3600000, ms/60000%60, ms/1000%60, ms%1000)
}

// Short writes d for people: "850 ms", "12.3 s", "4 min 05 s", "2 h 03 min".
func Short(d time.Duration) string {
	switch {
	case d < 0:
		return "0 ms"
	case d < time.Second:
		return fmt.Sprintf("%d ms", d.Milliseconds())
	case d < time.Minute:
		return fmt.Sprintf("%.1f s", d.Seconds())
	case d < time.Hour:
		return fmt.Sprintf("%d min %02d s", int(d.Minutes()), int(d.Seconds())%60)
	default:
		return fmt.Sprintf("%d h %02d min", int(d.Hours()), int(d.Minutes())%60)
	}
}

// Rate returns count per second over d, written compactly ("1.2 M/s"), or
// "–" when d is zero.
func Rate(count int64, d time.Duration) string {
	if d <= 0 {
		return "–"
	}
	return Compact(float64(count)/d.Seconds()) + "/s"
}

// Compact writes v with a k, M, G or T suffix.
func Compact(v float64) string {
	units := []string{"", " k", " M", " G", " T", " P"}
	i := 0
	for math.Abs(v) >= 1000 && i < len(units)-1 {
		v /= 1000
		i++
	}
	switch {
	case i == 0:
		return strconv.FormatFloat(math.Round(v), 'f', -1, 64)
	case math.Abs(v) < 10:
		return fmt.Sprintf("%.2f%s", v, units[i])
	case math.Abs(v) < 100:
		return fmt.Sprintf("%.1f%s", v, units[i])
	}
	return fmt.Sprintf("%.0f%s", v, units[i])
}

// Level is one row of the per-level table of the FILA article (Tables 2
// to 5): events when Remaining pieces were left to be placed.
type Level struct {
	Remaining         int
	Attempts, Fits    int64
	NoFits            int64
	Targets           int64 // targets chosen at this level: fits one level up (1 at the top)
	AttemptsPerTarget float64
	FitsPerTarget     float64
	NoFitsPerTarget   float64
	FitsShare         float64 // fits at this level / all fits
}

// Levels returns the per-level rows from the most remaining pieces down to
// one, leaving out levels where nothing happened.
func Levels(s *protocol.Stats) []Level {
	n := max(len(s.Attempts), len(s.Fits))
	at := func(a []protocol.Count, i int) int64 {
		if i < len(a) {
			return int64(a[i])
		}
		return 0
	}
	total := s.TotalFits()
	top := 0
	for i := n - 1; i >= 1; i-- {
		if at(s.Attempts, i) != 0 || at(s.Fits, i) != 0 {
			top = i
			break
		}
	}
	var rows []Level
	for p := top; p >= 1; p-- {
		r := Level{Remaining: p, Attempts: at(s.Attempts, p), Fits: at(s.Fits, p)}
		r.NoFits = r.Attempts - r.Fits
		if p == top {
			r.Targets = 1
		} else {
			r.Targets = at(s.Fits, p+1)
		}
		if r.Targets > 0 {
			t := float64(r.Targets)
			r.AttemptsPerTarget = float64(r.Attempts) / t
			r.FitsPerTarget = float64(r.Fits) / t
			r.NoFitsPerTarget = float64(r.NoFits) / t
		}
		if total > 0 {
			r.FitsShare = float64(r.Fits) / float64(total)
		}
		rows = append(rows, r)
	}
	return rows
}

// validFraction reports whether f is a fraction of a search done.
func validFraction(f float64) bool { return f > 0 && f <= 1 && !math.IsNaN(f) }

// Progress returns how far a run of parts workers has got: the fraction
// of the search done and the time left at the pace so far. A run divided
// among workers counts its branches: those taken, less one being searched
// per worker, are done; the solver's estimate, when it gives one, refines
// the fraction within what the branches allow (no less than the branches
// done, no more than those taken). A run in one part has the solver's
// estimate only. ok is false while nothing is known.
//
// The time left is worked out on the solver's clock (Stats.Elapsed), not
// on the time since Solve: the fraction done and that clock start
// together (a divided run's parts search from the start again after the
// split, and their clocks with them), so their ratio is the search's
// pace. The workers' start, the setup and a trial before the split did
// none of the fraction: counted in, they would make the time left too
// long, the more so the longer they took.
func Progress(s *protocol.Stats, parts int) (done float64, left time.Duration, ok bool) {
	if b := int64(s.Branches); b > 0 {
		taken := min(int64(s.Taken), b)
		lo := float64(max(taken-int64(max(parts, 1)), 0)) / float64(b)
		hi := float64(taken) / float64(b)
		done = lo
		if e := s.Estimate; validFraction(e) {
			done = min(max(e, lo), hi)
		}
	} else if validFraction(s.Estimate) {
		done = s.Estimate
	}
	if !validFraction(done) {
		return 0, 0, false
	}
	return done, time.Duration(float64(s.Elapsed()) * (1 - done) / done), true
}

// Settle is how long a run searches before its time left is shown: over
// the first second or two the fraction done moves by whole top-level
// branches of very different sizes, and a time left worked out from it
// is hours off (the Bedlam cube's first figures once said about 1 h 53
// min left of a search of about 80 s; two seconds in, the command line's
// estimate is within a quarter of the time).
const Settle = 2 * time.Second

// ProgressText is Progress in words for the progress bar's label:
// "4.2% done, about 1 min left", or while the run is younger than Settle
// "0.31% done, the time left shows in a moment". ok is false while
// nothing is known.
func ProgressText(s *protocol.Stats, parts int) (done float64, text string, ok bool) {
	done, left, ok := Progress(s, parts)
	switch {
	case !ok:
		return 0, "", false
	case s.Elapsed() < Settle:
		return done, Percent(done) + " done, the time left shows in a moment", true
	}
	return done, Percent(done) + " done, about " + Short(left) + " left", true
}

// Percent writes a fraction done in percent: one decimal from 1%, and
// below that two significant digits ("0.042%"), so that a long search's
// first figures do not read "0.0%" as if nothing moved.
func Percent(f float64) string {
	p := f * 100
	if p >= 1 || p <= 0 || math.IsNaN(p) {
		return strconv.FormatFloat(p, 'f', 1, 64) + "%"
	}
	return strconv.FormatFloat(p, 'f', max(1, 1-int(math.Floor(math.Log10(p)))), 64) + "%"
}

// Delta writes the change from before to now in percent, as the seeds'
// tables do ("+30.2%", "−13.9%", "0.0%"), or "" when there is nothing to
// compare with; from zero to something is "+∞%".
func Delta(before, now float64) string {
	switch {
	case before == 0 && now == 0:
		return "0.0%"
	case before == 0:
		return "+∞%"
	}
	d := (now - before) / before * 100
	switch {
	case math.Abs(d) < 0.05:
		return "0.0%"
	case d > 0:
		return fmt.Sprintf("+%.1f%%", d)
	}
	return fmt.Sprintf("−%.1f%%", -d)
}

// Fixed writes v with three decimals, as the article's per-target columns
// do, or "–" when v is zero.
func Fixed(v float64) string {
	if v == 0 {
		return "–"
	}
	return strconv.FormatFloat(v, 'f', 3, 64)
}
