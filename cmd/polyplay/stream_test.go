package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"polyplay/internal/longtest"
)

// polyplayStdin runs the command with args and input as its standard
// input (not a terminal).
func polyplayStdin(t *testing.T, input io.Reader, args ...string) (int, string, string) {
	t.Helper()
	stdin, stdinIsTerminal = input, func() bool { return false }
	defer func() { stdin, stdinIsTerminal = os.Stdin, func() bool { return true } }()
	return polyplay(t, args...)
}

// twoPuzzles returns the two puzzles of testdata/polycube/two-puzzles.txt
// apart: the 4x3x2 box (7 solutions) and the 20x3 pentominoes (8).
func twoPuzzles(t *testing.T) (string, string) {
	t.Helper()
	text := string(readTestdata(t, "two-puzzles.txt"))
	i := strings.Index(text, "~D\n") + len("~D\n")
	return text[:i], text[i:]
}

// TestCoProcess is a script that drives polyplay as a co-process, through
// pipes: it writes a puzzle, reads the whole answer (the bytes polyplay
// prints for that puzzle alone), and only then writes the next. polyplay
// solves each puzzle as soon as its ~D line has arrived and flushes its
// output before it reads on; the script would wait forever otherwise.
func TestCoProcess(t *testing.T) {
	bin := buildPolyplay(t)
	first, second := twoPuzzles(t)
	want1 := pipeInto(t, bin, []byte(first))
	want2 := pipeInto(t, bin, []byte(second))
	if !strings.Contains(want1, "# --- SOLUTION 7 ---") || !strings.Contains(want2, "# --- SOLUTION 8 ---") {
		t.Fatalf("the puzzles alone:\n%s\n%s", want1, want2)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin)
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	for i, c := range []struct{ puzzle, answer string }{{first, want1}, {second, want2}} {
		if _, err := io.WriteString(in, c.puzzle); err != nil {
			t.Fatal(err)
		}
		got := make([]byte, len(c.answer))
		if _, err := io.ReadFull(out, got); err != nil {
			t.Fatalf("puzzle %d: reading its answer: %v (got %q)", i+1, err, got)
		}
		if string(got) != c.answer {
			t.Errorf("puzzle %d: answer\n%s\nwant\n%s", i+1, got, c.answer)
		}
	}
	in.Close()
	rest, _ := io.ReadAll(out)
	if err := cmd.Wait(); err != nil || len(rest) > 0 {
		t.Errorf("after the last puzzle: %v, more output %q", err, rest)
	}
}

// slowReader gives its first part, then waits before the rest.
type slowReader struct {
	parts []string
	wait  time.Duration
	first chan struct{} // closed when the first part has been read
}

func (r *slowReader) Read(p []byte) (int, error) {
	if len(r.parts) == 0 {
		return 0, io.EOF
	}
	if r.first == nil {
		r.first = make(chan struct{})
	} else if r.wait > 0 {
		close(r.first)
		time.Sleep(r.wait)
		r.wait = 0
	}
	n := copy(p, r.parts[0])
	r.parts[0] = r.parts[0][n:]
	if r.parts[0] == "" {
		r.parts = r.parts[1:]
	}
	return n, nil
}

// timedWriter records when each write came.
type timedWriter struct {
	buf   bytes.Buffer
	times []time.Time
}

func (w *timedWriter) Write(p []byte) (int, error) {
	w.times = append(w.times, time.Now())
	return w.buf.Write(p)
}

// TestStreamPause pauses the input for 3 s between two puzzles: the
// first puzzle's solutions are out before the pause ends.
func TestStreamPause(t *testing.T) {
	first, second := twoPuzzles(t)
	r := &slowReader{parts: []string{first, second}, wait: 3 * time.Second}
	stdin, stdinIsTerminal = r, func() bool { return false }
	defer func() { stdin, stdinIsTerminal = os.Stdin, func() bool { return true } }()
	var out timedWriter
	var errb bytes.Buffer
	start := time.Now()
	code := run(context.Background(), []string{"-j1"}, &out, &errb)
	if code != exitOK || len(out.times) < 2 {
		t.Fatalf("status %d, %d writes, stderr %q", code, len(out.times), errb.String())
	}
	if d := out.times[0].Sub(start); d >= 3*time.Second {
		t.Errorf("the first output came after %v, behind the pause", d)
	}
	if !strings.HasPrefix(out.buf.String(), "\n# --- SOLUTION 1 ---\n") || strings.Count(out.buf.String(), "# --- SOLUTION") != 15 {
		t.Errorf("output:\n%s", out.buf.String())
	}
}

