package protocol

import (
	"fmt"
	"strconv"
)

// Object is a Message as a plain JavaScript object: the form in which the
// page and the worker exchange their small messages (see AsObject). Its fields have plain types and js tags, which
// github.com/norunners/vert reads (it cannot take Message itself: it
// reads a json tag's options as part of the name, and refuses named types
// such as Kind and Count). Counts are decimal strings, as in the JSON
// text: a JavaScript number cannot hold every int64.
type Object struct {
	Kind     string          `js:"kind"`
	Run      int             `js:"run"`
	Part     int             `js:"part"`
	Version  string          `js:"version"`
	Stats    *StatsObject    `js:"stats"`
	Error    string          `js:"error"`
	Estimate *EstimateObject `js:"estimate"`
	Whole    bool            `js:"whole"`
}

// StatsObject is a Stats as a plain object.
type StatsObject struct {
	Solutions     string   `js:"solutions"`
	Assemblies    string   `js:"assemblies"`
	Attempts      []string `js:"attempts"`
	Fits          []string `js:"fits"`
	ElapsedMillis float64  `js:"elapsedMs"`
	Stopped       string   `js:"stopped"`
	Images        int      `js:"images"`
	Notes         []string `js:"notes"`
	Estimate      float64  `js:"estimate"`
	Split         int      `js:"split"`
	Branches      string   `js:"branches"`
	Taken         string   `js:"taken"`
	Shared        string   `js:"shared"`
	Chosen        []string `js:"chosen"`
}

// EstimateObject is an Estimate as a plain object.
type EstimateObject struct {
	Solutions    float64 `js:"solutions"`
	SolutionsErr float64 `js:"solutionsErr"`
	Nodes        float64 `js:"nodes"`
	TimeMillis   float64 `js:"timeMs"`
	Exact        bool    `js:"exact"`
	Probes       int     `js:"probes"`
}

// AsObject returns m as an Object, with ok false for the messages that
// travel as JSON text (Encode) instead:
//   - solution batches and trace windows, the bulky ones: vert crosses
//     between Go and JavaScript once per field and per array element, and
//     on a batch of solutions it takes many times as long as the JSON
//     text, which crosses once (BenchmarkWorkerMessage);
//   - the messages that carry a puzzle (solve, warm, estimate), for the
//     same reason: a piece's every cell crosses, and through vert the
//     10x6's solve message took the page's thread longer than as JSON
//     text, once for each worker at every Solve;
//   - the done message of a run searched whole in its trial, which
//     carries the run's solutions (Message.Whole), for the same reason;
//   - a trial's progress message with its preview solution;
//   - the queue's messages (take, branches, help and so on), which
//     static/queue.js reads and writes as JSON text.
func AsObject(m Message) (o Object, ok bool) {
	if !objectKinds[m.Kind] || len(m.Solutions) > 0 {
		return Object{}, false
	}
	o = Object{Kind: string(m.Kind), Run: m.Run, Part: m.Part, Version: m.Version, Error: m.Error, Whole: m.Whole}
	if s := m.Stats; s != nil {
		so := s.Object()
		o.Stats = &so
	}
	if e := m.Estimate; e != nil {
		o.Estimate = &EstimateObject{Solutions: e.Solutions, SolutionsErr: e.SolutionsErr, Nodes: e.Nodes,
			TimeMillis: e.TimeMillis, Exact: e.Exact, Probes: e.Probes}
	}
	return o, true
}

// objectKinds are the kinds of the messages that travel as objects.
var objectKinds = map[Kind]bool{KindReady: true, KindCancel: true, KindProgress: true,
	KindDone: true, KindEstimated: true, KindSplit: true, KindGo: true, KindWarmed: true, KindPing: true, KindPong: true, KindBeat: true}

// Message returns the message o holds, checked as Decode checks the
// messages it reads.
func (o Object) Message() (Message, error) {
	m := Message{Kind: Kind(o.Kind), Run: o.Run, Part: o.Part, Version: o.Version, Error: o.Error, Whole: o.Whole}
	if !objectKinds[m.Kind] {
		if err := m.check(); err != nil {
			return Message{}, err
		}
		return Message{}, fmt.Errorf("%s messages travel as JSON text, not as objects", m.Kind)
	}
	if s := o.Stats; s != nil {
		st, err := s.Stats()
		if err != nil {
			return Message{}, err
		}
		m.Stats = &st
	}
	if e := o.Estimate; e != nil {
		m.Estimate = &Estimate{Solutions: e.Solutions, SolutionsErr: e.SolutionsErr, Nodes: e.Nodes,
			TimeMillis: e.TimeMillis, Exact: e.Exact, Probes: e.Probes}
	}
	if err := m.check(); err != nil {
		return Message{}, err
	}
	return m, nil
}

// Object returns s as a plain object.
func (s Stats) Object() StatsObject {
	return StatsObject{
		Solutions: countText(s.Solutions), Assemblies: countText(s.Assemblies), Attempts: countTexts(s.Attempts), Fits: countTexts(s.Fits),
		ElapsedMillis: s.ElapsedMillis, Stopped: s.Stopped, Images: s.Images, Notes: s.Notes,
		Estimate: s.Estimate, Split: s.Split, Branches: countText(s.Branches), Taken: countText(s.Taken),
		Shared: countText(s.Shared), Chosen: s.Chosen,
	}
}

// Stats returns the statistics o holds; a count that is not a whole
// decimal number is an error. An empty count is 0 (an object that lacks
// the field).
func (o StatsObject) Stats() (Stats, error) {
	s := Stats{ElapsedMillis: o.ElapsedMillis, Stopped: o.Stopped, Images: o.Images, Notes: o.Notes,
		Estimate: o.Estimate, Split: o.Split, Chosen: o.Chosen}
	var err error
	for _, c := range []struct {
		name string
		text string
		to   *Count
	}{{"solutions", o.Solutions, &s.Solutions}, {"assemblies", o.Assemblies, &s.Assemblies}, {"branches", o.Branches, &s.Branches}, {"taken", o.Taken, &s.Taken}, {"shared", o.Shared, &s.Shared}} {
		if *c.to, err = parseCount(c.name, c.text); err != nil {
			return Stats{}, err
		}
	}
	if s.Attempts, err = parseCounts("attempts", o.Attempts); err != nil {
		return Stats{}, err
	}
	if s.Fits, err = parseCounts("fits", o.Fits); err != nil {
		return Stats{}, err
	}
	return s, nil
}

// countText writes c as a decimal string.
func countText(c Count) string { return strconv.FormatInt(int64(c), 10) }

func countTexts(cs []Count) []string {
	if cs == nil {
		return nil
	}
	t := make([]string, len(cs))
	for i, c := range cs {
		t[i] = countText(c)
	}
	return t
}

// parseCount reads the count named name from its decimal text; "" is 0.
func parseCount(name, text string) (Count, error) {
	if text == "" {
		return 0, nil
	}
	v, err := strconv.ParseInt(text, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("%s %q: expected a whole number", name, text)
	}
	return Count(v), nil
}

func parseCounts(name string, texts []string) ([]Count, error) {
	if texts == nil {
		return nil, nil
	}
	cs := make([]Count, len(texts))
	for i, t := range texts {
		c, err := parseCount(name, t)
		if err != nil {
			return nil, err
		}
		cs[i] = c
	}
	return cs, nil
}
