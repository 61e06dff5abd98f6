package challenge

import (
	"context"
	"fmt"
	"strings"

	"polyplay/solver"
)

// Level is a position's difficulty: how hard the pieces left are for a
// fixed search (see Measure).
type Level int

// The levels. Any, in Options, takes a position of any level.
const (
	Any Level = iota
	Easy
	Medium
	Hard
)

var levelNames = [...]string{Any: "any", Easy: "easy", Medium: "medium", Hard: "hard"}

// String returns the level's name: "any", "easy", "medium" or "hard".
func (l Level) String() string {
	if l.valid() {
		return levelNames[l]
	}
	return fmt.Sprintf("Level(%d)", int(l))
}

func (l Level) valid() bool { return l >= Any && l <= Hard }

// phrase returns " at level L" for a level other than Any.
func (l Level) phrase() string {
	if l == Any {
		return ""
	}
	return " at level " + l.String()
}

// ParseLevel reads a level's name (as String writes it; "" is Any).
func ParseLevel(s string) (Level, error) {
	for l, name := range levelNames {
		if s == name {
			return Level(l), nil
		}
	}
	if s == "" {
		return Any, nil
	}
	return Any, fmt.Errorf("unknown level %q; expected %s", s, strings.Join(levelNames[1:], ", ")+" or any")
}

// The grades' thresholds, in placements per piece left (Grade.PerPiece),
// the one place that defines the levels: a position is Easy below
// MediumFrom, Hard from HardFrom, else Medium. A position where every
// step is forced (some hole, or some piece, has one placement only) takes
// exactly one placement a piece, 1.0; Easy allows a wrong placement for
// every four pieces, Medium one for every piece. With few pieces left
// most positions are easy, with many most are hard: on the 10x6 and on
// Kanoodle, all three levels are common from four to seven pieces left.
const (
	MediumFrom = 1.25
	HardFrom   = 2.0
)

// Grade is the difficulty of a position's pieces left, from Measure.
type Grade struct {
	// Level is the grade: Easy, Medium or Hard.
	Level Level
	// Placements is the number of placements (fits) a complete plain
	// DLX search with the min-fit heuristic makes on the position: the
	// nodes of its search tree below the root.
	Placements int64
	// Left is the number of pieces left to place.
	Left int
	// Solutions is the number of completions that search found.
	Solutions int64
}

// PerPiece returns the placements per piece left.
func (g Grade) PerPiece() float64 {
	if g.Left == 0 {
		return 0
	}
	return float64(g.Placements) / float64(g.Left)
}

// gradeOf returns the level of a search of placements fits for left
// pieces.
func gradeOf(placements int64, left int) Level {
	per := float64(placements) / float64(max(left, 1))
	switch {
	case per >= HardFrom:
		return Hard
	case per >= MediumFrom:
		return Medium
	}
	return Easy
}

// Measure grades a position given as a problem (its pre-placed pieces
// stationary; any puzzle will do): it searches it to the end with plain
// DLX and the min-fit heuristic (solver.Options' zero value, one
// goroutine, a fixed order) and counts the placements it makes. The
// min-fit heuristic fills first the hole or places first the piece with
// the fewest placements, as a careful person does: where some hole or
// piece always has one placement only, each piece costs one placement;
// every guess that fails adds the placements of its dead end. The count
// depends on the position alone, so that a position has one grade.
func Measure(ctx context.Context, p *solver.Problem) (Grade, error) {
	s, err := solver.NewContext(ctx, p, solver.Options{})
	if err != nil {
		return Grade{}, err
	}
	st, err := s.Solve(ctx, nil)
	if err != nil {
		return Grade{}, err
	}
	g := Grade{Placements: st.TotalFits(), Left: s.Model.Pieces, Solutions: st.Solutions}
	g.Level = gradeOf(g.Placements, g.Left)
	return g, nil
}
