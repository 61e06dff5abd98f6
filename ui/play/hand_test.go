package play

import (
	"strings"
	"testing"
)

// TestPointerHand: a pen taps as a finger does; anything else is a
// mouse's.
func TestPointerHand(t *testing.T) {
	for _, tc := range []struct {
		pointerType string
		want        Hand
	}{
		{"mouse", Mouse},
		{"touch", Touch},
		{"pen", Touch},
		{"", Mouse},
	} {
		if got := PointerHand(tc.pointerType); got != tc.want {
			t.Errorf("PointerHand(%q) = %d, want %d", tc.pointerType, got, tc.want)
		}
	}
}

// TestHandWords: the words name the gestures of the hand in use and no
// other's, and follow the state: nothing in the tray, solved.
func TestHandWords(t *testing.T) {
	flat, solid := Where{}, Where{Solid: true}
	empty := Where{Solid: true, TrayEmpty: true}
	solved := Where{Solid: true, TrayEmpty: true, Solved: true}
	for _, tc := range []struct {
		name string
		got  string
		want string
	}{
		{"start, mouse, flat", StartWords(Mouse, flat), "Drag a piece from the tray onto the board, or click it in the tray and then where it goes."},
		{"start, mouse, solid", StartWords(Mouse, solid), "Drag a piece from the tray into the scene, or click it in the tray and then the place where it goes."},
		{"start, touch, flat", StartWords(Touch, flat), "Drag a piece from the tray onto the board with a finger; a tap on the piece in hand turns it."},
		{"start, touch, solid", StartWords(Touch, solid), "Tap a piece in the tray, tap the place where it goes, then tap it again to place it."},
		{"start, keys, flat", StartWords(Keys, flat), "Choose a piece in the tray with Tab and Enter, move it with the arrow keys; Enter places it."},
		{"start, keys, solid", StartWords(Keys, solid), "N takes a piece from the tray; the arrow keys and Page Up and Page Down move it; Enter places it."},
		{"start, solved", StartWords(Touch, solved), "Solved: every piece is in place."},
		{"empty hand, mouse", EmptyHandWords(Mouse, solid), "No piece in hand: click one in the tray, or a placed piece to pick it up."},
		{"empty hand, touch", EmptyHandWords(Touch, solid), "No piece in hand: tap one in the tray, or a placed piece to pick it up."},
		{"empty hand, keys, solid", EmptyHandWords(Keys, solid), "No piece in hand: N takes the tray's next one."},
		{"empty hand, keys, flat", EmptyHandWords(Keys, flat), "No piece in hand: choose one in the tray with Tab and Enter."},
		{"tray empty, mouse", EmptyHandWords(Mouse, empty), "The tray is empty: a click on a placed piece picks it up."},
		{"tray empty, touch", EmptyHandWords(Touch, empty), "The tray is empty: a tap on a placed piece picks it up."},
		{"solved, mouse", EmptyHandWords(Mouse, solved), "Solved: every piece is in place; a click on a placed piece picks it up."},
		{"solved, touch", EmptyHandWords(Touch, solved), "Solved: every piece is in place; a tap on a placed piece picks it up."},
		{"solved, keys", EmptyHandWords(Keys, solved), "Solved: every piece is in place; Undo takes the last piece back."},
		{"place, mouse", PlaceWords(Mouse), "A click places it."},
		{"place, touch", PlaceWords(Touch), "A tap on it places it."},
		{"place, keys", PlaceWords(Keys), "Enter places it."},
	} {
		if tc.got != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, tc.got, tc.want)
		}
	}
	// No hand's words name another's gestures.
	others := map[Hand][]string{
		Mouse: {"tap", "Enter", "arrow", "Tab"},
		Touch: {"click", "Enter", "arrow", "Tab", " N "},
		Keys:  {"click", "tap", "drag", "Drag"},
	}
	for h, words := range others {
		for _, w := range []Where{flat, solid, empty, solved} {
			for _, s := range []string{StartWords(h, w), EmptyHandWords(h, w), PlaceWords(h)} {
				for _, bad := range words {
					if strings.Contains(s, bad) {
						t.Errorf("hand %d, %+v: %q names %q", h, w, s, bad)
					}
				}
			}
		}
	}
	// Once the tray is empty no words send the player to it.
	for _, h := range []Hand{Mouse, Touch, Keys} {
		for _, w := range []Where{empty, solved} {
			if s := EmptyHandWords(h, w); strings.Contains(s, "in the tray") || strings.Contains(s, "from the tray") {
				t.Errorf("hand %d, %+v: %q sends the player to the empty tray", h, w, s)
			}
		}
	}
}
