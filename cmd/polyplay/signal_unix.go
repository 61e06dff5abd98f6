//go:build unix && !darwin && !dragonfly && !freebsd && !netbsd && !openbsd

package main

import (
	"os"
	"syscall"
)

// statsSignals ask a running search for its statistics so far.
var statsSignals = []os.Signal{syscall.SIGUSR1}
