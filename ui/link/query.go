package link

import (
	"errors"
	"slices"
	"sort"
	"strings"
)

// A fragment is written and read as a URL query (k=v&k=v), exactly as
// net/url's Values, ParseQuery and QueryEscape do it; this file does it
// without net/url, whose package initialisation (net/netip and unique)
// would weigh on the embed page's program, which reads links too.

// values is a fragment's fields by key, like net/url's Values.
type values map[string][]string

// Get returns the first value of key, "" if there is none.
func (v values) Get(key string) string {
	if vs := v[key]; len(vs) > 0 {
		return vs[0]
	}
	return ""
}

// Set sets key's value to s, replacing any.
func (v values) Set(key, s string) { v[key] = []string{s} }

// Has reports whether key is set.
func (v values) Has(key string) bool {
	_, ok := v[key]
	return ok
}

// EncodeFirst writes the fields as a query: those whose keys are in first
// in that order, then the others sorted by key.
func (v values) EncodeFirst(first []string) string {
	keys := make([]string, 0, len(v))
	for _, k := range first {
		if v.Has(k) {
			keys = append(keys, k)
		}
	}
	rest := len(keys)
	for k := range v {
		if !slices.Contains(first, k) {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys[rest:])
	var b strings.Builder
	for _, k := range keys {
		for _, s := range v[k] {
			if b.Len() > 0 {
				b.WriteByte('&')
			}
			b.WriteString(queryEscape(k))
			b.WriteByte('=')
			b.WriteString(queryEscape(s))
		}
	}
	return b.String()
}

// parseQuery reads a query as net/url's ParseQuery does: it keeps every
// field it can read and returns the first error.
func parseQuery(query string) (values, error) {
	v := values{}
	var first error
	for query != "" {
		var field string
		field, query, _ = strings.Cut(query, "&")
		if strings.Contains(field, ";") {
			first = firstErr(first, errors.New("invalid semicolon separator in query"))
			continue
		}
		if field == "" {
			continue
		}
		key, value, _ := strings.Cut(field, "=")
		key, err := queryUnescape(key)
		if err != nil {
			first = firstErr(first, err)
			continue
		}
		value, err = queryUnescape(value)
		if err != nil {
			first = firstErr(first, err)
			continue
		}
		v[key] = append(v[key], value)
	}
	return v, first
}

// firstErr returns first if it is set, else err.
func firstErr(first, err error) error {
	if first != nil {
		return first
	}
	return err
}

// errEscape reports a % not followed by two hexadecimal digits.
var errEscape = errors.New("invalid URL escape")

// queryUnescape decodes %XX escapes and '+' as a space.
func queryUnescape(s string) (string, error) {
	if !strings.ContainsAny(s, "%+") {
		return s, nil
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '%':
			if i+2 >= len(s) || !isHex(s[i+1]) || !isHex(s[i+2]) {
				return "", errEscape
			}
			b = append(b, unhex(s[i+1])<<4|unhex(s[i+2]))
			i += 2
		case '+':
			b = append(b, ' ')
		default:
			b = append(b, c)
		}
	}
	return string(b), nil
}

// queryEscape escapes s for a query component: letters, digits and -_.~
// stay, a space becomes '+', every other byte %XX.
func queryEscape(s string) string {
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9', c == '-', c == '_', c == '.', c == '~':
			b.WriteByte(c)
		case c == ' ':
			b.WriteByte('+')
		default:
			b.WriteByte('%')
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&15])
		}
	}
	return b.String()
}

func unhex(c byte) byte {
	switch {
	case c <= '9':
		return c - '0'
	case c <= 'F':
		return c - 'A' + 10
	}
	return c - 'a' + 10
}
