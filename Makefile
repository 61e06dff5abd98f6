# Polyplay build and test entry points (GNU make).
#
# Needs only Go (see go.mod) and node (for the WebAssembly tests); browser
# tests additionally need chromium (.ci/run installs it on Debian).
#
#   make run     build and serve the browser playground on http://127.0.0.1:8000
#   make site    write the playground as a static site into dist/
#   make test    gofmt check, go vet, generated files, dead code, native tests, every fuzz test briefly, solver/def tests under WebAssembly, browser tests
#   make test-long  the long tests (POLYPLAY_LONG_TESTS=1) and the WebAssembly pass without -short
#   make help    list all targets

GO          ?= go
GOROOT      := $(shell $(GO) env GOROOT)

# go-app is compiled as go downloads it, with a few files changed through
# an overlay (third_party/go-app/README.md): the goapp-overlay target
# writes it (cmd/goapp-overlay), and every go command of the recipes, and
# those the tests and the web program run, reads it through GOFLAGS.
GOAPP_OVERLAY := $(CURDIR)/bin/goapp/overlay.json
GOFLAGS_USER  := $(GOFLAGS)
export GOFLAGS := -overlay=$(GOAPP_OVERLAY) $(GOFLAGS_USER)
GOFMT       := $(GOROOT)/bin/gofmt
# Node-based runner that executes js/wasm test binaries (Go 1.24+ location).
WASM_EXEC   := $(GOROOT)/lib/wasm/go_js_wasm_exec

# make test's budget (README "Testing"): at most 2 minutes a package on
# 2 quiet cores, 6 minutes in all, and still passing on a machine several
# times as loaded (two busy loops beside it, and more). The timeouts
# only end a hang: about eight times each package's quiet time (the
# native solver and def tests take under 2 minutes, measured with go
# test -json, docs/testing.md).
TEST_TIMEOUT ?= 15m
# Extra flags for every `go test`, e.g. `make test TESTFLAGS=-v` or `TESTFLAGS='-run Foo'`.
TESTFLAGS   ?=
# make test's WebAssembly pass checks what differs under js/wasm: Go's
# one-threaded js scheduler (parallel and partial searches, sharing,
# cancellation and time limits: solver/yield_js.go), FILA's per-shape
# counting (solver/count_wasm.go), the memo's memory, def's files
# read through node, the conversions to and from JavaScript values of
# the workers' messages (wasm/protocol), and local storage's exceptions
# as errors (ui/storage). Wasm is 64-bit (int and pointers), so the
# combinatorics do not change: the pass runs with -short (the tests'
# smallest cases), and the tests of platform-independent logic (filters,
# sub-puzzles, symmetry, estimates, heuristics, and the long cases of
# larger trees), which the native passes run in full, skip themselves
# under WebAssembly (longtest.SkipUnderWasm). make test-long runs the
# WebAssembly pass without -short and with POLYPLAY_LONG_TESTS=1 (node
# passes the environment to the test binary): the long cases of what
# differs under js/wasm run there too.
WASM_TESTFLAGS ?= -short
# A test binary under node runs on one thread (Go's js scheduler), and
# the solver's is the longest of the pass by far: the pass runs its
# tests as two processes side by side, one core each, the odd and the
# even tests of its list (go test -list, in the order of its files),
# the other packages after the odd ones, the lighter half.
# WASM_SOLVER_SHARDS=1 runs the solver's tests in one process with the
# others.
WASM_SOLVER_SHARDS ?= 2
# About eight times the pass's quiet time a package, as TEST_TIMEOUT.
WASM_TEST_TIMEOUT ?= 15m
# The browser tests share a pool of chromium processes (POLYPLAY_BROWSERS,
# by default as many as go test runs tests in parallel, at most 4): tests
# that call t.Parallel run side by side, one a browser
# (web/browser_test.go). They spend much of their time waiting on the
# page, so BROWSER_PARALLEL runs three at a time even on two cores, which
# shortens the pass (also with two busy loops beside it).
BROWSER_TEST_TIMEOUT ?= 30m
BROWSER_PARALLEL ?= 3
# No browser test is left out of make test; BROWSER_SKIP=REGEXP leaves
# some out for a run.
BROWSER_SKIP ?=

