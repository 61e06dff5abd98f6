//go:build !(js && wasm)

package main

import (
	"fmt"
	"os"
)

// main says where the program runs: it is built for the browser only
// (GOOS=js GOARCH=wasm); natively its Build is tested.
func main() {
	fmt.Fprintln(os.Stderr, "embed: the embed page's program runs in the browser (GOOS=js GOARCH=wasm, see web/build.go)")
	os.Exit(2)
}
