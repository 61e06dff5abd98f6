//go:build js && wasm

package protocol

// The worker messages both ways, as the page and the worker exchange
// them, measured under WebAssembly: the JSON text this package writes
// (Encode, a JavaScript string, Decode) against plain JavaScript objects
// made and read with github.com/norunners/vert. Each way includes
// structuredClone, the copy postMessage makes between threads. vert
// cannot take Message itself (it reads a json tag's options as part of
// the name, and js.ValueOf refuses named types such as Kind and Count),
// so its side uses mirror structs of plain types: what a switch to vert
// would need.
//
//	GOOS=js GOARCH=wasm go test -exec "$(go env GOROOT)/lib/wasm/go_js_wasm_exec" \
//	    -run '^$' -bench WorkerMessage ./wasm/protocol/

import (
	"strconv"
	"strings"
	"syscall/js"
	"testing"

	"github.com/norunners/vert"
)

// vertPlacement, vertSolution, vertStats and vertMessage mirror the
// message's fields that solution batches and progress reports use.
type vertPlacement struct {
	Piece string `js:"n"`
	Cells []int  `js:"c"`
}

type vertSolution struct {
	Placements []vertPlacement `js:"p"`
}

type vertStats struct {
	Solutions     string   `js:"solutions"`
	Attempts      []string `js:"attempts"`
	Fits          []string `js:"fits"`
	ElapsedMillis float64  `js:"elapsedMs"`
	Estimate      float64  `js:"estimate"`
}

// compactSolution is a solution as the JSON text has it: per placement
// the piece's name and its cells in one string of numbers (fewer values
// cross between Go and JavaScript).
type compactSolution struct {
	Parts []string `js:"p"`
}

type compactMessage struct {
	Kind      string            `js:"kind"`
	Run       int               `js:"run"`
	First     int               `js:"first"`
	Solutions []compactSolution `js:"solutions"`
}

func toCompact(m Message) compactMessage {
	c := compactMessage{Kind: string(m.Kind), Run: m.Run, First: m.First}
	for _, sol := range m.Solutions {
		var cs compactSolution
		for _, p := range sol.Placements {
			b := make([]byte, 0, 4*len(p.Cells))
			for j, v := range p.Cells {
				if j > 0 {
					b = append(b, ' ')
				}
				b = strconv.AppendInt(b, int64(v), 10)
			}
			cs.Parts = append(cs.Parts, p.Piece, string(b))
		}
		c.Solutions = append(c.Solutions, cs)
	}
	return c
}

func fromCompact(c compactMessage) (Message, error) {
	m := Message{Kind: Kind(c.Kind), Run: c.Run, First: c.First}
	for _, cs := range c.Solutions {
		var sol Solution
		for i := 0; i+1 < len(cs.Parts); i += 2 {
			p := Placement{Piece: cs.Parts[i]}
			for f := range strings.FieldsSeq(cs.Parts[i+1]) {
				v, err := strconv.Atoi(f)
				if err != nil {
					return m, err
				}
				p.Cells = append(p.Cells, v)
			}
			sol.Placements = append(sol.Placements, p)
		}
		m.Solutions = append(m.Solutions, sol)
	}
	return m, m.check()
}

type vertMessage struct {
	Kind      string         `js:"kind"`
	Run       int            `js:"run"`
	Part      int            `js:"part"`
	First     int            `js:"first"`
	Stats     *vertStats     `js:"stats"`
	Solutions []vertSolution `js:"solutions"`
}

func toVert(m Message) vertMessage {
	v := vertMessage{Kind: string(m.Kind), Run: m.Run, Part: m.Part, First: m.First}
	if m.Stats != nil {
		s := &vertStats{Solutions: strconv.FormatInt(int64(m.Stats.Solutions), 10), ElapsedMillis: m.Stats.ElapsedMillis, Estimate: m.Stats.Estimate}
		for _, c := range m.Stats.Attempts {
			s.Attempts = append(s.Attempts, strconv.FormatInt(int64(c), 10))
		}
		for _, c := range m.Stats.Fits {
			s.Fits = append(s.Fits, strconv.FormatInt(int64(c), 10))
		}
		v.Stats = s
	}
	for _, sol := range m.Solutions {
		var vs vertSolution
		for _, p := range sol.Placements {
			vs.Placements = append(vs.Placements, vertPlacement{Piece: p.Piece, Cells: p.Cells})
		}
		v.Solutions = append(v.Solutions, vs)
	}
	return v
}

