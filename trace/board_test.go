package trace

import (
	"encoding/json"
	"strings"
	"testing"

	"polyplay/solver"
)

func TestStepJSON(t *testing.T) {
	s := Step{Kind: Remove, Piece: "<b>", Cells: []solver.Point{{X: 1, Y: 2, Z: 3}, {X: 4, Y: 5, Z: 6}}}
	js, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"k":"r","n":"\u003cb\u003e","c":[1,2,3,4,5,6]}`; string(js) != want {
		t.Errorf("JSON %s, want %s", js, want)
	}
	var back Step
	if err := json.Unmarshal(js, &back); err != nil || back.String() != "remove <b>" || back.Cells[1] != s.Cells[1] {
		t.Errorf("round trip: %v %v", back, err)
	}
	for _, bad := range []string{`{"k":"x"}`, `{"k":"p","n":"F","c":[1,2]}`, `{"k":1}`, `[]`} {
		if err := json.Unmarshal([]byte(bad), &back); err == nil {
			t.Errorf("Unmarshal(%s) accepted", bad)
		}
	}
}

// TestStepJSONAsEncodingJSON: the hand-written codec writes what
// encoding/json writes for the same fields, and reads it back, for
// names with quotes, HTML, control characters, other scripts and
// invalid UTF-8; it reads blanks, keys in any order and \/.
func TestStepJSONAsEncodingJSON(t *testing.T) {
	type wire struct {
		K string `json:"k"`
		N string `json:"n,omitempty"`
		C []int  `json:"c,omitempty"`
	}
	for _, name := range []string{"", "F", `a"b\c`, "<&>", "tab\there\n", "\x01\x1f", "ÄÖ星", "bad\xffutf8", "\u2028"} {
		s := Step{Kind: Place, Piece: name, Cells: []solver.Point{{X: -1, Y: 20, Z: 3}}}
		got, _ := s.MarshalJSON()
		want, _ := json.Marshal(wire{K: "p", N: name, C: []int{-1, 20, 3}})
		if string(got) != string(want) {
			t.Errorf("%q: %s, encoding/json writes %s", name, got, want)
		}
		var back Step
		if err := back.UnmarshalJSON(got); err != nil || back.Piece != strings.ToValidUTF8(name, "\ufffd") || back.Cells[0] != s.Cells[0] {
			t.Errorf("%q: read back %+v, %v", name, back, err)
		}
	}
	var back Step
	if err := back.UnmarshalJSON([]byte(` { "c" : [ 1 , 2 , 3 ] , "n" : "a\/b" , "k" : "s" } `)); err != nil || back.Piece != "a/b" || back.Kind != Solution {
		t.Errorf("spaced, reordered: %+v, %v", back, err)
	}
	for _, bad := range []string{`{"k":"p","x":1}`, `{"k":"p"} x`, `{"k":"p","c":[1.5,2,3]}`, `{"k":"p",}`, `{"k":"p"`} {
		if err := back.UnmarshalJSON([]byte(bad)); err == nil {
			t.Errorf("UnmarshalJSON(%s) accepted", bad)
		}
	}
}
