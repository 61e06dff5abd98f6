package main

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"html"
	"io"
	"io/fs"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/static"
	"polyplay/ui"
)

// registerOnce routes the app's pages (server-side rendering needs them).
var registerOnce sync.Once

// builtFiles are the files BuildWasm writes into the build directory.
var builtFiles = []string{"app.wasm", "embed.wasm", "wasm_exec.js"}

// NewHandler returns the go-app handler of the playground served under base
// ("/" or a path such as "/polyplay/"), with the /web/ files taken from
// buildDir (the WebAssembly programs) and package static (hand-written
// assets). Its Version is a hash of all those files, so a new build makes
// installed copies update, and an unchanged one does not.
func NewHandler(base, buildDir string) (*app.Handler, error) {
	registerOnce.Do(ui.Register)
	files := overlay{os.DirFS(buildDir), static.FS}
	version, err := versionOf(files)
	if err != nil {
		return nil, err
	}
	res := resources{prefix: strings.TrimSuffix(normalizeBase(base), "/"), files: http.StripPrefix("/web", &compressedFiles{fsys: files, next: http.FileServerFS(files)})}
	early, err := earlyWorker(res.Resolve("/web/worker.js"))
	if err != nil {
		return nil, err
	}
	return &app.Handler{
		Name:        "Polyplay",
		ShortName:   "Polyplay",
		Title:       "Polyplay: polyomino and polycube puzzle solver",
		Description: "Solve polyomino and polycube puzzles in the browser with dancing links (DLX) and FILA: pick or write a puzzle, configure the solver, watch it work, browse and download the solutions.",
		Lang:        "en",
		Author:      "Polyplay",
		Keywords:    []string{"polyomino", "polycube", "pentomino", "puzzle", "solver", "dancing links", "DLX", "FILA"},
		Icon: app.Icon{
			Default:  "/web/icons/icon-192.png",
			Large:    "/web/icons/icon-512.png",
			Maskable: "/web/icons/icon-512.png",
			SVG:      "/web/icons/icon.svg",
		},
		BackgroundColor: "#f8fafc",
		ThemeColor:      "#1e293b",
		LoadingLabel:    "Loading Polyplay… {progress}%",
		Styles:          []string{"/web/style.css", "/web/play.css"},
		// The service worker caches these too, so that the playground,
		// share links (the playground's page with a fragment) and the embed
		// page all work offline once the site has been opened. Only files
		// every static host serves may be listed: one failed download
		// stops the service worker from installing. embed.html is the
		// embed page's file in a static site (served by the route of the
		// same name by "web serve").
		CacheableResources: []string{
			"/embed.html",
			"/web/icons/icon.svg",
			"/web/worker.js",
			"/web/queue.js",
			"/web/wasm_exec.js",
		},
		RawHeaders: []string{early},
		Version:    version,
		Resources:  res,
	}, nil
}

// earlyWorker returns the script in the page's head that starts the
// first solver worker as the page starts loading (static/early.js):
// worker is the worker script's path. That worker is then ready to start
// the page's program, which the script hands it as soon as the page has
// compiled it, and Play mode's coach answers sooner
// (BenchmarkBrowserFirstCoach).
func earlyWorker(worker string) (string, error) {
	code, err := fs.ReadFile(static.FS, "early.js")
	if err != nil {
		return "", err
	}
	return `<script data-worker="` + html.EscapeString(worker) + `">` + string(code) + `</script>`, nil
}

// normalizeBase returns base as "/" or "/path/".
func normalizeBase(base string) string {
	base = strings.Trim(base, "/")
	if base == "" {
		return "/"
	}
	return "/" + base + "/"
}

// resources resolves the app's resource paths under a base path and serves
// the /web/ files.
type resources struct {
	prefix string // "" or "/polyplay"
	files  http.Handler
}

// Resolve prefixes local paths with the base path; "/" becomes the base
// path itself, with its trailing slash.
func (r resources) Resolve(loc string) string {
	if strings.HasPrefix(loc, "https://") || strings.HasPrefix(loc, "http://") {
		return loc
	}
	if !strings.HasPrefix(loc, "/") {
		loc = "/" + loc
	}
	return r.prefix + loc
}

// ServeHTTP serves a /web/ file (go-app hands those requests over).
func (r resources) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	r.files.ServeHTTP(w, req)
}

// overlay is a file system made of layers: a name is looked up in each
// layer in turn.
type overlay []fs.FS

// Open opens name from the first layer that has it.
func (o overlay) Open(name string) (fs.File, error) {
	for _, l := range o {
		f, err := l.Open(name)
		if err == nil {
			return f, nil
		}
	}
	return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
}

// files lists the regular files of all layers (first layer wins), sorted.
func (o overlay) files() ([]string, error) {
	seen := map[string]bool{}
	for _, l := range o {
		err := fs.WalkDir(l, ".", func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.Type().IsRegular() {
				seen[p] = true
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	names := make([]string, 0, len(seen))
	for n := range seen {
		names = append(names, n)
	}
	sort.Strings(names)
	return names, nil
}

// versionOf hashes the names and contents of all files.
func versionOf(o overlay) (string, error) {
	names, err := o.files()
	if err != nil {
		return "", err
	}
	for _, f := range builtFiles {
		if _, err := fs.Stat(o, f); err != nil {
			return "", fmt.Errorf("%s is missing from the build directory (build the WebAssembly programs first): %w", f, err)
		}
	}
	h := sha256.New()
	for _, n := range names {
		b, err := fs.ReadFile(o, n)
		if err != nil {
			return "", err
		}
		fmt.Fprintf(h, "%s %d\n", n, len(b))
		h.Write(b)
	}
	return hex.EncodeToString(h.Sum(nil))[:16], nil
}

// GenerateSite writes the static website into out, for serving under base,
// with the WebAssembly files from buildDir, and a brotli- and a
// gzip-compressed copy (name.br, name.gz) beside each large text or
// WebAssembly file, brotli at its best quality.
func GenerateSite(out, base, buildDir string) error {
	return generateSite(out, base, buildDir, brotliSite)
}

// generateSite is GenerateSite with brotli of the given quality.
func generateSite(out, base, buildDir string, brotliQuality int) error {
	if out == "" {
		return errors.New("no output directory")
	}
	h, err := NewHandler(base, buildDir)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	if err := app.GenerateStaticWebsite(out, h); err != nil {
		return fmt.Errorf("generating the static site: %w", err)
	}
	if err := os.WriteFile(filepath.Join(out, "embed.html"), []byte(embedHTML), 0o644); err != nil {
		return err
	}
	files := overlay{os.DirFS(buildDir), static.FS}
	names, err := files.files()
	if err != nil {
		return err
	}
	for _, n := range names {
		if err := copyFile(files, n, filepath.Join(out, "web", filepath.FromSlash(n))); err != nil {
			return err
		}
	}
	return writeCompressedCopies(out, brotliQuality)
}

func copyFile(src fs.FS, name, dst string) error {
	in, err := src.Open(name)
	if err != nil {
		return err
	}
	defer in.Close()
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	outf, err := os.Create(dst)
	if err != nil {
		return err
	}
	if _, err := io.Copy(outf, in); err != nil {
		outf.Close()
		return fmt.Errorf("copying %s: %w", path.Join("web", name), err)
	}
	return outf.Close()
}
