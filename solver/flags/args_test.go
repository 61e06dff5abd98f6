package flags

import (
	"cmp"
	"math"
	"os"
	"path/filepath"
	"polyplay/solver"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"
)

func TestParseArgs(t *testing.T) {
	t.Parallel()
	tests := []struct {
		args []string
		want solver.Options
		rest []string
	}{
		{[]string{"-r", "-V", "-of=11", "-f11", "-n", "pentominoes_10x6.txt"},
			solver.Options{Search: solver.Search{Redundancy: true, VolumeFilter: true, Order: []solver.OrderStep{{Heuristic: solver.First, Remaining: 11}}, Fila: []int{11}, NOF: true}},
			[]string{"pentominoes_10x6.txt"}},
		{[]string{"-rL", "-f11", "-oe=11:f=3", "-n", "tetriscube.txt"},
			solver.Options{Search: solver.Search{Redundancy: true, RedundancyPiece: "L", Fila: []int{11}, NOF: true,
				Order: []solver.OrderStep{{Heuristic: solver.Estimate, Remaining: 11}, {Heuristic: solver.First, Remaining: 3}}}},
			[]string{"tetriscube.txt"}},
		{[]string{"-r", "-V13", "-f13", "-oe=13:f=3", "-n"},
			solver.Options{Search: solver.Search{Redundancy: true, VolumeFilter: true, VolumeFilterRepeat: 13, Fila: []int{13}, NOF: true,
				Order: []solver.OrderStep{{Heuristic: solver.Estimate, Remaining: 13}, {Heuristic: solver.First, Remaining: 3}}}}, nil},
		{[]string{"--redundancy=L", "--unique", "--mirror", "--volume-filter=5", "--order", "s", "--fila", "11,5", "--fila=3", "--nof"},
			solver.Options{Search: solver.Search{Redundancy: true, RedundancyPiece: "L", Unique: true, Mirror: true, VolumeFilter: true, VolumeFilterRepeat: 5,
				Order: []solver.OrderStep{{Heuristic: solver.MinFit}}, Fila: []int{11, 5, 3}, NOF: true}}, nil},
		{[]string{"-f", "11", "-o", "x=20", "-of=3", "a", "-", "b"},
			solver.Options{Search: solver.Search{Fila: []int{11}, Order: []solver.OrderStep{{Heuristic: solver.MinX, Remaining: 20}, {Heuristic: solver.First, Remaining: 3}}}},
			[]string{"a", "-", "b"}},
		{[]string{"-p", "20", "-P5", "-v7", "--parity-trigger=21", "-F"},
			solver.Options{Search: solver.Search{ParityTrigger: 21, ParityFilter: 5, VolumeTrigger: 7, FitFilter: true}}, nil},
		{[]string{"-FF"}, solver.Options{Search: solver.Search{FitFilter: true, FitFilterRepeat: true}}, nil},
		// A bare -P filters once before the search, as polycube's -P
		// (its -1); -P0 turns it off.
		{[]string{"-P", "-r"}, solver.Options{Search: solver.Search{ParityFilterOnce: true, Redundancy: true}}, nil},
		{[]string{"-P", "soma.txt"}, solver.Options{Search: solver.Search{ParityFilterOnce: true}}, []string{"soma.txt"}},
		{[]string{"-P", "5"}, solver.Options{Search: solver.Search{ParityFilter: 5}}, nil},
		{[]string{"-P", "--parity-filter=0"}, solver.Options{}, nil},
		// polycube's long names of the filters, and their -1: once,
		// before the search; the last one given holds.
		{[]string{"--volumeFilter"}, solver.Options{Search: solver.Search{VolumeFilter: true}}, nil},
		{[]string{"--volumeFilter=5", "--volumeFilter=-1"}, solver.Options{Search: solver.Search{VolumeFilter: true}}, nil},
		{[]string{"-V5", "-V"}, solver.Options{Search: solver.Search{VolumeFilter: true}}, nil},
		{[]string{"--volumeFilter=5"}, solver.Options{Search: solver.Search{VolumeFilter: true, VolumeFilterRepeat: 5}}, nil},
		{[]string{"--parityFilter"}, solver.Options{Search: solver.Search{ParityFilterOnce: true}}, nil},
		{[]string{"-P5", "--parityFilter=-1"}, solver.Options{Search: solver.Search{ParityFilterOnce: true}}, nil},
		{[]string{"--parityFilter=3"}, solver.Options{Search: solver.Search{ParityFilter: 3}}, nil},
		{[]string{"--fitFilter"}, solver.Options{Search: solver.Search{FitFilter: true}}, nil},
		{[]string{"-FF", "--fitFilter=-1"}, solver.Options{Search: solver.Search{FitFilter: true}}, nil},
		{[]string{"-FF", "--fitFilter=0"}, solver.Options{}, nil},
		{[]string{"--fit-filter=repeat", "--fit-filter"}, solver.Options{Search: solver.Search{FitFilter: true}}, nil},
		{[]string{"-s1000,16,42"}, solver.Options{Search: solver.Search{MCTrials: 1000, MCRemaining: 16, MCSeed: 42}}, nil},
		{[]string{"--monte-carlo", "50"}, solver.Options{Search: solver.Search{MCTrials: 50}}, nil},
		{[]string{"--max", "3", "--time=1m30s", "--auto"}, solver.Options{Search: solver.Search{Auto: true}, Run: solver.Run{MaxSolutions: 3, TimeLimit: 90 * time.Second}}, nil},
		{[]string{"--time", "2.5"}, solver.Options{Run: solver.Run{TimeLimit: 2500 * time.Millisecond}}, nil},
		{[]string{"a", "--", "-r", "--max=3"}, solver.Options{}, []string{"a", "-r", "--max=3"}},
		{[]string{"--redundancy"}, solver.Options{Search: solver.Search{Redundancy: true}}, nil},
		{[]string{"--split=9", "--part", "2/5"}, solver.Options{Run: solver.Run{Split: 9, Part: 2, Parts: 5}}, nil},
		{[]string{"--part=0/1"}, solver.Options{}, nil},
		{[]string{"-n6", "-f11"}, solver.Options{Search: solver.Search{Fila: []int{11}, NOF: true, NOFCells: 6}}, nil},
		{[]string{"--nof=3", "--nof"}, solver.Options{Search: solver.Search{NOF: true}}, nil},
		{[]string{"--nof", "1"}, solver.Options{Search: solver.Search{NOF: true}}, []string{"1"}},
		{[]string{"--memo=3", "-r"}, solver.Options{Search: solver.Search{Memo: 3, Redundancy: true}}, nil},
		// polycube 1.2.1's spellings (Solving Polyomino and Polycube Puzzles).
		{[]string{"-m11", "-e6", "-b4", "-r", "L", "--", "def/tetriscube_def.txt"},
			solver.Options{Search: solver.Search{Redundancy: true, RedundancyPiece: "L", Fila: []int{11},
				Order: []solver.OrderStep{{Heuristic: solver.MinFit, Remaining: 11}, {Heuristic: solver.Estimate, Remaining: 6}, {Heuristic: solver.First, Remaining: 4}}}},
			[]string{"def/tetriscube_def.txt"}},
		{[]string{"-m", "11"}, solver.Options{Search: solver.Search{Fila: []int{11}, Order: []solver.OrderStep{{Heuristic: solver.MinFit, Remaining: 11}}}}, nil},
		{[]string{"--emch=6", "--bruijn", "6"}, solver.Options{Search: solver.Search{Fila: []int{6}, Order: []solver.OrderStep{{Heuristic: solver.First, Remaining: 6}}}}, nil},
		{[]string{"-e7", "-b3"}, solver.Options{Search: solver.Search{Fila: []int{7}, Order: []solver.OrderStep{{Heuristic: solver.Estimate, Remaining: 7}, {Heuristic: solver.First, Remaining: 3}}}}, nil},
		{[]string{"-m5", "-e8"}, solver.Options{Search: solver.Search{Fila: []int{8}, Order: []solver.OrderStep{{Heuristic: solver.Estimate, Remaining: 8}}}}, nil},
		{[]string{"-m0", "-e0", "-b0"}, solver.Options{}, nil},
		{[]string{"-oY=20", "-m11", "-f11"}, solver.Options{Search: solver.Search{Fila: []int{11}, Order: []solver.OrderStep{{Heuristic: solver.MaxY, Remaining: 20}, {Heuristic: solver.MinFit, Remaining: 11}}}}, nil},
		{[]string{"-V", "-p", "-oY:f=20"}, solver.Options{Search: solver.Search{VolumeFilter: true, ParityTrigger: 1, Order: []solver.OrderStep{{Heuristic: solver.MaxY}, {Heuristic: solver.First, Remaining: 20}}}}, nil},
		{[]string{"-p", "f.txt"}, solver.Options{Search: solver.Search{ParityTrigger: 1}}, []string{"f.txt"}},
		{[]string{"--parityBacktrack=1"}, solver.Options{Search: solver.Search{ParityTrigger: 1}}, nil},
		{[]string{"-r", "soma.txt"}, solver.Options{Search: solver.Search{Redundancy: true}}, []string{"soma.txt"}},
		{[]string{"-r", "Bb", "x"}, solver.Options{Search: solver.Search{Redundancy: true, RedundancyPiece: "Bb"}}, []string{"x"}},
		{[]string{"-rL", "-r#"}, solver.Options{Search: solver.Search{Redundancy: true}}, nil},
		{[]string{"-rL", "-r", "."}, solver.Options{}, nil},
		{[]string{"--redundancyFilter=L"}, solver.Options{Search: solver.Search{Redundancy: true, RedundancyPiece: "L"}}, nil},
		{[]string{"--unique=1", "-uM"}, solver.Options{Search: solver.Search{Unique: true, Mirror: true}}, nil},
		{[]string{"-u", "--unique=false"}, solver.Options{}, nil},
		// The FILA article's OP3 writes -of=17 -f for -of=17 -f17.
		{[]string{"-of=17", "-f", "op.txt"}, solver.Options{Search: solver.Search{Fila: []int{17}, Order: []solver.OrderStep{{Heuristic: solver.First, Remaining: 17}}}}, []string{"op.txt"}},
		{[]string{"-f", "11,5", "x"}, solver.Options{Search: solver.Search{Fila: []int{11, 5}}}, []string{"x"}},
		{[]string{"--sample=5,2,1"}, solver.Options{Search: solver.Search{MCTrials: 5, MCRemaining: 2, MCSeed: 1}}, nil},
		{[]string{"--memo", "0"}, solver.Options{Search: solver.Search{Memo: -1}}, nil},
		{[]string{"--memo=12"}, solver.Options{Search: solver.Search{Memo: 12}}, nil},
		// polycube 1.2.1's command lines as its option parser takes them:
		// -F N, -R, switches with a value joined or next, long names
		// shortened, -o's heuristics, --inputFile.
		{[]string{"-F", "3", "x"}, solver.Options{Search: solver.Search{FitFilter: true, FitFilterAt: 3}}, []string{"x"}},
		{[]string{"--fitFilter=12"}, solver.Options{Search: solver.Search{FitFilter: true, FitFilterAt: 12}}, nil},
		{[]string{"-F7", "-F"}, solver.Options{Search: solver.Search{FitFilter: true}}, nil},
		{[]string{"-r", "-R"}, solver.Options{Search: solver.Search{Redundancy: true, RedundancyFirst: true}}, nil},
		{[]string{"--redundancyFilterFirst", "-rL"}, solver.Options{Search: solver.Search{Redundancy: true, RedundancyPiece: "L", RedundancyFirst: true}}, nil},
		{[]string{"--redundancyFilterFirst=1", "--redundancyFilterFirst=0"}, solver.Options{}, nil},
		{[]string{"-u1", "-M0"}, solver.Options{Search: solver.Search{Unique: true}}, nil},
		{[]string{"-u0"}, solver.Options{}, nil},
		{[]string{"-uon", "-Myes"}, solver.Options{Search: solver.Search{Unique: true, Mirror: true}}, nil},
		{[]string{"-u", "1", "f.txt"}, solver.Options{Search: solver.Search{Unique: true}}, []string{"f.txt"}},
		{[]string{"-u", "f.txt"}, solver.Options{Search: solver.Search{Unique: true}}, []string{"f.txt"}},
		{[]string{"--unique", "false", "f.txt"}, solver.Options{}, []string{"f.txt"}},
		{[]string{"--uniq"}, solver.Options{Search: solver.Search{Unique: true}}, nil},
		{[]string{"--volumeF=5"}, solver.Options{Search: solver.Search{VolumeFilter: true, VolumeFilterRepeat: 5}}, nil},
		{[]string{"--m", "11"}, solver.Options{Search: solver.Search{Fila: []int{11}, Order: []solver.OrderStep{{Heuristic: solver.MinFit, Remaining: 11}}}}, nil},
		{[]string{"--ma=4", "--mir"}, solver.Options{Search: solver.Search{Mirror: true}, Run: solver.Run{MaxSolutions: 4}}, nil},
		{[]string{"--sam", "5,2,1"}, solver.Options{Search: solver.Search{MCTrials: 5, MCRemaining: 2, MCSeed: 1}}, nil},
		{[]string{"-ptrue"}, solver.Options{Search: solver.Search{ParityTrigger: 1}}, nil},
		{[]string{"-p", "off", "x"}, solver.Options{}, []string{"x"}},
		{[]string{"--parityBacktrack=yes"}, solver.Options{Search: solver.Search{ParityTrigger: 1}}, nil},
		{[]string{"-o", "xyz"}, solver.Options{Search: solver.Search{Order: []solver.OrderStep{{Heuristic: solver.Linear, Coef: [3]float64{1, 1, 1}}}}}, nil},
		{[]string{"-o", "l@1,1,0=12:A"}, solver.Options{Search: solver.Search{Order: []solver.OrderStep{
			{Heuristic: solver.Linear, Coef: [3]float64{1, 1, 0}, Remaining: 12}, {Heuristic: solver.AngularReverse}}}}, nil},
		{[]string{"-oA@90,1,2:R@1"}, solver.Options{Search: solver.Search{Order: []solver.OrderStep{
			{Heuristic: solver.AngularReverse, Angle: 90, Center: &[3]float64{1, 2, math.Inf(1)}}, {Heuristic: solver.Radial, Center: &[3]float64{1, math.Inf(1), math.Inf(1)}}}}}, nil},
		{[]string{"--inputFile=a.txt", "b.txt", "--inp", "c.txt"}, solver.Options{}, []string{"a.txt", "b.txt", "c.txt"}},
	}
	for _, tc := range tests {
		got, rest, err := ParseArgs(tc.args)
		if err != nil {
			t.Errorf("ParseArgs(%q): %v", tc.args, err)
			continue
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("ParseArgs(%q) = %+v, want %+v", tc.args, got, tc.want)
		}
		if !reflect.DeepEqual(rest, tc.rest) {
			t.Errorf("ParseArgs(%q) rest = %q, want %q", tc.args, rest, tc.rest)
		}
	}
}

