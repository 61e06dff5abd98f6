//go:build !(js && wasm)

package ui

import (
	"errors"

	"polyplay/wasm/protocol"
)

// Outside the browser (the server's prerendering, native tests) there are
// no Web Workers: starting one is an error (worker_js.go has the real
// ones).

// errNoWorkers is the error of starting a worker outside the browser.
var errNoWorkers = errors.New("solver workers run only in the browser")

// port stands for a MessagePort.
type port struct{}

type solverWorker struct{}

func startWorker(string, func(protocol.Message), func(string)) (*solverWorker, error) {
	return nil, errNoWorkers
}

func (*solverWorker) post(protocol.Message, ...port) error { return errNoWorkers }

func (*solverWorker) stop() {}

type branchQueue struct{}

func startQueue(string, func(string)) (*branchQueue, error) { return nil, errNoWorkers }

func (*branchQueue) open(int, int) []port { return nil }

func (*branchQueue) stop() {}
