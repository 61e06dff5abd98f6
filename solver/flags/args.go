// Package flags is polyplay's option grammar: the one table of the
// solver's command-line flags (Flags), which both parses a command line
// into the solver's Options (ParseArgs; with a program's own flags,
// ParseArgsWith) and spells Options back as flags (Args), and describes
// them for help texts (FlagHelp). It reads the options of Matt Busche's
// polycube 1.2.1 and 2.0, as "Solving Polyomino and Polycube Puzzles"
// and "FILA" give them, and polycube 1.2.1's own grammar (Options121,
// Scan121, ReadConf121, ParseBool, ParseInt), which polycube mode
// (package classic) parses with. The command line, the page and the
// workers all parse options here; the solver's engine (package solver)
// knows nothing of command lines.
package flags

import (
	"errors"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"polyplay/solver"
	"polyplay/solver/polycube"
)

// ArgKind says whether a command-line flag takes a value.
type ArgKind int

// Flag value kinds.
const (
	// NoArg flags take no value: -n, --nof.
	NoArg ArgKind = iota
	// RequiredArg flags take a value, joined to a short flag or after it
	// (-f11, -f 11) and after = or as the next argument for a long flag
	// (--fila=11, --fila 11).
	RequiredArg
	// OptionalArg flags take a value only when it is joined: -r or -rL,
	// --redundancy or --redundancy=L, or, where the flag's Next accepts
	// it, as the next argument (-r L, -p 5).
	OptionalArg
	// BoolArg flags are switches. As short flags they take no value and
	// may be grouped (-iq is -i -q); the long form also takes polycube's
	// boolean value (--info=1, --unique=0: 1 or 0, true or false, yes or
	// no, on or off). Set receives "1" or "0".
	BoolArg
)

// Flag describes one command-line option. The solver's own flags are
// listed by Flags; callers such as the command line add their own with
// ParseArgsWith.
type Flag struct {
	// Short is the one-letter short form without the dash ("r"), or "".
	Short string
	// Long is the long form without the dashes ("redundancy"), or "".
	Long string
	// Arg says whether the flag takes a value; ArgName names it in help
	// texts ("N", "NAME").
	Arg     ArgKind
	ArgName string
	// Help is a one-line description.
	Help string
	// Spell, if set, replaces the spellings Spelling derives.
	Spell string
	// Alias is polycube's long name for the flag, where it differs from
	// Long and takes the same values ("redundancyFilter"; the filters
	// take polycube's -1, once before the search); it is accepted but not
	// shown.
	Alias string
	// Next, for an OptionalArg flag given without a joined value, says
	// whether the following argument is its value rather than a file
	// (-r L, -p 5); nil takes values only when joined. For a RequiredArg
	// flag it says whether the next argument is its value rather than a
	// missing one; nil takes any but a short option's name alone (-m -i,
	// as in 1.2.1).
	Next func(next string) bool
	// Args, if set, spells the flag back from the solver's options: the
	// arguments that give o's value of what the flag sets, none where o
	// has the default (see Args).
	Args func(o solver.Options) []string
	// Set applies the flag to the command line's settings: the solver's
	// Options and what is settled once all flags are read. value is the
	// flag's value and given says whether one was given (always true for
	// RequiredArg, false for NoArg). A returned error is reported naming
	// the flag.
	Set func(s *Settings, value string, given bool) error
}

// Spelling returns the flag's spellings for help texts, e.g.
// "-f N, --fila=N" or "-r, -rNAME, --redundancy[=NAME]".
func (f Flag) Spelling() string {
	if f.Spell != "" {
		return f.Spell
	}
	var parts []string
	if f.Short != "" {
		switch f.Arg {
		case NoArg, BoolArg:
			parts = append(parts, "-"+f.Short)
		case RequiredArg:
			parts = append(parts, "-"+f.Short+" "+f.ArgName)
		case OptionalArg:
			parts = append(parts, "-"+f.Short, "-"+f.Short+f.ArgName)
		}
	}
	if f.Long != "" {
		switch f.Arg {
		case NoArg:
			parts = append(parts, "--"+f.Long)
		case BoolArg:
			parts = append(parts, "--"+f.Long+"[=1|0]")
		case RequiredArg:
			parts = append(parts, "--"+f.Long+"="+f.ArgName)
		case OptionalArg:
			parts = append(parts, "--"+f.Long+"[="+f.ArgName+"]")
		}
	}
	return strings.Join(parts, ", ")
}

// ArgError is a command-line error: the argument at Index of the
// arguments, Arg, and what was wrong with it.
type ArgError struct {
	Index int
	Arg   string
	Msg   string
}

// Error formats the error as "option ARG: MSG".
func (e *ArgError) Error() string {
	return fmt.Sprintf("option %s: %s", e.Arg, e.Msg)
}

// count parses a whole number of at least lo.
func count(value, what string, lo int) (int, error) {
	n, err := strconv.Atoi(value)
	if err != nil || n < lo {
		return 0, fmt.Errorf("expected %s (a whole number, at least %d), got %q", what, lo, value)
	}
	return n, nil
}