func TestParseArgsErrors(t *testing.T) {
	t.Parallel()
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"-x"}, `option -x: unknown option`},
		{[]string{"-xyz"}, `option -xyz: unknown option -x`},
		{[]string{"--bogus=3"}, `option --bogus=3: unknown option`},
		{[]string{"-f"}, `option -f: -f needs a number of remaining pieces (-f N), or an -o switch to take it from (-of=17 -f is -of=17 -f17)`},
		{[]string{"-fFL"}, `option -fFL: -f FL is polycube 1.2.1's output format, an option of the command line only; -f N is FILA`},
		{[]string{"-f", "s"}, `option -f: -f s is polycube 1.2.1's output format, an option of the command line only; -f N is FILA`},
		{[]string{"-m11", "-oe=11:f=3"}, `option -m11: -o switches to e at 11 remaining pieces, where -m, -e or -b has FILA from 11: 1.2.1's -o ordered DLX only; give FILA's heuristics with -f N -o instead`},
		{[]string{"-mx"}, `option -mx: expected a number of remaining pieces for MCH (0 or less: off), got "x"`},
		{[]string{"-v", "x"}, `option -v: expected a number of remaining pieces (0 or less: off), got "x"`},
		{[]string{"-b"}, `option -b: -b needs a value: -b N, --bruijn=N`},
		{[]string{"--unique=2"}, `option --unique=2: --unique: expected 1 or 0 (true or false, yes or no, on or off), got "2"`},
		{[]string{"-ux"}, `option -ux: unknown option -x`},
		{[]string{"-fx"}, `option -fx: expected a number of remaining pieces (a whole number, at least 1), got "x"`},
		{[]string{"-f", "pent.txt"}, `option -f: -f needs a number of remaining pieces (-f N), or an -o switch to take it from (-of=17 -f is -of=17 -f17)`},
		{[]string{"-f0"}, `option -f0: expected a number of remaining pieces (a whole number, at least 1), got "0"`},
		{[]string{"--fila=11,,3"}, `option --fila=11,,3: expected a number of remaining pieces (a whole number, at least 1), got ""`},
		{[]string{"--fila"}, `option --fila: -f needs a number of remaining pieces (-f N), or an -o switch to take it from (-of=17 -f is -of=17 -f17)`},
		{[]string{"-oq"}, `option -oq: unknown heuristic "q" in order "q": expected one of s e f x y z X Y Z xyz l R a A`},
		{[]string{"-oe=x"}, `option -oe=x: bad remaining-piece count "x" in order "e=x": expected a whole number`},
		{[]string{"-nq"}, `option -nq: expected a number of cells from 1 to 6, got "q"`},
		{[]string{"--mirror=x"}, `option --mirror=x: --mirror: expected 1 or 0 (true or false, yes or no, on or off), got "x"`},
		{[]string{"-Vx"}, `option -Vx: expected a number of remaining pieces (a whole number, at least 1), got "x"`},
		{[]string{"-Fx"}, `option -Fx: expected -F, -FF, -F N (N pieces remaining, at least 1), --fit-filter=once or --fit-filter=repeat (or polycube's -1 for once, 0 for off), got value "x"`},
		{[]string{"--fitFilter=-2"}, `option --fitFilter=-2: expected -F, -FF, -F N (N pieces remaining, at least 1), --fit-filter=once or --fit-filter=repeat (or polycube's -1 for once, 0 for off), got value "-2"`},
		{[]string{"--red=L"}, `option --red=L: ambiguous: --red is the start of --redundancyFilter, --redundancyFilterFirst`},
		{[]string{"--p"}, `option --p: ambiguous: --p is the start of --parityBacktrack, --parityFilter`},
		{[]string{"--vol=3"}, `option --vol=3: ambiguous: --vol is the start of --volumeBacktrack, --volumeFilter`},
		{[]string{"-u2"}, `option -u2: unknown option -2`},
		{[]string{"-ol@1,1"}, `option -ol@1,1: unexpected @ arguments "@1,1" in order "l@1,1": R takes @x[,y[,z]]; a and A take @angle[,x[,y[,z]]]; l takes @a,b,c`},
		{[]string{"-ol"}, `option -ol: heuristic l in order "l" needs its coefficients: l@a,b,c picks the open cell with the least a*x+b*y+c*z`},
		{[]string{"-oR@1,inf"}, `option -oR@1,inf: bad number "inf" in order "R@1,inf"`},
		{[]string{"--conf"}, `option --conf: --conf needs a value: --conf=FILE`},
		{[]string{"--inputFile"}, `option --inputFile: --inputFile needs a value: --inputFile=FILE`},
		{[]string{"-m5000000000"}, `option -m5000000000: expected a number of remaining pieces for MCH (0 or less: off), got "5000000000"`},
		{[]string{"-v", "-2147483649"}, `option -v: expected a number of remaining pieces (0 or less: off), got "-2147483649"`},
		{[]string{"-m", "-u"}, `option -m: -m needs a value: -m N, --mch=N`},
		{[]string{"--order", "-r"}, `option --order: --order needs a value: -o H, --order=H`},
		{[]string{"--conf", "-i"}, `option --conf: --conf needs a value: --conf=FILE`},
		{[]string{"--inputFile", "-q"}, `option --inputFile: --inputFile needs a value: --inputFile=FILE`},
		{[]string{"--conf", "a", "--conf=b"}, `option --conf=b: --conf is given more than once`},
		{[]string{"-V0"}, `option -V0: expected a number of remaining pieces (a whole number, at least 1), got "0"`},
		{[]string{"--volumeFilter=-2"}, `option --volumeFilter=-2: expected a number of remaining pieces (a whole number, at least 1), got "-2"`},
		{[]string{"-p-1"}, `option -p-1: expected a number of remaining pieces (a whole number, at least 0), got "-1"`},
		{[]string{"--split=1"}, `option --split=1: expected a number of remaining pieces (a whole number, at least 2), got "1"`},
		{[]string{"--part=5/5"}, `option --part=5/5: expected K/N with 0 <= K < N (part K of N), got "5/5"`},
		{[]string{"--part", "2"}, `option --part: expected K/N with 0 <= K < N (part K of N), got "2"`},
		{[]string{"-n7"}, `option -n7: expected a number of cells from 1 to 6, got "7"`},
		{[]string{"--nof=x"}, `option --nof=x: expected a number of cells from 1 to 6, got "x"`},
		{[]string{"-n0"}, `option -n0: expected a number of cells from 1 to 6, got "0"`},
		{[]string{"-sx"}, `option -sx: expected a number of trials TRIALS in TRIALS[,R[,SEED]], got "x"`},
		{[]string{"-s5,x"}, `option -s5,x: expected a number of remaining pieces R in TRIALS[,R[,SEED]], got "x"`},
		{[]string{"-s5,1,y"}, `option -s5,1,y: expected a whole-number SEED in TRIALS[,R[,SEED]], got "y"`},
		{[]string{"-s1,2,3,4"}, `option -s1,2,3,4: expected TRIALS[,R[,SEED]], got "1,2,3,4"`},
		{[]string{"--max", "-1"}, `option --max: expected a number of solutions (a whole number, at least 0), got "-1"`},
		{[]string{"--time=soon"}, `option --time=soon: expected a duration such as 90s or 1m30s, got "soon"`},
		{[]string{"--time=-5s"}, `option --time=-5s: expected a positive duration, got "-5s"`},
		{[]string{"-rA,B"}, `option -rA,B: expected a piece name, got "A,B"`},
		{[]string{"-i"}, `option -i: unknown option`},
		{[]string{"--memo=1"}, `option --memo=1: expected 0 (off) or a number of remaining pieces, at least 2, got "1"`},
		{[]string{"--memo=x"}, `option --memo=x: expected 0 (off) or a number of remaining pieces, at least 2, got "x"`},
		{[]string{"--memo"}, `option --memo: --memo needs a value: --memo=N`},
	}
	for _, tc := range tests {
		_, _, err := ParseArgs(tc.args)
		if err == nil {
			t.Errorf("ParseArgs(%q): no error, want %q", tc.args, tc.want)
			continue
		}
		if err.Error() != tc.want {
			t.Errorf("ParseArgs(%q) error\n got %q\nwant %q", tc.args, err, tc.want)
		}
	}
}

