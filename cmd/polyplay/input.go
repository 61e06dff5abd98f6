package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"
	"time"

	"polyplay/def"
	"polyplay/def/burr"
)

// puzzleSource reads the puzzles to solve one at a time: those of the
// definition files in order ("-" is standard input), each as soon as its
// ~D line has been read, then those of the library keys. A program that
// writes a puzzle into polyplay's standard input and waits for its
// answer before writing the next (a co-process) gets it, as from
// polycube. A BurrTools file (burr.Detect, or a name ending in
// .xmpuzzle) is read whole, and its problems are its puzzles.
type puzzleSource struct {
	files, library []string
	// opened, if set, is called as each file is opened, before its first
	// puzzle is read (-i's PUZZLE_FILE).
	opened func(file string)

	r       puzzleReader
	file    string // the file r reads ("<stdin>" for standard input)
	closer  io.Closer
	puzzles int // puzzles read from file so far
}

// puzzleReader returns a file's puzzles one at a time, then io.EOF:
// *def.Reader for definitions, burrPuzzles for BurrTools files.
type puzzleReader interface {
	Next() (*def.Puzzle, error)
}

// burrPuzzles are the puzzles of a BurrTools file not yet returned.
type burrPuzzles []*def.Puzzle

// Next returns the next puzzle, or io.EOF after the last.
func (b *burrPuzzles) Next() (*def.Puzzle, error) {
	if len(*b) == 0 {
		return nil, io.EOF
	}
	p := (*b)[0]
	*b = (*b)[1:]
	return p, nil
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
		start := time.Now()
		p, err := ps.r.Next()
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
		polycubeOrder(p)
		return &job{file: ps.file, first: ps.puzzles == 1, name: p.Name, puzzle: p, parse: time.Since(start)}, nil
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
	br := bufio.NewReader(in)
	if strings.HasSuffix(strings.ToLower(file), burr.Ext) || isBurr(br) {
		src, err := io.ReadAll(io.LimitReader(br, burr.MaxSize+1))
		if err == nil && len(src) > burr.MaxSize {
			err = fmt.Errorf("a BurrTools file of more than %d bytes", burr.MaxSize)
		}
		if err != nil {
			ps.close()
			return fmt.Errorf("%s: %v", file, err)
		}
		puzzles, err := burr.Parse(file, src)
		if err != nil {
			ps.close()
			return err
		}
		b := burrPuzzles(puzzles)
		ps.r, ps.file, ps.puzzles = &b, file, 0
		return nil
	}
	ps.r, ps.file, ps.puzzles = def.NewReader(file, br), file, 0
	return nil
}

// isBurr reports whether br starts as a BurrTools file (burr.Detect). It
// peeks no further than the first byte other than a blank, so that a
// co-process's definition is never waited for beyond its first line.
func isBurr(br *bufio.Reader) bool {
	for n := 1; ; n++ {
		b, err := br.Peek(n)
		if err != nil || n >= br.Size() {
			return burr.Detect(b)
		}
		switch b[n-1] {
		case ' ', '\t', '\r', '\n':
			continue
		case 0x1f:
			if n == 1 {
				continue // gzip's magic bytes are 1f 8b
			}
		}
		return burr.Detect(b)
	}
}

// close ends the file being read.
func (ps *puzzleSource) close() {
	if ps.closer != nil {
		ps.closer.Close()
	}
	ps.r, ps.closer = nil, nil
}

// loadJobs reads all the puzzles of the definition files ("-" is
// standard input) and of the library keys, in order, for the commands
// that take them all before they start.
func loadJobs(files, library []string) ([]*job, error) {
	ps := &puzzleSource{files: files, library: library}
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
