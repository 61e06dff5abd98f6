package play

// Hand is what the player plays with: the words that tell how to play
// name its gestures (a click, a tap, a key), never another's.
type Hand int

// The hands: a mouse (or a trackpad), a finger (or a pen) on a touch
// screen, the keyboard.
const (
	Mouse Hand = iota
	Touch
	Keys
)

// PointerHand is the hand of a pointer event of type pointerType (the
// event's pointerType: "mouse", "touch" or "pen"); a pen taps as a
// finger does.
func PointerHand(pointerType string) Hand {
	if pointerType == "touch" || pointerType == "pen" {
		return Touch
	}
	return Mouse
}

// Where is what the hand is, for the words that follow it: nothing in
// hand, the tray empty, the puzzle solved.
type Where struct {
	// Solid is set when the puzzle is played in the 3-D scene, not on
	// a flat board.
	Solid bool
	// TrayEmpty is set when every piece is placed; Solved when the
	// board is complete.
	TrayEmpty, Solved bool
}

// StartWords says how to take a piece and play it with hand h, before
// the first move.
func StartWords(h Hand, w Where) string {
	switch {
	case w.Solved:
		return "Solved: every piece is in place."
	case h == Touch && w.Solid:
		return "Tap a piece in the tray, tap the place where it goes, then tap it again to place it."
	case h == Touch:
		return "Drag a piece from the tray onto the board with a finger; a tap on the piece in hand turns it."
	case h == Keys && w.Solid:
		return "N takes a piece from the tray; the arrow keys and Page Up and Page Down move it; Enter places it."
	case h == Keys:
		return "Choose a piece in the tray with Tab and Enter, move it with the arrow keys; Enter places it."
	case w.Solid:
		return "Drag a piece from the tray into the scene, or click it in the tray and then the place where it goes."
	}
	return "Drag a piece from the tray onto the board, or click it in the tray and then where it goes."
}

// EmptyHandWords says, with no piece in hand, how to take one with hand
// h: from the tray, or a placed piece picked up; once the tray is empty,
// only the latter, and once solved, that it is.
func EmptyHandWords(h Hand, w Where) string {
	pick := "a click on a placed piece picks it up"
	switch h {
	case Touch:
		pick = "a tap on a placed piece picks it up"
	case Keys:
		pick = "Undo takes the last piece back"
	}
	switch {
	case w.Solved:
		return "Solved: every piece is in place; " + pick + "."
	case w.TrayEmpty:
		return "The tray is empty: " + pick + "."
	case h == Touch:
		return "No piece in hand: tap one in the tray, or a placed piece to pick it up."
	case h == Keys && w.Solid:
		return "No piece in hand: N takes the tray's next one."
	case h == Keys:
		return "No piece in hand: choose one in the tray with Tab and Enter."
	}
	return "No piece in hand: click one in the tray, or a placed piece to pick it up."
}

// PlaceWords says how hand h places a piece in hand that fits where it
// is held.
func PlaceWords(h Hand) string {
	switch h {
	case Touch:
		return "A tap on it places it."
	case Keys:
		return "Enter places it."
	}
	return "A click places it."
}
