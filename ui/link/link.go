// Package link encodes and decodes Polyplay's share links: the URL
// fragment that carries a puzzle (a library key or the definition itself),
// the solver options, a chosen solution and the animation state, or a
// position of Play mode, so that the playground and the embed page can
// reproduce a view on another machine, offline or from a static host.
//
// Decoding is a pure function of the fragment (Parse): it never panics,
// never trusts the link, checks every value against the limits the
// playground's form applies (the solver options with the solver's own
// argument parser), and reports every problem as an error naming the part
// of the link at fault. Repair turns a damaged fragment (a link cut inside
// a %-escape) into one a URL parser accepts, so that the page can load
// and say what went wrong.
package link

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"polyplay/def"
	"polyplay/solver"
	"polyplay/solver/flags"
	"polyplay/solver/puzzle"
	"polyplay/solver/verify"
	"polyplay/trace"
	"polyplay/ui/player"
)

// Share links. A share link's URL fragment holds everything needed to
// reproduce a view on another machine, offline or from a static host: the
// puzzle (a library key, or the definition text compressed), the solver
// options, and optionally a chosen solution (its cells, compressed, so that
// nothing needs solving) and the animation state. The fragment is a query
// string, so its keys p, i, o and k are the ones the playground's own
// address uses:
//
//	z  the link format's version (Version; a link without z is version 1,
//	   as made before the key existed, and reads the same way)
//	p  library key, or "custom" for a definition given in d
//	d  the definition: raw DEFLATE, then base64url without padding
//	f  the definition's file name (custom definitions)
//	i  the puzzle within the definition, from 1
//	o  solver options, the command-line flags separated by spaces
//	k  number of solutions kept with cells
//	s  the chosen solution's number in the run, from 1
//	c  the chosen solution: per box cell (x fastest, then y, then z) the
//	   number from 1 of the mobile piece covering it (in definition
//	   order) or 0, as unsigned varints, DEFLATE, base64url
//	a  assembly order (bottom-up, left-right, listed; or, where the
//	   pieces slide, apart: taken apart by sliding them, as BurrTools
//	   takes an assembly apart, and together: slid together)
//	t  animation step; r speed in steps per second; l=0 no looping;
//	   g=1 the animation plays on opening (absent or 0: it waits at t).
//	   A link with a solution always gives t; one without t was made
//	   when links left out the first step, and opens on what it showed
//	   (see LastStep)
//	v  view: 2d or 3d
//	w, h  embed size in CSS pixels
//
// A link writes its keys in the order of keys (z and p first, d and c,
// the long values, last), so that a link cut short keeps its puzzle and
// settings; the order is not part of the format.
//
// Decoding never trusts the link: sizes are bounded before and after
// decompression, every number is range-checked (the solver options as the
// form checks them, see CheckArgs), and unknown keys are ignored. Nothing from a link is inserted into the page as markup: the
// definition goes into the editor as text and names are shown as text.

// Version is the link format this package writes. It reads every version
// from 1 to Version; a link from a later version is refused with a
// message saying so.
const Version = 2

// Share link limits.
const (
	// MaxFragment bounds the length of a share link's fragment.
	MaxFragment = 256 << 10
	// MaxSharedDefinition bounds a definition's size after
	// decompression: the most definition text Polyplay reads at once.
	MaxSharedDefinition = def.MaxText
	// MaxPuzzleIndex bounds the puzzle number within a definition.
	MaxPuzzleIndex = 1000
	// MaxEmbedSize bounds the embed width and height in CSS pixels.
	MaxEmbedSize = 4000
	// MinEmbedSize is the smallest embed width and height.
	MinEmbedSize = 100
	// maxSolutionNumber bounds the chosen solution's number.
	maxSolutionNumber = 1 << 40
)

// Limits of the solver options a link may preset, beyond what the
// solver's own argument parser checks: the playground's form offers the
// same ranges.
const (
	// MaxTrials bounds the Monte Carlo estimate's trials (-s TRIALS).
	MaxTrials = 1_000_000_000
	// MaxPieceCount bounds every option counted in remaining pieces
	// (-V N, -v, -p, -P, -f, --split, the R of -s TRIALS,R).
	MaxPieceCount = 10000
	// MaxMemo bounds the memo of dead ends' piece count (-m N).
	MaxMemo = 64
	// MaxSeconds bounds the time limit (--time) in seconds.
	MaxSeconds = 1 << 31
)

