// Package goappoverlay writes the overlay (go build -overlay) through
// which every build of the project compiles go-app with its few changes:
// go-app is used as go downloads it (go.mod, the module cache), and the
// overlay replaces or adds the handful of files listed in Files.
//
// Why: go-app v10.1.11's WebAssembly build imports net/http, whose
// package initialisation keeps Go's TLS and elliptic-curve code in every
// program that imports it (1.65 MB raw, about 430 KB gzip, of app.wasm);
// and its server-side HTML quotes attribute values with strconv.Quote,
// which does not escape them for HTML.
//
// Each changed file's original is checked against the SHA-256 it was
// written for: when go.mod moves go-app to another version, Write fails,
// naming the file, instead of building something else.
package goappoverlay

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// Module and Version name the go-app release the changes were written for.
const (
	Module  = "github.com/maxence-charriere/go-app/v10"
	Version = "v10.1.11"
)

// A File is one file of the overlay: a file of the module changed by
// Edit (its original must have the SHA-256 Orig), or a new one (Orig
// empty) holding New.
type File struct {
	Name string // path inside the module
	Orig string // hex SHA-256 of the original file; "" for a new file
	Edit func(orig []byte) ([]byte, error)
	New  string
}

// buildTag puts a build constraint in front of a file.
func buildTag(tag string) func([]byte) ([]byte, error) {
	return func(b []byte) ([]byte, error) {
		return append([]byte("//go:build "+tag+"\n\n"), b...), nil
	}
}

// replace replaces each old string, which must occur exactly once, by
// its new one (pairs: old, new, old, new...).
func replace(pairs ...string) func([]byte) ([]byte, error) {
	return func(b []byte) ([]byte, error) {
		for i := 0; i+1 < len(pairs); i += 2 {
			old, repl := []byte(pairs[i]), []byte(pairs[i+1])
			if n := bytes.Count(b, old); n != 1 {
				return nil, fmt.Errorf("%q occurs %d times, not once", pairs[i], n)
			}
			b = bytes.Replace(b, old, repl, 1)
		}
		return b, nil
	}
}

// Files are go-app's changed and added files.
var Files = []File{
	// The server side (Handler, the resource providers) is left out of
	// WebAssembly builds: it is what imports net/http.
	{Name: "pkg/app/http.go", Orig: "0601189a9f611378e9b24ab4bdf42780a03cbf95c1bbebd4171b523ddbe9a32d", Edit: buildTag("!wasm")},
	{Name: "pkg/app/resource.go", Orig: "6b52ab4ec2f4171d403384bffe159e9ec22699933e768ef5868f2851a1b84baa", Edit: buildTag("!wasm")},
	// GenerateStaticWebsite panics in the browser; without Handler there
	// it takes any.
	{Name: "pkg/app/wasm.go", Orig: "10117b07fb7147cdfcd97d1e07cd010da30914e2a622b73d0242b5d9019796f8",
		Edit: replace("h *Handler, pages", "h any, pages")},
	// Attribute values in server-rendered HTML are escaped for HTML, not
	// quoted as Go strings (a title holding a double quote ended the
	// attribute early).
	{Name: "pkg/app/node.go", Orig: "6fc7abe1ce4243b89bfed8808302c934d1049863554373ddf66f74ec3bbbe0fc",
		Edit: replace(
			"\t\"strconv\"\n", "",
			"w.WriteString(strconv.Quote(resolveAttributeURLValue(name, value, ctx.ResolveStaticResource)))",
			"w.WriteByte('\"')\n\t\tw.WriteString(html.EscapeString(resolveAttributeURLValue(name, value, ctx.ResolveStaticResource)))\n\t\tw.WriteByte('\"')")},
	// The three helpers of resource.go that the browser side uses, as
	// they are there.
	{Name: "pkg/app/resource_wasm.go", New: resourceWasm},
	// No crypto code in WebAssembly: Go's AES and crypto/rand keep its
	// FIPS 140 module in the program (64 KB of brotli). Context.Encrypt
	// and Decrypt fail in the browser, where the playground does not use
	// them, and ids come from math/rand/v2 instead of google/uuid.
	{Name: "pkg/app/crypto.go", Orig: "c0fc14126207dc9fa15fb8869bd882874486654919835dc35d5bef8a6122aa97", Edit: buildTag("!wasm")},
	{Name: "pkg/app/crypto_wasm.go", New: cryptoWasm},
	{Name: "pkg/app/context.go", Orig: "1165dc862aad17ba47a7050c7ce32401e6e86eecce1222bf22235f78cccbd1d4",
		Edit: replace("\t\"github.com/google/uuid\"\n", "", "id = uuid.NewString()", "id = newUUID()")},
	{Name: "pkg/app/state.go", Orig: "b41c94e804ab69a8a6341d58c09ac79d8cc8b0022bddd6c74c0f107a9f31480b",
		Edit: replace("\t\"github.com/google/uuid\"\n", "", "m.broadcastStoreID = uuid.NewString()", "m.broadcastStoreID = newUUID()")},
	{Name: "pkg/app/uuid.go", New: uuidGo},
	// An attribute kept even when empty (value, href, src...) is chosen
	// by its name, not by its value: an input whose value became empty
	// kept the text it had before (the options as flags showed -r after
	// the last option was unticked).
	{Name: "pkg/app/attribute.go", Orig: "ab421c255bf7e5a4472ddde08ffe06c7d81a56f67c48658408e33328f19a105e",
		Edit: replace("\tswitch v {\n\tcase \"cite\",", "\tswitch name {\n\tcase \"cite\",")},
	// A route's pattern is kept as its match function, so that a program
	// that never calls RouteWithRegexp links no regular expressions.
	{Name: "pkg/app/route.go", Orig: "3252c7f2876cba69c3fbb203b0b4d5770ddd4651cdaf3ad69e5c33bfd1ccf5bd",
		Edit: replace(
			"regexp:       regexp.MustCompile(pattern),", "match:        regexp.MustCompile(pattern).MatchString,",
			"if rwr.regexp.MatchString(path) {\n\t\t\treturn true", "if rwr.match(path) {\n\t\t\treturn true",
			"if rwr.regexp.MatchString(path) {\n\t\t\treturn rwr.newComponent()", "if rwr.match(path) {\n\t\t\treturn rwr.newComponent()",
			"regexp       *regexp.Regexp", "match        func(string) bool")},
}

