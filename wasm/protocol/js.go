//go:build js && wasm

package protocol

import (
	"errors"
	"fmt"
	"syscall/js"

	"github.com/norunners/vert"
)

// ToJS returns m as the JavaScript value to post: a plain object made
// with vert (AsObject), or the JSON text of the messages that travel as
// text (solution batches, trace windows, the queue's messages).
func ToJS(m Message) (js.Value, error) {
	if err := m.check(); err != nil {
		return js.Undefined(), err
	}
	if o, ok := AsObject(m); ok {
		return vert.ValueOf(o).JSValue(), nil
	}
	s, err := Encode(m)
	if err != nil {
		return js.Undefined(), err
	}
	return js.ValueOf(s), nil
}

// FromJS reads a message posted as ToJS writes it: JSON text or a plain
// object. A batch of solutions is held unread, each solution read when
// it is used (Solution.Full, Solution.ToSolver).
func FromJS(v js.Value) (Message, error) {
	switch v.Type() {
	case js.TypeString:
		return decode(v.String(), splitBatch)
	case js.TypeObject:
		var o Object
		if err := (vert.Value{Value: v}).AssignTo(&o); err != nil {
			return Message{}, fmt.Errorf("decoding message: %w", err)
		}
		return o.Message()
	}
	return Message{}, errors.New("decoding message: expected JSON text or an object")
}
