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
	s := strconv.FormatInt(n, 10)
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
