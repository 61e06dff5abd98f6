package main

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"polyplay/solver/polycube/classic"
)

// chunks records each Write on it: the bytes a buffered writer flushed
// at once.
type chunks struct {
	all    bytes.Buffer
	writes []string
}

func (c *chunks) Write(b []byte) (int, error) {
	c.writes = append(c.writes, string(b))
	return c.all.Write(b)
}

// flushedAfter reports whether the output was flushed right after the
// line that starts with key: some write ends with that line.
func (c *chunks) flushedAfter(key string) bool {
	out := ""
	for _, w := range c.writes {
		out += w
		last := strings.LastIndex(strings.TrimSuffix(out, "\n"), "\n")
		if strings.HasSuffix(out, "\n") && strings.HasPrefix(out[last+1:], key) {
			return true
		}
	}
	return false
}

// TestInfoHeaderFlushed checks that -i's description of a puzzle (its
// shapes and image counts, up to ROTATIONALLY_UNIQUE) is flushed before
// the search starts, as polycube 1.2.1 flushes it: `timeout 2 polycube
// -i -q` on a long search shows the SHAPE lines. The test sees the
// flush as a write to standard output that ends with that line, in
// polycube mode and in polyplay's own.
func TestInfoHeaderFlushed(t *testing.T) {
	file := "testdata/classic/pentominoes-3x5.txt"
	for _, c := range []struct {
		name string
		run  func(stdout, stderr *chunks) int
	}{
		{"polycube mode", func(o, e *chunks) int {
			return classic.Main([]string{"-i", "-q", "--", file}, strings.NewReader(""), o, e)
		}},
		{"polycube mode, goal", func(o, e *chunks) int {
			return classic.Main([]string{"-i", "-q", "-g", "1", "--", file}, strings.NewReader(""), o, e)
		}},
		{"polyplay", func(o, e *chunks) int { return run(context.Background(), []string{"-i", "-q", file}, o, e) }},
		{"polyplay -j1 -os", func(o, e *chunks) int {
			return run(context.Background(), []string{"-i", "-q", "-j1", "-os", file}, o, e)
		}},
		{"polyplay, goal", func(o, e *chunks) int { return run(context.Background(), []string{"-i", "-q", "-g", "1", file}, o, e) }},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			var stdout, stderr chunks
			if rc := c.run(&stdout, &stderr); rc != 0 {
				t.Fatalf("status %d: %s", rc, stderr.all.String())
			}
			if !strings.Contains(stdout.all.String(), "\nSHAPE[0]=") {
				t.Fatalf("no SHAPE lines in\n%s", stdout.all.String())
			}
			if !stdout.flushedAfter("ROTATIONALLY_UNIQUE=") {
				t.Errorf("the puzzle's description is not flushed before the search (%d writes)", len(stdout.writes))
			}
		})
	}
}
