package def

import (
	"slices"
	"testing"
)

// TestNotes checks the notes on definitions that are legal but may not
// mean what they show: a mobile piece in several parts, and pieces the
// solver takes for one shape (under the puzzle's motions), each at the
// piece's name; none for a stationary piece in parts or for a piece and
// its mirror image in a one-sided puzzle.
func TestNotes(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, src string
		want      []string
	}{
		{"a piece in two parts", "D:xDim=2:yDim=1:zDim=1\nL\nA . A\n~L\n~D\n",
			[]string{"n.txt:3:1: piece A is in several parts: its cells are not all joined, yet it moves as one piece"}},
		{"stationary cells in parts", "D:xDim=3:yDim=1:zDim=1\nL:stationary=*\n* . *\n~L\nC:name=A:layout=0 0 0\n~D\n", nil},
		{"a one-sided bar drawn a column off is its twin", "D:grid=triangle:xDim=4:yDim=2:oneSide\nL\nA A A A . . B B B B\n~L\n~D\n",
			[]string{"n.txt:3:13: pieces A and B have the same shape: the solver takes them for copies of one piece"}},
		{"a one-sided bar and its mirror image", "D:grid=triangle:xDim=4:yDim=2:oneSide\nL\nA A A A . B B B B\n~L\n~D\n", nil},
		{"three of one shape and one in parts, in the order of their lines", "D:xDim=4:yDim=2:zDim=1\nC:name=X:layout=0 0 0, 1 0 0\nC:name=W:layout=0 0 0, 2 0 0\nC:name=Y:layout=0 0 0, 0 1 0\nC:name=Z:layout=5 5 0, 6 5 0\n~D\n",
			[]string{
				"n.txt:3:8: piece W is in several parts: its cells are not all joined, yet it moves as one piece",
				"n.txt:4:8: pieces X, Y and Z have the same shape: the solver takes them for copies of one piece",
			}},
		{"a chiral polycube and its mirror image", "D:xDim=2:yDim=2:zDim=2\nC:name=A:layout=0 0 0, 1 0 0, 0 1 0, 1 0 1\nC:name=B:layout=0 0 0, 1 0 0, 0 1 0, 0 1 1\n~D\n", nil},
	} {
		ps, err := Parse("n.txt", []byte(tc.src))
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		var got []string
		for _, n := range ps[0].Notes {
			got = append(got, n.String())
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: notes\n%q\nwant\n%q", tc.name, got, tc.want)
		}
	}
}
