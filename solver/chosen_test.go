package solver_test

import (
	"strings"
	"testing"

	"polyplay/internal/librarytest"
	"polyplay/solver"
	"polyplay/solver/flags"
)

// TestChosen checks that Chosen names the search the automatic
// configuration and the redundancy filter's pick made: its flags are the
// expected ones, and a search made from them, without --auto, makes the
// same fits, attempts and solutions.
func TestChosen(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		key  string
		args string // given
		want string // Chosen().Args()
		// expanded: the search hands on whole orbits (no -r given), so
		// the chosen search finds fewer solutions than the run.
		expanded bool
		long     bool
	}{
		// The playground's default: DLX places X first (autoStart),
		// FILA fills left to right from 11 pieces.
		// (a search of seconds: not with -short).
		{key: "pentominoes-10x6", args: "-r --auto", want: "-rX -V -of=11 -f11 -n6 --memo=3", long: true},
		{key: "pentominoes-20x3", args: "-r --auto", want: "-rX -V -of=11 -f11 -n6 --memo=3"},
		{key: "pentominoes-20x3", args: "--auto", want: "-rX -V -of=11 -f11 -n6 --memo=3", expanded: true},
		{key: "soma", args: "-r --auto", want: "-rZ -V -oe=6:f=2 -f6 -n --memo=3"},
		{key: "pentominoes-8x8-hole", args: "-r --auto", want: "-rX -V11 -oe=11:f=2 -f11 -n --memo=3"},
		{key: "pentominoes-20x3", args: "-rL --auto -of=5", want: "-rL -V -of=5 -f11 -n6 --memo=3"},
		{key: "soma", args: "-r -os", want: "-rZ -os"},
		// Triangles: on the rhombus a small sample of the search picks
		// the piece -r constrains (the static rule's, the hexagon L, has
		// allowed images that a symmetry fixes), and FILA starts one
		// piece earlier than squares would; on the 4x9 (no such images)
		// the static rule's piece stands.
		{key: "hexiamonds-6x6", args: "-r --auto", want: "-rB -V -oe=11:f=2 -f11 -n --memo=3"},
		{key: "hexiamonds-4x9", args: "-r --auto", want: "-rL -V -of=12 -f12 -n6 --memo=3"},
		{key: "hexiamonds-6x6", args: "-r", want: "-rL"},
	} {
		t.Run(tc.key+" "+tc.args, func(t *testing.T) {
			if tc.long && testing.Short() {
				t.Skip("a search of seconds")
			}
			p := librarytest.Problem(t, tc.key)
			opt, rest, err := flags.ParseArgs(strings.Fields(tc.args))
			if err != nil || len(rest) > 0 {
				t.Fatalf("ParseArgs: %v %q", err, rest)
			}
			s, err := solver.New(p, opt)
			if err != nil {
				t.Fatal(err)
			}
			chosen := s.Chosen()
			if got := strings.Join(flags.Args(chosen), " "); got != tc.want {
				t.Errorf("Chosen().Args() = %q, want %q", got, tc.want)
			}
			if chosen.Auto {
				t.Errorf("Chosen().Auto is set")
			}
			st, _ := librarytest.Solve(t, p, opt)
			again, rest, err := flags.ParseArgs(flags.Args(chosen))
			if err != nil || len(rest) > 0 {
				t.Fatalf("ParseArgs(%q): %v %q", flags.Args(chosen), err, rest)
			}
			st2, _ := librarytest.Solve(t, p, again)
			if st.TotalFits() != st2.TotalFits() || st.TotalAttempts() != st2.TotalAttempts() {
				t.Errorf("fits, attempts: %d, %d with %q; %d, %d with the chosen %q",
					st.TotalFits(), st.TotalAttempts(), tc.args, st2.TotalFits(), st2.TotalAttempts(), flags.Args(chosen))
			}
			if sols := st2.Solutions; (sols == st.Solutions) == tc.expanded {
				t.Errorf("solutions: %d with %q, %d with the chosen %q (expanded: %t)", st.Solutions, tc.args, sols, flags.Args(chosen), tc.expanded)
			}
		})
	}
}
