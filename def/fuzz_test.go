package def

import (
	"testing"
)

// FuzzParse checks that Parse never panics or hangs, and that whatever it
// accepts formats and parses back to the same puzzle.
func FuzzParse(f *testing.F) {
	for _, e := range Library() {
		f.Add([]byte(e.Source))
	}
	f.Add([]byte("D:xDim=2:yDim=2:zDim=2\nL:stationary=*\n* ., . .\n. ., . *\n~L\nL\nA A, B .\nA ., B B\n~L\n~D\n"))
	f.Add([]byte("D:xDim=3:yDim=1:zDim=1:oneSide\nC:name=A:layout=0 0 0, 1 0 0\nC:name=B:type=S:layout=2 0 0\n~D\n"))
	f.Add([]byte("D:xDim=1:yDim=1:zDim=1\nC:name=A:layout=0 0 0\n~D\nD:xDim=1:yDim=1:zDim=1\nL\nA\n~L\n~D\n"))
	f.Add([]byte("D:xDim=2:yDim=1:zDim=1\nC:name=~L:layout=0 0 0\nC:name=A\rB:layout=0 0 0\n~D\n"))
	f.Add([]byte("D:grid=triangle:xDim=4:yDim=2\nL:stationary=*\n* . . .\n. . . *\n~L\nL\n. . A A\nB B B B\n~L\n~D\n"))
	f.Add([]byte("D:grid=hexagon:xDim=3:yDim=2:oneSide\nL\n  A A B\n A B B\n~L\n~D\n"))
	f.Add([]byte("D:grid=triangle:xDim=2:yDim=1:zDim=1\nC:name=A:layout=5 3, 6 3 0\n~D\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		ps, err := Parse("fuzz.txt", src)
		if err != nil {
			if _, ok := err.(*Error); !ok {
				t.Fatalf("error of type %T: %v", err, err)
			}
			return
		}
		for _, pz := range ps {
			if err := pz.Validate(); err != nil {
				t.Fatalf("parsed puzzle does not validate: %v", err)
			}
			out := Format(&pz.Problem)
			back, err := Parse("fuzz.txt", []byte(out))
			if err != nil {
				t.Fatalf("Format output does not parse: %v\n%s", err, out)
			}
			if len(back) != 1 {
				t.Fatalf("Format output holds %d puzzles", len(back))
			}
			if ok, diff := Equal(&pz.Problem, &back[0].Problem); !ok {
				t.Fatalf("round trip differs: %s\n%s", diff, out)
			}
		}
	})
}
