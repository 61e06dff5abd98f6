package ui

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/link"
	"polyplay/ui/player"
	"polyplay/ui/share"
	"polyplay/ui/widget"
)

// ParseShare decodes a share link's fragment (link.Parse).
func ParseShare(fragment string) (link.Share, error) { return link.Parse(fragment) }

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

// locationHash returns the address fragment without "#", still escaped,
// as it arrived (see GuardAddress).
func locationHash() string { return arrivedHash(widget.Hash()) }

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
func EmbedShare(s link.Share, width, height int) link.Share { return share.Embed(s, width, height) }

// SharedShow returns the show of a share link's solution on the puzzle it
// names, or nil if the link holds no (valid) solution; err explains why
// the solution could not be used. A step beyond the solution's last is
// the nearest valid one, the last (the solution assembled), and reported:
// then both show and err are set.
func SharedShow(s link.Share) (show *player.Show, err error) {
	if s.Cells == nil {
		return nil, nil
	}
	pz, err := s.Puzzle()
	if err != nil {
		return nil, err
	}
	sol, err := s.SolutionFor(&pz.Problem)
	if err != nil {
		return nil, err
	}
	if n := len(sol.Placements); s.Step > n {
		err = fmt.Errorf("animation step: %d is beyond the last step, %d; the solution is shown assembled", s.Step, n)
		s.Step = n
	}
	order := s.Order
	if order == "" {
		order = player.BottomUp
	}
	return &player.Show{Problem: &pz.Problem, Title: pz.Name, Solution: &sol, Order: order, Speed: s.Speed,
		Step: s.Step, NoLoop: s.NoLoop, View: s.View, Autoplay: s.Playing}, err
}
