package solver

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

// Heuristic names an ordering heuristic: the rule that picks the next
// target (a hole to fill or, for DLX, possibly a piece to place).
type Heuristic byte

// The ordering heuristics of polycube. Under DLX every heuristic first
// backs up at a column with no rows, then takes the first with one row:
// min-fit over all columns, the others (which target cells) over the
// cell columns, as polycube 2.0 does.
const (
	// MinFit (s) picks the hole or piece with the fewest fits (DLX's S; with
	// FILA it is the most-constrained-hole algorithm, MCH).
	MinFit Heuristic = 's'
	// Estimate (e) picks, among the holes with fewest open neighbours, the
	// one with fewest fits (FILA's E heuristic; EMCH).
	Estimate Heuristic = 'e'
	// First (f) picks the first open cell in x, y, z order (Fletcher, de Bruijn).
	First Heuristic = 'f'
	// MinX, MinY and MinZ pick an open cell with the least x (y, z)
	// coordinate, breaking ties by fewest fits.
	MinX Heuristic = 'x'
	MinY Heuristic = 'y'
	MinZ Heuristic = 'z'
	// MaxX, MaxY and MaxZ pick an open cell with the greatest coordinate.
	MaxX Heuristic = 'X'
	MaxY Heuristic = 'Y'
	MaxZ Heuristic = 'Z'
	// Radial (R) fills from the outside in, by distance from a centre.
	Radial Heuristic = 'R'
	// Angular (a) fills by angle around a centre, from a start angle,
	// counter-clockwise; AngularReverse (A) clockwise.
	Angular        Heuristic = 'a'
	AngularReverse Heuristic = 'A'
	// Linear (l) picks an open cell with the least a*x + b*y + c*z
	// (OrderStep.Coef), breaking ties by fewest fits: polycube 1.2.1's
	// l@a,b,c, of which x, y, z, X, Y, Z are the cases along an axis.
	Linear Heuristic = 'l'
)

// heuristicNames maps each heuristic to a short description.
var heuristicNames = map[Heuristic]string{
	MinFit: "min-fit (S, MCH)", Estimate: "estimate (E, EMCH)", First: "first hole (F, de Bruijn)",
	MinX: "min x", MinY: "min y", MinZ: "min z", MaxX: "max x", MaxY: "max y", MaxZ: "max z",
	Radial: "radial", Angular: "angular", AngularReverse: "angular clockwise", Linear: "linear",
}

// Valid reports whether h is a known heuristic.
func (h Heuristic) Valid() bool { _, ok := heuristicNames[h]; return ok }

// String returns the heuristic's description.
func (h Heuristic) String() string {
	if s, ok := heuristicNames[h]; ok {
		return s
	}
	return fmt.Sprintf("heuristic(%q)", byte(h))
}

// OrderStep switches to Heuristic once at most Remaining pieces remain (0
// means from the start). Of the steps that have taken effect, the one with
// the smallest Remaining is in force; before any, min-fit is. Radial and
// the angular heuristics take an optional centre, the angular ones a start
// angle in degrees, Linear its coefficients.
type OrderStep struct {
	Heuristic Heuristic
	Remaining int
	// Center is the centre of Radial and the angular heuristics; nil
	// means the box centre, and so does a coordinate that is +Inf (one
	// that polycube 1.2.1's R@x and a@deg,x,y leave out).
	Center *[3]float64
	// Angle is the angular heuristics' start angle in degrees.
	Angle float64
	// Coef are Linear's coefficients of x, y and z.
	Coef [3]float64
}

// MaxNOFCells is the most cells a cell's image list sets can depend on
// under NOF (Options.NOFCells): 2^6 sets per cell.
const MaxNOFCells = 6

// OptionError is an option that the puzzle cannot take, such as a
// parity option on hexagons, whose cells have no two colours: the
// option is wrong, not the puzzle's definition. New checks the options
// against the puzzle and returns it. Option is the option's command-line
// flag (flags.Args), Name what it is.
type OptionError struct {
	Option, Name, Msg string
}

// Error formats the error as "option -p (parity trigger): msg", as the
// command line phrases an option's errors.
func (e *OptionError) Error() string {
	return fmt.Sprintf("option %s (%s): %s", e.Option, e.Name, e.Msg)
}

