// Package share is the share panel under the board: the embed code and
// the animated image of the solution in view, what sharing says, and the
// share link, which the top bar's Share button asks for (ActionLink).
// The link's codec is package ui/link; the panel reads the page model,
// observes the puzzle's, the view's and the run's stores, and asks the
// rest of the page through Page what the board shows.
package share
