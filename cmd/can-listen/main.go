// Command can-listen checks that a server can listen on an address:
//
//	can-listen 127.0.0.1:8000
//
// It exits with status 1 and says why when it cannot (another program
// listens there). make run runs it before it compiles the playground,
// which takes minutes.
package main

import (
	"fmt"
	"os"

	"polyplay/internal/serveaddr"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: can-listen HOST:PORT")
		os.Exit(2)
	}
	if err := serveaddr.Check(os.Args[1]); err != nil {
		fmt.Fprintln(os.Stderr, "make run:", err)
		os.Exit(1)
	}
}