// Options configure a solve: what is searched (Search) and how a run
// of that search is driven (Run). The zero value is plain DLX with the
// min-fit heuristic, no filters, all solutions, on the caller's
// goroutine. The fields of both are promoted: o.Jobs is o.Run.Jobs.
type Options struct {
	Search
	Run

	// plain, set only by tests, makes an automatic search of a symmetric
	// box search plainly instead of by symmetry (expand.go): the
	// reference the expanded searches are checked against.
	plain bool
}

// Search holds the options that say what is searched and how: the
// ordering heuristics, FILA and its memo, the image filters and
// triggers, the symmetry constraints (redundancy, unique, mirror) and
// Monte Carlo estimation in place of the search. New prepares a search
// from them (the automatic configuration, the redundancy filter, the
// image filters, the reduced search by symmetry): they say which tree
// is searched, a Run how much of it one run walks and how (Solver.Reuse
// says where New's preparation also looks at the Run). Their
// command-line flags are polycube's (flags.Args in solver/flags).
type Search struct {
	// Order lists heuristic switches (see OrderStep). Empty means min-fit
	// throughout (or the automatic choice, see Auto).
	Order []OrderStep
	// Fila lists thresholds: each time this many pieces remain, FILA
	// solves the remaining sub-puzzle (polycube's -f N).
	Fila []int
	// NOF enables FILA's neighbour occupancy filtering.
	NOF bool
	// NOFCells, with NOF, makes each cell's image list sets depend on up
	// to NOFCells (at most MaxNOFCells) other cells that may be open when
	// the cell is the target, chosen as those its images cover most often,
	// instead of on its neighbours (polycube's NOF): the lists then hold
	// fewer images that cannot fit. 0 keeps the neighbours. The search
	// tree, hence fits and solutions, is the same; only no-fits change.
	NOFCells int
	// Memo, when positive, makes FILA remember the states (open cells and
	// remaining pieces) of its first-open-cell levels with at least Memo
	// pieces remaining below which it found no solution, and skip them
	// when it meets them again: a transposition table of dead ends, in a
	// fixed number of entries. It works where every piece has its own
	// shape. Solutions are the same; fits and no-fits fewer, and they
	// depend on the order of the search (the workers of a parallel search
	// each have a memo of their own). 0 leaves the choice to Auto; a
	// negative Memo turns it off even there.
	Memo int
	// Auto picks a fast configuration for the puzzle when no algorithm
	// options are given (Order, Fila and NOF are then filled in).
	Auto bool

	// Redundancy constrains one uniquely shaped piece so that rotations of
	// the whole puzzle are never found (polycube -r).
	Redundancy bool
	// RedundancyPiece names the piece to constrain; empty picks one.
	RedundancyPiece string
	// Unique drops solutions that are rotations of ones already found (-u).
	Unique bool
	// Mirror keeps one solution of each mirror pair, and constrains the
	// search to avoid finding mirror images where it can (-M).
	Mirror bool

	// ParityTrigger backtracks on parity violations while at least this
	// many pieces remain after a placement, DLX's or FILA's (-p N); 0 is
	// off.
	ParityTrigger int
	// ParityFilter removes images that break parity after each placement
	// while at least this many pieces remain (-P N); 0 is off. It filters
	// DLX's matrix: FILA's placements are not followed by it.
	ParityFilter int
	// ParityFilterOnce runs the parity image filter once before the
	// search (-P without N, as polycube's -P), as ParityFilter does when
	// it is the number of pieces.
	ParityFilterOnce bool
	// VolumeFilter runs the volume image filter once before the search
	// (-V); VolumeFilterRepeat repeats it after each placement while at
	// least this many pieces remain (-V N).
	VolumeFilter       bool
	VolumeFilterRepeat int
	// VolumeTrigger backtracks when a region cut off by a placement (DLX's
	// or FILA's) cannot be filled, while at least this many pieces remain
	// (-v N); 0 is off.
	VolumeTrigger int
	// FitFilter removes images after which some hole or piece has no fit
	// (-F); FitFilterRepeat repeats it until nothing changes.
	FitFilter       bool
	FitFilterRepeat bool
	// FitFilterAt, with FitFilter, runs the fit filter again after each
	// DLX placement while at least FitFilterAt pieces remain (polycube
	// 1.2.1's -F N); more than the pieces turns the filter off, as there.
	// 0 filters once, before the search.
	FitFilterAt int
	// RedundancyFirst makes DLX place the piece that the redundancy
	// filter constrains first (polycube 1.2.1's -R).
	RedundancyFirst bool

	// MCTrials, if positive, estimates the search instead of running it
	// to the end (polycube -s TRIALS,R,SEED): that many Monte Carlo
	// trials, each with a random order of the rows of every DLX column.
	MCTrials int64
	// MCRemaining ends each Monte Carlo trial the first time a piece is
	// removed while this many pieces remain; 0 runs each trial to the end.
	MCRemaining int
	// MCSeed seeds the Monte Carlo trials' random numbers, so that a run
	// can be repeated.
	MCSeed int64
}

