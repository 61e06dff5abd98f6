package polycube

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
)

// This file writes what polycube 1.2.1's -i prints, in its layout: the
// configuration block (InfoConfig), a puzzle's description before its
// search (PuzzleInfo), its statistics after it (InfoStats) and the
// timing table (WriteTiming). Both of polyplay's modes print -i through
// it: polycube mode (package classic) from 1.2.1's own search, the
// command line's own mode from polyplay's search. Each key follows
// polycube's comment line, after a blank line.

// InfoConfig is polycube 1.2.1's "# Solver configuration settings": its
// options as given, in its names and order.
type InfoConfig struct {
	Bruijn, EMCH int
	Format       OutputFormat
	// FitFilter, ParityFilter, VolumeFilter: the fewest pieces left at
	// which the filter runs; 0 off, -1 once before the search.
	FitFilter, Goal int
	Info            bool
	MCH             int
	// Order is the ordering heuristics' names, from the first to the
	// last, without their thresholds.
	Order           string
	ParityBacktrack bool
	ParityFilter    int
	Quiet           bool
	// Redundancy is the redundancy filter's piece: "." none, "#" chosen.
	Redundancy      string
	RedundancyFirst bool
	Sample          [3]int64
	Trace           int
	Unique          bool
	VolumeBacktrack int
	VolumeFilter    int
}

// Write prints the block, with its title and the blank line after it.
func (c InfoConfig) Write(out io.Writer) {
	fmt.Fprintf(out, "\n# Solver configuration settings\n")
	fmt.Fprintf(out, "bruijn=%d\nemch=%d\noutputFormat=%c%c\nfitFilter=%d\ngoal=%d\ninfo=%d\nmch=%d\n",
		c.Bruijn, c.EMCH, c.Format.Puzzle, c.Format.Piece, c.FitFilter, c.Goal, bit(c.Info), c.MCH)
	fmt.Fprintf(out, "orderingHeuristicConfig=%s\nparityBacktrack=%d\nparityFilter=%d\nquiet=%d\nredundancyFilter=%s\nredundancyFilterFirst=%d\n",
		c.Order, bit(c.ParityBacktrack), c.ParityFilter, bit(c.Quiet), c.Redundancy, bit(c.RedundancyFirst))
	fmt.Fprintf(out, "sample=%d,%d,%d\ntrace=%d\nunique=%d\nvolumeBacktrack=%d\nvolumeFilter=%d\n\n",
		c.Sample[0], c.Sample[1], c.Sample[2], c.Trace, bit(c.Unique), c.VolumeBacktrack, c.VolumeFilter)
}

// WritePuzzleFile prints polycube's PUZZLE_FILE line for an input: the
// file name as given, or STDIN.
func WritePuzzleFile(out io.Writer, file string) {
	fmt.Fprintf(out, "\n# Puzzle file\nPUZZLE_FILE=%s\n", file)
}

func bit(b bool) int {
	if b {
		return 1
	}
	return 0
}

// InfoShape is one of polycube's shapes: the pieces congruent under the
// turns the puzzle allows.
type InfoShape struct {
	// Layout is the first piece's cells as the definition gives them.
	Layout [][3]int
	// Parity is the black cells less the white ones; NumRow and Count
	// the rows and count of the shape's DLX column (0 and 1 without).
	Parity, NumRow, Count int
	// Stationary and Mobile count the shape's pieces of each kind, and
	// MobileImages the mobile pieces' images.
	Stationary, Mobile, MobileImages int
	// Pieces names the pieces, the stationary ones first.
	Pieces []string
}

// PuzzleInfo is what polycube prints about a puzzle before its search.
type PuzzleInfo struct {
	Dim    [3]int
	Shapes []InfoShape
	// Redundancy names the piece the redundancy filter constrains, ""
	// for none.
	Redundancy         string
	OneSided           bool
	Bounded, Unbounded int64
	RotationallyUnique bool
}

