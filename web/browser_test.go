package main

// End-to-end tests of the playground in real headless Chromium (chromedp):
// the static site is built into a temporary directory (the WebAssembly
// programs included), served under the base path /polyplay/ with
// net/http/httptest on 127.0.0.1, and driven like a person would.
//
// They need chromium (/usr/bin/chromium, or $POLYPLAY_CHROMIUM). Without it
// they are skipped with a message, except under CI=true, where they fail.
// Set POLYPLAY_SCREENSHOTS=DIR to keep the screenshots they take, and
// POLYPLAY_SCREENSHOTS_ONLY=1 as well to run only the tests that take the
// documentation's screenshots (docShots), as make screenshots does.

import (
	"context"
	"flag"
	"fmt"
	"math"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	goruntime "runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/css"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/network"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/cdproto/storage"
	"github.com/chromedp/chromedp"

	"polyplay/ui"
	"polyplay/ui/figures"
	"polyplay/ui/link"
)

// base is the path the test site is served under.
const base = "/polyplay/"

// chromium returns the browser to drive, skipping (or, under CI, failing)
// the test when there is none.
func chromium(t testing.TB) string {
	t.Helper()
	path := os.Getenv("POLYPLAY_CHROMIUM")
	if path == "" {
		path = "/usr/bin/chromium"
	}
	if _, err := os.Stat(path); err != nil {
		if p, lerr := exec.LookPath("chromium"); lerr == nil {
			return p
		}
		if os.Getenv("CI") == "true" {
			t.Fatalf("browser tests need chromium, not found at %s (CI=true: not skipping); install it with apt-get install chromium", path)
		}
		t.Skipf("skipping browser test: chromium not found at %s (install it with apt-get install chromium, or set POLYPLAY_CHROMIUM)", path)
	}
	if testing.Short() && os.Getenv("CI") != "true" {
		t.Skip("skipping browser test in -short mode")
	}
	return path
}

var (
	siteOnce sync.Once
	siteDir  string
	siteErr  error
)

// testSite builds the WebAssembly programs and the static site once per
// test binary.
func testSite(t testing.TB) string {
	t.Helper()
	siteOnce.Do(func() {
		tmp, err := os.MkdirTemp("", "polyplay-site-")
		if err != nil {
			siteErr = err
			return
		}
		build, out := filepath.Join(tmp, "build"), filepath.Join(tmp, "site")
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
		defer cancel()
		if siteErr = BuildWasm(ctx, build); siteErr != nil {
			return
		}
		siteErr = generateSite(out, base, build, brotliQuick)
		siteDir = out
	})
	if siteErr != nil {
		t.Fatalf("building the site: %v", siteErr)
	}
	return siteDir
}

// TestMain removes the site built by the tests.
func TestMain(m *testing.M) {
	code := m.Run()
	closeBrowsers()
	if siteDir != "" {
		os.RemoveAll(filepath.Dir(siteDir))
	}
	os.Exit(code)
}

// serveSite serves dir under base, like a static host with precompressed
// files would (nginx with brotli_static and gzip_static on), until t ends.
func serveSite(t testing.TB, dir string) *httptest.Server {
	t.Helper()
	srv := newSiteServer(dir)
	t.Cleanup(srv.Close)
	return srv
}

// newSiteServer is serveSite's server, which the caller closes.
func newSiteServer(dir string) *httptest.Server {
	c := &countBytes{h: siteMux(staticWithCopies(dir))}
	srv := httptest.NewServer(c) // listens on 127.0.0.1
	sentMu.Lock()
	sent[srv.URL] = &c.n
	sentMu.Unlock()
	return srv
}

// siteMux serves the site's files under base, and redirects other
// paths there.
func siteMux(files http.Handler) http.Handler {
	mux := http.NewServeMux()
	mux.Handle(base, http.StripPrefix(strings.TrimSuffix(base, "/"), files))
	mux.Handle("/", http.RedirectHandler(base, http.StatusFound))
	return mux
}

// sent holds, per test server address, the bytes of response bodies it
// has sent (see countBytes).
var (
	sentMu sync.Mutex
	sent   = map[string]*atomic.Int64{}
)

// countBytes counts the response body bytes h writes.
type countBytes struct {
	h http.Handler
	n atomic.Int64
}

func (c *countBytes) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	c.h.ServeHTTP(countingWriter{w, &c.n}, r)
}

type countingWriter struct {
	http.ResponseWriter
	n *atomic.Int64
}

func (w countingWriter) Write(b []byte) (int, error) {
	n, err := w.ResponseWriter.Write(b)
	w.n.Add(int64(n))
	return n, err
}

// page is a browser tab on the test site.
type page struct {
	t   testing.TB
	ctx context.Context
	srv *httptest.Server
	url string
	mu  sync.Mutex
	log []string
	// end closes the tab (or parks a reused one), once: at the test's
	// end, or sooner (close).
	end func()
	// touched is set once the tab has had touches or touch emulation
	// (touching): it is then closed at its end, never reused.
	touched bool
	// downloads are those the browser reports (allowDownloads).
	downloads downloads
}

// touching notes that the tab is given touches or touch emulation.
// Chromium keeps a tab's touch state across its navigations: a reused
// tab that had touches dropped every touch of a later test, without a
// pointer event reaching its page. Such a tab is closed at the test's
// end, not parked.
func (p *page) touching() { p.touched = true }

// The tests share a small pool of headless browsers, each a process of
// its own. A test leases one for its duration and its tabs are the only
// ones in front in that browser: a hidden tab draws no frames (see
// openTab), so two tests cannot share a browser at once. Tests that call
// t.Parallel run side by side, as many at a time as there are browsers
// (a test whose subtests open pages opens none itself, or with one
// browser they would wait for it for ever).
//
// Each browser has a site server of its own (an origin), on which a test
// that leases it opens its first tab, after the origin's storage has been
// cleared (see openTab): from the second page load on, the site comes
// from the browser's HTTP cache. That first tab is the browser's reused tab
// (see reusedTab), the same from test to test, so its page loads run in
// one renderer process, which reuses the compiled WebAssembly: a page
// load there costs much less CPU time than one in a new tab.
// A test's other tabs, and every tab of the tests of the service worker
// and of the benchmarks, have a server of their own, so a page's origin,
// and with it its storage, cache and service worker, is its own.
var browsers struct {
	once   sync.Once
	free   chan *browserProc // leasable; nil: not started yet
	mu     sync.Mutex
	leases map[testing.TB]*browserProc
	all    []*browserProc
}

// browserProc is one browser of the pool.
type browserProc struct {
	ctx    context.Context
	cancel func()
	// site is the browser's site server (nil until a test first opens a
	// tab on it), and used tells whether the test leasing the browser has
	// opened a tab on it; both are guarded by browsers.mu.
	site *httptest.Server
	used bool
	// tab is the browser's reused tab (see reusedTab), nil until a test
	// first opens one; closeTab closes it. Both are guarded by
	// browsers.mu.
	tab      context.Context
	closeTab func()
}

// poolSize is the number of browsers: $POLYPLAY_BROWSERS, or by default
// the number of tests go test runs in parallel (-parallel, GOMAXPROCS
// unless given), at most 4.
func poolSize(t testing.TB) int {
	if v := os.Getenv("POLYPLAY_BROWSERS"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			t.Fatalf("POLYPLAY_BROWSERS=%q: want a number of browsers, at least 1", v)
		}
		return n
	}
	n := goruntime.GOMAXPROCS(0)
	if f := flag.Lookup("test.parallel"); f != nil {
		if p, err := strconv.Atoi(f.Value.String()); err == nil && p > 0 {
			n = p
		}
	}
	return min(n, 4)
}

