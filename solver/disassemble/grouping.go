package disassemble

import (
	"errors"
	"fmt"
	"maps"
	"slices"
)

// MaxGroupings is the most assignments of groups to the parts that stay
// together that a disassembly tries (Options.Shapes) before it gives up
// with ErrTooManyStates.
const MaxGroupings = 1 << 20

// errStuck says that a part does not come apart and its pieces cannot be
// given groups that let it stay together: the assembly does not come
// apart.
var errStuck = errors.New("a part does not come apart")

// grouping holds the groups of a search's pieces and the parts that
// stay together: BurrTools' piece groups, where the copies of a shape
// share the shape's groups.
type grouping struct {
	// shape is each piece's shape (Options.Shapes).
	shape []int
	// pool is each shape's copies by group (Options.Pools), groups other
	// than 0.
	pool []map[int]int
	// only is each shape's one group where all its grouped pieces are
	// in one, else 0.
	only []int
	// groups are the groups of all the pieces, other than 0, in order.
	groups []int
	// sets are the parts that stay together, each as its pieces by
	// shape.
	sets []map[int]int
	// tries counts the assignments tried, within MaxGroupings.
	tries int
}

// newGrouping returns the grouping of pieces of shapes, each shape's
// copies in the groups of pools (Options.Shapes, Options.Pools), or nil
// where no piece has a group.
func newGrouping(shapes []int, pools [][]int) *grouping {
	gr := &grouping{shape: shapes, pool: make([]map[int]int, len(pools)), only: make([]int, len(pools))}
	all := map[int]bool{}
	for sh, groups := range pools {
		gr.pool[sh] = map[int]int{}
		for _, g := range groups {
			if g != 0 {
				gr.pool[sh][g]++
				all[g] = true
			}
		}
		if len(gr.pool[sh]) == 1 {
			gr.only[sh] = slices.Collect(maps.Keys(gr.pool[sh]))[0]
		}
	}
	if len(all) == 0 {
		return nil
	}
	gr.groups = slices.Sorted(maps.Keys(all))
	return gr
}

// oneGroup reports whether the pieces ids may stay together without
// being taken apart: the shape of each is in one group, the same. So
// BurrTools decides before it tries to take a part apart, counting no
// pieces; the groups' counts matter for the parts that do not come apart
// (add).
func (gr *grouping) oneGroup(ids []int) bool {
	if gr == nil {
		return false
	}
	g := gr.only[gr.shape[ids[0]]]
	for _, id := range ids {
		if gr.only[gr.shape[id]] != g {
			return false
		}
	}
	return g != 0
}

// add adds the pieces ids, a part that does not come apart, to the parts
// that stay together, and reports whether each of those parts can be
// given one group such that no shape has more pieces in a group than it
// has in that group (its copies being the disassembly's to assign). The
// error is ErrTooManyStates past MaxGroupings assignments.
func (gr *grouping) add(ids []int) (bool, error) {
	if gr == nil {
		return false, nil
	}
	set := map[int]int{}
	for _, id := range ids {
		set[gr.shape[id]]++
	}
	gr.sets = append(gr.sets, set)
	left := make([]map[int]int, len(gr.pool))
	for sh, p := range gr.pool {
		left[sh] = maps.Clone(p)
	}
	return gr.assign(0, left)
}

// assign reports whether the sets from i on can be given groups from
// the pieces left, by shape and group.
func (gr *grouping) assign(i int, left []map[int]int) (bool, error) {
	if i == len(gr.sets) {
		return true, nil
	}
	set := gr.sets[i]
	for _, g := range gr.groups {
		if gr.tries++; gr.tries > MaxGroupings {
			return false, fmt.Errorf("%w: more than %d assignments of groups to the parts that stay together", ErrTooManyStates, MaxGroupings)
		}
		fits := true
		for sh, n := range set {
			if left[sh][g] < n {
				fits = false
				break
			}
		}
		if !fits {
			continue
		}
		for sh, n := range set {
			left[sh][g] -= n
		}
		ok, err := gr.assign(i+1, left)
		for sh, n := range set {
			left[sh][g] += n
		}
		if ok || err != nil {
			return ok, err
		}
	}
	return false, nil
}

// grouping returns the shape of each of n pieces and the groups of each
// shape's copies: Shapes and Pools, or each piece a shape of its own in
// its group (Groups); nil where neither is given.
func (opt Options) grouping(n int) (shapes []int, pools [][]int, err error) {
	switch {
	case opt.Shapes == nil && opt.Pools == nil:
		if opt.Groups == nil {
			return nil, nil, nil
		}
		if len(opt.Groups) != n {
			return nil, nil, fmt.Errorf("%d groups for %d pieces", len(opt.Groups), n)
		}
		shapes, pools = make([]int, n), make([][]int, n)
		for i, g := range opt.Groups {
			shapes[i], pools[i] = i, []int{g}
		}
		return shapes, pools, nil
	case opt.Groups != nil:
		return nil, nil, errors.New("groups given both by piece and by shape")
	case len(opt.Shapes) != n:
		return nil, nil, fmt.Errorf("%d shapes for %d pieces", len(opt.Shapes), n)
	}
	placed := make([]int, len(opt.Pools))
	for _, sh := range opt.Shapes {
		if sh < 0 || sh >= len(opt.Pools) {
			return nil, nil, fmt.Errorf("shape %d of %d shapes", sh, len(opt.Pools))
		}
		if placed[sh]++; placed[sh] > len(opt.Pools[sh]) {
			return nil, nil, fmt.Errorf("more than the %d copies of shape %d", len(opt.Pools[sh]), sh)
		}
	}
	return opt.Shapes, opt.Pools, nil
}
