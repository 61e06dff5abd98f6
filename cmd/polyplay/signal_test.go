//go:build unix

package main

import (
	"bufio"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestStatisticsOnSignal starts the built program on a long search (the
// Tetris Cube without the redundancy filter, plain DLX, one job), waits
// for --progress's first status line on standard error, sends SIGUSR1
// and reads the statistics so far from standard output, in polycube's
// names, while the search goes on; then it kills the program.
func TestStatisticsOnSignal(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "polyplay")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	cmd := exec.Command(bin, "-q", "-os", "-j1", "--progress", "--library", "tetris-cube")
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	timeout := time.AfterFunc(2*time.Minute, func() { cmd.Process.Kill() })
	defer timeout.Stop()

	progress := regexp.MustCompile(`^polyplay: tetris-cube: \d+ solutions, \d+ fits \([0-9.]+[kMG]? fits/s\), elapsed \d\d:\d\d:\d\d\.\d{3}, \d+\.\d% done, about (\d\d:\d\d:\d\d\.\d{3}|unknown) left$`)
	errLines := bufio.NewScanner(stderr)
	if !errLines.Scan() {
		t.Fatalf("no --progress line: %v", errLines.Err())
	}
	if l := errLines.Text(); !progress.MatchString(l) {
		t.Fatalf("--progress line %q", l)
	}
	if err := cmd.Process.Signal(syscall.SIGUSR1); err != nil {
		t.Fatal(err)
	}
	var got []string
	lines := bufio.NewScanner(stdout)
	for lines.Scan() {
		got = append(got, lines.Text())
		if strings.HasPrefix(lines.Text(), "FITS[12]=") {
			break
		}
	}
	out := strings.Join(got, "\n")
	for _, re := range []string{
		`(?m)^# Statistics so far of tetris-cube \(the search goes on\), after \d\d:\d\d:\d\d\.\d{3}:$`,
		`(?m)^# Number of solutions found:\nSOLUTIONS=\d+$`,
		`(?m)^UNIQUE=UNKNOWN$`,
		`(?m)^# Number of times pieces fit:\nFITS_TOTAL=[1-9]\d*$`,
		`(?m)^ATTEMPTS\[12\]= +[1-9]\d*$`,
		`(?m)^FITS\[12\]= +[1-9]\d*$`,
	} {
		if !regexp.MustCompile(re).MatchString(out) {
			t.Errorf("statistics on SIGUSR1 lack %s:\n%s", re, out)
		}
	}
	// The search went on: the program is still running and reporting.
	if !errLines.Scan() || !progress.MatchString(errLines.Text()) {
		t.Errorf("no --progress line after the signal: %q", errLines.Text())
	}
	if cmd.ProcessState != nil {
		t.Errorf("the program ended: %v", cmd.ProcessState)
	}
}
