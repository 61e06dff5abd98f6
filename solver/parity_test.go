package solver_test

import (
	"context"
	"strings"
	"testing"

	"polyplay/internal/librarytest"
	"polyplay/internal/longtest"
	"polyplay/solver"
)

// libraryProblem loads a puzzle of the def library.
func libraryProblem(t testing.TB, key string) *solver.Problem {
	t.Helper()
	return librarytest.Problem(t, key)
}

// mobileOnly returns the mobile pieces of p.
func mobileOnly(p *solver.Problem) []solver.Piece {
	var out []solver.Piece
	for _, pc := range p.Pieces {
		if !pc.Stationary {
			out = append(out, pc)
		}
	}
	return out
}

func color(c solver.Point) int {
	if (c.X+c.Y+c.Z)%2 == 0 {
		return 1
	}
	return -1
}

// TestParityImpossible checks that puzzles parity rules out are reported
// before any search: zero solutions, no placements, a note naming parity.
func TestParityImpossible(t *testing.T) {
	longtest.SkipUnderWasm(t)
	t.Parallel()
	bid := libraryProblem(t, "hexominoes-box-in-a-diamond")
	hex := mobileOnly(bid)
	if len(hex) != 35 {
		t.Fatalf("box-in-a-diamond has %d mobile pieces, want 35", len(hex))
	}
	// The box-in-a-diamond has parity 22 (or -22, by the colouring): with
	// a cell of the minority colour closed and one of the majority colour
	// opened, it has parity 24, beyond the hexominoes' maximum of 22.
	sign := 0
	{
		closed := map[solver.Point]bool{}
		for _, pc := range bid.Pieces {
			if pc.Stationary {
				for _, c := range pc.Cells {
					closed[c] = true
				}
			}
		}
		for x := 0; x < bid.XDim; x++ {
			for y := 0; y < bid.YDim; y++ {
				if c := (solver.Point{X: x, Y: y}); !closed[c] {
					sign += color(c)
				}
			}
		}
		if sign != 22 && sign != -22 {
			t.Fatalf("box-in-a-diamond has parity %d, want ±22", sign)
		}
		sign /= 22
	}
	moved := *bid
	moved.Pieces = append([]solver.Piece(nil), bid.Pieces...)
	for i, pc := range moved.Pieces {
		if !pc.Stationary {
			continue
		}
		open := map[solver.Point]bool{}
		closed := map[solver.Point]bool{}
		for _, c := range pc.Cells {
			closed[c] = true
		}
		for x := 0; x < bid.XDim; x++ {
			for y := 0; y < bid.YDim; y++ {
				if c := (solver.Point{X: x, Y: y}); !closed[c] {
					open[c] = true
				}
			}
		}
		var cells []solver.Point
		openedBlack, closedWhite := false, false
		for _, c := range pc.Cells {
			// Open the first majority-colour stationary cell next to the
			// region.
			if !openedBlack && color(c) == sign && (open[solver.Point{X: c.X + 1, Y: c.Y}] || open[solver.Point{X: c.X - 1, Y: c.Y}]) {
				openedBlack = true
				continue
			}
			cells = append(cells, c)
		}
		for y := 0; y < bid.YDim && !closedWhite; y++ {
			for x := 0; x < bid.XDim && !closedWhite; x++ {
				if c := (solver.Point{X: x, Y: y}); open[c] && color(c) == -sign {
					cells = append(cells, c)
					closedWhite = true
				}
			}
		}
		moved.Pieces[i] = solver.Piece{Name: pc.Name, Cells: cells, Stationary: true}
	}
	for _, tc := range []struct {
		name string
		p    *solver.Problem
	}{
		{"hexominoes 15x14", &solver.Problem{Name: "hex15x14", XDim: 15, YDim: 14, ZDim: 1, Pieces: hex}},
		{"hexominoes 21x10", &solver.Problem{Name: "hex21x10", XDim: 21, YDim: 10, ZDim: 1, Pieces: hex}},
		{"hexominoes 3x70", &solver.Problem{Name: "hex3x70", XDim: 3, YDim: 70, ZDim: 1, Pieces: hex}},
		{"box-in-a-diamond, parity ±24", &moved},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := solver.New(tc.p, solver.Options{Search: solver.Search{Redundancy: true}})
			if err != nil {
				t.Fatal(err)
			}
			st, err := s.Solve(context.Background(), nil)
			if err != nil {
				t.Fatal(err)
			}
			if st.Solutions != 0 || st.TotalFits() != 0 {
				t.Errorf("%d solutions after %d placements, want 0 and 0", st.Solutions, st.TotalFits())
			}
			notes := strings.Join(st.Notes, "\n")
			if !strings.Contains(notes, "parity: the open cells have parity") || !strings.Contains(notes, "11 of parity 2") {
				t.Errorf("notes %q do not explain the parity", notes)
			}
		})
	}
	// The real box-in-a-diamond has parity 22: possible.
	s, err := solver.New(bid, solver.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Join(s.Notes(), "\n"); strings.Contains(n, "parity") {
		t.Errorf("box-in-a-diamond reported impossible: %s", n)
	}
}