// Run holds the options of a single run of a search: when it stops
// (MaxSolutions, TimeLimit), which solutions it hands over (Keep), how
// it is divided among goroutines, parts and machines (Jobs, Split, Part,
// Parts, Take, Share) and what it reports as it goes (Progress, Trace).
// New's preparation of a search reads them only to check them and to
// know whether a run has a limit on solutions or is traced (Solver.Reuse
// says how), so that Reuse, Whole and WithTimeLimit change them without
// preparing the search again. MaxSolutions and TimeLimit are here rather
// than in Search because they say when a run stops, not what is
// searched: the search tree is the same, a run walks less of it.
type Run struct {
	// MaxSolutions stops after this many solutions; 0 means all.
	MaxSolutions int64
	// Keep, if positive, hands Solve's callback only the first Keep
	// solutions found: the search goes on and counts the others
	// (Stats.Solutions, MaxSolutions) without naming their pieces and
	// cells for the callback. The playground keeps the cells of a run's
	// first 1,000 solutions; naming the others took its worker's time at
	// every solve (wasm/job's BenchmarkRun). 0: all.
	Keep int64
	// Disassemble asks for BurrTools' solutions: of the assemblies
	// found, those that come apart by sliding pieces, each with its
	// level. The search is the same; Solve hands every assembly to its
	// callback (Keep then limits nothing), and the caller takes each
	// apart (package solver/disassemble's Filter), as the command line
	// and the playground's worker do. New refuses it with Monte Carlo
	// trials (MCTrials), which sample the search.
	Disassemble bool
	// TimeLimit stops the search after this long; 0 means none.
	TimeLimit time.Duration

	// Jobs is the number of goroutines that search in parallel (0 and 1:
	// one, the caller's). A parallel search finds the same solutions and,
	// when it runs to the end without the memo (Memo), the same
	// statistics as a sequential one; it hands the solutions to Solve's
	// callback one at a time, in the sequential search's order (order.go),
	// and MaxSolutions keeps the sequential search's first ones. Monte
	// Carlo runs and traced runs (Trace) are always sequential. At most
	// MaxJobs (CheckJobs).
	Jobs int
	// Split is the number of remaining pieces at which a parallel or
	// partial search divides the search tree into branches (its nodes at
	// that level, numbered in the search's deterministic order); 0 picks
	// a level with many more branches than workers or parts.
	Split int
	// Part and Parts, when Parts > 1, make the search explore only part
	// Part (0 <= Part < Parts) of the branches at the split level: those
	// whose number k has k % Parts == Part. The levels above the split
	// are searched by every part; MergeStats adds the parts' statistics
	// up to those of the whole search (without the memo, which each part
	// keeps for itself: the solutions then add up, but the parts make
	// more fits than the whole).
	Part, Parts int
	// Take, if set, replaces the fixed share of a partial search (Parts
	// > 1, which still sets the split level) with a share taken as the
	// search goes from a queue that the parts share: each time the search
	// has passed the branches it holds, it calls Take with the number of
	// branches (an upper bound, the same in every part) and searches the
	// branches from to to-1 that Take returns; from >= to means that none
	// is left. The ranges a queue hands out must follow each other in
	// increasing order (see queuemodel.Queue in the playground), so that a
	// range never starts before a branch the search has passed. With Jobs
	// > 1 the workers call Take concurrently.
	Take func(total int64) (from, to int64)
	// Share, if set, lets the parts that take their branches from a queue
	// (Take, with Jobs <= 1) share a large branch with a part that has run
	// out of branches, as the workers of a parallel search do (see
	// Sharer). Every part of the search must use the same Sharer.
	Share Sharer

	// Progress, if set, is called from the search goroutine about every
	// ProgressInterval (default 200ms) with the statistics so far.
	Progress         func(Stats)
	ProgressInterval time.Duration
	// Trace, if set, receives every placement and removal.
	Trace func(Event)
}

