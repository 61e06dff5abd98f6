package classic

import (
	"math"
	"slices"
)

// dsfmt is the double precision SIMD-oriented Fast Mersenne Twister of
// period 2^19937-1 (Saito and Matsumoto), the generator of polycube's
// Monte Carlo sampling: the same seed gives the same numbers in [0, 1).
type dsfmt struct {
	status [dsfmtN + 1][2]uint64
	buf    [2 * dsfmtN]float64
	pos    int
}

const (
	dsfmtN    = 191
	dsfmtPos1 = 117
	dsfmtSL1  = 19
	dsfmtSR   = 12
	dsfmtMsk1 = 0x000ffafffffffb3f
	dsfmtMsk2 = 0x000ffdfffc90fffd
	dsfmtFix1 = 0x90014964b32f4329
	dsfmtFix2 = 0x3b8d12ac548a7c7a
	dsfmtPcv1 = 0x3d84e1ac0dc82880
	dsfmtPcv2 = 0x0000000000000001
)

func newDSFMT(seed uint32) *dsfmt {
	d := &dsfmt{pos: 2 * dsfmtN}
	var w [(dsfmtN + 1) * 4]uint32
	w[0] = seed
	for i := 1; i < len(w); i++ {
		w[i] = 1812433253*(w[i-1]^(w[i-1]>>30)) + uint32(i)
	}
	for i := range d.status {
		for k := range 2 {
			d.status[i][k] = uint64(w[4*i+2*k]) | uint64(w[4*i+2*k+1])<<32
		}
	}
	for i := range dsfmtN {
		for k := range 2 {
			d.status[i][k] = d.status[i][k]&0x000FFFFFFFFFFFFF | 0x3FF0000000000000
		}
	}
	t0 := d.status[dsfmtN][0] ^ dsfmtFix1
	t1 := d.status[dsfmtN][1] ^ dsfmtFix2
	inner := t0&dsfmtPcv1 ^ t1&dsfmtPcv2
	for i := 32; i > 0; i >>= 1 {
		inner ^= inner >> i
	}
	if inner&1 != 1 {
		d.status[dsfmtN][1] ^= 1
	}
	return d
}

func recursion(a, b [2]uint64, lung *[2]uint64) [2]uint64 {
	l0, l1 := lung[0], lung[1]
	lung[0] = a[0]<<dsfmtSL1 ^ l1>>32 ^ l1<<32 ^ b[0]
	lung[1] = a[1]<<dsfmtSL1 ^ l0>>32 ^ l0<<32 ^ b[1]
	return [2]uint64{
		lung[0]>>dsfmtSR ^ lung[0]&dsfmtMsk1 ^ a[0],
		lung[1]>>dsfmtSR ^ lung[1]&dsfmtMsk2 ^ a[1],
	}
}

// next returns the next number in [0, 1).
func (d *dsfmt) next() float64 {
	if d.pos == 2*dsfmtN {
		var arr [dsfmtN][2]uint64
		lung := d.status[dsfmtN]
		i := 0
		for ; i < dsfmtN-dsfmtPos1; i++ {
			arr[i] = recursion(d.status[i], d.status[i+dsfmtPos1], &lung)
		}
		for ; i < dsfmtN; i++ {
			arr[i] = recursion(d.status[i], arr[i+dsfmtPos1-dsfmtN], &lung)
		}
		for j := range dsfmtN {
			d.status[j] = arr[j]
		}
		d.status[dsfmtN] = lung
		for j := range dsfmtN {
			d.buf[2*j] = math.Float64frombits(arr[j][0]) - 1
			d.buf[2*j+1] = math.Float64frombits(arr[j][1]) - 1
		}
		d.pos = 0
	}
	v := d.buf[d.pos]
	d.pos++
	return v
}

// keyedRow is a row of a column and its random key (randomize): the key
// as the number's 52-bit fraction (dSFMT's numbers in [0, 1) are whole
// multiples of 2^-52, so the integers sort as the numbers do) and the
// order in which the row was met.
type keyedRow struct {
	key uint64
	seq int32
	row int32
}

// randomize puts the rows of every column in a random order, as
// polycube's Monte Carlo trials do: column by column, each row given a
// random key, the rows sorted by key. polycube keeps them in a map from
// key to row, so a row whose key repeats another's takes that one's
// place: of the rows with one key only the last met stays.
func (s *search) randomize(rng *dsfmt) {
	n := s.nodes
	rows, packed := s.keyed, s.packed
	// link appends row r at the bottom of column h.
	link := func(h, r int32) {
		up := s.U(h)
		n[r].u = off(up)
		n[r].d = off(h)
		n[up].d = off(r)
		n[h].u = off(r)
	}
	for h := s.R(0); h != 0; h = s.R(h) {
		rows = rows[:0]
		for r := s.D(h); r != h; r = s.D(r) {
			k := uint64(rng.next() * (1 << 52))
			rows = append(rows, keyedRow{k, int32(len(rows)), r})
		}
		n[h].d, n[h].u = off(h), off(h)
		if len(rows) <= seqMask {
			// The key and the order met in one word: the machine's own
			// sort of integers, several times as fast as SortFunc's.
			packed = packed[:0]
			for _, k := range rows {
				packed = append(packed, k.key<<seqBits|uint64(k.seq))
			}
			slices.Sort(packed)
			for i, p := range packed {
				if i+1 < len(packed) && packed[i+1]>>seqBits == p>>seqBits {
					continue // the next row, met later, takes its place
				}
				link(h, rows[p&seqMask].row)
			}
			continue
		}
		slices.SortFunc(rows, func(a, b keyedRow) int {
			if a.key != b.key {
				if a.key < b.key {
					return -1
				}
				return 1
			}
			return int(a.seq - b.seq)
		})
		for i, k := range rows {
			if i+1 < len(rows) && rows[i+1].key == k.key {
				continue // the next row, met later, takes its place
			}
			link(h, k.row)
		}
	}
	s.keyed, s.packed = rows, packed
}

// The order a row was met in, below its 52-bit key in one word
// (randomize), for columns of fewer rows than seqMask.
const (
	seqBits = 64 - 52
	seqMask = 1<<seqBits - 1
)
