package flags

import (
	"fmt"

	"polyplay/solver"
)

// Args returns the canonical command-line flags for o's options, in the
// spellings of polycube (-r -V -oe=11:f=3 -f11 -n ...), such that
// ParseArgs(Args(o)) gives o back: each flag of Flags spells its own
// part (Flag.Args), in help order. That is all of Search and, of Run,
// the limits (--max, --time) and the division into parts (--split,
// --part). Jobs, Keep, ProgressInterval and the callback fields are not
// represented.
func Args(o solver.Options) []string {
	var a []string
	for _, f := range solverFlags {
		if f.Args != nil {
			a = append(a, f.Args(o)...)
		}
	}
	return a
}

// when returns the one argument arg if on holds, else none: the
// spelling of a switch.
func when(on bool, arg string) []string {
	if on {
		return []string{arg}
	}
	return nil
}

// positive spells a number flag (-v5, --memo=5) when n is positive.
func positive(format string, n int) []string {
	return when(n > 0, fmt.Sprintf(format, n))
}

func spellRedundancy(o solver.Options) []string {
	return when(o.Redundancy, "-r"+o.RedundancyPiece)
}

func spellRedundancyFirst(o solver.Options) []string { return when(o.RedundancyFirst, "-R") }
func spellUnique(o solver.Options) []string          { return when(o.Unique, "-u") }
func spellMirror(o solver.Options) []string          { return when(o.Mirror, "-M") }
func spellVolumeTrigger(o solver.Options) []string   { return positive("-v%d", o.VolumeTrigger) }
func spellParityTrigger(o solver.Options) []string   { return positive("-p%d", o.ParityTrigger) }
func spellDisassemble(o solver.Options) []string     { return when(o.Disassemble, "--disassemble") }
func spellAuto(o solver.Options) []string            { return when(o.Auto, "--auto") }
func spellSplit(o solver.Options) []string           { return positive("--split=%d", o.Split) }

func spellVolumeFilter(o solver.Options) []string {
	if o.VolumeFilterRepeat > 0 {
		return positive("-V%d", o.VolumeFilterRepeat)
	}
	return when(o.VolumeFilter, "-V")
}

func spellParityFilter(o solver.Options) []string {
	return append(when(o.ParityFilterOnce, "-P"), positive("-P%d", o.ParityFilter)...)
}

func spellFitFilter(o solver.Options) []string {
	var a []string
	switch {
	case o.FitFilterRepeat:
		a = append(a, "-FF")
	case o.FitFilter && o.FitFilterAt == 0:
		a = append(a, "-F")
	}
	if o.FitFilter && o.FitFilterAt > 0 {
		a = append(a, fmt.Sprintf("-F%d", o.FitFilterAt))
	}
	return a
}

func spellOrder(o solver.Options) []string {
	return when(len(o.Order) > 0, "-o"+solver.FormatOrder(o.Order))
}

func spellFila(o solver.Options) []string {
	var a []string
	for _, n := range o.Fila {
		a = append(a, fmt.Sprintf("-f%d", n))
	}
	return a
}

func spellNOF(o solver.Options) []string {
	if o.NOF && o.NOFCells > 0 {
		return positive("-n%d", o.NOFCells)
	}
	return when(o.NOF, "-n")
}

func spellMemo(o solver.Options) []string {
	if o.Memo < 0 {
		return []string{"--memo=0"}
	}
	return positive("--memo=%d", o.Memo)
}

func spellMonteCarlo(o solver.Options) []string {
	return when(o.MCTrials > 0, fmt.Sprintf("-s%d,%d,%d", o.MCTrials, o.MCRemaining, o.MCSeed))
}

func spellMax(o solver.Options) []string {
	return when(o.MaxSolutions > 0, fmt.Sprintf("--max=%d", o.MaxSolutions))
}

func spellTime(o solver.Options) []string {
	return when(o.TimeLimit > 0, "--time="+o.TimeLimit.String())
}

func spellPart(o solver.Options) []string {
	return when(o.Parts > 1, fmt.Sprintf("--part=%d/%d", o.Part, o.Parts))
}
