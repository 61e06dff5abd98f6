package page

import (
	"fmt"
	"strconv"
	"strings"
)

// ParseInts reads a list of whole numbers of pieces (1 or more) separated
// by commas or spaces, as the options form's FILA thresholds field holds
// them.
func ParseInts(s string) ([]int, error) {
	var out []int
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' }) {
		n, err := strconv.Atoi(f)
		if err != nil || n < 1 {
			return nil, fmt.Errorf("%q is not a whole number of pieces (1 or more)", f)
		}
		out = append(out, n)
	}
	return out, nil
}

// FormatInts writes numbers as ParseInts reads them.
func FormatInts(a []int) string {
	s := make([]string, len(a))
	for i, n := range a {
		s[i] = strconv.Itoa(n)
	}
	return strings.Join(s, ", ")
}