// Write prints the description: the size, the shapes, the one-sided
// constraint, the redundancy filter's piece, the image counts and
// whether the solutions are unique without filtering.
func (in *PuzzleInfo) Write(out io.Writer) {
	var b strings.Builder
	fmt.Fprintf(&b, "\n# Puzzle size: \nDIMENSION=%dx%dx%d\n", in.Dim[0], in.Dim[1], in.Dim[2])
	b.WriteString("\n# Shape list:\n")
	for i, s := range in.Shapes {
		fmt.Fprintf(&b, "SHAPE[%d]=", i)
		WriteLayout(&b, s.Layout)
		fmt.Fprintf(&b, ":parity=%d:numRow=%d:count=%d:id=%d:numCopies=%d:numStationary=%d:numMobile=%d:numStationaryImages=%d:numMobileImages=%d:pieceList={%s}\n",
			s.Parity, s.NumRow, s.Count, i, s.Stationary+s.Mobile, s.Stationary, s.Mobile, s.Stationary, s.MobileImages, strings.Join(s.Pieces, ","))
	}
	onOff := func(on bool) string {
		if on {
			return "ON"
		}
		return "OFF"
	}
	fmt.Fprintf(&b, "\n# One sided polyomino constraint:\nONE_SIDE=%s\n", onOff(in.OneSided))
	red := in.Redundancy
	if red == "" {
		red = "OFF"
	}
	fmt.Fprintf(&b, "\n# Redundancy filter piece name:\nREDUNDANCY_FILTER=%s\n", red)
	fmt.Fprintf(&b, "\n# Piece rotations and translations that fit in the solution space:\nBOUNDED=%d\n", in.Bounded)
	fmt.Fprintf(&b, "\n# Piece rotations and translations that don't fit in the solution space:\nUNBOUNDED=%d\n", in.Unbounded)
	fmt.Fprintf(&b, "\n# Are solutions guaranteed to be rotationally unique without filtering?\nROTATIONALLY_UNIQUE=%t\n", in.RotationallyUnique)
	io.WriteString(out, b.String())
}

// WriteLayout writes cells as polycube's layout key: "layout=x y z,...".
func WriteLayout(out io.StringWriter, cells [][3]int) {
	out.WriteString("layout=")
	for i, c := range cells {
		if i != 0 {
			out.WriteString(",")
		}
		out.WriteString(strconv.Itoa(c[0]) + " " + strconv.Itoa(c[1]) + " " + strconv.Itoa(c[2]))
	}
}

// InfoStats is what polycube prints after a search (and on its
// statistics signal).
type InfoStats struct {
	// Solutions is every solution found and SolutionsRate their rate
	// (FormatRate).
	Solutions     int64
	SolutionsRate string
	// Unique says whether the solutions are known to be rotationally
	// unique (else UNIQUE=UNKNOWN): then UniqueSolutions are those kept,
	// at UniqueRate, and Redundant those dropped.
	Unique          bool
	UniqueSolutions int64
	UniqueRate      string
	Redundant       int64
	// Trials, with MonteCarlo, is the Monte Carlo trials completed.
	MonteCarlo bool
	Trials     int64
	// Pieces is the number of mobile pieces; the counts are by pieces
	// left to place, from 0 to Pieces (a slice too short counts 0).
	Pieces                                      int
	ParityBacktracks, VolumeBacktracks          []int64
	FitFiltered, ParityFiltered, VolumeFiltered []int64
	Attempts, Fits                              []int64
}

