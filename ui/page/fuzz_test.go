package page

import (
	"strings"
	"testing"

	"polyplay/def"
	"polyplay/ui/link"
)

// TestSourceLimits checks that the page model refuses a definition over
// def's limits, wherever it comes from (the editor, the definition kept
// in the browser, a share link), with def.CheckText's words, leaving the
// definition as it was.
func TestSourceLimits(t *testing.T) {
	long := strings.Repeat("# a comment\n", def.MaxText/12+1)
	lines := strings.Repeat("\n", def.MaxLines+1)
	m := NewModel()
	before := m.Source
	if err := m.SetSource("big.txt", long); err == nil || err.Error() != "big.txt: the definition is longer than 1 MiB (1,048,576 bytes), the most Polyplay reads at once" || m.Source != before {
		t.Errorf("SetSource of %d bytes: %v; the source changed: %v", len(long), err, m.Source != before)
	}
	for _, tc := range []struct {
		name, frag string
		saved      *Saved
		want       string
	}{
		{"a kept definition", "", &Saved{Source: long, FileName: "kept.txt"}, "the definition kept in this browser: kept.txt: the definition is longer than 1 MiB"},
		{"a share link", link.Share{Source: lines, FileName: "lines.txt"}.Fragment(), nil, "share link: definition: lines.txt: the definition has more than 16,384 lines, the most Polyplay reads at once"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := NewModel()
			err := m.Restore(tc.frag, tc.saved)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Restore: %v, want %s", err, tc.want)
			}
			if m.Problem() == nil || m.Key != DefaultKey {
				t.Errorf("Restore left puzzle %q, key %q; want the default puzzle", m.Source, m.Key)
			}
		})
	}
}

// FuzzRestore checks that no address and no definition kept in local
// storage make the page model panic, and that it holds a valid puzzle or
// says what is wrong.
func FuzzRestore(f *testing.F) {
	f.Add("p=soma&o=-r&i=1&k=5", "", "", "")
	f.Add("p=custom", "D:xDim=2:yDim=1:zDim=1\nC:name=A:layout=0 0 0, 1 0 0\n~D\n", "", "mine.txt")
	f.Add(link.Share{Source: "D:xDim=1:yDim=1:zDim=1\nC:name=A:layout=0 0 0\n~D\n", FileName: "s.txt"}.Fragment(), "", "soma", "")
	f.Add("p=custom&d=AAAA", "\x00", "x", "../../etc")
	f.Fuzz(func(t *testing.T, frag, source, key, file string) {
		m := NewModel()
		var saved *Saved
		if source != "" {
			saved = &Saved{Source: source, Key: key, FileName: file}
		}
		m.Restore(frag, saved)
		if p := m.Problem(); p != nil {
			if err := p.Validate(); err != nil {
				t.Fatalf("an invalid puzzle: %v", err)
			}
		} else if m.Err == nil {
			t.Fatalf("no puzzle and no error for %q", m.Source)
		}
		m.Fragment()
	})
}
