//go:build !(js && wasm)

package webworker

import (
	"errors"

	"polyplay/ui/workers"
	"polyplay/wasm/protocol"
)

// Outside the browser (the server's prerendering, native tests) there are
// no Web Workers: starting one is an error (webworker_js.go has the real
// ones).

// errNoWorkers is the error of starting a worker outside the browser.
var errNoWorkers = errors.New("solver workers run only in the browser")

// Starter stands for the solver Web Workers' scripts.
type Starter struct{ Worker, Queue string }

// StartWorker fails: there are no Web Workers here.
func (Starter) StartWorker(func(protocol.Message), func(string)) (workers.Worker, error) {
	return nil, errNoWorkers
}

// StartQueue fails: there are no Web Workers here.
func (Starter) StartQueue(func(string)) (workers.Queue, error) { return nil, errNoWorkers }

type Worker struct{}

func Start(string, func(protocol.Message), func(string)) (*Worker, error) {
	return nil, errNoWorkers
}

func (*Worker) Post(protocol.Message, ...workers.Port) error { return errNoWorkers }

func (*Worker) Stop() {}
