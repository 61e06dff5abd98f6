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

	"github.com/andybalholm/brotli"
)

// Accept-Encoding headers of the tests: a browser's (brotli and gzip), a
// client that takes gzip only, and one that takes no compression.
const (
	acceptBrowser = "gzip, deflate, br, zstd"
	acceptGzip    = "gzip, deflate"
	acceptNone    = "identity"
)

// get fetches path from srv with the given Accept-Encoding and returns
// the body as sent and the response.
func get(t *testing.T, srv *httptest.Server, path, accept string) ([]byte, *http.Response) {
	t.Helper()
	req, _ := http.NewRequest("GET", srv.URL+path, nil)
	req.Header.Set("Accept-Encoding", accept)
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

// decode decompresses b as its response's Content-Encoding says (br or
// gzip; anything else fails the test).
func decode(t *testing.T, res *http.Response, b []byte) []byte {
	t.Helper()
	var r io.Reader
	switch enc := res.Header.Get("Content-Encoding"); enc {
	case "br":
		r = brotli.NewReader(bytes.NewReader(b))
	case "gzip":
		gz, err := gzip.NewReader(bytes.NewReader(b))
		if err != nil {
			t.Fatalf("not gzip: %v", err)
		}
		r = gz
	default:
		t.Fatalf("Content-Encoding %q, want br or gzip", enc)
	}
	out, err := io.ReadAll(r)
	if err != nil {
		t.Fatalf("%s body: %v", res.Header.Get("Content-Encoding"), err)
	}
	return out
}

// TestCompression: "web serve" answers brotli where the request accepts
// it and gzip where it accepts gzip only (the build's files and go-app's
// pages), and "web site" writes .br and .gz copies that a static host
// (staticWithCopies, as nginx's brotli_static and gzip_static) serves
// the same way.
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
	srv := httptest.NewServer(compressResponses(withEmbed("/", h)))
	defer srv.Close()
	for _, tc := range []struct {
		path, want, ctype string
	}{
		{"/web/app.wasm", "polyplay wasm", "application/wasm"},
		{"/web/style.css", ".pp-header", "text/css"},
		{"/", `id="definition"`, "text/html"},
		{"/embed.html", `id="embed-page"`, "text/html"},
	} {
		raw, res := get(t, srv, tc.path, acceptNone)
		if res.Header.Get("Content-Encoding") != "" || !strings.Contains(string(raw), tc.want) {
			t.Errorf("GET %s without compression: encoding %q", tc.path, res.Header.Get("Content-Encoding"))
		}
		for _, a := range []struct{ accept, enc string }{{acceptBrowser, "br"}, {acceptGzip, "gzip"}} {
			body, res := get(t, srv, tc.path, a.accept)
			if res.Header.Get("Content-Encoding") != a.enc || !strings.Contains(res.Header.Get("Vary"), "Accept-Encoding") || !strings.HasPrefix(res.Header.Get("Content-Type"), tc.ctype) {
				t.Errorf("GET %s accepting %q: encoding %q, vary %q, type %q; want %s", tc.path, a.accept, res.Header.Get("Content-Encoding"), res.Header.Get("Vary"), res.Header.Get("Content-Type"), a.enc)
				continue
			}
			// (go-app's page differs from one request to the next in a few
			// characters, not in length.)
			if got := decode(t, res, body); len(got) != len(raw) || !strings.Contains(string(got), tc.want) {
				t.Errorf("GET %s: %s body decompresses to %d bytes, want the %d of the plain body", tc.path, a.enc, len(got), len(raw))
			}
			if len(body) >= len(raw) {
				t.Errorf("GET %s: %s %d bytes, plain %d", tc.path, a.enc, len(body), len(raw))
			}
		}
	}
	if _, res := get(t, srv, "/web/icons/icon-192.png", acceptBrowser); res.Header.Get("Content-Encoding") != "" {
		t.Errorf("a PNG was compressed again")
	}

	out := filepath.Join(t.TempDir(), "site")
	if err := generateSite(out, "/", build, brotliQuick); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"web/app.wasm", "index.html", "embed.html", "web/style.css"} {
		for _, ext := range []string{".br", ".gz"} {
			if _, err := os.Stat(filepath.Join(out, f+ext)); err != nil {
				t.Errorf("the site lacks %s: %v", f+ext, err)
			}
		}
	}
	for _, ext := range []string{".br", ".gz"} {
		if _, err := os.Stat(filepath.Join(out, "web/icons/icon-192.png"+ext)); err == nil {
			t.Errorf("the site has a %s of a PNG", ext)
		}
	}
	static := httptest.NewServer(staticWithCopies(out))
	defer static.Close()
	for _, a := range []struct{ accept, enc string }{{acceptBrowser, "br"}, {acceptGzip, "gzip"}} {
		body, res := get(t, static, "/web/app.wasm", a.accept)
		if res.Header.Get("Content-Encoding") != a.enc || res.Header.Get("Content-Type") != "application/wasm" || !bytes.Equal(decode(t, res, body), wasm) {
			t.Errorf("static host accepting %q: app.wasm encoding %q type %q, want %s", a.accept, res.Header.Get("Content-Encoding"), res.Header.Get("Content-Type"), a.enc)
		}
		if body, res := get(t, static, "/", a.accept); res.Header.Get("Content-Encoding") != a.enc || !strings.Contains(string(decode(t, res, body)), `id="definition"`) {
			t.Errorf("static host accepting %q: / encoding %q, want %s", a.accept, res.Header.Get("Content-Encoding"), a.enc)
		}
	}
	if raw, res := get(t, static, "/web/app.wasm", acceptNone); res.Header.Get("Content-Encoding") != "" || !bytes.Equal(raw, wasm) {
		t.Errorf("static host without compression: encoding %q", res.Header.Get("Content-Encoding"))
	}
}

// TestPreferred checks the negotiation: brotli where the request accepts
// it, gzip where it accepts only that, nothing where it accepts neither;
// a q-value of 0 refuses, and "*" accepts what is not named.
func TestPreferred(t *testing.T) {
	for h, want := range map[string]string{
		"gzip":                    "gzip",
		"br, gzip, deflate":       "br",
		"gzip, deflate, br, zstd": "br",
		"br;q=0, gzip":            "gzip",
		"BR; q=0.5, gzip":         "br",
		"br;q=0.0, gzip;q=0":      "",
		"gzip;q=0":                "",
		"GZIP; q=0.5":             "gzip",
		"identity":                "",
		"":                        "",
		"x-gzip":                  "",
		"*":                       "br",
		"br;q=0, *":               "gzip",
		"gzip;q=bad":              "",
	} {
		r, _ := http.NewRequest("GET", "/", nil)
		r.Header.Set("Accept-Encoding", h)
		got := ""
		if e := preferred(r); e != nil {
			got = e.name
		}
		if got != want {
			t.Errorf("preferred(%q) = %q, want %q", h, got, want)
		}
	}
}
