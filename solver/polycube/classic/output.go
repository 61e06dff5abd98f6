package classic

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
)

// printState prints the box as polycube prints a solution or a trace
// frame, in the format of -f.
func (s *search) printState() {
	p, out := s.p, s.out
	st := p.state()
	brief := s.cfg.Format.Puzzle == 'B'
	if !brief {
		fmt.Fprintf(out, "D:xDim=%d:yDim=%d:zDim=%d", p.xDim, p.yDim, p.zDim)
		if p.oneSide {
			out.WriteString(":oneSide")
		}
		out.WriteByte('\n')
		for si, sh := range p.shapes {
			for _, c := range sh.pieces[p.shapeCount[si]:] {
				fmt.Fprintf(out, "C:name=%s:type=M:", c.name)
				writeLayout(out, c.cells)
				out.WriteByte('\n')
			}
		}
	}
	nsp := p.numStationary
	if s.cfg.Format.Puzzle == 'S' {
		nsp = len(p.stack)
	}
	if s.cfg.Format.Piece == 'C' {
		for i, im := range p.stack {
			t := "M"
			if i < nsp {
				t = "S"
			}
			fmt.Fprintf(out, "C:name=%s:type=%s:", im.name.name, t)
			cells := make([]point, len(im.layout))
			for k, g := range im.layout {
				cells[k] = p.pts[g]
			}
			writeLayout(out, cells)
			out.WriteByte('\n')
		}
	} else {
		if !brief {
			out.WriteString("L")
			if nsp > 0 {
				out.WriteString(":stationary=")
			}
			for i := range nsp {
				if i != 0 {
					out.WriteByte(' ')
				}
				out.WriteString(p.stack[i].name.name)
			}
			out.WriteByte('\n')
		}
		w := p.longestName + 1
		for y := p.yDim - 1; y >= 0; y-- {
			for z := range p.zDim {
				if z > 0 {
					out.WriteString(", ")
				}
				for x := range p.xDim {
					name := "."
					if c := p.pieceOf[st[p.gridID(point{x, y, z})]]; c != nil {
						name = c.name
					}
					for k := len(name); k < w; k++ {
						out.WriteByte(' ')
					}
					out.WriteString(name)
				}
			}
			out.WriteByte('\n')
		}
		if !brief {
			out.WriteString("~L\n")
		}
	}
	if !brief {
		out.WriteString("~D\n")
	}
}

func writeLayout(out io.Writer, cells []point) {
	var b strings.Builder
	b.WriteString("layout=")
	for i, c := range cells {
		if i != 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "%d %d %d", c.x, c.y, c.z)
	}
	io.WriteString(out, b.String())
}

func (s *search) dumpInfo() {
	p, out := s.p, s.out
	fmt.Fprintf(out, "\n# Puzzle size: \nDIMENSION=%dx%dx%d\n", p.xDim, p.yDim, p.zDim)
	out.WriteString("\n# Shape list:\n")
	for si, sh := range p.shapes {
		fmt.Fprintf(out, "SHAPE[%d]=", si)
		writeLayout(out, sh.cells)
		var numRow, count int32 = 0, 1
		if sh.col != 0 {
			numRow, count = s.rows(sh.col), s.count[sh.col]
		}
		fmt.Fprintf(out, ":parity=%d:numRow=%d:count=%d:id=%d:numCopies=%d:numStationary=%d:numMobile=%d:numStationaryImages=%d:numMobileImages=%d:pieceList={",
			sh.parity, numRow, count, sh.id, len(sh.pieces), len(sh.stationaryImages), sh.numMobile(), len(sh.stationaryImages), len(sh.mobileImages))
		for i, c := range sh.pieces {
			if i > 0 {
				out.WriteByte(',')
			}
			out.WriteString(c.name)
		}
		out.WriteString("}\n")
	}
	side := "OFF"
	if p.oneSide {
		side = "ON"
	}
	fmt.Fprintf(out, "\n# One sided polyomino constraint:\nONE_SIDE=%s\n", side)
	red := "OFF"
	if s.redIndex != filterOff {
		red = p.shapes[s.redIndex].pieces[0].name
	}
	fmt.Fprintf(out, "\n# Redundancy filter piece name:\nREDUNDANCY_FILTER=%s\n", red)
	fmt.Fprintf(out, "\n# Piece rotations and translations that fit in the solution space:\nBOUNDED=%d\n", p.boundedImages())
	fmt.Fprintf(out, "\n# Piece rotations and translations that don't fit in the solution space:\nUNBOUNDED=%d\n", p.unboundedImages())
	fmt.Fprintf(out, "\n# Are solutions guaranteed to be rotationally unique without filtering?\nROTATIONALLY_UNIQUE=%t\n", !p.redundancy)
}