// SetCount returns a Flag.Set that parses a whole number of at least lo
// into *dst; what names the number in the error ("a number of remaining
// pieces").
func SetCount(dst *int, what string, lo int) func(*Settings, string, bool) error {
	return func(_ *Settings, v string, _ bool) (err error) {
		*dst, err = count(v, what, lo)
		return err
	}
}

// solverFlags are the options ParseArgs knows, in help order.
var solverFlags = []Flag{
	{Short: "r", Long: "redundancy", Alias: "redundancyFilter", Arg: OptionalArg, ArgName: "NAME", Next: pieceArg,
		Args:  spellRedundancy,
		Spell: "-r, -rNAME, -r NAME, --redundancy[=NAME]",
		Help:  "rotational redundancy filter: constrain one uniquely shaped piece (NAME, or one picked for you) so rotations of a solution are never found; -r NAME with a space takes NAME when it has 1 to 3 characters and no . / or \\ (else write -rNAME); NAME # picks a piece, . turns the filter off (polycube 1.2.1)",
		Set: func(o *Settings, v string, given bool) error {
			switch v {
			case "#":
				o.Redundancy, o.RedundancyPiece = true, ""
				return nil
			case ".":
				o.Redundancy, o.RedundancyPiece = false, ""
				return nil
			}
			if strings.ContainsAny(v, " \t,.#:=") {
				return fmt.Errorf("expected a piece name, got %q", v)
			}
			o.Redundancy, o.RedundancyPiece = true, v
			return nil
		}},
	{Short: "R", Long: "redundancy-first", Alias: "redundancyFilterFirst", Arg: BoolArg,
		Args: spellRedundancyFirst,
		Help: "with -r, DLX places the piece the redundancy filter constrains first (polycube 1.2.1's -R); where FILA would search from the top, DLX places that piece and FILA takes over below it",
		Set:  func(o *Settings, v string, _ bool) error { o.RedundancyFirst = v == "1"; return nil }},
	{Short: "u", Long: "unique", Arg: BoolArg,
		Args: spellUnique,
		Help: "unique filter: drop solutions that are rotations of ones already found",
		Set:  func(o *Settings, v string, _ bool) error { o.Unique = v == "1"; return nil }},
	{Short: "M", Long: "mirror", Arg: BoolArg,
		Args: spellMirror,
		Help: "mirror filter: keep one solution of each mirror-image pair",
		Set:  func(o *Settings, v string, _ bool) error { o.Mirror = v == "1"; return nil }},
	{Short: "V", Long: "volume-filter", Alias: "volumeFilter", Arg: OptionalArg, ArgName: "N", Next: isCount,
		Args:  spellVolumeFilter,
		Spell: "-V, -VN, -V N, --volume-filter[=N]",
		Help:  "volume filter: remove images that cut off a region no set of pieces can fill, once before the search; with N, again after each placement while at least N pieces remain",
		Set: func(o *Settings, v string, given bool) error {
			// No 0 (polycube's off): --auto, the default, would turn
			// the filter on all the same.
			o.VolumeFilter, o.VolumeFilterRepeat = true, 0
			if v == "" || v == "-1" { // -1: polycube's once
				return nil
			}
			n, err := count(v, "a number of remaining pieces", 1)
			o.VolumeFilterRepeat = n
			return err
		}},
	{Short: "v", Long: "volume-trigger", Alias: "volumeBacktrack", Arg: RequiredArg, ArgName: "N",
		Args: spellVolumeTrigger,
		Help: "volume backtrack: backtrack when a placement cuts off a region that cannot be filled, while at least N pieces remain (under DLX and FILA; 0 or less: off, as in polycube)",
		Set: func(o *Settings, v string, _ bool) error {
			n, err := ParseInt(v)
			if err != nil {
				return fmt.Errorf("expected a number of remaining pieces (0 or less: off), got %q", v)
			}
			o.VolumeTrigger, o.Given.VolumeTrigger = max(n, 0), n
			return nil
		}},
	{Short: "p", Long: "parity-trigger", Alias: "parityBacktrack", Arg: OptionalArg, ArgName: "N", Next: func(s string) bool { return isCount(s) || isBool(s) },
		Args:  spellParityTrigger,
		Spell: "-p, -pN, -p N, --parity-trigger[=N]",
		Help:  "parity backtrack: backtrack on parity violations while at least N pieces remain; under DLX and FILA; a bare -p checks at every level (polycube 1.2.1's -p, that is -p1, and its boolean values: -ptrue is -p1, -pfalse -p0); 0: off",
		Set: func(o *Settings, v string, given bool) (err error) {
			if v == "" {
				o.ParityTrigger = 1
				return nil
			}
			if b, ok := boolWords[strings.ToLower(v)]; ok && !isCount(v) {
				o.ParityTrigger = int(b[0] - '0')
				return nil
			}
			o.ParityTrigger, err = count(v, "a number of remaining pieces", 0)
			return err
		}},
	{Short: "P", Long: "parity-filter", Alias: "parityFilter", Arg: OptionalArg, ArgName: "N", Next: isCount,
		Args:  spellParityFilter,
		Spell: "-P, -PN, -P N, --parity-filter[=N]",
		Help:  "parity filter: remove images that break parity, once before the search (a bare -P, as in polycube); with N, after each placement while at least N pieces remain (DLX's placements only: FILA filters no images); 0: off, as in polycube",
		Set: func(o *Settings, v string, _ bool) (err error) {
			if v == "" || v == "-1" { // polycube's -1: once
				o.ParityFilterOnce, o.ParityFilter = true, 0
				return nil
			}
			o.ParityFilter, err = count(v, "a number of remaining pieces", 0)
			if o.ParityFilter == 0 {
				o.ParityFilterOnce = false
			}
			return err
		}},
	{Short: "F", Long: "fit-filter", Alias: "fitFilter", Arg: OptionalArg, ArgName: "N", Next: isCount,
		Args:  spellFitFilter,
		Spell: "-F, -FN, -F N, -FF, --fit-filter[=N|once|repeat]",
		Help:  "fit filter: remove images after which some hole or piece has no fit, once before the search; with N (polycube 1.2.1's -F N), again after each DLX placement while at least N pieces remain (more than the pieces: off, as in polycube); -FF (--fit-filter=repeat) repeats the first filter until nothing changes; 0: off",
		Set: func(o *Settings, v string, given bool) error {
			o.FitFilter, o.FitFilterRepeat, o.FitFilterAt = true, false, 0
			switch v {
			case "", "once", "-1": // -1: polycube's once
			case "F", "repeat":
				o.FitFilterRepeat = true
			case "0":
				o.FitFilter = false
			default:
				n, err := strconv.Atoi(v)
				if err != nil || n < 1 {
					return fmt.Errorf("expected -F, -FF, -F N (N pieces remaining, at least 1), --fit-filter=once or --fit-filter=repeat (or polycube's -1 for once, 0 for off), got value %q", v)
				}
				o.FitFilterAt = n
			}
			return nil
		}},
	{Short: "o", Long: "order", Arg: RequiredArg, ArgName: "H",
		Args: spellOrder,
		Help: "ordering heuristics: colon-separated H[=N] switches to heuristic H once N pieces remain, e.g. -oe=11:f=3; H is s (min fit), e (estimate), f (first hole), x y z X Y Z (min/max coordinate), R[@x,y,z] (radial), a[@deg[,x,y,z]] (angular)",
		Set: func(o *Settings, v string, _ bool) error {
			steps, err := solver.ParseOrder(v)
			if err != nil {
				return err
			}
			o.Order = append(o.Order, steps...)
			o.Given.Order = append(o.Given.Order, v)
			return nil
		}},
	filaFlag,
	{Short: "n", Long: "nof", Arg: OptionalArg, ArgName: "K",
		Args: spellNOF,
		Help: fmt.Sprintf("neighbour occupancy filtering for FILA; with K (1 to %d), each cell's image lists depend on the K cells its images cover most often instead of its neighbours (fewer no-fits, same search)", solver.MaxNOFCells),
		Set: func(o *Settings, v string, given bool) error {
			o.NOF, o.NOFCells = true, 0
			if !given || v == "" {
				return nil
			}
			n, err := strconv.Atoi(v)
			if err != nil || n < 1 || n > solver.MaxNOFCells {
				return fmt.Errorf("expected a number of cells from 1 to %d, got %q", solver.MaxNOFCells, v)
			}
			o.NOFCells = n
			return nil
		}},
	{Long: "memo", Arg: RequiredArg, ArgName: "N",
		Args: spellMemo,
		Help: "dead-end memo: FILA remembers the states below which it found no solution, while at least N pieces remain, and skips them when it meets them again (same solutions, fewer fits; 0 turns it off, also under --auto)",
		Set: func(o *Settings, v string, _ bool) error {
			n, err := strconv.Atoi(v)
			if err != nil || n < 0 || n == 1 {
				return fmt.Errorf("expected 0 (off) or a number of remaining pieces, at least 2, got %q", v)
			}
			o.Memo = n
			if n == 0 {
				o.Memo = -1
			}
			return nil
		}},
	legacyFlag("m", "mch", "MCH", "polycube 1.2.1's most-constrained-hole algorithm from N remaining pieces: FILA with the s heuristic (-m11 is -f11 -os=11)",
		func(g *Given) *int { return &g.MCH }),
	legacyFlag("e", "emch", "EMCH", "polycube 1.2.1's estimated-MCH algorithm from N remaining pieces: FILA with the e heuristic (-e6 is -f6 -oe=6)",
		func(g *Given) *int { return &g.EMCH }),
	legacyFlag("b", "bruijn", "de Bruijn", "polycube 1.2.1's de Bruijn algorithm from N remaining pieces: FILA with the f heuristic (-b4 is -f4 -of=4); -m11 -e6 -b4 together are -f11 -os=11:e=6:f=4",
		func(g *Given) *int { return &g.Bruijn }),
	{Short: "s", Long: "monte-carlo", Alias: "sample", Arg: RequiredArg, ArgName: "TRIALS[,R[,SEED]]",
		Args: spellMonteCarlo,
		Help: "Monte Carlo estimate: TRIALS runs with randomly ordered DLX rows, each ending when a piece is removed with R pieces remaining (R 0 or less: at the search's end); SEED makes it repeatable; TRIALS 0 or less: off",
		Set: func(o *Settings, v string, _ bool) error {
			parts := strings.Split(v, ",")
			if len(parts) > 3 {
				return fmt.Errorf("expected TRIALS[,R[,SEED]], got %q", v)
			}
			var g [3]int64
			for i, what := range []string{"a number of trials TRIALS", "a number of remaining pieces R", "a whole-number SEED"}[:len(parts)] {
				n, err := strconv.ParseInt(parts[i], 10, 64)
				if err != nil || i == 1 && n > 1<<31 {
					return fmt.Errorf("expected %s in TRIALS[,R[,SEED]], got %q", what, parts[i])
				}
				g[i] = n
			}
			o.Given.Sample = g
			// 1.2.1 runs no trials where TRIALS is 0 or less (its
			// search then ends where R would end a trial: not so here,
			// and a note says so); an R of 0 or less ends none.
			o.MCTrials, o.MCRemaining, o.MCSeed = g[0], int(max(g[1], 0)), g[2]
			if g[0] <= 0 {
				o.MCTrials, o.MCRemaining, o.MCSeed = 0, 0, 0 // off
			}
			if g[0] <= 0 && g[1] > 0 {
				o.Notes = append(o.Notes, fmt.Sprintf("-s %s: no Monte Carlo trials (TRIALS is %d); polycube 1.2.1 would end its search the first time a piece is removed with %d pieces left, polyplay searches to the end", v, g[0], g[1]))
			}
			return nil
		}},
	{Long: "max", Arg: RequiredArg, ArgName: "N",
		Args: spellMax,
		Help: "stop after N solutions (0: find all)",
		Set: func(o *Settings, v string, _ bool) error {
			n, err := strconv.ParseInt(v, 10, 64)
			if err != nil || n < 0 {
				return fmt.Errorf("expected a number of solutions (a whole number, at least 0), got %q", v)
			}
			o.MaxSolutions = n
			return nil
		}},
	{Long: "time", Arg: RequiredArg, ArgName: "DURATION",
		Args: spellTime,
		Help: "stop the search after DURATION (e.g. 90s, 1m30s; a bare number is seconds)",
		Set: func(o *Settings, v string, _ bool) error {
			d, err := time.ParseDuration(v)
			if err != nil {
				secs, ferr := strconv.ParseFloat(v, 64)
				if ferr != nil || !(secs > 0) || secs > 1e9 {
					return fmt.Errorf("expected a duration such as 90s or 1m30s, got %q", v)
				}
				d = time.Duration(secs * float64(time.Second))
			}
			if d <= 0 {
				return fmt.Errorf("expected a positive duration, got %q", v)
			}
			o.TimeLimit = d
			return nil
		}},
	{Long: "disassemble", Arg: BoolArg,
		Args: spellDisassemble,
		Help: "take each assembly apart by sliding pieces, as BurrTools does, and keep those that come apart, each with its level (puzzles of cubes and squares, and of triangular prisms); the command line writes the counts of assemblies and of solutions to standard error",
		Set:  func(o *Settings, v string, _ bool) error { o.Disassemble = v == "1"; return nil }},
	{Long: "auto", Arg: BoolArg,
		Args: spellAuto,
		Help: "pick the algorithm options for the puzzle automatically (the default when no algorithm option is given)",
		Set:  func(o *Settings, v string, _ bool) error { o.Auto = v == "1"; return nil }},
	{Long: "split", Arg: RequiredArg, ArgName: "N",
		Args: spellSplit,
		Help: "divide a parallel or partial search into branches where N pieces remain (default: a level with at least 2 branches per worker, or 256 per part)",
		Set: func(o *Settings, v string, _ bool) (err error) {
			o.Split, err = count(v, "a number of remaining pieces", 2)
			return err
		}},
	{Long: "part", Arg: RequiredArg, ArgName: "K/N",
		Args: spellPart,
		Help: "search only part K (0 to N-1) of N: the branches at the split level numbered K, K+N, K+2N, ...; the N parts' results add up to the whole search (polyplay merge)",
		Set: func(o *Settings, v string, _ bool) error {
			k, n, ok := strings.Cut(v, "/")
			part, err1 := strconv.Atoi(k)
			parts, err2 := strconv.Atoi(n)
			if !ok || err1 != nil || err2 != nil || parts < 1 || part < 0 || part >= parts {
				return fmt.Errorf("expected K/N with 0 <= K < N (part K of N), got %q", v)
			}
			o.Part, o.Parts = part, parts
			if parts == 1 {
				o.Parts = 0
			}
			return nil
		}},
}

