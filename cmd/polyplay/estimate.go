package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"time"

	"polyplay/solver"
	"polyplay/solver/flags"
	"polyplay/solver/polycube"
)

// "polyplay --estimate" estimates the size and duration of each puzzle's
// search (solver.Solver.Estimate) instead of running it.

// estimateConfig holds the --estimate option: probes is 0 when it is off.
type estimateConfig struct {
	probes int
	seed   int64
}

// estimateCalibration is the calibration time passed to Estimate (0: the
// solver's default). Tests set it to make the estimate depend only on the
// seed (negative) or to let small searches finish (long).
var estimateCalibration time.Duration

func estimateFlag(c *config) flags.Flag {
	return flags.Flag{Long: "estimate", Arg: flags.OptionalArg, ArgName: "PROBES[,SEED]",
		Help: fmt.Sprintf("instead of solving, estimate the search: placements (fits) and solutions from PROBES random probes (default %d, seed 1), the measured rate and the time it would take", solver.DefaultProbes),
		Set: func(_ *flags.Settings, v string, given bool) error {
			c.estimate = estimateConfig{probes: solver.DefaultProbes, seed: 1}
			if !given {
				return nil
			}
			probes, seed, hasSeed := strings.Cut(v, ",")
			n, err := strconv.Atoi(probes)
			if err != nil || n < 1 {
				return fmt.Errorf("expected a number of probes (a whole number, at least 1), optionally followed by ,SEED; got %q", v)
			}
			c.estimate.probes = n
			if hasSeed {
				if c.estimate.seed, err = strconv.ParseInt(seed, 10, 64); err != nil {
					return fmt.Errorf("expected a seed (a whole number) after the number of probes, got %q", seed)
				}
			}
			return nil
		}}
}

// checkModes rejects options that make no sense with --estimate or
// --subpuzzles (which replace solving).
func checkModes(opts solver.Options, c *config) error {
	if c.json && (c.format != polycube.OutputFormat{Puzzle: 'B', Piece: 'L'}) {
		return errors.New("-f " + formatName(c.format) + " is polycube's text output format; --json cannot be used with it")
	}
	if c.goal > 0 {
		switch {
		case c.estimate.probes > 0 || c.subpuzzles > 0:
			return errors.New("-g cannot be combined with --estimate or --subpuzzles")
		case c.json:
			return errors.New("-g prints the partial assemblies as text; --json cannot be used with it")
		case opts.MCTrials > 0 || opts.Parts > 1 || c.verify ||
			opts.MaxSolutions > 0 || opts.TimeLimit > 0 || c.jobsSet && opts.Jobs > 1:
			return errors.New("-g lists the partial assemblies in one sequential pass, so -s, --part, --verify, --max, --time, -j N cannot be used with it")
		}
	}
	if c.disassemble {
		switch {
		case c.estimate.probes > 0 || c.subpuzzles > 0 || c.goal > 0:
			return errors.New("--disassemble cannot be combined with --estimate, --subpuzzles or -g")
		case opts.MCTrials > 0:
			return errors.New("--disassemble takes apart the assemblies found; -s samples the search and cannot be used with it")
		}
	}
	mode := ""
	switch {
	case c.estimate.probes > 0 && c.subpuzzles > 0:
		return errors.New("--estimate and --subpuzzles cannot be combined")
	case c.estimate.probes > 0:
		mode = "--estimate"
	case c.subpuzzles > 0:
		mode = "--subpuzzles"
	default:
		return nil
	}
	var bad []string
	if opts.MCTrials > 0 {
		bad = append(bad, "-s")
	}
	if opts.Parts > 1 {
		bad = append(bad, "--part")
	}
	if c.trace != 0 {
		bad = append(bad, "-t")
	}
	if c.verify {
		bad = append(bad, "--verify")
	}
	if c.subpuzzles > 0 && c.json {
		bad = append(bad, "--json")
	}
	if len(bad) > 0 {
		return fmt.Errorf("%s does not search, so %s cannot be used with it", mode, strings.Join(bad, ", "))
	}
	return nil
}

// estimateResult is the JSON form of one estimate.
type estimateResult struct {
	Puzzle       string    `json:"puzzle"`
	Title        string    `json:"title,omitempty"`
	Options      []string  `json:"options"`
	Exact        bool      `json:"exact"`
	Probes       int       `json:"probes"`
	Seed         int64     `json:"seed"`
	Fits         float64   `json:"fits"`
	FitsErr      float64   `json:"fits_err"`
	FitsPerLevel []float64 `json:"fits_per_level"`
	Solutions    float64   `json:"solutions"`
	SolutionsErr float64   `json:"solutions_err"`
	Rate         float64   `json:"rate"`
	TimeMS       float64   `json:"time_ms"`
	Notes        []string  `json:"notes"`
}

