package solver

import "context"

// Gauges returns the glance's and the gauge's estimates (redpick.go) of
// the search -r without a name gauges on p: the one that constrains the
// static rule's pick among the uniquely shaped pieces, all images
// active, no mirror images. ok is false where -r has nothing to pick
// from (no symmetry or no uniquely shaped piece).
func Gauges(p *Problem) (glance, gauge float64, ok bool, err error) {
	s, plans, err := pickPlans(p)
	if err != nil {
		return 0, 0, false, err
	}
	if len(s.sym.group) == 0 || len(plans) == 0 {
		return 0, 0, false, nil
	}
	r := s.redundancyPick()
	r.sortPlans(plans)
	return r.gauge(context.Background(), plans[0], pickGlanceProbes), r.gauge(context.Background(), plans[0], pickGaugeProbes), true, nil
}

// pickPlans returns a solver of p's model with every image active and no
// mirror images, and the plans of -r without a name: one for each
// uniquely shaped piece, unsorted.
func pickPlans(p *Problem) (*Solver, []redundancyPlan, error) {
	m, err := NewModel(p)
	if err != nil {
		return nil, nil, err
	}
	s := &Solver{Model: m, active: make([]bool, len(m.Images)), sym: newSymmetry(m, false)}
	for i := range s.active {
		s.active[i] = true
	}
	var plans []redundancyPlan
	for sh := range m.Shapes {
		if m.ShapeCount(sh) == 1 {
			plans = append(plans, (&preparer{s: s}).plan(sh))
		}
	}
	return s, plans, nil
}

// Gauge thresholds of redpick.go.
const (
	GlanceBelow   = pickGlanceBelow
	EstimateAbove = pickEstimateAbove
)

// MinFitEstimates returns Knuth's estimates of each candidate's min-fit
// tree (redpick.go's redundancyPick.estimateCandidates) that -r without a name computes
// on p with opt, the static rule's order, every image of the model
// active; wide makes the probers count cell by cell instead of on bit
// slices.
func MinFitEstimates(p *Problem, opt Options, wide bool) ([]float64, error) {
	s, plans, err := pickPlans(p)
	if err != nil {
		return nil, err
	}
	s.hooks.proberWide = wide
	r := s.redundancyPick()
	r.sortPlans(plans)
	return r.estimateCandidates(context.Background(), plans, opt, pickBudget, pickSeed)
}

// PickWork returns the work that MinFitEstimates's estimates spend on p
// with opt, their budget, and whether they were given up, or some
// candidate left out, for want of budget (redpick.go's
// estimateCandidates).
func PickWork(p *Problem, opt Options) (spent, budget int64, cut bool, err error) {
	s, plans, err := pickPlans(p)
	if err != nil {
		return 0, 0, false, err
	}
	s.hooks.pickWork = func(sp, b int64, c bool) { spent, budget, cut = sp, b, c }
	r := s.redundancyPick()
	r.sortPlans(plans)
	_, err = r.estimateCandidates(context.Background(), plans, opt, pickBudget, pickSeed)
	return spent, budget, cut, err
}

// PickWorkMax is the most work the redundancy pick's estimates may
// spend (redpick.go).
const PickWorkMax = pickWorkMax
