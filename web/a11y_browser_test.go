package main

// Accessibility checks with axe-core (from npm, installed into
// testdata/axe by make axe or .ci/run) on the playground's main states.

import (
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// axeScript is axe-core's browser build.
var axeScript = sync.OnceValues(func() (string, error) {
	b, err := os.ReadFile(filepath.Join("testdata", "axe", "node_modules", "axe-core", "axe.min.js"))
	return string(b), err
})

// axeViolation is one failed axe rule.
type axeViolation struct {
	ID, Impact, Help string
	Nodes            []string
}

// checkA11y runs axe-core on the page as it is and fails the test for
// every serious or critical violation. Without axe-core installed the
// check is skipped with a message, except under CI=true.
func (p *page) checkA11y(state string) {
	p.t.Helper()
	src, err := axeScript()
	if err != nil {
		if os.Getenv("CI") == "true" {
			p.t.Fatalf("axe-core is not installed (make axe): %v", err)
		}
		p.t.Logf("%s: skipping the axe-core check: not installed (make axe)", state)
		return
	}
	var loaded bool
	p.eval(`typeof axe !== "undefined" || (() => { const s = document.createElement("script"); s.textContent = `+jsString(src)+`; document.head.appendChild(s); return true })()`, &loaded)
	var vs []axeViolation
	p.run("axe "+state, chromedp.Evaluate(`axe.run(document, {resultTypes: ["violations"]}).then(r => r.violations
		.filter(v => v.impact === "serious" || v.impact === "critical")
		.map(v => ({ID: v.id, Impact: v.impact, Help: v.help, Nodes: v.nodes.slice(0, 5).map(n => n.target.join(" "))})))`, &vs,
		func(ep *runtime.EvaluateParams) *runtime.EvaluateParams { return ep.WithAwaitPromise(true) }))
	for _, v := range vs {
		p.t.Errorf("%s: axe %s (%s): %s, at %s", state, v.ID, v.Impact, v.Help, strings.Join(v.Nodes, "; "))
	}
}

// jsString quotes s as a JavaScript string literal.
func jsString(s string) string {
	r := strings.NewReplacer(`\`, `\\`, "`", "\\`", "${", "\\${")
	return "`" + r.Replace(s) + "`"
}
