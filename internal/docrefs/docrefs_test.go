// Package docrefs checks that what the project's documents name exists:
// the tests, benchmarks and examples they cite, the files and packages
// they point to, the Go identifiers they quote and the documents they
// link. A sentence in README or docs is a promise; a name that no longer
// exists is a promise broken silently, so it fails here instead.
package docrefs

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// root is the repository, from this package's directory.
const root = "../.."

// documents returns the Markdown files the checks read.
func documents(t *testing.T) []string {
	docs, err := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	return append(docs, filepath.Join(root, "README.md"), filepath.Join(root, "BENCHMARKS.md"))
}

// declarations returns, by package name, the names declared in the
// repository's Go files (functions, types, methods as Type.Method,
// constants, variables, struct fields as Type.Field), tests included,
// and the set of its directories.
func declarations(t *testing.T) (map[string]map[string]bool, map[string]bool) {
	decls := map[string]map[string]bool{}
	dirs := map[string]bool{}
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		if d.IsDir() {
			if name := d.Name(); rel != "." && (strings.HasPrefix(name, ".") || name == "node_modules" || name == "bin" || name == "testdata") {
				return filepath.SkipDir
			}
			dirs[filepath.ToSlash(rel)] = true
			return nil
		}
		if !strings.HasSuffix(path, ".go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		pkg := strings.TrimSuffix(f.Name.Name, "_test")
		m := decls[pkg]
		if m == nil {
			m = map[string]bool{}
			decls[pkg] = m
		}
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				name := d.Name.Name
				if d.Recv != nil && len(d.Recv.List) > 0 {
					name = receiver(d.Recv.List[0].Type) + "." + name
				}
				m[name] = true
			case *ast.GenDecl:
				for _, s := range d.Specs {
					switch s := s.(type) {
					case *ast.TypeSpec:
						m[s.Name.Name] = true
						if s.Assign != 0 { // an alias: its names are the other type's
							if sel, ok := s.Type.(*ast.SelectorExpr); ok {
								if x, ok := sel.X.(*ast.Ident); ok {
									m[s.Name.Name+".="] = true
									m[s.Name.Name+".="+x.Name+"."+sel.Sel.Name] = true
								}
							}
						}
						if st, ok := s.Type.(*ast.StructType); ok {
							for _, f := range st.Fields.List {
								for _, n := range f.Names {
									m[s.Name.Name+"."+n.Name] = true
								}
								if len(f.Names) == 0 { // embedded
									m[s.Name.Name+".^"+receiver(f.Type)] = true
								}
							}
						}
					case *ast.ValueSpec:
						for _, n := range s.Names {
							m[n.Name] = true
						}
					}
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return decls, dirs
}

// receiver returns the name of a method's receiver type.
func receiver(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.StarExpr:
		return receiver(e.X)
	case *ast.IndexExpr:
		return receiver(e.X)
	case *ast.IndexListExpr:
		return receiver(e.X)
	case *ast.Ident:
		return e.Name
	}
	return ""
}

var (
	code     = regexp.MustCompile("`([^`\n]+)`")
	testName = regexp.MustCompile(`^(Test|Benchmark|Fuzz|Example)[A-Z0-9_][A-Za-z0-9_]*`)
	qualName = regexp.MustCompile(`^([a-z][a-z0-9]*)\.([A-Z][A-Za-z0-9_]*)(\.([A-Z][A-Za-z0-9_]*))?(\(\))?$`)
	repoPath = regexp.MustCompile(`^(cmd|def|internal|solver|static|ui|wasm|web|docs|\.ci)/[A-Za-z0-9_./-]*$`)
	// placeholder matches a path with a part in capitals: KEY.txt.
	placeholder = regexp.MustCompile(`(^|/)[A-Z]+(\.[a-z]+)?(/|$)`)
	mdLink      = regexp.MustCompile(`\]\(([^)#\s]+)(#[^)]*)?\)`)
)

// TestDocumentsNameWhatExists reads every document's quoted names and
// links and checks each against the repository.
func TestDocumentsNameWhatExists(t *testing.T) {
	decls, dirs := declarations(t)
	tests := map[string]bool{}
	for _, m := range decls {
		for name := range m {
			if testName.MatchString(name) {
				tests[name] = true
			}
		}
	}
	for _, doc := range documents(t) {
		b, err := os.ReadFile(doc)
		if err != nil {
			t.Fatal(err)
		}
		rel, _ := filepath.Rel(root, doc)
		text := string(b)
		for _, m := range code.FindAllStringSubmatch(text, -1) {
			for _, tok := range strings.Fields(m[1]) {
				tok = strings.TrimRight(tok, ",;:")
				checkToken(t, rel, tok, decls, dirs, tests)
			}
		}
		// Links quoted as code are examples, not links.
		for _, m := range mdLink.FindAllStringSubmatch(code.ReplaceAllString(text, ""), -1) {
			target := m[1]
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			if _, err := os.Stat(filepath.Join(filepath.Dir(doc), target)); err != nil {
				t.Errorf("%s links to %s, which does not exist", rel, target)
			}
		}
	}
}

// checkToken checks one word quoted as code in doc.
func checkToken(t *testing.T, doc, tok string, decls map[string]map[string]bool, dirs, tests map[string]bool) {
	t.Helper()
	switch {
	case testName.MatchString(tok):
		name := testName.FindString(tok)
		if strings.HasSuffix(tok, "*") || strings.HasSuffix(tok, "...") || strings.Contains(tok, "/") {
			name = strings.Split(strings.TrimRight(tok, "*."), "/")[0]
			for n := range tests {
				if strings.HasPrefix(n, name) {
					return
				}
			}
		}
		if !tests[name] {
			t.Errorf("%s names %s, which no test file declares", doc, name)
		}
	case repoPath.MatchString(tok):
		path := strings.TrimSuffix(strings.TrimRight(tok, "."), "/")
		if strings.ContainsAny(path, "*") || strings.Contains(path, "...") || placeholder.MatchString(path) {
			return
		}
		if _, err := os.Stat(filepath.Join(root, path)); err != nil && !dirs[path] {
			t.Errorf("%s names %s, which does not exist", doc, tok)
		}
	case qualName.MatchString(tok):
		m := qualName.FindStringSubmatch(tok)
		if decls[m[1]] == nil {
			return // not one of this repository's packages
		}
		if !declared(decls, m[1], m[2], m[4]) {
			t.Errorf("%s names %s, which package %s does not declare", doc, tok, m[1])
		}
	}
}

// declared reports whether package pkg declares name, or, with member,
// whether its type name has that field or method, itself or through a
// type it embeds or is an alias of.
func declared(decls map[string]map[string]bool, pkg, name, member string) bool {
	m := decls[pkg]
	if member == "" {
		return m[name]
	}
	if m[name+"."+member] {
		return true
	}
	for k := range m {
		if e, ok := strings.CutPrefix(k, name+".^"); ok && declared(decls, pkg, e, member) {
			return true
		}
		if a, ok := strings.CutPrefix(k, name+".="); ok && a != "" {
			p, n, _ := strings.Cut(a, ".")
			if decls[p] != nil && declared(decls, p, n, member) {
				return true
			}
		}
	}
	return false
}
