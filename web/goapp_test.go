package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// goAppPatched lists the files of third_party/go-app that differ from
// go-app v10.1.11, with what each must differ by (third_party/go-app's
// README says why).
var goAppPatched = map[string]func(upstream []byte) []byte{
	"pkg/app/http.go":     func(b []byte) []byte { return append([]byte("//go:build !wasm\n\n"), b...) },
	"pkg/app/resource.go": func(b []byte) []byte { return append([]byte("//go:build !wasm\n\n"), b...) },
	"pkg/app/wasm.go": func(b []byte) []byte {
		return bytes.Replace(b, []byte("h *Handler, pages"), []byte("h any, pages"), 1)
	},
	"pkg/app/crypto.go":  func(b []byte) []byte { return append([]byte("//go:build !wasm\n\n"), b...) },
	"pkg/app/context.go": noUUID,
	"pkg/app/state.go":   noUUID,
}

// goAppAdded lists the files of third_party/go-app that go-app v10.1.11
// does not have.
var goAppAdded = []string{"pkg/app/resource_wasm.go", "pkg/app/crypto_wasm.go", "pkg/app/uuid.go"}

// noUUID is the patch of a file that made ids with github.com/google/uuid:
// it calls newUUID (pkg/app/uuid.go) instead.
func noUUID(b []byte) []byte {
	b = bytes.Replace(b, []byte("\t\"github.com/google/uuid\"\n"), nil, 1)
	return bytes.ReplaceAll(b, []byte("uuid.NewString()"), []byte("newUUID()"))
}

// TestGoAppCopy checks the patched copy of go-app against the release it
// was copied from (downloaded through the module proxy), and that the
// playground's program no longer imports net/http or any crypto package.
func TestGoAppCopy(t *testing.T) {
	if testing.Short() {
		t.Skip("downloads go-app v10.1.11")
	}
	cmd := exec.Command("go", "mod", "download", "-json", "github.com/maxence-charriere/go-app/v10@v10.1.11")
	cmd.Dir = t.TempDir()
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOSUMDB=off", "GOWORK=off")
	out, err := cmd.Output()
	if err != nil {
		t.Skipf("go-app v10.1.11 cannot be downloaded here: %v", err)
	}
	var mod struct{ Dir string }
	if err := json.Unmarshal(out, &mod); err != nil || mod.Dir == "" {
		t.Fatalf("go mod download: %v\n%s", err, out)
	}
	copyDir := filepath.Join("..", "third_party", "go-app")
	var seen []string
	for _, pkg := range []string{"pkg/app", "pkg/errors"} {
		files, err := filepath.Glob(filepath.Join(mod.Dir, pkg, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			name := pkg + "/" + filepath.Base(f)
			seen = append(seen, name)
			up, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			want := up
			if patch, ok := goAppPatched[name]; ok {
				want = patch(up)
				if bytes.Equal(want, up) {
					t.Errorf("%s: the patch no longer applies to go-app's file", name)
				}
			}
			got, err := os.ReadFile(filepath.Join(copyDir, name))
			if err != nil {
				t.Errorf("%s: %v", name, err)
				continue
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s differs from go-app v10.1.11 beyond the patch third_party/go-app's README describes", name)
			}
		}
	}
	mine, err := filepath.Glob(filepath.Join(copyDir, "pkg", "*", "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range mine {
		rel, _ := filepath.Rel(copyDir, f)
		if name := filepath.ToSlash(rel); !slices.Contains(seen, name) && !slices.Contains(goAppAdded, name) {
			t.Errorf("%s is not a file of go-app v10.1.11", name)
		}
	}

	list := exec.Command("go", "list", "-deps", "./wasm/app")
	list.Dir = ".."
	list.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	deps, err := list.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, p := range strings.Fields(string(deps)) {
		if p == "net/http" || strings.HasPrefix(p, "crypto/") {
			t.Errorf("the playground's program imports %s", p)
		}
	}
}
