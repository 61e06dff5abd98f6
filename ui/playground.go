// Package ui is the playground's front end, written with go-app v10: the
// Playground component and its views (puzzle library and editor, preview,
// solver options, live figures, runs, solutions). The state and logic live
// in Model, which is pure Go and tested natively; the solver itself runs in
// a Web Worker (wasm/worker), never on the page's thread.
package ui

import (
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/page"
	"polyplay/ui/player"
	"polyplay/wasm/protocol"
)

// Register routes the playground's page; both the web server and the
// WebAssembly front end call it.
func Register() {
	app.Route("/", func() app.Composer { return &Playground{} })
}

// storageKey names the edited definition in local storage.
const storageKey = "polyplay.definition"

// Element ids used by the page (and its browser tests).
const (
	idPuzzleSelect = "puzzle-select"
	idEditor       = "definition"
	idGutter       = "definition-lines"
	idDefError     = "definition-error"
	idSolve        = "solve"
	idCancel       = "cancel"
	idCLI          = "command-line"
)

// Playground is the page: one component holding the Model.
type Playground struct {
	app.Compo

	m       *page.Model
	workers []*solverWorker // the solver workers, page.Model.Workers of them
	// editorText is the text last put into the editor by the program (not
	// by typing), so typing never rewrites the textarea.
	editorText string
	// notice is a message about the last action (copy done, bad address).
	notice string
	// argsText is the command line being typed in the options box.
	argsText   string
	fieldErr   map[string]string
	galleryPg  int
	lastFrag   string
	svgCache   map[string]string
	workerSpin int
	// queue hands out the branches of divided runs to the workers.
	queue *branchQueue
	// split holds the other parts of a divided run while its first
	// worker tries the search alone (protocol.SolveRequest.Trial).
	split split
	// inbox holds the workers' messages until the page handles them.
	inbox inbox
	// onHash removes the hashchange listener.
	onHash func()
	// updated is set when a newer version of the app has been downloaded.
	updated bool
	// share is the animation and share-link state (share_view.go).
	share shareState
	// designer is the puzzle designer's state (designer.go).
	designer designerState
	// tab is the side panel's open tab ("" for the first);
	// panelClosed hides the panel.
	tab         string
	panelClosed bool
	// mine is My puzzles and the editor's undo (mypuzzles_view.go).
	mine mineState
	// pastRuns are the runs kept from earlier visits (runs_store.go);
	// the runs table leaves out this page's first runsCleared runs.
	pastRuns    []*page.Run
	runsCleared int
	runsChanged bool
	// scheme colours the pieces everywhere on the page (colours.go).
	scheme player.Scheme
}

// OnAppUpdate notes that a newer version was downloaded in the background;
// the header then offers to reload.
func (c *Playground) OnAppUpdate(ctx app.Context) {
	c.updated = ctx.AppUpdateAvailable()
}

// OnInit sets up the state, on the server (prerendering) and in the
// browser.
func (c *Playground) OnInit() {
	c.m = page.NewModel()
	c.editorText = c.m.Source
	c.fieldErr = map[string]string{}
	c.svgCache = map[string]string{}
}

// OnMount restores the state from the address and local storage and
// starts the solver worker.
func (c *Playground) OnMount(ctx app.Context) {
	var saved *page.Saved
	var s page.Saved
	if err := ctx.LocalStorage().Get(storageKey, &s); err == nil && s.Source != "" {
		saved = &s
	}
	if err := c.m.Restore(locationHash(), saved); err != nil {
		c.notice = err.Error()
	}
	c.applyShareLink(ctx, locationHash())
	c.loadMine(ctx)
	c.loadRuns(ctx)
	c.loadScheme(ctx)
	c.loadEditor(ctx)
	c.argsText = strings.Join(c.m.Args(), " ")
	c.syncURL()
	c.m.Workers = defaultWorkers()
	c.spawn(ctx)
	// A fragment typed or pasted into the address bar changes the state
	// without a reload.
	c.onHash = onHashChange(func() {
		ctx.Dispatch(func(ctx app.Context) { c.hashChanged(ctx) })
	})
}

