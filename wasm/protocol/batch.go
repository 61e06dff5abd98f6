package protocol

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"polyplay/solver/puzzle"
)

// A solutions message's batch of solutions travels after the message's
// JSON text, not in it: encoding/json took most of the worker's and the
// page's time on a batch (under WebAssembly it scans every byte through
// its state machine and decodes each solution through
// reflection, even as one long string), where the form below is written
// and read by two plain loops (BenchmarkEncodeSolutions,
// BenchmarkDecodeSolutions).
//
// Each solution is its number of placements, the placements, and a
// newline; a placement is a space, the byte length of the piece's name,
// ":" and the name, then a space and the number of its coordinates
// (x, y, z triples, flattened), each after a space. One solution of the
// X pentomino alone reads "1 1:X 15 1 0 0 0 1 0 1 1 0 2 1 0 1 2 0\n".
// A placement with constraint colours (Placement.Colours) follows its
// coordinates with ";" and the colour of each cell, each after a space:
// a domino coloured 1 at its end on the right reads
// "1 1:D 6 0 0 0 1 0 0; 0 1\n". Placements without colours have no ";".

// appendBatch appends the batch form of sols to b.
func appendBatch(b []byte, sols []Solution) []byte {
	for i, s := range sols {
		if i == 1 {
			// Room for the others at the first one's length, and a
			// tenth more: growing a long batch copied it a dozen times.
			b = slices.Grow(b, (len(b)*11/10)*(len(sols)-1))
		}
		b = appendNum(b, len(s.Placements))
		for _, p := range s.Placements {
			b = append(b, ' ')
			b = appendNum(b, len(p.Piece))
			b = append(b, ':')
			b = append(b, p.Piece...)
			b = append(b, ' ')
			b = appendNum(b, len(p.Cells))
			for _, c := range p.Cells {
				b = append(b, ' ')
				b = appendNum(b, c)
			}
			if p.Colours != nil {
				b = append(b, ';')
				for _, c := range p.Colours {
					b = append(b, ' ')
					b = appendNum(b, c)
				}
			}
		}
		b = append(b, '\n')
	}
	return b
}

// appendNum appends v in decimal: at once for one or two digits, the
// coordinates of most boxes, which strconv.AppendInt writes several times
// slower under WebAssembly.
func appendNum(b []byte, v int) []byte {
	switch {
	case v >= 0 && v < 10:
		return append(b, byte('0'+v))
	case v >= 10 && v < 100:
		return append(b, byte('0'+v/10), byte('0'+v%10))
	}
	return strconv.AppendInt(b, int64(v), 10)
}

// batchReader reads the batch form.
type batchReader struct {
	t   string
	i   int
	sol int // solutions read, for errors
}

func (r *batchReader) errorf(format string, a ...any) error {
	return fmt.Errorf("solution %d of the batch, byte %d: %s", r.sol+1, r.i, fmt.Sprintf(format, a...))
}

// num reads a whole number.
func (r *batchReader) num() (int, error) {
	j, neg := r.i, false
	if j < len(r.t) && r.t[j] == '-' {
		j++
		neg = true
	}
	start, v := j, 0
	for ; j < len(r.t) && '0' <= r.t[j] && r.t[j] <= '9'; j++ {
		if j-start >= 9 {
			return 0, r.errorf("a number of more than 9 digits")
		}
		v = 10*v + int(r.t[j]-'0')
	}
	if j == start {
		return 0, r.errorf("expected a whole number")
	}
	r.i = j
	if neg {
		v = -v
	}
	return v, nil
}

// skip reads the byte c.
func (r *batchReader) skip(c byte) error {
	if r.i >= len(r.t) || r.t[r.i] != c {
		return r.errorf("expected %q", c)
	}
	r.i++
	return nil
}

// colours reads the colours after a placement's ";": one for each x, y,
// z triple of its nc coordinates, each after a space.
func (r *batchReader) colours(name string, nc int) ([]int, error) {
	if nc%3 != 0 {
		return nil, r.errorf("piece %s with colours on %d coordinates, not x y z triples", name, nc)
	}
	out := make([]int, nc/3)
	for i := range out {
		if err := r.skip(' '); err != nil {
			return nil, err
		}
		c, err := r.num()
		if err != nil {
			return nil, err
		}
		if c < 0 || c > puzzle.MaxColour {
			return nil, r.errorf("piece %s with colour %d, not 0 to %d", name, c, puzzle.MaxColour)
		}
		out[i] = c
	}
	return out, nil
}

