package solver

// Chosen returns the options s searches with: those New was given, with
// the automatic configuration (Options.Auto) filled in and Auto turned
// off, and the piece that the redundancy filter constrained named in
// RedundancyPiece when New was left to pick it. A search made with
// Chosen's options, without Auto, is the same search: the same fits,
// attempts and solutions. Run fields (Jobs, limits, parts, callbacks)
// are those New was given. Options the puzzle keeps from being applied
// (Solver.Unapplied: the volume filter and trigger where a piece is in
// several parts) are off, and -r on pieces of one shape in several parts
// is -u (applyRedundancy).
//
// When s solves a symmetric box by symmetry (Options.Auto without -r, -u
// or -M; see expand.go), Chosen returns the reduced search's options,
// with the redundancy filter: s finds the same fits and attempts, but
// hands on every solution of each orbit that search finds, which no
// option says.
func (s *Solver) Chosen() Options {
	if s.reduced != nil {
		return s.reduced.Chosen()
	}
	o := s.opt
	o.Auto = false
	if s.red.on() && o.RedundancyPiece == "" {
		o.RedundancyPiece = s.Model.ShapeName(s.red.shape)
	}
	return o
}
