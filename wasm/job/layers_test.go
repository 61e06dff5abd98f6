package job

import (
	"os"
	"os/exec"
	"runtime"
	"strings"
	"testing"
)

// TestLayers: the worker's packages (wasm/job, wasm/protocol) import
// nothing of the page's (ui/...), natively and as WebAssembly: what a
// worker runs lives in solver/ (the coach's search in solver/coach).
func TestLayers(t *testing.T) {
	if runtime.GOOS == "js" {
		t.Skip("the go command is not at hand under node")
	}
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command:", err)
	}
	for _, env := range [][]string{nil, {"GOOS=js", "GOARCH=wasm"}} {
		cmd := exec.Command(goCmd, "list", "-deps", "polyplay/wasm/job", "polyplay/wasm/protocol")
		cmd.Env = append(os.Environ(), env...)
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("go list %v: %v", env, err)
		}
		for _, pkg := range strings.Fields(string(out)) {
			if pkg == "polyplay/ui" || strings.HasPrefix(pkg, "polyplay/ui/") {
				t.Errorf("%v: wasm/job or wasm/protocol imports %s", env, pkg)
			}
		}
	}
}
