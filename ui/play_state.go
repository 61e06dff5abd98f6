package ui

import (
	"fmt"
	"hash/fnv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/solver"
	"polyplay/ui/link"
	"polyplay/ui/play"
	"polyplay/ui/storage"
)

// playState is Play mode's state: the game on the puzzle in view
// (play.Game), what the last move said, the dead end the position has,
// the drag going on, the keyboard's cursor and the coach.
type playState struct {
	s *session

	// on is set while Play mode is open.
	on bool
	// prob is the puzzle the game is on, pz the puzzle compiled for
	// play; err says why the puzzle in view cannot be played.
	prob *solver.Problem
	pz   *play.Puzzle
	g    *play.Game
	err  string
	// key is where the game is kept in local storage.
	key string
	// note is what the last move said; dead is the position's dead end,
	// nil if it has no simple one.
	note play.Note
	dead *play.DeadEnd
	// cursor is the keyboard's cell while no piece is in hand; layer is
	// the layer of a 3-D puzzle drawn.
	cursor play.Point
	layer  int
	// drag is the pointer's drag going on.
	drag playDrag
	// coach is the coach's question and answer (play_coach.go), ch the
	// new challenge asked for (play_challenge.go).
	coach playCoach
	ch    playChallenge
	// shared is the link made of the position (Share).
	shared string
	// showing is the rest of the completion being shown, a piece at a
	// time; showGen numbers the showings (play_coach.go).
	showing []solver.Placement
	showGen int
	// clockGen numbers the clock's ticks started (tickClock).
	clockGen int
}

// playKeyPrefix begins the local storage keys of the games kept.
const playKeyPrefix = "polyplay.play."

// playKey returns where the game of the puzzle in view is kept: by the
// library key, or by the definition's text for a person's own.
func (st *playState) playKey() string {
	m := st.s.m
	if !m.Edited && m.Key != "" {
		return fmt.Sprintf("%s%s.%d", playKeyPrefix, m.Key, m.Index)
	}
	h := fnv.New64a()
	h.Write([]byte(m.Source))
	return fmt.Sprintf("%s%x.%d", playKeyPrefix, h.Sum64(), m.Index)
}

// open opens Play mode on the puzzle in view: the kept game, or, with a
// share code, the position it holds.
func (st *playState) open(ctx app.Context, code string) {
	st.on = true
	st.s.playing = true
	st.load(code)
	st.s.changed()
	st.clockGen++
	st.tickClock(ctx, st.clockGen)
	ctx.Defer(func(app.Context) { focusElement(idPlay + "-title") })
}

// tickClock shows the time played going on, once a second while Play
// mode is open and the game's clock runs.
func (st *playState) tickClock(ctx app.Context, gen int) {
	if !st.on || gen != st.clockGen {
		return
	}
	ctx.After(time.Second, func(ctx app.Context) {
		if st.g == nil || len(st.g.Placed()) == 0 || st.g.Solved() || !st.on {
			ctx.PreventUpdate()
		}
		st.tickClock(ctx, gen)
	})
}

// close leaves Play mode; the game stays kept.
func (st *playState) close(ctx app.Context) {
	if st.g != nil {
		st.g.Pause(time.Now())
		st.save()
	}
	st.on = false
	st.s.playing = false
	st.s.changed()
}

// load starts the game of the puzzle in view: from code if it is not
// empty, else the one kept in local storage, else an empty board.
func (st *playState) load(code string) {
	p := st.s.m.Problem()
	st.prob, st.pz, st.g, st.err = p, nil, nil, ""
	st.note, st.dead, st.shared, st.showing = play.Note{}, nil, "", nil
	st.drag = playDrag{}
	st.coach.reset()
	st.ch.pending, st.ch.err = false, ""
	if p == nil {
		st.err = "The definition has an error: fix it to play the puzzle."
		return
	}
	pz, err := play.NewPuzzle(p)
	if err != nil {
		st.err = "This puzzle cannot be played: " + err.Error()
		return
	}
	st.pz, st.key = pz, st.playKey()
	st.cursor, st.layer = play.Point{X: 0, Y: pz.Y - 1}, 0
	if code != "" {
		g, err := play.GameFromCode(pz, code)
		if err == nil {
			st.g = g
			st.note = play.Note{Text: fmt.Sprintf("The shared position: %d pieces placed.", len(g.Placed()))}
			st.afterMove()
			return
		}
		st.note = play.Note{Text: play.DamagedLink(err), Refused: true}
	}
	var text string
	if err := storage.Get(st.key, &text); err == nil && text != "" {
		if g, err := play.Load(pz, []byte(text)); err == nil {
			st.g = g
			if st.note.Text == "" {
				st.note = play.Note{Text: fmt.Sprintf("Your game, kept in this browser: %d pieces placed, %s played.", len(g.Placed()), play.Clock(g.Played(time.Now())))}
			}
		}
	}
	if st.g == nil {
		st.g = play.NewGame(pz)
	}
	st.dead = st.g.DeadEnd()
}

