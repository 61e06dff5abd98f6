//go:build darwin || dragonfly || freebsd || netbsd || openbsd

package main

import (
	"os"
	"syscall"
)

// statsSignals ask a running search for its statistics so far: SIGUSR1,
// and SIGINFO (Ctrl-T in a terminal).
var statsSignals = []os.Signal{syscall.SIGUSR1, syscall.SIGINFO}
