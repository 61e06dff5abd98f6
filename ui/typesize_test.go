package ui

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"strings"
	"testing"
)

// maxTypeLines is the most lines a type of this package may have with
// its methods: a type that grows past it holds more than one part's
// state, and the part moves to a type (or a package) of its own.
const maxTypeLines = 400

// typeLines returns the lines of each type declared in the package in
// dir (tests excluded): its declaration's lines and all its methods'.
func typeLines(t *testing.T, dir string) map[string]int {
	t.Helper()
	fset := token.NewFileSet()
	notTest := func(fi fs.FileInfo) bool { return !strings.HasSuffix(fi.Name(), "_test.go") }
	pkgs, err := parser.ParseDir(fset, dir, notTest, 0)
	if err != nil {
		t.Fatal(err)
	}
	span := func(n ast.Node) int { return fset.Position(n.End()).Line - fset.Position(n.Pos()).Line + 1 }
	lines := map[string]int{}
	for _, p := range pkgs {
		for _, f := range p.Files {
			for _, d := range f.Decls {
				switch d := d.(type) {
				case *ast.FuncDecl:
					if d.Recv == nil {
						continue
					}
					typ := d.Recv.List[0].Type
					if s, ok := typ.(*ast.StarExpr); ok {
						typ = s.X
					}
					if id, ok := typ.(*ast.Ident); ok {
						lines[id.Name] += span(d)
					}
				case *ast.GenDecl:
					for _, s := range d.Specs {
						if ts, ok := s.(*ast.TypeSpec); ok {
							lines[ts.Name.Name] += span(ts)
						}
					}
				}
			}
		}
	}
	return lines
}

// TestTypeSize checks that no type of package ui is over maxTypeLines
// lines with its methods, and that the count sees the types it must.
func TestTypeSize(t *testing.T) {
	lines := typeLines(t, ".")
	for _, name := range []string{"session", "mineState", "shareState", "stayingRun", "drawings", "Playground"} {
		if lines[name] == 0 {
			t.Errorf("type %s not counted", name)
		}
	}
	for name, n := range lines {
		if n > maxTypeLines {
			t.Errorf("type %s is %d lines with its methods, more than %d", name, n, maxTypeLines)
		}
	}
}