// TestNegativeValues checks the values below 0 that polycube 1.2.1
// takes (-m -3 as the next argument, as its parser takes it): -m, -e, -b
// and -v below 0 are off, as 0 is, and -s with TRIALS 0 or less runs no
// trials (with a note when R would end 1.2.1's search), R below 0 ends
// no trial; Given keeps the values as given, for -i's configuration
// block, which shows them as 1.2.1 does.
func TestNegativeValues(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		args  []string
		want  string // polycube.Args of the options
		given Given
		notes int
	}{
		{args: []string{"-m", "-3"}, given: Given{MCH: -3}},
		{args: []string{"--mch=-3"}, given: Given{MCH: -3}},
		{args: []string{"-e", "-2"}, given: Given{EMCH: -2}},
		{args: []string{"-b", "-1"}, given: Given{Bruijn: -1}},
		{args: []string{"-m", "5", "-b", "-1"}, want: "-os=5 -f5", given: Given{MCH: 5, Bruijn: -1}},
		{args: []string{"-m", "5", "-e", "-2", "-b", "3"}, want: "-os=5:f=3 -f5", given: Given{MCH: 5, EMCH: -2, Bruijn: 3}},
		{args: []string{"-v", "-1"}, given: Given{VolumeTrigger: -1}},
		{args: []string{"--volumeBacktrack", "-4", "-v", "2"}, want: "-v2", given: Given{VolumeTrigger: 2}},
		{args: []string{"-s", "-1,2,3"}, given: Given{Sample: [3]int64{-1, 2, 3}}, notes: 1},
		{args: []string{"-s", "0,0,7"}, given: Given{Sample: [3]int64{0, 0, 7}}},
		{args: []string{"-s", "5,-2,3"}, want: "-s5,0,3", given: Given{Sample: [3]int64{5, -2, 3}}},
		{args: []string{"-s", "5,2,-3"}, want: "-s5,2,-3", given: Given{Sample: [3]int64{5, 2, -3}}},
	} {
		st, _, err := ParseSettings(tc.args)
		if err != nil {
			t.Errorf("%q: %v", tc.args, err)
			continue
		}
		if got := strings.Join(Args(st.Options), " "); got != tc.want || !reflect.DeepEqual(st.Given, tc.given) || len(st.Notes) != tc.notes {
			t.Errorf("%q: options %q, given %+v, notes %q; want %q, %+v, %d notes", tc.args, got, st.Given, st.Notes, tc.want, tc.given, tc.notes)
		}
	}
}

