package page

// runList is the page's runs, oldest first, and the solution shown.
type runList struct {
	// Runs lists all runs, oldest first.
	Runs []*Run
	// View is the index of the solution shown from the latest run.
	View   int
	nextID int
}

// Running returns the run in progress, or nil.
func (l *runList) Running() *Run {
	if n := len(l.Runs); n > 0 && l.Runs[n-1].Status == StatusRunning {
		return l.Runs[n-1]
	}
	return nil
}

// Latest returns the most recent run, or nil.
func (l *runList) Latest() *Run {
	if n := len(l.Runs); n > 0 {
		return l.Runs[n-1]
	}
	return nil
}

// NumberRunsAfter makes the runs started from now on numbered after id
// (that of a run kept from an earlier visit).
func (l *runList) NumberRunsAfter(id int) { l.nextID = max(l.nextID, id) }

func (l *runList) run(id int) *Run {
	for i := len(l.Runs) - 1; i >= 0; i-- {
		if l.Runs[i].ID == id {
			return l.Runs[i]
		}
	}
	return nil
}
