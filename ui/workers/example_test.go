package workers_test

import (
	"fmt"
	"time"

	"polyplay/ui/workers"
	"polyplay/wasm/protocol"
)

// printer starts workers that print what they are sent.
type printer struct{ started int }

type printed int

func (w printed) Post(m protocol.Message, ports ...workers.Port) error {
	fmt.Printf("worker %d: %s run %d part %d, %d port(s)\n", w, m.Kind, m.Run, m.Part, len(ports))
	return nil
}

func (printed) Stop() {}

type queue struct{}

func (queue) Open(run, n int) []workers.Port { return make([]workers.Port, n) }
func (queue) Stop()                          {}

func (p *printer) StartWorker(func(protocol.Message), func(string)) (workers.Worker, error) {
	p.started++
	return printed(p.started - 1), nil
}

func (p *printer) StartQueue(func(string)) (workers.Queue, error) { return queue{}, nil }

// A divided run with a trial: the first worker searches alone; when its
// trial splits the search, the others are told to go.
func ExamplePool() {
	var pool workers.Pool
	events := workers.Events{Arrived: func() {}, Failed: func(int, string) {}}
	if err := pool.Start(&printer{}, 3, events); err != nil {
		fmt.Println(err)
		return
	}
	var msgs []protocol.Message
	for k := range 3 {
		msgs = append(msgs, protocol.Message{Kind: protocol.KindSolve, Run: 1, Part: k,
			Solve: &protocol.SolveRequest{Queue: true, Trial: k == 0, Wait: k > 0}})
	}
	if err := pool.Solve(msgs); err != nil {
		fmt.Println(err)
		return
	}
	// The first worker's split comes back through the inbox (Take); the
	// page hands each message to Heard.
	if err := pool.Heard(protocol.Message{Kind: protocol.KindSplit, Run: 1}); err != nil {
		fmt.Println(err)
	}
	fmt.Println(len(pool.Take(time.Now())), "messages waiting")
	// Output:
	// worker 0: solve run 1 part 0, 1 port(s)
	// worker 1: solve run 1 part 1, 1 port(s)
	// worker 2: solve run 1 part 2, 1 port(s)
	// worker 1: go run 1 part 0, 0 port(s)
	// worker 2: go run 1 part 0, 0 port(s)
	// 0 messages waiting
}