// perSec formats a rate as polycube's standard output does: nine
// significant digits, or nine decimals once its timing table has been
// printed (the table leaves the stream in fixed notation).
func (s *search) perSec(n int64, secs float64) string {
	if secs <= 0 {
		return "*"
	}
	v := float64(n) / secs
	if s.m.fixed {
		return strconv.FormatFloat(v, 'f', 9, 64)
	}
	return formatG(v, 9)
}

// formatG is C's %.*g: prec significant digits, trailing zeros dropped.
func formatG(v float64, prec int) string {
	str := strconv.FormatFloat(v, 'g', prec, 64)
	mant, exp, hasExp := strings.Cut(str, "e")
	if strings.Contains(mant, ".") {
		mant = strings.TrimRight(strings.TrimRight(mant, "0"), ".")
	}
	if hasExp {
		sign := exp[0]
		digits := strings.TrimLeft(exp[1:], "0")
		for len(digits) < 2 {
			digits = "0" + digits
		}
		return mant + "e" + string(sign) + digits
	}
	return mant
}

func (s *search) dumpStats() {
	p, out, n := s.p, s.out, s.numMobile
	secs := float64(s.m.get("all").elapsed().Microseconds()) / 1e6
	fmt.Fprintf(out, "\n# Number of solutions found:\nSOLUTIONS=%d\n", s.solutionCount)
	fmt.Fprintf(out, "\n# Number of solutions found per second:\nSOLUTIONS_PER_SEC=%s\n", s.perSec(s.solutionCount, secs))
	if !p.redundancy || s.cfg.Unique {
		u := s.solutionCount - s.redundant
		fmt.Fprintf(out, "\n# Number of rotationally unique solutions found:\nUNIQUE=%d\n", u)
		fmt.Fprintf(out, "\n# Number of rotationally unique solutions found per second:\nUNIQUE_PER_SEC=%s\n", s.perSec(u, secs))
		fmt.Fprintf(out, "\n# Number of rotationally redundant solutions found but filtered out:\nREDUNDANT=%d\n", s.redundant)
	} else {
		out.WriteString("\n# Number of rotationally unique solutions found:\nUNIQUE=UNKNOWN\n")
	}
	if s.cfg.Sample.Trials > 0 {
		fmt.Fprintf(out, "\n# Number of Monte-Carlo trials completed:\nMONTE_CARLO_TRIAL=%d\n", s.trial)
	}
	sum := func(v []int64, k int) int64 {
		var t int64
		for _, x := range v[:k] {
			t += x
		}
		return t
	}
	fmt.Fprintf(out, "\n# Number of backtracks due to parity constraint:\nPARITY_BACKTRACK_TOTAL=%d\n", sum(s.parityBacktrack, n+1))
	fmt.Fprintf(out, "\n# Number of backtracks due to volume constraint:\nVOLUME_BACKTRACK_TOTAL=%d\n", sum(s.volumeBack, n+1))
	fmt.Fprintf(out, "\n# Number of rows filtered due to fit constraint:\nFIT_FILTER_TOTAL=%d\n", sum(s.fitFilter, n+1))
	fmt.Fprintf(out, "\n# Number of rows filtered due to parity constraint:\nPARITY_FILTER_TOTAL=%d\n", sum(s.parityFilter, n+1))
	fmt.Fprintf(out, "\n# Number of rows filtered due to volume constraint:\nVOLUME_FILTER_TOTAL=%d\n", sum(s.volumeFilter, n+1))
	fmt.Fprintf(out, "\n# Number of times pieces were attempted to be placed:\nATTEMPTS_TOTAL=%d\n", sum(s.attempts, n))
	fmt.Fprintf(out, "\n# Number of times pieces fit:\nFITS_TOTAL=%d\n", sum(s.fits, n))
	levels := func(title, key string, v []int64, off int, pad string) {
		fmt.Fprintf(out, "\n# %s when N pieces were left to be placed:\n", title)
		for k := 1; k <= n; k++ {
			fmt.Fprintf(out, "%s[%2d]=%s%14d\n", key, k, pad, v[k-off])
		}
	}
	levels("Number of backtracks due to parity constraint", "PARITY_BACKTRACK", s.parityBacktrack, 0, "")
	levels("Number of backtracks due to volume constraint", "VOLUME_BACKTRACK", s.volumeBack, 0, "")
	levels("Number of filters due to parity constraint", "PARITY_FILTER", s.parityFilter, 0, "")
	levels("Number of filters due to fit constraint", "FIT_FILTER", s.fitFilter, 0, "")
	levels("Number of filters due to volume constraint", "VOLUME_FILTER", s.volumeFilter, 0, "")
	levels("Number of placement attempts", "ATTEMPTS", s.attempts, 1, "")
	levels("Number of fits", "FITS", s.fits, 1, "    ")
}