// Stats are the search statistics. Index i of the per-level slices counts
// events when i pieces remained to be placed (index 0 is unused).
type Stats struct {
	Solutions int64
	// Attempts[i] counts images tried and Fits[i] images placed when i
	// pieces remained; no-fits are Attempts[i]-Fits[i].
	Attempts []int64
	Fits     []int64
	Elapsed  time.Duration
	// Stopped says why the search ended early: "", "max", "time", "cancel".
	Stopped string
	// Progress is the fraction of the search done, in [0, 1]: the share of
	// the top levels' branches completed (each branch weighted by its share
	// of the level above). It never decreases and is 1 when the search ran
	// to the end. ETA is the time left that it suggests (0 if unknown).
	Progress float64
	ETA      time.Duration
	// Split is the number of remaining pieces at which a parallel or
	// partial search was divided into branches (0: it was not).
	Split int
	// Images is the number of images after filters; Filtered by each filter.
	Images int
	// Notes holds messages for the user (e.g. "parity makes this impossible").
	Notes []string
	// Redundant counts the solutions found but dropped by the unique
	// filter (Options.Unique): Solutions+Redundant were found in all
	// (polycube's SOLUTIONS, with Solutions its UNIQUE).
	Redundant int64
	// ParityBacktracks[i] and VolumeBacktracks[i] count the placements
	// that the parity and volume triggers (Options.ParityTrigger,
	// VolumeTrigger) rejected when they left i pieces remaining;
	// ParityFiltered[i] and VolumeFiltered[i] the images that the
	// repeated filters (ParityFilter, VolumeFilterRepeat) removed after a
	// placement that left i pieces (the filters run once before the
	// search are in Solver.Filtered); FitFiltered[i] likewise for the
	// fit filter repeated (FitFilterAt). They are polycube's
	// PARITY_BACKTRACK[i], VOLUME_BACKTRACK[i], PARITY_FILTER[i],
	// VOLUME_FILTER[i] and FIT_FILTER[i].
	ParityBacktracks, VolumeBacktracks []int64
	ParityFiltered, VolumeFiltered     []int64
	FitFiltered                        []int64
}

// levelCounts returns the per-level counts of s other than Attempts and
// Fits, for code that treats them all alike: the triggers' counts
// first, then the filters' (see MergeStats).
func (s *Stats) levelCounts() []*[]int64 {
	return []*[]int64{&s.ParityBacktracks, &s.VolumeBacktracks, &s.ParityFiltered, &s.VolumeFiltered, &s.FitFiltered}
}

// triggerCounts is the number of levelCounts that count the triggers'
// backtracks; the rest count the filters' images.
const triggerCounts = 2

// TotalFits sums Fits over all levels.
func (s Stats) TotalFits() int64 { return sum(s.Fits) }

// TotalAttempts sums Attempts over all levels.
func (s Stats) TotalAttempts() int64 { return sum(s.Attempts) }

func sum(a []int64) int64 {
	var t int64
	for _, v := range a {
		t += v
	}
	return t
}

// EventKind is the kind of a trace event.
type EventKind byte

// Trace event kinds.
const (
	EventPlace    EventKind = 'p'
	EventRemove   EventKind = 'r'
	EventSolution EventKind = 's'
)

// Event is one step of the search: an image placed or removed, or a
// solution found.
type Event struct {
	Kind  EventKind
	Piece string
	Cells []Point
}

