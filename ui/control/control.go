// Package control reads the form control a go-app event came from (an
// input, a select, a textarea, a checkbox) as one typed value, converted
// with vert in the browser. Outside the browser (the server's
// prerendering, native tests) no event fires and there is no page: Of
// and ByID read nothing.
package control

// Control is what an event handler reads of the form control the event
// came from: one typed conversion of the element, made by Of.
type Control struct {
	// Value is the control's value: the text typed, the option chosen,
	// a range's position as text.
	Value string `js:"value"`
	// Checked tells whether a checkbox is ticked.
	Checked bool `js:"checked"`
}
