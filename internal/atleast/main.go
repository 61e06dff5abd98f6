// Command atleast prints a proven lower bound on the number of
// solutions of a library puzzle, from its published solution
// (def.Entry's Known), as def's library stores it (def.Entry's AtLeast).
//
//	go run ./internal/atleast KEY
//
// A group is two or three pieces of the solution that touch each other
// (each of three touches another of the three), or one of the larger
// groups the tool is given for the puzzle (larger); its ways are the
// number of ways those pieces, turned and mirrored as the puzzle
// allows, fill the cells the group covers, counted by
// internal/plaincount (1 for the solution's own). Groups are taken
// greedily, most ways per piece first, each only if it shares no piece
// with one taken before. Filling each taken group in any of its ways,
// and leaving every other piece where it is, gives a different solution
// every time, so their product is a lower bound on the solutions, all
// of them counted (no symmetry taken out).
//
// Where the board has symmetries that make solutions of solutions, each
// of those solutions has as many images, all different when a piece
// outside the groups proves it (symmetryFactor), and the bound is
// multiplied by their number. It prints the groups taken, the symmetries
// and the bound.
package main

import (
	"cmp"
	"fmt"
	"math"
	"os"
	"slices"
	"strings"

	"polyplay/def"
	"polyplay/internal/plaincount"
	"polyplay/solver"
	"polyplay/solver/verify"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: atleast KEY")
		os.Exit(2)
	}
	r, err := fromLibrary(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, "atleast:", err)
		os.Exit(1)
	}
	for _, g := range r.groups {
		fmt.Printf("%s: %d ways\n", strings.Join(g.pieces, " "), g.ways)
	}
	if r.images > 1 {
		fmt.Printf("symmetries: %d images of each solution, all different (piece %s)\n", r.images, r.witness)
	}
	fmt.Printf("%s: at least %d solutions (%d groups)\nAtLeast: %d,\n", os.Args[1], r.bound, len(r.groups), r.bound)
}

// result is a lower bound and how it was made.
type result struct {
	// groups are the groups taken.
	groups []group
	// images is the number of different images of each solution under
	// the board's symmetries (1 for none), witness the piece that shows
	// they differ.
	images  int64
	witness string
	// bound is the product of the groups' ways and images.
	bound int64
}

// group is a set of touching pieces of a solution and the number of
// ways they fill the cells they cover.
type group struct {
	pieces []string
	ways   int64
}

// fromLibrary returns the lower bound of library puzzle key's known
// solution.
func fromLibrary(key string) (result, error) {
	e, ok := def.Lookup(key)
	if !ok {
		return result{}, fmt.Errorf("no library puzzle %q", key)
	}
	p, err := e.Puzzle()
	if err != nil {
		return result{}, err
	}
	sol, err := e.KnownSolution(&p.Problem)
	if err != nil {
		return result{}, err
	}
	if err := verify.Solution(&p.Problem, sol); err != nil {
		return result{}, fmt.Errorf("%s: the known solution does not verify: %v", key, err)
	}
	return bound(&p.Problem, sol, larger[key])
}

// larger are groups of more than three touching pieces, by puzzle, that
// fill the cells they cover in more than one way: found by a search of
// the known solution's connected sets of up to nine pieces (minutes,
// not kept here), and checked by bound each time.
var larger = map[string][][]string{
	"heptominoes-33x23-holes": {
		{"2F", "30", "31", "41", "4D", "50"},
		{"0C", "14", "16", "19", "1F", "20", "21", "27"},
	},
}

