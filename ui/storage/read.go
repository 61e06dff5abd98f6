package storage

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"strings"
)

// Unread is an entry of a list that the page could not read: its text as
// kept, verbatim, and why it could not be read.
type Unread struct {
	Text json.RawMessage
	Why  error
}

// ReadList reads text, a JSON array, entry by entry with read
// (ReadEntries). A text that is not a JSON array is an error, in words.
func ReadList[T any](text []byte, read func(entry []byte) (T, error)) (items []T, unread []Unread, err error) {
	var raw []json.RawMessage
	if err := json.Unmarshal(text, &raw); err != nil {
		return nil, nil, readError(err, "a list")
	}
	items, unread = ReadEntries(raw, read)
	return items, unread, nil
}

// ReadEntries reads each entry of a list with read, in order: the
// entries that read refuses are returned as unread, verbatim, with
// read's error. items and unread together hold every entry.
func ReadEntries[T any](raw []json.RawMessage, read func(entry []byte) (T, error)) (items []T, unread []Unread) {
	for _, e := range raw {
		it, err := read(e)
		if err != nil {
			unread = append(unread, Unread{Text: e, Why: err})
			continue
		}
		items = append(items, it)
	}
	return items, unread
}

// JoinList writes entries, each a JSON text, as a JSON array, followed
// by the unread entries as they were read.
func JoinList(entries []json.RawMessage, unread []Unread) json.RawMessage {
	var b bytes.Buffer
	b.WriteByte('[')
	for _, e := range entries {
		if b.Len() > 1 {
			b.WriteByte(',')
		}
		b.Write(e)
	}
	for _, u := range unread {
		if b.Len() > 1 {
			b.WriteByte(',')
		}
		b.Write(u.Text)
	}
	b.WriteByte(']')
	return b.Bytes()
}

// Decode reads text, a JSON object, into v, a pointer to a struct, after
// checking its version: its "v" field, read as version 1 when there is
// none, must be version. Text that does not fit v (a number where text
// is expected, a text cut short) is an error in words.
func Decode(text []byte, v any, version int) error {
	var head struct {
		V json.RawMessage `json:"v"`
	}
	if err := json.Unmarshal(text, &head); err != nil {
		return readError(err, "an object")
	}
	got := string(head.V)
	if got == "" {
		got = "1"
	}
	if got != strconv.Itoa(version) {
		return fmt.Errorf("it was written by another version of Polyplay (version %s; this one reads version %d)", got, version)
	}
	return Unmarshal(text, v)
}

// Unmarshal reads JSON text into v as json.Unmarshal does; text that
// does not fit v is an error in words.
func Unmarshal(text []byte, v any) error {
	if err := json.Unmarshal(text, v); err != nil {
		return readError(err, "")
	}
	return nil
}

// readError says in words why JSON text could not be read (err, from
// encoding/json); want says what the whole text should be, "" to let
// err say it.
func readError(err error, want string) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn) && strings.Contains(syn.Error(), "unexpected end"):
		return errors.New("its text is cut short")
	case errors.As(err, &syn):
		return fmt.Errorf("its text is damaged at character %d", syn.Offset)
	case errors.As(err, &typ):
		if want == "" || typ.Field != "" {
			want = kindWords(typ.Type)
		}
		if typ.Field == "" {
			return fmt.Errorf("it is %s where %s was expected", valueWords(typ.Value), want)
		}
		return fmt.Errorf("its field %s is %s where %s was expected", typ.Field, valueWords(typ.Value), want)
	}
	return err
}

// valueWords names a kind of JSON value (json.UnmarshalTypeError's
// Value) for people.
func valueWords(v string) string {
	switch {
	case v == "string":
		return "text"
	case v == "bool":
		return "true or false"
	case v == "array":
		return "a list"
	case v == "object":
		return "an object"
	case strings.HasPrefix(v, "number"):
		return "a number"
	}
	return v
}

// kindWords names what a Go type holds for people.
func kindWords(t reflect.Type) string {
	if t == nil {
		return "something else"
	}
	switch t.Kind() {
	case reflect.String:
		return "text"
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.Slice, reflect.Array:
		return "a list"
	case reflect.Struct, reflect.Map:
		return "an object"
	}
	return t.String()
}
