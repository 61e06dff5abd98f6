package app

import (
	"fmt"
	"math/rand/v2"
)

// newUUID returns a random (version 4) UUID, as github.com/google/uuid's
// NewString does, from math/rand/v2, whose generator Go seeds from the
// system's random source: the device's and the broadcast store's ids
// need no cryptographic randomness, and crypto/rand would keep Go's FIPS
// 140 module in the WebAssembly program.
func newUUID() string {
	hi, lo := rand.Uint64(), rand.Uint64()
	hi = hi&^0xf000 | 0x4000     // version 4
	lo = lo&^(0xc<<60) | 0x8<<60 // variant 10
	return fmt.Sprintf("%08x-%04x-%04x-%04x-%012x", hi>>32, hi>>16&0xffff, hi&0xffff, lo>>48, lo&0xffffffffffff)
}