// sharedBrowser returns the context of the browser test t has leased
// from the pool, leasing one (and starting it, the first time) if t has
// none; the lease ends when t ends. A test that opens several tabs has
// them all in its one browser.
func sharedBrowser(t testing.TB) context.Context {
	t.Helper()
	exe := chromium(t)
	n := poolSize(t)
	browsers.once.Do(func() {
		browsers.free = make(chan *browserProc, n)
		for range n {
			browsers.free <- nil
		}
		browsers.leases = map[testing.TB]*browserProc{}
	})
	browsers.mu.Lock()
	b := browsers.leases[t]
	browsers.mu.Unlock()
	if b != nil {
		return b.ctx
	}
	b = <-browsers.free
	if b == nil {
		var err error
		if b, err = startBrowser(exe); err != nil {
			browsers.free <- nil
			t.Fatalf("starting chromium: %v", err)
		}
		browsers.mu.Lock()
		browsers.all = append(browsers.all, b)
		browsers.mu.Unlock()
	}
	browsers.mu.Lock()
	browsers.leases[t] = b
	b.used = false
	browsers.mu.Unlock()
	t.Cleanup(func() {
		browsers.mu.Lock()
		delete(browsers.leases, t)
		browsers.mu.Unlock()
		browsers.free <- b
	})
	return b.ctx
}

// startBrowser starts a headless browser.
func startBrowser(exe string) (*browserProc, error) {
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(exe),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		// The pages are tabs of one window: none of them is throttled as
		// a background tab would be.
		chromedp.Flag("disable-background-timer-throttling", true),
		chromedp.Flag("disable-backgrounding-occluded-windows", true),
		chromedp.Flag("disable-renderer-backgrounding", true),
		chromedp.WindowSize(1280, 800),
	}
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelC := chromedp.NewContext(actx)
	if err := chromedp.Run(ctx); err != nil {
		cancelC()
		cancelA()
		return nil, err
	}
	return &browserProc{ctx: ctx, cancel: func() { cancelC(); cancelA() }}, nil
}

// closeBrowsers ends the pool's browsers.
func closeBrowsers() {
	browsers.mu.Lock()
	defer browsers.mu.Unlock()
	for _, b := range browsers.all {
		b.cancel()
		if b.site != nil {
			b.site.Close()
		}
	}
}

// siteTab returns the site server on which t opens a tab: the leased
// browser's own if this is t's first tab there and t asks for no service
// worker (its storage cleared first), else a new one, for t alone; and,
// for the browser's own, the browser (whose reused tab t then uses).
func siteTab(t testing.TB, bctx context.Context, sw bool) (*httptest.Server, *browserProc) {
	t.Helper()
	dir := testSite(t)
	browsers.mu.Lock()
	b := browsers.leases[t]
	first := b != nil && !sw && !b.used
	if first {
		b.used = true
		if b.site == nil {
			b.site = newSiteServer(dir)
		}
	}
	browsers.mu.Unlock()
	if !first {
		return serveSite(t, dir), nil
	}
	// The storage of the tests before: local storage, IndexedDB,
	// caches, service workers, cookies (not the HTTP cache, which is
	// what the shared origin is for). The browser's tabs of those tests
	// are closed (openTab's cleanup waits for that), but for the reused
	// tab, which shows the site's icon (see reusedTab).
	origin := strings.TrimSuffix(b.site.URL, "/")
	if err := chromedp.Run(bctx, storage.ClearDataForOrigin(origin, "all")); err != nil {
		t.Fatalf("clearing the storage of %s: %v", origin, err)
	}
	return b.site, b
}

// parkPath is the page of the site a tab shows between two of its page
// loads: the site's icon, a document of the same site (see reusedTab).
const parkPath = "web/icons/icon.svg"

// reusedTab returns the context of b's reused tab, opening it the first
// time. The tests' first tabs on the browser's own origin are that one
// tab, one test after the other: between two tests it shows the site's
// icon (parkPath), so that its renderer process lives on from one test
// to the next. A page load in a new tab starts a renderer process, and
// compiles the app's and the solver's WebAssembly afresh; in the same
// process, after a page of the same site, Chromium reuses the compiled
// modules: ten loads cost 11.7 to 12.6 CPU-seconds that way, against 22
// to 24 in new tabs (or after about:blank, which takes a tab to a new
// process too).
func reusedTab(t testing.TB, b *browserProc) context.Context {
	t.Helper()
	browsers.mu.Lock()
	tab := b.tab
	browsers.mu.Unlock()
	if tab != nil {
		return tab
	}
	// Only the test that leases b gets here: no other opens b's tab.
	ctx, cancel := chromedp.NewContext(b.ctx)
	// The reused tab is only ever a tab without a service worker (see
	// openTab).
	if err := chromedp.Run(ctx, withoutServiceWorker); err != nil {
		cancel()
		t.Fatalf("opening a tab: %v", err)
	}
	browsers.mu.Lock()
	b.tab, b.closeTab = ctx, tabCloser(ctx, cancel)
	browsers.mu.Unlock()
	return ctx
}

// withoutServiceWorker makes the tab's pages run as in a browser without
// service workers: navigator.serviceWorker is removed before their
// scripts run.
var withoutServiceWorker = chromedp.ActionFunc(func(ctx context.Context) error {
	_, err := cdppage.AddScriptToEvaluateOnNewDocument(`delete Navigator.prototype.serviceWorker`).Do(ctx)
	return err
})

// tabCloser returns a function that closes the tab of ctx (made by
// chromedp.NewContext, with cancel) and waits until it is closed.
func tabCloser(ctx context.Context, cancel context.CancelFunc) func() {
	return func() {
		if err := chromedp.Cancel(ctx); err != nil {
			cancel()
		}
	}
}

// park takes b's reused tab back to the site's icon, at the end of a test:
// the test's page and its workers stop, the viewport and the media
// features the test emulated are reset. A tab that cannot be parked is
// closed; the next test opens another.
func park(b *browserProc, url string) {
	browsers.mu.Lock()
	tctx := b.tab
	browsers.mu.Unlock()
	ctx, cancel := context.WithTimeout(tctx, 30*time.Second)
	defer cancel()
	err := chromedp.Run(ctx, chromedp.Navigate(url+parkPath), emulation.ClearDeviceMetricsOverride(), emulation.SetEmulatedMedia())
	if err == nil {
		var href string
		err = chromedp.Run(ctx, chromedp.Evaluate(`location.href`, &href))
		if err == nil && href != url+parkPath {
			err = fmt.Errorf("the tab shows %s", href)
		}
	}
	if err != nil {
		retire(b)
	}
}

// retire closes b's reused tab; the next test to lease b opens another.
func retire(b *browserProc) {
	browsers.mu.Lock()
	defer browsers.mu.Unlock()
	if b.closeTab != nil {
		b.closeTab()
	}
	b.tab, b.closeTab = nil, nil
}

// newPage opens the site in a new tab of the shared browser (see
// openTab), with the given viewport.
func newPage(t testing.TB, width, height int, opts ...tabOption) *page {
	t.Helper()
	return openPage(t, width, height, "", opts...)
}

// openPage is newPage opening path of the site (a fragment, "#p=soma",
// or a page) as the first visit, the way a pasted link opens: one page
// load, where opening the front page and then the link would be two.
func openPage(t testing.TB, width, height int, path string, opts ...tabOption) *page {
	t.Helper()
	p := openTab(t, 15*time.Minute, opts...)
	p.run("open the page", chromedp.EmulateViewport(int64(width), int64(height)), chromedp.Navigate(p.url+path))
	p.waitReady()
	return p
}

// tabOption changes how openTab opens a tab.
type tabOption int

// withServiceWorker lets the tab's pages register the site's service
// worker (see openTab).
const withServiceWorker tabOption = 1

