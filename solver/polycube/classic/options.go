package classic

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"polyplay/solver/polycube"
)

// Format is -f's output format: the puzzle's ('B' brief, 'F' full, 'S'
// sub-puzzle) and the pieces' ('L' layout, 'C' coordinates).
type Format struct{ Puzzle, Piece byte }

// Sample is -s's Monte Carlo sampling: T trials, each ended at R pieces
// left, the random numbers seeded with Seed.
type Sample struct{ Trials, Range, Seed int }

// Config is polycube 1.2.1's configuration: its options, with its
// defaults.
type Config struct {
	Bruijn, Emch, Mch int
	Format            Format
	// FitFilter, ParityFilter, VolumeFilter: the fewest pieces left at
	// which the filter runs; 0 is off, -1 once before the search.
	FitFilter, ParityFilter, VolumeFilter int
	Goal                                  int
	Info, Quiet, ParityBacktrack, Unique  bool
	// RedundancyFilterFirst is accepted and shown, as polycube 1.2.1
	// accepts and shows it; its search does not use it.
	RedundancyFilterFirst bool
	Order                 orderSpec
	// RedundancyFilter is the piece to constrain: "." none, "#" chosen.
	RedundancyFilter string
	Sample           Sample
	Trace            int
	VolumeBacktrack  int
	Files            []string
	Help, Version    bool
}

// optKind is how an option takes its value.
type optKind int

const (
	valueRequired optKind = iota // a value, joined or the next argument
	valueImplicit                // a value if one follows, else the implicit one
)

type option struct {
	long     string
	short    byte
	kind     optKind
	implicit string
	file     bool // may be set in a --conf file
	set      func(c *Config, v string) error
}

func boolValue(v string) (bool, error) {
	switch strings.ToLower(v) {
	case "on", "yes", "1", "true":
		return true, nil
	case "off", "no", "0", "false":
		return false, nil
	}
	return false, fmt.Errorf("%q is not a boolean: on or off, yes or no, 1 or 0, true or false", v)
}

func intValue(v string) (int, error) {
	n, err := strconv.ParseInt(strings.TrimSpace(v), 10, 32)
	if err != nil || strings.TrimSpace(v) != v {
		return 0, fmt.Errorf("%q is not an integer", v)
	}
	return int(n), nil
}

func intOpt(dst func(*Config) *int) func(*Config, string) error {
	return func(c *Config, v string) error {
		n, err := intValue(v)
		*dst(c) = n
		return err
	}
}

func boolOpt(dst func(*Config) *bool) func(*Config, string) error {
	return func(c *Config, v string) error {
		b, err := boolValue(v)
		*dst(c) = b
		return err
	}
}

