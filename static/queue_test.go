package static

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"polyplay/wasm/protocol"
	"polyplay/wasm/protocol/queuemodel"
)

// queueHarness runs static/queue.js under node: it reads the cases (a
// JSON array of {run, workers, steps: [{from, data}, ...]}, each step a
// message as worker from sends it) on stdin, and writes for each case and
// step what one queue sends in answer ([{to, data}, ...]).
const queueHarness = `
const { newQueue, handle } = require(process.argv[1]);
let input = "";
process.stdin.on("data", d => input += d);
process.stdin.on("end", () => {
	const out = JSON.parse(input).map(c => {
		const q = newQueue(c.run, c.workers);
		return c.steps.map(s => handle(q, s.from, s.data));
	});
	process.stdout.write(JSON.stringify(out));
});
`

// queueStep is a message a worker sends to the queue.
type queueStep struct {
	From int    `json:"from"`
	Data string `json:"data"`
}

// queuePost is a message the queue sends to a worker.
type queuePost struct {
	To   int    `json:"to"`
	Data string `json:"data"`
}

// TestQueueScript checks that the browser's queue of branches (queue.js)
// answers the solver workers' messages exactly as queuemodel.Queue does:
// the same ranges, the same sharing of branches on demand, and the same
// errors.
func TestQueueScript(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("node is needed to test queue.js")
		}
		t.Skip("no node to run queue.js")
	}
	type queueCase struct {
		Run     int         `json:"run"`
		Workers int         `json:"workers"`
		Steps   []queueStep `json:"steps"`
	}
	step := func(from int, m protocol.Message) queueStep {
		m.Part = from
		s, err := protocol.Encode(m)
		if err != nil {
			t.Fatal(err)
		}
		return queueStep{From: from, Data: s}
	}
	take := func(run, part int, total int64) queueStep {
		return step(part, protocol.Message{Kind: protocol.KindTake, Run: run, Total: protocol.Count(total)})
	}
	var cases []queueCase
	for _, c := range []struct {
		workers int
		total   int64
	}{{1, 1}, {1, 10}, {2, 3}, {2, 1744}, {3, 1000}, {8, 2048}, {4, 1 << 40}} {
		qc := queueCase{Run: 5, Workers: c.workers}
		// Enough takes to empty the queue, and one more.
		q := queuemodel.NewQueue(c.workers)
		for k := 0; ; k++ {
			qc.Steps = append(qc.Steps, take(5, k%c.workers, c.total))
			if from, to, _ := q.Take(c.total); from == to || len(qc.Steps) > 1000 {
				break
			}
		}
		cases = append(cases, qc)
	}
	// Three workers share branches once the queue is empty.
	share := queueCase{Run: 4, Workers: 3}
	for k := range 12 {
		share.Steps = append(share.Steps, take(4, k%3, 30))
	}
	for _, s := range []struct {
		from int
		m    protocol.Message
	}{
		{0, protocol.Message{Kind: protocol.KindHelp}},
		{1, protocol.Message{Kind: protocol.KindOffer, Branch: 27, From: 2}},
		{0, protocol.Message{Kind: protocol.KindNext, Branch: 27}},
		{1, protocol.Message{Kind: protocol.KindNext, Branch: 27}},
		{2, protocol.Message{Kind: protocol.KindOffer, Branch: 29, From: 1}},
		{2, protocol.Message{Kind: protocol.KindNext, Branch: 29}},
		{1, protocol.Message{Kind: protocol.KindRetire, Branch: 27}},
		{0, protocol.Message{Kind: protocol.KindNext, Branch: 27}},
		{0, protocol.Message{Kind: protocol.KindHelp}},
		{0, protocol.Message{Kind: protocol.KindNext, Branch: 29}},
		{1, protocol.Message{Kind: protocol.KindHelp}},
		{2, protocol.Message{Kind: protocol.KindRetire, Branch: 29}},
		{2, protocol.Message{Kind: protocol.KindRetire, Branch: 29}},
		{0, protocol.Message{Kind: protocol.KindHelp}},
		{2, protocol.Message{Kind: protocol.KindHelp, Final: true}},
		{1, protocol.Message{Kind: protocol.KindHelp}},
	} {
		s.m.Run = 4
		share.Steps = append(share.Steps, step(s.from, s.m))
	}
	cases = append(cases, share)
	// Errors, and a queue that goes on after them.
	cases = append(cases, queueCase{Run: 2, Workers: 2, Steps: []queueStep{
		take(2, 1, 100), take(2, 0, 99), take(2, 0, 100),
		{0, `{"kind":"take","run":2,"total":"0"}`}, take(3, 1, 100), {1, `not json`},
		{0, `{"kind":"solve","run":2}`},
	}})
	errorAnswers := []protocol.Message{
		{Kind: protocol.KindBranches, Run: 2, Part: 1, From: 0, To: 3},
		{Kind: protocol.KindBranches, Run: 2, Error: "the workers disagree on the number of branches: 100 and 99"},
		{Kind: protocol.KindBranches, Run: 2, From: 3, To: 6},
		{Kind: protocol.KindBranches, Run: 2, Error: "a worker asked for branches of a search with 0 branches"},
		{Kind: protocol.KindBranches, Run: 3, Part: 1, Error: "expected a message of run 2"},
		{Kind: protocol.KindBranches, Error: "expected a message of run 2"},
		{Kind: protocol.KindBranches, Run: 2, Error: `the queue of branches got a "solve" message`},
	}
	in, err := json.Marshal(cases)
	if err != nil {
		t.Fatal(err)
	}
	script, err := filepath.Abs("queue.js")
	if err != nil {
		t.Fatal(err)
	}
	// Reading the script makes go test's cache depend on it (node's
	// reading does not).
	if _, err := os.ReadFile(script); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(node, "-e", queueHarness, script)
	cmd.Stdin = strings.NewReader(string(in))
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("node: %v", err)
	}
	var answers [][][]queuePost
	if err := json.Unmarshal(out, &answers); err != nil {
		t.Fatalf("node's output %.200s: %v", out, err)
	}
	if len(answers) != len(cases) {
		t.Fatalf("%d answer lists for %d cases", len(answers), len(cases))
	}
	shared := false
	for i, c := range cases {
		q := queuemodel.NewQueue(c.Workers)
		for j, s := range c.Steps {
			var got []queuemodel.Post
			for _, p := range answers[i][j] {
				m, err := protocol.Decode(p.Data)
				if err != nil {
					t.Errorf("case %d, step %s: queue.js answered %s: %v", i, s.Data, p.Data, err)
				}
				got = append(got, queuemodel.Post{To: p.To, Message: m})
			}
			var want []queuemodel.Post
			if i == len(cases)-1 {
				want = []queuemodel.Post{{To: s.From, Message: errorAnswers[j]}}
			} else {
				m, err := protocol.Decode(s.Data)
				if err != nil {
					t.Fatal(err)
				}
				want = q.Handle(s.From, m)
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("case %d (%d workers), worker %d sends %s: queue.js sends %+v, want %+v", i, c.Workers, s.From, s.Data, got, want)
			}
			for _, p := range want {
				shared = shared || p.Message.Kind == protocol.KindNode && p.Message.From > 0
			}
		}
	}
	if !shared {
		t.Error("the script shares no branch")
	}
}
