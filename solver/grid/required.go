package grid

import (
	"fmt"
	"strings"
)

// required holds the properties that every grid's description must set,
// each to a value of its own, never the zero value (which stands for
// "not set"): TestRequired fails for a description that leaves one out,
// so that a new grid cannot fall back on another grid's answer. They are
// what differs between the grids for the other packages: BurrTools'
// number for the grid, the solver's fast path and its tuning.
type required struct {
	// burr is the grid's type in BurrTools' files (BurrTools).
	burr burrType
	// axisTurns: the moves are the cube's (AxisTurns).
	axisTurns flag
	// rowParallelograms and sampleSmallPick tune the solver's automatic
	// configuration (RowParallelograms, SampleSmallPick).
	rowParallelograms, sampleSmallPick flag
	// slides: pieces slide by whole cells along axes, as package
	// solver/disassemble moves them (Slides: the description's
	// slideDirs).
	slides flag
}

// flag is a yes-or-no property that a description must set.
type flag uint8

const (
	unset flag = iota
	no
	yes
)

// burrType is a grid's type in BurrTools' files: the number that
// <gridType type="N"> writes and BurrTools' word for its cells, or
// noBurr. The zero burrType is unset.
type burrType struct {
	n    int
	word string
}

// noBurr is the burrType of a grid that BurrTools does not have.
var noBurr = burrType{n: -1, word: "-"}

// BurrTools returns the grid's type in BurrTools' files (0 for cubes, 1
// for triangles, 2 for balls), and false if BurrTools has no such grid.
// Both grids of balls write type 2: BurrTools places balls by their
// points of the face-centred cubic lattice (FilePoint), whatever layers
// they are seen in.
func (k Kind) BurrTools() (int, bool) {
	b := k.lat().req.burr
	return b.n, b.n >= 0
}

// FromBurrTools returns the grid that a BurrTools file of type n is read
// on: the first grid, in the order of Kinds, of that type. It reports
// false for a type that no grid has.
func FromBurrTools(n int) (Kind, bool) {
	for _, k := range Kinds() {
		if b, ok := k.BurrTools(); ok && b == n {
			return k, true
		}
	}
	return 0, false
}

// InLayers returns the grid whose cells are k's stacked in layers, which
// a BurrTools file of k's type means when its shapes span more than one
// layer: k itself on a grid that is not Planar; on a Planar grid the
// grid of the same BurrTools type that is not (triangles: triangular
// prisms), and false when there is none.
func (k Kind) InLayers() (Kind, bool) {
	if !k.Planar() {
		return k, true
	}
	n, ok := k.BurrTools()
	if !ok {
		return k, false
	}
	for _, l := range Kinds() {
		if m, ok := l.BurrTools(); ok && m == n && !l.Planar() {
			return l, true
		}
	}
	return k, false
}

// BurrToolsTypes lists the BurrTools types that FromBurrTools reads, for
// messages: "0 (cubes), 1 (triangles) and 2 (balls)".
func BurrToolsTypes() string {
	var items []string
	for n := 0; ; n++ {
		k, ok := FromBurrTools(n)
		if !ok {
			break
		}
		items = append(items, fmt.Sprintf("%d (%s)", n, k.lat().req.burr.word))
	}
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

// AxisTurns reports whether the grid's moves are the cube's: the signed
// permutations of a cell's coordinates (squares and cubes). A piece then
// takes the 24 turns of space, a flat one turning over, or in a
// one-sided puzzle the 4 turns about the z axis; the solver computes
// them with matrices of its own (its fast path), and the verifier by
// composing quarter turns about the axes. The other grids answer false:
// their pieces take the grid's Symmetries or, rigid, its Orientations.
func (k Kind) AxisTurns() bool { return k.lat().req.axisTurns == yes }

// RowParallelograms is a tuning of the solver's automatic configuration
// (package solver's autoOptions): whether a region whose rows form a
// parallelogram, each row as long as the one under it and starting one
// cell further along or one before, counts as a full region, and one no
// longer than high searches with FILA's E one piece earlier and plain
// NOF (set on triangles, whose boxes zigzag: BenchmarkHexiamonds6x6).
func (k Kind) RowParallelograms() bool { return k.lat().req.rowParallelograms == yes }

// SampleSmallPick is a tuning of the reduced search's pick under --auto
// (package solver's redpick.go): whether a small search decides which
// piece the symmetry filter restricts by a small sample when some
// symmetry fixes one of the static choice's allowed images (set on the
// planar grids, triangles and hexagons: the hexiamonds' 6x6 rhombus).
func (k Kind) SampleSmallPick() bool { return k.lat().req.sampleSmallPick == yes }