// options are polycube 1.2.1's, in its order.
var options = []option{
	{long: "bruijn", short: 'b', file: true, set: intOpt(func(c *Config) *int { return &c.Bruijn })},
	{long: "emch", short: 'e', file: true, set: intOpt(func(c *Config) *int { return &c.Emch })},
	{long: "format", short: 'f', file: true, set: func(c *Config, v string) error {
		f, err := parseFormat(v)
		c.Format = f
		return err
	}},
	{long: "fitFilter", short: 'F', kind: valueImplicit, implicit: "-1", file: true, set: intOpt(func(c *Config) *int { return &c.FitFilter })},
	{long: "goal", short: 'g', file: true, set: intOpt(func(c *Config) *int { return &c.Goal })},
	{long: "info", short: 'i', kind: valueImplicit, implicit: "1", file: true, set: boolOpt(func(c *Config) *bool { return &c.Info })},
	{long: "mch", short: 'm', file: true, set: intOpt(func(c *Config) *int { return &c.Mch })},
	{long: "order", short: 'o', file: true, set: func(c *Config, v string) error {
		o, err := parseOrder(firstWord(v))
		c.Order = o
		return err
	}},
	{long: "parityBacktrack", short: 'p', kind: valueImplicit, implicit: "1", file: true, set: boolOpt(func(c *Config) *bool { return &c.ParityBacktrack })},
	{long: "parityFilter", short: 'P', kind: valueImplicit, implicit: "-1", file: true, set: intOpt(func(c *Config) *int { return &c.ParityFilter })},
	{long: "quiet", short: 'q', kind: valueImplicit, implicit: "1", file: true, set: boolOpt(func(c *Config) *bool { return &c.Quiet })},
	{long: "redundancyFilter", short: 'r', kind: valueImplicit, implicit: "#", file: true, set: func(c *Config, v string) error { c.RedundancyFilter = v; return nil }},
	{long: "redundancyFilterFirst", short: 'R', kind: valueImplicit, implicit: "1", file: true, set: boolOpt(func(c *Config) *bool { return &c.RedundancyFilterFirst })},
	{long: "sample", short: 's', file: true, set: func(c *Config, v string) error {
		s, err := parseSample(firstWord(v))
		c.Sample = s
		return err
	}},
	{long: "trace", short: 't', kind: valueImplicit, implicit: "1", file: true, set: intOpt(func(c *Config) *int { return &c.Trace })},
	{long: "unique", short: 'u', kind: valueImplicit, implicit: "1", file: true, set: boolOpt(func(c *Config) *bool { return &c.Unique })},
	{long: "volumeBacktrack", short: 'v', file: true, set: intOpt(func(c *Config) *int { return &c.VolumeBacktrack })},
	{long: "volumeFilter", short: 'V', kind: valueImplicit, implicit: "-1", file: true, set: intOpt(func(c *Config) *int { return &c.VolumeFilter })},
	{long: "conf", set: nil},
	{long: "help", kind: valueImplicit, implicit: "1", set: boolOpt(func(c *Config) *bool { return &c.Help })},
	{long: "version", kind: valueImplicit, implicit: "1", set: boolOpt(func(c *Config) *bool { return &c.Version })},
	{long: "inputFile", file: true, set: func(c *Config, v string) error { c.Files = append(c.Files, v); return nil }},
}

func firstWord(v string) string {
	if f := strings.Fields(v); len(f) > 0 {
		return f[0]
	}
	return ""
}

func parseFormat(v string) (Format, error) {
	v = firstWord(v)
	f := Format{Puzzle: 'B', Piece: 'L'}
	bad := fmt.Errorf("output format %q: one of B, F, S (brief, full, sub-puzzle) and one of L, C (layout, coordinates)", v)
	if len(v) > 2 {
		return f, bad
	}
	var zset, cset bool
	for _, ch := range strings.ToUpper(v) {
		switch ch {
		case 'B', 'F', 'S':
			if zset {
				return f, bad
			}
			zset, f.Puzzle = true, byte(ch)
		case 'L', 'C':
			if cset {
				return f, bad
			}
			cset, f.Piece = true, byte(ch)
		default:
			return f, bad
		}
	}
	return f, nil
}

func parseSample(v string) (Sample, error) {
	var s Sample
	bad := fmt.Errorf("sample %q: the form is T,R,S (trials, pieces left, seed)", v)
	a, rest, ok := strings.Cut(v, ",")
	if !ok {
		return s, bad
	}
	b, c, ok := strings.Cut(rest, ",")
	if !ok {
		return s, bad
	}
	var err error
	if s.Trials, err = intValue(a); err != nil {
		return s, fmt.Errorf("sample %q: %v", v, err)
	}
	if s.Range, err = intValue(b); err != nil {
		return s, fmt.Errorf("sample %q: %v", v, err)
	}
	if s.Seed, err = intValue(c); err != nil {
		return s, fmt.Errorf("sample %q: %v", v, err)
	}
	return s, nil
}

