package design

import "testing"

// TestReadSpare: a puzzle whose pieces may be left out (count=LO..HI)
// is refused with an error that says so, not drawn with every piece
// used.
func TestReadSpare(t *testing.T) {
	src := "D:xDim=3:yDim=1:zDim=1\nC:name=D:count=0..1:layout=0 0 0, 1 0 0\nC:name=M:count=1..3:layout=0 0 0\n~D\n"
	_, err := Read("spare.txt", src, 0)
	want := "the designer cannot draw pieces that may be left out (count=LO..HI); edit this puzzle as text"
	if err == nil || err.Error() != want {
		t.Errorf("Read: %v, want %q", err, want)
	}
}
