package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"time"

	"polyplay/def"
	"polyplay/def/source"
	"polyplay/internal/thousands"
)

// puzzleSource reads the puzzles to solve one at a time: those of the
// definition files in order ("-" is standard input), each as soon as its
// ~D line has been read, then those of the library keys. A program that
// writes a puzzle into polyplay's standard input and waits for its
// answer before writing the next (a co-process) gets it, as from
// polycube. A BurrTools file is read whole, and its problems are its
// puzzles. Package def/source reads each file, within def's limits.
type puzzleSource struct {
	files, library []string
	// opened, if set, is called as each file is opened, before its first
	// puzzle is read (-i's PUZZLE_FILE).
	opened func(file string)
	// problem, if positive, picks the one puzzle of each file to solve
	// (--problem N): its Nth, a BurrTools file's problem N.
	problem int

	r       *source.Reader
	file    string // the file r reads ("<stdin>" for standard input)
	closer  io.Closer
	puzzles int // puzzles read from file so far
}

// next returns the next puzzle, or io.EOF after the last. An error (an
// unreadable file, a definition error) ends the source.
func (ps *puzzleSource) next() (*job, error) {
	for {
		if ps.r == nil {
			if len(ps.files) == 0 {
				break
			}
			if err := ps.open(ps.files[0]); err != nil {
				ps.files, ps.library = nil, nil
				return nil, err
			}
			ps.files = ps.files[1:]
		}
		if ps.problem > 0 && ps.puzzles == ps.problem {
			ps.close() // its one puzzle given
			continue
		}
		start := time.Now()
		p, err := ps.r.Next()
		if errors.Is(err, io.EOF) && ps.problem > ps.puzzles {
			err = fmt.Errorf("%s: --problem %d: the file has %s", ps.file, ps.problem, countPuzzles(ps.puzzles))
		}
		if errors.Is(err, io.EOF) {
			ps.close()
			continue
		}
		if err != nil {
			ps.close()
			ps.files, ps.library = nil, nil
			return nil, err
		}
		ps.puzzles++
		if ps.problem > 0 && ps.puzzles < ps.problem {
			continue
		}
		polycubeOrder(p)
		return &job{file: ps.file, first: ps.puzzles == 1 || ps.puzzles == ps.problem, name: p.Name, puzzle: p, parse: time.Since(start)}, nil
	}
	if len(ps.library) == 0 {
		return nil, io.EOF
	}
	key := ps.library[0]
	ps.library = ps.library[1:]
	e, _ := def.Lookup(key)
	p, err := e.Puzzle()
	if err != nil {
		ps.library = nil
		return nil, fmt.Errorf("library puzzle %s: %v", key, err)
	}
	// As its definition read from a file would be: split writes it to
	// one, which its parts read.
	polycubeOrder(p)
	return &job{name: key, title: e.Title, puzzle: p}, nil
}

// open starts reading file.
func (ps *puzzleSource) open(file string) error {
	var in io.Reader
	if file == "-" {
		in, file = stdin, "<stdin>"
	} else {
		f, err := os.Open(file)
		if err != nil {
			return err
		}
		in, ps.closer = f, f
	}
	if ps.opened != nil {
		ps.opened(file)
	}
	ps.r, ps.file, ps.puzzles = source.NewReader(file, in), file, 0
	return nil
}

// close ends the file being read.
func (ps *puzzleSource) close() {
	if ps.closer != nil {
		ps.closer.Close()
	}
	ps.r, ps.closer = nil, nil
}

// countPuzzles says n puzzles in words: "1 puzzle", "no puzzle".
func countPuzzles(n int) string {
	if n == 0 {
		return "no puzzle"
	}
	return thousands.Count(int64(n), "puzzle")
}

// loadJobs reads all the puzzles of the definition files ("-" is
// standard input), or each file's problem (if positive; see
// puzzleSource), and of the library keys, in order, for the commands
// that take them all before they start.
func loadJobs(files, library []string, problem int) ([]*job, error) {
	ps := &puzzleSource{files: files, library: library, problem: problem}
	var jobs []*job
	for {
		j, err := ps.next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, err
		}
		jobs = append(jobs, j)
	}
	if len(jobs) == 0 {
		return nil, errors.New("no puzzle found: expected a D:xDim=...:yDim=...:zDim=... line")
	}
	return jobs, nil
}

// stdinIsDevNull reports whether standard input is /dev/null, which
// holds no puzzle: polyplay then prints what polycube prints for empty
// input.
var stdinIsDevNull = func() bool {
	fi, err := os.Stdin.Stat()
	if err != nil {
		return false
	}
	null, err := os.Stat(os.DevNull)
	return err == nil && os.SameFile(fi, null)
}

// version returns the module's version, or the commit it was built
// from, or "(devel)".
func version() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "(devel)"
	}
	v := bi.Main.Version
	if v != "" && v != "(devel)" {
		return v
	}
	rev, dirty := "", false
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if rev == "" {
		return "(devel)"
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	if dirty {
		rev += "+modified"
	}
	return "commit " + rev
}
