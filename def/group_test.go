package def

import (
	"maps"
	"strings"
	"testing"
)

// TestGroup reads C directives with a group: every copy of a count gets
// it, and Format writes it back, so that the definition reads back to
// the same groups; a 2-D piece in a group is written as a C directive,
// a coloured one with its colours.
func TestGroup(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		groups    map[string]int // of the mobile pieces
		settings  []string       // in Format's text
	}{
		{"3-D", "D:xDim=2:yDim=2:zDim=2\nC:name=A:count=2:group=3:layout=0 0 0, 1 0 0, 0 1 0\nC:name=B:group=0:layout=0 0 0, 1 0 0\n~D\n",
			map[string]int{"A1": 3, "A2": 3, "B": 0}, []string{"C:name=A1:group=3:", "C:name=A2:group=3:"}},
		{"2-D, spare", "D:xDim=3:yDim=1:zDim=1\nC:name=D:count=0..1:group=65535:layout=0 0 0, 1 0 0\nC:name=M:count=1..3:group=1:layout=0 0 0\n~D\n",
			map[string]int{"D": 65535, "M1": 1, "M2": 1, "M3": 1}, []string{"C:name=D:count=0..1:group=65535:", "C:name=M1:group=1:", "C:name=M2:count=0..1:group=1:"}},
		{"coloured", "D:xDim=3:yDim=2:zDim=1:allow=1-1\nC:name=A:group=4:layout=0 0 0, 1 0 0:colours=1 0\nC:name=B:count=2:group=5:layout=0 0 0, 1 0 0\nC:name=%:type=K:layout=0 0 0, 0 1 0, 1 0 0, 1 1 0, 2 0 0, 2 1 0:colours=1 1 2 2 2 2\n~D\n",
			map[string]int{"A": 4, "B1": 5, "B2": 5}, []string{"C:name=A:group=4:", "C:name=B1:group=5:"}},
		{"2-D, flat", "D:xDim=2:yDim=1:zDim=1\nC:name=A:group=7:layout=0 0 0\nC:name=B:layout=0 0 0\n~D\n",
			map[string]int{"A": 7, "B": 0}, []string{"C:name=A:group=7:"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ps, err := Parse("g.txt", []byte(tc.src))
			if err != nil {
				t.Fatal(err)
			}
			text := Format(&ps[0].Problem)
			back, err := Parse("back.txt", []byte(text))
			if err != nil {
				t.Fatalf("%v\n%s", err, text)
			}
			for i, p := range []*Puzzle{ps[0], back[0]} {
				groups := map[string]int{}
				for _, pc := range p.Pieces {
					if !pc.Stationary {
						groups[pc.Name] = pc.Group
					}
				}
				if !maps.Equal(groups, tc.groups) {
					t.Errorf("read %d: groups %v, want %v", i+1, groups, tc.groups)
				}
			}
			for _, s := range tc.settings {
				if !strings.Contains(text, s) {
					t.Errorf("Format wrote no %q:\n%s", s, text)
				}
			}
		})
	}
}

// TestGroupErrors checks the errors of a group setting.
func TestGroupErrors(t *testing.T) {
	const hdr = "D:xDim=1:yDim=1:zDim=1\n"
	for _, tc := range []struct{ name, src, want string }{
		{"negative", hdr + "C:name=A:group=-1:layout=0 0 0\n~D\n", `g.txt:2:16: expected a group number from 0 (none) to 65535 for group, found "-1"`},
		{"too large", hdr + "C:name=A:group=65536:layout=0 0 0\n~D\n", `g.txt:2:16: expected a group number from 0 (none) to 65535 for group, found "65536"`},
		{"not a number", hdr + "C:name=A:group=x:layout=0 0 0\n~D\n", `g.txt:2:16: expected a group number from 0 (none) to 65535 for group, found "x"`},
		{"plus", hdr + "C:name=A:group=+1:layout=0 0 0\n~D\n", `g.txt:2:16: expected a group number from 0 (none) to 65535 for group, found "+1"`},
		{"stationary", hdr + "C:name=A:type=S:group=1:layout=0 0 0\nC:name=B:layout=0 0 0\n~D\n", `g.txt:2:17: group applies only to mobile pieces (type=M)`},
		{"optional", hdr + "C:name=A:group=1:type=O:layout=0 0 0\nC:name=B:layout=0 0 0\n~D\n", `g.txt:2:10: group applies only to mobile pieces (type=M)`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse("g.txt", []byte(tc.src))
			if err == nil || err.Error() != tc.want {
				t.Errorf("error %v, want %s", err, tc.want)
			}
		})
	}
}
