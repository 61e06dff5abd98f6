package solver

import "math/bits"

// Occupancy bit fields for FILA. Bit v of a field stands for cell v of the
// sub-puzzle FILA solves. FILA's search (fila64.go) is written once against
// the small method set of bits64; internal/filagen derives the wider
// searches (fila_gen.go) and bit field types (bits_gen.go) from it, so every
// width has its own concrete, inlinable hot loop (Go generics would call
// these methods through a dictionary and not inline them).

//go:generate go run ./internal/filagen

// bits64 is a field of up to 64 cells: FILA's fast path.
type bits64 uint64

// words64 is the number of 64-bit words in a bits64.
const words64 = 1

// disjoint reports whether a and b share no bit.
func (a bits64) disjoint(b bits64) bool { return a&b == 0 }

// fits returns 1 if a and b share no bit, else 0 (the compiler makes it
// a flag test, without a branch).
func (a bits64) fits(b bits64) int {
	if a&b == 0 {
		return 1
	}
	return 0
}

// or returns a | b.
func (a bits64) or(b bits64) bits64 { return a | b }

// and returns a & b.
func (a bits64) and(b bits64) bits64 { return a & b }

// andNot returns a &^ b.
func (a bits64) andNot(b bits64) bits64 { return a &^ b }

// xor returns a ^ b.
func (a bits64) xor(b bits64) bits64 { return a ^ b }

// isZero reports whether no bit is set.
func (a bits64) isZero() bool { return a == 0 }

// bit returns bit i (0 or 1); i < 64.
func (a bits64) bit(i uint8) int { return int(a>>(i&63)) & 1 }

// with returns a with bit i set; i < 64.
func (a bits64) with(i int) bits64 { return a | 1<<(uint(i)&63) }

// lowestZero returns the position of the lowest clear bit (a must have one).
func (a bits64) lowestZero() int { return bits.TrailingZeros64(^uint64(a)) }

// count returns the number of set bits.
func (a bits64) count() int { return bits.OnesCount64(uint64(a)) }

// byteAt returns the 8 bits from bit i up; i < 64.
func (a bits64) byteAt(i int) uint8 { return uint8(a >> (uint(i) & 63)) }

// word returns 64-bit word i of the field.
func (a bits64) word(i int) uint64 { return uint64(a) }
