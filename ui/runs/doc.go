// Package runs is the side panel's Runs tab: the table of the page's
// runs and of those kept in the browser from earlier visits (package
// ui/kept), newest first, with their options, figures and changes from
// the run before; each run's options can be used again and its record
// exported. It observes the puzzle's and the run's stores, saves the
// runs when the page says a run ended (ActionEnded), and reaches the
// rest of the page through Page.
package runs