const cryptoWasm = `//go:build wasm

package app

import "github.com/maxence-charriere/go-app/v10/pkg/errors"

// In WebAssembly, Context.Encrypt and Context.Decrypt are not available:
// Go's AES and its random source keep Go's FIPS 140 module in the
// program (crypto.go builds outside WebAssembly only).

func encrypt(key string, v []byte) ([]byte, error) {
	return nil, errors.New("encryption is not available in this build")
}

func decrypt(key string, v []byte) ([]byte, error) {
	return nil, errors.New("decryption is not available in this build")
}
`

const uuidGo = `package app

import (
	"fmt"
	"math/rand/v2"
)

// newUUID returns a random (version 4) UUID, as github.com/google/uuid's
// NewString does, from math/rand/v2, whose generator Go seeds from the
// system's random source: the device's and the broadcast store's ids
// need no cryptographic randomness, and crypto/rand would keep Go's FIPS
// 140 module in the WebAssembly program.
func newUUID() string {
	hi, lo := rand.Uint64(), rand.Uint64()
	hi = hi&^0xf000 | 0x4000     // version 4
	lo = lo&^(0xc<<60) | 0x8<<60 // variant 10
	return fmt.Sprintf("%08x-%04x-%04x-%04x-%012x", hi>>32, hi>>16&0xffff, hi&0xffff, lo>>48, lo&0xffffffffffff)
}
`

const resourceWasm = `//go:build wasm

package app

import "strings"

func clientResourceResolver(resourcesLocation string) func(string) string {
	return func(location string) string {
		if remoteLocation(location) || !webLocation(location) {
			return location
		}
		location = strings.Trim(location, "/")
		return resourcesLocation + "/" + strings.TrimPrefix(location, "web/")
	}
}

func remoteLocation(location string) bool {
	return strings.HasPrefix(location, "https://") ||
		strings.HasPrefix(location, "http://")
}

func webLocation(location string) bool {
	return strings.HasPrefix(location, "/web/") ||
		location == "/web" ||
		strings.HasPrefix(location, "web/") ||
		location == "web"
}
`

// Sum is go-app Version's module hash, as in a go.sum: ModuleDir checks
// the download against it.
const Sum = "h1:4JUSlVQ8zVIeL3acFJEpuerP6FLoEQWg6CUTtHcz7Ro="

// Dir is the directory, in the polyplay module, that go.mod's replace
// points go-app to: it holds go-app's go.mod and, in each package
// directory, a file that fails the build when the overlay is missing
// (the overlay deletes it).
const Dir = "third_party/go-app"

