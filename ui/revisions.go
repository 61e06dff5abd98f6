package ui

// feature is a set of the page's features whose state has a revision of
// its own (revisions): a component reads some of them and renders again
// when one of theirs changes.
type feature uint8

// The page's features.
const (
	// featPuzzle is the puzzle: the definition, the puzzle picked, and
	// the workers' and runs' state that other features read (a run
	// going on or not, the workers ready: see session.runState).
	featPuzzle feature = 1 << iota
	// featView is the solution player's: the solution in view, the
	// strip's page and its thumbnails drawn, the share link's solution,
	// the search watched.
	featView
	// featOptions is the options: the flags, the number of solutions
	// kept, the number of workers, the command line being typed.
	featOptions
	// featPage is the page's own parts: the side panel's tab, the panel
	// closed, My puzzles, the notice.
	featPage
	// featRun is a run's progress: its figures, its solutions found,
	// the runs' list. The workers' messages change it four times a
	// second while a run goes on.
	featRun
	// featAll is every feature: a change of the puzzle picked or of the
	// colours touches them all.
	featAll = featPuzzle | featView | featOptions | featPage | featRun
	// features is the number of features.
	features = 5
)

// revisions counts the changes of each of the page's features.
type revisions struct {
	// by counts the changes of each feature, by its bit.
	by [features]int
}

// changed notes a change of every feature: every component renders
// again.
func (r *revisions) changed() { r.changedIn(featAll) }

// changedIn notes a change of the features f: the components that read
// them render again.
func (r *revisions) changedIn(f feature) {
	for i := range r.by {
		if f&(1<<i) != 0 {
			r.by[i]++
		}
	}
}

// revOf returns the revision of the features f together: the sum of
// theirs, which changes whenever one of them changes (each only grows).
func (r *revisions) revOf(f feature) int {
	n := 0
	for i, v := range r.by {
		if f&(1<<i) != 0 {
			n += v
		}
	}
	return n
}
