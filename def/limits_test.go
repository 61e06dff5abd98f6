package def

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"testing"

	"polyplay/solver"
	"polyplay/solver/puzzle"
)

// repeatRead is the most bytes a repeat gives at a read (or one body,
// if longer).
const repeatRead = 4096

// repeat is an io.Reader of head, then body n times (n < 0: for ever),
// then tail, made as it is read: a hostile input of any size costs the
// test no memory.
type repeat struct {
	head, body, tail string
	n                int
	buf              string
}

func (r *repeat) Read(p []byte) (int, error) {
	for r.buf == "" {
		switch {
		case r.head != "":
			r.buf, r.head = r.head, ""
		case r.n != 0:
			r.buf = strings.Repeat(r.body, max(1, repeatRead/max(len(r.body), 1)))
			if r.n > 0 {
				k := min(r.n, max(1, repeatRead/max(len(r.body), 1)))
				r.buf, r.n = strings.Repeat(r.body, k), r.n-k
			}
		case r.tail != "":
			r.buf, r.tail = r.tail, ""
		default:
			return 0, io.EOF
		}
	}
	n := copy(p, r.buf)
	r.buf = r.buf[n:]
	return n, nil
}

// counting counts the bytes read from r.
type counting struct {
	r io.Reader
	n int64
}

func (c *counting) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

// TestLimits checks that hostile definitions, read as a stream (the
// command line) and whole (the page), stop at the first excess with its
// line and column, having read no more than the excess needs: endless
// zeros, an endless line, a million pieces, endless blank lines.
func TestLimits(t *testing.T) {
	const box = "D:xDim=10:yDim=6:zDim=1\n"
	manyPieces := &repeat{head: box}
	var sb strings.Builder
	for i := range MaxPieces + 1 {
		fmt.Fprintf(&sb, "C:name=P%d:layout=%d 0 0\n", i, i%64)
	}
	manyPieces.tail = sb.String()
	layoutRow := strings.Repeat("A ", 64) + "\n"
	layoutRows := &repeat{head: box + "L\n", body: layoutRow, n: -1}
	rowsToExcess := puzzle.MaxPieceCells/64 + 1
	for _, tc := range []struct {
		name string
		src  io.Reader
		err  string
		// stream is the stream's error where it differs (MaxText counts
		// each puzzle of a stream).
		stream string
		// most bounds the bytes read.
		most int64
	}{
		{"zeros", &repeat{body: "\x00", n: -1}, "h.txt:1:1: found a NUL byte: a definition is text, and this file is not (a binary file?)", "", MaxLine + 2},
		{"zeros after a line", &repeat{head: "# x\n", body: "\x00", n: -1}, "h.txt:2:1: found a NUL byte", "", MaxLine + 6},
		{"an endless line", &repeat{head: box, body: "C:name=A:layout=0 0 0, ", n: -1},
			fmt.Sprintf("h.txt:2:%d: the line is longer than %s, the most a line of a definition may hold", MaxLine+1, Bytes(MaxLine)), "", MaxLine + 2 + int64(len(box))},
		{"a line one byte too long", &repeat{body: "#", n: MaxLine + 1, tail: "\n"}, fmt.Sprintf("h.txt:1:%d: the line is longer than %s", MaxLine+1, Bytes(MaxLine)), "", MaxLine + 2},
		{"a million C lines of one name", &repeat{head: box, body: "C:name=P:layout=0 0 0\n", n: 1_000_000}, "h.txt:3:8: piece P is already defined at line 2", "", 1 << 13},
		{"more pieces than cells", manyPieces, fmt.Sprintf("h.txt:%d:8: the puzzle has more than %d pieces, the most a box of %d cells can hold", MaxPieces+2, MaxPieces, puzzle.MaxCells), "", MaxText},
		// Rows of 64 cells: the excess is on the row after
		// MaxPieceCells/64 of them, read with at most one more of the
		// repeat's reads.
		{"endless layout rows", layoutRows, fmt.Sprintf("h.txt:%d:1: piece A has more than %d cells", rowsToExcess+2, puzzle.MaxPieceCells), "", int64(len(box)+2+rowsToExcess*len(layoutRow)) + repeatRead},
		{"endless blank lines", &repeat{body: "\n", n: -1},
			"h.txt:16385:1: the definition has more than 16,384 lines, the most Polyplay reads at once",
			"h.txt:16385:1: this puzzle's text, from the end of the puzzle before it, has more than 16,384 lines, the most of one puzzle", MaxLines + MaxLine + 2},
		{"endless long lines", &repeat{body: strings.Repeat("#", 1023) + "\n", n: -1},
			"h.txt:1025:1: the definition is longer than 1 MiB (1,048,576 bytes), the most Polyplay reads at once",
			"h.txt:1025:1: this puzzle's text, from the end of the puzzle before it, is longer than 1 MiB (1,048,576 bytes), the most of one puzzle", MaxText + MaxLine + 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := &counting{r: tc.src}
			r := NewReader("h.txt", in)
			var err error
			for err == nil {
				_, err = r.Next()
			}
			want := tc.err
			if tc.stream != "" {
				want = tc.stream
			}
			if errors.Is(err, io.EOF) || !strings.HasPrefix(err.Error(), want) {
				t.Errorf("stream: %v\nwant %s", err, want)
			}
			if _, ok := err.(*Error); !ok {
				t.Errorf("stream: an error of type %T, want *Error", err)
			}
			if in.n > tc.most {
				t.Errorf("stream: read %d bytes before the error, want at most %d", in.n, tc.most)
			}
		})
	}
}

