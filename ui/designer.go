package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/wasm/protocol"
)

// designer is the puzzle designer (ui/design), a card above the board
// while it is open: the region drawn on a grid, the pieces picked from
// the catalogue or drawn, the running check and the estimate of the
// number of solutions. The drawing writes the definition into the editor
// as the person draws, and editing the text redraws the drawing; one
// history undoes both. It owns its state (designerState); the top bar and
// the puzzle tab open it with actionDesignerOpen, the editor tells it of
// new text with actionTextEdited, and the Playground hands it the
// workers' estimates with actionEstimated.
type designer struct {
	app.Compo
	*session
	// Rev is the session's revision (session.changed).
	Rev int

	st designerState
}

// The designer's actions.
const (
	// actionDesignerOpen opens the designer; its value is true for a
	// new puzzle, false for the editor's definition.
	actionDesignerOpen = "designer-open"
	// actionTextEdited says the editor's text changed (typed, or another
	// puzzle picked): an open designer redraws it.
	actionTextEdited = "text-edited"
	// actionEstimated hands the designer a worker's estimate (its value,
	// a protocol.Message of kind estimated).
	actionEstimated = "estimated"
)

// OnInit gives the designer's state the session.
func (c *designer) OnInit() { c.st.s = c.session }

// OnMount takes the other components' actions.
func (c *designer) OnMount(ctx app.Context) {
	ctx.Handle(actionDesignerOpen, func(ctx app.Context, a app.Action) {
		fresh, _ := a.Value.(bool)
		c.st.openOn(ctx, fresh)
	})
	ctx.Handle(actionTextEdited, func(ctx app.Context, a app.Action) { c.st.textEdited() })
	ctx.Handle(actionEstimated, func(ctx app.Context, a app.Action) {
		if m, ok := a.Value.(protocol.Message); ok {
			c.st.estimated(m)
		}
	})
}

// OnUpdate asks for the estimate when the session changed (options, the
// puzzle, idle workers): a no-op when one is out or already made for this
// puzzle.
func (c *designer) OnUpdate(ctx app.Context) { c.st.estimate() }

// Render draws the designer while it is open, else an empty place
// (held): with nothing there, opening the designer moved the board and
// the panel one place on, and go-app mounted them again, losing their
// state (the player's, the focus) and dropping what was deferred from the
// button pressed (ctx.Defer runs only while its element is mounted).
func (c *designer) Render() app.UI { return held(c.st.card()) }
