package main

import (
	"context"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserSiteUnderAnotherPath: a site served under another path
// than the one it was built for (make site SITE_BASE=...) cannot load
// its program, and the page says why, and how to build it, instead of
// showing "Starting the solver…" for ever; a site whose program cannot
// be loaded at its own path says to reload. The sites are built from
// stand-ins for the WebAssembly files (fakeBuild): the page never runs
// them.
func TestBrowserSiteUnderAnotherPath(t *testing.T) {
	t.Parallel()
	skipForShots(t)
	bctx := sharedBrowser(t)
	build := fakeBuild(t)
	for _, tc := range []struct {
		name, built, served string
		want                string
	}{
		{"built for / under /sub/", "/", "/sub/",
			"Polyplay cannot start: a file it needs (/wasm_exec.js) could not be loaded. This copy of the site was built to be served at /, " +
				"and it is served at /sub/: build it for that path (make site SITE_BASE=/sub/) and publish it again."},
		{"built for /polyplay/ under /", "/polyplay/", "/",
			"Polyplay cannot start: a file it needs (/polyplay/wasm_exec.js) could not be loaded. This copy of the site was built to be served at /polyplay/, " +
				"and it is served at /: build it for that path (make site SITE_BASE=/) and publish it again."},
		{"built for its path, its program damaged", "/sub/", "/sub/",
			"Polyplay cannot start: a file it needs (/sub/web/app.wasm) could not be loaded. Reload the page; if this goes on, the site is missing files: " +
				"build it (make site) and publish it again."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "site")
			if err := generateSite(out, tc.built, build, brotliQuick); err != nil {
				t.Fatal(err)
			}
			mux := http.NewServeMux()
			mux.Handle(tc.served, http.StripPrefix(strings.TrimSuffix(tc.served, "/"), staticWithCopies(out)))
			srv := httptest.NewServer(mux)
			defer srv.Close()
			tctx, closeTab := chromedp.NewContext(bctx)
			defer tabCloser(tctx, closeTab)()
			ctx, cancel := context.WithTimeout(tctx, time.Minute)
			defer cancel()
			p := &page{t: t, ctx: ctx, srv: srv, url: srv.URL + tc.served}
			p.run("open the page", withoutServiceWorker, chromedp.EmulateViewport(1280, 800), chromedp.Navigate(p.url))
			p.within(30*time.Second, "the reason", chromedp.WaitVisible(`#load-error`, byQuery))
			if got := p.text("#load-error"); got != tc.want {
				t.Errorf("the page says\n%q\nwant\n%q", got, tc.want)
			}
			if got := p.text("#worker-status"); got != "The solver cannot start" {
				t.Errorf("the solver's status says %q", got)
			}
			if tc.built != tc.served {
				// The page without its style sheet is wider than a
				// phone: what is in view is what matters.
				shot := strings.NewReplacer("/", "", " ", "-").Replace(tc.name)
				p.viewShot("load-error-" + shot + "-1280x800")
				p.run("phone", chromedp.EmulateViewport(390, 844))
				p.viewShot("load-error-" + shot + "-390x844")
			}
		})
	}
}
