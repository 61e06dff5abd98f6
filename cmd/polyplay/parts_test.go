package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"polyplay/cmd/polyplay/internal/classic"
)

// TestSeveralParts counts puzzles whose pieces are in several parts: a
// 3x1 box (1 solution) and a 2x2x2 cube of three pieces, none of them
// joined (4). The default configuration, --auto and polycube mode count
// them as plain DLX does; the volume filter and trigger, which assume
// joined pieces, are not applied, and when given a note says so; polyplay
// challenge --left 1 finds the position with one completion that the
// count agrees with.
func TestSeveralParts(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for _, tc := range []struct {
		name, def, want string
	}{
		{"d.txt", "D:xDim=3:yDim=1:zDim=1\nC:name=A:layout=0 0 0, 2 0 0\nC:name=B:layout=0 0 0\n~D\n", "1"},
		{"cube.txt", "D:xDim=2:yDim=2:zDim=2\nC:name=A:layout=0 0 0, 1 1 1\nC:name=B:layout=1 1 0, 1 0 1, 0 1 1\nC:name=C:layout=1 0 0, 0 1 0, 0 0 1\n~D\n", "4"},
	} {
		path := filepath.Join(dir, tc.name)
		if err := os.WriteFile(path, []byte(tc.def), 0o644); err != nil {
			t.Fatal(err)
		}
		partsNote := "# Note: " + path + ":2:8: piece A is in several parts"
		for _, c := range []struct {
			args []string
			note string // a note on an option not applied
		}{
			{nil, ""},
			{[]string{"--auto", "-j2"}, ""},
			{[]string{"-os", "-j1"}, ""},
			{[]string{"-V"}, "# Note: " + path + ":1: volume filter (-V): not applied, since piece A is in several parts"},
			{[]string{"-V", "-v1", "-i"}, "# Note: " + path + ":1: volume filter and trigger (-V -v1): not applied, since piece A is in several parts"},
		} {
			args := append(append([]string{"-q"}, c.args...), path)
			code, _, stderr := polyplay(t, args...)
			if code != exitOK || !strings.Contains(stderr, "# Solutions: "+tc.want+"\n") || !strings.Contains(stderr, partsNote) {
				t.Errorf("polyplay %s: exit %d, %s", strings.Join(args, " "), code, stderr)
			}
			if n := strings.Count(stderr, "not applied"); c.note != "" && (n != 1 || !strings.Contains(stderr, c.note)) || c.note == "" && n != 0 {
				t.Errorf("polyplay %s: %s, want the note %q once", strings.Join(args, " "), stderr, c.note)
			}
		}
		// polycube mode, polycube 1.2.1's plain search, prints each
		// solution.
		var pc, errs strings.Builder
		if rc := classic.Main([]string{path}, strings.NewReader(""), &pc, &errs); rc != 0 || strings.Count(pc.String(), "--- SOLUTION ") != map[string]int{"1": 1, "4": 4}[tc.want] {
			t.Errorf("polycube mode on %s: exit %d, %s%s", path, rc, pc.String(), errs.String())
		}
		code, out, stderr := polyplay(t, "challenge", "--left", "1", path)
		if code != exitOK {
			t.Fatalf("challenge --left 1 %s: exit %d: %s", path, code, stderr)
		}
		checkStream(t, out, 1, 1)
	}
}
