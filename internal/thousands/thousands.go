// Package thousands writes whole numbers with comma thousands separators
// ("2,339"), the one way counts are written for people: by the command
// line's words (polyplay --list) and by the page (ui/figures).
package thousands

import (
	"strconv"
	"strings"
)

// Format writes n with comma thousands separators: "9,356", "-1,234,567".
func Format(n int64) string {
	return Digits(strconv.FormatInt(n, 10))
}

// Digits writes a whole number given as its decimal digits, with an
// optional leading minus sign, with comma thousands separators: for
// numbers past int64 ("230000000000000000000" is
// "230,000,000,000,000,000,000").
func Digits(s string) string {
	neg := strings.HasPrefix(s, "-")
	if neg {
		s = s[1:]
	}
	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// Count writes n of noun, with thousands separators and the noun's
// plural (an s) unless n is 1: "1 piece", "2,339 solutions".
func Count(n int64, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return Format(n) + " " + noun + "s"
}
