package solver

// unbuilt reports whether set si is a set of the lazy table not written
// yet.
func (pz *filaPuzzle) unbuilt(si int32) bool {
	return pz.off[si*int32(pz.Q+1)] < 0
}
