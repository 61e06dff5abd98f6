package polycube

import (
	"fmt"

	"polyplay/solver"
)

// Args returns the canonical command-line flags for o's options, in the
// spellings of polycube (-r -V -oe=11:f=3 -f11 -n ...), such that
// ParseArgs(Args(o)) gives o back:
// all of Search and, of Run, the limits (--max, --time) and the
// division into parts (--split, --part). Jobs, Keep, ProgressInterval
// and the callback fields are not represented.
func Args(o solver.Options) []string {
	var a []string
	if o.Redundancy {
		a = append(a, "-r"+o.RedundancyPiece)
	}
	if o.RedundancyFirst {
		a = append(a, "-R")
	}
	if o.Unique {
		a = append(a, "-u")
	}
	if o.Mirror {
		a = append(a, "-M")
	}
	switch {
	case o.VolumeFilterRepeat > 0:
		a = append(a, fmt.Sprintf("-V%d", o.VolumeFilterRepeat))
	case o.VolumeFilter:
		a = append(a, "-V")
	}
	if o.VolumeTrigger > 0 {
		a = append(a, fmt.Sprintf("-v%d", o.VolumeTrigger))
	}
	if o.ParityTrigger > 0 {
		a = append(a, fmt.Sprintf("-p%d", o.ParityTrigger))
	}
	if o.ParityFilterOnce {
		a = append(a, "-P")
	}
	if o.ParityFilter > 0 {
		a = append(a, fmt.Sprintf("-P%d", o.ParityFilter))
	}
	switch {
	case o.FitFilterRepeat:
		a = append(a, "-FF")
	case o.FitFilter && o.FitFilterAt == 0:
		a = append(a, "-F")
	}
	if o.FitFilter && o.FitFilterAt > 0 {
		a = append(a, fmt.Sprintf("-F%d", o.FitFilterAt))
	}
	if len(o.Order) > 0 {
		a = append(a, "-o"+solver.FormatOrder(o.Order))
	}
	for _, n := range o.Fila {
		a = append(a, fmt.Sprintf("-f%d", n))
	}
	switch {
	case o.NOF && o.NOFCells > 0:
		a = append(a, fmt.Sprintf("-n%d", o.NOFCells))
	case o.NOF:
		a = append(a, "-n")
	}
	switch {
	case o.Memo > 0:
		a = append(a, fmt.Sprintf("--memo=%d", o.Memo))
	case o.Memo < 0:
		a = append(a, "--memo=0")
	}
	if o.MCTrials > 0 {
		a = append(a, fmt.Sprintf("-s%d,%d,%d", o.MCTrials, o.MCRemaining, o.MCSeed))
	}
	if o.MaxSolutions > 0 {
		a = append(a, fmt.Sprintf("--max=%d", o.MaxSolutions))
	}
	if o.TimeLimit > 0 {
		a = append(a, "--time="+o.TimeLimit.String())
	}
	if o.Auto {
		a = append(a, "--auto")
	}
	if o.Split > 0 {
		a = append(a, fmt.Sprintf("--split=%d", o.Split))
	}
	if o.Parts > 1 {
		a = append(a, fmt.Sprintf("--part=%d/%d", o.Part, o.Parts))
	}
	return a
}