// TestSettingsOwnTheirParse checks that what one parse leaves to the end
// (-m, -e, -b, a bare -f) stays with it: parses side by side, some
// failing half-way, never see one another's.
func TestSettingsOwnTheirParse(t *testing.T) {
	t.Parallel()
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 200 {
				if i%2 == 1 {
					if _, _, err := ParseSettings([]string{"-m7", "-b", "3", "-f", "-ox=5"}); err == nil {
						t.Error("-m7 -b 3 -f -ox=5: no error")
					}
					continue
				}
				st, _, err := ParseSettings([]string{"-e", "4", "-of=6", "-f"})
				if err != nil {
					t.Error(err)
					return
				}
				if got := strings.Join(Args(st.Options), " "); got != "-of=6:e=4 -f4 -f6" {
					t.Errorf("-e 4 -of=6 -f: %q", got)
					return
				}
			}
		}()
	}
	wg.Wait()
}

func TestArgsRoundTrip(t *testing.T) {
	t.Parallel()
	tests := [][]string{
		{},
		{"-r", "-V", "-of=11", "-f11", "-n"},
		{"-rL", "-f11", "-oe=11:f=3", "-n"},
		{"-r", "-V13", "-f13", "-oe=13:f=3", "-n"},
		{"-u", "-M", "-v5", "-p20", "-P10", "-FF", "-oR@3.5,2,0=20:a@160=10:a@10,1,2,3:s", "-f11", "-f5", "-s100,16,-7", "--max=3", "--time=1m30s", "--auto"},
		{"-F", "--max", "10"},
		{"-r", "-f12", "-n6"},
		{"-r", "--memo=3"},
		{"-r", "-M", "--disassemble"},
		{"-m11", "-e6", "-b4", "-rL"},
		{"--memo=0", "--auto"},
		{"-P", "-r"},
		{"-P", "-P13", "-FF"},
		{"-r", "-R", "-F5"},
		{"-FF", "-F9"},
		{"-oxyz:l@1,-2,0.5=7:A@10,1=3:R@1,2=2"},
	}
	for _, args := range tests {
		o, rest, err := ParseArgs(args)
		if err != nil || len(rest) != 0 {
			t.Fatalf("ParseArgs(%q): %v, rest %q", args, err, rest)
		}
		canon := Args(o)
		o2, rest, err := ParseArgs(canon)
		if err != nil || len(rest) != 0 {
			t.Fatalf("ParseArgs(%q) (canonical of %q): %v, rest %q", canon, args, err, rest)
		}
		if !reflect.DeepEqual(o, o2) {
			t.Errorf("round trip of %q via %q:\n got %+v\nwant %+v", args, canon, o2, o)
		}
		if again := Args(o2); !reflect.DeepEqual(again, canon) {
			t.Errorf("Args not stable: %q then %q", canon, again)
		}
	}
	// The canonical form of the articles' command lines is the command line.
	for _, line := range []string{"-r -V -of=11 -f11 -n", "-rL -oe=11:f=3 -f11 -n", "-r -V13 -oe=13:f=3 -f13 -n"} {
		o, _, _ := ParseArgs(strings.Fields(line))
		if got := strings.Join(Args(o), " "); got != line {
			t.Errorf("Args of %q = %q", line, got)
		}
	}
}

