package dlx

// HideRow removes an active row from every column it has a 1 in, without
// covering anything: image filters use it to drop rows for the rest of a
// branch. The row must be active (linked in all of its columns: not chosen,
// not hidden, and meeting no covered column). Calls must nest with Cover,
// Select and the rest, and be undone in reverse order with UnhideRow.
func (m *Matrix) HideRow(row int) {
	n, size := m.n, m.size
	first := m.rowStart[row]
	x := first
	for {
		nx := &n[x]
		r, u, d, c := nx.r, nx.u, nx.d, nx.c // before the stores, as cover
		n[d].u = u
		n[u].d = d
		size[c]--
		x = r
		if x == first {
			return
		}
	}
}

// UnhideRow undoes HideRow(row).
func (m *Matrix) UnhideRow(row int) {
	n, size := m.n, m.size
	first := m.rowStart[row]
	x := n[first].l
	for {
		nx := &n[x]
		l, u, d := nx.l, nx.u, nx.d
		size[nx.c]++
		n[d].u = x
		n[u].d = x
		if x == first {
			return
		}
		x = l
	}
}
