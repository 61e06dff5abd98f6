package main

import (
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/internal/goappoverlay"
)

// TestGoAppOverlay checks the overlay through which go-app is compiled
// (internal/goappoverlay): that it still applies to the release in the
// module cache (the SHA-256 of each file it changes), that the
// playground's program then imports no net/http, and that this binary's
// go-app escapes attribute values for HTML.
func TestGoAppOverlay(t *testing.T) {
	mod, err := goappoverlay.ModuleDir()
	if err != nil {
		t.Fatal(err)
	}
	overlay, err := goappoverlay.Write(mod, "..", t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	list := exec.Command("go", "list", "-overlay="+overlay, "-deps", "./wasm/app")
	list.Dir = ".."
	list.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	deps, err := list.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, p := range strings.Fields(string(deps)) {
		if p == "net/http" || strings.HasPrefix(p, "crypto/") {
			t.Errorf("the playground's program imports %s", p)
		}
	}

	got := app.HTMLString(app.Div().Title(`say "hi" <b> & \n`))
	if want := `title="say &#34;hi&#34; &lt;b&gt; &amp; \n"`; !strings.Contains(got, want) {
		t.Errorf("server-rendered attribute:\n%s\nwant it to hold\n%s", got, want)
	}
	// An empty value is an attribute of its own (attribute.go): an
	// input whose value becomes empty shows no text.
	if got := app.HTMLString(app.Input().Value("")); !strings.Contains(got, ` value>`) && !strings.Contains(got, ` value `) {
		t.Errorf("an input with an empty value: %s", got)
	}
}
