package flags

import (
	"fmt"
	"strconv"
	"strings"
)

// This file is polycube 1.2.1's option grammar, written once: its
// options (Options121) and its configuration file (scanConf, ReadConf121,
// ParseBool). Both modes read a command line with one reader, scan
// (args.go): the own mode with polyplay's flags, a superset (grouped
// switches, polyplay's options, 1.2.1's long names from Options121:
// PolycubeNames), polycube mode (package classic) through Scan121 with
// 1.2.1's options alone (flags121), and both use ValueArgs121 to tell
// --polycube from another option's value.

// Option121 is one of polycube 1.2.1's options.
type Option121 struct {
	// Long is its long name, Short its letter (0: none).
	Long  string
	Short byte
	// Implicit is the value an option given without one takes ("1" for
	// a switch, "-1" for a filter once); "" means it needs a value.
	Implicit string
	// File says that a configuration file may set it.
	File bool
}

// Options121 are polycube 1.2.1's options, in its order.
var Options121 = []Option121{
	{Long: "bruijn", Short: 'b', File: true},
	{Long: "emch", Short: 'e', File: true},
	{Long: "format", Short: 'f', File: true},
	{Long: "fitFilter", Short: 'F', Implicit: "-1", File: true},
	{Long: "goal", Short: 'g', File: true},
	{Long: "info", Short: 'i', Implicit: "1", File: true},
	{Long: "mch", Short: 'm', File: true},
	{Long: "order", Short: 'o', File: true},
	{Long: "parityBacktrack", Short: 'p', Implicit: "1", File: true},
	{Long: "parityFilter", Short: 'P', Implicit: "-1", File: true},
	{Long: "quiet", Short: 'q', Implicit: "1", File: true},
	{Long: "redundancyFilter", Short: 'r', Implicit: "#", File: true},
	{Long: "redundancyFilterFirst", Short: 'R', Implicit: "1", File: true},
	{Long: "sample", Short: 's', File: true},
	{Long: "trace", Short: 't', Implicit: "1", File: true},
	{Long: "unique", Short: 'u', Implicit: "1", File: true},
	{Long: "volumeBacktrack", Short: 'v', File: true},
	{Long: "volumeFilter", Short: 'V', Implicit: "-1", File: true},
	{Long: "conf"},
	{Long: "help", Implicit: "1"},
	{Long: "version", Implicit: "1"},
	{Long: "inputFile", File: true},
}

// The options Scan121 handles itself: the files (inputFile, which the
// arguments that are no option give too) and the configuration file.
var (
	input121 = &Options121[len(Options121)-1]
	conf121  = "conf"
)