// TestBadAfterGood streams a good puzzle, then a bad one: the good one's
// solutions stand on standard output, the error follows on standard
// error with file:line:col, and the status is 1. So for two files.
func TestBadAfterGood(t *testing.T) {
	first, _ := twoPuzzles(t)
	_, want, _ := polyplayStdin(t, strings.NewReader(first))
	if strings.Count(want, "# --- SOLUTION") != 7 {
		t.Fatalf("the good puzzle alone:\n%s", want)
	}
	bad := "D:xDim=2:yDim=1:zDim=1\nC:name=A:layout=0 0 0, 1 0 x\n~D\n"
	code, out, errs := polyplayStdin(t, strings.NewReader(first+bad))
	wantErr := "polyplay: <stdin>:11:28: expected a number for the z coordinate, found \"x\"\n"
	if code != exitError || out != want || !strings.HasSuffix(errs, wantErr) {
		t.Errorf("status %d, stdout\n%s\nstderr %q; want status 1, the good puzzle's output and %q", code, out, errs, wantErr)
	}
	dir := t.TempDir()
	good, badFile := filepath.Join(dir, "good.txt"), filepath.Join(dir, "bad.txt")
	os.WriteFile(good, []byte(first), 0o644)
	os.WriteFile(badFile, []byte(bad), 0o644)
	code, out, errs = polyplay(t, good, badFile, good)
	if code != exitError || out != want || !strings.HasSuffix(errs, "polyplay: "+badFile+":2:28: expected a number for the z coordinate, found \"x\"\n") {
		t.Errorf("two files: status %d, stdout\n%s\nstderr %q", code, out, errs)
	}
}

// TestEmptyInput checks input without a puzzle (an empty stream,
// /dev/null): polycube 1.2.1 prints nothing, or with -i its
// configuration block and the PUZZLE_FILE line, and exits 0; so does
// polyplay.
func TestEmptyInput(t *testing.T) {
	for _, tc := range []struct {
		args  []string
		stdin string
		want  string
	}{
		{nil, "", ""},
		{nil, "# a comment only\n\n", ""},
		{[]string{"-q"}, "", ""},
		{[]string{"-i"}, "", "\n# Solver configuration settings\nbruijn=0\nemch=0\noutputFormat=BL\nfitFilter=0\ngoal=0\ninfo=1\nmch=0\norderingHeuristicConfig=\nparityBacktrack=0\nparityFilter=0\nquiet=0\nredundancyFilter=.\nredundancyFilterFirst=0\nsample=0,0,0\ntrace=0\nunique=0\nvolumeBacktrack=0\nvolumeFilter=0\n\n\n# Puzzle file\nPUZZLE_FILE=STDIN\n"},
		{[]string{"-i", os.DevNull}, "", "PUZZLE_FILE=" + os.DevNull + "\n"},
		{[]string{os.DevNull}, "", ""},
	} {
		code, out, errs := polyplayStdin(t, strings.NewReader(tc.stdin), tc.args...)
		if code != exitOK || !strings.HasSuffix(out, tc.want) || tc.want == "" && out != "" || errs != "" {
			t.Errorf("polyplay %q < %q: status %d, stdout %q, stderr %q; want status 0, stdout %q", tc.args, tc.stdin, code, out, errs, tc.want)
		}
	}
}

// TestDeterministic runs the same command at one job, at the default
// number (one per core) and at three: the output is the same bytes. The
// 10x6 pentominoes' 9,356 solutions, listed by symmetry; under make
// test-long the Tetris Cube with -rL too.
func TestDeterministic(t *testing.T) {
	for _, tc := range []struct {
		args []string
		long bool
	}{
		{[]string{"--library", "pentominoes-10x6"}, false},
		{[]string{"-rL", "--library", "tetris-cube"}, true},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			if tc.long {
				longtest.Skip(t)
			}
			var first string
			for _, jobs := range [][]string{{"-j1"}, nil, {"-j3"}, nil} {
				a := append(append([]string(nil), jobs...), tc.args...)
				code, out, errs := polyplay(t, a...)
				if code != exitOK || !strings.Contains(out, "# --- SOLUTION 2339 ---") {
					t.Fatalf("polyplay %q: status %d, stderr %q", a, code, errs)
				}
				if first == "" {
					first = out
					continue
				}
				if out != first {
					t.Errorf("polyplay %q: the output differs from -j1's", a)
				}
			}
		})
	}
}
