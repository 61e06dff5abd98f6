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
)

// queueHarness runs static/queue.js under node: it reads the cases (a
// JSON array of {run, workers, takes: [take message, ...]}) on stdin, and
// writes for each case the answers of one queue to its takes, as the
// worker's port would receive them (JSON strings).
const queueHarness = `
const { newQueue, answer } = require(process.argv[1]);
let input = "";
process.stdin.on("data", d => input += d);
process.stdin.on("end", () => {
	const out = JSON.parse(input).map(c => {
		const q = newQueue(c.run, c.workers);
		return c.takes.map(t => answer(q, t));
	});
	process.stdout.write(JSON.stringify(out));
});
`

// TestQueueScript checks that the browser's queue of branches (queue.js)
// answers the solver workers' take messages exactly as protocol.Queue
// does: the same ranges, and the same errors.
func TestQueueScript(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("node is needed to test queue.js")
		}
		t.Skip("no node to run queue.js")
	}
	type queueCase struct {
		Run     int      `json:"run"`
		Workers int      `json:"workers"`
		Takes   []string `json:"takes"`
	}
	take := func(run, part int, total int64) string {
		s, err := protocol.Encode(protocol.Message{Kind: protocol.KindTake, Run: run, Part: part, Total: protocol.Count(total)})
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	var cases []queueCase
	for _, c := range []struct {
		workers int
		total   int64
	}{{1, 1}, {1, 10}, {2, 3}, {2, 1744}, {3, 1000}, {8, 2048}, {4, 1 << 40}} {
		qc := queueCase{Run: 5, Workers: c.workers}
		// Enough takes to empty the queue, and one more.
		q := protocol.NewQueue(c.workers)
		for k := 0; ; k++ {
			qc.Takes = append(qc.Takes, take(5, k%c.workers, c.total))
			if from, to, _ := q.Take(c.total); from == to || len(qc.Takes) > 1000 {
				break
			}
		}
		cases = append(cases, qc)
	}
	// Errors, and a queue that goes on after them.
	cases = append(cases, queueCase{Run: 2, Workers: 2, Takes: []string{
		take(2, 1, 100), take(2, 0, 99), take(2, 0, 100),
		`{"kind":"take","run":2,"total":"0"}`, take(3, 1, 100), `not json`,
	}})
	errorAnswers := []protocol.Message{
		{Kind: protocol.KindBranches, Run: 2, Part: 1, From: 0, To: 3},
		{Kind: protocol.KindBranches, Run: 2, Error: "the workers disagree on the number of branches: 100 and 99"},
		{Kind: protocol.KindBranches, Run: 2, From: 3, To: 6},
		{Kind: protocol.KindBranches, Run: 2, Error: "a worker asked for branches of a search with 0 branches"},
		{Kind: protocol.KindBranches, Run: 3, Part: 1, Error: "expected a take message of run 2"},
		{Kind: protocol.KindBranches, Error: "expected a take message of run 2"},
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
	var answers [][]string
	if err := json.Unmarshal(out, &answers); err != nil {
		t.Fatalf("node's output %.200s: %v", out, err)
	}
	if len(answers) != len(cases) {
		t.Fatalf("%d answer lists for %d cases", len(answers), len(cases))
	}
	for i, c := range cases {
		q := protocol.NewQueue(c.Workers)
		for j, s := range c.Takes {
			got, err := protocol.Decode(answers[i][j])
			if err != nil {
				t.Errorf("case %d, take %s: queue.js answered %s: %v", i, s, answers[i][j], err)
				continue
			}
			var want protocol.Message
			if i == len(cases)-1 {
				want = errorAnswers[j]
			} else {
				m, err := protocol.Decode(s)
				if err != nil {
					t.Fatal(err)
				}
				want = q.Answer(m)
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("case %d (%d workers), take %s: queue.js answered %+v, want %+v", i, c.Workers, s, got, want)
			}
		}
	}
}