// Write prints the statistics as polycube 1.2.1 does: the totals, then
// each count by level as NAME[ N]= right-aligned.
func (s InfoStats) Write(out io.Writer) {
	var b strings.Builder
	fmt.Fprintf(&b, "\n# Number of solutions found:\nSOLUTIONS=%d\n", s.Solutions)
	fmt.Fprintf(&b, "\n# Number of solutions found per second:\nSOLUTIONS_PER_SEC=%s\n", s.SolutionsRate)
	if s.Unique {
		fmt.Fprintf(&b, "\n# Number of rotationally unique solutions found:\nUNIQUE=%d\n", s.UniqueSolutions)
		fmt.Fprintf(&b, "\n# Number of rotationally unique solutions found per second:\nUNIQUE_PER_SEC=%s\n", s.UniqueRate)
		fmt.Fprintf(&b, "\n# Number of rotationally redundant solutions found but filtered out:\nREDUNDANT=%d\n", s.Redundant)
	} else {
		b.WriteString("\n# Number of rotationally unique solutions found:\nUNIQUE=UNKNOWN\n")
	}
	if s.MonteCarlo {
		fmt.Fprintf(&b, "\n# Number of Monte-Carlo trials completed:\nMONTE_CARLO_TRIAL=%d\n", s.Trials)
	}
	at := func(v []int64, i int) int64 {
		if i < len(v) {
			return v[i]
		}
		return 0
	}
	total := func(v []int64) int64 {
		var t int64
		for i := 0; i <= s.Pieces; i++ {
			t += at(v, i)
		}
		return t
	}
	fmt.Fprintf(&b, "\n# Number of backtracks due to parity constraint:\nPARITY_BACKTRACK_TOTAL=%d\n", total(s.ParityBacktracks))
	fmt.Fprintf(&b, "\n# Number of backtracks due to volume constraint:\nVOLUME_BACKTRACK_TOTAL=%d\n", total(s.VolumeBacktracks))
	fmt.Fprintf(&b, "\n# Number of rows filtered due to fit constraint:\nFIT_FILTER_TOTAL=%d\n", total(s.FitFiltered))
	fmt.Fprintf(&b, "\n# Number of rows filtered due to parity constraint:\nPARITY_FILTER_TOTAL=%d\n", total(s.ParityFiltered))
	fmt.Fprintf(&b, "\n# Number of rows filtered due to volume constraint:\nVOLUME_FILTER_TOTAL=%d\n", total(s.VolumeFiltered))
	fmt.Fprintf(&b, "\n# Number of times pieces were attempted to be placed:\nATTEMPTS_TOTAL=%d\n", total(s.Attempts))
	fmt.Fprintf(&b, "\n# Number of times pieces fit:\nFITS_TOTAL=%d\n", total(s.Fits))
	for _, l := range []struct {
		what, name string
		v          []int64
	}{
		{"backtracks due to parity constraint", "PARITY_BACKTRACK", s.ParityBacktracks},
		{"backtracks due to volume constraint", "VOLUME_BACKTRACK", s.VolumeBacktracks},
		{"filters due to parity constraint", "PARITY_FILTER", s.ParityFiltered},
		{"filters due to fit constraint", "FIT_FILTER", s.FitFiltered},
		{"filters due to volume constraint", "VOLUME_FILTER", s.VolumeFiltered},
		{"placement attempts", "ATTEMPTS", s.Attempts},
		{"fits", "FITS", s.Fits},
	} {
		fmt.Fprintf(&b, "\n# Number of %s when N pieces were left to be placed:\n", l.what)
		pad := ""
		if l.name == "FITS" {
			pad = "    " // polycube's own alignment
		}
		for i := 1; i <= s.Pieces; i++ {
			fmt.Fprintf(&b, "%s[%2d]=%s%14d\n", l.name, i, pad, at(l.v, i))
		}
	}
	io.WriteString(out, b.String())
}

// FormatRate formats n per secs as polycube's standard output does: C's
// %g with nine significant digits, or nine decimals once a timing table
// has been printed (fixed: the table leaves its stream in fixed
// notation); "*" without time.
func FormatRate(n int64, secs float64, fixed bool) string {
	if secs <= 0 {
		return "*"
	}
	v := float64(n) / secs
	if fixed {
		return strconv.FormatFloat(v, 'f', 9, 64)
	}
	str := strconv.FormatFloat(v, 'g', 9, 64)
	mant, exp, hasExp := strings.Cut(str, "e")
	if strings.Contains(mant, ".") {
		mant = strings.TrimRight(strings.TrimRight(mant, "0"), ".")
	}
	if hasExp {
		sign := exp[0]
		digits := strings.TrimLeft(exp[1:], "0")
		for len(digits) < 2 {
			digits = "0" + digits
		}
		return mant + "e" + string(sign) + digits
	}
	return mant
}

// TimingRow is a row of polycube's timing table: a phase, its depth
// under the root phases (0), its time and its parent's, and the times
// it ran.
type TimingRow struct {
	Depth        int
	Name         string
	Time, Parent time.Duration
	Events       int64
}

// WriteTiming prints polycube's timing table, its rows in order (each
// phase before its children). Times are counted in whole microseconds,
// as polycube counts them.
func WriteTiming(out io.Writer, rows []TimingRow) {
	var b strings.Builder
	b.WriteString("NAME                          :      TOTAL TIME                    : PERCENTAGE                 :  NUM EVENTS :     AVG TIME   \n")
	b.WriteString(strings.Repeat("_", 127) + "\n\n")
	for _, r := range rows {
		indent := 4 * r.Depth
		t := r.Time.Microseconds()
		fmt.Fprintf(&b, "%*s%-*s:%*.6f%*s", indent, "", 30-indent, r.Name, 16+indent, float64(t)/1e6, 21-indent, ":")
		if r.Depth > 0 {
			pct := 0.0
			if p := r.Parent.Microseconds(); t != 0 && p != 0 {
				pct = float64(t) / float64(p) * 100
			}
			fmt.Fprintf(&b, "%*.3f%%%*s", 7+indent, pct, 21-indent, ":")
		} else {
			fmt.Fprintf(&b, " *%27s", ":")
		}
		avg := 0.0
		if r.Events > 0 {
			avg = float64(t) / float64(r.Events) / 1e6
		}
		fmt.Fprintf(&b, "%13d:%16.3f\n", r.Events, avg)
	}
	io.WriteString(out, b.String())
}