// openTab opens a tab of the shared browser on the test site (nothing
// loaded yet; siteTab says on which server), whose actions end after
// timeout, and collects its console for a failing test's log.
//
// Its pages have no service worker, as in a browser without them
// (navigator.serviceWorker is removed before any script runs), unless
// the test asks for one (withServiceWorker) or is a benchmark: on a fresh
// origin the service worker's installation downloads and stores the whole
// site a second time, about a third of a page load's CPU time, and only
// the tests of offline use and of the download weight need it.
func openTab(t testing.TB, timeout time.Duration, opts ...tabOption) *page {
	t.Helper()
	skipForShots(t)
	_, bench := t.(*testing.B)
	sw := bench || slices.Contains(opts, withServiceWorker)
	bctx := sharedBrowser(t)
	srv, reuse := siteTab(t, bctx, sw)
	var tctx context.Context
	closeTab := func() {}
	if reuse != nil {
		tctx = reusedTab(t, reuse)
	} else {
		var cancelC context.CancelFunc
		tctx, cancelC = chromedp.NewContext(bctx)
		closeTab = tabCloser(tctx, cancelC)
	}
	ctx, cancelT := context.WithTimeout(tctx, timeout)
	p := &page{t: t, ctx: ctx, srv: srv, url: srv.URL + base}
	p.end = sync.OnceFunc(func() {
		cancelT()
		switch {
		case reuse != nil && p.touched:
			// Parked first: its page has then been left (and has
			// saved what it keeps on leaving) before the next test
			// clears the origin's storage.
			park(reuse, p.url)
			retire(reuse)
		case reuse != nil:
			park(reuse, p.url)
		default:
			closeTab()
		}
	})
	t.Cleanup(func() {
		p.end()
		if t.Failed() {
			p.mu.Lock()
			for _, l := range p.log {
				t.Log("console:", l)
			}
			p.mu.Unlock()
		}
	})
	chromedp.ListenTarget(ctx, func(ev any) {
		var line string
		switch ev := ev.(type) {
		case *runtime.EventConsoleAPICalled:
			var parts []string
			for _, a := range ev.Args {
				parts = append(parts, string(a.Value))
			}
			line = string(ev.Type) + ": " + strings.Join(parts, " ")
		case *runtime.EventExceptionThrown:
			line = "exception: " + ev.ExceptionDetails.Error()
		default:
			return
		}
		p.mu.Lock()
		p.log = append(p.log, line)
		p.mu.Unlock()
	})
	// The tab in front: a new tab of the shared browser is hidden behind
	// the browser's first one, and a hidden tab draws no frames, so its
	// animations stand still, requestAnimationFrame never calls back
	// (chromedp.Poll's default) and a screenshot waits for ever.
	p.run("set the tab up", chromedp.ActionFunc(func(ctx context.Context) error {
		// chromedp enables the CSS and Network domains of every tab; the
		// tests read neither (TestBrowserWeight enables Network for its
		// own), and the browser would report every style sheet and
		// download to the test.
		if err := css.Disable().Do(ctx); err != nil {
			return err
		}
		if err := network.Disable().Do(ctx); err != nil {
			return err
		}
		if !sw && reuse == nil {
			if err := withoutServiceWorker.Do(ctx); err != nil {
				return err
			}
		}
		return cdppage.BringToFront().Do(ctx)
	}))
	var vis string
	p.eval(`document.visibilityState`, &vis)
	if vis != "visible" {
		t.Fatalf("the tab is %s", vis)
	}
	return p
}

// close closes the tab before the test's end. A benchmark that opens a
// tab an op closes each at the op's end: a tab left open would go on
// working (its workers' warm-up, its service worker's download of the
// site) through the next op's page load, on the same cores.
func (p *page) close() { p.end() }

// run runs browser actions, failing the test on error.
func (p *page) run(what string, actions ...chromedp.Action) {
	p.t.Helper()
	if err := chromedp.Run(p.ctx, actions...); err != nil {
		p.t.Fatalf("%s: %v", what, err)
	}
}

// within runs actions with a deadline.
func (p *page) within(d time.Duration, what string, actions ...chromedp.Action) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, d)
	defer cancel()
	if err := chromedp.Run(ctx, actions...); err != nil {
		p.t.Fatalf("%s: %v; page: %s", what, err, p.state())
	}
}

// state describes the page for failure messages: the worker status,
// the puzzle's summary, Solve (and whether it is enabled), the notice, the
// run's status, the workers replaced, Play and the focus.
func (p *page) state() string {
	var s string
	chromedp.Run(p.ctx, chromedp.Evaluate(`location.href + " | " + ["worker-status", "definition-error", "solve", "notice", "run-status"].map(id => { const el = document.getElementById(id); return el ? id + ": " + el.innerText.slice(0, 400) : "" }).join(" | ") + " | workers replaced: " + ((document.getElementById("worker-status") || {dataset: {}}).dataset.replaced || "?") + " | Solve " + ((document.getElementById("solve") || {}).disabled ? "disabled" : "enabled") + " | Play: " + (document.querySelector(".play-card") ? "open" : "closed") + " | focus: " + (document.activeElement ? document.activeElement.tagName + "#" + document.activeElement.id : "none")`, &s))
	return s
}

// byQuery is chromedp.ByQuery (select by CSS selector) looking again
// every 20 ms while the element is not there yet, or not yet as asked
// (visible, enabled): at chromedp's default, every 5 ms, waiting costs
// the browser and the test a good share of a core, and the tests wait a
// lot.
func byQuery(s *chromedp.Selector) {
	chromedp.ByQuery(s)
	chromedp.RetryInterval(20 * time.Millisecond)(s)
}

// poll is chromedp.Poll waiting until the deadline of the context it
// runs in (within's), where chromedp.Poll gives up after 30 seconds of
// its own whatever the deadline, and evaluating the expression every
// 50 ms (unless opts say otherwise) where chromedp.Poll evaluates it at
// every frame (requestAnimationFrame), which keeps the browser drawing
// frames while it waits. A poll that starts while the tab's document is
// being replaced (just after a navigation) can find the page's old
// JavaScript context gone ("Cannot find context with specified id"): it
// starts again in the new one (staleContext).
func poll(expr string, res any, opts ...chromedp.PollOption) chromedp.Action {
	return staleContext{chromedp.Poll(expr, res, append([]chromedp.PollOption{chromedp.WithPollingTimeout(0), chromedp.WithPollingInterval(50 * time.Millisecond)}, opts...)...)}
}

// staleContext runs an action again while it fails because the page's
// JavaScript context it ran in was replaced, until its context ends.
type staleContext struct{ a chromedp.Action }