// bound returns the lower bound of sol, given larger groups of it than
// three pieces: the groups taken, the board's images, and their product.
// A given group that names a piece sol does not place, or that fills
// its cells in only one way, is an error.
func bound(p *solver.Problem, sol solver.Solution, given [][]string) (result, error) {
	var cands []group
	for _, g := range touching(p, sol) {
		n, err := ways(p, sol, g)
		if err != nil {
			return result{}, err
		}
		if n > 1 {
			cands = append(cands, group{pieces: g, ways: n})
		}
	}
	for _, g := range given {
		for _, name := range g {
			if !slices.ContainsFunc(sol.Placements, func(pl solver.Placement) bool { return pl.Piece == name }) {
				return result{}, fmt.Errorf("group %s: the solution places no piece %s", strings.Join(g, " "), name)
			}
		}
		n, err := ways(p, sol, g)
		if err != nil {
			return result{}, err
		}
		if n < 2 {
			return result{}, fmt.Errorf("group %s fills its cells in only one way", strings.Join(g, " "))
		}
		cands = append(cands, group{pieces: g, ways: n})
	}
	// Most ways per piece first; then fewer pieces, then by name, so
	// that the choice is the same every time.
	slices.SortStableFunc(cands, func(a, b group) int {
		ra := math.Log(float64(a.ways)) / float64(len(a.pieces))
		rb := math.Log(float64(b.ways)) / float64(len(b.pieces))
		return cmp.Or(cmp.Compare(rb, ra), cmp.Compare(len(a.pieces), len(b.pieces)),
			cmp.Compare(strings.Join(a.pieces, " "), strings.Join(b.pieces, " ")))
	})
	used := map[string]bool{}
	r := result{bound: 1}
	for _, g := range cands {
		if slices.ContainsFunc(g.pieces, func(n string) bool { return used[n] }) {
			continue
		}
		if r.bound > math.MaxInt64/g.ways {
			return result{}, fmt.Errorf("the bound overflows")
		}
		for _, n := range g.pieces {
			used[n] = true
		}
		r.groups = append(r.groups, g)
		r.bound *= g.ways
	}
	r.images, r.witness = symmetryFactor(p, sol, used)
	if r.bound > math.MaxInt64/r.images {
		return result{}, fmt.Errorf("the bound overflows")
	}
	r.bound *= r.images
	return r, nil
}

// touching returns every set of two or three pieces of sol that is
// connected (each piece touches another of the set), by piece names.
func touching(p *solver.Problem, sol solver.Solution) [][]string {
	at := map[solver.Point]int{}
	for i, pl := range sol.Placements {
		for _, c := range pl.Cells {
			at[c] = i
		}
	}
	n := len(sol.Placements)
	adj := make([][]bool, n)
	for i := range adj {
		adj[i] = make([]bool, n)
	}
	var nb []solver.Point
	for i, pl := range sol.Placements {
		for _, c := range pl.Cells {
			nb = p.Grid.Neighbours(nb[:0], c, p.ZDim == 1)
			for _, q := range nb {
				if j, ok := at[q]; ok && j != i {
					adj[i][j], adj[j][i] = true, true
				}
			}
		}
	}
	name := func(is ...int) []string {
		var s []string
		for _, i := range is {
			s = append(s, sol.Placements[i].Piece)
		}
		return s
	}
	var sets [][]string
	for i := range n {
		for j := i + 1; j < n; j++ {
			if adj[i][j] {
				sets = append(sets, name(i, j))
			}
			for k := j + 1; k < n; k++ {
				// Three pieces are connected when two of their pairs touch.
				if adj[i][j] && (adj[i][k] || adj[j][k]) || adj[i][k] && adj[j][k] {
					sets = append(sets, name(i, j, k))
				}
			}
		}
	}
	return sets
}

// ways returns the number of ways the pieces named fill the cells they
// cover in sol: a puzzle of p's box whose other cells are one
// stationary piece, counted by internal/plaincount.
func ways(p *solver.Problem, sol solver.Solution, names []string) (int64, error) {
	in := map[solver.Point]bool{}
	var pieces []solver.Piece
	for _, pl := range sol.Placements {
		if slices.Contains(names, pl.Piece) {
			pieces = append(pieces, solver.Piece{Name: pl.Piece, Cells: pl.Cells})
			for _, c := range pl.Cells {
				in[c] = true
			}
		}
	}
	q := &solver.Problem{Name: strings.Join(names, "+"), XDim: p.XDim, YDim: p.YDim, ZDim: p.ZDim, OneSided: p.OneSided, Grid: p.Grid}
	if rest := q.Outside(in); len(rest) > 0 {
		pieces = append(pieces, solver.Piece{Name: "*", Cells: rest, Stationary: true})
	}
	q.Pieces = pieces
	n, _, err := plaincount.Count(q)
	if err != nil {
		return 0, fmt.Errorf("%s: %v", q.Name, err)
	}
	return n, nil
}
