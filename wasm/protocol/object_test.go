package protocol

import (
	"reflect"
	"strings"
	"testing"
)

// TestObjectRoundTrip: every message but the bulky ones (with solutions
// or a puzzle) and the queue's travels as an Object and comes back
// unchanged; the others travel as JSON text.
func TestObjectRoundTrip(t *testing.T) {
	asText := map[Kind]bool{KindSolutions: true, KindTrace: true, KindTake: true, KindBranches: true, KindHelp: true,
		KindWanted: true, KindOffer: true, KindNext: true, KindNode: true, KindRetire: true,
		KindSolve: true, KindWarm: true, KindEstimate: true, KindCoach: true, KindCoached: true,
		KindChallenge: true, KindChallenged: true, KindApart: true, KindTaken: true}
	objects := 0
	for _, m := range sampleMessages() {
		o, ok := AsObject(m)
		if text := asText[m.Kind] || m.Whole || len(m.Solutions) > 0; ok == text {
			t.Errorf("AsObject(%s): ok %v, want %v", m.Kind, ok, !text)
		}
		if !ok {
			continue
		}
		objects++
		back, err := o.Message()
		if err != nil {
			t.Fatalf("%s: %v", m.Kind, err)
		}
		if !reflect.DeepEqual(back, m) {
			t.Errorf("round trip of %s:\n got %+v\nwant %+v", m.Kind, back, m)
		}
	}
	if objects < 8 {
		t.Errorf("only %d sample messages travel as objects", objects)
	}
}

func TestObjectErrors(t *testing.T) {
	stats := func(s StatsObject) Object { return Object{Kind: "progress", Run: 1, Stats: &s} }
	for _, tc := range []struct {
		o    Object
		want string
	}{
		{Object{}, "message without a kind"},
		{Object{Kind: "explode"}, `unknown message kind "explode"`},
		{Object{Kind: "solutions"}, "solutions messages travel as JSON text, not as objects"},
		{Object{Kind: "help"}, "help messages travel as JSON text, not as objects"},
		{Object{Kind: "progress", Run: 1}, "progress message without statistics"},
		{Object{Kind: "solve", Run: 1}, "solve message without a problem"},
		{Object{Kind: "warm"}, "warm message without a problem"},
		{stats(StatsObject{Solutions: "12x"}), `solutions "12x": expected a whole number`},
		{stats(StatsObject{Solutions: "99999999999999999999"}), "expected a whole number"},
		{stats(StatsObject{Fits: []string{"0", "1.5"}}), `fits "1.5": expected a whole number`},
		{stats(StatsObject{Taken: "-"}), `taken "-": expected a whole number`},
	} {
		_, err := tc.o.Message()
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: error %v, want %q", tc.o, err, tc.want)
		}
	}
}
