package mine

import (
	"errors"
	"regexp"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/mypuzzles"
	"polyplay/ui/page"
	"polyplay/ui/state"
)

// testPage is the page around the list in the tests: My puzzles, the
// entry in the editor, and what the list asked of it.
type testPage struct {
	store   *mypuzzles.Store
	editing string
	asked   *[]string
}

func (p testPage) Mine() (*mypuzzles.Store, string)  { return p.store, p.editing }
func (p testPage) Open(ctx app.Context, id string)   { *p.asked = append(*p.asked, "open "+id) }
func (p testPage) New(ctx app.Context, text string)  { *p.asked = append(*p.asked, "new "+text) }
func (p testPage) Delete(ctx app.Context, id string) { *p.asked = append(*p.asked, "delete "+id) }
func (p testPage) Rename(app.Context, string) error  { return errors.New("not in the test") }

// TestList: the list names My puzzles, marks the one in the editor
// (only while the editor holds an edited definition) and offers its name
// and deletion, saying which library puzzle it was made from; with no
// entries it says how one comes.
func TestList(t *testing.T) {
	m := page.NewModel()
	var store mypuzzles.Store
	a := store.Add("Tiles", "tiles.txt", newPuzzleTemplate, "soma")
	b := store.Add("Box", "box.txt", newPuzzleTemplate, "")
	for _, tc := range []struct {
		name    string
		store   mypuzzles.Store
		editing string
		edited  bool
		want    []string
		not     []string
	}{
		{"none", mypuzzles.Store{}, "", false, []string{`id="mine-empty"`}, []string{"mine-list", "mine-name"}},
		{"library puzzle", store, "", false, []string{`id="mine-list"`, ">Tiles<", ">Box<"}, []string{"current:Tiles", "current:Box", "mine-name"}},
		{"made from the library", store, a.ID, true, []string{"current:Tiles", `id="mine-name"`, `value="Tiles"`, "Made from Soma cube", `id="delete-puzzle"`}, []string{"mine-empty"}},
		{"new", store, b.ID, true, []string{"current:Box", `value="Box"`, "Kept in this browser."}, []string{"Made from"}},
	} {
		m.Edited = tc.edited
		var asked []string
		l := NewList(tc.editing, m, testPage{&tc.store, tc.editing, &asked}, &state.Store{})
		html := app.HTMLString(l.Render())
		for _, w := range tc.want {
			if !has(html, w) {
				t.Errorf("%s: the list lacks %s: %s", tc.name, w, html)
			}
		}
		for _, w := range tc.not {
			if has(html, w) {
				t.Errorf("%s: the list has %s: %s", tc.name, w, html)
			}
		}
	}
}

// has reports whether html holds w, or, for "current:NAME", NAME's
// button marked current (aria-current set and not "false"), whatever
// the order of its attributes.
func has(html, w string) bool {
	name, ok := strings.CutPrefix(w, "current:")
	if !ok {
		return strings.Contains(html, w)
	}
	return regexp.MustCompile(`<button(\s[^>]*)?\saria-current(\s[^>]*)?>` + regexp.QuoteMeta(name) + `<`).MatchString(html)
}

// TestNewPuzzle: New as text asks the page for a new entry with the
// template, a definition that can be solved.
func TestNewPuzzle(t *testing.T) {
	var asked []string
	l := NewList("", page.NewModel(), testPage{&mypuzzles.Store{}, "", &asked})
	l.onNewPuzzle(app.Context{}, app.Event{})
	if len(asked) != 1 || asked[0] != "new "+newPuzzleTemplate {
		t.Fatalf("asked %q, want a new entry with the template", asked)
	}
	m := page.NewModel()
	if err := m.SetSource("", newPuzzleTemplate); err != nil {
		t.Fatalf("the template: %v", err)
	}
	// No solver runs in the test: the definition itself is ready.
	if why := m.CanSolve(); why != "the solver is starting" {
		t.Errorf("the template cannot be solved: %s", why)
	}
}