// findLong finds the option a long name names: the option of that name,
// or the one option it begins.
func findLong(name string) (*option, error) {
	var found []*option
	for i := range options {
		o := &options[i]
		if o.long == name {
			return o, nil
		}
		if strings.HasPrefix(o.long, name) {
			found = append(found, o)
		}
	}
	switch len(found) {
	case 0:
		return nil, fmt.Errorf("unknown option --%s", name)
	case 1:
		return found[0], nil
	}
	names := make([]string, len(found))
	for i, o := range found {
		names[i] = "--" + o.long
	}
	return nil, fmt.Errorf("option --%s is ambiguous: %s", name, strings.Join(names, ", "))
}

func findShort(c byte) (*option, error) {
	for i := range options {
		if options[i].short == c {
			return &options[i], nil
		}
	}
	return nil, fmt.Errorf("unknown option -%c", c)
}

// takesNext reports whether o, given without a joined value, takes the
// next argument as its value, as polycube 1.2.1 (Boost's parser) does:
// an option that needs a value takes the next argument whatever it is
// (-m -3, -s -1,2,3, -o -x, --mch --info, -m --), unless it is a short
// option's name alone (-m -i: the value is missing); a switch or an
// option with an implicit value (-i, -r, -V) takes it only if it does not
// start with - (or is - itself).
func takesNext(o *option, next string) bool {
	if o.kind == valueRequired {
		if len(next) == 2 && next[0] == '-' {
			_, err := findShort(next[1])
			return err != nil
		}
		return true
	}
	return !strings.HasPrefix(next, "-") || next == "-"
}

// ValueArgs reports, for each of args, whether polycube 1.2.1's command
// line (ParseArgs) takes it as an option's value rather than as an
// option or a file (-m --polycube), and returns the index of the -- that
// ends the options (len(args) without one). An unknown option takes no
// value.
func ValueArgs(args []string) ([]bool, int) {
	values := make([]bool, len(args))
	for i := 0; i < len(args); i++ {
		a := args[i]
		var o *option
		var err error
		switch {
		case a == "--":
			return values, i
		case strings.HasPrefix(a, "--") && !strings.Contains(a, "="):
			o, err = findLong(a[2:])
		case len(a) == 2 && a[0] == '-' && a[1] != '-':
			o, err = findShort(a[1])
		default:
			continue // a file, or an option with its value joined
		}
		if err == nil && i+1 < len(args) && takesNext(o, args[i+1]) {
			i++
			values[i] = true
		}
	}
	return values, len(args)
}

// ParseArgs reads polycube 1.2.1's command line as it reads it: long
// options by any unambiguous beginning (--uniq), with =VALUE or the next
// argument; short ones with the value joined (-i1, -b12) or next (-b 12,
// and -m -3: takesNext); a switch's value is optional (-i, -i 1, -i0)
// and taken from the next argument if that does not start with -; each option once; the other
// arguments are the files; --conf FILE reads NAME=VALUE lines for the
// options not given.
func ParseArgs(args []string) (*Config, error) {
	c := &Config{Format: Format{'B', 'L'}, RedundancyFilter: "."}
	seen := map[string]bool{}
	conf := ""
	// apply sets o to v; explicit says v was given, not o's implicit
	// value. As in polycube, an option given twice is an error unless
	// the second time takes the implicit value (-i1 -i, -r -r).
	apply := func(o *option, v string, explicit bool) error {
		if seen[o.long] && explicit && o.long != "inputFile" {
			return fmt.Errorf("option --%s is given more than once", o.long)
		}
		seen[o.long] = true
		if o.long == "conf" {
			conf = v
			return nil
		}
		if err := o.set(c, v); err != nil {
			return fmt.Errorf("option --%s: %v", o.long, err)
		}
		return nil
	}
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			for _, f := range args[i+1:] {
				if err := apply(&options[len(options)-1], f, true); err != nil {
					return nil, err
				}
			}
			break
		}
		var o *option
		var v string
		joined := false
		var err error
		switch {
		case strings.HasPrefix(a, "--"):
			name, val, has := strings.Cut(a[2:], "=")
			if o, err = findLong(name); err != nil {
				return nil, err
			}
			v, joined = val, has
		case len(a) > 1 && a[0] == '-':
			if o, err = findShort(a[1]); err != nil {
				return nil, err
			}
			v, joined = a[2:], len(a) > 2
		default:
			if err := apply(&options[len(options)-1], a, true); err != nil {
				return nil, err
			}
			continue
		}
		explicit := true
		if !joined {
			next := i+1 < len(args) && takesNext(o, args[i+1])
			switch {
			case next:
				i++
				v = args[i]
			case o.kind == valueImplicit:
				v, explicit = o.implicit, false
			default:
				return nil, fmt.Errorf("option --%s needs a value", o.long)
			}
		}
		if err := apply(o, v, explicit); err != nil {
			return nil, err
		}
	}
	if conf != "" && !c.Help && !c.Version {
		if err := readConf(c, conf, seen); err != nil {
			return nil, err
		}
	}
	return c, nil
}

