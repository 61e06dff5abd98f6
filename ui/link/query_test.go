package link

import (
	"net/url"
	"reflect"
	"testing"
)

// TestQueryAsNetURL checks the fragment's query reading and writing
// against net/url's, which they stand in for.
func TestQueryAsNetURL(t *testing.T) {
	for _, q := range []string{
		"", "a=1", "a=1&b=2", "b=2&a=1&a=3", "p=soma&o=-r+-f&d=abc_-", "k=%41%7e%2B+x",
		"a", "a=", "=b", "&&a=1&", "a=1=2", "x%3Dy=z%3D", "a=%", "a=%4", "a=%G1", "a=1&b=%zz&c=3",
		"a=1;b=2", "a;=1&b=2", "%e2%9c%93=%E2%9C%93", "a=+++", "t=%00%ff",
	} {
		want, werr := url.ParseQuery(q)
		got, gerr := parseQuery(q)
		if (gerr != nil) != (werr != nil) || !reflect.DeepEqual(map[string][]string(got), map[string][]string(want)) {
			t.Errorf("parseQuery(%q) = %v, %v; net/url: %v, %v", q, got, gerr, want, werr)
		}
	}
	for _, s := range []string{"", "soma", "-r -f", "a+b=c&d;e", "~._-AZaz09", "é✓\x00\xff/?#%", "x y\tz"} {
		if got, want := queryEscape(s), url.QueryEscape(s); got != want {
			t.Errorf("queryEscape(%q) = %q, net/url: %q", s, got, want)
		}
		v, w := values{}, url.Values{}
		v.Set(s, s+"1")
		v.Set("z", s)
		w.Set(s, s+"1")
		w.Set("z", s)
		if got, want := v.Encode(), w.Encode(); got != want {
			t.Errorf("Encode of %q = %q, net/url: %q", s, got, want)
		}
		if !v.Has("z") || v.Has("none") || v.Get("z") != s || v.Get("none") != "" {
			t.Errorf("Has/Get of %q: got %v", s, v)
		}
	}
}