// Flags returns the solver's command-line flags in help order.
func Flags() []Flag { return append([]Flag(nil), solverFlags...) }

// ParseArgs parses polycube-style options (see Flags) and returns them
// with the remaining non-option arguments, such as file names, in order.
// "--" ends the options; a lone "-" is an argument. Each option is a
// separate argument: short options take their value joined (-f11, -rL,
// -oe=11:f=3) or, when they require one, as the next argument (-f 11).
func ParseArgs(args []string) (solver.Options, []string, error) {
	return ParseArgsWith(args)
}

// ParseArgsWith is ParseArgs with extra flags, which take precedence over
// the solver's flags of the same spelling.
//
// The grammar is polycube 1.2.1's (its boost::program_options command
// line) and more: a long option may be shortened to a prefix of one
// name, and one of 1.2.1's names (PolycubeNames) wins over polyplay's
// own (--uniq is --unique, --m is --mch); a switch takes 1.2.1's boolean
// values joined (-i1, -q0, -uon) or as the next argument when it is one
// (-i 1, --info 0); --inputFile=FILE names a file; --conf FILE reads
// options from a file of NAME=VALUE lines in 1.2.1's configuration file
// format, where the command line's own options win.
func ParseArgsWith(args []string, extra ...Flag) (solver.Options, []string, error) {
	st, files, err := ParseSettings(args, extra...)
	if err != nil {
		return solver.Options{}, nil, err
	}
	return st.Options, files, nil
}

