package page

import (
	"fmt"
	"strings"

	"polyplay/solver"
	"polyplay/solver/flags"
	"polyplay/ui/figures"
	"polyplay/ui/region"
)

// Chosen returns what the automatic configuration (--auto) chose for the
// run in plain words, such as "DLX places the first piece, then FILA from
// 11 pieces left, filling the first open square (f); piece X held against
// turned copies; neighbour filtering (NOF) on 6 squares, volume filter,
// memo of dead ends from 3 pieces", the cells named as the puzzle's grid
// names them (region.Region.Unit); the equivalent solver flags are
// ChosenArgs. It is "" until a worker has reported the choice, and
// for a run that set its own algorithm options.
//
// A run without -r on a symmetric box is solved by its symmetry: the
// solver searches with a redundancy filter and gives each solution found
// in all its turns. The words then say so, and not the filter's choice
// of piece, which would describe a run with -r.
func (r *Run) Chosen() string {
	args, bySymmetry := r.chosenArgs()
	if len(args) == 0 {
		return ""
	}
	pieces, unit, shape := 0, "", "the region"
	if r.Problem != nil {
		for _, pc := range r.Problem.Pieces {
			if !pc.Stationary {
				pieces++
			}
		}
		reg := region.Of(r.Problem)
		unit, shape = reg.Unit, reg.The() // the pyramid, not the box around it
	}
	s := DescribeChoice(args, pieces, unit)
	if bySymmetry {
		s += "; " + shape + "'s symmetry used: each solution searched for once, then given in all its turns"
	}
	return s
}

// ChosenArgs returns the solver flags the automatic configuration chose
// for the run (r.Stats.Chosen), to be shown beside Chosen: for a run
// solved by the box's symmetry (asked without -r, searched with it),
// without -r (and -R), whose choice is not the run's: the run counts
// every solution, as the flags without -r do.
func (r *Run) ChosenArgs() []string {
	args, _ := r.chosenArgs()
	return args
}

// chosenArgs is ChosenArgs, and whether the run was solved by the box's
// symmetry.
func (r *Run) chosenArgs() (args []string, bySymmetry bool) {
	if len(r.Stats.Chosen) == 0 {
		return nil, false
	}
	asked, rest, err := flags.ParseArgs(r.Args)
	if err != nil || len(rest) > 0 || asked.Redundancy {
		return r.Stats.Chosen, false
	}
	o, rest, err := flags.ParseArgs(r.Stats.Chosen)
	if err != nil || len(rest) > 0 || !o.Redundancy {
		return r.Stats.Chosen, false
	}
	o.Redundancy, o.RedundancyPiece, o.RedundancyFirst = false, "", false
	return flags.Args(o), true
}

// DescribeChoice puts solver flags that the automatic configuration chose
// in plain words, for a puzzle of pieces mobile pieces (0 if unknown)
// whose cells are each a unit ("square", "ball": region.Region.Unit; ""
// if unknown: "cell"). Flags it cannot read are given as they are.
func DescribeChoice(args []string, pieces int, unit string) string {
	if unit == "" {
		unit = "cell"
	}
	o, rest, err := flags.ParseArgs(args)
	if err != nil || len(rest) > 0 {
		return strings.Join(args, " ")
	}
	var parts []string
	// How the search goes: DLX, then FILA, and the order of the targets.
	search := "DLX throughout"
	if len(o.Fila) > 0 {
		f := o.Fila[0]
		switch dlx := pieces - f; {
		case pieces > 0 && dlx <= 0:
			search = "FILA from the start"
		case dlx == 1:
			search = "DLX places the first piece, then FILA from " + figures.Count(int64(f), "piece") + " left"
		case dlx > 1:
			search = fmt.Sprintf("DLX places the first %d pieces, then FILA from %s left", dlx, figures.Count(int64(f), "piece"))
		default:
			search = "DLX, then FILA from " + figures.Count(int64(f), "piece") + " left"
		}
	}
	var order []string
	for i, st := range o.Order {
		w := heuristicWords(st.Heuristic, unit)
		if i > 0 && st.Remaining > 0 {
			w += " from " + figures.Count(int64(st.Remaining), "piece")
		}
		order = append(order, w)
	}
	if len(order) > 0 {
		search += ", " + strings.Join(order, ", then ")
	}
	parts = append(parts, search)
	switch {
	case o.Redundancy && o.RedundancyPiece != "":
		parts = append(parts, "piece "+o.RedundancyPiece+" held against turned copies")
	case o.Redundancy:
		parts = append(parts, "turned copies filtered")
	}
	var filters []string
	switch {
	case o.NOF && o.NOFCells > 0:
		filters = append(filters, fmt.Sprintf("neighbour filtering (NOF) on %s", figures.Count(int64(o.NOFCells), unit)))
	case o.NOF:
		filters = append(filters, "neighbour filtering (NOF)")
	}
	switch {
	case o.VolumeFilterRepeat > 0:
		filters = append(filters, "volume filter after each placement down to "+figures.Count(int64(o.VolumeFilterRepeat), "piece"))
	case o.VolumeFilter:
		filters = append(filters, "volume filter")
	}
	if o.Memo > 0 {
		filters = append(filters, "memo of dead ends from "+figures.Count(int64(o.Memo), "piece"))
	}
	if len(filters) > 0 {
		parts = append(parts, strings.Join(filters, ", "))
	}
	return strings.Join(parts, "; ")
}

// heuristicWords says how a heuristic picks the next target, of cells
// each a unit.
func heuristicWords(h solver.Heuristic, unit string) string {
	switch h {
	case solver.MinFit:
		return "filling the hole with the fewest fits (s)"
	case solver.Estimate:
		return "filling the most hemmed-in hole (e)"
	case solver.First:
		return "filling the first open " + unit + " (f)"
	case solver.MinX, solver.MinY, solver.MinZ:
		return fmt.Sprintf("filling the open %s of least %c (%c)", unit, h, h)
	}
	return fmt.Sprintf("targets by %s (%c)", h, h)
}
