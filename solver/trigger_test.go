package solver

import (
	"strconv"
	"strings"
	"testing"
)

// TestTriggersUnderFILA checks that the parity and volume backtrack
// triggers work where FILA searches: FILA from the top of the 20x3, with
// and without each trigger, finds the same solutions, and the trigger
// backtracks and saves fits.
func TestTriggersUnderFILA(t *testing.T) {
	t.Parallel()
	base := Options{Search: Search{Fila: []int{12}, Order: mustOrder(t, "f")}, Run: Run{Jobs: 1}}
	plain := solveAll(t, pentominoBox(20, 3), base)
	for _, tc := range []struct {
		name string
		set  func(o *Options)
		note string
	}{
		{"-p1", func(o *Options) { o.ParityTrigger = 1 }, "parity trigger: "},
		{"-v1", func(o *Options) { o.VolumeTrigger = 1 }, "volume trigger: "},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o := base
			tc.set(&o)
			st := solveAll(t, pentominoBox(20, 3), o)
			if st.Solutions != 8 {
				t.Errorf("%d solutions, want 8", st.Solutions)
			}
			if st.TotalFits() >= plain.TotalFits() {
				t.Errorf("%d fits, not fewer than the %d without the trigger", st.TotalFits(), plain.TotalFits())
			}
			notes := strings.Join(st.Notes, "\n")
			if !strings.Contains(notes, tc.note) || strings.Contains(notes, tc.note+"0 backtracks") {
				t.Errorf("notes %q lack backtracks of %q", notes, tc.note)
			}
		})
	}
}

// TestTriggersPolycube compares the triggers under de Bruijn's algorithm
// (FILA with the F heuristic) with the figures of polycube 1.2.1: the
// 10x6 with X constrained, placed by DLX, and de Bruijn's algorithm from
// 11 pieces with the parity backtrack is test case P-12 of Busche's
// "Solving Polyomino and Polycube Puzzles" (17,572,247 attempts, 2,454,746
// fits; polycube -r -p -b11 reports 53,178 parity backtracks). With the
// volume backtrack instead (polycube -r -v1 -b11): 6,602,254 attempts,
// 1,807,813 fits, 1,046,061 backtracks.
func TestTriggersPolycube(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("long")
	}
	for _, tc := range []struct {
		name                    string
		trig                    func(o *Options)
		attempts, fits, backtrk int64
		note                    string
	}{
		{"P-12 -p1", func(o *Options) { o.ParityTrigger = 1 }, 17572247, 2454746, 53178, "parity trigger"},
		{"-v1", func(o *Options) { o.VolumeTrigger = 1 }, 6602254, 1807813, 1046061, "volume trigger"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o := Options{Search: Search{Redundancy: true, Fila: []int{11}, Order: mustOrder(t, "s:f=11")}, Run: Run{Jobs: 1}}
			tc.trig(&o)
			st := solveAll(t, pentominoBox(10, 6), o)
			if st.Solutions != 2339 || st.TotalAttempts() != tc.attempts || st.TotalFits() != tc.fits {
				t.Errorf("%d solutions, %d attempts, %d fits; want 2339, %d, %d", st.Solutions, st.TotalAttempts(), st.TotalFits(), tc.attempts, tc.fits)
			}
			want := tc.note + ": " + strconv.FormatInt(tc.backtrk, 10) + " backtracks"
			if n := strings.Join(st.Notes, "\n"); !strings.Contains(n, want) {
				t.Errorf("notes %q lack %q", n, want)
			}
		})
	}
}

// TestThresholdNotes checks the notes for the triggers and repeated
// filters that cannot do what they ask, and that 0 turns them off (as in
// polycube) without a note.
func TestThresholdNotes(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		o    Options
		want string // "" for no note on triggers and filters
	}{
		{"-p20", Options{Search: Search{ParityTrigger: 20}}, "parity trigger: -p20 checks the placements that leave at least 20 pieces, but the puzzle has 12; it never runs"},
		{"-v12", Options{Search: Search{VolumeTrigger: 12}}, "volume trigger: -v12 checks the placements that leave at least 12 pieces, but the puzzle has 12; it never runs"},
		{"-P13", Options{Search: Search{ParityFilter: 13}}, "parity filter: -P13 filters while at least 13 pieces remain, but the puzzle has 12; it never runs"},
		{"-V12", Options{Search: Search{VolumeFilter: true, VolumeFilterRepeat: 12}}, "volume filter: -V12 repeats the filter while at least 12 pieces remain after a placement, but the puzzle has 12; it runs once, before the search, as -V does"},
		{"-P3 -f5", Options{Search: Search{ParityFilter: 3, Fila: []int{5}}}, "parity filter: FILA, which takes over from 5 pieces, filters no images: -P3 filters only while at least 5 pieces remain"},
		{"-V2 -f8", Options{Search: Search{VolumeFilter: true, VolumeFilterRepeat: 2, Fila: []int{8}}}, "volume filter: FILA, which takes over from 8 pieces, filters no images: -V2 filters only while at least 8 pieces remain"},
		{"-p1 -f11 -m3", Options{Search: Search{ParityTrigger: 1, Fila: []int{11}, Memo: 3}}, "memo of dead ends: off, since FILA searches with a backtrack trigger (-p, -v)"},
		{"-v2 -f3 -m3", Options{Search: Search{VolumeTrigger: 2, Fila: []int{3}, Memo: 3}}, "memo of dead ends: off, since FILA searches with a backtrack trigger (-p, -v)"},
		{"-p0 -v0 -P0", Options{}, ""},
		{"-p5 -P5 -v5 -V5", Options{Search: Search{ParityTrigger: 5, ParityFilter: 5, VolumeTrigger: 5, VolumeFilter: true, VolumeFilterRepeat: 5}}, ""},
		{"-p5 -f5 -m3", Options{Search: Search{ParityTrigger: 5, Fila: []int{5}, Memo: 3}}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := New(pentominoBox(20, 3), tc.o)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, n := range s.Notes() {
				if strings.Contains(n, "never runs") || strings.Contains(n, "runs once") || strings.Contains(n, "filters no images") || strings.Contains(n, "memo of dead ends") {
					got = append(got, n)
				}
			}
			switch {
			case tc.want == "" && len(got) > 0:
				t.Errorf("notes %q, want none", got)
			case tc.want != "" && (len(got) != 1 || got[0] != tc.want):
				t.Errorf("notes %q, want %q", got, tc.want)
			}
		})
	}
	// Every piece of the 4x4 square of four O tetrominoes has parity 0.
	p := &Problem{XDim: 4, YDim: 4, ZDim: 1, Pieces: []Piece{flat("O1", "##", "##"), flat("O2", "##", "##"), flat("O3", "##", "##"), flat("O4", "##", "##")}}
	s, err := New(p, Options{Search: Search{ParityTrigger: 1}})
	if err != nil {
		t.Fatal(err)
	}
	want := "parity trigger: every piece covers as many black as white cells of a checkerboard, so parity rules nothing out; -p1 does nothing"
	if n := strings.Join(s.Notes(), "\n"); !strings.Contains(n, want) {
		t.Errorf("notes %q lack %q", n, want)
	}
	s, err = New(p, Options{Search: Search{ParityFilterOnce: true}})
	if err != nil {
		t.Fatal(err)
	}
	want = "parity filter: every piece covers as many black as white cells of a checkerboard, so parity rules nothing out; -P does nothing"
	if n := strings.Join(s.Notes(), "\n"); !strings.Contains(n, want) {
		t.Errorf("notes %q lack %q", n, want)
	}
}
