package workers_test

import (
	"fmt"

	"polyplay/ui/workers"
	"polyplay/wasm/protocol"
)

// A question to take a solution apart waits for the first worker to be
// ready, goes to it once, is answered by its number, and a cancelled one
// is stopped in the worker and its late answer dropped.
func ExampleTaker() {
	var pool workers.Pool
	events := workers.Events{Arrived: func() {}, Failed: func(int, string) {}}
	if err := pool.Start(&printer{}, 2, events); err != nil {
		fmt.Println(err)
		return
	}
	ready := false
	t := workers.NewTaker(&pool, func() bool { return ready })
	_, _ = t.Ask(protocol.ApartRequest{}, func(m protocol.Message) { fmt.Println("answered:", m.Taken.Level) })
	cancel, _ := t.Ask(protocol.ApartRequest{}, func(protocol.Message) { fmt.Println("never") })
	fmt.Println(t.Waiting(), "waiting") // not ready: nothing posted
	ready = true
	t.Pump()
	t.Pump() // posted once
	cancel()
	fmt.Println(t.Answer(protocol.Message{Kind: protocol.KindTaken, Run: workers.FirstApart, Taken: &protocol.Taken{Apart: true, Level: "4"}}))
	fmt.Println(t.Answer(protocol.Message{Kind: protocol.KindTaken, Run: workers.FirstApart + 1, Taken: &protocol.Taken{}}))
	fmt.Println(t.Answer(protocol.Message{Kind: protocol.KindCoached}), t.Waiting(), "waiting")
	known, found := t.Known(protocol.ApartRequest{})
	fmt.Println("known:", known.Level, found)
	var none *workers.Taker
	_, ok := none.Ask(protocol.ApartRequest{}, nil)
	fmt.Println(ok)
	// Unordered output:
	// 2 waiting
	// worker 0: apart run 1073741824 part 0, 0 port(s)
	// worker 0: apart run 1073741825 part 0, 0 port(s)
	// worker 0: cancel run 1073741825 part 0, 0 port(s)
	// answered: 4
	// true
	// true
	// false 0 waiting
	// known: 4 true
	// false
}
