package page

import (
	"fmt"

	"polyplay/solver"
	"polyplay/ui/link"
	"polyplay/wasm/protocol"
)

// Share returns the share state of the playground: the puzzle (by library
// key when it is an unedited library puzzle, otherwise the definition
// itself), the solver options and kept-solution count, and, if view is a
// kept solution of the run shown (Shown), that solution (its number and
// cells).
func (m *Model) Share(view int) link.Share {
	s := link.Share{Index: m.Index, Args: append([]string(nil), m.Args()...)}
	if m.Key != "" && !m.Edited {
		s.Key = m.Key
	} else {
		s.Source, s.FileName = m.Source, m.FileName
	}
	if m.Keep != 0 && m.Keep != protocol.DefaultKeep {
		s.Keep = m.Keep
	}
	if r := m.Shown(); r != nil && r.Problem != nil {
		if sol, ok := r.Solution(view); ok {
			if cells, err := link.EncodeSolution(r.Problem, *sol); err == nil {
				s.Solution, s.Cells, s.Colours = int64(view)+1, cells, link.EncodeColours(r.Problem, *sol)
			}
		}
	}
	return s
}

// Solution converts the kept solution i of the run, if there is one.
func (r *Run) Solution(i int) (*solver.Solution, bool) {
	if r == nil || i < 0 || i >= len(r.Solutions) {
		return nil, false
	}
	s, err := r.Solutions[i].ToSolver()
	if err != nil {
		return nil, false
	}
	return &s, true
}

// restoreShared sets the definition carried by a share link (the d and f
// parameters, see link.Share) as an edited definition.
func (m *Model) restoreShared(d, name string) error {
	src, err := link.UnpackDefinition(d)
	if err != nil {
		return fmt.Errorf("share link: definition: %w", err)
	}
	if name = link.CleanName(name); name == "" {
		name = "shared.txt"
	}
	key := m.Key
	m.Key = ""
	if err := m.SetSource(name, string(src)); err != nil {
		m.Key = key
		return fmt.Errorf("share link: definition: %w", err)
	}
	m.Edited = true
	return nil
}
