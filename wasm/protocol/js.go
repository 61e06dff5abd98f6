//go:build js && wasm

package protocol

import (
	"errors"
	"fmt"
	"syscall/js"
	"unsafe"

	"github.com/norunners/vert"
)

// ToJS returns m as the JavaScript value to post: a plain object made
// with vert (AsObject), or the UTF-8 bytes of the JSON text of the
// messages that travel as text (solution batches, trace windows, the
// messages that carry a puzzle), in a Uint8Array. Bytes cross between Go
// and JavaScript in one copy each way, where a string is encoded and
// decoded, which costs a done message of a thousand solutions a
// noticeable share of the page's thread (BenchmarkWorkerMessage).
func ToJS(m Message) (js.Value, error) {
	if err := m.check(); err != nil {
		return js.Undefined(), err
	}
	if o, ok := AsObject(m); ok {
		return vert.ValueOf(o).JSValue(), nil
	}
	b, err := encodeBytes(m)
	if err != nil {
		return js.Undefined(), err
	}
	a := uint8Array.New(len(b))
	js.CopyBytesToJS(a, b)
	return a, nil
}

// uint8Array is JavaScript's Uint8Array constructor.
var uint8Array = js.Global().Get("Uint8Array")

// FromJS reads a message posted as ToJS writes it: JSON text (as a
// string or its bytes in a Uint8Array) or a plain object. A batch of
// solutions is held unread, each solution read when it is used
// (Solution.Full, Solution.ToSolver).
func FromJS(v js.Value) (Message, error) {
	switch v.Type() {
	case js.TypeString:
		return decode(v.String(), splitBatch)
	case js.TypeObject:
		if v.InstanceOf(uint8Array) {
			b := make([]byte, v.Length())
			js.CopyBytesToGo(b, v)
			if len(b) == 0 {
				return Message{}, errors.New("decoding message: no text")
			}
			// b is new and never written again: the text shares it.
			return decode(unsafe.String(&b[0], len(b)), splitBatch)
		}
		var o Object
		if err := (vert.Value{Value: v}).AssignTo(&o); err != nil {
			return Message{}, fmt.Errorf("decoding message: %w", err)
		}
		return o.Message()
	}
	return Message{}, errors.New("decoding message: expected JSON text or an object")
}
