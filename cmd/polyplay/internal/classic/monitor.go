package classic

// multiset is the state space of the parity and volume monitors: the
// pieces left, counted by a size (a parity's magnitude, a volume), each
// state numbered in a mixed radix of those counts.
type multiset struct {
	counts []int // counts[v]: the pieces of size v
	weight []int // weight[v]: the state number's step for size v
	states int
}

func newMultiset(counts []int) multiset {
	m := multiset{counts: counts, weight: make([]int, len(counts)), states: 1}
	for v := 1; v < len(counts); v++ {
		if counts[v] > 0 {
			m.weight[v] = m.states
			m.states *= counts[v] + 1
		}
	}
	return m
}

// left returns how many pieces of each size state s has.
func (m multiset) left(s int) []int {
	out := make([]int, len(m.counts))
	for v := len(m.counts) - 1; v >= 1; v-- {
		if m.counts[v] > 0 {
			out[v] = s / m.weight[v]
			s %= m.weight[v]
		}
	}
	return out
}

// parityMonitor knows, for the pieces left, which parities the box's
// empty cells may have and still be filled.
type parityMonitor struct {
	set      multiset
	weight   []int
	state    int
	target   int
	minIndex int
	possible [][]bool // by state, then target - minIndex
}

func newParityMonitor(target int, parities []int) *parityMonitor {
	var counts []int
	for _, p := range parities {
		p = abs(p)
		for len(counts) <= p {
			counts = append(counts, 0)
		}
		counts[p]++
	}
	if len(counts) == 0 {
		counts = []int{0}
	}
	m := &parityMonitor{set: newMultiset(counts), target: target}
	all := 0
	for v := 1; v < len(counts); v++ {
		all += v * counts[v]
	}
	m.minIndex = min(target-all, -all)
	maxIndex := max(target+all, all)
	m.weight = m.set.weight
	m.possible = make([][]bool, m.set.states)
	for s := range m.set.states {
		left := m.set.left(s)
		reach := map[int]bool{0: true}
		for v := 1; v < len(left); v++ {
			for range left[v] {
				next := map[int]bool{}
				for k := range reach {
					next[k+v] = true
					next[k-v] = true
				}
				reach = next
			}
		}
		row := make([]bool, maxIndex-m.minIndex+1)
		for k := range reach {
			row[k-m.minIndex] = true
		}
		m.possible[s] = row
	}
	m.state = m.set.states - 1
	return m
}

func (m *parityMonitor) place(p int) {
	m.target -= p
	if p != 0 {
		m.state -= m.weight[abs(p)]
	}
}

func (m *parityMonitor) unplace(p int) {
	if p != 0 {
		m.state += m.weight[abs(p)]
	}
	m.target += p
}

func (m *parityMonitor) check() bool {
	return m.at(m.state, m.target)
}

func (m *parityMonitor) at(state, target int) bool {
	i := target - m.minIndex
	row := m.possible[state]
	return i >= 0 && i < len(row) && row[i]
}

// placeCheck is check after place(p), without placing.
func (m *parityMonitor) placeCheck(p int) bool {
	s := m.state
	if p != 0 {
		s -= m.weight[abs(p)]
	}
	return m.at(s, m.target-p)
}

// volumeMonitor knows, for the pieces left, which volumes a closed-off
// region of empty cells may have and still be filled.
type volumeMonitor struct {
	weight   []int
	state    int
	possible [][]bool // by state, then volume
}

func newVolumeMonitor(volumes []int) *volumeMonitor {
	var counts []int
	for _, v := range volumes {
		for len(counts) <= v {
			counts = append(counts, 0)
		}
		counts[v]++
	}
	set := newMultiset(counts)
	all := 0
	for v := 1; v < len(counts); v++ {
		all += v * counts[v]
	}
	m := &volumeMonitor{weight: set.weight, possible: make([][]bool, set.states)}
	for s := range set.states {
		left := set.left(s)
		row := make([]bool, all+1)
		row[0] = true
		for v := 1; v < len(left); v++ {
			for range left[v] {
				for k := all; k >= v; k-- {
					if row[k-v] {
						row[k] = true
					}
				}
			}
		}
		m.possible[s] = row
	}
	m.state = set.states - 1
	return m
}

func (m *volumeMonitor) place(v int)   { m.state -= m.weight[v] }
func (m *volumeMonitor) unplace(v int) { m.state += m.weight[v] }
func (m *volumeMonitor) check(v int) bool {
	row := m.possible[m.state]
	return v < len(row) && row[v]
}