// TestEveryFlagSpells: each of the solver's flags parses and spells its
// option in one place (Flag.Set and Flag.Args): a flag without Args is
// one of polycube 1.2.1's algorithm flags, which set FILA thresholds and
// heuristics that -f and -o spell. Each flag given alone comes back from
// Args as the same options.
func TestEveryFlagSpells(t *testing.T) {
	t.Parallel()
	alone := map[string][]string{
		"r": {"-rL"}, "R": {"-r", "-R"}, "u": {"-u"}, "M": {"-M"}, "V": {"-V4"}, "v": {"-v5"},
		"p": {"-p6"}, "P": {"-P"}, "F": {"-F7"}, "o": {"-ox=3"}, "f": {"-f9"}, "n": {"-n2"},
		"memo": {"--memo=4"}, "s": {"-s10,2,3"}, "max": {"--max=5"}, "time": {"--time=2s"},
		"auto": {"--auto"}, "split": {"--split=4"}, "part": {"--part=1/3"}, "disassemble": {"--disassemble"},
	}
	legacy := map[string]bool{"m": true, "e": true, "b": true}
	for _, f := range Flags() {
		name := cmp.Or(f.Short, f.Long)
		if f.Args == nil {
			if !legacy[name] {
				t.Errorf("flag %s has no Args: it cannot be spelled back", f.Spelling())
			}
			continue
		}
		args, ok := alone[name]
		if !ok {
			t.Errorf("flag %s: no case in this test", f.Spelling())
			continue
		}
		o, _, err := ParseArgs(args)
		if err != nil {
			t.Fatalf("ParseArgs(%q): %v", args, err)
		}
		if len(f.Args(o)) == 0 {
			t.Errorf("flag %s spells nothing for %q", f.Spelling(), args)
		}
		back, _, err := ParseArgs(Args(o))
		if err != nil || !reflect.DeepEqual(back, o) {
			t.Errorf("%q: Args gives %q, which parses as %+v (%v)", args, Args(o), back, err)
		}
	}
}

