package goappoverlay

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestWriteRefusesChangedFile: a file the overlay changes that is not
// the one its changes were written for stops Write, which names it.
func TestWriteRefusesChangedFile(t *testing.T) {
	mod, err := ModuleDir()
	if err != nil {
		t.Fatal(err)
	}
	fake := t.TempDir()
	for _, pkg := range packages {
		files, _ := filepath.Glob(filepath.Join(mod, pkg, "*.go"))
		if err := os.MkdirAll(filepath.Join(fake, pkg), 0o755); err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			if pkg+"/"+filepath.Base(f) == "pkg/app/node.go" {
				b = append(b, "\n// changed\n"...)
			}
			if err := os.WriteFile(filepath.Join(fake, pkg, filepath.Base(f)), b, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	if _, err := Write(mod, t.TempDir(), t.TempDir()); err != nil {
		t.Fatalf("the release: %v", err)
	}
	_, err = Write(fake, t.TempDir(), t.TempDir())
	if err == nil || !strings.Contains(err.Error(), "node.go") || !strings.Contains(err.Error(), "SHA-256") {
		t.Errorf("a changed node.go: %v, want an error naming it", err)
	}
}
