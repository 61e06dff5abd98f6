package player

import (
	"html"
	"testing"
)

// TestEscapeXMLAsHTML checks EscapeXML against html.EscapeString, which
// it stands in for.
func TestEscapeXMLAsHTML(t *testing.T) {
	for _, s := range []string{"", "Soma cube", `<a href="x">Tom & Jerry's</a>`, "&amp;", "é✓<\x00>", `'"'"`} {
		if got, want := EscapeXML(s), html.EscapeString(s); got != want {
			t.Errorf("EscapeXML(%q) = %q, html.EscapeString: %q", s, got, want)
		}
	}
}
