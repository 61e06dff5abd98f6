//go:build js && wasm

package storage

import (
	"fmt"
	"syscall/js"

	"github.com/norunners/vert"
)

// Get reads the value kept under key into v, a non-nil pointer; a key
// with no value leaves v as it is. JSON text that does not fit v is an
// error.
func Get(key string, v any) (err error) {
	defer catch(&err, "reading "+key)
	text := localStorage().Call("getItem", key)
	if text.IsNull() {
		return nil
	}
	return parse(text.String(), v)
}

// Set keeps v under key.
func Set(key string, v any) (err error) {
	defer catch(&err, "keeping "+key)
	text, err := format(v)
	if err != nil {
		return err
	}
	localStorage().Call("setItem", key, text)
	return nil
}

// Del removes the value kept under key.
func Del(key string) {
	defer catch(new(error), "")
	localStorage().Call("removeItem", key)
}

func localStorage() js.Value { return js.Global().Get("localStorage") }

// parse reads JSON text into v through a JavaScript object.
func parse(text string, v any) (err error) {
	defer catch(&err, "reading JSON")
	o := js.Global().Get("JSON").Call("parse", text)
	return vert.ValueOf(o).AssignTo(v)
}

// format writes v as JSON text through a JavaScript object.
func format(v any) (text string, err error) {
	defer catch(&err, "writing JSON")
	return js.Global().Get("JSON").Call("stringify", vert.ValueOf(v).JSValue()).String(), nil
}

// catch turns a panic (a JavaScript exception: broken JSON text, storage
// that is full (ErrFull) or refused; or a value vert cannot convert) into
// *err.
func catch(err *error, what string) {
	if r := recover(); r != nil {
		if full(r) {
			*err = ErrFull
			return
		}
		*err = fmt.Errorf("%s: %v", what, r)
	}
}

// full reports whether r is the exception of storage over its quota:
// a QuotaExceededError (code 22), or Firefox's older name for it.
func full(r any) bool {
	e, ok := r.(js.Error)
	if !ok || e.Value.Type() != js.TypeObject {
		return false
	}
	name := e.Get("name")
	return name.Type() == js.TypeString && (name.String() == "QuotaExceededError" || name.String() == "NS_ERROR_DOM_QUOTA_REACHED") ||
		e.Get("code").Type() == js.TypeNumber && e.Get("code").Int() == 22
}
