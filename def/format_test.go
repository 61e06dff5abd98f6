package def

import (
	"strings"
	"testing"

	"polyplay/solver"
)

// roundTrip formats p, parses the result and checks it equals p.
func roundTrip(t *testing.T, p *solver.Problem) string {
	t.Helper()
	out := Format(p)
	ps, err := Parse("rt.txt", []byte(out))
	if err != nil {
		t.Fatalf("parsing Format output: %v\n%s", err, out)
	}
	if len(ps) != 1 {
		t.Fatalf("Format output holds %d puzzles", len(ps))
	}
	if ok, diff := Equal(p, &ps[0].Problem); !ok {
		t.Fatalf("round trip differs: %s\n%s", diff, out)
	}
	// Formatting is canonical: the output formats to itself.
	q := ps[0].Problem
	q.Name = p.Name
	if again := Format(&q); again != out {
		t.Errorf("Format is not stable:\n%s\nthen\n%s", out, again)
	}
	return out
}

func TestFormatRoundTripLibrary(t *testing.T) {
	for _, e := range Library() {
		t.Run(e.Key, func(t *testing.T) {
			pz, err := e.Puzzle()
			if err != nil {
				t.Fatal(err)
			}
			out := roundTrip(t, &pz.Problem)
			if !strings.HasPrefix(out, "# "+e.Key+"\n") {
				t.Errorf("no header comment with the name: %q", out[:min(len(out), 60)])
			}
		})
	}
}

func TestFormat(t *testing.T) {
	for _, tc := range []struct {
		name string
		p    solver.Problem
		want string
	}{
		{"2-D with stationary and padding", solver.Problem{Name: "two\nlines", XDim: 3, YDim: 2, ZDim: 1, OneSided: true, Pieces: []solver.Piece{
			{Name: "AB", Cells: pts(5, 5, 0, 6, 5, 0, 6, 6, 0)},
			{Name: "*", Cells: pts(0, 0, 0), Stationary: true},
			{Name: "C", Cells: pts(0, 0, 0, 0, 1, 0)},
		}}, `# two lines
D:xDim=3:yDim=2:zDim=1:oneSide
L
.  AB .  C
AB AB .  C
~L
L:stationary=*
. . .
* . .
~L
~D
`},
		{"3-D", solver.Problem{Name: "cube", XDim: 1, YDim: 1, ZDim: 2, Pieces: []solver.Piece{
			{Name: "A", Cells: pts(3, 3, 3)},
			{Name: "S", Cells: pts(0, 0, 1), Stationary: true},
		}}, `# cube
D:xDim=1:yDim=1:zDim=2
C:name=A:layout=0 0 0
C:name=S:type=S:layout=0 0 1
~D
`},
		{"2-D with optional cells", solver.Problem{Name: "optional", XDim: 3, YDim: 2, ZDim: 1, Pieces: []solver.Piece{
			{Name: "+", Cells: pts(0, 0, 0, 1, 0, 0)},
			{Name: "*", Cells: pts(0, 0, 0), Stationary: true},
		}, Optional: []solver.Point{{X: 2}, {X: 2, Y: 1}}}, `# optional
D:xDim=3:yDim=2:zDim=1
L
+ +
~L
L:stationary=*:optional=+2
.  .  +2
*  .  +2
~L
~D
`},
		{"3-D with optional cells", solver.Problem{Name: "cube", XDim: 1, YDim: 1, ZDim: 3, Pieces: []solver.Piece{
			{Name: "A", Cells: pts(3, 3, 3)},
			{Name: "S", Cells: pts(0, 0, 1), Stationary: true},
		}, Optional: []solver.Point{{Z: 2}}}, `# cube
D:xDim=1:yDim=1:zDim=3
C:name=A:layout=0 0 0
C:name=S:type=S:layout=0 0 1
C:name=+:type=O:layout=0 0 2
~D
`},
		{"solid piece in a flat box", solver.Problem{Name: "", XDim: 2, YDim: 1, ZDim: 1, Pieces: []solver.Piece{
			{Name: "A", Cells: pts(0, 0, 0, 0, 0, 1)},
		}}, `# puzzle
D:xDim=2:yDim=1:zDim=1
C:name=A:layout=0 0 0, 0 0 1
~D
`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := Format(&tc.p); got != tc.want {
				t.Errorf("got\n%s\nwant\n%s", got, tc.want)
			}
			if tc.p.Validate() == nil {
				roundTrip(t, &tc.p)
			}
		})
	}
}

// TestFormatShelves checks that many pieces wrap onto several shelves and
// still round trip.
func TestFormatShelves(t *testing.T) {
	p := &solver.Problem{Name: "many", XDim: 40, YDim: 1, ZDim: 1}
	for i := 0; i < 20; i++ {
		p.Pieces = append(p.Pieces, solver.Piece{Name: "p" + itoa(i), Cells: pts(0, 0, 0, 1, 0, 0)})
	}
	out := roundTrip(t, p)
	if n := strings.Count(out, "\n"); n < 7 {
		t.Errorf("expected several shelves, got %d lines:\n%s", n, out)
	}
}
