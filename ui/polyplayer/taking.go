package polyplayer

import (
	"polyplay/solver/disassemble"
	"polyplay/ui/player"
	"polyplay/ui/workers"
	"polyplay/wasm/protocol"
)

// apartTaking is the solver worker's disassembly of a show's solution,
// for an order that slides the pieces (workers.Taker): asked once a
// show, kept for the other sliding order and another colour scheme.
type apartTaking struct {
	// of is the show asked about; taken the worker's disassembly of its
	// solution (nil until it answers), failed its error; on is set while
	// the worker searches, which cancel stops.
	of     *player.Show
	taken  *disassemble.Result
	failed string
	on     bool
	cancel func()
}

// ask asks tk to take show's solution apart, unless it is asked
// already; done is called with the answer.
func (a *apartTaking) ask(tk *workers.Taker, show *player.Show, done func()) {
	if a.on && a.of == show {
		return
	}
	a.stop()
	a.of, a.taken, a.failed, a.on = show, nil, "", true
	a.cancel, _ = tk.Ask(protocol.ApartRequest{Problem: show.Problem, Solution: protocol.FromSolution(*show.Solution)}, func(m protocol.Message) {
		if a.of != show {
			return
		}
		a.on, a.cancel = false, nil
		if m.Error != "" {
			a.failed = m.Error
		} else {
			a.taken = &disassemble.Result{Apart: m.Taken.Apart, Level: m.Taken.Level, Plan: m.Taken.Plan}
		}
		done()
	})
}

// stop stops the worker's search, if one goes on.
func (a *apartTaking) stop() {
	if a.cancel != nil {
		a.cancel()
	}
	a.on, a.cancel = false, nil
}

// interim returns the order the player plays for order o: bottom-up
// while the worker takes the solution apart.
func (a *apartTaking) interim(o player.Order) player.Order {
	if a.on {
		return player.BottomUp
	}
	return o
}

// hold shows the solution assembled on pl, the interim player, while the
// worker takes it apart: where the animation will begin.
func (a *apartTaking) hold(pl *player.Player) {
	if a.on {
		pl.Seek(pl.Len())
	}
}
