package ui

import (
	"fmt"

	"polyplay/ui/player"
	"polyplay/wasm/protocol"
)

// Share returns the share state of the playground: the puzzle (by library
// key when it is an unedited library puzzle, otherwise the definition
// itself), the solver options and kept-solution count, and, if view is a
// kept solution of the latest run, that solution (its number and cells).
func (m *Model) Share(view int) Share {
	s := Share{Index: m.Index, Args: append([]string(nil), m.Args()...)}
	if m.Key != "" && !m.Edited {
		s.Key = m.Key
	} else {
		s.Source, s.FileName = m.Source, m.FileName
	}
	if m.Keep != 0 && m.Keep != protocol.DefaultKeep {
		s.Keep = m.Keep
	}
	if r := m.Latest(); r != nil && r.Problem != nil {
		if sol, ok := solutionOf(r, view); ok {
			if cells, err := EncodeSolution(r.Problem, *sol); err == nil {
				s.Solution, s.Cells = int64(view)+1, cells
			}
		}
	}
	return s
}

// SharedShow returns the show of a share link's solution on the puzzle it
// names, or nil if the link holds no (valid) solution; err explains why
// the solution could not be used.
func SharedShow(s Share) (show *Show, err error) {
	if s.Cells == nil {
		return nil, nil
	}
	pz, err := s.Puzzle()
	if err != nil {
		return nil, err
	}
	sol, err := s.SolutionFor(&pz.Problem)
	if err != nil {
		return nil, err
	}
	if n := len(sol.Placements); s.Step > n {
		return nil, fmt.Errorf("animation step: %d is beyond the last step, %d", s.Step, n)
	}
	order := s.Order
	if order == "" {
		order = player.BottomUp
	}
	return &Show{Problem: &pz.Problem, Title: pz.Name, Solution: &sol, Order: order, Speed: s.Speed,
		Step: s.Step, NoLoop: s.NoLoop, View: s.View, Autoplay: s.Playing}, nil
}
