package design

// State is one step of the designer's history: the definition text and
// the drawing that goes with it (nil while the text is not a valid
// puzzle that can be drawn).
type State struct {
	Text   string
	Design *Design
}

// MaxHistory bounds the number of steps History keeps to undo.
const MaxHistory = 200

// History is the designer's undo and redo: drawing and editing the text
// both push states, so undo and redo cover both.
type History struct {
	past   []State
	cur    State
	future []State
}

// NewHistory starts a history at s.
func NewHistory(s State) *History { return &History{cur: s} }

// Current returns the current state.
func (h *History) Current() State { return h.cur }

// Push makes s the current state; the state before can be undone to, and
// what was undone can no longer be redone. A state with the same text as
// the current one replaces it without a step.
func (h *History) Push(s State) {
	if s.Text == h.cur.Text {
		h.cur = s
		return
	}
	h.past = append(h.past, h.cur)
	if len(h.past) > MaxHistory {
		h.past = h.past[len(h.past)-MaxHistory:]
	}
	h.cur, h.future = s, nil
}

// Replace makes s the current state without a step: the steps of one
// gesture (a drag across cells) are undone together.
func (h *History) Replace(s State) { h.cur = s }

// CanUndo and CanRedo report whether Undo and Redo have a state to go to.
func (h *History) CanUndo() bool { return len(h.past) > 0 }

// CanRedo reports whether Redo has a state to go to.
func (h *History) CanRedo() bool { return len(h.future) > 0 }

// Undo goes back one step and returns the state there; false if there is
// none.
func (h *History) Undo() (State, bool) {
	if len(h.past) == 0 {
		return h.cur, false
	}
	h.future = append(h.future, h.cur)
	h.cur = h.past[len(h.past)-1]
	h.past = h.past[:len(h.past)-1]
	return h.cur, true
}

// Redo goes forward one undone step and returns the state there; false if
// there is none.
func (h *History) Redo() (State, bool) {
	if len(h.future) == 0 {
		return h.cur, false
	}
	h.past = append(h.past, h.cur)
	h.cur = h.future[len(h.future)-1]
	h.future = h.future[:len(h.future)-1]
	return h.cur, true
}
