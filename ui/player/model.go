package player

import (
	"fmt"
	"polyplay/trace"
	"strconv"
	"strings"
	"time"
)

// DefaultCounter is the seed PolyPlayer's step counter format: "{}" is
// replaced by the step number.
const DefaultCounter = "Step {}."

// Speed limits, in steps per second.
const (
	MinSpeed     = 0.1
	MaxSpeed     = 1000
	DefaultSpeed = 2
)

// Player plays a sequence of steps on a board: forwards and back one step
// at a time, by seeking, or at a speed driven by Tick. Position n means the
// first n steps have been made; 0 is the starting board.
type Player struct {
	start *trace.Board
	board *trace.Board
	steps []trace.Step
	pos   int

	// Playing is set while the player advances on Tick.
	Playing bool
	// Loop starts again from the beginning after the last step.
	Loop bool
	// Counter is the step counter format; "{}" stands for the step number.
	Counter string
	// Offset is added to the position in the counter: the number of trace
	// events before the first step (a recorded window that does not start
	// at the beginning of the search).
	Offset int64
	// Hold is how long Tick stays on the last step before looping.
	Hold time.Duration

	speed float64
	// acc accumulates time towards the next step.
	acc time.Duration
	// held is the time spent on the last step so far (looping).
	held time.Duration
}

// New returns a player of steps starting from start (which it copies),
// after checking that every step can be made in turn: a placement covers
// open cells, a removal takes away a piece that is there. A bad step is
// reported with its number (from 1).
func New(start *trace.Board, steps []trace.Step) (*Player, error) {
	b := start.Clone()
	for i, s := range steps {
		if err := b.Apply(s); err != nil {
			return nil, fmt.Errorf("step %d: %w", i+1, err)
		}
	}
	return &Player{start: start.Clone(), board: start.Clone(), steps: steps,
		Counter: DefaultCounter, speed: DefaultSpeed, Hold: 2 * time.Second}, nil
}

// Len returns the number of steps.
func (p *Player) Len() int { return len(p.steps) }

// Pos returns the position: the number of steps made.
func (p *Player) Pos() int { return p.pos }

// Step returns step i (0-based).
func (p *Player) Step(i int) trace.Step { return p.steps[i] }

// Last returns the step that led to the current board, ok false at the
// start.
func (p *Player) Last() (s trace.Step, ok bool) {
	if p.pos == 0 {
		return trace.Step{}, false
	}
	return p.steps[p.pos-1], true
}

// Board returns the current board. It changes as the player moves; Clone
// it to keep a copy.
func (p *Player) Board() *trace.Board { return p.board }

// Start returns the starting board (do not modify it).
func (p *Player) Start() *trace.Board { return p.start }

// AtEnd reports whether every step has been made.
func (p *Player) AtEnd() bool { return p.pos == len(p.steps) }

// Forward makes the next step; it returns false at the end.
func (p *Player) Forward() bool {
	if p.pos >= len(p.steps) {
		return false
	}
	p.board.Do(p.steps[p.pos])
	p.pos++
	return true
}

// Back undoes the last step made; it returns false at the start.
func (p *Player) Back() bool {
	if p.pos == 0 {
		return false
	}
	p.pos--
	p.board.Undo(p.steps[p.pos])
	return true
}

// Seek moves to position n, clamped to 0..Len. Far jumps restart from the
// starting board when that is shorter than undoing step by step.
func (p *Player) Seek(n int) {
	n = max(0, min(n, len(p.steps)))
	if n < p.pos && n < p.pos-n {
		p.board = p.start.Clone()
		p.pos = 0
	}
	for p.pos < n {
		p.Forward()
	}
	for p.pos > n {
		p.Back()
	}
	p.acc, p.held = 0, 0
}

// Reset returns to the starting board.
func (p *Player) Reset() { p.Seek(0) }

// Speed returns the playing speed in steps per second.
func (p *Player) Speed() float64 { return p.speed }

// SetSpeed sets the playing speed in steps per second, clamped to
// MinSpeed..MaxSpeed (a NaN is ignored).
func (p *Player) SetSpeed(v float64) {
	if v != v {
		return
	}
	p.speed = max(MinSpeed, min(v, MaxSpeed))
}

// Play starts playing; at the end it first rewinds.
func (p *Player) Play() {
	if p.AtEnd() {
		p.Seek(0)
	}
	p.Playing = true
	p.acc = 0
}

// Pause stops playing.
func (p *Player) Pause() { p.Playing = false }

// Toggle plays or pauses.
func (p *Player) Toggle() {
	if p.Playing {
		p.Pause()
	} else {
		p.Play()
	}
}

// Tick advances a playing player by the steps due in elapsed time at its
// speed and reports whether the board changed. At the end it stops, or,
// with Loop, holds the last board for Hold and starts again.
func (p *Player) Tick(elapsed time.Duration) bool {
	if !p.Playing || elapsed <= 0 {
		return false
	}
	if p.AtEnd() {
		if !p.Loop {
			p.Playing = false
			return false
		}
		p.held += elapsed
		if p.held < p.Hold {
			return false
		}
		p.Seek(0)
		return true
	}
	p.acc += elapsed
	interval := time.Duration(float64(time.Second) / p.speed)
	changed := false
	for p.acc >= interval && !p.AtEnd() {
		p.acc -= interval
		p.Forward()
		changed = true
	}
	if p.AtEnd() {
		p.acc = 0
		if !p.Loop {
			p.Playing = false
		}
	}
	return changed
}

// Number returns the step number shown by the counter: the position plus
// Offset.
func (p *Player) Number() int64 { return int64(p.pos) + p.Offset }

// CounterText returns the counter with the step number filled in, e.g.
// "Step 12.".
func (p *Player) CounterText() string {
	f := p.Counter
	if f == "" {
		f = DefaultCounter
	}
	return strings.ReplaceAll(f, "{}", strconv.FormatInt(p.Number(), 10))
}
