//go:build js && wasm

package storage

import (
	"fmt"
	"syscall/js"
)

// Local is the browser's local storage.
type Local struct{}

// Text returns the text kept under key.
func (Local) Text(key string) (text string, ok bool, err error) {
	defer catch(&err)
	ls, err := localStorage()
	if err != nil {
		return "", false, err
	}
	v := ls.Call("getItem", key)
	if v.IsNull() {
		return "", false, nil
	}
	return v.String(), true, nil
}

// SetText keeps text under key: ErrFull when the browser has no room
// for it (the text kept before is then still there).
func (Local) SetText(key, text string) (err error) {
	defer catch(&err)
	ls, err := localStorage()
	if err != nil {
		return err
	}
	ls.Call("setItem", key, text)
	return nil
}

// Remove removes what is kept under key.
func (Local) Remove(key string) (err error) {
	defer catch(&err)
	ls, err := localStorage()
	if err != nil {
		return err
	}
	ls.Call("removeItem", key)
	return nil
}

// localStorage returns window.localStorage; reading it throws where the
// browser blocks storage (a SecurityError), and it is missing where
// there is none (node). It is read through Reflect.get: an exception in
// js.Value.Get is not a panic that catch can turn into an error, it
// ends the program.
func localStorage() (ls js.Value, err error) {
	defer catch(&err)
	ls = js.Global().Get("Reflect").Call("get", js.Global(), "localStorage")
	if !ls.Truthy() {
		return js.Value{}, ErrUnavailable
	}
	return ls, nil
}

// catch turns a JavaScript exception into *err: ErrFull for a storage
// with no room (QuotaExceededError, or Firefox's older
// NS_ERROR_DOM_QUOTA_REACHED), ErrRefused for a blocked one
// (SecurityError), the exception's message else.
func catch(err *error) {
	r := recover()
	if r == nil {
		return
	}
	je, ok := r.(js.Error)
	if !ok {
		*err = fmt.Errorf("local storage: %v", r)
		return
	}
	switch name := je.Value.Get("name"); {
	case name.Type() == js.TypeString && (name.String() == "QuotaExceededError" || name.String() == "NS_ERROR_DOM_QUOTA_REACHED"):
		*err = ErrFull
	case name.Type() == js.TypeString && name.String() == "SecurityError":
		*err = ErrRefused
	default:
		*err = fmt.Errorf("local storage: %v", je)
	}
}