// Do runs the action.
func (s staleContext) Do(ctx context.Context) error {
	for {
		err := s.a.Do(ctx)
		if err == nil || !strings.Contains(err.Error(), "Cannot find context with specified id") {
			return err
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("%w (the page's context was replaced: %v)", ctx.Err(), err)
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// slowPoll is the query option for the long waits (a page's load, a
// run), after byQuery: it looks every 50 ms.
var slowPoll = chromedp.RetryInterval(50 * time.Millisecond)

// awaitPromise has chromedp.Evaluate wait for the promise the expression
// returns.
func awaitPromise(p *runtime.EvaluateParams) *runtime.EvaluateParams { return p.WithAwaitPromise(true) }

// frames waits until the browser has drawn n more frames of the page
// (requestAnimationFrame called back n times): what the page changed
// before, and rendered at its next frame as go-app does, is on the
// screen by then. The wait goes at the page's own pace, however busy
// the machine.
func (p *page) frames(n int) {
	p.t.Helper()
	js := fmt.Sprintf(`new Promise(done => { let k = %d; const f = () => --k > 0 ? requestAnimationFrame(f) : done(true); requestAnimationFrame(f) })`, max(n, 1))
	p.within(time.Minute, "the page's frames", chromedp.Evaluate(js, nil, awaitPromise))
}

// until polls the JavaScript expression expr until it is true or d has
// passed, and reports which: for the waits that a test retries or
// judges itself.
func (p *page) until(d time.Duration, expr string) bool {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, d)
	defer cancel()
	return chromedp.Run(ctx, poll(expr, nil)) == nil
}

// waitFor calls cond every interval until it is true or ctx is done,
// and reports whether it came true: a poll of what the test reads itself
// (a frame of another origin, the pixels of a screenshot).
func waitFor(ctx context.Context, every time.Duration, cond func() bool) bool {
	tick := time.NewTicker(every)
	defer tick.Stop()
	for {
		if cond() {
			return true
		}
		select {
		case <-ctx.Done():
			return false
		case <-tick.C:
		}
	}
}

// waitReady waits until the app runs and its solver worker is ready.
func (p *page) waitReady() {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, 90*time.Second)
	defer cancel()
	if err := chromedp.Run(ctx, chromedp.WaitVisible(`#worker-status.ok`, byQuery, slowPoll)); err != nil {
		p.t.Fatalf("waiting for the solver worker to be ready: %v; page: %s", err, p.state())
	}
}

// text returns the text of the element matching sel.
func (p *page) text(sel string) string {
	p.t.Helper()
	var s string
	p.run("read "+sel, chromedp.Text(sel, &s, byQuery))
	return strings.TrimSpace(s)
}

// attr returns an attribute of the element matching sel.
func (p *page) attr(sel, name string) string {
	p.t.Helper()
	var s string
	var ok bool
	p.run("read "+sel+" "+name, chromedp.AttributeValue(sel, name, &s, &ok, byQuery))
	if !ok {
		p.t.Fatalf("%s has no attribute %s", sel, name)
	}
	return s
}

// value returns the value property of a form control.
func (p *page) value(sel string) string {
	p.t.Helper()
	var s string
	p.eval(fmt.Sprintf(`document.querySelector(%q).value`, sel), &s)
	return s
}

// eval evaluates a JavaScript expression into out.
func (p *page) eval(js string, out any) {
	p.t.Helper()
	p.run("evaluate "+js, chromedp.Evaluate(js, out))
}

// setValue sets a form control's value and fires the event the app
// listens to, as typing or choosing would.
func (p *page) setValue(sel, value, event string) {
	p.t.Helper()
	js := fmt.Sprintf(`(() => { const el = document.querySelector(%q); el.focus(); el.value = %q; el.dispatchEvent(new Event(%q, {bubbles: true})); return true })()`, sel, value, event)
	var ok bool
	p.eval(js, &ok)
}

// count reads a live figure's exact value.
func (p *page) count(id string) int64 {
	p.t.Helper()
	v := p.attr("#"+id, "data-value")
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil {
		p.t.Fatalf("#%s data-value %q: %v", id, v, err)
	}
	return n
}

// screenshot saves a full-page screenshot to $POLYPLAY_SCREENSHOTS (or a
// temporary directory) and checks that it is a PNG of the expected width.
func (p *page) screenshot(name string, width int) {
	p.t.Helper()
	var buf []byte
	dir := os.Getenv("POLYPLAY_SCREENSHOTS")
	if dir == "" {
		dir = p.t.TempDir()
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		p.t.Fatal(err)
	}
	// Quality 100 makes a PNG (below it, a JPEG).
	p.run("screenshot "+name, chromedp.FullScreenshot(&buf, 100))
	if len(buf) < 8 || string(buf[1:4]) != "PNG" {
		p.t.Fatalf("screenshot %s is not a PNG", name)
	}
	if err := os.WriteFile(filepath.Join(dir, name+".png"), buf, 0o644); err != nil {
		p.t.Fatal(err)
	}
	var w int
	p.eval(`document.documentElement.scrollWidth`, &w)
	if w > width {
		p.t.Errorf("%s: the page is %d px wide in a %d px window (horizontal scrolling)", name, w, width)
	}
}

// solveAndWait clicks Solve and waits for the run to end.
func (p *page) solveAndWait(d time.Duration) {
	p.t.Helper()
	// The run before, if any: its status, already not running, stays on
	// screen until the page has taken the click.
	var before int
	p.eval(`Number((document.getElementById("run-status") || {dataset: {}}).dataset.run || 0)`, &before)
	p.within(30*time.Second, "click Solve",
		chromedp.WaitEnabled(`#solve`, byQuery),
		chromedp.Click(`#solve`, byQuery))
	p.within(d, "wait for the run to finish",
		poll(fmt.Sprintf(`(e => !!e && Number(e.dataset.run) > %d && e.dataset.status !== "running")(document.getElementById("run-status"))`, before), nil))
}

// watchHeldStrip records in ppHeldStrip, when the rendering that holds
// the later thumbnails' place (ui's thumbsFirst) first shows, the gallery
// strip's scroll width and height and the number of places it holds (the
// thumbnails drawn and the span of the held item). While the run goes on,
// those are the solutions found so far: on a slow machine fewer than at
// its end.
const watchHeldStrip = `window.ppHeldStrip = null;
	(obs => obs.observe(document.body, {subtree: true, childList: true}))(new MutationObserver((_, obs) => {
		const g = document.querySelector(".gallery");
		const held = g && g.querySelector(".thumbs-later");
		if (held) {
			const places = g.querySelectorAll(".thumb").length + Number(held.style.gridColumn.replace(/\D+/g, ""));
			window.ppHeldStrip = [g.scrollWidth, g.getBoundingClientRect().height, places];
			obs.disconnect();
		}
	})); true`

// watchKept records in ppKept whether, while a run goes on, the stage
// showed the run before's board and strip kept (ui's stayingRun: dimmed
// and inert) and what its subtitle said, and whether the puzzle's pieces
// showed.
const watchKept = `window.ppKept = {kept: false, pieces: false, sub: ""};
	new MutationObserver(() => {
		const s = document.getElementById("run-status");
		if (!s || s.dataset.status !== "running") return;
		if (document.querySelector(".stage-board.staying[inert]") && document.querySelector("#solutions-section.staying[inert]")) {
			ppKept.kept = true;
			ppKept.sub = (document.getElementById("player-staying") || {}).textContent || "";
		}
		if (document.getElementById("pieces")) ppKept.pieces = true;
	}).observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true}); true`

// watchWait starts measuring, on the page's own clock, a lower bound of
// the time the next run takes: from the first moment its status shows
// running to the last (a MutationObserver's callback runs after the
// render, so after the run started, and the render that ends the run
// comes after its end).
func (p *page) watchWait() {
	p.t.Helper()
	p.eval(`window.ppWait = {first: 0, last: 0};
		new MutationObserver(() => {
			const s = document.getElementById("run-status");
			if (s && s.dataset.status === "running") {
				const t = performance.now();
				if (!ppWait.first) ppWait.first = t;
				ppWait.last = t;
			}
		}).observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true}); true`, nil)
}

// checkWait checks the finished run's times against what watchWait
// measured: the Elapsed figure and "Done in" are the time since Solve,
// at least the wait seen on the page and the solver's search time, and
// the runs table shows the same two times as Wall and Search.
func (p *page) checkWait() {
	p.t.Helper()
	var seen float64
	p.eval(`ppWait.last - ppWait.first`, &seen)
	ms := func(sel string) int64 {
		v := p.attr(sel, "data-ms")
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			p.t.Fatalf("%s data-ms %q: %v", sel, v, err)
		}
		return n
	}
	wall, search := ms("#stat-elapsed"), ms("#stat-search")
	p.t.Logf("Elapsed %d ms, search %d ms, seen running for %.0f ms", wall, search, seen)
	if float64(wall) < math.Floor(seen) || wall < search {
		p.t.Errorf("Elapsed %d ms, search %d ms; the page saw the run going for %.0f ms: want Elapsed at least both", wall, search, seen)
	}
	w, sr := time.Duration(wall)*time.Millisecond, time.Duration(search)*time.Millisecond
	if got, want := p.text("#stat-elapsed"), figures.Short(w); got != want {
		p.t.Errorf("Elapsed reads %q, want %q", got, want)
	}
	if got := p.text("#run-status"); !strings.Contains(got, "Done in "+figures.Short(w)+".") {
		p.t.Errorf("run status %q, want it to say Done in %s", got, figures.Short(w))
	}
	p.tab("runs")
	// The table keeps the times to the millisecond; the figures under
	// the board were drawn from the same ones.
	if got := p.text("#runs-table tbody tr .run-wall"); got != figures.Clock(w) {
		p.t.Errorf("runs table Wall %q, want %q", got, figures.Clock(w))
	}
	if got := p.text("#runs-table tbody tr .run-search"); got != figures.Clock(sr) {
		p.t.Errorf("runs table Search %q, want %q", got, figures.Clock(sr))
	}
}

