package mypuzzles

import "polyplay/ui/undo"

// History is the editor's undo and redo: the texts before each change,
// and those undone. Consecutive changes within one word are one step for
// the person, so Record is called by the page at pauses, not per key.
type History struct {
	undo.Stack[string]
}

// MaxHistory bounds the steps kept.
const MaxHistory = undo.MaxSteps

// Record notes that the text was before and becomes something else; the
// same text twice in a row is one step.
func (h *History) Record(before string) {
	if last, ok := h.Last(); ok && last == before {
		return
	}
	h.Stack.Record(before)
}
