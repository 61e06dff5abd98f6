package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// get fetches path from srv, with or without accepting gzip, and returns
// the body as sent and the response.
func get(t *testing.T, srv *httptest.Server, path string, gz bool) ([]byte, *http.Response) {
	t.Helper()
	req, _ := http.NewRequest("GET", srv.URL+path, nil)
	if gz {
		req.Header.Set("Accept-Encoding", "br, gzip;q=0.8")
	} else {
		req.Header.Set("Accept-Encoding", "identity")
	}
	res, err := http.DefaultTransport.RoundTrip(req) // no transparent decompression
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return b, res
}

func gunzip(t *testing.T, b []byte) []byte {
	t.Helper()
	r, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("not gzip: %v", err)
	}
	out, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestCompression: "web serve" answers gzip where the request accepts it
// (the build's files and go-app's pages), and "web site" writes .gz
// copies that a static host (gzipStatic, as nginx's gzip_static) serves.
func TestCompression(t *testing.T) {
	build := fakeBuild(t)
	wasm := bytes.Repeat([]byte("polyplay wasm "), 20000)
	if err := os.WriteFile(filepath.Join(build, "app.wasm"), wasm, 0o644); err != nil {
		t.Fatal(err)
	}
	h, err := NewHandler("/", build)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(gzipResponses(withEmbed("/", h)))
	defer srv.Close()
	for _, tc := range []struct {
		path, want, ctype string
	}{
		{"/web/app.wasm", "polyplay wasm", "application/wasm"},
		{"/web/style.css", ".pp-header", "text/css"},
		{"/", `id="definition"`, "text/html"},
		{"/embed.html", `id="embed-page"`, "text/html"},
	} {
		raw, res := get(t, srv, tc.path, false)
		if res.Header.Get("Content-Encoding") != "" || !strings.Contains(string(raw), tc.want) {
			t.Errorf("GET %s without gzip: encoding %q", tc.path, res.Header.Get("Content-Encoding"))
		}
		gz, res := get(t, srv, tc.path, true)
		if res.Header.Get("Content-Encoding") != "gzip" || !strings.Contains(res.Header.Get("Vary"), "Accept-Encoding") || !strings.HasPrefix(res.Header.Get("Content-Type"), tc.ctype) {
			t.Errorf("GET %s with gzip: encoding %q, vary %q, type %q", tc.path, res.Header.Get("Content-Encoding"), res.Header.Get("Vary"), res.Header.Get("Content-Type"))
			continue
		}
		// (go-app's page differs from one request to the next in a few
		// characters, not in length.)
		if got := gunzip(t, gz); len(got) != len(raw) || !strings.Contains(string(got), tc.want) {
			t.Errorf("GET %s: gzip body decompresses to %d bytes, want the %d of the plain body", tc.path, len(got), len(raw))
		}
		if len(gz) >= len(raw) {
			t.Errorf("GET %s: gzip %d bytes, plain %d", tc.path, len(gz), len(raw))
		}
	}
	if _, res := get(t, srv, "/web/icons/icon-192.png", true); res.Header.Get("Content-Encoding") != "" {
		t.Errorf("a PNG was compressed again")
	}

	out := filepath.Join(t.TempDir(), "site")
	if err := GenerateSite(out, "/", build); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"web/app.wasm.gz", "index.html.gz", "embed.html.gz", "web/style.css.gz"} {
		if _, err := os.Stat(filepath.Join(out, f)); err != nil {
			t.Errorf("the site lacks %s: %v", f, err)
		}
	}
	if _, err := os.Stat(filepath.Join(out, "web/icons/icon-192.png.gz")); err == nil {
		t.Errorf("the site has a .gz of a PNG")
	}
	static := httptest.NewServer(gzipStatic(out))
	defer static.Close()
	gz, res := get(t, static, "/web/app.wasm", true)
	if res.Header.Get("Content-Encoding") != "gzip" || res.Header.Get("Content-Type") != "application/wasm" || !bytes.Equal(gunzip(t, gz), wasm) {
		t.Errorf("static host: app.wasm encoding %q type %q", res.Header.Get("Content-Encoding"), res.Header.Get("Content-Type"))
	}
	if raw, res := get(t, static, "/web/app.wasm", false); res.Header.Get("Content-Encoding") != "" || !bytes.Equal(raw, wasm) {
		t.Errorf("static host without gzip: encoding %q", res.Header.Get("Content-Encoding"))
	}
	if gz, res := get(t, static, "/", true); res.Header.Get("Content-Encoding") != "gzip" || !strings.Contains(string(gunzip(t, gz)), `id="definition"`) {
		t.Errorf("static host: / encoding %q", res.Header.Get("Content-Encoding"))
	}
}

func TestAcceptsGzip(t *testing.T) {
	for h, want := range map[string]bool{"gzip": true, "br, gzip, deflate": true, "gzip;q=0": false, "GZIP; q=0.5": true, "identity": false, "": false, "x-gzip": false} {
		r, _ := http.NewRequest("GET", "/", nil)
		r.Header.Set("Accept-Encoding", h)
		if got := acceptsGzip(r); got != want {
			t.Errorf("acceptsGzip(%q) = %v", h, got)
		}
	}
}
