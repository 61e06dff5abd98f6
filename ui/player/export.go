package player

import (
	"errors"
	"polyplay/trace"
	"strings"
	"time"
)

// Speeds are the speeds a player's speed menu offers, in steps per
// second.
var Speeds = []float64{0.5, 1, 2, 4, 8, 15, 30, 60, 120, 250, 500, 1000}

// minSVGStep bounds the time between an SVG animation's steps from below
// (25 steps a second), whatever the player's speed.
const minSVGStep = 40 * time.Millisecond

// FileBase is the base of the show's export file names: the puzzle's name
// in lower case, its spaces, underscores and dots as hyphens and its
// other characters outside a-z, 0-9 and "-" left out; "polyplay" if that
// leaves nothing.
func (s *Show) FileBase() string {
	name := "polyplay"
	if s != nil && s.Problem != nil && s.Problem.Name != "" {
		name = s.Problem.Name
	}
	var b strings.Builder
	for _, r := range strings.ToLower(name) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-':
			b.WriteRune(r)
		case r == ' ' || r == '_' || r == '.':
			b.WriteByte('-')
		}
	}
	if b.Len() == 0 {
		return "polyplay"
	}
	return b.String()
}

// SVG returns what pl plays of the show (pl is the show's player, in the
// order it plays) as a self-contained animated SVG document, in colours:
// every step from the start, at pl's speed but at most 25 steps a second,
// titled with the show's title or else the puzzle's name.
func (s *Show) SVG(pl *Player, colours map[string]string) (string, error) {
	if s == nil || s.Problem == nil || pl == nil {
		return "", errors.New("nothing to export")
	}
	steps := make([]trace.Step, pl.Len())
	for i := range steps {
		steps[i] = pl.Step(i)
	}
	title := s.Title
	if title == "" {
		title = s.Problem.Name
	}
	step := time.Duration(float64(time.Second) / pl.Speed())
	return AnimatedSVG(s.Problem, pl.Start(), steps, SVGAnimation{
		Title: title, Counter: DefaultCounter, Step: max(step, minSVGStep), Colours: colours,
	})
}