// checkLabels fails the test for any form control without an accessible
// name (a label, aria-label or, for buttons, text).
func (p *page) checkLabels() {
	p.t.Helper()
	var unlabelled []string
	p.eval(`[...document.querySelectorAll("input, select, textarea, button")].filter(el =>
		!(el.labels && el.labels.length) && !el.getAttribute("aria-label") && !el.getAttribute("aria-labelledby") &&
		!(el.tagName === "BUTTON" && el.textContent.trim())).map(el => el.outerHTML.slice(0, 80))`, &unlabelled)
	if len(unlabelled) > 0 {
		p.t.Errorf("controls without a label: %q", unlabelled)
	}
	var notFocusable []string
	// The panel's tabs are one stop of the keyboard order (the arrow keys
	// move between them, as in any tab list): the others are left out.
	p.eval(`[...document.querySelectorAll("input, select, textarea, button")].filter(el => !el.disabled && el.tabIndex < 0 && el.getAttribute("role") !== "tab").map(el => el.id)`, &notFocusable)
	if len(notFocusable) > 0 {
		p.t.Errorf("controls out of the keyboard order: %q", notFocusable)
	}
}

// downloads are the page's downloads that the browser has saved, by
// file name, as it reports them (allowDownloads, waitFile).
type downloads struct {
	mu    sync.Mutex
	names map[string]string // a download's file name, by its GUID
	saved map[string]bool   // the file names saved
	done  chan struct{}     // signalled at each download saved
}

// allowDownloads saves the page's downloads into dir, and has the
// browser report them (waitFile).
func (p *page) allowDownloads(dir string) chromedp.Action {
	return chromedp.ActionFunc(func(ctx context.Context) error {
		c := chromedp.FromContext(ctx)
		p.listenDownloads()
		b := browser.SetDownloadBehavior(browser.SetDownloadBehaviorBehaviorAllow).WithDownloadPath(dir).WithEventsEnabled(true)
		if c.BrowserContextID != "" {
			b = b.WithBrowserContextID(c.BrowserContextID)
		}
		return b.Do(cdp.WithExecutor(ctx, c.Browser))
	})
}

// listenDownloads notes the downloads the browser reports, from now to
// the test's end (once a page).
func (p *page) listenDownloads() {
	d := &p.downloads
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.done != nil {
		return
	}
	d.names, d.saved, d.done = map[string]string{}, map[string]bool{}, make(chan struct{}, 1)
	chromedp.ListenBrowser(p.ctx, func(ev any) {
		d.mu.Lock()
		defer d.mu.Unlock()
		switch ev := ev.(type) {
		case *browser.EventDownloadWillBegin:
			d.names[ev.GUID] = ev.SuggestedFilename
		case *browser.EventDownloadProgress:
			if ev.State == browser.DownloadProgressStateCompleted {
				d.saved[d.names[ev.GUID]] = true
				select {
				case d.done <- struct{}{}:
				default:
				}
			}
		}
	})
}

// waitFile waits until the browser reports the download saved as file
// name (allowDownloads) and returns its content. The wait ends a hang
// only: with the whole suite running, a download made in the page's
// WebAssembly once took longer than 20 s to be reported.
func (p *page) waitFile(name string) string {
	p.t.Helper()
	d := &p.downloads
	deadline := time.After(90 * time.Second)
	for {
		d.mu.Lock()
		saved, listening := d.saved[filepath.Base(name)], d.done != nil
		d.mu.Unlock()
		if !listening {
			p.t.Fatalf("no download of %s allowed", name)
		}
		if saved {
			b, err := os.ReadFile(name)
			if err != nil {
				p.t.Fatal(err)
			}
			return string(b)
		}
		select {
		case <-d.done:
		case <-deadline:
			p.t.Fatalf("no download %s", name)
		}
	}
}

