package main

// The first solver worker starts from the page's head (static/early.js),
// before the page's own WebAssembly has started; the page takes it over
// as its first worker (ui/worker_js.go, startWorker). The page's program
// is its workers' program too (wasm/app): each worker is sent the module
// the page compiled.

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"polyplay/internal/longtest"
)

// workerProbe, run in a page before its scripts, records in window.ppW
// each Web Worker of worker.js the page starts: when (performance.now),
// and the kinds of the messages the page posts to it.
const workerProbe = `(() => {
	const ws = []; window.ppW = ws;
	const W = window.Worker;
	window.Worker = function(url, o) {
		const w = new W(url, o);
		if (!String(url).endsWith("worker.js")) return w;
		const rec = {at: performance.now(), posts: []}; ws.push(rec);
		const post = w.postMessage.bind(w);
		w.postMessage = (d, tr) => {
			let k = typeof d;
			if (d && d.kind) k = d.kind;
			else if (d && "module" in d) k = d.module instanceof WebAssembly.Module ? "module" : "no module";
			else if (d instanceof Uint8Array) k = (new TextDecoder().decode(d.subarray(0, 40)).match(/"kind":"(\w+)"/) || [])[1] || "bytes";
			rec.posts.push(k);
			return post(d, tr);
		};
		return w;
	};
	window.Worker.prototype = W.prototype;
})()`

// TestPageEarlyWorker, a long test (make test-long): the page's first solver worker is started
// before app.wasm has even downloaded, and is the one the page uses;
// every worker is sent the module the page compiled (none downloads or
// compiles app.wasm again), and a Solve of the 10x6 divided among the
// workers sends a solve message to every worker.js worker the page
// started (none is left idle), and gives the 2,339 solutions.
func TestPageEarlyWorker(t *testing.T) {
	longtest.Skip(t)
	t.Parallel()
	p := openTab(t, 5*time.Minute)
	p.run("the probe", chromedp.ActionFunc(func(ctx context.Context) error {
		_, err := cdppage.AddScriptToEvaluateOnNewDocument(workerProbe).Do(ctx)
		return err
	}))
	p.run("open the page", chromedp.EmulateViewport(1280, 800), chromedp.Navigate(p.url))
	p.waitReady()
	p.solveAndWait(time.Minute)
	if n := p.count("stat-solutions"); n != 2339 {
		t.Errorf("%d solutions, want 2339", n)
	}
	var ws []struct {
		At    float64
		Posts []string
	}
	p.eval(`window.ppW`, &ws)
	var appWasm float64
	p.eval(`(performance.getEntriesByType("resource").find(r => r.name.endsWith("/app.wasm")) || {}).responseEnd || 0`, &appWasm)
	if len(ws) == 0 || appWasm == 0 {
		t.Fatalf("%d workers seen, app.wasm downloaded at %.0f ms", len(ws), appWasm)
	}
	if ws[0].At >= appWasm {
		t.Errorf("the first worker started at %.0f ms, after app.wasm downloaded (%.0f ms): not early", ws[0].At, appWasm)
	}
	for k, w := range ws {
		if want := "module"; len(w.Posts) == 0 || w.Posts[0] != want {
			t.Errorf("worker %d of %d was sent %q first, want %q", k, len(ws), w.Posts, want)
		}
		solved := false
		for _, kind := range w.Posts {
			solved = solved || kind == "solve"
		}
		if !solved {
			t.Errorf("worker %d of %d (started at %.0f ms) was sent %q, no solve: left idle", k, len(ws), w.At, w.Posts)
		}
	}
	var taken bool
	p.eval(`!!window.polyplayEarlyWorker && window.polyplayEarlyWorker.worker === null`, &taken)
	if !taken {
		t.Errorf("the early worker was not taken over by the page")
	}
	var fetched int
	p.eval(`performance.getEntriesByType("resource").filter(r => r.name.endsWith("/app.wasm")).length`, &fetched)
	if fetched != 1 {
		t.Errorf("app.wasm requested %d times by the page, want once", fetched)
	}
}

// TestBrowserWasmWithoutType: a browser whose page compiles no module
// for its workers (without WebAssembly.instantiateStreaming, go-app's
// loader instantiates app.wasm from its bytes), on a static host that
// serves app.wasm without its type (application/wasm), which
// WebAssembly.compileStreaming refuses: each worker is sent no module,
// downloads and compiles app.wasm itself from a plain download
// (static/worker.js), and the 10x6's Solve gives the 2,339 solutions.
func TestBrowserWasmWithoutType(t *testing.T) {
	t.Parallel()
	dir := testSite(t)
	srv := httptest.NewServer(siteMux(wasmWithoutType{staticWithCopies(dir)}))
	t.Cleanup(srv.Close)

	p := openTab(t, 5*time.Minute)
	p.run("the probe", chromedp.ActionFunc(func(ctx context.Context) error {
		// The tab may be the browser's kept tab, whose later pages run the
		// script too: it acts on this test's server only.
		host := strings.TrimPrefix(srv.URL, "http://")
		_, err := cdppage.AddScriptToEvaluateOnNewDocument(`if (location.host === "` + host + `") delete WebAssembly.instantiateStreaming;` + workerProbe).Do(ctx)
		return err
	}))
	p.run("open the page", chromedp.EmulateViewport(1280, 800), chromedp.Navigate(srv.URL+base))
	p.waitReady()
	var typ string
	p.run("app.wasm's type", chromedp.Evaluate(`fetch("web/app.wasm").then(r => r.headers.get("content-type"))`, &typ,
		func(ep *runtime.EvaluateParams) *runtime.EvaluateParams { return ep.WithAwaitPromise(true) }))
	if typ == "application/wasm" {
		t.Fatalf("app.wasm served as %q: the host under test must not say application/wasm", typ)
	}
	p.solveAndWait(time.Minute)
	if n := p.count("stat-solutions"); n != 2339 {
		t.Errorf("%d solutions, want 2339", n)
	}
	var ws []struct{ Posts []string }
	p.eval(`window.ppW`, &ws)
	if len(ws) < 2 {
		t.Fatalf("%d workers seen, want at least 2", len(ws))
	}
	for k, w := range ws {
		if len(w.Posts) == 0 || w.Posts[0] != "no module" {
			t.Errorf("worker %d was sent %q first, want no module", k, w.Posts)
		}
	}
}

// wasmWithoutType serves h's files, app.wasm as
// application/octet-stream.
type wasmWithoutType struct{ h http.Handler }

func (s wasmWithoutType) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if strings.HasSuffix(r.URL.Path, "/app.wasm") {
		w = &plainType{ResponseWriter: w}
	}
	s.h.ServeHTTP(w, r)
}

// plainType writes its responses as application/octet-stream.
type plainType struct {
	http.ResponseWriter
	wrote bool
}

func (p *plainType) WriteHeader(code int) {
	if !p.wrote {
		p.wrote = true
		p.Header().Set("Content-Type", "application/octet-stream")
	}
	p.ResponseWriter.WriteHeader(code)
}

func (p *plainType) Write(b []byte) (int, error) {
	if !p.wrote {
		p.WriteHeader(http.StatusOK)
	}
	return p.ResponseWriter.Write(b)
}