func TestParseArgsWithExtra(t *testing.T) {
	t.Parallel()
	var info, quiet bool
	var lib []string
	extra := []Flag{
		{Short: "i", Arg: NoArg, Set: func(*Settings, string, bool) error { info = true; return nil }},
		{Short: "q", Arg: NoArg, Set: func(*Settings, string, bool) error { quiet = true; return nil }},
		{Long: "library", Arg: RequiredArg, ArgName: "KEY", Set: func(_ *Settings, v string, _ bool) error { lib = append(lib, v); return nil }},
	}
	o, rest, err := ParseArgsWith([]string{"-i", "-q", "-r", "--library", "soma", "--library=x", "f.txt"}, extra...)
	if err != nil {
		t.Fatal(err)
	}
	if !info || !quiet || !o.Redundancy || !reflect.DeepEqual(lib, []string{"soma", "x"}) || !reflect.DeepEqual(rest, []string{"f.txt"}) {
		t.Errorf("got info=%v quiet=%v o=%+v lib=%q rest=%q", info, quiet, o, lib, rest)
	}
}

func TestAlgorithmChosen(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		line string
		want bool
	}{
		{"", false}, {"-r -u -M --max=3", false}, {"-s10", false},
		{"-os", true}, {"-f11", true}, {"-n", true}, {"-V", true}, {"-v3", true}, {"-p3", true}, {"-P3", true}, {"-P", true}, {"-F", true}, {"--auto", true},
	} {
		o, _, err := ParseArgs(strings.Fields(tc.line))
		if err != nil {
			t.Fatal(err)
		}
		if got := o.AlgorithmChosen(); got != tc.want {
			t.Errorf("AlgorithmChosen(%q) = %v, want %v", tc.line, got, tc.want)
		}
	}
}

