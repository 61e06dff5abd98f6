package play

// history is a game's moves to undo and to redo.
type history struct {
	undo []move
	redo []move
}

// record adds a move to the undo list and forgets the moves undone.
func (h *history) record(m move) {
	h.undo = append(h.undo, m)
	h.redo = nil
}

// CanUndo reports whether there is a move to undo.
func (h *history) CanUndo() bool { return len(h.undo) > 0 }

// CanRedo reports whether there is an undone move to make again.
func (h *history) CanRedo() bool { return len(h.redo) > 0 }

// step takes the last move to undo (undo) or to redo, which there must
// be, moves it to the other list and returns it.
func (h *history) step(undo bool) move {
	from, to := &h.redo, &h.undo
	if undo {
		from, to = to, from
	}
	m := (*from)[len(*from)-1]
	*from = (*from)[:len(*from)-1]
	*to = append(*to, m)
	return m
}