// CheckArgs parses solver options as flags.ParseArgs does (which checks
// each option's syntax and lower bounds; the rest are the non-option
// arguments) and checks them against the form's upper limits. The
// playground's options field and its address use it too, so that a link
// and the form accept the same values. A value out of range is an error,
// never clamped.
func CheckArgs(args []string) (solver.Options, []string, error) {
	o, rest, err := flags.ParseArgs(args)
	if err != nil {
		return o, rest, err
	}
	return o, rest, checkLimits(o)
}

// Args splits the solver options of a link (its o value) into flags.
// Links hold the canonical flags of flags.Args, which never hold
// polycube 1.2.1's -m N (MCH: ParseArgs turns it into -f and -o), so a -mN
// in a link is the memo of dead ends in the spelling links had before the
// memo became --memo=N; it is read as --memo=N, and old links keep opening
// as they were made.
func Args(o string) []string {
	words := strings.Fields(o)
	for i, w := range words {
		if n, ok := strings.CutPrefix(w, "-m"); ok && n != "" && strings.Trim(n, "0123456789") == "" {
			words[i] = "--memo=" + n
		}
	}
	return words
}

// checkLimits checks parsed options against the form's upper limits.
func checkLimits(o solver.Options) error {
	over := func(what string, v, limit int64) error {
		return fmt.Errorf("%s %d is more than %d", what, v, limit)
	}
	pieces := []struct {
		what string
		v    int
	}{
		{"the volume filter's repeat (-V N)", o.VolumeFilterRepeat},
		{"the volume trigger (-v)", o.VolumeTrigger},
		{"the parity trigger (-p)", o.ParityTrigger},
		{"the parity filter (-P)", o.ParityFilter},
		{"the split level (--split)", o.Split},
		{"the Monte Carlo trials' remaining pieces (-s N,R)", o.MCRemaining},
	}
	for _, f := range o.Fila {
		pieces = append(pieces, struct {
			what string
			v    int
		}{"the FILA threshold (-f)", f})
	}
	for _, p := range pieces {
		if p.v > MaxPieceCount {
			return over(p.what, int64(p.v), MaxPieceCount)
		}
	}
	switch {
	case o.MCTrials > MaxTrials:
		return over("the number of Monte Carlo trials (-s)", o.MCTrials, MaxTrials)
	case o.Memo > MaxMemo:
		return over("the memo's piece count (-m)", int64(o.Memo), MaxMemo)
	case o.TimeLimit > MaxSeconds*time.Second:
		return fmt.Errorf("the time limit (--time) %v is more than %d seconds", o.TimeLimit, int64(MaxSeconds))
	}
	return nil
}

// customPuzzle is the p value of a definition carried in the link (the
// playground's name for an edited definition).
const customPuzzle = "custom"

// Views of a shared puzzle.
const (
	View2D = "2d"
	View3D = "3d"
)

// Share is the state a share link carries.
type Share struct {
	// Key is the library puzzle, "" for a custom definition.
	Key string
	// Source is a custom definition's text. A link with p=custom and no
	// definition leaves it empty (the playground then uses the definition
	// saved in the browser).
	Source string
	// FileName names a custom definition ("" for the default).
	FileName string
	// Index selects the puzzle within the definition, from 0.
	Index int
	// Args are the solver options as command-line flags.
	Args []string
	// Keep is the number of solutions kept with cells, 0 for the default.
	Keep int
	// Solution is the chosen solution's number in its run, from 1; 0 if
	// none is chosen.
	Solution int64
	// Cells is the chosen solution, nil if none: for each box cell in x,
	// y, z order the number (from 1) of the mobile piece covering it in
	// definition order, or 0. See EncodeSolution and Share.SolutionFor.
	Cells []int
	// Colours are the chosen solution's constraint colours, nil if it
	// carries none: for each box cell in x, y, z order the colour of the
	// piece's cell on it (solver.Placement.Colours), or 0; which way
	// round each coloured piece lies. See EncodeColours.
	Colours []int
	// Order is the assembly animation's order ("" for the default).
	Order player.Order
	// Step is the animation position (see LastStep); Speed its speed in
	// steps per second (0 for the default); NoLoop stops at the end
	// instead of looping; Playing starts the animation from Step when the
	// link is opened.
	Step    int
	Speed   float64
	NoLoop  bool
	Playing bool
	// View is View2D, View3D or "" (the default for the puzzle).
	View string
	// Width and Height are the embed's size in CSS pixels (0: default).
	Width, Height int
	// Play is a position of Play mode (ui/play's share code), "" if
	// none: the link opens the puzzle in Play mode with those pieces
	// placed. The code is checked against the puzzle when it is played.
	// Parse leaves out a position that is not a code at all (empty, too
	// long, other characters) without an error for the link: Play mode
	// says what is wrong with it (PlayCode gives it as the link has it,
	// and ui/play.DecodePosition's error why it is damaged).
	Play string
}

