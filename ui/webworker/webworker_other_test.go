//go:build !(js && wasm)

package webworker

import (
	"errors"
	"testing"

	"polyplay/wasm/protocol"
)

// TestNoWorkers: outside the browser starting a worker or the queue is
// an error that says why, never a panic.
func TestNoWorkers(t *testing.T) {
	s := Starter{Worker: "/web/worker.js", Queue: "/web/queue.js"}
	_, werr := s.StartWorker(func(protocol.Message) {}, func(string) {})
	_, qerr := s.StartQueue(func(string) {})
	_, serr := Start(s.Worker, func(protocol.Message) {}, func(string) {})
	for _, err := range []error{werr, qerr, serr} {
		if !errors.Is(err, errNoWorkers) || err.Error() != "solver workers run only in the browser" {
			t.Errorf("starting outside the browser: %v", err)
		}
	}
}
