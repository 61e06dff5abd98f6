package typesize

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// maxLines is the most lines a type may have with its methods: a type
// that grows past it holds more than one part's state, and the part
// moves to a type (or a package) of its own.
const maxLines = 400

// directive marks a type allowed over maxLines; the rest of its line is
// the reason.
const directive = "//typesize:allow"

// beingSplit are the types over maxLines that are being split, each with
// the reason they are allowed until then, by package directory and name.
var beingSplit = map[string]string{}

// typeInfo is what the walk learns of a type.
type typeInfo struct {
	lines  int
	reason string // the allow directive's reason, if any
	pos    token.Position
}

// root returns the module's root directory: the one with go.mod above
// this package's.
func root(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(dir, "go.mod"))
	if err != nil || !strings.HasPrefix(string(b), "module polyplay\n") {
		t.Fatalf("%s is not the module's root: %v", dir, err)
	}
	return dir
}

// skipDir reports whether the walk leaves the directory named name out:
// third_party's copies, test data and hidden directories.
func skipDir(name string) bool {
	return name == "third_party" || name == "testdata" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")
}

// allowReason returns the reason of the allow directive in doc, or "".
// A directive without a reason is an error.
func allowReason(t *testing.T, fset *token.FileSet, docs ...*ast.CommentGroup) string {
	for _, doc := range docs {
		if doc == nil {
			continue
		}
		for _, c := range doc.List {
			rest, ok := strings.CutPrefix(c.Text, directive)
			if !ok {
				continue
			}
			reason := strings.TrimSpace(rest)
			if reason == "" || rest[0] != ' ' {
				t.Errorf("%s: %s needs a reason after a space", fset.Position(c.Pos()), directive)
			}
			return reason
		}
	}
	return ""
}

// typeLines walks the module below dir and returns each type it
// declares, keyed "dir.Name" (dir relative to the root, with slashes),
// with its declaration's lines and its methods', test and generated
// files left out.
func typeLines(t *testing.T, dir string) map[string]*typeInfo {
	t.Helper()
	fset := token.NewFileSet()
	types := map[string]*typeInfo{}
	get := func(key string) *typeInfo {
		if types[key] == nil {
			types[key] = &typeInfo{}
		}
		return types[key]
	}
	span := func(n ast.Node) int { return fset.Position(n.End()).Line - fset.Position(n.Pos()).Line + 1 }
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path != dir && skipDir(d.Name()) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		if ast.IsGenerated(f) {
			return nil
		}
		rel, err := filepath.Rel(dir, filepath.Dir(path))
		if err != nil {
			return err
		}
		pkg := filepath.ToSlash(rel) + "."
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if d.Recv == nil {
					continue
				}
				if id := recvName(d.Recv.List[0].Type); id != "" {
					get(pkg + id).lines += span(d)
				}
			case *ast.GenDecl:
				for _, s := range d.Specs {
					ts, ok := s.(*ast.TypeSpec)
					if !ok {
						continue
					}
					ti := get(pkg + ts.Name.Name)
					ti.lines += span(ts)
					ti.pos = fset.Position(ts.Pos())
					if r := allowReason(t, fset, ts.Doc, d.Doc, ts.Comment); r != "" {
						ti.reason = r
					}
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return types
}

// recvName returns the name of a method's receiver type: T, *T, T[P]
// or *T[P].
func recvName(e ast.Expr) string {
	if s, ok := e.(*ast.StarExpr); ok {
		e = s.X
	}
	switch x := e.(type) {
	case *ast.IndexExpr:
		e = x.X
	case *ast.IndexListExpr:
		e = x.X
	}
	if id, ok := e.(*ast.Ident); ok {
		return id.Name
	}
	return ""
}

// TestTypeSize checks that no type of the module is over maxLines lines
// with its methods unless an allow directive beside it, or the list of
// types being split, gives a reason; that no reason is left on a type
// within the limit; and that the walk sees the types it must and skips
// generated files.
func TestTypeSize(t *testing.T) {
	t.Parallel()
	types := typeLines(t, root(t))
	for _, key := range []string{"solver.engine", "def.parser", "ui.session", "ui/play.Game", "cmd/polyplay.puzzleSource"} {
		if types[key] == nil || types[key].lines == 0 {
			t.Errorf("type %s not counted", key)
		}
	}
	if types["solver.fila128"] != nil {
		t.Errorf("solver.fila128, in a generated file, counted")
	}
	for _, key := range slices.Sorted(maps.Keys(types)) {
		ti := types[key]
		_, split := beingSplit[key]
		switch {
		case ti.lines > maxLines && ti.reason == "" && !split:
			t.Errorf("%s: type %s is %d lines with its methods, more than %d, and no %s line says why", ti.pos, key, ti.lines, maxLines, directive)
		case ti.lines <= maxLines && (ti.reason != "" || split):
			t.Errorf("%s: type %s is %d lines with its methods, within %d: its reason to be larger goes", ti.pos, key, ti.lines, maxLines)
		}
	}
	for key := range beingSplit {
		if types[key] == nil {
			t.Errorf("type %s, being split, is gone: it leaves the list", key)
		}
	}
}

// TestLargestTypes reports, under go test -v, the largest type of each
// package with its lines and the reason it may be larger, if any: the
// figures the 400-line rule is read against.
func TestLargestTypes(t *testing.T) {
	t.Parallel()
	if !testing.Verbose() {
		t.Skip("a report: run with -v")
	}
	largest := map[string]string{}
	types := typeLines(t, root(t))
	for key, ti := range types {
		pkg := key[:strings.LastIndex(key, ".")]
		if cur, ok := largest[pkg]; !ok || ti.lines > types[cur].lines || ti.lines == types[cur].lines && key < cur {
			largest[pkg] = key
		}
	}
	for _, pkg := range slices.Sorted(maps.Keys(largest)) {
		key := largest[pkg]
		ti := types[key]
		t.Logf("%-28s %-24s %5d %s", pkg, key[len(pkg)+1:], ti.lines, ti.reason)
	}
}

// TestTypeLines counts a small tree's types as TestTypeSize does: a
// type's declaration and its methods in several files, a generic
// receiver, the allow directive's reason, and the generated file, test
// file and testdata directory left out.
func TestTypeLines(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	files := map[string]string{
		"p/a.go":          "package p\n\n// T is a type.\n//\n//typesize:allow a reason.\ntype T struct {\n\tx int\n}\n\nfunc (t *T) f() {\n}\n",
		"p/b.go":          "package p\n\nfunc (t T) g() int {\n\treturn 1\n}\n\ntype (\n\tU[E any] []E\n)\n\nfunc (u U[E]) n() int { return len(u) }\n",
		"p/gen.go":        "// Code generated by hand. DO NOT EDIT.\n\npackage p\n\nfunc (t *T) h() {}\n\ntype G int\n",
		"p/a_test.go":     "package p\n\nfunc (t *T) k() {}\n",
		"p/testdata/x.go": "package x\n\ntype X int\n",
	}
	for name, text := range files {
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	types := typeLines(t, dir)
	got := map[string]int{}
	for k, ti := range types {
		got[k] = ti.lines
	}
	want := map[string]int{"p.T": 3 + 2 + 3, "p.U": 1 + 1}
	if len(got) != len(want) || got["p.T"] != want["p.T"] || got["p.U"] != want["p.U"] {
		t.Errorf("lines %v, want %v", got, want)
	}
	if r := types["p.T"].reason; r != "a reason." {
		t.Errorf("T's reason %q, want %q", r, "a reason.")
	}
}