// TestLimitsWhole checks Parse's limits on a whole text, and that the
// page's check of a text's length (CheckText) says what Parse says.
func TestLimitsWhole(t *testing.T) {
	ten := "D:xDim=2:yDim=1:zDim=1\nL\nA A\n~L\n~D\n"
	var big strings.Builder
	big.WriteString("D:xDim=64:yDim=64:zDim=1\n")
	pieces := puzzle.MaxCells/64 + 1 // of 64 cells: the last is the excess
	for i := range pieces {
		fmt.Fprintf(&big, "C:name=P%d:layout=%s\n", i, manyCells(64))
	}
	for _, tc := range []struct {
		name, src, err string
	}{
		{"more cells than a box", big.String(), fmt.Sprintf("h.txt:%d:%d: the pieces have more than %d cells, the most a box holds", pieces+1, len(fmt.Sprintf("C:name=P%d:layout=", pieces-1))+1, puzzle.MaxCells)},
		{"a text one byte too long", strings.Repeat(strings.Repeat("#", 1023)+"\n", 1024) + "#", "h.txt:1025:1: the definition is longer than 1 MiB (1,048,576 bytes), the most Polyplay reads at once"},
		{"a text one line too long", strings.Repeat("\n", MaxLines) + "#", "h.txt:16385:1: the definition has more than 16,384 lines, the most Polyplay reads at once"},
		{"a long line in the middle", ten + strings.Repeat("x", MaxLine+1) + "\n" + ten, fmt.Sprintf("h.txt:6:%d: the line is longer than %s", MaxLine+1, Bytes(MaxLine))},
		{"a NUL after text", "# fine\n#\x00", "h.txt:2:2: found a NUL byte"},
		{"a line of MaxLine bytes and CRLF", strings.Repeat("#", MaxLine) + "\r\n", "h.txt:1:1: no puzzle found"},
		{"endless layout rows", "D:xDim=2:yDim=1:zDim=1\nL\n" + strings.Repeat(".\n", MaxCoord+1), fmt.Sprintf("h.txt:%d:1: layout has more than %d rows", MaxCoord+3, MaxCoord)},
		{"the pieces' cells", "D:xDim=64:yDim=64:zDim=1\nL\n" + strings.Repeat(strings.Repeat("A ", 64)+"\n", pieces) + "~L\n~D\n", fmt.Sprintf("h.txt:%d:1: piece A has more than %d cells", pieces+2, puzzle.MaxPieceCells)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse("h.txt", []byte(tc.src))
			if err == nil || !strings.HasPrefix(err.Error(), tc.err) {
				t.Errorf("Parse: %v\nwant %s", err, tc.err)
			}
		})
	}
	// CheckText says what Parse says, without the position.
	kib := strings.Repeat(strings.Repeat("#", 1023)+"\n", 1024)
	for _, text := range []string{
		kib, kib + "#",
		strings.Repeat("\n", MaxLines), strings.Repeat("\n", MaxLines) + "#", strings.Repeat("\n", MaxLines+1),
	} {
		_, perr := Parse("big.txt", []byte(text))
		var want string
		if e, ok := perr.(*Error); ok && strings.HasSuffix(e.Msg, "the most Polyplay reads at once") {
			want = "big.txt: " + e.Msg
		}
		if err := CheckText("big.txt", text); fmt.Sprint(err) != want && (err != nil || want != "") {
			t.Errorf("CheckText of %d bytes, %d line ends: %v, want %q (Parse: %v)", len(text), strings.Count(text, "\n"), err, want, perr)
		}
	}
	if err := CheckText("big.txt", strings.Repeat("#", MaxText+1)); err == nil || err.Error() != "big.txt: the definition is longer than 1 MiB (1,048,576 bytes), the most Polyplay reads at once" {
		t.Errorf("CheckText(MaxText+1 bytes): %v", err)
	}
	// A stream's limit is each puzzle's: many puzzles, together longer
	// than MaxText, are read.
	one := ten + strings.Repeat("# a comment to make the puzzle longer\n", 1000)
	n := MaxText/len(one) + 2
	r := NewReader("many.txt", strings.NewReader(strings.Repeat(one, n)))
	got := 0
	for {
		_, err := r.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("puzzle %d: %v", got+1, err)
		}
		got++
	}
	if got != n {
		t.Errorf("read %d puzzles of a %d-byte stream, want %d", got, n*len(one), n)
	}
}