// ParseOrder parses polycube's order option, e.g. "e=11:f=3", "s", "f",
// "R@3.5,2,0", "a@160=35" (heuristic letter, optional @centre or @angle,
// optional =remaining).
func ParseOrder(s string) ([]OrderStep, error) {
	var steps []OrderStep
	for _, part := range strings.Split(s, ":") {
		if part == "" {
			return nil, fmt.Errorf("empty heuristic in order %q", s)
		}
		rest := part
		st := OrderStep{Heuristic: Heuristic(part[0])}
		if strings.HasPrefix(part, "xyz") {
			// polycube 1.2.1's shorthand for l@1,1,1.
			st.Heuristic, st.Coef, rest = Linear, [3]float64{1, 1, 1}, "l"+part[3:]
		}
		if !st.Heuristic.Valid() {
			return nil, fmt.Errorf("unknown heuristic %q in order %q: expected one of s e f x y z X Y Z xyz l R a A", part[:1], s)
		}
		rest = rest[1:]
		if i := strings.IndexByte(rest, '='); i >= 0 {
			n, err := strconv.Atoi(rest[i+1:])
			if err != nil || n < 0 {
				return nil, fmt.Errorf("bad remaining-piece count %q in order %q: expected a whole number", rest[i+1:], s)
			}
			st.Remaining = n
			rest = rest[:i]
		}
		if strings.HasPrefix(rest, "@") {
			var f []float64
			for _, a := range strings.Split(rest[1:], ",") {
				v, err := strconv.ParseFloat(a, 64)
				if err != nil || math.IsInf(v, 0) || math.IsNaN(v) {
					return nil, fmt.Errorf("bad number %q in order %q", a, s)
				}
				f = append(f, v)
			}
			// A centre's coordinates left out are the box centre's.
			center := func(c []float64) *[3]float64 {
				p := &[3]float64{math.Inf(1), math.Inf(1), math.Inf(1)}
				copy(p[:], c)
				return p
			}
			switch h := st.Heuristic; {
			case (h == Angular || h == AngularReverse) && len(f) <= 4:
				st.Angle = f[0]
				if len(f) > 1 {
					st.Center = center(f[1:])
				}
			case h == Radial && len(f) <= 3:
				st.Center = center(f)
			case h == Linear && len(f) == 3 && st.Coef == [3]float64{}:
				st.Coef = [3]float64(f)
			default:
				return nil, fmt.Errorf("unexpected @ arguments %q in order %q: R takes @x[,y[,z]]; a and A take @angle[,x[,y[,z]]]; l takes @a,b,c", rest, s)
			}
		} else if rest != "" {
			return nil, fmt.Errorf("unexpected %q after heuristic %c in order %q", rest, part[0], s)
		}
		if st.Heuristic == Linear && st.Coef == [3]float64{} {
			return nil, fmt.Errorf("heuristic l in order %q needs its coefficients: l@a,b,c picks the open cell with the least a*x+b*y+c*z", s)
		}
		steps = append(steps, st)
	}
	return steps, nil
}

// FormatOrder writes steps in the form ParseOrder reads.
func FormatOrder(steps []OrderStep) string {
	var b strings.Builder
	num := func(v float64) string {
		if math.IsInf(v, 1) {
			return ""
		}
		return strconv.FormatFloat(v, 'g', -1, 64)
	}
	for i, st := range steps {
		if i > 0 {
			b.WriteByte(':')
		}
		b.WriteByte(byte(st.Heuristic))
		var args []string
		switch st.Heuristic {
		case Angular, AngularReverse:
			if st.Center != nil || st.Angle != 0 {
				args = append(args, num(st.Angle))
			}
			if st.Center != nil {
				args = append(args, num(st.Center[0]), num(st.Center[1]), num(st.Center[2]))
			}
		case Radial:
			if st.Center != nil {
				args = append(args, num(st.Center[0]), num(st.Center[1]), num(st.Center[2]))
			}
		case Linear:
			args = append(args, num(st.Coef[0]), num(st.Coef[1]), num(st.Coef[2]))
		}
		// Coordinates left out are left out at the end only.
		for len(args) > 0 && args[len(args)-1] == "" {
			args = args[:len(args)-1]
		}
		if len(args) > 0 {
			b.WriteString("@" + strings.Join(args, ","))
		}
		if st.Remaining > 0 {
			fmt.Fprintf(&b, "=%d", st.Remaining)
		}
	}
	return b.String()
}

// AlgorithmChosen reports whether o names any algorithm or filter option
// (order, FILA, NOF, volume, parity or fit filters, or --auto): a command
// line without one gets Auto.
func (o Search) AlgorithmChosen() bool {
	return len(o.Order) > 0 || len(o.Fila) > 0 || o.NOF || o.Auto ||
		o.VolumeFilter || o.VolumeFilterRepeat > 0 || o.VolumeTrigger > 0 ||
		o.ParityTrigger > 0 || o.ParityFilter > 0 || o.ParityFilterOnce || o.FitFilter || o.FitFilterRepeat
}