// readConf sets, from a configuration file's NAME=VALUE lines, the
// options the command line did not give.
func readConf(c *Config, name string, seen map[string]bool) error {
	f, err := os.Open(name)
	if err != nil {
		// polycube reads a file it cannot open as an empty one.
		return nil
	}
	defer f.Close()
	return parseConf(c, f, name, seen)
}

func parseConf(c *Config, in io.Reader, name string, seen map[string]bool) error {
	sc := bufio.NewScanner(in)
	line := 0
	confSeen := map[string]bool{}
	for sc.Scan() {
		line++
		s := sc.Text()
		if i := strings.IndexByte(s, '#'); i >= 0 {
			s = s[:i]
		}
		s = strings.TrimSpace(s)
		if s == "" {
			continue
		}
		if strings.HasPrefix(s, "[") {
			return fmt.Errorf("%s:%d: sections are not supported: %s", name, line, s)
		}
		k, v, ok := strings.Cut(s, "=")
		if !ok {
			return fmt.Errorf("%s:%d: a setting is NAME=VALUE: %s", name, line, s)
		}
		k, v = strings.TrimSpace(k), strings.TrimSpace(v)
		var o *option
		for i := range options {
			if options[i].long == k && options[i].file {
				o = &options[i]
			}
		}
		if o == nil {
			return fmt.Errorf("%s:%d: unknown option %s", name, line, k)
		}
		if o.long != "inputFile" && confSeen[k] {
			return fmt.Errorf("%s:%d: option %s is given more than once", name, line, k)
		}
		confSeen[k] = true
		if seen[k] {
			continue
		}
		if err := o.set(c, v); err != nil {
			return fmt.Errorf("%s:%d: option %s: %v", name, line, k, err)
		}
	}
	return sc.Err()
}

// infoConfig is -i's configuration block of c.
func (c *Config) infoConfig() polycube.InfoConfig {
	return polycube.InfoConfig{Bruijn: c.Bruijn, EMCH: c.Emch, Format: polycube.OutputFormat{Puzzle: c.Format.Puzzle, Piece: c.Format.Piece},
		FitFilter: c.FitFilter, Goal: c.Goal, Info: c.Info, MCH: c.Mch, Order: c.Order.String(),
		ParityBacktrack: c.ParityBacktrack, ParityFilter: c.ParityFilter, Quiet: c.Quiet,
		Redundancy: c.RedundancyFilter, RedundancyFirst: c.RedundancyFilterFirst,
		Sample: [3]int64{int64(c.Sample.Trials), int64(c.Sample.Range), int64(c.Sample.Seed)},
		Trace:  c.Trace, Unique: c.Unique, VolumeBacktrack: c.VolumeBacktrack, VolumeFilter: c.VolumeFilter}
}