// meter is one row of polycube's timing table: a phase's time and the
// times it ran.
type meter struct {
	name     string
	parent   *meter
	children []*meter
	total    time.Duration
	events   int64
	started  time.Time
	running  bool
}

func (m *meter) elapsed() time.Duration {
	if m.running {
		return m.total + time.Since(m.started)
	}
	return m.total
}

// meters is polycube's table of phases, kept for the whole run: a phase
// appears from the puzzle where it first ran, under its parent, in the
// order the phases first ran.
type meters struct {
	byName map[string]*meter
	roots  []*meter
	fixed  bool // a table was printed (see perSec)
}

func newMeters() *meters {
	m := &meters{byName: map[string]*meter{}}
	m.get("all")
	return m
}

func (ms *meters) get(name string) *meter {
	m := ms.byName[name]
	if m == nil {
		m = &meter{name: name}
		ms.byName[name] = m
		ms.roots = append(ms.roots, m)
	}
	return m
}

func (ms *meters) child(name, parent string) *meter {
	m := ms.byName[name]
	if m != nil && m.parent != nil {
		return m
	}
	par := ms.get(parent)
	if m == nil {
		m = &meter{name: name}
		ms.byName[name] = m
	} else {
		for i, r := range ms.roots {
			if r == m {
				ms.roots = append(ms.roots[:i], ms.roots[i+1:]...)
				break
			}
		}
	}
	m.parent = par
	par.children = append(par.children, m)
	return m
}

// start starts the phase name (under parent, "" for a root) and returns
// the function that ends it.
func (ms *meters) start(name, parent string) func() {
	var m *meter
	if parent == "" {
		m = ms.get(name)
	} else {
		m = ms.child(name, parent)
	}
	m.running = true
	m.started = time.Now()
	return func() {
		m.total += time.Since(m.started)
		m.running = false
		m.events++
	}
}

func (ms *meters) clear() {
	for _, m := range ms.byName {
		m.total, m.events = 0, 0
	}
}

// write prints the table as polycube does.
func (ms *meters) write(out io.Writer) {
	var b strings.Builder
	b.WriteString("NAME                          :      TOTAL TIME                    : PERCENTAGE                 :  NUM EVENTS :     AVG TIME   \n")
	b.WriteString(strings.Repeat("_", 127) + "\n\n")
	roots := append([]*meter(nil), ms.roots...)
	sortMeters(roots)
	for _, m := range roots {
		writeMeter(&b, m, 0)
	}
	io.WriteString(out, b.String())
	ms.fixed = true
}

func sortMeters(ms []*meter) {
	for i := 1; i < len(ms); i++ {
		for j := i; j > 0 && ms[j].name < ms[j-1].name; j-- {
			ms[j], ms[j-1] = ms[j-1], ms[j]
		}
	}
}

func pad(s string, w int, left bool) string {
	if len(s) >= w {
		return s
	}
	if left {
		return s + strings.Repeat(" ", w-len(s))
	}
	return strings.Repeat(" ", w-len(s)) + s
}

func writeMeter(b *strings.Builder, m *meter, indent int) {
	t := m.elapsed().Microseconds()
	b.WriteString(strings.Repeat(" ", indent))
	b.WriteString(pad(m.name, 30-indent, true))
	b.WriteString(":")
	b.WriteString(pad(strconv.FormatFloat(float64(t)/1e6, 'f', 6, 64), 16+indent, false))
	b.WriteString(pad(":", 21-indent, false))
	if m.parent != nil {
		pct := 0.0
		if t != 0 {
			pct = float64(t) / float64(m.parent.elapsed().Microseconds()) * 100
		}
		b.WriteString(pad(strconv.FormatFloat(pct, 'f', 3, 64), 7+indent, false))
		b.WriteString("%")
		b.WriteString(pad(":", 21-indent, false))
	} else {
		b.WriteString(" *")
		b.WriteString(pad(":", 27, false))
	}
	avg := 0.0
	if m.events > 0 {
		avg = float64(t) / float64(m.events) / 1e6
	}
	b.WriteString(pad(strconv.FormatInt(m.events, 10), 13, false))
	b.WriteString(":")
	b.WriteString(pad(strconv.FormatFloat(avg, 'f', 3, 64), 16, false))
	b.WriteString("\n")
	for _, c := range m.children {
		writeMeter(b, c, indent+4)
	}
}
