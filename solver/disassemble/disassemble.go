// Package disassemble takes an assembled puzzle apart by sliding its
// pieces, as BurrTools' disassembler does, and names how hard that is
// with BurrTools' level.
//
// A move slides one piece, or a group of pieces together, a whole number
// of cells in one direction along one of the grid's axes (grid.Kind's
// Slides) without passing through another piece, each cell crossing on
// each step the cells the grid names (grid.Kind's Sweep: a triangular
// prism crosses the triangle beside it); a slide by several cells is one
// move. A breadth-first search over the positions (the pieces'
// places relative to each other) finds the fewest moves until some group
// can slide away to infinity: a separation, whose last move is that
// slide. Each of the two parts is then taken apart in turn, the part left
// behind first, and the puzzle comes apart when every part down to single
// pieces does.
//
// The moves of a position are tried in BurrTools' order, so that where
// several separations need the fewest moves the same one is taken and the
// level reads the same: first the single pieces that slide away (for each
// direction, x forwards, x backwards, y forwards and so on, each piece in
// turn), then the groups that do, of at most half the pieces (the rest
// slides the other way), then the slides of one cell and more: for each
// direction and piece, the smallest group that must slide with it by 1,
// 2, ... cells, and the unions of the groups found so far in that
// direction by as many cells.
//
// The level (Result.Level) is BurrTools': the number of moves to the first
// separation, then, after a dot, the level of the part left behind and
// then of the part removed, each written only when some separation within
// it takes more than one move ("98.2.4.2", "1", "3.2").
//
// Pieces in groups (Options.Groups; Options.Shapes where copies of a
// shape share their groups, BurrTools' partial groups) may stay
// together where a part does not come apart, as BurrTools lets them.
//
// The search holds at most Options.MaxStates positions (all separations
// together) and stops with ErrTooManyStates beyond, or with the context's
// error when it is cancelled.
//
// The other way round, a Slider puts pieces together by hand: a move
// slides pieces one cell, refused with the piece in the way, and
// LayApart lays an assembly's pieces apart as a plan takes it apart, for
// its moves backwards to assemble it (Play's Slide the pieces in).
package disassemble

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"polyplay/solver/grid"
)

// DefaultMaxStates is the number of positions a search visits at most
// when Options.MaxStates is 0.
const DefaultMaxStates = 1_000_000

// ErrTooManyStates says that the search visited more positions than
// Options.MaxStates without deciding whether the puzzle comes apart.
var ErrTooManyStates = errors.New("too many positions")

// ErrNotApart is the error of those who take a solution apart, or slide
// its pieces in, when its disassembly (Result.Apart) says that its pieces
// cannot be slid out.
var ErrNotApart = errors.New("this solution does not come apart: its pieces cannot be slid out")

// Options bound a search.
type Options struct {
	// MaxStates is the most positions visited, over all separations;
	// 0 is DefaultMaxStates.
	MaxStates int
	// Groups, when not nil, gives each piece's group (indices as the
	// pieces given to Disassemble), 0 for none: a part of a separation
	// whose pieces all belong to one group may stay together, as
	// BurrTools' groups let pieces that cannot be separated stay
	// together. The whole puzzle is taken apart even so.
	Groups []int
	// Shapes and Pools, when not nil, say the groups as BurrTools'
	// partial groups do, where the copies of a shape are in several
	// groups or only some of them in one: Shapes gives each piece's
	// shape, an index into Pools, which gives the groups of each shape's
	// copies (0 for none), all of them, those not among the pieces too.
	// Which copy is in which group is the disassembly's to choose. A
	// part whose pieces' shapes each have copies in one group only, the
	// same, stays together. A part that does not come apart (trying its
	// first separation, as for any part) stays together where each such
	// part can be given one group, none taking more copies of a shape
	// from a group than the shape has in it: the assembly comes apart
	// if some assignment of the copies to the groups lets it, of at most
	// MaxGroupings tried. Groups, the same where each piece is a shape of
	// its own, must then be nil.
	Shapes []int
	Pools  [][]int
	// Yield, when not nil, is called every few hundred positions, where
	// the search checks its context: a search in a Web Worker lets the
	// worker's event loop run there, so that a cancel message reaches it.
	Yield func()
}

