package main

import (
	"bytes"
	"compress/gzip"
	"errors"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/andybalholm/brotli"
)

// Compression. Browsers accept brotli and gzip; Polyplay offers brotli
// where the request accepts it, gzip otherwise: brotli makes the
// WebAssembly programs, most of a first visit, markedly smaller than gzip
// (TestBrowserWeight logs what each file weighs). "web serve" compresses
// what it sends: the build's files once, kept in memory; go-app's pages
// as they are written. "web site" writes a .br and a .gz copy beside every
// compressible file of at least minCompress bytes, for static hosts that
// serve those (nginx's brotli_static and gzip_static; see the README for
// others).

// minCompress is the size below which a file is not worth compressing.
const minCompress = 1024

// The brotli qualities. brotliSite, the best, is what "web site" writes:
// a minute or more of a core for each WebAssembly program, once per
// release, for the smallest download. brotliQuick is for what is
// compressed while someone waits ("web serve"'s files at their first
// request, the tests' site): somewhat larger than brotliSite's, in a
// small fraction of its time, with a 16 MB window, as large as the
// programs: quality 9 is a little smaller than 8 for a little more time,
// 10 takes many times as long. brotliPages is for go-app's pages,
// compressed as written.
const (
	brotliSite  = brotli.BestCompression
	brotliQuick = 9
	brotliPages = brotli.DefaultCompression
	brotliLGWin = 24
)

// An encoding is a Content-Encoding that Polyplay offers.
type encoding struct {
	name string // the Content-Encoding token
	ext  string // the extension of a precompressed copy
}

var (
	encBrotli = &encoding{"br", ".br"}
	encGzip   = &encoding{"gzip", ".gz"}
	// encodings are the offered encodings in order of preference.
	encodings = []*encoding{encBrotli, encGzip}
)

// compress returns b compressed in e; quality is brotli's (gzip always
// takes its best level).
func (e *encoding) compress(b []byte, quality int) []byte {
	var buf bytes.Buffer
	var w io.WriteCloser
	if e == encBrotli {
		w = brotli.NewWriterOptions(&buf, brotli.WriterOptions{Quality: quality, LGWin: brotliLGWin})
	} else {
		w, _ = gzip.NewWriterLevel(&buf, gzip.BestCompression) // only fails for a bad level
	}
	w.Write(b)
	w.Close()
	return buf.Bytes()
}

// compressible reports whether a file of this name is worth compressing
// (text and WebAssembly, not images already compressed).
func compressible(name string) bool {
	switch strings.ToLower(path.Ext(name)) {
	case ".wasm", ".js", ".css", ".html", ".svg", ".json", ".webmanifest", ".txt", ".map":
		return true
	}
	return false
}

// accepted returns the encodings r's Accept-Encoding accepts (a q-value
// above 0, by name or by "*"), in order of preference.
func accepted(r *http.Request) []*encoding {
	q := map[string]float64{}
	for part := range strings.SplitSeq(r.Header.Get("Accept-Encoding"), ",") {
		name, params, _ := strings.Cut(part, ";")
		name = strings.ToLower(strings.TrimSpace(name))
		v := 1.0
		for p := range strings.SplitSeq(params, ";") {
			if k, val, ok := strings.Cut(strings.TrimSpace(p), "="); ok && strings.EqualFold(strings.TrimSpace(k), "q") {
				if f, err := strconv.ParseFloat(strings.TrimSpace(val), 64); err == nil {
					v = f
				} else {
					v = 0
				}
			}
		}
		if name != "" {
			q[name] = v
		}
	}
	var out []*encoding
	for _, e := range encodings {
		v, ok := q[e.name]
		if !ok {
			v, ok = q["*"]
		}
		if ok && v > 0 {
			out = append(out, e)
		}
	}
	return out
}

// preferred returns the encoding of r's response: brotli where r accepts
// it, else gzip where it accepts that, else nil.
func preferred(r *http.Request) *encoding {
	if a := accepted(r); len(a) > 0 {
		return a[0]
	}
	return nil
}

// compressedFiles serves the files of fsys compressed (once, then from
// memory) to requests that accept brotli or gzip; other requests go to
// next.
type compressedFiles struct {
	fsys fs.FS
	next http.Handler
	mu   sync.Mutex
	kept map[string][]byte // by encoding's extension and name
}

