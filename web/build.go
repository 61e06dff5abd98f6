package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"

	"polyplay/internal/goappoverlay"
)

// BuildWasm compiles the playground's program (wasm/app, which is both
// the page's front end and its solver workers' program) and the embed
// page's program (wasm/embed) for GOOS=js GOARCH=wasm into dir as
// app.wasm and embed.wasm, and copies the toolchain's wasm_exec.js next
// to them (the workers and the embed page load it; it must match the
// compiler that built them).
func BuildWasm(ctx context.Context, dir string) error {
	root, err := moduleRoot(ctx)
	if err != nil {
		return err
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(abs, 0o755); err != nil {
		return err
	}
	// go-app with its changes (internal/goappoverlay), whatever GOFLAGS
	// this program runs with.
	mod, err := goappoverlay.ModuleDir()
	if err != nil {
		return err
	}
	tmp, err := os.MkdirTemp("", "polyplay-goapp-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	overlay, err := goappoverlay.Write(mod, root, tmp)
	if err != nil {
		return err
	}
	// Release builds: no symbol table or DWARF (-s -w), no local paths
	// (-trimpath). The programs are built without inlining, which makes
	// them smaller compressed (and larger uncompressed: the calls
	// inlining removes compress better than the bodies it copies), except
	// in the solver's packages (polyplay/solver/...), whose searches run
	// in the playground's workers, and the workers' own (polyplay/
	// wasm/...: the jobs and their messages): they keep inlining and the
	// profile-guided optimisation of wasm/app/default.pgo (the command
	// line's profile), for the search's speed (TestBrowserWeight logs the weights
	// against their budgets, BenchmarkBrowserSolve the solve times). The
	// embed program runs no search.
	// The builds run side by side: each ends in a link of a few seconds
	// on one core, which one after the other delayed the browser tests'
	// start.
	builds := []struct {
		pkg, out string
		gcflags  []string
	}{
		{"./wasm/app", "app.wasm", []string{"all=-l", "polyplay/solver/...=", "polyplay/wasm/...="}},
		{"./wasm/embed", "embed.wasm", []string{"all=-l"}},
	}
	errs := make([]error, len(builds))
	var wg sync.WaitGroup
	for i, p := range builds {
		args := []string{"build", "-overlay=" + overlay, "-trimpath", "-ldflags=-s -w"}
		for _, f := range p.gcflags {
			args = append(args, "-gcflags="+f)
		}
		cmd := exec.CommandContext(ctx, "go", append(args, "-o", filepath.Join(abs, p.out), p.pkg)...)
		cmd.Dir = root
		cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
		wg.Go(func() {
			if out, err := cmd.CombinedOutput(); err != nil {
				errs[i] = fmt.Errorf("building %s: %v\n%s", p.pkg, err, out)
			}
		})
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return err
	}
	// A program an older build wrote and this one no longer does (the
	// workers' worker.wasm) would be served and copied into the site.
	stale, err := filepath.Glob(filepath.Join(abs, "*.wasm"))
	if err != nil {
		return err
	}
	written := map[string]bool{}
	for _, p := range builds {
		written[p.out] = true
	}
	for _, f := range stale {
		if !written[filepath.Base(f)] {
			if err := os.Remove(f); err != nil {
				return err
			}
		}
	}
	goroot, err := goEnv(ctx, root, "GOROOT")
	if err != nil {
		return err
	}
	var src []byte
	for _, p := range []string{"lib/wasm/wasm_exec.js", "misc/wasm/wasm_exec.js"} {
		if src, err = os.ReadFile(filepath.Join(goroot, p)); err == nil {
			break
		}
	}
	if err != nil {
		return fmt.Errorf("finding wasm_exec.js in GOROOT %s: %w", goroot, err)
	}
	return os.WriteFile(filepath.Join(abs, "wasm_exec.js"), src, 0o644)
}

// moduleRoot returns the directory of the polyplay module's go.mod.
func moduleRoot(ctx context.Context) (string, error) {
	gomod, err := goEnv(ctx, "", "GOMOD")
	if err != nil {
		return "", err
	}
	if gomod == "" || gomod == os.DevNull {
		return "", fmt.Errorf("not inside the polyplay module (go env GOMOD is empty); run from the repository")
	}
	return filepath.Dir(gomod), nil
}

func goEnv(ctx context.Context, dir, name string) (string, error) {
	cmd := exec.CommandContext(ctx, "go", "env", name)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("go env %s: %v: %s", name, err, stderr.String())
	}
	return strings.TrimSpace(string(out)), nil
}
