package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"strings"

	"polyplay/def"
	"polyplay/solver"
	"polyplay/solver/flags"
)

// "polyplay --subpuzzles=N" splits a puzzle's search into the sub-puzzles
// at which N pieces remain (solver.Solver.Subproblems, polycube 1.2.1's
// goal option) and writes them as one definition file.

func subpuzzlesFlag(c *config) flags.Flag {
	return flags.Flag{Long: "subpuzzles", Arg: flags.RequiredArg, ArgName: "N",
		Help: "instead of solving, write the partial assemblies at which N pieces remain as puzzle definitions with the placed pieces stationary; solved with the options given in their comments, their counts add up to the whole search's",
		Set:  flags.SetCount(&c.subpuzzles, "a number of remaining pieces", 1)}
}

// subpuzzleOptions returns the options to solve the sub-puzzles of a
// search with opts: the same filters, triggers and algorithm, without
// the symmetry filters (they acted when the search was split) and
// without the options of the run rather than the search.
func subpuzzleOptions(opts solver.Options) solver.Options {
	o := opts
	o.Redundancy, o.RedundancyPiece, o.Unique, o.Mirror = false, "", false, false
	o.MaxSolutions, o.TimeLimit, o.Jobs, o.Split, o.Part, o.Parts = 0, 0, 0, 0, 0, 0
	o.MCTrials, o.MCRemaining, o.MCSeed = 0, 0, 0
	return o
}

// writeSubpuzzles writes the sub-puzzles of the one puzzle in jobs to out.
func writeSubpuzzles(ctx context.Context, jobs []*job, opts solver.Options, c *config, out *bufio.Writer, stderr io.Writer) int {
	if len(jobs) != 1 {
		fmt.Fprintf(stderr, "polyplay: --subpuzzles takes one puzzle, got %d (put it in a file of its own)\n", len(jobs))
		return exitError
	}
	j := jobs[0]
	args := append([]string{"polyplay"}, flags.Args(subpuzzleOptions(opts))...)
	solveWith := strings.Join(args, " ")
	n := 0
	err := j.solver.Subproblems(ctx, c.subpuzzles, func(q *solver.Problem) bool {
		if n == 0 {
			fmt.Fprintf(out, "# Sub-puzzles of %s (%s) where %d pieces remain, from polyplay --subpuzzles=%d %s\n",
				j.name, describe(&j.puzzle.Problem), c.subpuzzles, c.subpuzzles, strings.Join(flags.Args(opts), " "))
			fmt.Fprintf(out, "# Solved with the options below, their solution counts add up to the whole search's.\n")
		}
		n++
		fmt.Fprintf(out, "\n# Sub-puzzle %d: solve with %s\n", n, solveWith)
		out.WriteString(def.Format(q))
		return true
	})
	if err != nil && ctx.Err() == nil {
		// A bad number of remaining pieces: nothing was written.
		fmt.Fprintf(stderr, "polyplay: %s: %v\n", where(j), err)
		return exitError
	}
	if err != nil {
		fmt.Fprintf(out, "# Interrupted after %d sub-puzzles: the list is incomplete\n", n)
		out.Flush()
		fmt.Fprintf(stderr, "polyplay: %s: interrupted after %d sub-puzzles\n", where(j), n)
		return exitInterrupt
	}
	if n == 0 {
		fmt.Fprintf(out, "# %s (%s) has no sub-puzzles where %d pieces remain: no partial assembly that can lead to a solution gets there\n",
			j.name, describe(&j.puzzle.Problem), c.subpuzzles)
		for _, note := range j.solver.Notes() {
			fmt.Fprintf(out, "# Note: %s\n", note)
		}
	}
	fmt.Fprintf(out, "\n# %d sub-puzzles\n", n)
	return exitOK
}
