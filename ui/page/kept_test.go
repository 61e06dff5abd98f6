package page

import (
	"encoding/json"
	"os"
	"reflect"
	"strings"
	"testing"
	"time"

	"polyplay/wasm/protocol"
)

// keptBefore returns what the page kept in local storage before (the
// fixture of ui/storage, written by go-app's LocalStorage with
// encoding/json), by key.
func keptBefore(t *testing.T) map[string]string {
	t.Helper()
	b, err := os.ReadFile("../storage/testdata/saved-2026-11-26.json")
	if err != nil {
		t.Fatal(err)
	}
	var kept map[string]string
	if err := json.Unmarshal(b, &kept); err != nil {
		t.Fatal(err)
	}
	return kept
}

func TestReadSaved(t *testing.T) {
	for _, tc := range []struct {
		text string
		want Saved
		err  string
	}{
		{keptBefore(t)["polyplay.definition"], Saved{Source: "D:xDim=2:yDim=1:zDim=1\nC:name=a:layout=0 0 0, 1 0 0\n~D\n", Key: "soma", FileName: "soma.txt"}, ""},
		{`{"source":"D:x","key":5}`, Saved{}, "its field key is a number where text was expected"},
		{`{"source":"D:x`, Saved{}, "its text is cut short"},
		{`"D:x"`, Saved{}, "it is text where an object was expected"},
		{`{"v":3,"source":"D:x"}`, Saved{}, "it was written by another version of Polyplay (version 3; this one reads version 1)"},
	} {
		s, err := ReadSaved(tc.text)
		if got := errText(err); got != tc.err || (err == nil && s != tc.want) {
			t.Errorf("ReadSaved(%s) = %+v, %q; want %+v, %q", tc.text, s, got, tc.want, tc.err)
		}
		if err == nil {
			if again, err := ReadSaved(s.Text()); err != nil || again != s {
				t.Errorf("written back and read again: %+v, %v", again, err)
			}
		}
	}
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// TestReadRuns: every run that can be read is, those that cannot are
// kept as they were and written back, with the page's new runs, up to
// the bound of runs kept (which leaves the unread ones alone).
func TestReadRuns(t *testing.T) {
	const done = `{"id":1,"puzzle":"Soma cube","args":["-r"],"status":"done","workers":1,"solutions":480,"stats":{"solutions":"480","elapsedMs":5}}`
	for _, tc := range []struct {
		name   string
		text   string
		ids    []int
		unread []string
		whys   []string
		err    string
	}{
		{name: "kept before", text: keptBefore(t)["polyplay.runs"], ids: []int{1, 2, 3}},
		{name: "a puzzle a number", text: `[` + done + `,{"id":2,"puzzle":7,"status":"done"}]`, ids: []int{1},
			unread: []string{`{"id":2,"puzzle":7,"status":"done"}`}, whys: []string{"its field puzzle is a number where text was expected"}},
		{name: "a count that is not a whole number", text: `[{"id":2,"status":"done","stats":{"solutions":"many"}},` + done + `]`, ids: []int{1},
			unread: []string{`{"id":2,"status":"done","stats":{"solutions":"many"}}`}, whys: []string{`count "many": expected a whole number`}},
		{name: "no run number, an unknown state, another version", text: `[{"status":"done"},{"id":4,"status":"paused"},{"v":2,"id":5},` + done + `]`, ids: []int{1},
			unread: []string{`{"status":"done"}`, `{"id":4,"status":"paused"}`, `{"v":2,"id":5}`},
			whys: []string{"it has no run number", `its state "paused" is not one this page knows`,
				"it was written by another version of Polyplay (version 2; this one reads version 1)"}},
		{name: "cut short", text: `[` + done + `,{"id":2,"st`, err: "its text is cut short"},
		{name: "not a list", text: done, err: "it is an object where a list was expected"},
	} {
		k, err := ReadRuns(tc.text)
		if got := errText(err); got != tc.err {
			t.Errorf("%s: error %q, want %q", tc.name, got, tc.err)
			continue
		}
		if err != nil {
			continue
		}
		var ids []int
		for _, r := range k.Runs {
			ids = append(ids, r.ID)
		}
		var unread, whys []string
		for _, u := range k.Unread {
			unread, whys = append(unread, string(u.Text)), append(whys, u.Why.Error())
		}
		if !reflect.DeepEqual(ids, tc.ids) || !reflect.DeepEqual(unread, tc.unread) || !reflect.DeepEqual(whys, tc.whys) {
			t.Errorf("%s: runs %v, unread %q %q; want %v, %q %q", tc.name, ids, unread, whys, tc.ids, tc.unread, tc.whys)
		}
		// With a new run of the page and a bound of two runs: the newest
		// two runs read, and every unread entry, as it was.
		mine := []*Run{
			{ID: 9, Puzzle: "P", Status: StatusDone, Stats: protocol.Stats{Solutions: 2}},
			{ID: 10, Puzzle: "P", Status: StatusRunning},
		}
		text, err := k.Text(mine, time.Time{}, 2)
		if err != nil {
			t.Fatal(err)
		}
		back, err := ReadRuns(text)
		wantIDs := append(append([]int(nil), tc.ids...), 9)
		wantIDs = wantIDs[max(len(wantIDs)-2, 0):]
		var backIDs []int
		for _, r := range back.Runs {
			backIDs = append(backIDs, r.ID)
		}
		if err != nil || !reflect.DeepEqual(backIDs, wantIDs) || len(back.Unread) != len(tc.unread) {
			t.Errorf("%s: written back, %v and %d unread, %v; want %v and %d", tc.name, backIDs, len(back.Unread), err, wantIDs, len(tc.unread))
		}
		for _, u := range tc.unread {
			if !strings.Contains(text, u) {
				t.Errorf("%s: written back without %s", tc.name, u)
			}
		}
		// Cleared, the unread entries stay.
		k.Clear()
		if text, _ := k.Text(nil, time.Time{}, 2); text != "["+strings.Join(tc.unread, ",")+"]" {
			t.Errorf("%s: cleared, kept %s", tc.name, text)
		}
	}
}

// TestKeptRunsVerbatim: a run kept before is written back as it was
// read, its exact counts past 2^53 and fields this page does not know
// included.
func TestKeptRunsVerbatim(t *testing.T) {
	kept := keptBefore(t)["polyplay.runs"]
	k, err := ReadRuns(kept)
	if err != nil {
		t.Fatal(err)
	}
	if got := k.Runs[0].Stats.Attempts[2]; got != 9007199254740993 {
		t.Errorf("an exact count past 2^53 reads %d", got)
	}
	if text, err := k.Text(nil, time.Time{}, 200); err != nil || text != kept {
		t.Errorf("written back:\n%s, %v\nwant\n%s", text, err, kept)
	}
}

// FuzzReadRuns: whatever text is kept, ReadRuns neither panics nor
// loses an entry, and what it reads, written back, reads the same.
func FuzzReadRuns(f *testing.F) {
	f.Add(`[{"id":1,"puzzle":"Soma cube","args":["-r"],"status":"done","stats":{"solutions":"480"}},{"id":2,"puzzle":7}]`)
	f.Add(`[{"id":3,"status":"cancelled","stats":{"attempts":["0","9007199254740993"]}},{"v":2},null,5]`)
	f.Add(`[{"id":1,"status":"done"},{"id":2,"st`)
	f.Add(`{"id":1}`)
	f.Fuzz(func(t *testing.T, text string) {
		k, err := ReadRuns(text)
		if err != nil {
			return
		}
		var raw []json.RawMessage
		if json.Unmarshal([]byte(text), &raw) != nil || len(k.Runs)+len(k.Unread) != len(raw) {
			t.Fatalf("%q: %d runs and %d unread, of %d entries", text, len(k.Runs), len(k.Unread), len(raw))
		}
		out, err := k.Text(nil, time.Time{}, len(raw))
		if err != nil {
			t.Fatal(err)
		}
		back, err := ReadRuns(out)
		if err != nil || !reflect.DeepEqual(back, k) {
			t.Fatalf("%q: read again: %v, %+v, want %+v", text, err, back, k)
		}
	})
}