func (c *compressedFiles) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.Header().Add("Vary", "Accept-Encoding")
	name := strings.TrimPrefix(path.Clean("/"+r.URL.Path), "/")
	enc := preferred(r)
	if enc == nil || !compressible(name) || (r.Method != http.MethodGet && r.Method != http.MethodHead) {
		c.next.ServeHTTP(w, r)
		return
	}
	c.mu.Lock()
	b, ok := c.kept[enc.ext+" "+name]
	if !ok {
		raw, err := fs.ReadFile(c.fsys, name)
		if err == nil && len(raw) >= minCompress {
			b = enc.compress(raw, brotliQuick)
			if c.kept == nil {
				c.kept = map[string][]byte{}
			}
			c.kept[enc.ext+" "+name] = b
		}
	}
	c.mu.Unlock()
	if b == nil {
		c.next.ServeHTTP(w, r)
		return
	}
	if ct := mime.TypeByExtension(path.Ext(name)); ct != "" {
		w.Header().Set("Content-Type", ct)
	}
	w.Header().Set("Content-Encoding", enc.name)
	http.ServeContent(w, r, name, time.Time{}, bytes.NewReader(b))
}

// compressResponses compresses h's responses as they are written, when
// the request accepts brotli or gzip and the response is text that is
// not compressed already.
func compressResponses(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Add("Vary", "Accept-Encoding")
		enc := preferred(r)
		if enc == nil || r.Header.Get("Range") != "" {
			h.ServeHTTP(w, r)
			return
		}
		cw := &compressWriter{ResponseWriter: w, enc: enc}
		defer cw.close()
		h.ServeHTTP(cw, r)
	})
}

// compressWriter decides at WriteHeader whether to compress.
type compressWriter struct {
	http.ResponseWriter
	enc     *encoding
	w       io.WriteCloser
	decided bool
}

func (c *compressWriter) WriteHeader(code int) {
	if !c.decided {
		c.decided = true
		h := c.Header()
		ct := h.Get("Content-Type")
		text := strings.HasPrefix(ct, "text/") || strings.Contains(ct, "javascript") || strings.Contains(ct, "json") ||
			strings.Contains(ct, "svg") || strings.Contains(ct, "wasm")
		if code == http.StatusOK && text && h.Get("Content-Encoding") == "" {
			h.Del("Content-Length")
			h.Set("Content-Encoding", c.enc.name)
			if c.enc == encBrotli {
				c.w = brotli.NewWriterLevel(c.ResponseWriter, brotliPages)
			} else {
				c.w, _ = gzip.NewWriterLevel(c.ResponseWriter, gzip.DefaultCompression)
			}
		}
	}
	c.ResponseWriter.WriteHeader(code)
}

func (c *compressWriter) Write(b []byte) (int, error) {
	if !c.decided {
		if c.Header().Get("Content-Type") == "" {
			c.Header().Set("Content-Type", http.DetectContentType(b))
		}
		c.WriteHeader(http.StatusOK)
	}
	if c.w != nil {
		return c.w.Write(b)
	}
	return c.ResponseWriter.Write(b)
}

func (c *compressWriter) close() {
	if c.w != nil {
		c.w.Close()
	}
}

// writeCompressedCopies writes name.br (brotli of the given quality) and
// name.gz beside every compressible file of at least minCompress bytes
// under dir, and removes the copies of smaller files. The copies are
// compressed side by side, one a core: a WebAssembly program takes
// seconds at brotliQuick and gzip's best level, and more at brotliSite.
func writeCompressedCopies(dir string, quality int) error {
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
	type job struct {
		name string
		enc  *encoding
	}
	var jobs []job
	for _, p := range names {
		for _, e := range encodings {
			jobs = append(jobs, job{p, e})
		}
	}
	errs := make([]error, len(jobs))
	cores := make(chan struct{}, runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	for i, j := range jobs {
		wg.Go(func() {
			cores <- struct{}{}
			defer func() { <-cores }()
			b, err := os.ReadFile(j.name)
			switch {
			case err != nil:
				errs[i] = err
			case len(b) < minCompress:
				if err := os.Remove(j.name + j.enc.ext); err != nil && !errors.Is(err, fs.ErrNotExist) {
					errs[i] = err
				}
			default:
				errs[i] = os.WriteFile(j.name+j.enc.ext, j.enc.compress(b, quality), 0o644)
			}
		})
	}
	wg.Wait()
	return errors.Join(errs...)
}

// staticWithCopies serves dir as a static host with precompressed files
// does (nginx's brotli_static and gzip_static): name.br or name.gz where
// it exists and the request accepts that encoding, brotli first, else
// name.
func staticWithCopies(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Add("Vary", "Accept-Encoding")
		name := path.Clean("/" + r.URL.Path)
		if strings.HasSuffix(name, "/") || name == "/" {
			name += "index.html"
		}
		if compressible(name) {
			for _, e := range accepted(r) {
				f, err := os.Open(filepath.Join(dir, filepath.FromSlash(name)) + e.ext)
				if err != nil {
					continue
				}
				defer f.Close()
				if st, err := f.Stat(); err == nil {
					if ct := mime.TypeByExtension(path.Ext(name)); ct != "" {
						w.Header().Set("Content-Type", ct)
					}
					w.Header().Set("Content-Encoding", e.name)
					http.ServeContent(w, r, name, st.ModTime(), f)
					return
				}
			}
		}
		files.ServeHTTP(w, r)
	})
}
