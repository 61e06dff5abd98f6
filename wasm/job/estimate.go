package job

import (
	"context"
	"fmt"
	"strings"
	"time"

	"polyplay/solver"
	"polyplay/solver/flags"
	"polyplay/wasm/protocol"
)

// EstimateProbes is the number of random probes of an estimate for the
// designer: fewer than the command line's default, so that the worker
// answers within a second or so even for large puzzles.
const EstimateProbes = 2000

// Estimate estimates the search of req's puzzle with req's options
// (solver.Solver.Estimate: a calibration run of the default length, then
// EstimateProbes probes) for the designer's running check.
func Estimate(ctx context.Context, req protocol.SolveRequest) (*protocol.Estimate, error) {
	opts, err := requestOptions(req, "estimate")
	if err != nil {
		return nil, err
	}
	s, err := solver.NewContext(ctx, req.Problem, opts)
	if err != nil {
		return nil, err
	}
	est, err := s.Estimate(ctx, solver.EstimateOptions{Probes: EstimateProbes})
	if err != nil {
		return nil, err
	}
	return &protocol.Estimate{
		Solutions: est.Solutions, SolutionsErr: est.SolutionsErr, Nodes: est.Nodes,
		TimeMillis: float64(est.Time) / float64(time.Millisecond), Exact: est.Exact, Probes: est.Probes,
	}, nil
}

// requestOptions checks req's puzzle and returns its options, for a
// request that is not a run (what: what it asks for).
func requestOptions(req protocol.SolveRequest, what string) (solver.Options, error) {
	if req.Problem == nil {
		return solver.Options{}, fmt.Errorf("no puzzle to %s", what)
	}
	if err := req.Problem.Validate(); err != nil {
		return solver.Options{}, err
	}
	opts, rest, err := flags.ParseArgs(req.Args)
	if err != nil {
		return solver.Options{}, fmt.Errorf("solver options: %w", err)
	}
	if len(rest) > 0 {
		return solver.Options{}, fmt.Errorf("solver options: unexpected argument %q", strings.Join(rest, " "))
	}
	return opts, nil
}
