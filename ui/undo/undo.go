// Package undo keeps the steps that undo and redo walk through: the
// states before each change, and those undone. The page's definition
// editor (ui/mypuzzles) and the puzzle designer (ui/design) keep their
// histories with it.
package undo

// MaxSteps bounds the steps a Stack keeps to undo; the oldest go first.
const MaxSteps = 200

// Stack is an undo and redo history of states of type T. The zero value
// is an empty history. The current state is the caller's: Undo and Redo
// take it and return the state to go to.
type Stack[T any] struct {
	past, future []T
}

// Record notes a change from the state before: it can be undone to, and
// what was undone can no longer be redone.
func (s *Stack[T]) Record(before T) {
	s.past = append(s.past, before)
	if len(s.past) > MaxSteps {
		s.past = s.past[len(s.past)-MaxSteps:]
	}
	s.future = nil
}

// Last returns the state the next Undo goes back to; false if there is
// none.
func (s *Stack[T]) Last() (T, bool) {
	if len(s.past) == 0 {
		var zero T
		return zero, false
	}
	return s.past[len(s.past)-1], true
}

// Undo goes back one step from current and returns the state there;
// current and false if there is none.
func (s *Stack[T]) Undo(current T) (T, bool) {
	return step(&s.past, &s.future, current)
}

// Redo goes forward one undone step from current and returns the state
// there; current and false if there is none.
func (s *Stack[T]) Redo(current T) (T, bool) {
	return step(&s.future, &s.past, current)
}

// step takes the last state of from, keeping current on to.
func step[T any](from, to *[]T, current T) (T, bool) {
	n := len(*from)
	if n == 0 {
		return current, false
	}
	next := (*from)[n-1]
	*from = (*from)[:n-1]
	*to = append(*to, current)
	return next, true
}

// CanUndo reports whether Undo has a step to take.
func (s *Stack[T]) CanUndo() bool { return len(s.past) > 0 }

// CanRedo reports whether Redo has an undone step to take again.
func (s *Stack[T]) CanRedo() bool { return len(s.future) > 0 }

// Steps returns the number of steps Undo can take.
func (s *Stack[T]) Steps() int { return len(s.past) }

// Reset forgets every step.
func (s *Stack[T]) Reset() { s.past, s.future = nil, nil }
