package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestParityImpossibleSolve: a puzzle that parity rules out is reported
// at once, naming parity, in text and in JSON; -M with -r gives the
// Soma cube's 240 solutions without mirror images.
func TestParityImpossibleSolve(t *testing.T) {
	path := teesFile(t)
	code, out, errs := polyplay(t, "-i", path)
	if code != 0 || !strings.Contains(out, "\nSOLUTIONS=0\n") || !strings.Contains(errs, "# Note: parity") || !strings.HasSuffix(errs, "# Solutions: 0\n") {
		t.Errorf("status %d, stderr %q, output:\n%s", code, errs, out)
	}
	_, js, _ := polyplay(t, "--json", path)
	var r result
	if err := json.Unmarshal([]byte(js), &r); err != nil || r.Solutions != 0 || r.Fits != 0 ||
		len(r.Notes) == 0 || !strings.Contains(strings.Join(r.Notes, "\n"), "parity") {
		t.Errorf("--json: %v %s", err, js)
	}
	if code, out, errs := polyplay(t, "-q", "-r", "-M", "--library", "soma"); code != 0 || out != "" || errs != "# Solutions: 240\n" {
		t.Errorf("-r -M soma: status %d, output %q, stderr %q", code, out, errs)
	}
}
