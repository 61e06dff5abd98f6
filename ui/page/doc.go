// Package page is the playground's page model: the puzzle being edited
// and its parse result, the solver options, the workers' readiness, the
// runs and their exports (CSV, JSON), the state kept in the address
// fragment and in local storage, and the share state of the page. It is
// pure Go, without the browser, and tested natively; package ui renders
// it and connects it to the browser and the solver's Web Workers.
package page
