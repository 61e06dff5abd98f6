package classic

import (
	"fmt"
	"os"
	"strings"

	"polyplay/solver/flags"
	"polyplay/solver/polycube"
)

// Sample is -s's Monte Carlo sampling: T trials, each ended at R pieces
// left, the random numbers seeded with Seed.
type Sample struct{ Trials, Range, Seed int }

// Config is polycube 1.2.1's configuration: its options, with its
// defaults.
type Config struct {
	Bruijn, Emch, Mch int
	Format            polycube.OutputFormat
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

func intOpt(dst func(*Config) *int) func(*Config, string) error {
	return func(c *Config, v string) error {
		n, err := flags.ParseInt(v)
		*dst(c) = n
		return err
	}
}

func boolOpt(dst func(*Config) *bool) func(*Config, string) error {
	return func(c *Config, v string) error {
		b, err := flags.ParseBool(v)
		*dst(c) = b
		return err
	}
}

// setters set each of polycube 1.2.1's options (flags.Options121)
// in a Config, by long name.
var setters = map[string]func(c *Config, v string) error{
	"bruijn": intOpt(func(c *Config) *int { return &c.Bruijn }),
	"emch":   intOpt(func(c *Config) *int { return &c.Emch }),
	"format": func(c *Config, v string) error {
		w, err := flags.Word121(v)
		if err != nil {
			return err
		}
		c.Format, err = polycube.ParseOutputFormat(w)
		return err
	},
	"fitFilter": intOpt(func(c *Config) *int { return &c.FitFilter }),
	"goal":      intOpt(func(c *Config) *int { return &c.Goal }),
	"info":      boolOpt(func(c *Config) *bool { return &c.Info }),
	"mch":       intOpt(func(c *Config) *int { return &c.Mch }),
	"order": func(c *Config, v string) error {
		w, err := flags.Word121(v)
		if err != nil {
			return err
		}
		c.Order, err = parseOrder(w)
		return err
	},
	"parityBacktrack":       boolOpt(func(c *Config) *bool { return &c.ParityBacktrack }),
	"parityFilter":          intOpt(func(c *Config) *int { return &c.ParityFilter }),
	"quiet":                 boolOpt(func(c *Config) *bool { return &c.Quiet }),
	"redundancyFilter":      func(c *Config, v string) error { c.RedundancyFilter = v; return nil },
	"redundancyFilterFirst": boolOpt(func(c *Config) *bool { return &c.RedundancyFilterFirst }),
	"sample": func(c *Config, v string) error {
		w, err := flags.Word121(v)
		if err != nil {
			return err
		}
		c.Sample, err = parseSample(w)
		return err
	},
	"trace":           intOpt(func(c *Config) *int { return &c.Trace }),
	"unique":          boolOpt(func(c *Config) *bool { return &c.Unique }),
	"volumeBacktrack": intOpt(func(c *Config) *int { return &c.VolumeBacktrack }),
	"volumeFilter":    intOpt(func(c *Config) *int { return &c.VolumeFilter }),
	"help":            boolOpt(func(c *Config) *bool { return &c.Help }),
	"version":         boolOpt(func(c *Config) *bool { return &c.Version }),
	"inputFile":       func(c *Config, v string) error { c.Files = append(c.Files, v); return nil },
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
	if s.Trials, err = flags.ParseInt(a); err != nil {
		return s, fmt.Errorf("sample %q: %v", v, err)
	}
	if s.Range, err = flags.ParseInt(b); err != nil {
		return s, fmt.Errorf("sample %q: %v", v, err)
	}
	if s.Seed, err = flags.ParseInt(c); err != nil {
		return s, fmt.Errorf("sample %q: %v", v, err)
	}
	return s, nil
}

// ParseArgs reads polycube 1.2.1's command line as it reads it, with
// 1.2.1's grammar (flags.Scan121: long options by any unambiguous
// beginning, values joined or next, each option once, the other
// arguments the files); --conf FILE reads NAME=VALUE lines for the
// options not given (flags.ReadConf121).
func ParseArgs(args []string) (*Config, error) {
	c := &Config{Format: polycube.OutputFormat{Puzzle: 'B', Piece: 'L'}, RedundancyFilter: "."}
	conf, seen, err := flags.Scan121(args, func(o *flags.Option121, v string, _ bool) error {
		if err := setters[o.Long](c, v); err != nil {
			return fmt.Errorf("option --%s: %v", o.Long, err)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	// 1.2.1 reads the file before it looks at --help and --version.
	if conf != "" {
		if err := readConf(c, conf, seen); err != nil {
			return nil, err
		}
	}
	return c, nil
}

// readConf sets, from a configuration file's NAME=VALUE lines, the
// options the command line did not give.
func readConf(c *Config, name string, seen map[string]bool) error {
	src, err := os.ReadFile(name)
	if err != nil {
		// polycube reads a file it cannot open or read (a
		// directory) as an empty one.
		return nil
	}
	return parseConf(c, src, name, seen)
}

func parseConf(c *Config, src []byte, name string, seen map[string]bool) error {
	return flags.ReadConf121(src, name, seen, func(o *flags.Option121, v string) error {
		return setters[o.Long](c, v)
	})
}

// infoConfig is -i's configuration block of c.
func (c *Config) infoConfig() polycube.InfoConfig {
	return polycube.InfoConfig{Bruijn: c.Bruijn, EMCH: c.Emch, Format: c.Format,
		FitFilter: c.FitFilter, Goal: c.Goal, Info: c.Info, MCH: c.Mch, Order: c.Order.String(),
		ParityBacktrack: c.ParityBacktrack, ParityFilter: c.ParityFilter, Quiet: c.Quiet,
		Redundancy: c.RedundancyFilter, RedundancyFirst: c.RedundancyFilterFirst,
		Sample: [3]int64{int64(c.Sample.Trials), int64(c.Sample.Range), int64(c.Sample.Seed)},
		Trace:  c.Trace, Unique: c.Unique, VolumeBacktrack: c.VolumeBacktrack, VolumeFilter: c.VolumeFilter}
}
