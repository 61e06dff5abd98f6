package main

import (
	"bytes"
	"compress/gzip"
	"errors"
	"io/fs"
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"time"
)

// Compression. Browsers accept gzip (and brotli, which Go's standard
// library cannot write, so Polyplay offers gzip only: the WebAssembly
// programs shrink to about a quarter with it). "web serve" compresses what
// it sends when the request accepts gzip: the build's files once, at the
// best level, kept in memory; go-app's pages as they are written. "web
// site" writes a .gz copy beside every compressible file of at least
// minGzip bytes, for static hosts that serve those (nginx's gzip_static;
// see the README for others).

// minGzip is the size below which a file is not worth compressing.
const minGzip = 1024

// compressible reports whether a file of this name is worth compressing
// (text and WebAssembly, not images already compressed).
func compressible(name string) bool {
	switch strings.ToLower(path.Ext(name)) {
	case ".wasm", ".js", ".css", ".html", ".svg", ".json", ".webmanifest", ".txt", ".map":
		return true
	}
	return false
}

// acceptsGzip reports whether the request accepts a gzip response.
func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		name, q, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.EqualFold(strings.TrimSpace(name), "gzip") && strings.ReplaceAll(strings.TrimSpace(q), " ", "") != "q=0" {
			return true
		}
	}
	return false
}

// gzipBytes compresses b at the best level.
func gzipBytes(b []byte) []byte {
	var buf bytes.Buffer
	w, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression) // only fails for a bad level
	w.Write(b)
	w.Close()
	return buf.Bytes()
}

// gzipFiles serves the files of fsys, gzip-compressed (once, then from
// memory) to requests that accept it; other requests go to next.
type gzipFiles struct {
	fsys fs.FS
	next http.Handler
	mu   sync.Mutex
	gz   map[string][]byte
}

func (g *gzipFiles) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.Header().Add("Vary", "Accept-Encoding")
	name := strings.TrimPrefix(path.Clean("/"+r.URL.Path), "/")
	if !acceptsGzip(r) || !compressible(name) || (r.Method != http.MethodGet && r.Method != http.MethodHead) {
		g.next.ServeHTTP(w, r)
		return
	}
	g.mu.Lock()
	b, ok := g.gz[name]
	if !ok {
		raw, err := fs.ReadFile(g.fsys, name)
		if err == nil && len(raw) >= minGzip {
			b = gzipBytes(raw)
			if g.gz == nil {
				g.gz = map[string][]byte{}
			}
			g.gz[name] = b
		}
	}
	g.mu.Unlock()
	if b == nil {
		g.next.ServeHTTP(w, r)
		return
	}
	if ct := mime.TypeByExtension(path.Ext(name)); ct != "" {
		w.Header().Set("Content-Type", ct)
	}
	w.Header().Set("Content-Encoding", "gzip")
	http.ServeContent(w, r, name, time.Time{}, bytes.NewReader(b))
}

// gzipResponses compresses h's responses as they are written, when the
// request accepts gzip and the response is text that is not compressed
// already.
func gzipResponses(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Add("Vary", "Accept-Encoding")
		if !acceptsGzip(r) || r.Header.Get("Range") != "" {
			h.ServeHTTP(w, r)
			return
		}
		gw := &gzipWriter{ResponseWriter: w}
		defer gw.close()
		h.ServeHTTP(gw, r)
	})
}

// gzipWriter decides at WriteHeader whether to compress.
type gzipWriter struct {
	http.ResponseWriter
	gz      *gzip.Writer
	decided bool
}

func (g *gzipWriter) WriteHeader(code int) {
	if !g.decided {
		g.decided = true
		h := g.Header()
		ct := h.Get("Content-Type")
		text := strings.HasPrefix(ct, "text/") || strings.Contains(ct, "javascript") || strings.Contains(ct, "json") ||
			strings.Contains(ct, "svg") || strings.Contains(ct, "wasm")
		if code == http.StatusOK && text && h.Get("Content-Encoding") == "" {
			h.Del("Content-Length")
			h.Set("Content-Encoding", "gzip")
			g.gz, _ = gzip.NewWriterLevel(g.ResponseWriter, gzip.DefaultCompression)
		}
	}
	g.ResponseWriter.WriteHeader(code)
}

func (g *gzipWriter) Write(b []byte) (int, error) {
	if !g.decided {
		if g.Header().Get("Content-Type") == "" {
			g.Header().Set("Content-Type", http.DetectContentType(b))
		}
		g.WriteHeader(http.StatusOK)
	}
	if g.gz != nil {
		return g.gz.Write(b)
	}
	return g.ResponseWriter.Write(b)
}

func (g *gzipWriter) close() {
	if g.gz != nil {
		g.gz.Close()
	}
}

// writeGzipCopies writes name.gz beside every compressible file of at
// least minGzip bytes under dir, and removes stale copies. The files are
// compressed side by side, one a core: at the best level the front end's
// WebAssembly alone takes about 3.5 s, the three programs about 7 s one
// after the other.
func writeGzipCopies(dir string) error {
	var names []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && d.Type().IsRegular() && compressible(p) {
			names = append(names, p)
		}
		return err
	})
	if err != nil {
		return err
	}
	errs := make([]error, len(names))
	cores := make(chan struct{}, runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	for i, p := range names {
		wg.Go(func() {
			cores <- struct{}{}
			defer func() { <-cores }()
			b, err := os.ReadFile(p)
			if err != nil || len(b) < minGzip {
				errs[i] = err
				return
			}
			errs[i] = os.WriteFile(p+".gz", gzipBytes(b), 0o644)
		})
	}
	wg.Wait()
	return errors.Join(errs...)
}

// gzipStatic serves dir as a static host with precompressed files does
// (nginx's gzip_static): name.gz where it exists and the request accepts
// gzip, else name.
func gzipStatic(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Add("Vary", "Accept-Encoding")
		name := path.Clean("/" + r.URL.Path)
		if strings.HasSuffix(name, "/") || name == "/" {
			name += "index.html"
		}
		if acceptsGzip(r) && compressible(name) {
			if f, err := os.Open(filepath.Join(dir, filepath.FromSlash(name)) + ".gz"); err == nil {
				defer f.Close()
				if st, err := f.Stat(); err == nil {
					if ct := mime.TypeByExtension(path.Ext(name)); ct != "" {
						w.Header().Set("Content-Type", ct)
					}
					w.Header().Set("Content-Encoding", "gzip")
					http.ServeContent(w, r, name, st.ModTime(), f)
					return
				}
			}
		}
		files.ServeHTTP(w, r)
	})
}