// TestParityFilterBoxInADiamond checks the polycube article's observation: the parity
// filter removes about half the images of the eleven pieces of parity 2
// before the search starts, exactly those whose parity has the wrong sign.
func TestParityFilterBoxInADiamond(t *testing.T) {
	t.Parallel()
	p := libraryProblem(t, "hexominoes-box-in-a-diamond")
	s, err := solver.New(p, solver.Options{Search: solver.Search{ParityFilter: 1}})
	if err != nil {
		t.Fatal(err)
	}
	m := s.Model
	region := 0
	for _, c := range m.Cells {
		region += color(c)
	}
	if region != 22 && region != -22 {
		t.Fatalf("region parity %d, want ±22", region)
	}
	wrong, nonzero := 0, 0
	for id := range m.Images {
		par := 0
		for _, c := range m.ImagePoints(id) {
			par += color(c)
		}
		if par != 0 {
			nonzero++
		}
		if par*region < 0 {
			wrong++
		}
	}
	got := s.Filtered()["parity"]
	if got != wrong {
		t.Errorf("parity filter removed %d images, want the %d whose parity has the wrong sign", got, wrong)
	}
	if got*3 < nonzero || got*3 > 2*nonzero {
		t.Errorf("removed %d of %d nonzero-parity images, expected about half", got, nonzero)
	}
}

// TestParityCheck: the parity check searches outside the solver use
// (Model.Parity). The box in a diamond's open cells have parity 22, the
// most its 35 hexominoes can make, so an unbalanced hexomino placed
// favouring the other colour leaves a balance the rest cannot make, and
// one placed favouring the board's colour, or a balanced one, does not;
// a grid with no two colours has no check.
func TestParityCheck(t *testing.T) {
	for _, tc := range []struct {
		key  string
		none bool
	}{
		{"hexominoes-box-in-a-diamond", false},
		{"tetrahexes-4x7", true},
	} {
		m, err := solver.NewModel(libraryProblem(t, tc.key))
		if err != nil {
			t.Fatal(err)
		}
		pc := m.Parity()
		if (pc == nil) != tc.none {
			t.Fatalf("%s: Parity() nil %v, want %v", tc.key, pc == nil, tc.none)
		}
		if pc == nil {
			continue
		}
		region := 0
		for _, c := range m.Cells {
			region += color(c)
		}
		if region != 22 && region != -22 {
			t.Fatalf("%s: open cells' parity %d, want 22", tc.key, region)
		}
		start := pc.Start()
		if !pc.OK(start) {
			t.Fatalf("%s: the empty board fails the parity check", tc.key)
		}
		bad := 0
		for id, img := range m.Images {
			p := 0
			for _, x := range img.Cells {
				p += color(m.Cells[x])
			}
			want := p*region >= 0
			if got := pc.OK(pc.Place(start, id)); got != want {
				t.Errorf("%s: image %d of parity %d: OK %v, want %v", tc.key, id, p, got, want)
			}
			if !want {
				bad++
			}
		}
		if bad == 0 {
			t.Errorf("%s: no image fails the parity check", tc.key)
		}
	}
}
