//go:build !unix

package main

import "os"

// statsSignals is empty where there is no SIGUSR1.
var statsSignals []os.Signal
