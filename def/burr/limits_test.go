package burr

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"runtime"
	"strings"
	"testing"

	"polyplay/def"
)

// parse reads the BurrTools file src, as Read does.
func parse(filename string, src []byte) ([]*def.Puzzle, error) {
	return Read(filename, bytes.NewReader(src))
}

// keepAll keeps every element and its text (TestParseXML).
func keepAll([]string) (bool, bool) { return true, true }

// endless is an io.Reader of head, then body for ever.
type endless struct {
	head, body string
	buf        string
}

func (r *endless) Read(p []byte) (int, error) {
	if r.buf == "" {
		r.buf, r.head = r.head, ""
		if r.buf == "" {
			r.buf = strings.Repeat(r.body, 1+4096/len(r.body))
		}
	}
	n := copy(p, r.buf)
	r.buf = r.buf[n:]
	return n, nil
}

// TestLimits checks that hostile BurrTools files stop at the first
// excess of def's limits, with its line and column where the XML has
// them, and that reading them holds a bounded memory: a gzip bomb, an
// endless file, a file of more elements, filled cells or boxes than
// Polyplay reads.
func TestLimits(t *testing.T) {
	var empty bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&empty, gzip.BestCompression)
	zw.Close()
	emptyGzip := empty.Bytes()
	var bomb bytes.Buffer
	zw, _ = gzip.NewWriterLevel(&bomb, gzip.BestCompression)
	io.WriteString(zw, `<puzzle version="2">`+"\n")
	blanks := bytes.Repeat([]byte{' '}, 1<<20)
	for range def.MaxBurrBytes>>20 + 1 {
		zw.Write(blanks)
	}
	zw.Close()

	cube := `<voxel x="1" y="1" z="1" type="0">#</voxel>` + "\n"
	elements := puzzleXML("0", strings.Repeat(cube, def.MaxBurrElements+1), "")
	cells := puzzleXML("0", `<voxel x="1024" y="1024" z="1" type="0">`+strings.Repeat("#", 1<<20)+"</voxel>\n", "")
	// Problems of a box of 4096 cells, each filled by 64 cubes of
	// 4x4x4: 64 of them fill MaxBurrCells.
	big := `<voxel x="16" y="16" z="16" type="0">` + strings.Repeat("#", 4096) + `</voxel>` +
		`<voxel x="4" y="4" z="4" type="0">` + strings.Repeat("#", 64) + `</voxel>`
	problem := `<problem><shapes><shape id="1" count="64"/></shapes><result id="0"/></problem>`
	boxes := puzzleXML("0", big, strings.Repeat(problem, def.MaxBurrCells/4096+1))
	for _, tc := range []struct {
		name string
		src  io.Reader
		want string
	}{
		{"a gzip bomb", bytes.NewReader(bomb.Bytes()), "f.xmpuzzle:2:16777196: the XML is longer than 16 MiB (16,777,216 bytes), the most Polyplay reads of a BurrTools file"},
		{"an endless file", &endless{head: `<puzzle version="2">`, body: " "}, "f.xmpuzzle:1:16777217: the XML is longer than 16 MiB (16,777,216 bytes), the most Polyplay reads of a BurrTools file"},
		{"endless empty gzip members", &endless{body: string(emptyGzip)}, "f.xmpuzzle: the file is longer than 16 MiB (16,777,216 bytes), the most Polyplay reads of a BurrTools file"},
		{"endless zeros", &endless{body: "\x00"}, "f.xmpuzzle: not a BurrTools file: XML syntax error on line 1: text outside the root element"},
		{"an endless attribute", &endless{head: `<puzzle version="`, body: "2"}, "f.xmpuzzle: not a BurrTools file: XML syntax error on line 1: attribute version of <puzzle> is longer than 4096 bytes"},
		{"an endless name", &endless{head: `<puzzle`, body: "e"}, "f.xmpuzzle: not a BurrTools file: XML syntax error on line 1: a name longer than 256 bytes"},
		{"more elements", strings.NewReader(elements), fmt.Sprintf("f.xmpuzzle:%d:1: more than 65536 shapes, problems and pieces of problems, the most Polyplay reads of a BurrTools file", def.MaxBurrElements-2)},
		{"more filled cells", strings.NewReader(cells), "f.xmpuzzle:1:70: shape 0: the shapes have more than 262144 filled cells in all, the most Polyplay reads of a BurrTools file"},
		{"more cells in the boxes", strings.NewReader(boxes), "f.xmpuzzle: problem 65: the boxes of the problems have more than 262144 cells in all, the most Polyplay reads of a BurrTools file"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			_, err := Read("f.xmpuzzle", tc.src)
			runtime.ReadMemStats(&after)
			if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
				t.Errorf("Read: %v\nwant %s", err, tc.want)
			}
			// All it allocated, which bounds the most it held.
			if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 128<<20 {
				t.Errorf("Read allocated %d bytes, want at most 128 MiB", alloc)
			}
		})
	}
}