// ParseSettings is ParseArgsWith returning the whole settings read,
// with polycube 1.2.1's options as given (Settings.Given).
func ParseSettings(args []string, extra ...Flag) (*Settings, []string, error) {
	st := &Settings{}
	flags := append(append([]Flag(nil), extra...), solverFlags...)
	cmd, err := scanArgs(args, flags)
	if err != nil {
		return nil, nil, err
	}
	settings, files := cmd.settings, cmd.files
	if cmd.conf != nil {
		// The command line's options win over the file's, whose lines
		// of them are not read.
		given := map[*Flag]bool{}
		for _, x := range settings {
			given[x.flag] = true
		}
		conf, err := readConf(cmd.conf.value, flags, given, len(files) > 0)
		if err != nil {
			return nil, nil, &ArgError{Index: cmd.conf.index, Arg: cmd.conf.arg, Msg: err.Error()}
		}
		settings = append(conf.settings, settings...)
		if len(files) == 0 {
			files = conf.files
		}
	}
	for _, x := range settings {
		st.index, st.arg = x.index, x.arg
		if err := x.flag.Set(st, x.value, x.given); err != nil {
			return nil, nil, &ArgError{Index: x.index, Arg: x.arg, Msg: err.Error()}
		}
	}
	if err := st.resolve(); err != nil {
		return nil, nil, err
	}
	return st, files, nil
}