func fromVert(v vertMessage) (Message, error) {
	m := Message{Kind: Kind(v.Kind), Run: v.Run, Part: v.Part, First: v.First}
	if v.Stats != nil {
		n, err := strconv.ParseInt(v.Stats.Solutions, 10, 64)
		if err != nil {
			return m, err
		}
		s := &Stats{Solutions: Count(n), ElapsedMillis: v.Stats.ElapsedMillis, Estimate: v.Stats.Estimate}
		for _, a := range v.Stats.Attempts {
			n, err := strconv.ParseInt(a, 10, 64)
			if err != nil {
				return m, err
			}
			s.Attempts = append(s.Attempts, Count(n))
		}
		for _, a := range v.Stats.Fits {
			n, err := strconv.ParseInt(a, 10, 64)
			if err != nil {
				return m, err
			}
			s.Fits = append(s.Fits, Count(n))
		}
		m.Stats = s
	}
	for _, vs := range v.Solutions {
		var sol Solution
		for _, p := range vs.Placements {
			sol.Placements = append(sol.Placements, Placement{Piece: p.Piece, Cells: p.Cells})
		}
		m.Solutions = append(m.Solutions, sol)
	}
	return m, m.check()
}

// benchMessages are a full batch of solutions (MaxBatch of 12
// pentominoes, as BenchmarkDecodeSolutions) and a progress report of a
// 12-piece run.
func benchMessages() map[string]Message {
	var sol Solution
	for i := range 12 {
		sol.Placements = append(sol.Placements, Placement{Piece: string(rune('A' + i)), Cells: []int{1, 2, 0, 3, 4, 0, 5, 6, 0, 7, 8, 0, 9, 5, 0}})
	}
	batch := Message{Kind: KindSolutions, Run: 1, First: 1000}
	for range 500 {
		batch.Solutions = append(batch.Solutions, sol)
	}
	st := &Stats{Solutions: 2339, ElapsedMillis: 1234.5, Estimate: 0.42}
	for i := range 13 {
		st.Attempts = append(st.Attempts, Count(1_000_003*i))
		st.Fits = append(st.Fits, Count(400_001*i))
	}
	return map[string]Message{
		"solutions-500": batch,
		"progress":      {Kind: KindProgress, Run: 1, Part: 1, Stats: st},
	}
}

func BenchmarkWorkerMessage(b *testing.B) {
	clone := js.Global().Get("structuredClone")
	if !clone.Truthy() {
		b.Skip("no structuredClone in this JavaScript runtime")
	}
	for name, m := range benchMessages() {
		b.Run(name+"/json", func(b *testing.B) {
			for b.Loop() {
				s, err := Encode(m)
				if err != nil {
					b.Fatal(err)
				}
				got, err := Decode(clone.Invoke(s).String())
				if err != nil || got.Kind != m.Kind {
					b.Fatal(got.Kind, err)
				}
			}
		})
		if m.Kind == KindSolutions {
			b.Run(name+"/vert-compact", func(b *testing.B) {
				for b.Loop() {
					v := clone.Invoke(vert.ValueOf(toCompact(m)).JSValue())
					var w compactMessage
					if err := (vert.Value{Value: v}).AssignTo(&w); err != nil {
						b.Fatal(err)
					}
					got, err := fromCompact(w)
					if err != nil || len(got.Solutions) != len(m.Solutions) {
						b.Fatal(err)
					}
				}
			})
		}
		b.Run(name+"/vert", func(b *testing.B) {
			for b.Loop() {
				v := clone.Invoke(vert.ValueOf(toVert(m)).JSValue())
				var w vertMessage
				if err := (vert.Value{Value: v}).AssignTo(&w); err != nil {
					b.Fatal(err)
				}
				got, err := fromVert(w)
				if err != nil || got.Kind != m.Kind || len(got.Solutions) != len(m.Solutions) {
					b.Fatal(got.Kind, err)
				}
			}
		})
	}
}

// TestVertMirror: the mirror carries a batch and a progress report
// through a JavaScript object unchanged, so that the benchmark compares
// like with like.
func TestVertMirror(t *testing.T) {
	for name, m := range benchMessages() {
		var w vertMessage
		if err := vert.ValueOf(toVert(m)).AssignTo(&w); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		got, err := fromVert(w)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		a, _ := Encode(m)
		b, _ := Encode(got)
		if a != b {
			t.Errorf("%s: through vert the message changed:\n%.200s\n%.200s", name, a, b)
		}
		if m.Kind != KindSolutions {
			continue
		}
		var c compactMessage
		if err := vert.ValueOf(toCompact(m)).AssignTo(&c); err != nil {
			t.Fatalf("%s, compact: %v", name, err)
		}
		if got, err = fromCompact(c); err != nil {
			t.Fatalf("%s, compact: %v", name, err)
		}
		if b, _ := Encode(got); a != b {
			t.Errorf("%s: through vert (compact) the message changed", name)
		}
	}
}