# The long tests: those that call longtest.Skip (internal/longtest) run
# only when POLYPLAY_LONG_TESTS is set, which test-long does for the
# packages that use it; then it runs the WebAssembly pass with it set and
# without -short.
LONG_ENV    := POLYPLAY_LONG_TESTS=1
# About four times the slowest package's quiet time (README "Testing").
LONG_TIMEOUT ?= 40m
# The long packages side by side, one a core: solver's and def's tests
# run in parallel inside too, so more would only share the same cores.
LONG_P      ?= 2
# Packages with long tests (found when the recipe runs).
long_pkgs = $(sort $(patsubst %/,./%,$(dir $(shell grep -rl --include='*_test.go' 'polyplay/internal/longtest' . | sed 's|^\./||'))))

# The two copies of the PGO profile, which must be the same file.
PGO_COPIES  := cmd/polyplay/default.pgo wasm/app/default.pgo

# Directories whose tests also run under GOOS=js GOARCH=wasm (those that
# do not exist yet are skipped).
WASM_TEST_DIRS := solver def wasm/protocol ui/storage ui/control ui/play
# Directories vetted for GOOS=js GOARCH=wasm (shared and browser-side code
# that the native `go vet ./...` may not see because of build tags).
WASM_VET_DIRS  := solver def wasm ui

# The CLI demo behind `make demo`.
CLI_PKG     := ./cmd/polyplay
CLI_BIN     := bin/polyplay
DEMO_ARGS   ?= --library pentominoes-10x6 -r -q -i

BENCH_PKGS  ?= ./solver/...
# Profile-guided optimisation: the CLI (cmd/polyplay) and the playground's
# program (wasm/app, whose Web Workers run the solver) build with their default.pgo, a CPU profile of the
# benchmark set's automatic configurations (`make pgo` records it again);
# make bench measures the solver built with the same profile.
PGO_PROFILE := cmd/polyplay/default.pgo
BENCH_PGO   ?= -pgo=$(CURDIR)/$(PGO_PROFILE)
BENCH       ?= .
# The WebAssembly pass of make bench: the automatic configurations only
# (the whole set takes over half an hour under node).
BENCH_WASM  ?= (Pentominoes10x6|OneSided30x3|TetrisCube|PTDiamond)/--auto_-rL?$$
# Go's default: a sub-second benchmark repeats until it has run 1 s (the
# median is of steady-state runs), a longer one runs once per COUNT.
BENCHTIME   ?= 1s
BENCH_TIMEOUT ?= 60m

FUZZ        ?= FuzzParse
FUZZTIME    ?= 60s
FUZZ_PKG    ?= ./def/
# make test runs every fuzz test (each func Fuzz... of a _test.go file)
# for FUZZ_SHORT inputs beyond its seeds, one after the other: about
# 1.5 s each, most of it starting up.
FUZZ_SHORT  ?= 1000x

# ./DIR/... for each directory in $(1) that holds Go files (evaluated when
# the recipe runs, so packages written later are picked up automatically).
existing = $(strip $(foreach d,$(1),$(if $(shell find $(d) -name '*.go' 2>/dev/null | head -n 1),./$(d)/...)))

# Steps of `make test` must run in order, even under `make -j`.
.NOTPARALLEL:

.DEFAULT_GOAL := help

.PHONY: help goapp-overlay run site test-browser demo test fmt-check vet vet-wasm test-native test-fuzz test-wasm \
	check-generated check-deadcode check-pgo test-long test-long-native test-long-wasm screenshots axe \
	bench bench-native bench-browser pgo fuzz build clean

help: ## List the targets.
	@awk 'BEGIN {FS = ":.*## "} /^[a-zA-Z_-]+:.*## / {printf "  make %-14s %s\n", $$1, $$2}' $(MAKEFILE_LIST)

goapp-overlay: ## Write the go-app overlay (bin/goapp/overlay.json) that every go command here reads.
	@GOFLAGS='$(GOFLAGS_USER)' $(GO) run ./cmd/goapp-overlay -dir $(dir $(GOAPP_OVERLAY)) >/dev/null