// PolycubeNames are polycube 1.2.1's long option names (Options121). A
// prefix of one of them stands for it (--uniq for --unique), as on
// 1.2.1's command line, before polyplay's own names are tried; a prefix
// of two is ambiguous, as there.
var PolycubeNames = func() []string {
	var names []string
	for _, o := range Options121 {
		names = append(names, o.Long)
	}
	slices.Sort(names)
	return names
}()

// setting is an option read, not yet applied: its flag and value, and
// the argument (or configuration file line) it came from.
type setting struct {
	flag  *Flag
	value string
	given bool
	index int
	arg   string
}

// scanned is a command line read: its settings in order, the files, and
// the --conf option if given; values marks the arguments taken as an
// option's value, and end is the index of the -- that ends the options
// (len(args) without one).
type scanned struct {
	settings []setting
	files    []string
	conf     *setting
	values   []bool
	end      int
}

// The long options the parser handles itself.
const (
	confName  = "conf"
	inputName = "inputFile"
)

// isBool reports whether s is one of polycube's boolean values.
func isBool(s string) bool { _, ok := boolWords[strings.ToLower(s)]; return ok }

// ValueArgs reports, for each of args, whether the parse (ParseArgsWith
// with the extra flags) takes it as an option's value rather than as an
// option or a file (-m --polycube, --library --polycube), and returns the
// index of the -- that ends the options (len(args) without one). An
// option it does not know takes no value, and it goes on after an error.
func ValueArgs(args []string, extra ...Flag) ([]bool, int) {
	flags := append(append([]Flag(nil), extra...), solverFlags...)
	out, _ := scan(args, flags, true)
	return out.values, out.end
}

// scanArgs reads the command line into settings without applying them.
func scanArgs(args []string, flags []Flag) (scanned, error) {
	return scan(args, flags, false)
}

// errEnd is the -- that ends the options.
var errEnd = errors.New("--")

