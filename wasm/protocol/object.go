package protocol

import (
	"fmt"
	"strconv"

	"polyplay/solver"
)

// Object is a Message as a plain JavaScript object: the form in which the
// page and the worker exchange every message but the bulky ones (see
// AsObject). Its fields have plain types and js tags, which
// github.com/norunners/vert reads (it cannot take Message itself: it
// reads a json tag's options as part of the name, and refuses named types
// such as Kind and Count). Counts are decimal strings, as in the JSON
// text: a JavaScript number cannot hold every int64.
type Object struct {
	Kind     string          `js:"kind"`
	Run      int             `js:"run"`
	Part     int             `js:"part"`
	Version  string          `js:"version"`
	Solve    *SolveObject    `js:"solve"`
	Stats    *StatsObject    `js:"stats"`
	Error    string          `js:"error"`
	Estimate *EstimateObject `js:"estimate"`
	Whole    bool            `js:"whole"`
}

// SolveObject is a SolveRequest as a plain object.
type SolveObject struct {
	Problem        *ProblemObject      `js:"problem"`
	Args           []string            `js:"args"`
	Keep           int                 `js:"keep"`
	ProgressMillis int                 `js:"progressMs"`
	Trace          *TraceRequestObject `js:"trace"`
	Queue          bool                `js:"queue"`
	Trial          bool                `js:"trial"`
	Wait           bool                `js:"wait"`
}

// ProblemObject is a solver.Problem as a plain object.
type ProblemObject struct {
	Name     string        `js:"name"`
	XDim     int           `js:"xDim"`
	YDim     int           `js:"yDim"`
	ZDim     int           `js:"zDim"`
	OneSided bool          `js:"oneSided"`
	Pieces   []PieceObject `js:"pieces"`
}

// PieceObject is a solver.Piece as a plain object, its cells flattened
// as x, y, z triples.
type PieceObject struct {
	Name       string `js:"name"`
	Cells      []int  `js:"cells"`
	Stationary bool   `js:"stationary"`
}

// TraceRequestObject is a TraceRequest as a plain object.
type TraceRequestObject struct {
	Skip   string `js:"skip"`
	Limit  int    `js:"limit"`
	Follow bool   `js:"follow"`
}

// StatsObject is a Stats as a plain object.
type StatsObject struct {
	Solutions     string   `js:"solutions"`
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
//     on a batch of 500 solutions it took ten times as long as the JSON
//     text, which crosses once (BENCHMARKS.md, "Worker messages");
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
	if r := m.Solve; r != nil {
		o.Solve = &SolveObject{Problem: problemObject(r.Problem), Args: r.Args, Keep: r.Keep, ProgressMillis: r.ProgressMillis,
			Queue: r.Queue, Trial: r.Trial, Wait: r.Wait}
		if t := r.Trace; t != nil {
			o.Solve.Trace = &TraceRequestObject{Skip: strconv.FormatInt(t.Skip, 10), Limit: t.Limit, Follow: t.Follow}
		}
	}
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
var objectKinds = map[Kind]bool{KindReady: true, KindSolve: true, KindCancel: true, KindProgress: true,
	KindDone: true, KindEstimate: true, KindEstimated: true, KindSplit: true, KindGo: true, KindWarm: true}

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
	if r := o.Solve; r != nil {
		m.Solve = &SolveRequest{Problem: r.Problem.problem(), Args: r.Args, Keep: r.Keep, ProgressMillis: r.ProgressMillis,
			Queue: r.Queue, Trial: r.Trial, Wait: r.Wait}
		if t := r.Trace; t != nil {
			skip, err := parseCount("trace skip", t.Skip)
			if err != nil {
				return Message{}, err
			}
			m.Solve.Trace = &TraceRequest{Skip: int64(skip), Limit: t.Limit, Follow: t.Follow}
		}
		if p := r.Problem; p != nil {
			for _, pc := range p.Pieces {
				if len(pc.Cells)%3 != 0 {
					return Message{}, fmt.Errorf("piece %s: %d coordinates, not x, y, z triples", pc.Name, len(pc.Cells))
				}
			}
		}
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
		Solutions: countText(s.Solutions), Attempts: countTexts(s.Attempts), Fits: countTexts(s.Fits),
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
	}{{"solutions", o.Solutions, &s.Solutions}, {"branches", o.Branches, &s.Branches}, {"taken", o.Taken, &s.Taken}, {"shared", o.Shared, &s.Shared}} {
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

// problemObject returns p as a plain object.
func problemObject(p *solver.Problem) *ProblemObject {
	if p == nil {
		return nil
	}
	o := &ProblemObject{Name: p.Name, XDim: p.XDim, YDim: p.YDim, ZDim: p.ZDim, OneSided: p.OneSided,
		Pieces: make([]PieceObject, len(p.Pieces))}
	for i, pc := range p.Pieces {
		cells := make([]int, 0, 3*len(pc.Cells))
		for _, c := range pc.Cells {
			cells = append(cells, c.X, c.Y, c.Z)
		}
		o.Pieces[i] = PieceObject{Name: pc.Name, Cells: cells, Stationary: pc.Stationary}
	}
	return o
}

// problem returns the problem o holds (nil for none); the caller has
// checked that every piece's cells are whole triples.
func (o *ProblemObject) problem() *solver.Problem {
	if o == nil {
		return nil
	}
	p := &solver.Problem{Name: o.Name, XDim: o.XDim, YDim: o.YDim, ZDim: o.ZDim, OneSided: o.OneSided,
		Pieces: make([]solver.Piece, len(o.Pieces))}
	for i, pc := range o.Pieces {
		cells := make([]solver.Point, 0, len(pc.Cells)/3)
		for k := 0; k+2 < len(pc.Cells); k += 3 {
			cells = append(cells, solver.Point{X: pc.Cells[k], Y: pc.Cells[k+1], Z: pc.Cells[k+2]})
		}
		p.Pieces[i] = solver.Piece{Name: pc.Name, Cells: cells, Stationary: pc.Stationary}
	}
	return p
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