# ---------------------------------------------------------------------------
# Playground
#
# Both targets compile the WebAssembly programs (wasm/app, the page and
# its solver workers; wasm/embed, the embed page) into $(WEB_BUILD) first,
# with the web program (./web).

ADDR        ?= 127.0.0.1:8000
WEB_BUILD   ?= bin/web
SITE_DIR    ?= dist
SITE_BASE   ?= /

# run checks first that it can listen on ADDR (cmd/can-listen, which
# compiles in a second): compiling the playground takes minutes.
run: ## Build the playground and serve it on http://$(ADDR) (ADDR=host:port).
	@GOFLAGS='$(GOFLAGS_USER)' $(GO) run ./cmd/can-listen $(ADDR)
	@$(MAKE) --no-print-directory goapp-overlay
	$(GO) run ./web serve -addr $(ADDR) -build $(WEB_BUILD)

site: goapp-overlay ## Write the static playground into $(SITE_DIR)/ (SITE_BASE=/polyplay/ to host it under a path).
	$(GO) run ./web site -out $(SITE_DIR) -base $(SITE_BASE) -build $(WEB_BUILD)

# ---------------------------------------------------------------------------
# Command line

demo: goapp-overlay ## Solve a library puzzle with the CLI (DEMO_ARGS=...).
	$(GO) run $(CLI_PKG) $(DEMO_ARGS)

# The CLI binary is built for this machine, as C programs are with
# -march=native: GOAMD64=v3 (AVX2, BMI1/2, FMA, LZCNT, MOVBE: hardware bit
# scans and counts in FILA's loops: see BenchmarkTetrisCube) where
# the CPU has those, else Go's default. A v3 binary copied to an older
# x86-64 machine exits with Go's message saying so; CLI_GOAMD64=v1 builds
# a portable one. (The tests, benchmarks and WebAssembly builds keep Go's
# defaults.)
CLI_GOAMD64 ?= $(shell [ "$$($(GO) env GOARCH)" = amd64 ] && flags=$$(grep -m1 '^flags' /proc/cpuinfo 2>/dev/null) && \
	for f in avx2 bmi1 bmi2 fma movbe abm f16c; do echo "$$flags" | grep -qw $$f || exit 0; done && echo v3)

build: goapp-overlay ## go build ./... and the CLI binary, built for this CPU, into bin/ (CLI_GOAMD64=v1: portable).
	$(GO) build ./...
	@level="$(CLI_GOAMD64)"; \
	echo "$${level:+GOAMD64=$$level }$(GO) build -o $(CLI_BIN) $(CLI_PKG)"; \
	$${level:+env GOAMD64=$$level} $(GO) build -o $(CLI_BIN) $(CLI_PKG)

# ---------------------------------------------------------------------------
# Tests

test: fmt-check vet vet-wasm check-generated check-pgo check-deadcode test-native test-fuzz test-wasm test-browser ## gofmt, vet, generated files, PGO copies, dead code, native tests, a short run of every fuzz test, WebAssembly and browser tests.
	@echo "make test: all steps passed"

test-long: test-long-native test-long-wasm ## The long tests (POLYPLAY_LONG_TESTS=1, in the packages using internal/longtest), then the WebAssembly pass without -short.
	@echo "make test-long: all steps passed"

# Two steps, so that make -k runs the second when the first fails.
test-long-native: goapp-overlay
	$(LONG_ENV) $(GO) test -p $(LONG_P) -timeout $(LONG_TIMEOUT) -skip '^TestBrowser' $(TESTFLAGS) $(long_pkgs)

test-long-wasm:
	$(LONG_ENV) $(MAKE) --no-print-directory test-wasm WASM_TESTFLAGS= WASM_TEST_TIMEOUT=$(LONG_TIMEOUT)