// hashChanged applies an address fragment the user changed.
func (c *Playground) hashChanged(ctx app.Context) {
	frag := locationHash()
	if frag == c.lastFrag {
		return
	}
	var saved *page.Saved
	var s page.Saved
	if err := ctx.LocalStorage().Get(storageKey, &s); err == nil && s.Source != "" {
		saved = &s
	}
	c.notice = ""
	if err := c.m.Restore(frag, saved); err != nil {
		c.notice = err.Error()
	}
	c.applyShareLink(ctx, frag)
	c.loadEditor(ctx)
	c.argsText = strings.Join(c.m.Args(), " ")
	c.lastFrag = frag
	c.syncURL()
}

// OnDismount stops the worker.
func (c *Playground) OnDismount() {
	if c.onHash != nil {
		c.onHash()
		c.onHash = nil
	}
	c.stopWorkers()
}

// maxWorkers bounds the number of solver workers a page runs.
const maxWorkers = 32

// spawn starts Model.Workers solver workers; each reports ready when it
// can take a run.
func (c *Playground) spawn(ctx app.Context) {
	c.stopWorkers()
	c.workerSpin++
	spin := c.workerSpin
	url := ctx.ResolveStaticResource("/web/worker.js")
	c.m.Workers = min(max(c.m.Workers, 1), maxWorkers)
	c.m.WorkersStarted()
	// A failure of any of this spawn's workers (not of those stopped
	// since) stops them all.
	onError := func(msg string) {
		ctx.Dispatch(func(ctx app.Context) {
			if spin == c.workerSpin {
				c.onWorkerError(msg)
			}
		})
	}
	for range c.m.Workers {
		w, err := startWorker(url,
			func(m protocol.Message) {
				schedule, after := c.inbox.add(spin, m, time.Now())
				if !schedule {
					return
				}
				handle := func() {
					ctx.Dispatch(func(ctx app.Context) {
						for _, m := range c.inbox.take(c.workerSpin, time.Now()) {
							c.onWorkerMessage(m)
						}
						if c.runsChanged {
							c.runsChanged = false
							c.saveRuns(ctx)
						}
					})
				}
				if after > 0 {
					time.AfterFunc(after, handle)
				} else {
					handle()
				}
			}, onError)
		if err != nil {
			c.stopWorkers()
			c.m.WorkerFailed(err.Error())
			return
		}
		c.workers = append(c.workers, w)
	}
	if c.m.Workers > 1 {
		q, err := startQueue(ctx.ResolveStaticResource("/web/queue.js"), onError)
		if err != nil {
			c.stopWorkers()
			c.m.WorkerFailed(err.Error())
			return
		}
		c.queue = q
	}
}

// stopWorkers terminates every solver worker at once, whatever it is doing.
func (c *Playground) stopWorkers() {
	for _, w := range c.workers {
		w.stop()
	}
	c.workers = nil
	if c.queue != nil {
		c.queue.stop()
		c.queue = nil
	}
}

func (c *Playground) onWorkerMessage(m protocol.Message) {
	if m.Kind == protocol.KindEstimated { // the designer's estimate (designer_estimate.go)
		c.designerEstimated(m)
		return
	}
	defer c.designerEstimate() // the designer's estimate waits for idle workers
	if m.Kind == protocol.KindSplit {
		// The first worker's trial did not end the search: the other
		// workers start their parts.
		c.m.Handle(m)
		if s := c.split; m.Run == s.run && s.msgs != nil && c.m.Running() != nil && len(c.workers) > len(s.msgs) {
			c.split = split{}
			c.post(s.msgs, s.ports, 1)
		}
		return
	}
	before := c.m.Latest()
	// The run's status is read before Handle changes it: before points
	// at the run itself, not a copy.
	wasRunning := c.m.Running() != nil
	c.m.Handle(m)
	if before != nil && m.Kind == protocol.KindDone && m.Run == before.ID {
		c.pruneCache()
	}
	if wasRunning && c.m.Running() == nil {
		c.runsChanged = true // a run ended: keep the runs (runs_store.go)
	}
}

