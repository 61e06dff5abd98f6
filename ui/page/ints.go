package page

import (
	"fmt"
	"strconv"
	"strings"

	"polyplay/solver/flags"
)

// ParseInts reads the options form's FILA thresholds field as -f reads
// its value (flags.ParseFila), so that the form, a link's options and
// the command line accept the same: a whole number of pieces (1 or more)
// or a comma list of them ("11,5"). An empty field is no threshold.
func ParseInts(s string) ([]int, error) {
	if s = strings.TrimSpace(s); s == "" {
		return nil, nil
	}
	return flags.ParseFila(s)
}

// FormatInts writes numbers as ParseInts reads them.
func FormatInts(a []int) string {
	s := make([]string, len(a))
	for i, n := range a {
		s[i] = strconv.Itoa(n)
	}
	return strings.Join(s, ",")
}

// ParseMemo reads the options form's memo field into solver.Options.Memo,
// as --memo=N does: empty leaves the choice to the automatic
// configuration (0), "0" turns the memo off (-1), N from 2 to 64 turns it
// on from N pieces.
func ParseMemo(s string) (int, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || n == 1 || n > 64 {
		return 0, fmt.Errorf("Memo: enter 0 (off) or a number of pieces from 2 to 64, or leave it empty")
	}
	if n == 0 {
		return -1, nil
	}
	return n, nil
}

// FormatMemo writes solver.Options.Memo as ParseMemo reads it.
func FormatMemo(memo int) string {
	switch {
	case memo > 0:
		return strconv.Itoa(memo)
	case memo < 0:
		return "0"
	}
	return ""
}

// ParseOptional reads an options form field holding a whole number from
// minV to maxV, or nothing: empty is 0 (off).
func ParseOptional(s string, minV, maxV int64) (int64, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, nil
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n < minV || n > maxV {
		return 0, fmt.Errorf("enter a whole number from %d to %d, or leave it empty", minV, maxV)
	}
	return n, nil
}

// FormatOptional writes a number as ParseOptional reads it: 0 (off) as
// nothing.
func FormatOptional(n int64) string {
	if n == 0 {
		return ""
	}
	return strconv.FormatInt(n, 10)
}