// TestBytes checks how sizes are said.
func TestBytes(t *testing.T) {
	for n, want := range map[int]string{
		0: "0 bytes", 999: "999 bytes", 1000: "1,000 bytes", 1 << 10: "1 KiB (1,024 bytes)",
		64 << 10: "64 KiB (65,536 bytes)", MaxText: "1 MiB (1,048,576 bytes)", 1<<20 + 1: "1,048,577 bytes",
		MaxBurrBytes: "16 MiB (16,777,216 bytes)",
	} {
		if got := Bytes(n); got != want {
			t.Errorf("Bytes(%d) = %q, want %q", n, got, want)
		}
	}
}

// TestLimitsDocumented checks docs/format.md's table of limits against
// the constants it names, and its -j against solver.MaxJobs.
func TestLimitsDocumented(t *testing.T) {
	b, err := os.ReadFile("../docs/format.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	want := map[string]string{
		"def.MaxLine": Bytes(MaxLine), "def.MaxText": Bytes(MaxText), "def.MaxLines": thousands(MaxLines),
		"puzzle.MaxCells": thousands(puzzle.MaxCells), "puzzle.MaxPieceCells": thousands(puzzle.MaxPieceCells),
		"def.MaxPieces": thousands(MaxPieces), "def.MaxCoord": thousands(MaxCoord),
		"def.MaxBurrBytes": Bytes(MaxBurrBytes), "def.MaxBurrElements": thousands(MaxBurrElements), "def.MaxBurrCells": thousands(MaxBurrCells),
	}
	seen := map[string]bool{}
	for _, line := range strings.Split(doc, "\n") {
		cells := strings.Split(line, "|")
		if len(cells) != 5 {
			continue
		}
		name := strings.Trim(strings.TrimSpace(cells[3]), "`")
		w, ok := want[name]
		if !ok {
			continue
		}
		seen[name] = true
		if got := strings.TrimSpace(cells[2]); got != w {
			t.Errorf("docs/format.md gives %s as %q, want %q", name, got, w)
		}
	}
	for name := range want {
		if !seen[name] {
			t.Errorf("docs/format.md's table of limits has no row for %s", name)
		}
	}
	if s := fmt.Sprintf("`-j` runs\nat most %d goroutines", solver.MaxJobs); !strings.Contains(doc, s) {
		t.Errorf("docs/format.md does not say %q", s)
	}
}
