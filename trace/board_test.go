package trace

import (
	"encoding/json"
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