// scan is scanArgs; lax goes on after an error, an unknown option taking
// no value (ValueArgs).
func scan(args []string, flags []Flag, lax bool) (scanned, error) {
	out := scanned{values: make([]bool, len(args)), end: len(args)}
	byShort := func(short string) *Flag {
		for i := range flags {
			if flags[i].Short == short {
				return &flags[i]
			}
		}
		return nil
	}
	var i int
	// arg reads args[i] (and the value it takes); errEnd ends the options.
	arg := func() error {
		a := args[i]
		if a == "--" {
			out.files = append(out.files, args[i+1:]...)
			out.end = i
			return errEnd
		}
		if len(a) < 2 || a[0] != '-' {
			out.files = append(out.files, a)
			return nil
		}
		fail := func(format string, v ...any) error {
			return &ArgError{Index: i, Arg: a, Msg: fmt.Sprintf(format, v...)}
		}
		if v, ok := nameless(a); ok {
			// --=VALUE is the argument VALUE, as in 1.2.1.
			if v == "" {
				return fail("--= names no option")
			}
			out.files = append(out.files, v)
			return nil
		}
		// next takes the following argument as f's value when f wants it.
		next := func(f *Flag) (string, bool) {
			if i+1 >= len(args) {
				return "", false
			}
			n := args[i+1]
			if v, ok := nameless(n); ok && v != "" && f.Arg != RequiredArg && f.Arg != NoArg {
				// --=VALUE is the argument VALUE, which an option
				// whose value is optional takes whatever it is, as
				// in 1.2.1 (-r --=-x).
				i++
				out.values[i] = true
				return v, true
			}
			// A short option's name alone is no value (-m -i), as in
			// 1.2.1; anything else is (-m -3, -s -1,2,3).
			shortName := len(n) == 2 && n[0] == '-' && byShort(n[1:]) != nil
			if f.Arg == RequiredArg && (f.Next == nil && !shortName || f.Next != nil && f.Next(n)) || f.Arg == BoolArg && isBool(n) || f.Arg == OptionalArg && f.Next != nil && f.Next(n) {
				i++
				out.values[i] = true
				return n, true
			}
			return "", false
		}
		add := func(f *Flag, value string, given bool) {
			out.settings = append(out.settings, setting{flag: f, value: value, given: given, index: i, arg: a})
		}
		if strings.HasPrefix(a, "--") {
			name, value, given := a[2:], "", false
			if j := strings.IndexByte(name, '='); j >= 0 {
				name, value, given = name[:j], name[j+1:], true
				if value == "" {
					// As in 1.2.1: an empty value is given as
					// the next argument (--info '').
					return fail("no value after the =: --%s=VALUE", name)
				}
			}
			full, f, err := findLong(name, flags)
			if err != nil {
				return fail("%v", err)
			}
			if full == confName || full == inputName {
				if !given {
					// A file's name is taken as 1.2.1 takes it: not
					// a short option's name alone (--conf -i).
					if i+1 >= len(args) || !input121.takesNext(args[i+1]) {
						return fail("--%s needs a value: --%s=FILE", full, full)
					}
					i++
					value, out.values[i] = args[i], true
				}
				switch {
				case full == inputName:
					out.files = append(out.files, value)
				case out.conf != nil:
					return fail("--conf is given more than once")
				default:
					out.conf = &setting{value: value, given: true, index: i, arg: a}
				}
				return nil
			}
			name = "--" + full
			switch {
			case f.Arg == NoArg && given:
				return fail("%s takes no value", name)
			case f.Arg == BoolArg:
				if !given {
					value, given = next(f)
				}
				b, err := parseBool(value, given)
				if err != nil {
					return fail("%s: %v", name, err)
				}
				value, given = b, true
			case !given:
				value, given = next(f)
				if f.Arg == RequiredArg && !given {
					return fail("%s needs a value: %s", name, f.Spelling())
				}
			}
			add(f, value, given)
			return nil
		}
		// Short flags: switches may be grouped (-iq); a flag that takes a
		// value takes the rest of the argument (-f11, -t-80), a switch a
		// boolean value (-i1, -q0).
		for group := a[1:]; group != ""; {
			name := "-" + group[:1]
			f := byShort(group[:1])
			if f == nil {
				if len(a) == 2 {
					return fail("unknown option")
				}
				return fail("unknown option %s", name)
			}
			value, given := group[1:], len(group) > 1
			group = ""
			switch f.Arg {
			case NoArg:
				group, value, given = value, "", false
			case BoolArg:
				switch {
				case given && isBool(value):
					value = boolWords[strings.ToLower(value)]
				case given:
					group, value = value, "1"
				default:
					v, taken := next(f)
					b, err := parseBool(v, taken)
					if err != nil {
						return fail("%s: %v", name, err)
					}
					value = b
				}
				given = true
			default:
				if !given {
					value, given = next(f)
					if f.Arg == RequiredArg && !given {
						return fail("%s needs a value: %s", name, f.Spelling())
					}
				}
			}
			add(f, value, given)
		}
		return nil
	}
	for i = 0; i < len(args); i++ {
		err := arg()
		if err == errEnd {
			break
		}
		if err != nil && !lax {
			return scanned{}, err
		}
	}
	return out, nil
}

// nameless reports whether a is --=VALUE, a long option without a name,
// and returns VALUE.
func nameless(a string) (string, bool) {
	return strings.CutPrefix(a, "--=")
}