func TestFlagHelp(t *testing.T) {
	t.Parallel()
	h := FlagHelp(Flags())
	for _, want := range []string{"-r, -rNAME, -r NAME, --redundancy[=NAME]", "-f N, -fN, --fila=N", "--memo=N", "-m N, --mch=N", "--unique[=1|0]", "-V, -VN, -V N, --volume-filter[=N]", "-F, -FN, -F N, -FF, --fit-filter[=N|once|repeat]", "-R, --redundancy-first[=1|0]", "--max=N", "-s TRIALS[,R[,SEED]], --monte-carlo=TRIALS[,R[,SEED]]"} {
		if !strings.Contains(h, want) {
			t.Errorf("help lacks %q:\n%s", want, h)
		}
	}
	for _, f := range Flags() {
		if f.Help == "" || f.Set == nil {
			t.Errorf("flag %s lacks help or setter", f.Spelling())
		}
	}
}

// FuzzParseArgs checks that ParseArgs never panics and that the canonical
// form of whatever it accepts (Args) parses to the same options
// and so to the same canonical form.
func FuzzParseArgs(f *testing.F) {
	for _, s := range []string{"-r -V -of=11 -f11 -n x.txt", "-rL -FF -s10,2,3 --max 3 --time=2s", "-oR@1,2,3=4:a@5,1,2,3", "--fila 3,4 -- -r", "-p0 -P1 -v2 -u -M --auto"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		o, _, err := ParseArgs(strings.Fields(line))
		if err != nil {
			return
		}
		canon := Args(o)
		o2, rest, err := ParseArgs(canon)
		if err != nil || len(rest) != 0 {
			t.Fatalf("canonical %q of %q: %v, rest %q", canon, line, err, rest)
		}
		if again := Args(o2); !reflect.DeepEqual(again, canon) {
			t.Fatalf("%q: canonical %q, then %q", line, canon, again)
		}
		// The canonical flags give the same options back: a lossy Args,
		// dropping an option, would otherwise still be stable.
		if !reflect.DeepEqual(o2, o) {
			t.Fatalf("%q parses as\n%+v\nits canonical %q as\n%+v", line, o, canon, o2)
		}
	})
}