check-generated: goapp-overlay ## Fail if `go generate ./...` changes a generated file (run it and commit the result).
	@echo "go generate ./... (the generated files must not change)"
	@gen=$$(grep -rl --include='*.go' '^// Code generated .* DO NOT EDIT\.$$' .); \
	before=$$(cat $$gen | cksum); \
	$(GO) generate ./... || exit 1; \
	if [ "$$(cat $$gen | cksum)" != "$$before" ]; then \
		echo "go generate changed generated files (commit them):" >&2; \
		git diff --stat -- $$gen >&2; exit 1; \
	fi

check-pgo: ## Fail if the CLI's and the playground's default.pgo differ (make pgo writes both).
	@echo "cmp $(PGO_COPIES)"
	@cmp $(PGO_COPIES) || { echo "the PGO profiles differ: make pgo writes both" >&2; exit 1; }

# Dead code: golang.org/x/tools/cmd/deadcode (a tool of go.mod) finds the
# functions that no program reaches from its main function, nor the
# program's own tests: once natively (the main packages outside wasm/:
# cmd/..., web, the generators) and once for GOOS=js GOARCH=wasm (wasm/app,
# wasm/worker, wasm/embed). A function is dead when every pass that
# compiles its file reports it (a file built for one platform only is
# judged by that platform's pass). Code that only the tests of a library
# package use lives in its _test.go files; the packages that exist for
# the tests (internal/librarytest, internal/longtest, internal/plaincount,
# wasm/protocol/queuemodel) and DEADCODE_KEEP's
# few functions are left out. deadcode reads the packages itself
# (go/packages), which the go-app overlay's files do not reach: it sees
# go-app as downloaded (a go.mod without the replace, in bin/deadcode),
# which changes nothing in this module's code.
DEADCODE_DIR  := bin/deadcode
DEADCODE_WASM := ./wasm/app ./wasm/worker ./wasm/embed
# Left out, as an extended grep pattern of deadcode's lines: the packages
# that exist for the tests (queuemodel: the model static/queue_test.go
# checks static/queue.js against), and Recorder.Err, which ui/player's
# tests read.
DEADCODE_KEEP := ^internal/(librarytest|longtest|plaincount)/|^wasm/protocol/queuemodel/|^trace/recorder\.go:[0-9:]+ unreachable func: Recorder\.Err$$
check-deadcode: goapp-overlay ## Fail on a function that no program or test reaches, natively or under WebAssembly (deadcode -test).
	@echo "deadcode -test: the native programs, and for js/wasm $(DEADCODE_WASM)"
	@set -e; d=$(DEADCODE_DIR); mkdir -p $$d; \
	sed '/^replace github.com\/maxence-charriere\/go-app/d' go.mod > $$d/go.mod; cp go.sum $$d/go.sum; \
	export GOFLAGS="-modfile=$(CURDIR)/$$d/go.mod -mod=mod $(GOFLAGS_USER)"; \
	$(GO) build -o $$d/deadcode golang.org/x/tools/cmd/deadcode; \
	wasm="$(DEADCODE_WASM)"; \
	files='{{$$d := .Dir}}{{range .GoFiles}}{{$$d}}/{{.}}{{"\n"}}{{end}}{{range .TestGoFiles}}{{$$d}}/{{.}}{{"\n"}}{{end}}{{range .XTestGoFiles}}{{$$d}}/{{.}}{{"\n"}}{{end}}'; \
	native=$$($(GO) list -f '{{if eq .Name "main"}}{{.ImportPath}}{{end}}' ./... | grep -v '^polyplay/wasm/'); \
	$$d/deadcode -test $$native > $$d/native.txt; \
	GOOS=js GOARCH=wasm $$d/deadcode -test $$wasm > $$d/wasm.txt; \
	$(GO) list -deps -test -f "$$files" $$native | sed 's|^$(CURDIR)/||' | sort -u > $$d/native.files; \
	GOOS=js GOARCH=wasm $(GO) list -deps -test -f "$$files" $$wasm | sed 's|^$(CURDIR)/||' | sort -u > $$d/wasm.files; \
	dead=$$(awk -v d=$$d/ ' \
		FILENAME == d "native.files" { nf[$$0] = 1; next } \
		FILENAME == d "wasm.files" { wf[$$0] = 1; next } \
		{ split($$0, a, ":"); file[$$0] = a[1] } \
		FILENAME == d "native.txt" { nd[$$0] = 1 } \
		FILENAME == d "wasm.txt" { wd[$$0] = 1 } \
		END { for (k in file) { f = file[k]; \
			if (((f in nf) && !(k in nd)) || ((f in wf) && !(k in wd))) continue; print k } }' \
		$$d/native.files $$d/wasm.files $$d/native.txt $$d/wasm.txt | grep -Ev '$(DEADCODE_KEEP)' | sort); \
	if [ -n "$$dead" ]; then \
		echo "Functions no program or test reaches (remove them, or use them):" >&2; echo "$$dead" >&2; exit 1; \
	fi; \
	echo "deadcode: no function left unreached"

