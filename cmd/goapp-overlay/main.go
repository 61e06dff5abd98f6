// Command goapp-overlay writes the overlay through which the project's
// builds compile go-app with its changes (internal/goappoverlay), and
// prints the overlay's path: go build -overlay=$(go run ./cmd/goapp-overlay).
//
// Usage:
//
//	go run ./cmd/goapp-overlay [-dir bin/goapp]
//
// Run it in the repository's root. It downloads go-app's release into
// the module cache if needed, and fails, naming the file, when a file it
// changes is not the one its changes were written for.
package main

import (
	"flag"
	"fmt"
	"os"

	"polyplay/internal/goappoverlay"
)

func main() {
	dir := flag.String("dir", "bin/goapp", "directory for the changed files and overlay.json")
	flag.Parse()
	mod, err := goappoverlay.ModuleDir()
	if err == nil {
		var path string
		if path, err = goappoverlay.Write(mod, ".", *dir); err == nil {
			fmt.Println(path)
			return
		}
	}
	fmt.Fprintln(os.Stderr, "goapp-overlay:", err)
	os.Exit(1)
}
