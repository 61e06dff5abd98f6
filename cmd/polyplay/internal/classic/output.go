package classic

import (
	"fmt"
	"io"
	"strings"
	"time"

	"polyplay/solver/polycube"
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

// dumpInfo prints -i's description of the puzzle (polycube.PuzzleInfo).
func (s *search) dumpInfo() {
	p := s.p
	in := polycube.PuzzleInfo{Dim: [3]int{p.xDim, p.yDim, p.zDim}, OneSided: p.oneSide,
		Bounded: int64(p.boundedImages()), Unbounded: int64(p.unboundedImages()), RotationallyUnique: !p.redundancy}
	for _, sh := range p.shapes {
		var numRow, count int32 = 0, 1
		if sh.col != 0 {
			numRow, count = s.rows(sh.col), s.count[sh.col]
		}
		is := polycube.InfoShape{Parity: sh.parity, NumRow: int(numRow), Count: int(count),
			Stationary: len(sh.stationaryImages), Mobile: sh.numMobile(), MobileImages: len(sh.mobileImages)}
		for _, c := range sh.cells {
			is.Layout = append(is.Layout, [3]int{c.x, c.y, c.z})
		}
		for _, c := range sh.pieces {
			is.Pieces = append(is.Pieces, c.name)
		}
		in.Shapes = append(in.Shapes, is)
	}
	if s.redIndex != filterOff {
		in.Redundancy = p.shapes[s.redIndex].pieces[0].name
	}
	in.Write(s.out)
}

// dumpStats prints -i's statistics (polycube.InfoStats). Its levels are
// the pieces left; attempts and fits are kept one level down.
func (s *search) dumpStats() {
	p, n := s.p, s.numMobile
	secs := float64(s.m.get("all").elapsed().Microseconds()) / 1e6
	u := s.solutionCount - s.redundant
	up := func(v []int64) []int64 { return append([]int64{0}, v[:n]...) }
	st := polycube.InfoStats{
		Solutions: s.solutionCount, SolutionsRate: polycube.FormatRate(s.solutionCount, secs, s.m.fixed),
		Unique: !p.redundancy || s.cfg.Unique, UniqueSolutions: u, UniqueRate: polycube.FormatRate(u, secs, s.m.fixed), Redundant: s.redundant,
		MonteCarlo: s.cfg.Sample.Trials > 0, Trials: int64(s.trial),
		Pieces:           n,
		ParityBacktracks: s.parityBacktrack, VolumeBacktracks: s.volumeBack,
		FitFiltered: s.fitFilter, ParityFiltered: s.parityFilter, VolumeFiltered: s.volumeFilter,
		Attempts: up(s.attempts), Fits: up(s.fits),
	}
	st.Write(s.out)
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

// write prints the table as polycube does (polycube.WriteTiming): the
// root phases by name, each followed by its children in the order they
// first ran.
func (ms *meters) write(out io.Writer) {
	roots := append([]*meter(nil), ms.roots...)
	sortMeters(roots)
	var rows []polycube.TimingRow
	var add func(m *meter, depth int)
	add = func(m *meter, depth int) {
		r := polycube.TimingRow{Depth: depth, Name: m.name, Time: m.elapsed(), Events: m.events}
		if m.parent != nil {
			r.Parent = m.parent.elapsed()
		}
		rows = append(rows, r)
		for _, c := range m.children {
			add(c, depth+1)
		}
	}
	for _, m := range roots {
		add(m, 0)
	}
	polycube.WriteTiming(out, rows)
	ms.fixed = true
}

func sortMeters(ms []*meter) {
	for i := 1; i < len(ms); i++ {
		for j := i; j > 0 && ms[j].name < ms[j-1].name; j-- {
			ms[j], ms[j-1] = ms[j-1], ms[j]
		}
	}
}
