//go:build js && wasm

package storage

import (
	"encoding/json"
	"errors"
	"os"
	"reflect"
	"strings"
	"syscall/js"
	"testing"

	"polyplay/ui/mypuzzles"
	"polyplay/ui/page"
)

// The storage keys of the page (package ui) and the values it keeps.
const (
	keyDefinition = "polyplay.definition"
	keyPuzzles    = "polyplay.puzzles"
	keyRuns       = "polyplay.runs"
	keyColours    = "polyplay.colours"
)

// saved reads what the page kept in local storage before it used vert
// (go-app's LocalStorage, encoding/json): the edited definition, two of
// My puzzles, three runs (counts past 2^53 among
// them) and the colour scheme.
func saved(t *testing.T) map[string]string {
	t.Helper()
	b, err := os.ReadFile("testdata/saved-2026-11-26.json")
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]string
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

// TestSavedStillLoads: what the page kept before loads through vert as
// encoding/json reads it, and what it keeps now reads back the same with
// encoding/json too (so an older page still loads it).
func TestSavedStillLoads(t *testing.T) {
	kept := saved(t)
	// check reads key's text into viaVert through vert and into viaJSON
	// with encoding/json, then keeps what keep returns of viaVert (the
	// value as the page keeps it) and reads that into again with
	// encoding/json.
	check := func(key string, viaVert, viaJSON, again any, keep func() any) {
		t.Helper()
		if err := parse(kept[key], viaVert); err != nil {
			t.Fatalf("%s: %v", key, err)
		}
		if err := json.Unmarshal([]byte(kept[key]), viaJSON); err != nil {
			t.Fatal(err)
		}
		text, err := format(keep())
		if err != nil {
			t.Fatalf("%s: %v", key, err)
		}
		if err := json.Unmarshal([]byte(text), again); err != nil {
			t.Fatalf("%s: encoding/json cannot read %s: %v", key, text, err)
		}
	}

	var def, defJSON, defAgain page.Saved
	check(keyDefinition, &def, &defJSON, &defAgain, func() any { return def })
	if def != defJSON || defAgain != defJSON || def.Key != "soma" || !strings.HasPrefix(def.Source, "D:xDim=2") {
		t.Errorf("definition: vert %+v, encoding/json %+v, again %+v", def, defJSON, defAgain)
	}

	var mine, mineJSON, mineAgain mypuzzles.Store
	check(keyPuzzles, &mine, &mineJSON, &mineAgain, func() any { return mine })
	if !reflect.DeepEqual(mine, mineJSON) || !reflect.DeepEqual(mineAgain, mineJSON) || len(mine.Entries) != 2 ||
		mine.Next != 3 || mine.Entries[0].From != "soma" || mine.Entries[1].Name != `Dominoes "2" <b>` {
		t.Errorf("My puzzles: vert %+v, encoding/json %+v, again %+v", mine, mineJSON, mineAgain)
	}

	var runs []page.RunObject
	var runsJSON, runsAgain []page.RunRecord
	var recs []page.RunRecord
	check(keyRuns, &runs, &runsJSON, &runsAgain, func() any {
		// As the page keeps its runs: records made into objects.
		var objs []page.RunObject
		for _, o := range runs {
			rec, err := o.Record()
			if err != nil {
				t.Fatal(err)
			}
			recs = append(recs, rec)
			objs = append(objs, rec.Object())
		}
		return objs
	})
	if len(recs) != 3 {
		t.Fatalf("%d runs, want 3", len(recs))
	}
	for i, rec := range recs {
		// The runs table rebuilds a run from its record's statistics,
		// which are exact; the record's own copies of the totals are
		// JavaScript numbers, in JSON as in vert.
		want := runsJSON[i]
		rec.Fits, rec.NoFits, rec.Attempts = want.Fits, want.NoFits, want.Attempts
		if !reflect.DeepEqual(page.RunFromRecord(rec), page.RunFromRecord(want)) {
			t.Errorf("run %d: vert %+v, encoding/json %+v", i+1, rec, want)
		}
		if !reflect.DeepEqual(page.RunFromRecord(runsAgain[i]), page.RunFromRecord(want)) {
			t.Errorf("run %d kept again: %+v, want %+v", i+1, runsAgain[i], want)
		}
	}
	if got := runs[0].Stats.Attempts[2]; got != "9007199254740993" {
		t.Errorf("an exact count past 2^53 reads %s", got)
	}

	var scheme, schemeJSON, schemeAgain string
	check(keyColours, &scheme, &schemeJSON, &schemeAgain, func() any { return scheme })
	if scheme != "colour-blind-safe" || schemeJSON != scheme || schemeAgain != scheme {
		t.Errorf("colours: vert %q, encoding/json %q, again %q", scheme, schemeJSON, schemeAgain)
	}
}

func TestParseErrors(t *testing.T) {
	var s page.Saved
	for _, tc := range []struct {
		text string
		v    any
		want string
	}{
		{`{"source":`, &s, "reading JSON"},
		{`{"source":12}`, &s, "invalid assignment from JS type: number to Go kind: string"},
		{`[{"id":"one"}]`, new([]page.RunObject), "invalid assignment from JS type: string to Go kind: int"},
	} {
		if err := parse(tc.text, tc.v); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("parse(%s): %v, want %q", tc.text, err, tc.want)
		}
	}
	// A key never kept leaves the value as it is (node has no
	// localStorage: only where it has one).
	if localStorage().Truthy() {
		s = page.Saved{Source: "x"}
		if err := Get("polyplay.test.none", &s); err != nil || s.Source != "x" {
			t.Errorf("Get of a missing key: %v, %+v", err, s)
		}
	}
}

// TestFull: storage over its quota is ErrFull, in words, whatever the
// browser's exception says.
func TestFull(t *testing.T) {
	for _, code := range []string{
		"throw new DOMException(\"Setting the value of 'x' exceeded the quota.\", 'QuotaExceededError')",
		"throw {name: 'NS_ERROR_DOM_QUOTA_REACHED', message: 'Persistent storage maximum size reached'}",
		"throw new SyntaxError('not full')",
	} {
		err := func() (err error) {
			defer catch(&err, "keeping x")
			js.Global().Get("Function").New(code).Invoke()
			return nil
		}()
		if want := !strings.Contains(code, "not full"); errors.Is(err, ErrFull) != want || err == nil {
			t.Errorf("%s: %v, want ErrFull %v", code, err, want)
		}
	}
}
