// Package options is the playground's Options tab: the solver options'
// form (how to search, turned and mirrored solutions, filters and
// triggers, Monte Carlo estimates, limits), the number of solver
// workers, the colours and the options as command-line flags, typed in
// or copied. The options themselves are the page model's (ui/page); the
// tab's Store holds the flags being typed, and the page's other parts
// reach it through Page.
//
// A solver option is added where the flag table defines it
// (solver/polycube), with its field in the form here (tab.go, or
// search.go for how the search goes on).
package options
