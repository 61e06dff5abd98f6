package share

import "polyplay/ui/link"

// Embed returns share state s prepared for the embed page: the given
// size, starting from the first step.
func Embed(s link.Share, width, height int) link.Share {
	s.Width, s.Height = width, height
	s.Step = 0
	return s
}