// TestParseArgsConf checks --conf FILE: polycube 1.2.1's configuration
// file of NAME=VALUE lines, whose options the command line's override,
// and its errors.
func TestParseArgsConf(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	conf := func(name, text string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	good := conf("good.conf", "# polycube's options\nunique = 1\nredundancyFilter=L  # the L\n\norder=e=11:f=3\nmch=0\ninputFile=a.txt\nvolumeFilter=5\n")
	for _, tc := range []struct {
		args []string
		want solver.Options
		rest []string
	}{
		{[]string{"--conf", good}, solver.Options{Search: solver.Search{Unique: true, Redundancy: true, RedundancyPiece: "L", VolumeFilter: true, VolumeFilterRepeat: 5,
			Order: []solver.OrderStep{{Heuristic: solver.Estimate, Remaining: 11}, {Heuristic: solver.First, Remaining: 3}}}}, []string{"a.txt"}},
		// The command line's options and files win.
		{[]string{"-u0", "-os", "-rX", "--conf=" + good, "b.txt"}, solver.Options{Search: solver.Search{Redundancy: true, RedundancyPiece: "X", VolumeFilter: true, VolumeFilterRepeat: 5,
			Order: []solver.OrderStep{{Heuristic: solver.MinFit}}}}, []string{"b.txt"}},
	} {
		got, rest, err := ParseArgs(tc.args)
		if err != nil {
			t.Errorf("ParseArgs(%q): %v", tc.args, err)
			continue
		}
		if !reflect.DeepEqual(got, tc.want) || !reflect.DeepEqual(rest, tc.rest) {
			t.Errorf("ParseArgs(%q) = %+v, %q; want %+v, %q", tc.args, got, rest, tc.want, tc.rest)
		}
	}
	for _, tc := range []struct{ text, want string }{
		{"info\n", `:1: expected NAME=VALUE, got "info"`},
		{"uniq=1\n", `:1: unknown option "uniq" (a configuration file takes polycube's long option names in full)`},
		{"unique=1\nunique=0\n", `:2: option "unique" given twice`},
		{"unique=maybe\n", `:1: unique: expected 1 or 0 (true or false, yes or no, on or off), got "maybe"`},
		// A section puts its name before the names after it.
		{"[x]\nunique=1\n", `:2: unknown option "x.unique" (a configuration file takes polycube's long option names in full)`},
	} {
		path := conf("bad.conf", tc.text)
		_, _, err := ParseArgs([]string{"--conf", path})
		if want := "option --conf: " + path + tc.want; err == nil || err.Error() != want {
			t.Errorf("conf %q: error %v, want %q", tc.text, err, want)
		}
	}
	// As in 1.2.1: a section alone sets nothing, an empty boolean value
	// is on, and the lines of the options the command line gives are
	// not read (a value twice, or a bad one, is no error there).
	for _, tc := range []struct {
		args []string
		text string
		want solver.Options
	}{
		{nil, "[x]\n", solver.Options{}},
		{nil, "unique=\n", solver.Options{Search: solver.Search{Unique: true}}},
		{[]string{"-u"}, "unique=1\nunique=maybe\n", solver.Options{Search: solver.Search{Unique: true}}},
		{[]string{"f.txt"}, "inputFile=a\ninputFile=\n", solver.Options{}},
	} {
		path := conf("skip.conf", tc.text)
		got, _, err := ParseArgs(append([]string{"--conf", path}, tc.args...))
		if err != nil || !reflect.DeepEqual(got, tc.want) {
			t.Errorf("conf %q, %q: %+v, %v; want %+v", tc.text, tc.args, got, err, tc.want)
		}
	}
	if _, _, err := ParseArgs([]string{"--conf", filepath.Join(dir, "none.conf")}); err == nil || !strings.Contains(err.Error(), "reading the configuration file") {
		t.Errorf("a missing configuration file: error %v", err)
	}
	// A value the file gives is checked where the flag is defined.
	path := conf("val.conf", "volumeFilter=x\n")
	if _, _, err := ParseArgs([]string{"--conf", path}); err == nil || !strings.Contains(err.Error(), `expected a number of remaining pieces (a whole number, at least 1), got "x"`) {
		t.Errorf("a bad value in the configuration file: error %v", err)
	}
}
