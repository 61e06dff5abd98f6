//go:build !(js && wasm)

package ui

import (
	"errors"

	"polyplay/ui/workers"
	"polyplay/wasm/protocol"
)

// Outside the browser (the server's prerendering, native tests) there are
// no Web Workers: starting one is an error (worker_js.go has the real
// ones).

// errNoWorkers is the error of starting a worker outside the browser.
var errNoWorkers = errors.New("solver workers run only in the browser")

// webWorkers stands for the solver Web Workers' scripts.
type webWorkers struct{ worker, queue string }

// StartWorker fails: there are no Web Workers here.
func (webWorkers) StartWorker(func(protocol.Message), func(string)) (workers.Worker, error) {
	return nil, errNoWorkers
}

// StartQueue fails: there are no Web Workers here.
func (webWorkers) StartQueue(func(string)) (workers.Queue, error) { return nil, errNoWorkers }

type solverWorker struct{}

func startWorker(string, func(protocol.Message), func(string)) (*solverWorker, error) {
	return nil, errNoWorkers
}

func (*solverWorker) Post(protocol.Message, ...workers.Port) error { return errNoWorkers }

func (*solverWorker) Stop() {}