// packages are the go-app packages the project compiles.
var packages = []string{"pkg/app", "pkg/errors"}

// guards are Dir's files that the overlay deletes.
var guards = []string{"pkg/app/overlay_missing.go", "pkg/errors/overlay_missing.go"}

// ModuleDir returns the directory of go-app Version in the module cache,
// downloading it if needed, and checks its hash against Sum.
func ModuleDir() (string, error) {
	cmd := exec.Command("go", "mod", "download", "-json", Module+"@"+Version)
	// Outside the polyplay module, whose go.mod replaces go-app; the
	// module's hash is checked here against Sum instead of go.sum.
	cmd.Dir = os.TempDir()
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod", "GOSUMDB=off")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	var mod struct{ Dir, Sum, Error string }
	if jerr := json.Unmarshal(out, &mod); err != nil || jerr != nil || mod.Error != "" || mod.Dir == "" {
		return "", fmt.Errorf("go mod download %s@%s: %v %s%s", Module, Version, err, mod.Error, stderr.Bytes())
	}
	if mod.Sum != Sum {
		return "", fmt.Errorf("go mod download %s@%s: module hash %s, want %s", Module, Version, mod.Sum, Sum)
	}
	return mod.Dir, nil
}

// Write writes the changed files and overlay.json into outDir and
// returns overlay.json's absolute path, for go build -overlay. modDir is
// go-app's directory in the module cache (ModuleDir), root the polyplay
// module's. The overlay puts go-app's files, changed or as downloaded,
// into root's Dir.
func Write(modDir, root, outDir string) (string, error) {
	outDir, err := filepath.Abs(outDir)
	if err != nil {
		return "", err
	}
	if root, err = filepath.Abs(root); err != nil {
		return "", err
	}
	if err := os.MkdirAll(outDir, 0o755); err != nil {
		return "", err
	}
	dst := filepath.Join(root, filepath.FromSlash(Dir))
	replace := map[string]string{}
	for _, pkg := range packages {
		files, err := filepath.Glob(filepath.Join(modDir, filepath.FromSlash(pkg), "*.go"))
		if err != nil {
			return "", err
		}
		if len(files) == 0 {
			return "", fmt.Errorf("go-app overlay: no Go files in %s", filepath.Join(modDir, pkg))
		}
		for _, f := range files {
			if !strings.HasSuffix(f, "_test.go") {
				replace[filepath.Join(dst, filepath.FromSlash(pkg), filepath.Base(f))] = f
			}
		}
	}
	for _, g := range guards {
		replace[filepath.Join(dst, filepath.FromSlash(g))] = ""
	}
	for _, f := range Files {
		src := filepath.Join(modDir, filepath.FromSlash(f.Name))
		var b []byte
		if f.Orig == "" {
			if _, err := os.Stat(src); err == nil {
				return "", fmt.Errorf("go-app overlay: %s is new in the overlay but exists in %s", f.Name, modDir)
			}
			b = []byte(f.New)
		} else {
			orig, err := os.ReadFile(src)
			if err != nil {
				return "", fmt.Errorf("go-app overlay: %w", err)
			}
			sum := sha256.Sum256(orig)
			if got := hex.EncodeToString(sum[:]); got != f.Orig {
				return "", fmt.Errorf("go-app overlay: %s (SHA-256 %s) is not the file the overlay's changes were written for (%s): check internal/goappoverlay against it", src, got, f.Orig)
			}
			if b, err = f.Edit(orig); err != nil {
				return "", fmt.Errorf("go-app overlay: %s: %w", f.Name, err)
			}
		}
		// Not named .go: outDir may be inside the polyplay module.
		out := filepath.Join(outDir, strings.ReplaceAll(f.Name, "/", "_")+".txt")
		if err := writeIfChanged(out, b); err != nil {
			return "", err
		}
		replace[filepath.Join(dst, filepath.FromSlash(f.Name))] = out
	}
	j, err := json.MarshalIndent(struct{ Replace map[string]string }{replace}, "", "\t")
	if err != nil {
		return "", err
	}
	path := filepath.Join(outDir, "overlay.json")
	return path, writeIfChanged(path, append(j, '\n'))
}

// writeIfChanged writes b to name unless name already holds it.
func writeIfChanged(name string, b []byte) error {
	if old, err := os.ReadFile(name); err == nil && bytes.Equal(old, b) {
		return nil
	}
	return os.WriteFile(name, b, 0o644)
}
