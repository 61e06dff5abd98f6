package ui

// control is what an event handler reads of the form control the event
// came from (an input, a select, a textarea, a checkbox): one typed
// conversion of the element, made by controlOf (control_js.go converts
// it with vert; outside the browser there are no events).
type control struct {
	// Value is the control's value: the text typed, the option chosen,
	// a range's position as text.
	Value string `js:"value"`
	// Checked tells whether a checkbox is ticked.
	Checked bool `js:"checked"`
}
