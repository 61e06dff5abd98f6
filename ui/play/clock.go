package play

import "time"

// clock is the time a game has been played: it runs from the first tick,
// adds the time between ticks, and stops while the board is complete or
// paused.
type clock struct {
	played  time.Duration
	last    time.Time
	running bool
}

// tick is the time of the event being handled, solved whether the board
// is complete then.
func (c *clock) tick(now time.Time, solved bool) {
	if solved {
		c.running = false
		return
	}
	if c.running {
		if d := now.Sub(c.last); d > 0 {
			c.played += d
		}
	}
	c.last, c.running = now, true
}

// pause stops the clock at now; the next tick starts it again.
func (c *clock) pause(now time.Time, solved bool) {
	c.tick(now, solved)
	c.running = false
}

// upTo returns the time played up to now.
func (c *clock) upTo(now time.Time, solved bool) time.Duration {
	if c.running && !solved {
		if d := now.Sub(c.last); d > 0 {
			return c.played + d
		}
	}
	return c.played
}