// estimateAll prints the estimate of each job's search.
func estimateAll(ctx context.Context, jobs []*job, opts solver.Options, c *config, out *bufio.Writer, stderr io.Writer) int {
	for _, j := range jobs {
		est, err := j.solver.Estimate(ctx, solver.EstimateOptions{Probes: c.estimate.probes, Seed: c.estimate.seed, Calibration: estimateCalibration})
		if err != nil && ctx.Err() == nil {
			// A puzzle the estimate does not take (pieces that may be
			// left out).
			out.Flush()
			fmt.Fprintf(stderr, "polyplay: %s: %v\n", where(j), err)
			return exitError
		}
		if err != nil {
			out.Flush()
			fmt.Fprintf(stderr, "polyplay: %s: estimate interrupted\n", where(j))
			return exitInterrupt
		}
		notes := append([]string{}, j.solver.Notes()...)
		if opts.MaxSolutions > 0 || opts.TimeLimit > 0 {
			notes = append(notes, "--max and --time do not apply: the estimate is of the whole search")
		}
		if est.WithoutFILA {
			notes = append(notes, "estimated for the search without FILA (the probes follow DLX level by level); FILA usually finishes sooner")
		}
		if opts.Jobs > 1 && est.Rate > 0 {
			notes = append(notes, fmt.Sprintf("rate and time are those of a sequential search; with -j%d on as many free cores, expect about %s", opts.Jobs, longClock(est.Time/time.Duration(opts.Jobs))))
		}
		if c.json {
			r := estimateResult{
				Puzzle: j.name, Title: j.title, Options: nonNilStrings(flags.Args(opts)),
				Exact: est.Exact, Probes: est.Probes, Seed: c.estimate.seed,
				Fits: est.Nodes, FitsErr: est.NodesErr, FitsPerLevel: est.Fits,
				Solutions: est.Solutions, SolutionsErr: est.SolutionsErr,
				Rate: est.Rate, TimeMS: float64(est.Time.Microseconds()) / 1000, Notes: notes,
			}
			b, _ := json.Marshal(r)
			out.Write(b)
			out.WriteByte('\n')
			continue
		}
		writeHeading(out, j, opts)
		if est.Exact {
			fmt.Fprintf(out, "# Estimate: exact (the search finished while its speed was measured)\n")
			fmt.Fprintf(out, "# Estimated fits: %s\n", approx(est.Nodes))
			fmt.Fprintf(out, "# Estimated solutions: %s\n", approx(est.Solutions))
		} else {
			fmt.Fprintf(out, "# Estimate: %d random probes (seed %d)\n", est.Probes, c.estimate.seed)
			fmt.Fprintf(out, "# Estimated fits: %s ± %s (standard error)\n", approx(est.Nodes), approx(est.NodesErr))
			fmt.Fprintf(out, "# Estimated solutions: %s ± %s\n", approx(est.Solutions), approx(est.SolutionsErr))
		}
		if c.info {
			fmt.Fprintf(out, "# Estimated fits when N pieces were left to be placed:")
			w := max(2, len(fmt.Sprint(len(est.Fits)-1)))
			for i := 1; i < len(est.Fits); i++ {
				fmt.Fprintf(out, " FITS[%*d]= %s", w, i, approx(est.Fits[i]))
			}
			out.WriteByte('\n')
		}
		if est.Rate > 0 {
			fmt.Fprintf(out, "# Rate: %s fits per second (measured)\n", approx(est.Rate))
			fmt.Fprintf(out, "# Estimated time: %s\n", longClock(est.Time))
		}
		for _, n := range notes {
			fmt.Fprintf(out, "# Note: %s\n", n)
		}
	}
	return exitOK
}

// approx formats an estimate: a whole number up to 10^15 (with one
// decimal below 100), in exponent form above.
func approx(x float64) string {
	switch a := math.Abs(x); {
	case a < 100 && x != math.Round(x):
		return strconv.FormatFloat(x, 'f', 1, 64)
	case a < 1e15:
		return strconv.FormatFloat(math.Round(x), 'f', 0, 64)
	}
	return strconv.FormatFloat(x, 'g', 4, 64)
}

// longClock is clock with the number of days or years added for long
// durations.
func longClock(d time.Duration) string {
	const day = 24 * time.Hour
	switch {
	case d == math.MaxInt64:
		return "more than 292 years"
	case d >= 2*365*day:
		return fmt.Sprintf("%s (%.3g years)", clock(d), d.Hours()/24/365.25)
	case d >= 2*day:
		return fmt.Sprintf("%s (%.3g days)", clock(d), d.Hours()/24)
	}
	return clock(d)
}
