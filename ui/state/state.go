// Package state holds the page's shared state in stores. A store is
// owned by the feature that changes it, which says so (Changed), and is
// observed by the components that read it (Observe): a change renders
// again exactly the components observing the store (and, as go-app does
// at every update, those between them and the page's root), at go-app's
// next frame, so that no component is handed a sum of revisions to
// compare.
package state

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Store is the observation of one part of the page's state. A feature's
// store type embeds it beside the state it holds and calls Changed when
// that state changes; the zero Store has no observers.
type Store struct {
	observers []*Observer
}

// Observer is one component's observation of a store (Store.Observe).
type Observer struct {
	ctx      app.Context
	while    func() bool
	onChange func(app.Context)
}

// Observe has the component of ctx (a component's own context, as
// OnMount is given) render again at each change of the store while it
// is mounted. A component observes a store once: observing it again
// returns its observation as it is.
func (s *Store) Observe(ctx app.Context) *Observer {
	src := ctx.Src()
	for _, o := range s.observers {
		if o.ctx.Src() == src {
			return o
		}
	}
	o := &Observer{ctx: ctx}
	s.observers = append(s.observers, o)
	return o
}

// While has the observer follow the store's changes only while open
// reports true (a part of the page that is drawn only while it is open);
// a change while it is false renders nothing.
func (o *Observer) While(open func() bool) *Observer {
	o.while = open
	return o
}

// OnChange has h called, on the page's thread, at each change the
// observer follows, before the component renders again: what go-app's
// OnUpdate does for a component whose fields its parent changed.
func (o *Observer) OnChange(h func(app.Context)) *Observer {
	o.onChange = h
	return o
}

// Changed notes a change of the store's state: each component observing
// it renders again (its OnChange first). A component no longer mounted
// is forgotten.
func (s *Store) Changed() {
	kept := s.observers[:0]
	for _, o := range s.observers {
		if src := o.ctx.Src(); src == nil || !src.Mounted() {
			continue
		}
		kept = append(kept, o)
		if o.while != nil && !o.while() {
			continue
		}
		o.ctx.Dispatch(o.onChange)
	}
	clear(s.observers[len(kept):])
	s.observers = kept
}

// Observe has the component of ctx observe each of stores, following
// their changes with onChange (nil for none) while open reports true
// (nil: always): a component that reads several stores observes them
// all in its OnMount.
func Observe(ctx app.Context, onChange func(app.Context), open func() bool, stores ...*Store) {
	for _, s := range stores {
		s.Observe(ctx).OnChange(onChange).While(open)
	}
}