func (c *Playground) onWorkerError(msg string) {
	c.m.WorkerFailed(msg)
	c.stopWorkers()
}

// loadEditor puts the model's definition into the editor.
func (c *Playground) loadEditor(ctx app.Context) {
	c.editorText = c.m.Source
	text := c.m.Source
	ctx.Defer(func(app.Context) { setEditorValue(idEditor, text) })
}

// syncURL writes the state into the address fragment.
func (c *Playground) syncURL() {
	if !app.IsClient {
		return
	}
	if f := c.m.Fragment(); f != c.lastFrag {
		c.lastFrag = f
		replaceHash(f)
	}
}

// saveDefinition keeps an edited definition in local storage.
func (c *Playground) saveDefinition(ctx app.Context) {
	if s, ok := c.m.Saved(); ok {
		if err := ctx.LocalStorage().Set(storageKey, s); err != nil {
			c.notice = "could not keep the definition in this browser: " + err.Error()
		}
	}
}

// Event handlers.

func (c *Playground) onPick(ctx app.Context, e app.Event) {
	key := ctx.JSSrc().Get("value").String()
	if id, ok := strings.CutPrefix(key, minePrefix); ok {
		c.openMine(ctx, id)
		return
	}
	c.mine.id, c.mine.deleting = "", ""
	c.mine.hist.Reset()
	if key == page.CustomKey {
		var s page.Saved
		if err := ctx.LocalStorage().Get(storageKey, &s); err == nil && s.Source != "" {
			c.m.Key = s.Key
			c.m.SetSource(s.FileName, s.Source)
		}
	} else if err := c.m.LoadEntry(key); err != nil {
		c.notice = err.Error()
		return
	}
	c.m.Index = 0
	c.loadEditor(ctx)
	c.designerTextEdited() // the designer, if open, draws the puzzle picked
	c.syncURL()
}

func (c *Playground) onEdit(ctx app.Context, e app.Event) {
	before, text := c.m.Source, ctx.JSSrc().Get("value").String()
	c.m.SetSource("", text)
	c.editorText = text
	c.keepEdit(ctx, before, text)
	c.designerTextEdited() // the designer, if open, redraws the text
	c.saveDefinition(ctx)
	c.syncURL()
}

func (c *Playground) onEditorScroll(ctx app.Context, e app.Event) {
	syncScroll(ctx.JSSrc(), idGutter)
	ctx.PreventUpdate()
}

func (c *Playground) onPuzzleIndex(ctx app.Context, e app.Event) {
	if i, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil && i >= 0 && i < len(c.m.Puzzles) {
		c.m.Index = i
	}
	c.syncURL()
}

func (c *Playground) onSolve(ctx app.Context, e app.Event) {
	msgs, err := c.m.Start()
	if err != nil {
		c.notice = err.Error()
		return
	}
	c.notice = ""
	c.galleryPg = 0
	if len(c.workers) < len(msgs) {
		c.m.WorkerFailed("the solver is not running")
		return
	}
	var ports []app.Value
	if msgs[0].Solve.Queue {
		if c.queue == nil {
			c.m.WorkerFailed("the queue of branches is not running")
			return
		}
		ports = c.queue.open(msgs[0].Run, len(msgs))
	}
	c.split = split{}
	if msgs[0].Solve.Trial {
		c.split = split{run: msgs[0].Run, msgs: msgs[1:], ports: ports[1:]}
		msgs, ports = msgs[:1], ports[:1]
	}
	c.post(msgs, ports, 0)
}

// split is the parts of a divided run not yet posted: message K to
// worker K+1, with port K.
type split struct {
	run   int
	msgs  []protocol.Message
	ports []app.Value
}

