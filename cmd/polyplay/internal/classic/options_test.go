package classic

import (
	"strings"
	"testing"

	"polyplay/solver/polycube"
)

func TestParseArgs(t *testing.T) {
	for _, c := range []struct {
		args  string
		check func(*Config) bool
		err   string
	}{
		{args: "-i -q -- f.txt", check: func(c *Config) bool { return c.Info && c.Quiet && len(c.Files) == 1 }},
		{args: "-i1 -q0 -u1", check: func(c *Config) bool { return c.Info && !c.Quiet && c.Unique }},
		{args: "--uniq --inf=yes --quiet=OFF", check: func(c *Config) bool { return c.Unique && c.Info && !c.Quiet }},
		{args: "-b12 -e 10 --mch=11", check: func(c *Config) bool { return c.Bruijn == 12 && c.Emch == 10 && c.Mch == 11 }},
		{args: "-r", check: func(c *Config) bool { return c.RedundancyFilter == "#" }},
		{args: "-rX", check: func(c *Config) bool { return c.RedundancyFilter == "X" }},
		{args: "-r X f.txt", check: func(c *Config) bool { return c.RedundancyFilter == "X" && len(c.Files) == 1 }},
		{args: "-F -P 3 -V", check: func(c *Config) bool { return c.FitFilter == -1 && c.ParityFilter == 3 && c.VolumeFilter == -1 }},
		{args: "-fsc", check: func(c *Config) bool { return c.Format == polycube.OutputFormat{Puzzle: 'S', Piece: 'C'} }},
		{args: "-o xyz:f=3", check: func(c *Config) bool { return c.Order.String() == "xyz:f" }},
		{args: "-s 3,2,7", check: func(c *Config) bool { return c.Sample == Sample{3, 2, 7} }},
		{args: "-t-2", check: func(c *Config) bool { return c.Trace == -2 }},
		{args: "-i0 -i", check: func(c *Config) bool { return c.Info }},
		{args: "-- -i", check: func(c *Config) bool { return !c.Info && len(c.Files) == 1 && c.Files[0] == "-i" }},
		{args: "-i -i1", err: "more than once"},
		{args: "-q f.txt", err: "expected 1 or 0"},
		{args: "--in=1", err: "ambiguous"},
		{args: "-x", err: "option -x: unknown option"},
		{args: "-b", err: "needs a value"},
		{args: "-b x", err: "not a whole number"},
		{args: "-f Q", err: "output format"},
		{args: "-m 2147483648", err: "not a whole number"},
		{args: "-v -2147483648", check: func(c *Config) bool { return c.VolumeBacktrack == -1<<31 }},
		{args: "--conf -i", err: "option --conf: --conf needs a value"},
		{args: "--conf a --conf b", err: "--conf is given more than once"},
		{args: "-m -i", err: "option -m: -m needs a value"},
		{args: "-m -3 -e -2 -b -1 -v -1 -s -1,2,3", check: func(c *Config) bool {
			return c.Mch == -3 && c.Emch == -2 && c.Bruijn == -1 && c.VolumeBacktrack == -1 && c.Sample == Sample{-1, 2, 3}
		}},
		{args: "--conf --info", check: func(c *Config) bool { return !c.Info }},
		{args: "-s 3,2", err: "T,R,S"},
	} {
		cfg, err := ParseArgs(strings.Fields(c.args))
		switch {
		case c.err != "":
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("ParseArgs(%q): error %v, want one with %q", c.args, err, c.err)
			}
		case err != nil:
			t.Errorf("ParseArgs(%q): %v", c.args, err)
		case !c.check(cfg):
			t.Errorf("ParseArgs(%q) = %+v", c.args, cfg)
		}
	}
}

func TestParseConf(t *testing.T) {
	c, err := ParseArgs([]string{"-q0"})
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{"quiet": true}
	if err := parseConf(c, []byte("# comment\nquiet=1\ninfo = 1\norder=x\n"), "conf", seen); err != nil {
		t.Fatal(err)
	}
	if c.Quiet || !c.Info || c.Order.String() != "x" {
		t.Errorf("after the file: %+v; want quiet from the command line, info and order from the file", c)
	}
	if err := parseConf(c, []byte("nonsense=1\n"), "conf", seen); err == nil || !strings.Contains(err.Error(), "conf:1") {
		t.Errorf("an unknown option: %v", err)
	}
}

// TestDSFMT checks the generator against the reference dSFMT-19937's
// numbers (draws 382, 383 and 763, from its second block) for two seeds;
// the golden suite's -s cases check polycube's trials themselves.
func TestDSFMT(t *testing.T) {
	for _, c := range []struct {
		seed uint32
		want [3]float64
	}{
		{0, [3]float64{0.81803708462548985, 0.95408392468419123, 0.83460759036541665}},
		{7, [3]float64{0.19465233408831106, 0.077717016010028006, 0.77743720314000764}},
	} {
		d := newDSFMT(c.seed)
		var got [3]float64
		for i := range 764 {
			v := d.next()
			switch i {
			case 382:
				got[0] = v
			case 383:
				got[1] = v
			case 763:
				got[2] = v
			}
		}
		if got != c.want {
			t.Errorf("seed %d: draws 382, 383, 763 = %v, want %v", c.seed, got, c.want)
		}
	}
}