fmt-check: ## Fail (listing the files) if any Go file is not gofmt-formatted.
	@echo "gofmt -l ."
	@files=$$($(GOFMT) -l .) || { echo "gofmt failed" >&2; exit 1; }; \
	if [ -n "$$files" ]; then \
		echo "These files need gofmt -w:" >&2; echo "$$files" >&2; exit 1; \
	fi

vet: goapp-overlay ## go vet ./... (native).
	$(GO) vet ./...

vet-wasm: goapp-overlay ## go vet the browser-side and shared packages for GOOS=js GOARCH=wasm.
	@pkgs="$(call existing,$(WASM_VET_DIRS))"; \
	if [ -z "$$pkgs" ]; then echo "vet-wasm: no packages yet; skipping"; exit 0; fi; \
	pkgs=$$(GOOS=js GOARCH=wasm $(GO) list -e $$pkgs) || exit 1; \
	if [ -z "$$pkgs" ]; then echo "vet-wasm: no js/wasm packages yet; skipping"; exit 0; fi; \
	echo "GOOS=js GOARCH=wasm $(GO) vet" $$pkgs; \
	GOOS=js GOARCH=wasm $(GO) vet $$pkgs

# The browser tests (TestBrowser*) run once, in test-browser, not here too.
test-native: goapp-overlay ## go test ./... (native, without the browser tests).
	$(GO) test -shuffle=on -timeout $(TEST_TIMEOUT) -skip '^TestBrowser' $(TESTFLAGS) ./...