// Fragment encodes s as a URL fragment (without "#").
func (s Share) Fragment() string {
	v := values{}
	v.Set("z", strconv.Itoa(Version))
	if s.Key != "" {
		v.Set("p", s.Key)
	} else {
		v.Set("p", customPuzzle)
		if s.Source != "" {
			v.Set("d", packShare([]byte(s.Source)))
		}
		if s.FileName != "" {
			v.Set("f", s.FileName)
		}
	}
	if s.Index > 0 {
		v.Set("i", strconv.Itoa(s.Index+1))
	}
	if len(s.Args) > 0 {
		v.Set("o", strings.Join(s.Args, " "))
	}
	if s.Keep > 0 {
		v.Set("k", strconv.Itoa(s.Keep))
	}
	if s.Solution > 0 {
		v.Set("s", strconv.FormatInt(s.Solution, 10))
	}
	if s.Cells != nil {
		var b []byte
		for _, c := range s.Cells {
			b = binary.AppendUvarint(b, uint64(max(c, 0)))
		}
		v.Set("c", packShare(b))
		if s.Colours != nil {
			b = b[:0]
			for _, c := range s.Colours {
				b = binary.AppendUvarint(b, uint64(max(c, 0)))
			}
			v.Set("u", packShare(b))
		}
	}
	if s.Order != "" {
		v.Set("a", string(s.Order))
	}
	if s.Step > 0 || s.Cells != nil {
		v.Set("t", strconv.Itoa(s.Step))
	}
	if s.Speed > 0 {
		v.Set("r", strconv.FormatFloat(s.Speed, 'g', 4, 64))
	}
	if s.NoLoop {
		v.Set("l", "0")
	}
	if s.Playing {
		v.Set("g", "1")
	}
	if s.View != "" {
		v.Set("v", s.View)
	}
	if s.Width > 0 {
		v.Set("w", strconv.Itoa(s.Width))
	}
	if s.Height > 0 {
		v.Set("h", strconv.Itoa(s.Height))
	}
	if s.Play != "" {
		v.Set("y", s.Play)
	}
	return v.EncodeFirst(keys)
}

// packShare compresses b with DEFLATE and encodes it as unpadded base64url.
func packShare(b []byte) string {
	var buf bytes.Buffer
	w, _ := flate.NewWriter(&buf, flate.BestCompression) // only fails for a bad level
	w.Write(b)
	w.Close()
	return base64.RawURLEncoding.EncodeToString(buf.Bytes())
}

// unpackShare reverses pack, refusing output larger than limit bytes.
func unpackShare(s string, limit int) ([]byte, error) {
	raw, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil {
		return nil, errors.New("it is not valid base64url")
	}
	r := flate.NewReader(bytes.NewReader(raw))
	defer r.Close()
	out, err := io.ReadAll(io.LimitReader(r, int64(limit)+1))
	if err != nil {
		return nil, errors.New("it is not valid compressed data (the link may be cut short)")
	}
	if len(out) > limit {
		return nil, fmt.Errorf("it expands to more than %d bytes", limit)
	}
	return out, nil
}

// CheckLength returns the error of a share link's fragment (without its
// "#") longer than MaxFragment, which no reader of links reads further,
// or nil.
func CheckLength(fragment string) error {
	if len(fragment) > MaxFragment {
		return fmt.Errorf("share link: the link is too long (%d characters; at most %d)", len(fragment), MaxFragment)
	}
	return nil
}

// Parse decodes a share link's fragment (with or without the leading
// "#", escaped or not). It is a pure function and never panics. Every
// problem is reported in the error, naming the part of the link at fault;
// the returned Share then holds the parts that could be read (the puzzle
// is only set if it could be read). A link cut inside a %-escape is
// reported as cut (see Damage), and nothing of it is read.
func Parse(fragment string) (Share, error) {
	s, _, err := parse(fragment, checkOptions)
	return s, err
}

// ParseView is Parse for a program that shows a link's solution and
// never runs the solver (the embed): the solver options (o) are kept as
// the link has them, unchecked, so that such a program links no parser
// of options; the playground checks them where the link opens there.
func ParseView(fragment string) (Share, error) {
	s, _, err := parse(fragment, nil)
	return s, err
}

// checkOptions checks a link's solver options (CheckArgs), which give
// only options.
func checkOptions(args []string) error {
	if _, rest, err := CheckArgs(args); err != nil {
		return err
	} else if len(rest) > 0 {
		return fmt.Errorf("unexpected argument %q (a link gives only options)", clipValue(rest[0]))
	}
	return nil
}

