//go:build js && wasm

package main

import (
	"strconv"
	"strings"
	"syscall/js"
	"time"

	"polyplay/ui/link"
)

// page is the embed page's elements and the animation's state.
type page struct {
	doc, root, stage, note, errEl, title, open, play, restart, counter js.Value
	svg                                                                js.Value
	show                                                               Show
	playing                                                            bool
	// For a show the page draws step by step (Show.Drawing): the step
	// drawn, and the time step 0 would have started, in milliseconds of
	// performance.now.
	drawn int
	t0    float64
	// gen counts the links loaded: a show built for an earlier one is
	// dropped.
	gen int
}

func main() {
	doc := js.Global().Get("document")
	p := &page{doc: doc}
	for _, e := range []struct {
		v  *js.Value
		id string
	}{{&p.root, "embed-page"}, {&p.stage, "embed-stage"}, {&p.note, "embed-note"}, {&p.errEl, "embed-error"},
		{&p.title, "embed-title"}, {&p.open, "embed-open"}, {&p.play, "embed-play"}, {&p.restart, "embed-restart"},
		{&p.counter, "embed-counter"}} {
		*e.v = doc.Call("getElementById", e.id)
	}
	p.play.Call("addEventListener", "click", js.FuncOf(func(js.Value, []js.Value) any { p.toggle(); return nil }))
	p.restart.Call("addEventListener", "click", js.FuncOf(func(js.Value, []js.Value) any { p.seek(0, true); return nil }))
	js.Global().Call("addEventListener", "hashchange", js.FuncOf(func(js.Value, []js.Value) any { p.load(); return nil }))
	js.Global().Call("setInterval", js.FuncOf(func(js.Value, []js.Value) any { p.tick(); return nil }), 100)
	p.load()
	select {}
}

// load reads the address fragment and shows it. A solution taken apart
// by sliding says "Taking it apart…" while the disassembler searches
// (data-state "taking"), which lets the browser's event loop run every
// few milliseconds (Build's yield): the embed has no solver worker, its
// page draws and answers meanwhile.
func (p *page) load() {
	p.gen++
	gen := p.gen
	frag := strings.TrimPrefix(js.Global().Get("location").Get("hash").String(), "#")
	if s, err := link.ParseView(frag); err == nil && s.Order.Slides() {
		p.note.Set("textContent", "Taking it apart…")
		p.note.Set("hidden", false)
		p.root.Get("dataset").Set("state", "taking")
	}
	// The drawing fills the stage: its layer views as large as it allows.
	stage := [2]float64{p.stage.Get("clientWidth").Float(), p.stage.Get("clientHeight").Float()}
	go func() {
		show := Build(frag, stage, func() { time.Sleep(time.Millisecond) })
		if gen == p.gen { // no other link since
			p.shown(show)
		}
	}()
}

// shown shows s, built from the address fragment.
func (p *page) shown(s Show) {
	p.show = s
	p.note.Set("hidden", true)
	p.errEl.Set("textContent", s.Err)
	p.errEl.Set("hidden", s.Err == "")
	p.title.Set("textContent", s.Title)
	if s.Open != "" {
		p.open.Set("href", s.Open)
	} else {
		p.open.Call("setAttribute", "href", "./")
	}
	p.stage.Set("innerHTML", s.SVG) // generated here, every text escaped
	p.svg = p.stage.Call("querySelector", "svg")
	state := "error"
	if s.SVG != "" {
		state = "ready"
		p.svg.Call("setAttribute", "aria-label", s.Label)
	}
	p.root.Get("dataset").Set("state", state)
	if state == "ready" && p.root.Get("dataset").Get("drawnMs").IsUndefined() {
		// When the first frame was drawn, for the weight test's report.
		p.root.Get("dataset").Set("drawnMs", strconv.Itoa(js.Global().Get("performance").Call("now").Int()))
	}
	p.root.Get("dataset").Set("view", map[bool]string{true: "3d", false: "2d"}[s.ThreeD])
	p.play.Set("disabled", s.SVG == "")
	p.restart.Set("disabled", s.SVG == "")
	if s.SVG == "" {
		p.playing = false
		p.mark()
		return
	}
	// Reduced motion: the assembled solution, paused; Play plays it.
	reduced := js.Global().Call("matchMedia", "(prefers-reduced-motion: reduce)").Get("matches").Bool()
	if reduced {
		p.seek(s.Steps, false)
	} else {
		p.seek(s.Start, true)
	}
}