test-fuzz: goapp-overlay ## Run every fuzz test briefly: FUZZ_SHORT inputs each (make fuzz runs one for longer).
	@set -e; for f in $$(grep -rl --include='*_test.go' --exclude-dir=bin --exclude-dir=node_modules '^func Fuzz' . | sort); do \
		pkg=./$$(dirname $${f#./})/; \
		for name in $$(sed -n 's/^func \(Fuzz[A-Za-z0-9_]*\)(.*/\1/p' $$f); do \
			echo "go test -run '^\$$' -fuzz '^$$name\$$' -fuzztime=$(FUZZ_SHORT) $$pkg"; \
			out=$$($(GO) test -run '^$$' -fuzz "^$$name\$$" -fuzztime=$(FUZZ_SHORT) $$pkg 2>&1) || { echo "$$out"; exit 1; }; \
			echo "$$out" | grep -v '^fuzz: elapsed' || true; \
		done; \
	done

test-wasm: goapp-overlay ## Run the solver, def, wasm/protocol, ui/storage, ui/control and ui/play tests under WebAssembly (node; -short by default).
	@pkgs="$(call existing,$(WASM_TEST_DIRS))"; \
	if [ -z "$$pkgs" ]; then echo "test-wasm: no packages yet; skipping"; exit 0; fi; \
	pkgs=$$(GOOS=js GOARCH=wasm $(GO) list -e $$pkgs) || exit 1; \
	if [ -z "$$pkgs" ]; then echo "test-wasm: no js/wasm packages yet; skipping"; exit 0; fi; \
	test="$(GO) test -exec $(WASM_EXEC) -timeout $(WASM_TEST_TIMEOUT) $(WASM_TESTFLAGS) $(TESTFLAGS)"; \
	solver=$$(GOOS=js GOARCH=wasm $(GO) list -e ./solver 2>/dev/null); \
	if [ "$(WASM_SOLVER_SHARDS)" != 2 ] || ! echo "$$pkgs" | grep -qx "$$solver"; then \
		echo "GOOS=js GOARCH=wasm $$test" $$pkgs; \
		GOOS=js GOARCH=wasm $$test $$pkgs; \
		exit; \
	fi; \
	others=$$(echo "$$pkgs" | grep -vx "$$solver"); \
	tests=$$(GOOS=js GOARCH=wasm $(GO) test -exec "$(WASM_EXEC)" -list '^Test' ./solver/ | grep '^Test') || exit 1; \
	odd=$$(echo "$$tests" | awk 'NR % 2 == 1' | paste -sd'|' -); \
	even=$$(echo "$$tests" | awk 'NR % 2 == 0' | paste -sd'|' -); \
	echo "GOOS=js GOARCH=wasm $$test -run '^(the odd tests of go test -list)$$' ./solver/ &&" \
		"GOOS=js GOARCH=wasm $$test" $$others "&"; \
	echo "GOOS=js GOARCH=wasm $$test -run '^(the even tests)$$' ./solver/"; \
	{ GOOS=js GOARCH=wasm $$test -run "^($$odd)\$$" ./solver/ && \
		GOOS=js GOARCH=wasm $$test $$others; } & one=$$!; \
	GOOS=js GOARCH=wasm $$test -run "^($$even)\$$" ./solver/; two=$$?; \
	wait $$one && [ $$two -eq 0 ]

test-browser: axe goapp-overlay ## Playground end-to-end tests in headless chromium (skipped without it unless CI=true).
	$(GO) test -count=1 -timeout $(BROWSER_TEST_TIMEOUT) -parallel $(BROWSER_PARALLEL) $(TESTFLAGS) -run '^TestBrowser' $(if $(BROWSER_SKIP),-skip '$(BROWSER_SKIP)') ./web/

# axe-core (npm) for the browser tests' accessibility checks, pinned in
# web/testdata/axe/package-lock.json; skipped when npm is missing (the
# checks then skip too, except under CI=true).
AXE_DIR := web/testdata/axe
axe: ## Install axe-core from npm for the browser tests (into web/testdata/axe/node_modules).
	@if [ -f $(AXE_DIR)/node_modules/axe-core/axe.min.js ]; then :; \
	elif command -v npm >/dev/null 2>&1; then npm ci --prefix $(AXE_DIR) --no-audit --no-fund; \
	else echo "make axe: npm not found; the accessibility checks will be skipped" >&2; fi

# Screenshots of the playground's main states (first load, solving,
# solved, a 3-D puzzle solved, a share link, a damaged link, a playing link, the colour-blind-
# safe colours, the automatic configuration's choice, the designer from
# the top bar, Play mode, the hexiamonds solved on the triangle grid) at 1280x800 and 390x844, taken by the browser tests that
# check those states, those that call docShots (web/browser_test.go),
# the long ones (TestPage...) among them: with POLYPLAY_SCREENSHOTS_ONLY
# set the other browser tests skip.
SCREENSHOTS_DIR ?= docs/screenshots
screenshots: axe goapp-overlay ## Write screenshots of the main states at 1280x800 and 390x844 into docs/screenshots/ (SCREENSHOTS_DIR).
	@mkdir -p $(SCREENSHOTS_DIR)
	POLYPLAY_SCREENSHOTS=$(CURDIR)/$(SCREENSHOTS_DIR) POLYPLAY_SCREENSHOTS_ONLY=1 $(LONG_ENV) $(GO) test -count=1 -timeout $(BROWSER_TEST_TIMEOUT) -run '^(TestBrowser|TestPage)' ./web/

# The benchmark set of BENCHMARKS.md: ./solver's benchmarks natively and
# their automatic configurations under WebAssembly, COUNT runs each, summed up by solver/internal/benchtable
# as a table like the FILA article's Table 1 (raw output in bin/bench-*.txt).
bench: goapp-overlay ## Run the solver benchmark set natively and under WebAssembly and print the table (BENCH=regexp COUNT=3).
	@mkdir -p bin
	$(GO) test $(BENCH_PGO) -run '^$$' -bench '$(BENCH)' -benchtime=$(BENCHTIME) -count=$(or $(COUNT),3) -timeout $(BENCH_TIMEOUT) ./solver/ | tee bin/bench-native.txt
	GOOS=js GOARCH=wasm $(GO) test $(BENCH_PGO) -exec "$(WASM_EXEC)" -run '^$$' -bench '$(BENCH_WASM)' -benchtime=$(BENCHTIME) -count=$(or $(COUNT),3) -timeout $(BENCH_TIMEOUT) ./solver/ | tee bin/bench-wasm.txt
	@$(GO) run ./solver/internal/benchtable bin/bench-native.txt bin/bench-wasm.txt

bench-native: goapp-overlay ## Run the solver benchmark set natively only and print the table (BENCH=regexp COUNT=3).
	@mkdir -p bin
	$(GO) test $(BENCH_PGO) -run '^$$' -bench '$(BENCH)' -benchtime=$(BENCHTIME) -count=$(or $(COUNT),3) -timeout $(BENCH_TIMEOUT) ./solver/ | tee bin/bench-native.txt
	@$(GO) run ./solver/internal/benchtable bin/bench-native.txt

# The profile behind profile-guided optimisation: 10x6 (100 runs), the
# one-sided 30x3 (60) and the Tetris Cube (1) with --auto, one thread each,
# merged; the solver test binary is built without a profile.
pgo: goapp-overlay ## Record default.pgo, the profile the CLI and the playground's program build with, from the benchmark set.
	@mkdir -p bin
	$(GO) test -pgo=off -c -o bin/pgo.test ./solver/
	cd solver && ../bin/pgo.test -test.run '^$$' -test.bench 'Pentominoes10x6/--auto_-r$$' -test.benchtime=100x -test.cpu=1 -test.cpuprofile ../bin/pgo-1.pprof >/dev/null
	cd solver && ../bin/pgo.test -test.run '^$$' -test.bench 'OneSided30x3/--auto_-r$$' -test.benchtime=60x -test.cpu=1 -test.cpuprofile ../bin/pgo-2.pprof >/dev/null
	cd solver && ../bin/pgo.test -test.run '^$$' -test.bench 'TetrisCube/--auto_-rL$$' -test.benchtime=1x -test.cpu=1 -test.cpuprofile ../bin/pgo-3.pprof >/dev/null
	$(GO) tool pprof -proto bin/pgo-1.pprof bin/pgo-2.pprof bin/pgo-3.pprof > $(PGO_PROFILE)
	cp $(PGO_PROFILE) wasm/app/default.pgo

# The playground in headless chromium: the PolyPlayer's frame rate
# (web/bench_browser_test.go: frames/s painted on the articles' largest boards
# and a 3-D puzzle) and solve times with 1 worker and one per core
# (web/bench_solve_browser_test.go), the first solve of a fresh page
# (FirstSolve), and how soon a long search shows its fraction done
# (web/bench_progress_browser_test.go), and Play mode's coach and new
# challenges (web/bench_play_browser_test.go). BENCH_BROWSER=FrameRate,
# =Solve, =FirstSolve, =Progress, =Coach or =Challenge runs one.
BENCH_BROWSER ?= FrameRate|Solve|FirstSolve|Progress|Coach|Challenge
bench-browser: goapp-overlay ## Measure the playground in headless chromium: frames/s, solve times with 1 and N workers, a fresh page's first solve, the first fraction done, Play's coach and challenges.
	$(GO) test -run '^$$' -bench '^BenchmarkBrowser($(BENCH_BROWSER))$$' -benchtime=1x -count=$(or $(COUNT),1) -timeout $(BENCH_TIMEOUT) ./web/

fuzz: goapp-overlay ## Run one fuzz test for longer: def's FuzzParse by default (FUZZ=FuzzParse FUZZ_PKG=./def/ FUZZTIME=60s).
	$(GO) test -run '^$$' -fuzz='^$(FUZZ)$$' -fuzztime=$(FUZZTIME) $(FUZZ_PKG)

# ---------------------------------------------------------------------------

clean: ## Remove build outputs (bin/, dist/).
	rm -rf bin dist