// splitBatch reads the batch form lazily: each solution is held as its
// line, unread until it is used (Solution.Full). The page keeps a
// thousand solutions of a run and draws a few of them: reading every
// number of a done message's 1,000 solutions took the page's thread
// under WebAssembly a noticeable time between the end of the search and
// its solutions on screen (BenchmarkDecodeSolutions). A line is
// checked only for its shape here: a number of placements first, and its
// newline.
func splitBatch(t string) ([]Solution, error) {
	if t == "" {
		return nil, errors.New("an empty batch of solutions")
	}
	if t[len(t)-1] != '\n' {
		return nil, fmt.Errorf("solution %d of the batch does not end with a newline", strings.Count(t, "\n")+1)
	}
	out := make([]Solution, 0, strings.Count(t, "\n"))
	for len(t) > 0 {
		i := strings.IndexByte(t, '\n')
		if t[0] < '0' || t[0] > '9' {
			return nil, fmt.Errorf("solution %d of the batch, byte 0: expected a whole number", len(out)+1)
		}
		out = append(out, Solution{line: t[:i+1]})
		t = t[i+1:]
	}
	return out, nil
}

// parseBatch reads the batch form.
func parseBatch(t string) ([]Solution, error) {
	if t == "" {
		return nil, errors.New("an empty batch of solutions")
	}
	out := make([]Solution, 0, strings.Count(t, "\n"))
	names := map[string]string{} // each piece name once
	var slab []int               // the coordinates, a few allocations for all
	var pslab []Placement        // the placements, likewise
	// Chunks of at most 4,096 numbers and 1,024 placements, no more than
	// the text can hold (a number takes two bytes at least, a placement
	// four): the page reads one solution's line at a time (Solution.Full),
	// where a chunk of the largest size took most of the time, in the
	// garbage collector's write barriers.
	slabSize, pslabSize := min(4096, len(t)/2), min(1024, len(t)/4)
	r := &batchReader{t: t}
	for r.i < len(t) {
		np, err := r.num()
		if err != nil {
			return nil, err
		}
		if np < 0 || np > len(t)-r.i {
			return nil, r.errorf("%d placements", np)
		}
		if len(pslab)+np > cap(pslab) {
			pslab = make([]Placement, 0, max(pslabSize, np))
		}
		s := Solution{Placements: pslab[len(pslab) : len(pslab)+np : len(pslab)+np]}
		pslab = pslab[:len(pslab)+np]
		for k := range s.Placements {
			if err := r.skip(' '); err != nil {
				return nil, err
			}
			ln, err := r.num()
			if err != nil {
				return nil, err
			}
			if err := r.skip(':'); err != nil {
				return nil, err
			}
			if ln < 0 || ln > len(t)-r.i {
				return nil, r.errorf("a piece name of %d bytes", ln)
			}
			name, ok := names[t[r.i:r.i+ln]]
			if !ok {
				name = t[r.i : r.i+ln]
				names[name] = name
			}
			r.i += ln
			if err := r.skip(' '); err != nil {
				return nil, err
			}
			nc, err := r.num()
			if err != nil {
				return nil, err
			}
			if nc < 0 || nc > len(t)-r.i {
				return nil, r.errorf("piece %s with %d coordinates", name, nc)
			}
			if len(slab)+nc > cap(slab) {
				slab = make([]int, 0, max(slabSize, nc))
			}
			cells := slab[len(slab) : len(slab)+nc : len(slab)+nc]
			slab = slab[:len(slab)+nc]
			for c := range cells {
				if err := r.skip(' '); err != nil {
					return nil, err
				}
				if cells[c], err = r.num(); err != nil {
					return nil, err
				}
			}
			s.Placements[k] = Placement{Piece: name, Cells: cells}
			if r.i < len(t) && t[r.i] == ';' {
				r.i++
				if s.Placements[k].Colours, err = r.colours(name, nc); err != nil {
					return nil, err
				}
			}
		}
		if err := r.skip('\n'); err != nil {
			return nil, err
		}
		out = append(out, s)
		r.sol++
	}
	return out, nil
}
