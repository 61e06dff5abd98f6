package player

import (
	"errors"
	"fmt"

	"polyplay/solver"
	"polyplay/trace"
)

// The board and its steps are package trace's (trace.Board, trace.Step),
// which the solver's worker records with (outside ui/); the player plays
// them.

// NewBoard returns p's box with its stationary pieces in place (trace.NewBoard).
func NewBoard(p *solver.Problem) *trace.Board { return trace.NewBoard(p) }

// WindowPlayer returns a player of a recorded window of the search on
// problem p, with the counter numbering steps from the start of the whole
// trace. It fails if the window does not fit the problem (a broken or
// foreign trace).
func WindowPlayer(w trace.Window, p *solver.Problem) (*Player, error) {
	if len(w.Steps) > trace.MaxWindow {
		return nil, fmt.Errorf("trace window of %d steps: at most %d are supported", len(w.Steps), trace.MaxWindow)
	}
	if w.First < 0 {
		return nil, errors.New("trace window starts before the trace")
	}
	b := NewBoard(p)
	for _, pl := range w.Base {
		if err := b.Apply(trace.Step{Kind: trace.Place, Piece: pl.Piece, Cells: pl.Cells}); err != nil {
			return nil, fmt.Errorf("trace window's starting board: %w", err)
		}
	}
	pl, err := New(b, w.Steps)
	if err != nil {
		return nil, fmt.Errorf("trace window: %w", err)
	}
	pl.Offset = w.First
	return pl, nil
}