// parse is Parse, also returning the keys of the parameters it found
// bad (the whole fragment's when it could not read it at all: nil); the
// solver options are checked by check, kept unchecked if it is nil.
func parse(fragment string, check func(args []string) error) (Share, map[string]bool, error) {
	fragment = strings.TrimPrefix(fragment, "#")
	if err := CheckLength(fragment); err != nil {
		return Share{}, nil, err
	}
	if i := Damage(fragment); i >= 0 {
		return Share{}, nil, fmt.Errorf("share link: the link is cut or damaged (a broken %%-escape at character %d of %d): was it copied completely?", i+1, len(fragment))
	}
	v, err := parseQuery(fragment)
	if err != nil {
		return Share{}, nil, errors.New("share link: the link is malformed; was it copied completely?")
	}
	var s Share
	var errs []error
	badKeys := map[string]bool{}
	bad := func(key, what, format string, args ...any) {
		badKeys[key] = true
		errs = append(errs, fmt.Errorf("share link: %s: %s", what, fmt.Sprintf(format, args...)))
	}
	switch z := v.Get("z"); z {
	case "", "1", "2":
	default:
		n, err := strconv.Atoi(z)
		if err != nil || n < 1 {
			return Share{}, nil, fmt.Errorf("share link: format version %q is not a version number", clipValue(z))
		}
		return Share{}, nil, fmt.Errorf("share link: the link was made by a newer Polyplay (format %d; this one reads formats 1 to %d): open it there", n, Version)
	}
	switch key := v.Get("p"); {
	case key == "" && v.Get("d") == "":
		bad("p", "puzzle", "the link names no puzzle")
	case key == "" || key == customPuzzle:
		if d := v.Get("d"); d == "" && v.Has("d") {
			bad("d", "definition", "it is empty (the link may be cut short)")
		} else if d != "" {
			src, err := unpackShare(d, MaxSharedDefinition)
			if err != nil {
				bad("d", "definition", "%v", err)
			} else {
				s.Source = string(src)
			}
		}
		s.FileName = CleanName(v.Get("f"))
	default:
		if _, ok := def.Lookup(key); !ok {
			bad("p", "puzzle", "there is no puzzle %q in the library", clipValue(key))
		} else {
			s.Key = key
		}
	}
	num := func(key, what string, lo, hi int64) (int64, bool) {
		str := v.Get(key)
		if str == "" {
			return 0, false
		}
		n, err := strconv.ParseInt(str, 10, 64)
		if err != nil || n < lo || n > hi {
			bad(key, what, "%q is not a whole number from %d to %d", clipValue(str), lo, hi)
			return 0, false
		}
		return n, true
	}
	if n, ok := num("i", "puzzle number", 1, MaxPuzzleIndex); ok {
		s.Index = int(n) - 1
	}
	if o := v.Get("o"); o != "" {
		args := Args(o)
		if check == nil {
			s.Args = args
		} else if err := check(args); err != nil {
			bad("o", "solver options", "%v", err)
		} else {
			s.Args = args
		}
	}
	if n, ok := num("k", "kept solutions", 1, maxKeep); ok {
		s.Keep = int(n)
	}
	if n, ok := num("s", "solution number", 1, maxSolutionNumber); ok {
		s.Solution = n
	}
	if c := v.Get("c"); c == "" && v.Has("c") {
		bad("c", "solution", "it is empty (the link may be cut short)")
	} else if c != "" {
		cells, err := unpackCells(c)
		if err != nil {
			bad("c", "solution", "%v", err)
		} else {
			s.Cells = cells
		}
	}
	if u := v.Get("u"); v.Has("u") {
		colours, err := unpackColours(u)
		switch {
		case err != nil:
			bad("u", "solution's colours", "%v", err)
		case s.Cells == nil:
			bad("u", "solution's colours", "the link holds no solution")
		case len(colours) != len(s.Cells):
			bad("u", "solution's colours", "%d colours for a solution of %d cells", len(colours), len(s.Cells))
		default:
			s.Colours = colours
		}
	}
	if a := v.Get("a"); a != "" {
		o, err := player.ParseOrder(a)
		if err != nil {
			bad("a", "animation", "unknown assembly order %q", clipValue(a))
		} else {
			s.Order = o
		}
	}
	if n, ok := num("t", "animation step", 0, trace.MaxWindow); ok {
		s.Step = int(n)
	} else if !v.Has("t") && s.Cells != nil && !v.Has("w") && !v.Has("h") {
		s.Step = LastStep(s.Cells)
	}
	if str := v.Get("r"); str != "" {
		r, err := strconv.ParseFloat(str, 64)
		if err != nil || !(r >= player.MinSpeed && r <= player.MaxSpeed) {
			bad("r", "animation speed", "%q is not a number of steps per second from %g to %g", clipValue(str), player.MinSpeed, float64(player.MaxSpeed))
		} else {
			s.Speed = r
		}
	}
	switch l := v.Get("l"); l {
	case "", "1":
	case "0":
		s.NoLoop = true
	default:
		bad("l", "looping", "%q is not 0 or 1", clipValue(l))
	}
	switch g := v.Get("g"); g {
	case "", "0":
	case "1":
		s.Playing = true
	default:
		bad("g", "playing", "%q is not 0 or 1", clipValue(g))
	}
	switch view := v.Get("v"); view {
	case "", View2D, View3D:
		s.View = view
	default:
		bad("v", "view", "%q is not 2d or 3d", clipValue(view))
	}
	if n, ok := num("w", "width", MinEmbedSize, MaxEmbedSize); ok {
		s.Width = int(n)
	}
	if n, ok := num("h", "height", MinEmbedSize, MaxEmbedSize); ok {
		s.Height = int(n)
	}
	if y := v.Get("y"); playCode(y) {
		s.Play = y
	}
	return s, badKeys, errors.Join(errs...)
}

