package link

// Encode writes the fields as a query, sorted by key.
func (v values) Encode() string { return v.EncodeFirst(nil) }
