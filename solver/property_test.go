package solver

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"polyplay/internal/longtest"
	"polyplay/internal/plaincount"
	"polyplay/solver/grid"
)

// The property test: small random puzzles on every grid, solved under
// many option sets, each count compared with internal/plaincount's (a
// search that shares no code with this package's model) and every
// solution checked by the verifier.

// randomPuzzle returns a small random puzzle on grid k: a box of a few
// to about 16 cells, partly held by a stationary piece (which may be in
// several parts) now and then, the rest cut at random into mobile
// pieces of one to five cells, some of them joined into pieces in
// several parts; small pieces often have the same shape (copies), and
// a flat puzzle is one-sided now and then. The cut is a solution, so
// every puzzle has one at least.
func randomPuzzle(r *rand.Rand, k grid.Kind, name string) *Problem {
	p := &Problem{Name: name, Grid: k, ZDim: 1}
	flat := k.Planar() || r.IntN(2) == 0
	for {
		if flat {
			p.XDim, p.YDim, p.ZDim = 1+r.IntN(6), 1+r.IntN(4), 1
		} else {
			p.XDim, p.YDim, p.ZDim = 1+r.IntN(3), 1+r.IntN(3), 2+r.IntN(2)
		}
		if n := p.XDim * p.YDim * p.ZDim; n >= 3 && n <= 16 {
			break
		}
	}
	var cells []Point
	for z := range p.ZDim {
		for y := range p.YDim {
			for x := range p.XDim {
				cells = append(cells, Point{X: x, Y: y, Z: z})
			}
		}
	}
	free := map[Point]bool{}
	for _, c := range cells {
		free[c] = true
	}
	if r.IntN(4) == 0 {
		st := Piece{Name: "*", Stationary: true}
		for range 1 + r.IntN(3) {
			c := cells[r.IntN(len(cells))]
			if free[c] {
				free[c] = false
				st.Cells = append(st.Cells, c)
			}
		}
		if len(st.Cells) < len(cells)-1 {
			p.Pieces = append(p.Pieces, st)
		} else {
			for _, c := range st.Cells {
				free[c] = true
			}
		}
	}
	// Cut the open cells into pieces grown from random cells.
	var pieces [][]Point
	var nbs []Point
	for _, c := range cells {
		if !free[c] {
			continue
		}
		free[c] = false
		pc := []Point{c}
		for size := 1 + r.IntN(5); len(pc) < size; {
			var grow []Point
			for _, q := range pc {
				for _, n := range k.Neighbours(nbs[:0], q, p.ZDim == 1) {
					if free[n] && !slices.Contains(grow, n) {
						grow = append(grow, n)
					}
				}
			}
			if len(grow) == 0 {
				break
			}
			n := grow[r.IntN(len(grow))]
			free[n] = false
			pc = append(pc, n)
		}
		pieces = append(pieces, pc)
	}
	// Join some pieces into one in several parts.
	for range r.IntN(3) {
		if len(pieces) < 3 {
			break
		}
		i := r.IntN(len(pieces) - 1)
		j := i + 1 + r.IntN(len(pieces)-i-1)
		if len(pieces[i])+len(pieces[j]) > 6 {
			continue
		}
		pieces[i] = append(pieces[i], pieces[j]...)
		pieces = slices.Delete(pieces, j, j+1)
	}
	r.Shuffle(len(pieces), func(i, j int) { pieces[i], pieces[j] = pieces[j], pieces[i] })
	for i, pc := range pieces {
		p.Pieces = append(p.Pieces, Piece{Name: string(rune('A' + i)), Cells: pc})
	}
	p.OneSided = p.ZDim == 1 && !k.Solid() && r.IntN(3) == 0
	return p
}

// String describes p in one line, for the test's messages.
func describe(p *Problem) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%v %dx%dx%d", p.Grid, p.XDim, p.YDim, p.ZDim)
	if p.OneSided {
		b.WriteString(" one-sided")
	}
	for _, pc := range p.Pieces {
		fmt.Fprintf(&b, " %s", pc.Name)
		if pc.Stationary {
			b.WriteString("(stationary)")
		}
		b.WriteString("=")
		for i, c := range pc.Cells {
			if i > 0 {
				b.WriteString(",")
			}
			fmt.Fprintf(&b, "%d.%d.%d", c.X, c.Y, c.Z)
		}
	}
	return b.String()
}

// propertyOptions are the option sets of the property test, as command
// lines (P in a FILA threshold is the number of mobile pieces).
var propertyOptions = []string{
	"-os", "-oe", "-of", "-ox", "-oY", "-oR", "-oa@90",
	"-fP -os", "-fP -oe", "-fP -of -n", "-fP -oe -n6", "-f2 -oe=3:f=2 -n",
	"-V", "-V1", "-v1", "-v1 -fP -oe", "-p1", "-p1 -fP -of", "-P", "-P1", "-F", "-FF", "-F1",
	"-V1 -v1 -p1 -P1 -F -fP -of", "--memo=2 -fP -of", "-j1", "-j2", "-j2 -fP -oe --memo=2",
	"--auto", "",
}

func TestProperty(t *testing.T) {
	longtest.SkipUnderWasm(t)
	t.Parallel()
	n := 60
	r := rand.New(rand.NewPCG(1, 2))
	for i := range n {
		for _, k := range grid.Kinds() {
			p := randomPuzzle(r, k, fmt.Sprintf("random%d", i))
			want, _, err := plaincount.Count(p)
			if err != nil {
				t.Fatalf("%s: plaincount: %v", describe(p), err)
			}
			P := mobilePieces(p)
			for _, args := range propertyOptions {
				if !k.TwoColoured() && (strings.Contains(args, "-p") || strings.Contains(args, "-P")) {
					continue
				}
				o, err := propertyArgs(args, P)
				if err != nil {
					t.Fatal(err)
				}
				found, got, err := comboSolve(p, o, 1, testHooks{memoAtOnce: true, noTrial: true})
				if err == nil && int64(len(found)) != got {
					err = fmt.Errorf("%d distinct solutions", len(found))
				}
				if err != nil || got != want {
					t.Errorf("%s %q: %d solutions (%v), plaincount %d", describe(p), args, got, err, want)
				}
			}
		}
	}
}

// propertyArgs reads the option set args of a puzzle of P mobile
// pieces: -fP is FILA from the top, -jN the goroutines (a flag of the
// command line, not of ParseArgs).
func propertyArgs(args string, P int) (Options, error) {
	var fields []string
	jobs := 0
	for _, f := range strings.Fields(args) {
		switch {
		case strings.HasPrefix(f, "-j"):
			fmt.Sscan(f[2:], &jobs)
		case f == "-fP":
			fields = append(fields, fmt.Sprint("-f", P))
		default:
			fields = append(fields, f)
		}
	}
	o, rest, err := ParseArgs(fields)
	if err == nil && len(rest) > 0 {
		err = fmt.Errorf("%q: arguments left: %q", args, rest)
	}
	o.Jobs = jobs
	return o, err
}