// LastStep returns the last step of the animation of a shared solution
// given by its Cells (see Share): the number of pieces it places, the
// solution assembled. A link with a solution but no step (t) opens there:
// links left the step out at the first position, and the playground then
// showed the whole solution. An embed's link (with w or h) without a step
// opens at the first step, where the embed page always started.
func LastStep(cells []int) int {
	seen := map[int]bool{}
	for _, c := range cells {
		if c > 0 {
			seen[c] = true
		}
	}
	return len(seen)
}

// unpackCells decodes the c parameter.
func unpackCells(c string) ([]int, error) {
	cells, err := unpackNumbers(c, solver.MaxCells, "a piece number")
	if err == nil && len(cells) == 0 {
		return nil, errors.New("it is empty")
	}
	return cells, err
}

// unpackColours decodes the u parameter.
func unpackColours(u string) ([]int, error) {
	if u == "" {
		return nil, errors.New("it is empty (the link may be cut short)")
	}
	return unpackNumbers(u, puzzle.MaxColour, fmt.Sprintf("a colour (0 to %d)", puzzle.MaxColour))
}

// unpackNumbers decodes a packed list of at most solver.MaxCells whole
// numbers (a value of c or u), each at most top (what names one).
func unpackNumbers(c string, top uint64, what string) ([]int, error) {
	b, err := unpackShare(c, binary.MaxVarintLen32*solver.MaxCells)
	if err != nil {
		return nil, err
	}
	var out []int
	for len(b) > 0 {
		v, n := binary.Uvarint(b)
		if n <= 0 || v > top {
			return nil, fmt.Errorf("it holds %s out of range", what)
		}
		if len(out) == solver.MaxCells {
			return nil, fmt.Errorf("it has more than %d cells", solver.MaxCells)
		}
		out = append(out, int(v))
		b = b[n:]
	}
	return out, nil
}

// Damage returns the byte offset of the first broken %-escape in a
// fragment (a '%' not followed by two hexadecimal digits), or -1 if there
// is none: the mark of a link cut short, which Go's URL parser (and with
// it go-app's navigation) refuses.
func Damage(fragment string) int {
	for i := 0; i < len(fragment); i++ {
		if fragment[i] == '%' && (i+2 >= len(fragment) || !isHex(fragment[i+1]) || !isHex(fragment[i+2])) {
			return i
		}
	}
	return -1
}

// Repair returns fragment with every broken %-escape's '%' escaped as
// "%25", so that url.Parse accepts an address ending in "#"+fragment, and
// whether it changed anything. The repaired fragment is only good for
// keeping the page alive: the page reads the original one, and reports it
// as damaged.
func Repair(fragment string) (string, bool) {
	if Damage(fragment) < 0 {
		return fragment, false
	}
	var b strings.Builder
	for i := 0; i < len(fragment); i++ {
		if fragment[i] == '%' && (i+2 >= len(fragment) || !isHex(fragment[i+1]) || !isHex(fragment[i+2])) {
			b.WriteString("%25")
			continue
		}
		b.WriteByte(fragment[i])
	}
	return b.String(), true
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// UnpackDefinition decodes a definition carried in a link's d parameter.
func UnpackDefinition(d string) ([]byte, error) {
	return unpackShare(d, MaxSharedDefinition)
}

// clipValue shortens a value from a link for an error message.
func clipValue(s string) string {
	if r := []rune(s); len(r) > 40 {
		return string(r[:40]) + "…"
	}
	return s
}

// CleanName keeps a file name from a link short and printable.
func CleanName(s string) string {
	s = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) || r == '/' || r == '\\' {
			return -1
		}
		return r
	}, s)
	if r := []rune(s); len(r) > 80 {
		s = string(r[:80])
	}
	return strings.TrimSpace(s)
}