func TestBrowserSolvePentominoes(t *testing.T) {
	t.Parallel()
	p := newPage(t, 1280, 800)
	p.setValue("#puzzle-select", "pentominoes-10x6", "change")
	p.within(10*time.Second, "the puzzle is shown",
		chromedp.WaitVisible(`#definition-error.ok`, byQuery))
	if got := p.text("#definition-error"); !strings.Contains(got, "10×6 board, 12 pieces") {
		t.Errorf("puzzle summary = %q, want the 10×6 board with 12 pieces", got)
	}
	var checked bool
	p.eval(`document.getElementById("opt-r").checked`, &checked)
	p.tab("options")
	if !checked {
		p.run("tick -r", chromedp.Click(`#opt-r`, byQuery))
	}
	// The memo field follows --memo: 1 is refused with a message, 4 turns the
	// memo on from 4 pieces (the run below uses it).
	p.setValue("#opt-memo", "1", "change")
	if got := p.text("#opt-memo-error"); got != "Memo: enter 0 (off) or a number of pieces from 2 to 64, or leave it empty" {
		t.Errorf("memo 1: error %q", got)
	}
	p.setValue("#opt-memo", "4", "change")
	p.within(10*time.Second, "the command line shows --memo=4", poll(
		`document.getElementById("command-line").value.includes("--memo=4")`, nil, chromedp.WithPollingInterval(50*time.Millisecond)))
	if cli := p.value("#command-line"); !strings.Contains(cli, "-r") || !strings.Contains(cli, "--memo=4") || !strings.Contains(cli, "pentominoes-10x6.txt") {
		t.Errorf("command line = %q, want -r, --memo=4 and the puzzle file", cli)
	}
	copyCommand(t, p)
	// A bare -P (polycube's parity filter once before the search) ticks
	// its box, and the box's flag goes with the flags.
	flags := p.value("#args")
	p.setValue("#args", flags+" -P", "change")
	p.within(10*time.Second, "the parity filter's box follows -P", poll(
		`document.getElementById("opt-P1").checked && / -P( |$)/.test(document.getElementById("command-line").value)`, nil, chromedp.WithPollingInterval(50*time.Millisecond)))
	p.setValue("#args", flags, "change")
	p.within(10*time.Second, "the box follows the flags without -P", poll(
		`!document.getElementById("opt-P1").checked && !/ -P( |$)/.test(document.getElementById("command-line").value)`, nil, chromedp.WithPollingInterval(50*time.Millisecond)))
	// Flags typed wrong: the error under the field, the command beside
	// it kept (not built anew: it may have the focus), and nothing set.
	p.eval(keepControls, nil)
	good := p.value("#args")
	p.setValue("#args", "-Q", "change")
	p.within(10*time.Second, "the flags' error", chromedp.WaitVisible(`#args-error`, byQuery))
	if got := p.text("#args-error"); !strings.Contains(got, "-Q") {
		t.Errorf("flags -Q: error %q, want it to name -Q", got)
	}
	p.setValue("#args", good, "change")
	p.within(10*time.Second, "the error goes", chromedp.WaitNotPresent(`#args-error`, byQuery))
	var replaced []string
	p.eval(replacedControls, &replaced)
	if len(replaced) > 0 {
		t.Errorf("typing flags wrong and right again replaced %v", replaced)
	}
	p.screenshot("desktop-before", 1280)
	p.checkLabels()

	// Given its split level, the run is divided among the workers at
	// once (without it, the 10x6 ends within the first worker's trial).
	p.setValue("#args", p.value("#args")+" --split=9", "change")
	p.watchWait()
	p.eval(keepControls, nil)
	p.eval(watchHeldStrip, nil)
	p.solveAndWait(3 * time.Minute)
	if st := p.attr("#run-status", "data-status"); st != "done" {
		t.Fatalf("run status = %q (%s), want done", st, p.text("#run-status"))
	}
	// The run's start and end update the page's fields and buttons, not
	// build them anew: a field replaced loses its focus and what is
	// being typed in it.
	p.eval(replacedControls, &replaced)
	if len(replaced) > 0 {
		t.Errorf("the run's start or end replaced these fields and buttons: %v", replaced)
	}
	// A screen reader hears how the run ended, from a live region that
	// stays; the status line, which counts branches while the run goes
	// on, is not one.
	if got := p.text("#run-announce"); !strings.HasPrefix(got, "Run 1, Pentominoes 10×6: Done in ") || !strings.HasSuffix(got, ". 2,339 solutions.") {
		t.Errorf("announced %q, want the run's end and its 2,339 solutions", got)
	}
	var live bool
	p.eval(`document.getElementById("run-status").hasAttribute("aria-live")`, &live)
	if live {
		t.Errorf("the run status line is a live region: it would read out every count")
	}
	if n := p.count("stat-solutions"); n != 2339 {
		t.Errorf("solutions = %d, want 2339", n)
	}
	if p.count("stat-fits") <= 0 || p.count("stat-attempts") < p.count("stat-fits") {
		t.Errorf("fits %d, attempts %d: want fits > 0 and attempts >= fits", p.count("stat-fits"), p.count("stat-attempts"))
	}
	if got := p.text("#solutions-summary"); !strings.HasPrefix(got, "2,339 found") {
		t.Errorf("solutions summary = %q, want 2,339 found", got)
	}
	// The first thumbnails come with the board, the others a moment
	// later, in the place an empty item held: then each shows its
	// solution's 60 cells.
	p.within(10*time.Second, "every thumbnail drawn", chromedp.Poll(
		`[...document.querySelectorAll(".gallery .thumb svg")].filter(s => [...s.querySelectorAll("g > path")].reduce((n, p) => n + (p.getAttribute("d").match(/z/g) || []).length, 0) === 60).length >= 24`,
		nil, chromedp.WithPollingInterval(50*time.Millisecond)))
	var thumbs, held int
	p.eval(`document.querySelectorAll(".gallery .thumb").length`, &thumbs)
	p.eval(`document.querySelectorAll(".gallery .thumbs-later, .gallery li[style]").length`, &held)
	if thumbs != 24 || held != 0 {
		t.Errorf("gallery shows %d thumbnails and %d held places, want a page of 24 and none", thumbs, held)
	}
	// While the later thumbnails' place was held, the strip was as long
	// as that many thumbnails are (all 24 when the run had ended) and as
	// high as it is with them.
	var strip struct{ Held, Now []float64 }
	p.eval(`({Held: window.ppHeldStrip, Now: (g => [g.scrollWidth, g.getBoundingClientRect().height])(document.querySelector(".gallery"))})`, &strip)
	switch {
	case len(strip.Held) == 0:
		// The first batch had fewer than thumbsFirst solutions, or
		// the page's frame came after the others' time: all came at once.
		t.Logf("the later thumbnails' place was not held in this run")
	case strip.Held[2] == float64(thumbs) && (strip.Held[0] != strip.Now[0] || strip.Held[1] != strip.Now[1]),
		strip.Held[1] != strip.Now[1] || math.Abs(strip.Held[0]-strip.Now[0]*strip.Held[2]/float64(thumbs)) > strip.Now[0]/float64(thumbs):
		t.Errorf("the strip's width and height were %v while %v thumbnails' places were held, %v with %d thumbnails", strip.Held[:2], strip.Held[2], strip.Now, thumbs)
	}
	// The per-level table is built when its details are opened: a row
	// for each number of pieces left, 12 to 1.
	var levels int
	p.eval(`document.querySelectorAll("#levels").length`, &levels)
	if levels != 0 {
		t.Errorf("the per-level table is built while its details are closed")
	}
	p.run("open the per-level figures", chromedp.Click(`#levels-details > summary`, byQuery))
	p.within(10*time.Second, "the per-level table", chromedp.Poll(
		`document.querySelectorAll("#levels tbody tr").length === 12 && document.querySelector("#levels tbody tr th").textContent === "12"`,
		nil, chromedp.WithPollingInterval(50*time.Millisecond)))
	p.checkWait() // opens the runs tab
	if got := p.text("#runs-table tbody tr .run-solutions"); got != "2,339" {
		t.Errorf("runs table solutions = %q, want 2,339", got)
	}
	// The run was divided among one worker per core.
	var cores int
	p.eval(`Math.min(Math.max(navigator.hardwareConcurrency || 1, 1), 8)`, &cores)
	if w, parts := p.value("#workers"), p.attr("#run-status", "data-parts"); w != strconv.Itoa(cores) || parts != w {
		t.Errorf("workers %q, run divided into %q parts; want %d each", w, parts, cores)
	}
	// The workers took the run's branches from the page's queue: at
	// least 256 per worker, all of them.
	if cores > 1 {
		b, err := strconv.Atoi(p.attr("#run-status", "data-branches"))
		want := fmt.Sprintf(" (%d workers shared %s branches)", cores, figures.Thousands(int64(b)))
		if shared, _ := strconv.Atoi(p.attr("#run-status", "data-shared")); shared > 0 {
			// A worker that ran out of branches helped with another's.
			want = fmt.Sprintf(" (%d workers shared %s branches and split %d of them on demand)", cores, figures.Thousands(int64(b)), shared)
		}
		if err != nil || b < 256*cores || !strings.HasSuffix(p.text("#run-status"), want) {
			t.Errorf("run status %q, %d branches (%v); want at least %d branches and the suffix %q", p.text("#run-status"), b, err, 256*cores, want)
		}
	}
	// The state is in the address fragment, not the query string.
	var loc struct{ Hash, Search string }
	p.eval(`({Hash: location.hash, Search: location.search})`, &loc)
	if loc.Search != "" || !strings.Contains(loc.Hash, "p=pentominoes-10x6") || !strings.Contains(loc.Hash, "o=-r") {
		t.Errorf("location hash %q, search %q: want the puzzle and options in the fragment only", loc.Hash, loc.Search)
	}
	// Download the kept solutions as text (polycube format).
	dl := t.TempDir()
	p.run("download the text", p.allowDownloads(dl),
		chromedp.Click(`#download-text`, byQuery))
	text := p.waitFile(filepath.Join(dl, "pentominoes-10x6-solutions.txt"))
	if n := strings.Count(text, "# --- SOLUTION "); n != 1000 {
		t.Errorf("the text download holds %d solutions, want the 1000 kept", n)
	}
	if !strings.HasPrefix(text, "# Pentominoes 10×6: 2,339 solutions found, the first 1,000 kept\n") {
		t.Errorf("the text download starts %q", text[:min(len(text), 100)])
	}
	// One worker finds the same solutions.
	if cores > 1 {
		p.setValue("#workers", "1", "change")
		p.within(10*time.Second, "one worker started", poll(
			`document.getElementById("workers-help").textContent.includes("1 now")`, nil, chromedp.WithPollingInterval(50*time.Millisecond)))
		p.waitReady()
		p.eval(watchKept, nil)
		p.within(30*time.Second, "click Solve",
			chromedp.WaitEnabled(`#solve`, byQuery),
			chromedp.Click(`#solve`, byQuery))
		p.within(3*time.Minute, "run 2 finishes", poll(
			`(s => s.textContent.startsWith("Run 2,") && s.dataset.status !== "running")(document.getElementById("run-status"))`, nil, chromedp.WithPollingInterval(100*time.Millisecond)))
		if n, parts := p.count("stat-solutions"), p.attr("#run-status", "data-parts"); n != 2339 || parts != "1" {
			t.Errorf("one worker: %d solutions in %q parts, want 2339 in 1", n, parts)
		}
		// Until run 2 had solutions, the board and the strip kept run
		// 1's, dimmed and inert, and said so; the puzzle's pieces did
		// not come back in between. After, nothing is kept.
		var kept struct {
			Kept, Pieces bool
			Sub          string
			Left         int
		}
		p.eval(`({Kept: ppKept.kept, Pieces: ppKept.pieces, Sub: ppKept.sub, Left: document.querySelectorAll(".stage .staying, .stage [inert]").length})`, &kept)
		if !kept.Kept || kept.Pieces || kept.Sub != "Solving. Run 1's solutions stay until this run finds its own." || kept.Left != 0 {
			t.Errorf("run 2 of the same puzzle: kept run 1's board and strip %v (saying %q), showed the pieces %v; %d elements kept after it, want true, false and none",
				kept.Kept, kept.Sub, kept.Pieces, kept.Left)
		}
	}
	// Browse: the next solution.
	p.run("next solution", chromedp.Click(`#sol-next`, byQuery))
	p.within(5*time.Second, "solution 2 shown", chromedp.WaitVisible(`.thumb.current[aria-label="Show solution 2"]`, byQuery))
	p.screenshot("desktop-solved", 1280)
	// The controls that appeared with the solutions (gallery, player,
	// downloads) are labelled and reachable by keyboard too.
	p.checkLabels()

	p.run("phone viewport", chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(1)))
	p.screenshot("phone-solved", 390)
	// Nothing went wrong behind the page: no console error through
	// the runs (a callback released too soon says "call to released
	// function" there).
	p.noConsoleErrors()
}

