package dlx

// HideRow removes an active row from every column it has a 1 in, without
// covering anything: image filters use it to drop rows for the rest of a
// branch. The row must be active (linked in all of its columns: not chosen,
// not hidden, and meeting no covered column). Calls must nest with Cover,
// Select and the rest, and be undone in reverse order with UnhideRow.
func (m *Matrix) HideRow(row int) {
	first := m.rowStart[row]
	x := first
	for {
		m.u[m.d[x]] = m.u[x]
		m.d[m.u[x]] = m.d[x]
		m.size[m.c[x]]--
		x = m.r[x]
		if x == first {
			return
		}
	}
}

// UnhideRow undoes HideRow(row).
func (m *Matrix) UnhideRow(row int) {
	first := m.rowStart[row]
	x := m.l[first]
	for {
		m.size[m.c[x]]++
		m.u[m.d[x]] = x
		m.d[m.u[x]] = x
		if x == first {
			return
		}
		x = m.l[x]
	}
}