// Puzzle returns the shared puzzle: the library entry's, or the custom
// definition's, and the puzzle Index within it.
func (s Share) Puzzle() (*def.Puzzle, error) {
	var src, name string
	if s.Key != "" {
		e, ok := def.Lookup(s.Key)
		if !ok {
			return nil, fmt.Errorf("there is no puzzle %q in the library", s.Key)
		}
		src, name = e.Source, s.Key+".txt"
	} else {
		if s.Source == "" {
			return nil, errors.New("the link holds no definition")
		}
		src, name = s.Source, s.FileName
		if name == "" {
			name = "shared.txt"
		}
	}
	ps, err := def.Parse(name, []byte(src))
	if err != nil {
		return nil, err
	}
	if s.Index < 0 || s.Index >= len(ps) {
		return nil, fmt.Errorf("the definition holds %d puzzles; there is no puzzle number %d", len(ps), s.Index+1)
	}
	if err := ps[s.Index].Validate(); err != nil {
		return nil, err
	}
	return ps[s.Index], nil
}

// EncodeSolution returns the Cells of solution sol of p: for each cell of
// the box the number, from 1, of the mobile piece covering it (in
// definition order), or 0.
func EncodeSolution(p *solver.Problem, sol solver.Solution) ([]int, error) {
	num := map[string]int{}
	for _, pc := range p.Pieces {
		if !pc.Stationary {
			num[pc.Name] = len(num) + 1
		}
	}
	cells := make([]int, p.XDim*p.YDim*p.ZDim)
	for _, pl := range sol.Placements {
		n, ok := num[pl.Piece]
		if !ok {
			return nil, fmt.Errorf("the solution places %q, which is not a mobile piece of the puzzle", pl.Piece)
		}
		for _, c := range pl.Cells {
			if c.X < 0 || c.Y < 0 || c.Z < 0 || c.X >= p.XDim || c.Y >= p.YDim || c.Z >= p.ZDim {
				return nil, fmt.Errorf("piece %s covers (%v), outside the box", pl.Piece, c)
			}
			cells[(c.Z*p.YDim+c.Y)*p.XDim+c.X] = n
		}
	}
	return cells, nil
}

// EncodeColours returns the Colours of solution sol of p (checked by
// EncodeSolution): for each cell of the box the constraint colour of the
// piece's cell on it, or 0; nil if no placement of sol carries colours.
func EncodeColours(p *solver.Problem, sol solver.Solution) []int {
	var out []int
	for _, pl := range sol.Placements {
		for k, c := range pl.Colours {
			if k >= len(pl.Cells) {
				break
			}
			if out == nil {
				out = make([]int, p.XDim*p.YDim*p.ZDim)
			}
			if pt := pl.Cells[k]; pt.X >= 0 && pt.Y >= 0 && pt.Z >= 0 && pt.X < p.XDim && pt.Y < p.YDim && pt.Z < p.ZDim {
				out[(pt.Z*p.YDim+pt.Y)*p.XDim+pt.X] = c
			}
		}
	}
	return out
}

