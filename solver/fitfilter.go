package solver

import "math"

// fitFilterImages removes the images after whose placement some open cell
// has no image left to cover it, or some shape has fewer images left than
// pieces to place (polycube's fit filter). A pass judges the images one by
// one, each against the images still active (an image dropped earlier in
// the pass no longer counts), from the last shape's to the first's: this
// order reproduces polycube's published counts (on the 10x6 pentominoes
// with X constrained, 227 images in the first pass and 235 after the
// second). With repeat it runs passes until one removes nothing. It returns the number of images removed
// by each pass.
//
// An image I conflicts with the images that share a cell with it and, if
// I's shape has a single piece, with the other images of that shape. For I
// the filter counts, per cell and per shape, how many of the active images
// conflict, and compares with the totals: the work per image is the size
// of its conflict set, not a search.
//
// It assumes nothing of the pieces: an image that leaves a cell no image
// to cover it, or a shape fewer images than it has pieces left to place,
// is in no exact cover, whatever the pieces' shapes (in several parts,
// one-sided, copies, stationary pieces outside the open cells).
func fitFilterImages(m *Model, active []bool, repeat bool) []int {
	var passes []int
	nc := len(m.Cells)
	byCell := make([][]int32, nc)
	cover := make([]int32, nc)
	avail := make([]int32, len(m.Shapes))
	lost := make([]int32, nc)
	lostShape := make([]int32, len(m.Shapes))
	stamp := make([]int32, len(m.Images))
	for i := range stamp {
		stamp[i] = -1
	}
	var touched []int32
	var drop []int
	for {
		for c := range byCell {
			byCell[c] = byCell[c][:0]
			cover[c] = 0
		}
		clear(avail)
		for id, img := range m.Images {
			if !active[id] {
				continue
			}
			for _, c := range img.Cells {
				byCell[c] = append(byCell[c], int32(id))
				cover[c]++
			}
			avail[img.Shape]++
		}
		drop = drop[:0]
		for id := len(m.Images) - 1; id >= 0; id-- {
			img := m.Images[id]
			if !active[id] {
				continue
			}
			touched = touched[:0]
			clear(lostShape)
			mark := func(j int32) {
				if stamp[j] == int32(id) || !active[j] {
					return
				}
				stamp[j] = int32(id)
				jm := m.Images[j]
				lostShape[jm.Shape]++
				for _, c := range jm.Cells {
					if lost[c] == 0 {
						touched = append(touched, c)
					}
					lost[c]++
				}
			}
			for _, c := range img.Cells {
				for _, j := range byCell[c] {
					mark(j)
				}
			}
			if m.ShapeCount(img.Shape) == 1 {
				r := m.ShapeImages[img.Shape]
				for j := r[0]; j < r[1]; j++ {
					if active[j] {
						mark(int32(j))
					}
				}
			}
			bad := false
			for _, c := range touched {
				if lost[c] == cover[c] && !contains(img.Cells, c) {
					bad = true
				}
				lost[c] = 0
			}
			for s := range m.Shapes {
				need := int32(m.ShapeCount(s))
				if s == img.Shape {
					need--
				}
				if need > 0 && avail[s]-lostShape[s] < need {
					bad = true
				}
			}
			if bad {
				// Drop it at once: the images judged after it no longer
				// count on it.
				drop = append(drop, id)
				active[id] = false
				for _, c := range img.Cells {
					cover[c]--
				}
				avail[img.Shape]--
			}
		}
		passes = append(passes, len(drop))
		if !repeat || len(drop) == 0 {
			return passes
		}
	}
}

// contains reports whether the sorted cell list has c.
func contains(cells []int32, c int32) bool {
	for _, x := range cells {
		if x == c {
			return true
		}
		if x > c {
			return false
		}
	}
	return false
}

// fitScratch is the repeated fit filter's scratch space (searchExt.fit).
type fitScratch struct {
	stamp     []int32 // by matrix row: the check that last counted it
	cur       int32
	lost      []int32 // by cell column: its rows in the conflict set
	lostShape []int32 // by shape
	touched   []int32
}

// fitFilter hides the active rows after whose placement some open cell
// would have no row left to cover it, or some shape fewer rows than
// pieces left, q pieces remaining (the fit filter of fitFilterImages on
// DLX's matrix, repeated after a placement: polycube 1.2.1's -F N). As
// there, a row hidden no longer counts for the rows judged after it.
func (x *searchExt) fitFilter(q int) {
	e := x.e
	mat, m := e.mat, e.m
	f := &x.fit
	if f.stamp == nil {
		f.stamp = make([]int32, mat.Rows())
		f.lost = make([]int32, e.cells)
		f.lostShape = make([]int32, len(m.Shapes))
	}
	for sh, n := range x.left {
		if n == 0 {
			continue
		}
		for r := mat.FirstRow(e.cells + sh); r != 0; r = mat.NextRow(r) {
			row := mat.Row(r)
			if x.fitFails(row) {
				mat.HideRow(row)
				x.hidden = append(x.hidden, int32(row))
				e.stats.FitFiltered[q]++
			}
			// A row's check counts the rows in conflict with it: like a
			// volume check, far more work than an image's parity.
			x.work += volumeWork
			if !x.pollWork() {
				return
			}
		}
	}
}

// fitFails reports whether placing the active row would leave an open
// cell without a row or a shape with fewer rows than pieces: it counts,
// per cell and shape, the active rows in conflict with it (sharing a
// cell, or of its shape when it places the shape's last piece).
func (x *searchExt) fitFails(row int) bool {
	e := x.e
	mat, m := e.mat, e.m
	f := &x.fit
	if f.cur == math.MaxInt32 {
		clear(f.stamp)
		f.cur = 0
	}
	f.cur++
	f.touched = f.touched[:0]
	clear(f.lostShape)
	mark := func(j int) {
		if f.stamp[j] == f.cur {
			return
		}
		f.stamp[j] = f.cur
		img := m.Images[e.rowImage[j]]
		f.lostShape[img.Shape]++
		for _, c := range img.Cells {
			if f.lost[c] == 0 {
				f.touched = append(f.touched, c)
			}
			f.lost[c]++
		}
	}
	img := m.Images[e.rowImage[row]]
	for _, c := range img.Cells {
		for r := mat.FirstRow(int(c)); r != 0; r = mat.NextRow(r) {
			mark(mat.Row(r))
		}
	}
	if x.left[img.Shape] == 1 {
		for r := mat.FirstRow(e.cells + img.Shape); r != 0; r = mat.NextRow(r) {
			mark(mat.Row(r))
		}
	}
	bad := false
	for _, c := range f.touched {
		if f.lost[c] == int32(mat.Size(int(c))) && !contains(img.Cells, c) {
			bad = true
		}
		f.lost[c] = 0
	}
	for sh, n := range x.left {
		if sh == img.Shape {
			n--
		}
		if n > 0 && int32(mat.Size(e.cells+sh))-f.lostShape[sh] < int32(n) {
			bad = true
		}
	}
	return bad
}