// post sends msgs to the workers from the first, with a port each if
// ports is not nil.
func (c *Playground) post(msgs []protocol.Message, ports []app.Value, first int) {
	for k, msg := range msgs {
		var port []app.Value
		if ports != nil {
			port = ports[k : k+1]
		}
		if err := c.workers[first+k].post(msg, port...); err != nil {
			c.m.WorkerFailed(err.Error())
			return
		}
	}
}

func (c *Playground) onCancel(ctx app.Context, e app.Event) {
	if c.m.Running() == nil {
		return
	}
	// Terminating the workers stops the search at once, whatever they are
	// doing; fresh workers take the next run.
	c.m.Cancel()
	c.saveRuns(ctx)
	c.spawn(ctx)
}

func (c *Playground) onRestartWorker(ctx app.Context, e app.Event) {
	c.spawn(ctx)
}

// onWorkers sets the number of solver workers and restarts them.
func (c *Playground) onWorkers(ctx app.Context, e app.Event) {
	n, err := strconv.Atoi(ctx.JSSrc().Get("value").String())
	if err != nil || n < 1 || n > maxWorkers {
		c.fieldErr["workers"] = fmt.Sprintf("expected a number of workers from 1 to %d", maxWorkers)
		return
	}
	delete(c.fieldErr, "workers")
	if n == c.m.Workers || c.m.Running() != nil {
		return
	}
	c.m.Workers = n
	c.spawn(ctx)
}

func (c *Playground) pruneCache() {
	if len(c.svgCache) > 400 {
		c.svgCache = map[string]string{}
	}
}

// cachedSVG returns the drawing stored under key, making it with draw the
// first time.
func (c *Playground) cachedSVG(key string, draw func() string) string {
	if s, ok := c.svgCache[key]; ok {
		return s
	}
	s := draw()
	if len(c.svgCache) > 600 {
		c.svgCache = map[string]string{}
	}
	c.svgCache[key] = s
	return s
}

// inbox collects the workers' messages between two renderings of the
// page: the page handles all the messages that arrived meanwhile, then
// renders once, instead of rendering after each one (with several workers
// sending progress, solutions and done messages at once, renderings
// would take much of the page's thread). While a run sends solutions and
// progress, it renders at most once every renderEvery: a 10x6 solve sends
// dozens of batches, and rendering each took most of the page's thread
// (BENCHMARKS.md, "The page's thread during a solve").
type inbox struct {
	mu        sync.Mutex
	msgs      []protocol.Message
	spins     []int // the workerSpin of each message's worker
	scheduled bool  // a handling is scheduled
	delayed   bool  // ... and it waits for renderEvery to pass
	last      time.Time
}

// renderEvery is the shortest time between two renderings for the
// messages of a running search (solutions, progress): ten a second.
const renderEvery = 100 * time.Millisecond

// add keeps m, from a worker of spin, received at now, and reports
// whether the caller must schedule a handling, and after how long: at
// once for a message that is not a running search's solutions or
// progress, or when renderEvery has passed since the last handling;
// otherwise when it will have passed. A message that must be handled at
// once while a delayed handling waits schedules another at once (the
// delayed one then finds the inbox empty).
func (b *inbox) add(spin int, m protocol.Message, now time.Time) (schedule bool, after time.Duration) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.msgs = append(b.msgs, m)
	b.spins = append(b.spins, spin)
	wait := b.last.Add(renderEvery).Sub(now)
	if m.Kind != protocol.KindSolutions && m.Kind != protocol.KindProgress {
		wait = 0
	}
	switch {
	case !b.scheduled:
	case b.delayed && wait <= 0:
	default:
		return false, 0
	}
	b.scheduled = true
	b.delayed = wait > 0
	return true, max(wait, 0)
}

// take returns the messages kept, in order, dropping those of workers
// other than those of spin (stopped since), empties the inbox and notes
// now as the time of the last handling.
func (b *inbox) take(spin int, now time.Time) []protocol.Message {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.last = now
	var out []protocol.Message
	for i, m := range b.msgs {
		if b.spins[i] == spin {
			out = append(out, m)
		}
	}
	b.msgs, b.spins, b.scheduled, b.delayed = nil, nil, false, false
	return out
}