// tab opens a tab of the side panel (puzzle, options, runs). A tab out
// of the window, or under something else (on a phone, the bar of actions
// at the window's foot), is brought up first, with the panel's top at
// the window's: chromedp would scroll it only into view, where that bar
// may still cover it.
func (p *page) tab(name string) {
	p.t.Helper()
	p.eval(fmt.Sprintf(`(t => { const r = t.getBoundingClientRect(), at = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
		if (!at || !t.contains(at)) document.getElementById("side-panel").scrollIntoView({block: "start", behavior: "instant"});
		return true })(document.getElementById("tab-%s"))`, name), nil)
	p.within(10*time.Second, "open the "+name+" tab", chromedp.Click(`#tab-`+name, byQuery),
		chromedp.WaitVisible(`#panel-`+name, byQuery))
}

func TestBrowserDefinitionError(t *testing.T) {
	t.Parallel()
	p := newPage(t, 390, 844)
	broken := "# broken\nD:xDim=3:yDim=2:zDim=1\nC:name=A:type=M:layout=0 0 0, 1 0 0, 2 0 0, x\nC:name=B:type=M:layout=0 0 0, 1 0 0, 2 0 0\n~D\n"
	p.setValue("#definition", broken, "input")
	p.within(10*time.Second, "the error is shown", chromedp.WaitVisible(`#definition-error.bad`, byQuery))
	msg := p.text("#definition-error")
	if !strings.Contains(msg, "Line 3, column 45: expected 3 numbers") {
		t.Errorf("error = %q, want it at a column of line 3", msg)
	}
	if got := p.text(".gutter .ln.err"); got != "3" {
		t.Errorf("highlighted line number = %q, want 3", got)
	}
	var disabled bool
	p.eval(`document.getElementById("solve").disabled`, &disabled)
	if !disabled {
		t.Error("Solve is enabled with an invalid definition")
	}
	// The error is where the person looks: under the editor they type
	// in, and at the top of the board, without a call to Solve.
	p.run("the editor in view", chromedp.Evaluate(`document.getElementById("definition").scrollIntoView({block: "center"})`, nil))
	p.inView("error, typing", "#definition-error", false)
	p.uncovered("error, typing", "#definition-error")
	p.run("to the top", chromedp.Evaluate(`scrollTo(0, 0)`, nil))
	p.inView("error, top", "#stage-error", false)
	if !strings.Contains(p.text("#stage-error"), "error on line 3") {
		t.Errorf("the board says %q, want the error on line 3", p.text("#stage-error"))
	}
	if p.where("#figures-empty").Found {
		t.Errorf("under a broken definition the board says %q", p.text("#figures-empty"))
	}
	p.checkA11y("definition error")
	p.screenshot("phone-error", 390)

	// The edited definition survives a reload.
	p.run("reload", chromedp.Reload())
	p.waitReady()
	var text string
	p.eval(`document.getElementById("definition").value`, &text)
	if text != broken {
		t.Errorf("after a reload the editor holds %q, want the edited definition", text)
	}
	if msg2 := p.text("#definition-error"); msg2 != msg {
		t.Errorf("after a reload the error is %q, want %q", msg2, msg)
	}

	// Fixing it clears the error.
	p.setValue("#definition", strings.Replace(broken, ", x", "", 1), "input")
	p.within(10*time.Second, "the error goes away", chromedp.WaitVisible(`#definition-error.ok`, byQuery))
	p.eval(`document.getElementById("solve").disabled`, &disabled)
	if disabled {
		t.Error("Solve is disabled with a valid definition")
	}
}

func TestBrowserCancel(t *testing.T) {
	t.Parallel()
	p := newPage(t, 1280, 800)
	// Bedlam Cube without options takes far longer than this test. It is
	// chosen through the address fragment, as a pasted link would.
	var ok bool
	p.eval(`location.hash = "p=bedlam-cube&o="; true`, &ok)
	p.within(10*time.Second, "the puzzle is shown", poll(
		`document.getElementById("definition-error").textContent.includes("4×4×4 cube, 13 pieces")`, nil, chromedp.WithPollingInterval(50*time.Millisecond)))
	if cli := p.value("#command-line"); cli != "polyplay bedlam-cube.txt" {
		t.Errorf("command line = %q, want no options", cli)
	}
	p.within(30*time.Second, "start solving",
		chromedp.WaitEnabled(`#solve`, byQuery),
		chromedp.Click(`#solve`, byQuery),
		chromedp.WaitVisible(`#run-status[data-status="running"]`, byQuery))
	// Wait for progress from the worker.
	p.within(60*time.Second, "progress arrives", poll(
		`Number(document.getElementById("stat-attempts").dataset.value) > 0`, nil, chromedp.WithPollingInterval(100*time.Millisecond)))

	p.screenshot("desktop-running", 1280)

	// The page stays responsive while the worker searches: editing the
	// definition is parsed and shown at once.
	p.setValue("#definition", "D:xDim=1", "input")
	p.within(10*time.Second, "the page reacts while solving", chromedp.WaitVisible(`#definition-error.bad`, byQuery))
	if st := p.attr("#run-status", "data-status"); st != "running" {
		t.Fatalf("run status = %q, want running while the page is used", st)
	}

	p.run("cancel", chromedp.Click(`#cancel`, byQuery))
	p.within(5*time.Second, "the run is cancelled", chromedp.WaitVisible(`#run-status[data-status="cancelled"]`, byQuery))
	before := p.count("stat-attempts")
	// New workers start, report ready and are handled (the page's
	// thread has taken their messages) while the figures of the
	// cancelled run stay still: no message of its search comes.
	p.eval(`window.ppAttempts = [];
		new MutationObserver(ms => ms.filter(m => m.target.id === "stat-attempts").forEach(m => ppAttempts.push(m.target.dataset.value))).
			observe(document.body, {subtree: true, attributes: true, attributeFilter: ["data-value"]}); true`, nil)
	p.waitReady()
	p.frames(2)
	var changes []string
	p.eval(`ppAttempts`, &changes)
	if after := p.count("stat-attempts"); after != before || len(changes) > 0 {
		t.Errorf("attempts went from %d to %d (%v) after cancelling: the search did not stop", before, after, changes)
	}
	p.tab("runs")
	if got := p.text("#runs-table tbody tr .run-state"); got != "cancelled" {
		t.Errorf("runs table status = %q, want cancelled", got)
	}
}

