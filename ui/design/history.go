package design

import "polyplay/ui/undo"

// State is one step of the designer's history: the definition text and
// the drawing that goes with it (nil while the text is not a valid
// puzzle that can be drawn).
type State struct {
	Text   string
	Design *Design
}

// MaxHistory bounds the number of steps History keeps to undo.
const MaxHistory = undo.MaxSteps

// History is the designer's undo and redo: drawing and editing the text
// both push states, so undo and redo cover both.
type History struct {
	steps undo.Stack[State]
	cur   State
}

// NewHistory starts a history at s.
func NewHistory(s State) *History { return &History{cur: s} }

// Current returns the current state.
func (h *History) Current() State { return h.cur }

// Push makes s the current state; the state before can be undone to, and
// what was undone can no longer be redone. A state with the same text as
// the current one replaces it without a step.
func (h *History) Push(s State) {
	if s.Text != h.cur.Text {
		h.steps.Record(h.cur)
	}
	h.cur = s
}

// Replace makes s the current state without a step: the steps of one
// gesture (a drag across cells) are undone together.
func (h *History) Replace(s State) { h.cur = s }

// CanUndo reports whether Undo has a state to go to.
func (h *History) CanUndo() bool { return h.steps.CanUndo() }

// CanRedo reports whether Redo has a state to go to.
func (h *History) CanRedo() bool { return h.steps.CanRedo() }

// Undo goes back one step and returns the state there; false if there is
// none.
func (h *History) Undo() (State, bool) {
	s, ok := h.steps.Undo(h.cur)
	h.cur = s
	return s, ok
}

// Redo goes forward one undone step and returns the state there; false if
// there is none.
func (h *History) Redo() (State, bool) {
	s, ok := h.steps.Redo(h.cur)
	h.cur = s
	return s, ok
}
