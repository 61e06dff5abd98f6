package ui

import (
	"strings"

	"polyplay/solver"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/link"
)

// The share-link codec lives in package link (pure Go, fuzzed); these
// names keep the page's code and the browser tests short.

// Share is the state a share link carries (link.Share).
type Share = link.Share

// Views of a shared puzzle.
const (
	View2D = link.View2D
	View3D = link.View3D
)

// Default embed size in CSS pixels.
const (
	DefaultEmbedWidth  = link.DefaultEmbedWidth
	DefaultEmbedHeight = link.DefaultEmbedHeight
)

// ParseShare decodes a share link's fragment (link.Parse).
func ParseShare(fragment string) (Share, error) { return link.Parse(fragment) }

// Share-link helpers of package link.
var (
	EncodeSolution = link.EncodeSolution
	ShareURL       = link.ShareURL
	EmbedURL       = link.EmbedURL
	EmbedCode      = link.EmbedCode
)

// damaged is the address fragment as it arrived when GuardAddress found
// it damaged, and repaired what it put in its place.
var damaged, repaired string

// GuardAddress keeps a damaged address fragment (a link cut inside a
// %-escape, as chat and mail programs cut long links) from stopping the
// app: go-app reads the page's address with url.Parse, which refuses such
// a fragment, and then fails on the missing URL. Called before
// app.RunWhenOnBrowser, it puts a repaired fragment (link.Repair) in the
// address, now and whenever navigation changes the address (its popstate
// listener runs before go-app's); the pages still read the fragment as it
// arrived (locationHash) and say what is wrong with it.
func GuardAddress() {
	if !app.IsClient {
		return
	}
	w := app.Window()
	fix := func() {
		h := strings.TrimPrefix(w.Get("location").Get("hash").String(), "#")
		if r, changed := link.Repair(h); changed {
			damaged, repaired = h, r
			w.Get("history").Call("replaceState", nil, "", "#"+r)
		}
	}
	fix()
	w.Call("addEventListener", "popstate", app.FuncOf(func(app.Value, []app.Value) any { fix(); return nil }))
}

// arrivedHash returns the fragment h as it arrived, if GuardAddress
// repaired it.
func arrivedHash(h string) string {
	if damaged != "" && h == repaired {
		return damaged
	}
	return h
}

// EmbedShare returns share state s prepared for the embed page: the given
// size, starting from the first step.
func EmbedShare(s Share, width, height int) Share {
	s.Width, s.Height = width, height
	s.Step = 0
	return s
}

// solutionOf converts the kept solution i of run r, if there is one.
func solutionOf(r *Run, i int) (*solver.Solution, bool) {
	if r == nil || i < 0 || i >= len(r.Solutions) {
		return nil, false
	}
	s, err := r.Solutions[i].ToSolver()
	if err != nil {
		return nil, false
	}
	return &s, true
}
