package def

import (
	"fmt"
	"strconv"
	"strings"

	"polyplay/solver/puzzle"
)

// A C directive's group setting: group=N puts the pieces it defines (every
// copy of a count) in group N (puzzle.Piece.Group), which guides taking
// assemblies apart; group=0 is no group.

// parseGroup reads the value of a group setting on line of src.
func parseGroup(src *lines, line int, v field) (int, error) {
	n, err := strconv.Atoi(v.text)
	if err != nil || n < 0 || n > puzzle.MaxGroup || strings.HasPrefix(v.text, "+") {
		return 0, src.errf(line, v.col, "expected a group number from 0 (none) to %d for group, found %s", puzzle.MaxGroup, quote(v.text))
	}
	return n, nil
}

// groupSetting returns the group setting that Format writes for pc.
func groupSetting(pc puzzle.Piece) string {
	if pc.Group == 0 {
		return ""
	}
	return fmt.Sprintf(":group=%d", pc.Group)
}
