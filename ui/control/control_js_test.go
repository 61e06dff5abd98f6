//go:build js && wasm

package control

import (
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// TestControlOf reads the form controls a page has, as plain objects
// with the same fields, through go-app's values as event handlers get
// them: a text field, a checkbox ticked and not, and a select (which has
// no checked).
func TestControlOf(t *testing.T) {
	for _, tc := range []struct {
		name string
		el   map[string]any
		want Control
	}{
		{"text", map[string]any{"value": "Soma cube (edited)", "type": "text"}, Control{Value: "Soma cube (edited)"}},
		{"ticked", map[string]any{"value": "on", "checked": true}, Control{Value: "on", Checked: true}},
		{"not ticked", map[string]any{"value": "on", "checked": false}, Control{Value: "on"}},
		{"select", map[string]any{"value": "pentominoes-10x6", "selectedIndex": 3}, Control{Value: "pentominoes-10x6"}},
		{"empty", map[string]any{}, Control{}},
	} {
		if got := readControl(jsOf(app.ValueOf(tc.el))); got != tc.want {
			t.Errorf("%s: %+v, want %+v", tc.name, got, tc.want)
		}
	}
}

// BenchmarkControl compares reading an event's control once through vert
// with reading its two fields one by one, as the handlers did before.
func BenchmarkControl(b *testing.B) {
	el := app.ValueOf(map[string]any{"value": "12", "checked": true})
	b.Run("vert", func(b *testing.B) {
		for range b.N {
			if readControl(jsOf(el)).Value != "12" {
				b.Fatal("wrong value")
			}
		}
	})
	b.Run("fields", func(b *testing.B) {
		for range b.N {
			if el.Get("value").String() != "12" || !el.Get("checked").Bool() {
				b.Fatal("wrong value")
			}
		}
	})
}