// findLong finds the flag of a long option name: its full name as
// given, or a prefix of one of polycube 1.2.1's names, or of polyplay's.
// It returns the name found and its flag (nil for --conf and
// --inputFile, which the parser handles itself).
func findLong(name string, flags []Flag) (string, *Flag, error) {
	exact := func(n string) *Flag {
		for i := range flags {
			if flags[i].Long == n || flags[i].Alias == n {
				return &flags[i]
			}
		}
		return nil
	}
	if name == confName || name == inputName {
		return name, nil, nil
	}
	if f := exact(name); f != nil {
		return name, f, nil
	}
	if name == "" {
		return "", nil, fmt.Errorf("unknown option")
	}
	ambiguous := func(names []string) error {
		return fmt.Errorf("ambiguous: --%s is the start of --%s", name, strings.Join(names, ", --"))
	}
	var pc []string
	for _, n := range PolycubeNames {
		if strings.HasPrefix(n, name) {
			pc = append(pc, n)
		}
	}
	switch {
	case len(pc) == 1 && (pc[0] == confName || pc[0] == inputName || exact(pc[0]) != nil):
		return findLong(pc[0], flags)
	case len(pc) == 1:
		// 1.2.1's option is not one of this command line's (--trace
		// where the flags are the solver's alone): polyplay's names.
	case len(pc) > 1:
		return "", nil, ambiguous(pc)
	}
	// The flags of which name starts a name, each by its first such name.
	var found []*Flag
	var names []string
	for i := range flags {
		for _, n := range []string{flags[i].Long, flags[i].Alias} {
			if n != "" && strings.HasPrefix(n, name) && !slices.Contains(found, &flags[i]) {
				found, names = append(found, &flags[i]), append(names, n)
			}
		}
	}
	switch len(found) {
	case 0:
		return "", nil, fmt.Errorf("unknown option")
	case 1:
		return names[0], found[0], nil
	}
	return "", nil, ambiguous(names)
}

// readConf reads a configuration file in polycube 1.2.1's format
// (scanConf), of the long option names in full of 1.2.1 and of
// polyplay; inputFile=FILE names a file. The lines of the flags the
// command line gave (given), and of inputFile where it named files
// (files), are not read.
func readConf(path string, flags []Flag, given map[*Flag]bool, files bool) (scanned, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return scanned{}, fmt.Errorf("reading the configuration file: %v", err)
	}
	flag := func(name string) *Flag {
		var f *Flag
		for i := range flags {
			if name != "" && (flags[i].Long == name || flags[i].Alias == name) {
				f = &flags[i]
			}
		}
		return f
	}
	skip := func(name string) bool {
		if name == inputName {
			return files
		}
		f := flag(name)
		return f != nil && given[f] && name != "help" && name != "version"
	}
	var out scanned
	err = scanConf(src, path, skip, func(line int, name, value string) error {
		if name == inputName {
			out.files = append(out.files, value)
			return nil
		}
		f := flag(name)
		if f == nil || name == "help" || name == "version" {
			return fmt.Errorf("unknown option %q (a configuration file takes polycube's long option names in full)", name)
		}
		st := setting{flag: f, value: value, given: true, index: -1, arg: fmt.Sprintf("%s:%d: %s=%s", path, line, name, value)}
		switch f.Arg {
		case NoArg:
			if b, err := parseBool(value, true); err != nil || b != "1" {
				return fmt.Errorf("%s is a switch: give %s=1", name, name)
			}
			st.value, st.given = "", false
		case BoolArg:
			var err error
			if st.value, err = parseBool(value, true); err != nil {
				return fmt.Errorf("%s: %v", name, err)
			}
		}
		out.settings = append(out.settings, st)
		return nil
	})
	if err != nil {
		return scanned{}, err
	}
	return out, nil
}

// parseBool reads polycube's boolean option values (ParseBool); a
// switch given without one is on. It returns "1" or "0".
func parseBool(v string, given bool) (string, error) {
	if !given {
		return "1", nil
	}
	b, err := ParseBool(v)
	if err != nil {
		return "", err
	}
	if b {
		return "1", nil
	}
	return "0", nil
}

// isCount reports whether s is a whole number (the value of -p N).
func isCount(s string) bool {
	_, err := strconv.Atoi(s)
	return err == nil && s[0] != '-' && s[0] != '+'
}

// pieceArg reports whether s, following -r, is a piece name rather than
// a file: # or ., or 1 to 3 characters without - first and without . / \.
func pieceArg(s string) bool {
	if s == "#" || s == "." {
		return true
	}
	return s != "" && len(s) <= 3 && s[0] != '-' && !strings.ContainsAny(s, "./\\ \t,#:=")
}

// ParseFila reads 2.0's FILA thresholds: "11" or a comma list "11,5".
func ParseFila(v string) ([]int, error) {
	var out []int
	for _, s := range strings.Split(v, ",") {
		n, err := count(s, "a number of remaining pieces", 1)
		if err != nil {
			return nil, err
		}
		out = append(out, n)
	}
	return out, nil
}

// filaFlag is -f: polycube 2.0's FILA thresholds. 1.2.1's output formats
// (-fFL) are the command line's; here they are an error.
var filaFlag = Flag{Short: "f", Long: "fila", Arg: OptionalArg, ArgName: "N",
	Args:  spellFila,
	Spell: "-f N, -fN, --fila=N",
	Next:  func(s string) bool { _, err := ParseFila(s); return err == nil || polycube.IsOutputFormat(s) },
	Help:  "FILA: solve the remaining sub-puzzle with FILA each time N pieces remain (repeatable, or a comma list: -f11,5); a bare -f takes N from the largest -o switch (the FILA article's -of=17 -f)",
	Set: func(o *Settings, v string, given bool) error {
		if v == "" {
			o.filaBare = true
			o.legacyAt()
			return nil
		}
		if polycube.IsOutputFormat(v) {
			return fmt.Errorf("-f %s is polycube 1.2.1's output format, an option of the command line only; -f N is FILA", v)
		}
		n, err := ParseFila(v)
		o.Fila = append(o.Fila, n...)
		return err
	}}

