//go:build js && wasm

package protocol

// The worker messages both ways, measured under WebAssembly: the JSON
// text this package writes (Encode, a JavaScript string, Decode) against
// plain JavaScript objects made and read with github.com/norunners/vert.
// Each way includes structuredClone, the copy postMessage makes between
// threads. A progress report goes as ToJS sends it (an Object); for a
// batch of solutions, which ToJS sends as JSON text, the mirror structs
// below stand for what objects would need.
//
//	GOOS=js GOARCH=wasm go test -exec "$(go env GOROOT)/lib/wasm/go_js_wasm_exec" \
//	    -run '^$' -bench WorkerMessage ./wasm/protocol/

import (
	"reflect"
	"strconv"
	"strings"
	"syscall/js"
	"testing"

	"github.com/norunners/vert"
)

// vertPlacement, vertSolution and vertMessage mirror the message's fields
// that solution batches use.
type vertPlacement struct {
	Piece string `js:"n"`
	Cells []int  `js:"c"`
}

type vertSolution struct {
	Placements []vertPlacement `js:"p"`
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
	Solutions []vertSolution `js:"solutions"`
}

func toVert(m Message) vertMessage {
	v := vertMessage{Kind: string(m.Kind), Run: m.Run, Part: m.Part, First: m.First}
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
// pentominoes, as BenchmarkDecodeSolutions), a progress report of a
// 12-piece run and a worker's ready message.
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
		"ready":         {Kind: KindReady, Version: "v1.4.0-12-gabcdef0"},
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
		if m.Kind != KindSolutions {
			// What the page's thread does: read the message posted.
			for _, form := range []string{"json", "vert"} {
				b.Run(name+"/page-"+form, func(b *testing.B) {
					var v js.Value
					if form == "json" {
						text, _ := Encode(m)
						v = clone.Invoke(text)
					} else {
						o, _ := ToJS(m)
						v = clone.Invoke(o)
					}
					for b.Loop() {
						if got, err := FromJS(v); err != nil || got.Kind != m.Kind {
							b.Fatal(got.Kind, err)
						}
					}
				})
			}
			b.Run(name+"/vert", func(b *testing.B) {
				for b.Loop() {
					v, err := ToJS(m)
					if err != nil || v.Type() != js.TypeObject {
						b.Fatal(v.Type(), err)
					}
					got, err := FromJS(clone.Invoke(v))
					if err != nil || got.Kind != m.Kind {
						b.Fatal(got.Kind, err)
					}
				}
			})
			continue
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

// TestToJS: every sample message goes through ToJS, structuredClone
// (the copy postMessage makes) and FromJS unchanged, as an object or as
// the bytes of JSON text (a Uint8Array) as AsObject says; so does a batch of solutions through the
// benchmark's mirrors, so that the benchmark compares like with like.
func TestToJS(t *testing.T) {
	clone := js.Global().Get("structuredClone")
	if !clone.Truthy() {
		t.Skip("no structuredClone in this JavaScript runtime")
	}
	for _, m := range sampleMessages() {
		v, err := ToJS(m)
		if err != nil {
			t.Fatalf("%s: %v", m.Kind, err)
		}
		if _, isObject := AsObject(m); v.InstanceOf(uint8Array) == isObject {
			t.Errorf("%s: posted as a JavaScript %s (a Uint8Array: %v)", m.Kind, v.Type(), !isObject)
		}
		got, err := FromJS(clone.Invoke(v))
		if err != nil {
			t.Fatalf("%s: %v", m.Kind, err)
		}
		// FromJS holds a batch's solutions unread until used: read them.
		for i, s := range got.Solutions {
			if got.Solutions[i], err = s.Full(); err != nil {
				t.Fatalf("%s: solution %d: %v", m.Kind, i, err)
			}
		}
		if !reflect.DeepEqual(got, m) {
			t.Errorf("%s through JavaScript:\n got %+v\nwant %+v", m.Kind, got, m)
		}
	}
	if _, err := ToJS(Message{Kind: KindProgress}); err == nil {
		t.Error("ToJS accepted a progress message without statistics")
	}
	for _, tc := range []struct {
		v    js.Value
		want string
	}{
		{js.ValueOf(12), "expected JSON text or an object"},
		{js.ValueOf(map[string]any{"kind": "progress", "stats": map[string]any{"solutions": 12}}), "invalid assignment from JS type: number to Go kind: string"},
		{js.ValueOf(map[string]any{"kind": "solutions"}), "solutions messages travel as JSON text"},
		{js.ValueOf(`{"kind":"done"}`), "done message without statistics or error"},
		{uint8Array.New(0), "no text"},
		{uint8Array.New(3), "decoding"},
	} {
		if _, err := FromJS(tc.v); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("FromJS(%v): %v, want %q", tc.v, err, tc.want)
		}
	}

	m := benchMessages()["solutions-500"]
	a, _ := Encode(m)
	var w vertMessage
	if err := vert.ValueOf(toVert(m)).AssignTo(&w); err != nil {
		t.Fatal(err)
	}
	got, err := fromVert(w)
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := Encode(got); a != b {
		t.Errorf("through vert the batch changed:\n%.200s\n%.200s", a, b)
	}
	var c compactMessage
	if err := vert.ValueOf(toCompact(m)).AssignTo(&c); err != nil {
		t.Fatal(err)
	}
	if got, err = fromCompact(c); err != nil {
		t.Fatal(err)
	}
	if b, _ := Encode(got); a != b {
		t.Errorf("through vert (compact) the batch changed")
	}
}