// now returns the page's clock in milliseconds.
func now() float64 { return js.Global().Get("performance").Call("now").Float() }

// draw shows drawing k of a show drawn step by step.
func (p *page) draw(k int) {
	p.drawn = k
	p.stage.Set("innerHTML", p.show.Drawing(k)) // generated here, every text escaped
	p.svg = p.stage.Call("querySelector", "svg")
	p.svg.Call("setAttribute", "aria-label", p.show.Label)
}

// seek shows step k (its start), playing or paused.
func (p *page) seek(k int, play bool) {
	if p.show.Drawing != nil {
		p.draw(k)
		p.t0 = now() - float64(p.show.Step*time.Duration(k))/float64(time.Millisecond)
		p.playing = play
		p.mark()
		return
	}
	if p.svg.IsUndefined() || p.svg.IsNull() {
		return
	}
	p.svg.Call("setCurrentTime", (p.show.Step*time.Duration(k)).Seconds()+0.001)
	p.playing = play
	if play {
		p.svg.Call("unpauseAnimations")
	} else {
		p.svg.Call("pauseAnimations")
	}
	p.mark()
}

func (p *page) toggle() {
	if p.playing {
		p.playing = false
		if p.show.Drawing == nil {
			p.svg.Call("pauseAnimations")
		}
		p.mark()
		return
	}
	if p.step() >= p.show.Steps {
		p.seek(0, true)
		return
	}
	p.seek(p.step(), true)
}

// step is the step shown now.
func (p *page) step() int {
	if p.show.Drawing != nil {
		return p.drawn
	}
	if p.svg.IsUndefined() || p.svg.IsNull() || p.show.Step <= 0 {
		return 0
	}
	t := time.Duration(p.svg.Call("getCurrentTime").Float() * float64(time.Second))
	if c := p.show.Cycle(); c > 0 {
		t %= c
	}
	return min(int(t/p.show.Step), p.show.Steps)
}

// tick follows the animation: the counter and, for a link that does not
// loop, the stop at the end.
func (p *page) tick() {
	if p.show.Drawing != nil && p.playing && p.show.Step > 0 {
		// The step the clock is at: the loop's steps, then the last
		// held, then again; or, not looping, the last.
		t := time.Duration((now() - p.t0) * float64(time.Millisecond))
		end := p.show.Step * time.Duration(p.show.Steps)
		if c := p.show.Cycle(); !p.show.NoLoop && c > 0 {
			t %= c
		} else if t >= end {
			p.playing = false
		}
		if k := min(int(t/p.show.Step), p.show.Steps); k != p.drawn {
			p.draw(k)
		}
		p.mark()
		return
	}
	if p.playing && p.show.NoLoop && p.svg.Truthy() {
		t := time.Duration(p.svg.Call("getCurrentTime").Float() * float64(time.Second))
		if t >= p.show.Step*time.Duration(p.show.Steps) {
			p.seek(p.show.Steps, false)
		}
	}
	p.mark()
}

// mark writes the state for the controls and for tests.
func (p *page) mark() {
	ds := p.root.Get("dataset")
	ds.Set("playing", strconv.FormatBool(p.playing))
	if p.show.SVG == "" {
		p.counter.Set("textContent", "")
		return
	}
	k := p.step()
	ds.Set("step", strconv.Itoa(k))
	ds.Set("steps", strconv.Itoa(p.show.Steps))
	p.counter.Set("textContent", strconv.Itoa(k)+"/"+strconv.Itoa(p.show.Steps))
	if p.playing {
		p.play.Set("textContent", "Pause")
	} else {
		p.play.Set("textContent", "Play")
	}
	p.play.Call("setAttribute", "aria-pressed", strconv.FormatBool(p.playing))
}