// FilaFlag returns the -f flag, for a command line that reads 1.2.1's
// output formats itself and hands the FILA thresholds on.
func FilaFlag() Flag { return filaFlag }

// Settings is a command line as its flags set it: the solver's Options,
// and what is settled only once all flags are read (1.2.1's -m, -e, -b
// and a bare -f, which become FILA thresholds and heuristics) or is
// shown as given (Given). ParseSettings makes one for each command line
// it reads; nothing is kept between two.
type Settings struct {
	solver.Options
	// Given holds 1.2.1's options as the command line gave them, for
	// -i's configuration block.
	Given Given
	// Notes say where an option given is taken otherwise than 1.2.1
	// takes it.
	Notes []string

	// filaBare is a bare -f, which takes its threshold from -o.
	filaBare bool
	// legacyIndex and legacyArg locate the first of -m, -e, -b and a
	// bare -f, for errors; index and arg the flag being set.
	legacyIndex int
	legacyArg   string
	legacySet   bool
	index       int
	arg         string
}

// Given is polycube 1.2.1's options as given, where the solver's Options
// no longer tell: -m, -e, -b (which become FILA with heuristics, a
// negative value off), the -o values in order, and -v and -s as written
// (a negative value is off, as 0, and shown as given).
type Given struct {
	MCH, EMCH, Bruijn int
	Order             []string
	VolumeTrigger     int
	Sample            [3]int64
}

// legacyAt records where the first of the options resolved at the end
// was given.
func (s *Settings) legacyAt() {
	if !s.legacySet {
		s.legacyIndex, s.legacyArg, s.legacySet = s.index, s.arg, true
	}
}

// legacyFlag is one of 1.2.1's -m, -e, -b. A negative value is off, as
// in 1.2.1 (whose thresholds count pieces left, never fewer than 1).
func legacyFlag(short, long, algo, help string, field func(*Given) *int) Flag {
	return Flag{Short: short, Long: long, Arg: RequiredArg, ArgName: "N", Help: help,
		Set: func(s *Settings, v string, _ bool) error {
			n, err := ParseInt(v)
			if err != nil {
				return fmt.Errorf("expected a number of remaining pieces for %s (0 or less: off), got %q", algo, v)
			}
			*field(&s.Given) = n
			s.legacyAt()
			return nil
		}}
}

// resolve turns 1.2.1's -m, -e, -b into FILA with the equivalent
// heuristics, as the FILA article says polycube 2.0 recreates them: the
// thresholds are raised as 1.2.1 raised them (emch to at least bruijn,
// mch to at least emch); FILA takes over at the largest, with s (MCH)
// from mch, e (EMCH) from emch and f (de Bruijn) from bruijn pieces. A
// bare -f takes the largest -o switch.
func (s *Settings) resolve() error {
	if !s.legacySet {
		return nil
	}
	o, g := &s.Options, &s.Given
	fail := func(format string, v ...any) error {
		return &ArgError{Index: s.legacyIndex, Arg: s.legacyArg, Msg: fmt.Sprintf(format, v...)}
	}
	bruijn := max(g.Bruijn, 0)
	e := max(g.EMCH, bruijn)
	m := max(g.MCH, e)
	if m > 0 {
		for _, st := range o.Order {
			if st.Remaining > 0 && st.Remaining <= m {
				return fail("-o switches to %c at %d remaining pieces, where -m, -e or -b has FILA from %d: 1.2.1's -o ordered DLX only; give FILA's heuristics with -f N -o instead", st.Heuristic, st.Remaining, m)
			}
		}
		if m > e {
			o.Order = append(o.Order, solver.OrderStep{Heuristic: solver.MinFit, Remaining: m})
		}
		if e > bruijn {
			o.Order = append(o.Order, solver.OrderStep{Heuristic: solver.Estimate, Remaining: e})
		}
		if bruijn > 0 {
			o.Order = append(o.Order, solver.OrderStep{Heuristic: solver.First, Remaining: bruijn})
		}
		if !slices.Contains(o.Fila, m) {
			o.Fila = append(o.Fila, m)
		}
	}
	if s.filaBare {
		n := 0
		for _, st := range o.Order {
			n = max(n, st.Remaining)
		}
		if n == 0 {
			return fail("-f needs a number of remaining pieces (-f N), or an -o switch to take it from (-of=17 -f is -of=17 -f17)")
		}
		if !slices.Contains(o.Fila, n) {
			o.Fila = append(o.Fila, n)
		}
	}
	return nil
}

// FlagHelp formats flags for a help text: each flag's spellings on one
// line and its description, indented, on the next.
func FlagHelp(flags []Flag) string {
	var b strings.Builder
	for _, f := range flags {
		fmt.Fprintf(&b, "  %s\n        %s\n", f.Spelling(), f.Help)
	}
	return b.String()
}