// Once loaded, the playground works offline: with the server gone, a
// reload comes from the service worker's cache, and so does the solver.
// The puzzle solved is a 3-D one, drawn as layers side by side. Share
// links work offline too: a share link shows the shared puzzle, settings
// and solution; the embed page, whose program is not cached ahead, says
// it cannot start.
func TestBrowserOffline(t *testing.T) {
	t.Parallel()
	p := newPage(t, 1280, 800, withServiceWorker)
	p.within(60*time.Second, "the service worker takes control", poll(
		`navigator.serviceWorker && navigator.serviceWorker.controller !== null`, nil, chromedp.WithPollingInterval(100*time.Millisecond)))
	p.srv.Close()
	p.run("reload offline", chromedp.Reload())
	p.waitReady()
	p.setValue("#puzzle-select", "soma", "change")
	p.within(10*time.Second, "the puzzle is shown", chromedp.WaitVisible(`#definition-error.ok`, byQuery))
	if got := p.text("#definition-error"); !strings.Contains(got, "3×3×3 cube, 7 pieces") {
		t.Errorf("summary = %q, want the 3×3×3 Soma cube", got)
	}
	// Before solving, the preview shows each piece in 3-D and as layers.
	var pics []int
	p.eval(`[...document.querySelectorAll("#pieces .piece")].map(li =>
		li.querySelectorAll("svg.piece-3d path").length > 0 && li.querySelector("svg.piece-svg") ? 1 : 0)`, &pics)
	if fmt.Sprint(pics) != "[1 1 1 1 1 1 1]" {
		t.Errorf("preview pieces with a 3-D picture and layers: %v, want all 7", pics)
	}
	p.solveAndWait(2 * time.Minute)
	if n := p.count("stat-solutions"); n != 480 {
		t.Errorf("Soma cube solutions = %d, want 480 (%s)", n, p.text("#run-status"))
	}
	if got := p.attr("#player-board", "aria-label"); !strings.HasPrefix(got, "Layers 1 to 3, side by side") {
		t.Errorf("the solution's board is labelled %q, want its 3 layers", got)
	}
	var broken []string
	p.eval(`[...document.images].filter(img => !img.complete || img.naturalWidth === 0).map(img => img.src)`, &broken)
	if len(broken) > 0 {
		t.Errorf("images missing offline: %q", broken)
	}
	p.screenshot("offline-soma", 1280)

	// A share link of a solved puzzle, opened afresh with the server gone.
	prob, sol := firstSolution(t, "pentominoes-10x6")
	cells, err := link.EncodeSolution(prob, sol)
	if err != nil {
		t.Fatal(err)
	}
	share := link.Share{Key: "pentominoes-10x6", Args: []string{"-r"}, Solution: 2, Cells: cells, Step: 4, Speed: 8, View: link.View2D}
	p.open("#" + share.Fragment())
	p.waitReady()
	p.within(30*time.Second, "the shared solution is shown offline",
		chromedp.WaitVisible(`#player[data-step="4"][data-steps="12"]`, byQuery))
	if got := p.value("#puzzle-select"); got != "pentominoes-10x6" {
		t.Errorf("offline share link: puzzle %q, want pentominoes-10x6", got)
	}
	if cli := p.value("#command-line"); !strings.Contains(cli, "-r") {
		t.Errorf("offline share link: command line %q, want -r", cli)
	}
	if got := p.text("#player-shared"); got != "Solution 2 from the share link." {
		t.Errorf("offline share link: %q", got)
	}
	if got := p.text("#figures-empty"); !strings.HasPrefix(got, "The board shows the shared solution. Press Solve") {
		t.Errorf("offline share link: hint %q, want it to say the board shows the shared solution", got)
	}
	want := assembledKey(t, prob, sol)
	p.toEnd()
	if got := p.attr("#player", "data-board"); got != want {
		t.Errorf("offline share link: assembled board %s, want the shared solution's %s", got, want)
	}

	// The embed page of the same link (embed.html, as the embed code
	// gives it) comes from the cache too, but its program does not: the
	// playground does not download it ahead (a large download for every
	// visitor, for a page meant for blog posts, online). It says so.
	p.open("embed.html#" + ui.EmbedShare(share, 480, 360).Fragment())
	p.within(60*time.Second, "the embed page explains itself offline",
		chromedp.WaitVisible(`#embed-page[data-state="error"]`, byQuery))
	if got := p.text("#embed-error"); !strings.Contains(got, "This animation could not start") {
		t.Errorf("offline embed: %q", got)
	}
	var offline bool
	p.eval(`navigator.serviceWorker.controller !== null`, &offline)
	if !offline {
		t.Error("the embed page is not served by the service worker")
	}
	p.screenshot("offline-embed", 1280)
}

// copyCommand presses Copy beside the equivalent command: the clipboard
// then holds the command shown, and the page says so; where the browser
// refuses to copy, the page says what to do instead.
func copyCommand(t *testing.T, p *page) {
	t.Helper()
	origin := p.srv.URL
	for _, name := range []string{"clipboard-read", "clipboard-write"} {
		p.run("allow "+name, browser.SetPermission(&browser.PermissionDescriptor{Name: name, AllowWithoutSanitization: true},
			browser.PermissionSettingGranted).WithOrigin(origin))
	}
	p.run("press Copy", chromedp.ScrollIntoView("#copy-cli", byQuery), chromedp.Click("#copy-cli", byQuery))
	p.within(10*time.Second, "the page says the command is copied", poll(
		`(n => n && n.innerText.includes("Command copied."))(document.getElementById("notice"))`, nil, chromedp.WithPollingInterval(50*time.Millisecond)))
	var clip string
	p.run("read the clipboard", chromedp.Evaluate(`navigator.clipboard.readText()`, &clip,
		func(p *runtime.EvaluateParams) *runtime.EvaluateParams { return p.WithAwaitPromise(true) }))
	if cli := p.value("#command-line"); clip != cli || !strings.HasPrefix(clip, "polyplay ") {
		t.Errorf("after Copy the clipboard holds %q, want the command shown, %q", clip, cli)
	}
	// A browser that refuses (no permission, or the page not focused).
	p.eval(`navigator.clipboard.writeText = () => Promise.reject(new DOMException("denied", "NotAllowedError")), true`, nil)
	p.run("press Copy again", chromedp.Click("#copy-cli", byQuery))
	p.within(10*time.Second, "the page says copying was refused", poll(
		`(n => n && n.innerText.includes("copying was refused: select the command and copy it"))(document.getElementById("notice"))`, nil, chromedp.WithPollingInterval(50*time.Millisecond)))
}

// keepControls notes the page's fields and buttons (those with an id),
// and replacedControls lists those since replaced by an element of the
// same id.
const (
	keepControls     = `window.ppControls = [...document.querySelectorAll("input[id], select[id], textarea[id], button[id]")]; true`
	replacedControls = `window.ppControls.filter(e => !e.isConnected && document.getElementById(e.id)).map(e => e.id)`
)

// docShotTests are the names of the tests that take the documentation's
// screenshots (docShots).
var docShotTests sync.Map

// docShots marks t, a top-level test, as one that takes the
// documentation's screenshots (make screenshots). It must be called
// before t opens a tab.
func docShots(t *testing.T) { docShotTests.Store(t.Name(), true) }

// skipForShots skips t when only the documentation's screenshots are
// wanted (POLYPLAY_SCREENSHOTS_ONLY set) and t's test did not call
// docShots, so that make screenshots selects its tests without naming
// them. Benchmarks are not skipped.
func skipForShots(t testing.TB) {
	t.Helper()
	if os.Getenv("POLYPLAY_SCREENSHOTS_ONLY") == "" {
		return
	}
	if _, bench := t.(*testing.B); bench {
		return
	}
	top, _, _ := strings.Cut(t.Name(), "/")
	if _, ok := docShotTests.Load(top); !ok {
		t.Skip("POLYPLAY_SCREENSHOTS_ONLY: this test takes none of the documentation's screenshots")
	}
}
