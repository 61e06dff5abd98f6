package page

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"polyplay/ui/storage"
)

// What the page keeps in the browser's local storage, read and written
// here as text (package ui/storage keeps it): the edited definition
// (Saved) and the runs table (KeptRuns).

// keptVersion is the version of the definition and the runs as kept
// (none is written: a value without one is of version 1).
const keptVersion = 1

// ReadSaved reads the edited definition from its text kept in the
// browser (Saved.Text). Text that is not a definition kept (not JSON,
// cut short, a field of the wrong type, of another version) is an error
// in words.
func ReadSaved(text string) (Saved, error) {
	var s Saved
	err := storage.Decode([]byte(text), &s, keptVersion)
	return s, err
}

// Text returns the definition as the browser keeps it.
func (s Saved) Text() string {
	b, _ := json.Marshal(s) // strings only: it cannot fail
	return string(b)
}

// KeptRuns is the runs table as the browser keeps it (ReadRuns): the
// runs kept from earlier visits, oldest first, each with its text as
// kept, and the entries that could not be read.
type KeptRuns struct {
	Runs   []*Run
	texts  []json.RawMessage
	Unread []storage.Unread
}

// ReadRuns reads the runs table from its text kept in the browser
// (KeptRuns.Text): every run it can read, and, in Unread, verbatim,
// those it cannot (an entry that does not fit RunRecord, has no run
// number or a state this page does not know, or is of another version).
// A text that is not a list is an error in words.
func ReadRuns(text string) (KeptRuns, error) {
	type kept struct {
		run  *Run
		text json.RawMessage
	}
	items, unread, err := storage.ReadList([]byte(text), func(b []byte) (kept, error) {
		var rec RunRecord
		if err := storage.Decode(b, &rec, keptVersion); err != nil {
			return kept{}, err
		}
		if rec.ID < 1 {
			return kept{}, errors.New("it has no run number")
		}
		switch rec.Status {
		case StatusDone, StatusStopped, StatusCancelled, StatusFailed:
		default:
			return kept{}, fmt.Errorf("its state %q is not one this page knows", rec.Status)
		}
		return kept{RunFromRecord(rec), b}, nil
	})
	if err != nil {
		return KeptRuns{}, err
	}
	k := KeptRuns{Unread: unread}
	for _, it := range items {
		k.Runs = append(k.Runs, it.run)
		k.texts = append(k.texts, it.text)
	}
	return k, nil
}

// Text returns the runs as the browser keeps them: the runs kept
// (k.Runs, as they were read) and runs, the page's own, of which the
// finished ones are kept, the newest most of them all; and the entries
// that could not be read, as they were, all of them. now is the page's
// clock (Model.Now). A run whose figures JSON cannot hold (a number
// that is not finite) is an error.
func (k *KeptRuns) Text(runs []*Run, now time.Time, most int) (string, error) {
	texts := append([]json.RawMessage(nil), k.texts...)
	for _, r := range runs {
		if r.Status == StatusRunning {
			continue
		}
		b, err := json.Marshal(r.Record(now))
		if err != nil {
			return "", fmt.Errorf("run %d: %w", r.ID, err)
		}
		texts = append(texts, b)
	}
	if len(texts) > most {
		texts = texts[len(texts)-most:]
	}
	return string(storage.JoinList(texts, k.Unread)), nil
}

// Clear forgets the runs kept; the entries that could not be read stay.
func (k *KeptRuns) Clear() { k.Runs, k.texts = nil, nil }
