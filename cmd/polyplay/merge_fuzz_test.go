package main

import (
	"strconv"
	"strings"
	"testing"
)

// FuzzMerge checks that no input of merge (lines of JSON results, as
// polyplay --json -q prints a part's) makes it panic, run out of memory
// or overflow: what it merges is a checked result of its own.
func FuzzMerge(f *testing.F) {
	part := func(k, n int, solutions string) string {
		return `{"puzzle":"p","solutions":` + solutions + `,"fits":5,"attempts":7,"no_fits":2,"elapsed_ms":1.5,"images":10,` +
			`"attempts_per_level":[0,2,5],"fits_per_level":[0,2,3],"options":["--part=` + strconv.Itoa(k) + `/` + strconv.Itoa(n) + `"],"notes":[],` +
			`"stopped":"","jobs":1,"split":2,"part":` + strconv.Itoa(k) + `,"parts":` + strconv.Itoa(n) + "}\n"
	}
	f.Add(part(0, 2, "2") + part(1, 2, "3"))
	f.Add(part(0, 2, "9223372036854775807") + part(1, 2, "1"))
	f.Add(part(0, 1000000000000, "1"))
	f.Add(strings.Replace(part(0, 2, "1"), `"parts":2`, `"parts":9000000000000000000`, 1))
	f.Add(`{"puzzle":"p","solutions":1,"fits":2,"attempts":2,"no_fits":0,"attempts_per_level":[0,1,1],"fits_per_level":[0,1,1],"options":["--auto"],"jobs":1}` + "\n")
	f.Fuzz(func(t *testing.T, input string) {
		rs, where, err := readResults("f.jsonl", strings.NewReader(input))
		if err != nil {
			return
		}
		m, err := mergeResults(rs, where)
		if err != nil {
			return
		}
		if err := m.check(); err != nil {
			t.Fatalf("merged into a result that does not check: %v\n%+v", err, m)
		}
	})
}
