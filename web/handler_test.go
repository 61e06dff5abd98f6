package main

import (
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"
)

func TestResolve(t *testing.T) {
	for _, tc := range []struct{ base, loc, want string }{
		{"/", "/", "/"},
		{"/", "/web/app.wasm", "/web/app.wasm"},
		{"/", "web/style.css", "/web/style.css"},
		{"/", "/app.js", "/app.js"},
		{"/polyplay/", "/", "/polyplay/"},
		{"polyplay", "/web/app.wasm", "/polyplay/web/app.wasm"},
		{"/a/b/", "/manifest.webmanifest", "/a/b/manifest.webmanifest"},
		{"/polyplay/", "https://example.com/x.png", "https://example.com/x.png"},
	} {
		r := resources{prefix: strings.TrimSuffix(normalizeBase(tc.base), "/")}
		if got := r.Resolve(tc.loc); got != tc.want {
			t.Errorf("base %q: Resolve(%q) = %q, want %q", tc.base, tc.loc, got, tc.want)
		}
	}
}

// fakeBuild writes stand-ins for the compiled files.
func fakeBuild(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for _, f := range builtFiles {
		if err := os.WriteFile(filepath.Join(dir, f), []byte("fake "+f), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestVersion(t *testing.T) {
	build := fakeBuild(t)
	h1, err := NewHandler("/", build)
	if err != nil {
		t.Fatal(err)
	}
	h2, _ := NewHandler("/", build)
	if h1.Version == "" || h1.Version != h2.Version {
		t.Errorf("versions %q and %q of the same files", h1.Version, h2.Version)
	}
	os.WriteFile(filepath.Join(build, "embed.wasm"), []byte("changed"), 0o644)
	h3, _ := NewHandler("/", build)
	if h3.Version == h1.Version {
		t.Error("the version did not change with embed.wasm")
	}
	os.Remove(filepath.Join(build, "app.wasm"))
	if _, err := NewHandler("/", build); err == nil || !strings.Contains(err.Error(), "app.wasm is missing") {
		t.Errorf("missing app.wasm: %v", err)
	}
}

func TestServe(t *testing.T) {
	h, err := NewHandler("/", fakeBuild(t))
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(compressResponses(withEmbed("/", h)))
	defer srv.Close()
	get := func(path string) (int, string) {
		t.Helper()
		res, err := http.Get(srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		b, _ := io.ReadAll(res.Body)
		return res.StatusCode, string(b)
	}
	for _, tc := range []struct{ path, want string }{
		{"/", `id="definition"`},                  // the prerendered page
		{"/web/app.wasm", "fake app.wasm"},        // compiled files
		{"/web/worker.js", "importScripts"},       // static files
		{"/web/style.css", ".pp-header"},          // static files
		{"/app-worker.js", "/web/app.wasm"},       // cached for offline use
		{"/app-worker.js", "/web/worker.js"},      // the workers' script too
		{"/app-worker.js", `"/embed.html"`},       // the embed page too
		{"/embed.html", `id="embed-page"`},        // which the server serves
		{"/manifest.webmanifest", "icon-512.png"}, // local icons
	} {
		code, body := get(tc.path)
		if code != http.StatusOK || !strings.Contains(body, tc.want) {
			t.Errorf("GET %s: %d, body lacks %q", tc.path, code, tc.want)
		}
	}
	if code, _ := get("/web/nothing.js"); code != http.StatusNotFound {
		t.Errorf("GET /web/nothing.js: %d, want 404", code)
	}
}

func TestGenerateSite(t *testing.T) {
	out := filepath.Join(t.TempDir(), "site")
	if err := GenerateSite(out, "/polyplay/", fakeBuild(t)); err != nil {
		t.Fatal(err)
	}
	read := func(name string) string {
		t.Helper()
		b, err := os.ReadFile(filepath.Join(out, name))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	index := read("index.html")
	for _, want := range []string{`src="/polyplay/app.js"`, `href="/polyplay/web/style.css"`, `href="/polyplay/manifest.webmanifest"`, `id="definition"`} {
		if !strings.Contains(index, want) {
			t.Errorf("index.html lacks %s", want)
		}
	}
	if strings.Contains(index, `src="http`) || strings.Contains(index, `href="http`) {
		t.Error("index.html loads something from the internet (icons must be local)")
	}
	if app := read("app.js"); !strings.Contains(app, `"/polyplay/web/app.wasm"`) || !strings.Contains(app, `"GOAPP_ROOT_PREFIX":"/polyplay/"`) {
		t.Error("app.js does not load /polyplay/web/app.wasm under the base path")
	}
	sw := read("app-worker.js")
	for _, want := range []string{`"/polyplay/web/app.wasm"`, `"/polyplay/web/worker.js"`, `"/polyplay/web/wasm_exec.js"`, `"/polyplay/web/icons/icon.svg"`, `"/polyplay/web/style.css"`, `"/polyplay/"`, `"/polyplay/embed.html"`} {
		if !strings.Contains(sw, want) {
			t.Errorf("the service worker does not cache %s", want)
		}
	}
	var manifest struct {
		StartURL string `json:"start_url"`
		Icons    []struct{ Src string }
	}
	if err := json.Unmarshal([]byte(read("manifest.webmanifest")), &manifest); err != nil {
		t.Fatal(err)
	}
	if manifest.StartURL != "/polyplay/" || len(manifest.Icons) == 0 {
		t.Errorf("manifest = %+v", manifest)
	}
	for _, ic := range manifest.Icons {
		if !strings.HasPrefix(ic.Src, "/polyplay/web/icons/") {
			t.Errorf("manifest icon %q is not local", ic.Src)
		}
	}
	// Every file the service worker caches is in the site: one missing
	// file would stop it from installing, and the site from working
	// offline.
	m := regexp.MustCompile(`const resourcesToCache = (\[.*\]);`).FindStringSubmatch(sw)
	if m == nil {
		t.Fatal("no resourcesToCache in app-worker.js")
	}
	var cached []string
	if err := json.Unmarshal([]byte(m[1]), &cached); err != nil {
		t.Fatalf("resourcesToCache: %v", err)
	}
	for _, c := range cached {
		name, ok := strings.CutPrefix(c, "/polyplay/")
		if !ok {
			t.Errorf("the service worker caches %s, outside the base path", c)
			continue
		}
		if name == "" {
			name = "index.html"
		}
		if _, err := os.Stat(filepath.Join(out, filepath.FromSlash(name))); err != nil {
			t.Errorf("the service worker caches %s, which the site lacks: %v", c, err)
		}
	}
	if embed := read("embed.html"); !strings.Contains(embed, `id="embed-page"`) {
		t.Error("embed.html is not the embed page")
	}
	for _, f := range []string{"web/app.wasm", "web/wasm_exec.js", "web/worker.js", "web/style.css", "web/icons/icon-192.png"} {
		read(f)
	}
}

func TestCleanSiteDir(t *testing.T) {
	dir := t.TempDir()
	if err := cleanSiteDir(filepath.Join(dir, "new")); err != nil {
		t.Errorf("a new directory: %v", err)
	}
	os.WriteFile(filepath.Join(dir, "precious.txt"), []byte("x"), 0o644)
	if err := cleanSiteDir(dir); err == nil {
		t.Error("cleanSiteDir would empty a directory that holds no site")
	}
	if _, err := os.Stat(filepath.Join(dir, "precious.txt")); err != nil {
		t.Error("the file was removed")
	}
	site := filepath.Join(dir, "site")
	os.MkdirAll(site, 0o755)
	for _, f := range []string{"index.html", "app.js", "app-worker.js", "stale.html"} {
		os.WriteFile(filepath.Join(site, f), nil, 0o644)
	}
	if err := cleanSiteDir(site); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(site, "stale.html")); !os.IsNotExist(err) {
		t.Error("a stale file survived")
	}
}

func TestOverlay(t *testing.T) {
	o := overlay{
		fstest.MapFS{"a.txt": {Data: []byte("first")}},
		fstest.MapFS{"a.txt": {Data: []byte("second")}, "b/c.txt": {Data: []byte("c")}},
	}
	names, err := o.files()
	if err != nil || strings.Join(names, ",") != "a.txt,b/c.txt" {
		t.Errorf("files = %q, %v", names, err)
	}
	f, err := o.Open("a.txt")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(f)
	if string(b) != "first" {
		t.Errorf("a.txt = %q, want the first layer's", b)
	}
	if _, err := o.Open("nope"); err == nil {
		t.Error("opened a missing file")
	}
}

func TestRunUsage(t *testing.T) {
	var out strings.Builder
	if err := run(nil, &out); err == nil || !strings.Contains(err.Error(), "missing command") {
		t.Errorf("no command: %v", err)
	}
	if err := run([]string{"explode"}, &out); err == nil || !strings.Contains(err.Error(), `unknown command "explode"`) {
		t.Errorf("unknown command: %v", err)
	}
	if err := run([]string{"site", "-nobuild", "-build", t.TempDir(), "-out", t.TempDir()}, &out); err == nil || !strings.Contains(err.Error(), "-nobuild") {
		t.Errorf("site -nobuild without files: %v", err)
	}
}

// TestServeAddressTaken: serve on an address another program listens on
// fails at once, saying so, before it compiles anything (the build
// directory stays empty and nothing says it compiles).
func TestServeAddressTaken(t *testing.T) {
	taken, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer taken.Close()
	addr := taken.Addr().String()
	build := t.TempDir()
	var out strings.Builder
	err = run([]string{"serve", "-addr", addr, "-build", build}, &out)
	if err == nil || !strings.HasPrefix(err.Error(), "cannot serve on "+addr+": another program is listening there") {
		t.Errorf("serve on a taken address: %v", err)
	}
	if entries, _ := os.ReadDir(build); len(entries) > 0 || out.Len() > 0 {
		t.Errorf("serve compiled before listening: %q, %d files built", out.String(), len(entries))
	}
}
