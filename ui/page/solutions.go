package page

import (
	"encoding/json"
	"fmt"
	"strings"

	"polyplay/solver"
	"polyplay/solver/polycube"
	"polyplay/ui/figures"
	"polyplay/wasm/protocol"
)

// SolutionsText returns the run's kept solutions in polycube's text format,
// numbered from 1, each followed by an empty line.
func SolutionsText(r *Run) (string, error) {
	var b strings.Builder
	fmt.Fprintf(&b, "# %s: %s solutions found", r.Puzzle, figures.Thousands(int64(r.Stats.Solutions)))
	if r.Disassembles() {
		fmt.Fprintf(&b, " (assemblies that come apart, of %s)", figures.Thousands(int64(r.Stats.Assemblies)))
	}
	if len(r.Solutions) < int(r.Stats.Solutions) {
		fmt.Fprintf(&b, ", the first %s kept", figures.Thousands(int64(len(r.Solutions))))
	}
	fmt.Fprintf(&b, "\n# options: %s\n", strings.Join(r.Args, " "))
	for i, s := range r.Solutions {
		sol, err := s.ToSolver()
		if err != nil {
			return "", fmt.Errorf("solution %d: %w", i+1, err)
		}
		b.WriteString(polycube.FormatSolution(r.Problem, int64(i+1), sol))
		if l := r.Level(i); l != "" {
			fmt.Fprintf(&b, "# Level: %s\n", l)
		}
	}
	return b.String(), nil
}

// jsonExport is the JSON download: the puzzle, the options, the exact
// number of solutions found and the kept solutions with their cells.
type jsonExport struct {
	Puzzle    string           `json:"puzzle"`
	Box       [3]int           `json:"box"`
	Args      []string         `json:"args"`
	Found     protocol.Count   `json:"solutionsFound"`
	Status    RunStatus        `json:"status"`
	Solutions []jsonSolution   `json:"solutions"`
	Problem   *solver.Problem  `json:"problem"`
	Stats     protocol.Stats   `json:"stats"`
	Extra     map[string]int64 `json:"totals"`
}

type jsonSolution struct {
	Index int `json:"index"`
	// Level is BurrTools' level under --disassemble.
	Level      string          `json:"level,omitempty"`
	Placements []jsonPlacement `json:"placements"`
}

type jsonPlacement struct {
	Piece string   `json:"piece"`
	Cells [][3]int `json:"cells"`
	// Colours are the constraint colours of the cells, where the
	// puzzle's colours count and the piece carries them.
	Colours []int `json:"colours,omitempty"`
}

// SolutionsJSON returns the run's kept solutions as indented JSON.
func SolutionsJSON(r *Run) ([]byte, error) {
	out := jsonExport{
		Puzzle: r.Puzzle, Args: r.Args, Found: r.Stats.Solutions, Status: r.Status,
		Problem: r.Problem, Stats: r.Stats,
		Solutions: make([]jsonSolution, len(r.Solutions)),
		Extra:     map[string]int64{"fits": r.Stats.TotalFits(), "attempts": r.Stats.TotalAttempts(), "noFits": r.Stats.NoFits()},
	}
	if r.Args == nil {
		out.Args = []string{}
	}
	if r.Problem != nil {
		out.Box = [3]int{r.Problem.XDim, r.Problem.YDim, r.Problem.ZDim}
	}
	for i, s := range r.Solutions {
		s, err := s.Full()
		if err != nil {
			return nil, fmt.Errorf("solution %d: %w", i+1, err)
		}
		js := jsonSolution{Index: i + 1, Level: r.Level(i), Placements: make([]jsonPlacement, len(s.Placements))}
		for j, p := range s.Placements {
			if len(p.Cells)%3 != 0 {
				return nil, fmt.Errorf("solution %d: piece %s has a broken cell list", i+1, p.Piece)
			}
			cells := make([][3]int, len(p.Cells)/3)
			for k := range cells {
				cells[k] = [3]int{p.Cells[3*k], p.Cells[3*k+1], p.Cells[3*k+2]}
			}
			js.Placements[j] = jsonPlacement{Piece: p.Piece, Cells: cells, Colours: p.Colours}
		}
		out.Solutions[i] = js
	}
	return json.MarshalIndent(out, "", "  ")
}

// DownloadName returns a file name for a run's download with the given
// extension: the puzzle file's base name and "-solutions".
func DownloadName(fileName, ext string) string {
	base := strings.TrimSuffix(fileName, ".txt")
	if base == "" {
		base = "puzzle"
	}
	return base + "-solutions." + ext
}

// GalleryPage is the number of solution thumbnails per page.
const GalleryPage = 24

// GalleryRange returns the index range [from, to) of gallery page pg (0-based)
// over n solutions, and the number of pages.
func GalleryRange(n, pg int) (from, to, pages int) {
	pages = max((n+GalleryPage-1)/GalleryPage, 1)
	pg = min(max(pg, 0), pages-1)
	from = pg * GalleryPage
	return from, min(from+GalleryPage, n), pages
}