// find121Short finds the option of a short name.
func find121Short(c byte) (*Option121, error) {
	for i := range Options121 {
		if Options121[i].Short == c {
			return &Options121[i], nil
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
func (o *Option121) takesNext(next string) bool {
	if o.Implicit == "" {
		if len(next) == 2 && next[0] == '-' {
			_, err := find121Short(next[1])
			return err != nil
		}
		return true
	}
	return !strings.HasPrefix(next, "-") || next == "-"
}

// flags121 are Options121 as the command line's flags (Flag), which
// scan reads for both modes: an option that needs a value is a
// RequiredArg, one with an implicit value an OptionalArg, each taking
// the next argument as 1.2.1 does (takesNext). --conf and --inputFile
// are scan's own. Their Set is nil: Scan121 hands the values on. It is
// made at each call, not at the package's start: the programs that read
// only polyplay's own options (the embed page) leave it out.
func flags121() []Flag {
	var flags []Flag
	for i := range Options121 {
		o := &Options121[i]
		if o.Long == conf121 || o == input121 {
			continue
		}
		f := Flag{Long: o.Long, Arg: RequiredArg, ArgName: "VALUE", Next: o.takesNext}
		if o.Short != 0 {
			f.Short = string(o.Short)
		}
		if o.Implicit != "" {
			f.Arg = OptionalArg
		}
		flags = append(flags, f)
	}
	return flags
}

// option121 is the option of one of flags121.
func option121(f *Flag) *Option121 {
	for i := range Options121 {
		if Options121[i].Long == f.Long {
			return &Options121[i]
		}
	}
	panic("polycube: no option --" + f.Long)
}

// Scan121 reads polycube 1.2.1's command line as it reads it and calls
// set for each option in turn with its value. It is scan, the own mode's
// reader, given 1.2.1's options alone (flags121): long options by any
// unambiguous beginning (--uniq), with =VALUE or the next argument;
// short ones with the value joined (-i1, -b12) or next (-b 12, and -m
// -3: takesNext); a switch's value is optional (-i, -i 1, -i0) and taken
// from the next argument if that does not start with -. To that, Scan121
// adds 1.2.1's rule of each option once, unless the second time takes
// the implicit value (-i1 -i, -r -r: explicit says whether the value was
// given). The other arguments, and those after --, are files
// (inputFile), set after the options. It returns --conf's file ("":
// none) and the options given, by long name, for ReadConf121.
func Scan121(args []string, set func(o *Option121, value string, explicit bool) error) (string, map[string]bool, error) {
	out, err := scan(args, flags121(), false)
	if err != nil {
		return "", nil, err
	}
	seen := map[string]bool{}
	for _, x := range out.settings {
		o, v, explicit := option121(x.flag), x.value, x.given
		if !explicit {
			v = o.Implicit
		}
		if seen[o.Long] && explicit {
			return "", nil, &ArgError{Index: x.index, Arg: x.arg, Msg: fmt.Sprintf("option --%s is given more than once", o.Long)}
		}
		seen[o.Long] = true
		if err := set(o, v, explicit); err != nil {
			return "", nil, err
		}
	}
	for _, f := range out.files {
		seen[input121.Long] = true
		if err := set(input121, f, true); err != nil {
			return "", nil, err
		}
	}
	conf := ""
	if out.conf != nil {
		seen[conf121], conf = true, out.conf.value
	}
	return conf, seen, nil
}

// ValueArgs121 reports, for each of args, whether polycube 1.2.1's
// command line (Scan121) takes it as an option's value rather than as an
// option or a file (-m --polycube), and returns the index of the -- that
// ends the options (len(args) without one). An unknown option takes no
// value.
func ValueArgs121(args []string) ([]bool, int) {
	out, _ := scan(args, flags121(), true)
	return out.values, out.end
}

// ReadConf121 reads polycube 1.2.1's configuration file src, named name,
// and calls set for each of its options that the command line did not
// give (seen, from Scan121): scanConf's lines, of the long names in full
// of the options a file may set.
func ReadConf121(src []byte, name string, seen map[string]bool, set func(o *Option121, value string) error) error {
	option := func(k string) *Option121 {
		for i := range Options121 {
			if Options121[i].Long == k && Options121[i].File {
				return &Options121[i]
			}
		}
		return nil
	}
	given := func(k string) bool { return seen[k] && option(k) != nil }
	return scanConf(src, name, given, func(_ int, k, v string) error {
		o := option(k)
		if o == nil {
			return fmt.Errorf("unknown option %q (a configuration file takes polycube's long option names in full)", k)
		}
		if err := set(o, v); err != nil {
			return fmt.Errorf("option %s: %v", k, err)
		}
		return nil
	})
}

// confBlanks are the blanks polycube 1.2.1 trims around a configuration
// file's lines, names and values.
const confBlanks = " \t\r\n"

// scanConf reads a configuration file in polycube 1.2.1's format, named
// name in its errors, for both modes: NAME=VALUE lines, blanks around
// both ignored, # starting a comment, a line [SECTION] putting SECTION.
// before the names after it; each name once (inputFile many times). The
// lines of the options the command line gave (given) are passed over,
// as 1.2.1 passes them over, unread. It calls set with each other line's
// number, name and value, and reports set's error at that line
// (name:line: ...).
func scanConf(src []byte, name string, given func(key string) bool, set func(line int, key, value string) error) error {
	seen := map[string]bool{}
	section := ""
	for n, s := range strings.Split(string(src), "\n") {
		line := n + 1
		if i := strings.IndexByte(s, '#'); i >= 0 {
			s = s[:i]
		}
		s = strings.Trim(s, confBlanks)
		if s == "" {
			continue
		}
		if len(s) >= 2 && s[0] == '[' && s[len(s)-1] == ']' {
			section = strings.TrimSuffix(s[1:len(s)-1], ".") + "."
			continue
		}
		k, v, ok := strings.Cut(s, "=")
		if !ok {
			return fmt.Errorf("%s:%d: expected NAME=VALUE, got %q", name, line, s)
		}
		k, v = section+strings.Trim(k, confBlanks), strings.Trim(v, confBlanks)
		if given(k) {
			continue
		}
		if k != input121.Long && seen[k] {
			return fmt.Errorf("%s:%d: option %q given twice", name, line, k)
		}
		seen[k] = true
		if err := set(line, k, v); err != nil {
			return fmt.Errorf("%s:%d: %v", name, line, err)
		}
	}
	return nil
}

// boolWords are polycube 1.2.1's boolean values, as "1" or "0": an empty
// value (-i and an empty argument, info= in a configuration file) is on.
var boolWords = map[string]string{"": "1", "1": "1", "true": "1", "yes": "1", "on": "1", "0": "0", "false": "0", "no": "0", "off": "0"}

// ParseBool reads one of polycube 1.2.1's boolean values (1 or 0, true
// or false, yes or no, on or off, in any case; empty is on), for both
// modes.
func ParseBool(v string) (bool, error) {
	b, ok := boolWords[strings.ToLower(v)]
	if !ok {
		return false, fmt.Errorf("expected 1 or 0 (true or false, yes or no, on or off), got %q", v)
	}
	return b == "1", nil
}

// blanks121 are the characters polycube 1.2.1 takes for blanks in a
// value: C's white space.
const blanks121 = " \t\n\v\f\r"

// Word121 reads the value of one of polycube 1.2.1's options that take
// one word, -o, -f and -s, for both modes: 1.2.1 refuses it empty or with
// a blank anywhere in it.
func Word121(v string) (string, error) {
	if v == "" || strings.ContainsAny(v, blanks121) {
		return "", fmt.Errorf("expected one word without blanks, got %q", v)
	}
	return v, nil
}

// ParseInt reads one of polycube 1.2.1's whole-number option values
// (-m, -e, -b, -v, -g, -t, the filters' levels), for both modes: a
// sign and digits, within a 32-bit int as 1.2.1's, no blanks.
func ParseInt(v string) (int, error) {
	n, err := strconv.ParseInt(v, 10, 32)
	if err != nil {
		return 0, fmt.Errorf("%q is not a whole number from %d to %d", v, int32(-1<<31), int32(1<<31-1))
	}
	return int(n), nil
}
