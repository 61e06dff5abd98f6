package page

import (
	"encoding/json"
	"strings"
	"testing"

	"polyplay/solver"
	"polyplay/solver/polycube"
	"polyplay/wasm/protocol"
)

func TestDownloads(t *testing.T) {
	p := &solver.Problem{Name: "small", XDim: 2, YDim: 1, ZDim: 1, Pieces: []solver.Piece{
		{Name: "A", Cells: []solver.Point{{}}}, {Name: "B", Cells: []solver.Point{{}}},
	}}
	s1 := solver.Solution{Placements: []solver.Placement{{Piece: "A", Cells: []solver.Point{{X: 0}}}, {Piece: "B", Cells: []solver.Point{{X: 1}}}}}
	s2 := solver.Solution{Placements: []solver.Placement{{Piece: "A", Cells: []solver.Point{{X: 1}}}, {Piece: "B", Cells: []solver.Point{{X: 0}}}}}
	r := &Run{Puzzle: "Small", Problem: p, Args: []string{"-r"}, Status: StatusDone,
		Stats:     protocol.Stats{Solutions: 5, Fits: []protocol.Count{0, 9}},
		Solutions: []protocol.Solution{protocol.FromSolution(s1), protocol.FromSolution(s2)}}
	text, err := SolutionsText(r)
	if err != nil {
		t.Fatal(err)
	}
	want := "# Small: 5 solutions found, the first 2 kept\n# options: -r\n" +
		polycube.FormatSolution(p, 1, s1) + polycube.FormatSolution(p, 2, s2)
	if text != want {
		t.Errorf("text download:\n%s\nwant:\n%s", text, want)
	}
	if !strings.Contains(text, "\n# --- SOLUTION 2 ---\n B A\n") {
		t.Errorf("text download lacks solution 2 in polycube format:\n%s", text)
	}

	b, err := SolutionsJSON(r)
	if err != nil {
		t.Fatal(err)
	}
	var back struct {
		Found     string `json:"solutionsFound"`
		Box       [3]int `json:"box"`
		Solutions []struct {
			Index      int `json:"index"`
			Placements []struct {
				Piece string   `json:"piece"`
				Cells [][3]int `json:"cells"`
			} `json:"placements"`
		} `json:"solutions"`
		Totals map[string]int64 `json:"totals"`
	}
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if back.Found != "5" || back.Box != [3]int{2, 1, 1} || len(back.Solutions) != 2 || back.Solutions[1].Index != 2 ||
		back.Solutions[1].Placements[0].Piece != "A" || back.Solutions[1].Placements[0].Cells[0] != [3]int{1, 0, 0} || back.Totals["fits"] != 9 {
		t.Errorf("JSON download = %s", b)
	}
	if got := DownloadName("pentominoes-10x6.txt", "json"); got != "pentominoes-10x6-solutions.json" {
		t.Errorf("DownloadName = %q", got)
	}
	r.Solutions[0].Placements[0].Cells = []int{1}
	if _, err := SolutionsJSON(r); err == nil {
		t.Error("a broken solution was exported")
	}
}

func TestGalleryRange(t *testing.T) {
	for _, tc := range []struct{ n, pg, from, to, pages int }{
		{0, 0, 0, 0, 1}, {10, 0, 0, 10, 1}, {2339, 0, 0, 24, 98}, {2339, 97, 2328, 2339, 98}, {2339, 500, 2328, 2339, 98}, {48, -1, 0, 24, 2},
	} {
		from, to, pages := GalleryRange(tc.n, tc.pg)
		if from != tc.from || to != tc.to || pages != tc.pages {
			t.Errorf("GalleryRange(%d, %d) = %d, %d, %d; want %d, %d, %d", tc.n, tc.pg, from, to, pages, tc.from, tc.to, tc.pages)
		}
	}
}
