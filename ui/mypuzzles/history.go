package mypuzzles

// History is the editor's undo and redo: the texts before each change,
// and those undone. Consecutive changes within one word are one step for
// the person, so Record is called by the page at pauses, not per key.
type History struct {
	past, future []string
}

// MaxHistory bounds the steps kept.
const MaxHistory = 200

// Record notes that the text was before and becomes something else.
func (h *History) Record(before string) {
	if n := len(h.past); n > 0 && h.past[n-1] == before {
		return
	}
	h.past = append(h.past, before)
	if len(h.past) > MaxHistory {
		h.past = h.past[len(h.past)-MaxHistory:]
	}
	h.future = nil
}

// Undo returns the text before the last change, given the current one.
func (h *History) Undo(current string) (string, bool) {
	n := len(h.past)
	if n == 0 {
		return current, false
	}
	prev := h.past[n-1]
	h.past = h.past[:n-1]
	h.future = append(h.future, current)
	return prev, true
}

// Redo returns the text last undone, given the current one.
func (h *History) Redo(current string) (string, bool) {
	n := len(h.future)
	if n == 0 {
		return current, false
	}
	next := h.future[n-1]
	h.future = h.future[:n-1]
	h.past = append(h.past, current)
	return next, true
}

// CanUndo and CanRedo report whether there is a step to take.
func (h *History) CanUndo() bool { return len(h.past) > 0 }

// CanRedo reports whether there is an undone step to take again.
func (h *History) CanRedo() bool { return len(h.future) > 0 }

// Reset forgets every step (another puzzle is in the editor).
func (h *History) Reset() { h.past, h.future = nil, nil }
