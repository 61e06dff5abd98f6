package main

import (
	"fmt"
	"io"
	"os"
	"strings"
	"testing"

	"polyplay/def"
	"polyplay/solver/puzzle"
)

// lines is an io.Reader of the lines line(0), line(1), ... up to n,
// made as they are read: a hostile input costs the test no memory.
type lines struct {
	line func(i int) string
	i, n int
	buf  string
}

func (r *lines) Read(p []byte) (int, error) {
	for r.buf == "" {
		if r.i >= r.n {
			return 0, io.EOF
		}
		r.buf = r.line(r.i)
		r.i++
	}
	k := copy(p, r.buf)
	r.buf = r.buf[k:]
	return k, nil
}

// TestHostileInput checks that the command line's hostile inputs, each
// once a run of gigabytes, are each a clear error at once (BENCHMARKS.md
// gives their time and memory): -j 100000, /dev/zero, a 50 MB line, a
// million C lines.
func TestHostileInput(t *testing.T) {
	box := "D:xDim=10:yDim=6:zDim=1\n"
	longLine := &lines{n: 50 << 20 / 7, line: func(i int) string {
		switch i {
		case 0:
			return box + "C:name=A:layout="
		case 50<<20/7 - 1:
			return "\n~D\n"
		}
		return "0 0 0, "
	}}
	millionC := &lines{n: 1_000_002, line: func(i int) string {
		switch i {
		case 0:
			return box
		case 1_000_001:
			return "~D\n"
		}
		return fmt.Sprintf("C:name=P%d:layout=0 0 0\n", i)
	}}
	for _, tc := range []struct {
		name  string
		stdin io.Reader
		args  []string
		want  string
	}{
		{"-j 100000", nil, []string{"-j", "100000", "--library", "pentominoes-10x6"},
			`polyplay: option -j: expected a number of jobs (a whole number from 1 to 256), got "100000"`},
		{"/dev/zero", nil, []string{"-q", "/dev/zero"},
			"polyplay: /dev/zero:1:1: found a NUL byte: a definition is text, and this file is not (a binary file?)"},
		{"a 50 MB line", longLine, []string{"-q"},
			fmt.Sprintf("polyplay: <stdin>:2:%d: the line is longer than %s, the most a line of a definition may hold", def.MaxLine+1, def.Bytes(def.MaxLine))},
		{"a million C lines", millionC, []string{"-q"},
			fmt.Sprintf("polyplay: <stdin>:%d:8: the puzzle has more than %d pieces, the most a box of %d cells can hold", def.MaxPieces+2, def.MaxPieces, puzzle.MaxCells)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.name == "/dev/zero" {
				if _, err := os.Stat("/dev/zero"); err != nil {
					t.Skip(err)
				}
			}
			var code int
			var out, errs string
			if tc.stdin != nil {
				code, out, errs = polyplayStdin(t, tc.stdin, tc.args...)
			} else {
				code, out, errs = polyplay(t, tc.args...)
			}
			if code != exitError || out != "" || !strings.HasPrefix(errs, tc.want+"\n") {
				t.Errorf("exit %d, stdout %q, stderr %q; want exit %d and %s", code, out, errs, exitError, tc.want)
			}
		})
	}
}