// SolutionFor returns the shared solution as a solution of p, checked
// with verify.Solution. Where the link carries the solution's colours
// (Colours), the placements of p's coloured pieces carry them, as the
// solver gives them (where p's colours count).
func (s Share) SolutionFor(p *solver.Problem) (solver.Solution, error) {
	if s.Cells == nil {
		return solver.Solution{}, errors.New("the link holds no solution")
	}
	if n := p.XDim * p.YDim * p.ZDim; len(s.Cells) != n {
		return solver.Solution{}, fmt.Errorf("the link's solution has %d cells but the puzzle's box has %d", len(s.Cells), n)
	}
	var mobile []string
	for _, pc := range p.Pieces {
		if !pc.Stationary {
			mobile = append(mobile, pc.Name)
		}
	}
	by := make([][]solver.Point, len(mobile))
	for i, n := range s.Cells {
		if n == 0 {
			continue
		}
		if n > len(mobile) {
			return solver.Solution{}, fmt.Errorf("the link's solution names piece number %d but the puzzle has %d pieces", n, len(mobile))
		}
		x, y, z := i%p.XDim, i/p.XDim%p.YDim, i/(p.XDim*p.YDim)
		by[n-1] = append(by[n-1], solver.Point{X: x, Y: y, Z: z})
	}
	coloured := map[string]bool{}
	if s.Colours != nil && p.Constrains() {
		for _, pc := range p.Pieces {
			coloured[pc.Name] = !pc.Stationary && slices.ContainsFunc(pc.Colours, func(c int) bool { return c != 0 })
		}
	}
	var sol solver.Solution
	for i, name := range mobile {
		if len(by[i]) > 0 {
			pl := solver.Placement{Piece: name, Cells: by[i]}
			if coloured[name] {
				pl.Colours = make([]int, len(by[i]))
				for k, c := range by[i] {
					pl.Colours[k] = s.Colours[(c.Z*p.YDim+c.Y)*p.XDim+c.X]
				}
			}
			sol.Placements = append(sol.Placements, pl)
		}
	}
	if err := verify.Solution(p, sol); err != nil {
		return solver.Solution{}, fmt.Errorf("the link's solution does not solve the puzzle: %w", err)
	}
	return sol, nil
}

// ShareURL returns the share link for s on the page at base (an absolute
// URL; its fragment, if any, is replaced).
func ShareURL(base string, s Share) string {
	if i := strings.IndexByte(base, '#'); i >= 0 {
		base = base[:i]
	}
	return base + "#" + s.Fragment()
}

// EmbedURL returns the address of the embed page for s, given the address
// of the playground's root (the site's base, e.g.
// "https://example.org/polyplay/"; any page address of the site works:
// its last path element, query and fragment are dropped). It names the
// file the static site holds, embed.html, which every static host serves
// (not all of them map /embed to it); the served app routes both.
func EmbedURL(root string, s Share) string {
	if i := strings.IndexAny(root, "?#"); i >= 0 {
		root = root[:i]
	}
	if i := strings.LastIndexByte(root, '/'); i >= 0 {
		root = root[:i+1]
	}
	return root + "embed.html#" + s.Fragment()
}

// Default embed size in CSS pixels.
const (
	DefaultEmbedWidth  = 480
	DefaultEmbedHeight = 360
)

// embedControls is the height in CSS pixels the embed page's controls
// and padding take below the animation.
const embedControls = 44

// EmbedSize proposes an embed's size for puzzle p: DefaultEmbedWidth wide
// and as tall as the animation needs at that width (with the 3-D view, if
// view3D, above the layers: 3-D puzzles get taller embeds), plus the
// controls; the height between 200 and 1000 pixels.
func EmbedSize(p *solver.Problem, view3D bool) (width, height int) {
	if p == nil || p.XDim <= 0 || p.YDim <= 0 || p.ZDim <= 0 {
		return DefaultEmbedWidth, DefaultEmbedHeight
	}
	w, h := player.AnimationSize(p, player.SVGAnimation{View3D: view3D})
	height = int(math.Round(float64(DefaultEmbedWidth-8)*h/w)) + embedControls
	return DefaultEmbedWidth, min(max(height, 200), 1000)
}

// ResponsiveEmbedCode is EmbedCode's responsive form: the iframe takes the
// full width of the post's column and keeps the aspect ratio of
// width×height, but is never taller than 90% of the reader's window (a
// 3-D puzzle's embed is taller than wide): narrower then, centred.
func ResponsiveEmbedCode(src, title string, width, height int) string {
	if width <= 0 || height <= 0 {
		width, height = DefaultEmbedWidth, DefaultEmbedHeight
	}
	if title == "" {
		title = "Polyplay puzzle"
	}
	return fmt.Sprintf(`<iframe src="%s" title="%s" style="display:block;width:100%%;max-width:calc(90vh*%d/%d);margin:0 auto;aspect-ratio:%d/%d;border:0" loading="lazy" allowfullscreen></iframe>`,
		player.EscapeXML(src), player.EscapeXML(title), width, height, width, height)
}

