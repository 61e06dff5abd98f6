package burrexamples

import (
	"bytes"
	"os"
	"slices"
	"testing"
)

// TestExamples reads every example where the mirror is here: each is a
// BurrTools file (XML, gzipped or not), and Names are sorted and 18.
func TestExamples(t *testing.T) {
	if len(Names) != 18 || !slices.IsSorted(Names) {
		t.Errorf("%d names, sorted %v; want 18, sorted", len(Names), slices.IsSorted(Names))
	}
	for _, name := range Names {
		t.Run(name, func(t *testing.T) {
			src := Read(t, name)
			if !bytes.HasPrefix(src, []byte("\x1f\x8b")) && !bytes.Contains(src, []byte("<puzzle")) {
				t.Errorf("%s: %d bytes, neither gzipped nor a puzzle's XML", name, len(src))
			}
			path := File(t, t.TempDir(), name)
			if got, err := os.ReadFile(path); err != nil || !bytes.Equal(got, src) {
				t.Errorf("File wrote %d bytes (%v), want %d", len(got), err, len(src))
			}
		})
	}
}

// TestMissing: an example that is not there skips the test.
func TestMissing(t *testing.T) {
	var skipped bool
	t.Run("missing", func(t *testing.T) {
		defer func() { skipped = t.Skipped() }()
		Read(t, "NoSuchExample.xmpuzzle")
	})
	if !skipped {
		t.Errorf("a missing example did not skip the test")
	}
}