// follow loads the game of another puzzle when the puzzle in view
// changed while playing.
func (st *playState) follow(ctx app.Context) {
	if !st.on || st.s.m.Problem() == st.prob {
		return
	}
	if st.g != nil {
		st.g.Pause(time.Now())
		st.save()
	}
	st.load("")
}

// fromAddress opens Play mode on a play link's position (link.Share's
// Play), once the Playground has loaded the puzzle the link names.
func (st *playState) fromAddress(ctx app.Context, frag string) {
	code, ok := link.PlayCode(frag)
	if !ok {
		return
	}
	if _, err := link.Parse(frag); err != nil {
		return // the Playground says what is wrong with the link
	}
	st.open(ctx, code)
	if code == "" && st.pz != nil {
		// An empty position is a damaged one too (load takes "" for none).
		_, err := play.DecodePosition(st.pz, code)
		st.note = play.Note{Text: play.DamagedLink(err), Refused: true}
	}
}

// save keeps the game in local storage.
func (st *playState) save() {
	if st.g == nil || st.key == "" {
		return
	}
	if data, err := st.g.Save(time.Now()); err == nil {
		_ = storage.Set(st.key, string(data))
	}
}

// do makes a move: the game's clock is told the time first, and after
// it the dead end, the coach and the kept game follow. A refused move
// changes nothing but the line that says why.
func (st *playState) do(move func(g *play.Game) play.Note) {
	if st.g == nil {
		return
	}
	st.showing = nil // a move stops a completion being shown
	st.g.Tick(time.Now())
	before := st.g.Code()
	st.note = move(st.g)
	if st.g.Code() != before {
		st.afterMove()
		st.save()
	}
	st.shared = ""
}

// afterMove looks for the new position's dead end and asks the coach.
func (st *playState) afterMove() {
	st.dead = st.g.DeadEnd()
	st.ask()
}

// heldName returns the name of the piece in hand, "" if none.
func (st *playState) heldName() string {
	if h, ok := st.g.Held(); ok {
		return st.pz.Pieces[h.Piece].Name
	}
	return ""
}

// watchVisibility pauses the clock while the page is hidden, and keeps
// the game then (a phone may close a hidden page without a word).
func (st *playState) watchVisibility(ctx app.Context) {
	if !app.IsClient {
		return
	}
	doc := app.Window().Get("document")
	f := app.FuncOf(func(app.Value, []app.Value) any {
		if doc.Get("visibilityState").String() == "hidden" {
			ctx.Dispatch(func(app.Context) {
				if st.g != nil {
					st.g.Pause(time.Now())
					st.save()
				}
			})
		}
		return nil
	})
	// Kept for the page's lifetime, as the component is.
	doc.Call("addEventListener", "visibilitychange", f)
}

// shareURL returns the address of a link to the position: the puzzle's
// own link with the position's code; start makes every piece on the
// board a piece of the starting position.
func (st *playState) shareURL(start bool) string {
	code := st.g.Code()
	if start {
		code = st.g.StartCode()
	}
	m := st.s.m
	sh := Share{Key: m.Key, Index: m.Index, Play: code}
	if m.Edited || m.Key == "" {
		sh.Key, sh.Source, sh.FileName = "", m.Source, m.FileName
	}
	return link.ShareURL(pageURL(), sh)
}