// ImageCode returns the Markdown and the HTML that show an animated SVG
// saved as file (a name beside the post, or an address) with the given
// alternative text and size; the HTML's image narrows with a narrower
// column, keeping its aspect ratio.
func ImageCode(file, alt string, width, height int) (markdown, htmlCode string) {
	mdAlt := strings.NewReplacer(`\`, `\\`, "[", `\[`, "]", `\]`, "\n", " ").Replace(alt)
	mdFile := strings.NewReplacer(" ", "%20", "(", "%28", ")", "%29").Replace(file)
	markdown = fmt.Sprintf("![%s](%s)", mdAlt, mdFile)
	htmlCode = fmt.Sprintf(`<img src="%s" width="%d" height="%d" alt="%s" style="max-width:100%%;height:auto" loading="lazy">`,
		player.EscapeXML(file), width, height, player.EscapeXML(alt))
	return markdown, htmlCode
}

// EmbedCode returns the HTML snippet that embeds the page at src in a blog
// post: an iframe of the given size (defaults for 0) with an accessible
// title, loaded lazily, which narrows with a narrower column, keeping its
// aspect ratio. Every value is escaped.
func EmbedCode(src, title string, width, height int) string {
	if width <= 0 {
		width = DefaultEmbedWidth
	}
	if height <= 0 {
		height = DefaultEmbedHeight
	}
	if title == "" {
		title = "Polyplay puzzle"
	}
	return fmt.Sprintf(`<iframe src="%s" width="%d" height="%d" title="%s" style="border:0;max-width:100%%;height:auto;aspect-ratio:%d/%d" loading="lazy" allowfullscreen></iframe>`,
		player.EscapeXML(src), width, height, player.EscapeXML(title), width, height)
}

// keys are the parameters a share link may hold (see Share), in the order
// a link gives them: the version and the puzzle first, then the short
// settings, and the long values last, the pasted definition and then the
// solution. Chat and mail programs cut long links short: a link cut
// inside its solution keeps its puzzle, options and settings (links made
// before this order, with the keys sorted, open the same).
var keys = []string{"z", "p", "i", "f", "o", "k", "s", "a", "t", "r", "l", "g", "v", "w", "h", "d", "c", "u", "y"}

// IsShare reports whether a fragment carries more than the playground's
// own address does (puzzle, options, kept solutions): a solution, a
// definition or an animation state.
func IsShare(fragment string) bool {
	v, err := parseQuery(strings.TrimPrefix(fragment, "#"))
	if err != nil {
		return false
	}
	for _, k := range []string{"c", "d", "s", "t", "r", "a", "v", "l", "w", "h"} {
		if v.Has(k) {
			return true
		}
	}
	return false
}

// Playground returns the fragment of the playground's address for a
// link's fragment: its parameters (only those a share link has, escaped
// anew) without the embed's size (w, h) and playing flag (g), and without
// those ParseView finds bad
// (so that the playground opens with the link's good parts and no
// message; the solver options, which ParseView keeps unchecked, the
// playground checks and reports), and without the keys drop names (parts
// found bad later, like a step beyond the solution's last). It does not
// compress anything again, so the embed page's program needs no
// compressor, nor a parser of options.
func Playground(fragment string, drop ...string) string {
	fragment = strings.TrimPrefix(fragment, "#")
	_, badKeys, _ := parse(fragment, nil)
	v, err := parseQuery(fragment)
	if err != nil || badKeys == nil {
		return ""
	}
	out := values{}
	for _, k := range keys {
		// A solution's colours go with its cells ("u" follows "c").
		if k != "w" && k != "h" && k != "g" && !badKeys[k] && !slices.Contains(drop, k) && v.Has(k) && (k != "u" || out.Has("c")) {
			out.Set(k, v.Get(k))
		}
	}
	if out.Has("c") && !v.Has("t") && (v.Has("w") || v.Has("h")) && !slices.Contains(drop, "t") {
		out.Set("t", "0") // an embed's link without a step starts at the first (LastStep)
	}
	return out.EncodeFirst(keys)
}

// PlayCode returns the position of Play mode a fragment carries, as it
// is, even empty or damaged, and whether it carries one.
func PlayCode(fragment string) (string, bool) {
	v, err := parseQuery(strings.TrimPrefix(fragment, "#"))
	if err != nil || !v.Has("y") {
		return "", false
	}
	return v.Get("y"), true
}

// maxKeep is wasm/protocol.MaxKeep, the most solutions a run keeps
// (TestMaxPlayCode checks), a constant of its own as maxPlayCode is.
const maxKeep = 100000

// maxPlayCode is ui/play.MaxCode, the longest play position's code
// (TestMaxPlayCode checks): a constant of its own, so that the embed,
// which reads links but plays nothing, does not carry the game's code.
const maxPlayCode = 1 << 16

// playCode reports whether y can be a play position's code: not empty,
// not too long, of the code's characters only. What it says is read
// against the puzzle (ui/play.DecodePosition).
func playCode(y string) bool {
	if y == "" || len(y) > maxPlayCode {
		return false
	}
	for i := 0; i < len(y); i++ {
		c := y[i]
		if !('A' <= c && c <= 'Z' || 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}
