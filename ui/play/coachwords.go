package play

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"polyplay/internal/thousands"

	"polyplay/ui/figures"
)

// CountWords says a coach's count in plain words, for the page and a
// screen reader: the page calls it with a coached message's figures
// (package solver/coach answers in a worker). exact says that count is
// the number of completions; otherwise count is the number found so far,
// and estimate, low and high, unless estimate is 0, an estimate and a
// range that holds the number. Without a range, all the words say is
// what is known: at least count.
func CountWords(exact bool, count int64, estimate, low, high float64) string {
	switch {
	case exact && count == 0:
		return "This position cannot be completed."
	case exact && count == 1:
		return "This position can be completed in exactly one way."
	case exact:
		return "This position can be completed in " + figures.Count(count, "way") + "."
	case estimate > 0 && count > 0:
		return fmt.Sprintf("This position can be completed: about %s (between %s and %s); %s found so far.",
			ways(round(estimate)), down(low), up(high), figures.Thousands(count))
	case estimate > 0:
		return fmt.Sprintf("No completion found yet; about %s (between %s and %s).", ways(round(estimate)), down(low), up(high))
	case count == 1:
		return "This position can be completed in at least one way."
	case count > 0:
		return "This position can be completed in at least " + figures.Count(count, "way") + "."
	}
	return "No completion found yet."
}

// RotationWords says a puzzle's number of solutions up to rotation (the
// library's count, polycube's -r) as the coach's count of the empty
// board's completions, which the library knows only so: each solution
// and its copies turned with the board count as one.
func RotationWords(count int64) string {
	if count == 1 {
		return "This position can be completed in exactly one way up to rotation."
	}
	return "This position can be completed in " + figures.Count(count, "way") + " up to rotation."
}

// StoredEstimateWords says the library's estimate of the number of
// solutions of a puzzle no one has counted (def.Entry's Estimate, Low
// and High) as the coach's answer about its empty board.
func StoredEstimateWords(estimate, low, high float64) string {
	return fmt.Sprintf("This position can be completed in about %s (between %s and %s), the library's estimate.",
		ways(round(estimate)), down(low), up(high))
}

// AtLeastWords says the library's proven lower bound on the number of
// solutions of a puzzle no one has counted (def.Entry's AtLeast) as the
// coach's answer about its empty board.
func AtLeastWords(n int64) string {
	return "This position can be completed in at least " + figures.Count(n, "way") +
		", found from the published solution in the library; no one has counted them all."
}

// Range says an estimate and its range in numbers, the range rounded
// outwards: "about 2,300 (between 1,000 and 3,600)".
func Range(estimate, low, high float64) string {
	return fmt.Sprintf("about %s (between %s and %s)", round(estimate), down(low), up(high))
}

// ways is a rounded count of ways written by roundWith, with its noun.
func ways(n string) string {
	if n == "1" {
		return "1 way"
	}
	return n + " ways"
}

// round writes a count estimate with two significant digits; down and
// up round a range's ends outwards, so that the range written holds what
// the range did. Each has thousands separators ("280,000").
func round(v float64) string { return roundWith(v, math.Round) }
func down(v float64) string  { return roundWith(v, math.Floor) }
func up(v float64) string    { return roundWith(v, math.Ceil) }

func roundWith(v float64, f func(float64) float64) string {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return "very many"
	}
	if v < 100 {
		return figures.Thousands(int64(f(v)))
	}
	// Two significant digits: m times ten to the power zeros.
	zeros := int(math.Floor(math.Log10(v))) - 1
	m := int64(f(v / math.Pow(10, float64(zeros))))
	if m >= 100 { // 99.5 rounded up
		m, zeros = m/10, zeros+1
	}
	if zeros > maxZeros {
		return fmt.Sprintf("%.1f × 10%s", float64(m)/10, superscript(zeros+1))
	}
	return thousands.Digits(strconv.FormatInt(m, 10) + strings.Repeat("0", zeros))
}

// maxZeros is the most zeros a rounded count is written with, up to
// hundreds of billions; past it, with a power of ten ("1.9 × 10²¹"),
// which a person reads where they would count a long row of zeros.
const maxZeros = 10

// superscript writes n with superscript digits, as a power's exponent.
func superscript(n int) string {
	var b strings.Builder
	for _, d := range strconv.Itoa(n) {
		b.WriteRune(superDigits[d-'0'])
	}
	return b.String()
}

// superDigits are the superscript digits, from 0 to 9.
var superDigits = []rune("⁰¹²³⁴⁵⁶⁷⁸⁹")
