package state

import (
	"maps"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// page is a root with two parts, each observing its own stores; it
// counts the renders of each component by name.
type page struct {
	app.Compo
	renders     map[string]int
	a, b        *Store
	open        bool
	left, right *part
}

func (p *page) Render() app.UI {
	p.renders["page"]++
	return app.Div().Body(p.left, p.right)
}

// part is a component that observes some stores, one of them while the
// page's open is set, and counts its renders and its OnChange calls.
type part struct {
	app.Compo
	name    string
	p       *page
	stores  []*Store
	while   *Store
	changes int
}

// OnPreRender observes the stores: outside the browser go-app calls it,
// not OnMount, as it mounts the component.
func (c *part) OnPreRender(ctx app.Context) {
	for _, s := range c.stores {
		s.Observe(ctx).OnChange(func(app.Context) { c.changes++ })
	}
	if c.while != nil {
		c.while.Observe(ctx).While(func() bool { return c.p.open })
	}
}

func (c *part) Render() app.UI {
	c.p.renders[c.name]++
	return app.Span().Text(c.name)
}

func TestChangedRendersObservers(t *testing.T) {
	p := &page{renders: map[string]int{}, a: &Store{}, b: &Store{}}
	p.left = &part{name: "left", p: p, stores: []*Store{p.a}}
	p.right = &part{name: "right", p: p, stores: []*Store{p.a, p.b}, while: p.b}
	e := app.NewTestEngine()
	if err := e.Load(p); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	tests := []struct {
		name    string
		change  func()
		renders map[string]int
		changes [2]int // left's and right's OnChange calls
	}{
		{"a", func() { p.a.Changed() }, map[string]int{"page": 1, "left": 1, "right": 1}, [2]int{1, 1}},
		// right observes b once: its second Observe, While, is the
		// first's, and the page is closed.
		{"b closed", func() { p.b.Changed() }, map[string]int{}, [2]int{0, 0}},
		{"a and b closed", func() { p.a.Changed(); p.b.Changed() }, map[string]int{"page": 1, "left": 1, "right": 1}, [2]int{1, 1}},
		{"b open", func() { p.open = true; p.b.Changed() }, map[string]int{"page": 1, "right": 1}, [2]int{0, 1}},
		{"a and b open", func() { p.a.Changed(); p.b.Changed() }, map[string]int{"page": 1, "left": 1, "right": 1}, [2]int{1, 2}},
	}
	for _, tt := range tests {
		clear(p.renders)
		left, right := p.left.changes, p.right.changes
		tt.change()
		e.ConsumeAll()
		if !maps.Equal(p.renders, tt.renders) {
			t.Errorf("%s: rendered %v, want %v", tt.name, p.renders, tt.renders)
		}
		if got := [2]int{p.left.changes - left, p.right.changes - right}; got != tt.changes {
			t.Errorf("%s: OnChange called %v times, want %v", tt.name, got, tt.changes)
		}
	}
}