// Move is one move: Pieces (indices into the pieces given to
// Disassemble) slide together Steps cells in direction Dir, or, when
// Away is set, away to infinity (Steps is then 0).
type Move struct {
	Pieces []int
	Dir    grid.Point
	Steps  int
	Away   bool
}

// Separation is one step of a disassembly: the moves that take Pieces
// (indices into the pieces given to Disassemble) from their places into
// two parts, the last move sliding the part Removed away from the part
// Left. Left and Removed are nil for a part of one piece, or of pieces
// that stay together for their groups (Options.Groups, Options.Shapes).
type Separation struct {
	Pieces        []int
	Moves         []Move
	Left, Removed *Separation
}

// Result is what Disassemble found.
type Result struct {
	// Apart reports whether the puzzle comes apart into single pieces.
	Apart bool
	// Level is BurrTools' level ("" unless Apart).
	Level string
	// Plan is the disassembly (nil unless Apart).
	Plan *Separation
}

// Disassemble takes apart the pieces, each given by the cells it holds in
// the assembly on grid g. A puzzle of fewer than two pieces does not come
// apart, as BurrTools counts it. The error is ErrTooManyStates, the
// context's error, or one that says that g's pieces do not slide or that
// the pieces overlap.
func Disassemble(ctx context.Context, g grid.Kind, pieces [][]grid.Point, opt Options) (Result, error) {
	axes := g.Slides()
	if len(axes) == 0 {
		return Result{}, fmt.Errorf("pieces on the %s grid do not slide by whole cells along axes: no disassembly there", g)
	}
	seen := map[grid.Point]int{}
	for i, cells := range pieces {
		for _, c := range cells {
			if j, ok := seen[c]; ok && j != i {
				return Result{}, fmt.Errorf("pieces %d and %d overlap at (%v)", j+1, i+1, c)
			}
			seen[c] = i
		}
	}
	if len(pieces) < 2 {
		return Result{}, nil
	}
	shapes, pools, err := opt.grouping(len(pieces))
	if err != nil {
		return Result{}, err
	}
	s := &search{ctx: ctx, grid: g, pieces: pieces, max: opt.MaxStates, groups: newGrouping(shapes, pools), yield: opt.Yield}
	if s.max <= 0 {
		s.max = DefaultMaxStates
	}
	for _, a := range axes {
		s.dirs = append(s.dirs, a, grid.Point{X: -a.X, Y: -a.Y, Z: -a.Z})
	}
	ids := make([]int, len(pieces))
	for i := range ids {
		ids[i] = i
	}
	plan, err := s.part(ids, make([]grid.Point, len(pieces)))
	if errors.Is(err, errStuck) {
		return Result{}, nil
	}
	if err != nil || plan == nil {
		return Result{}, err
	}
	return Result{Apart: true, Level: Level(plan), Plan: plan}, nil
}

// YieldEvery returns an Options.Yield that calls yield at most once
// every d, the first time at once (a cancel waiting gets in); nil for a
// nil yield.
func YieldEvery(d time.Duration, yield func()) func() {
	if yield == nil {
		return nil
	}
	var last time.Time
	return func() {
		if time.Since(last) >= d {
			yield()
			last = time.Now()
		}
	}
}

// Level writes a disassembly's level in BurrTools' notation.
func Level(sep *Separation) string {
	var b strings.Builder
	var write func(s *Separation)
	write = func(s *Separation) {
		b.WriteString(strconv.Itoa(len(s.Moves)))
		for _, sub := range []*Separation{s.Left, s.Removed} {
			if multiMoves(sub) {
				b.WriteByte('.')
				write(sub)
			}
		}
	}
	write(sep)
	return b.String()
}

// multiMoves reports whether a separation within s takes more than one
// move.
func multiMoves(s *Separation) bool {
	return s != nil && (len(s.Moves) > 1 || multiMoves(s.Left) || multiMoves(s.Removed))
}
