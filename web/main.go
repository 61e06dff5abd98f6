// Command web builds, serves and publishes the Polyplay playground.
//
//	go run ./web serve [-addr 127.0.0.1:8000]
//	go run ./web site [-out dist] [-base /polyplay/]
//
// serve first listens on its address, and fails at once if another
// program listens there. Both then compile the WebAssembly programs
// (wasm/app, the playground's program, which runs the go-app front end
// in the page and the solver in its Web Workers, and wasm/embed, the
// embed page's) into the build directory (-build, default bin/web)
// together with Go's wasm_exec.js. serve then serves the app with
// go-app's handler and prints its address; site writes a static website
// into -out that works from any static host, under the base path given
// with -base ("/" by default).
//
// Use -nobuild to reuse WebAssembly files already in the build directory.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"time"

	"polyplay/internal/serveaddr"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "web:", err)
		os.Exit(1)
	}
}

const usage = `usage:
  web serve [-addr 127.0.0.1:8000] [-build DIR] [-nobuild]
  web site  [-out dist] [-base /] [-build DIR] [-nobuild]`

func run(args []string, stdout io.Writer) error {
	if len(args) == 0 {
		return errors.New("missing command\n" + usage)
	}
	cmd, args := args[0], args[1:]
	fs := flag.NewFlagSet(cmd, flag.ContinueOnError)
	buildDir := fs.String("build", "bin/web", "directory for the compiled WebAssembly files")
	noBuild := fs.Bool("nobuild", false, "do not compile; use the files already in the build directory")
	switch cmd {
	case "serve":
		addr := fs.String("addr", "127.0.0.1:8000", "address to listen on")
		if err := fs.Parse(args); err != nil {
			return err
		}
		// The address first: compiling takes minutes.
		ln, err := serveaddr.Listen(*addr)
		if err != nil {
			return err
		}
		defer ln.Close()
		if err := prepare(*buildDir, *noBuild, stdout); err != nil {
			return err
		}
		return serve(ln, *buildDir, stdout)
	case "site":
		out := fs.String("out", "dist", "directory to write the static site into")
		base := fs.String("base", "/", "URL path the site is served under, e.g. /polyplay/")
		if err := fs.Parse(args); err != nil {
			return err
		}
		if err := prepare(*buildDir, *noBuild, stdout); err != nil {
			return err
		}
		if err := cleanSiteDir(*out); err != nil {
			return err
		}
		if err := GenerateSite(*out, *base, *buildDir); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "wrote the static site to %s (base path %s)\n", *out, normalizeBase(*base))
		return nil
	case "help", "-h", "-help", "--help":
		fmt.Fprintln(stdout, usage)
		return nil
	}
	return fmt.Errorf("unknown command %q\n%s", cmd, usage)
}

// prepare compiles the WebAssembly files unless noBuild is set, in which
// case it checks that they are there.
func prepare(dir string, noBuild bool, stdout io.Writer) error {
	if noBuild {
		for _, f := range builtFiles {
			if _, err := os.Stat(dir + "/" + f); err != nil {
				return fmt.Errorf("-nobuild: %w", err)
			}
		}
		return nil
	}
	fmt.Fprintln(stdout, "compiling the WebAssembly programs into", dir)
	return BuildWasm(context.Background(), dir)
}

// cleanSiteDir empties out when it holds a site written before, so no
// stale file survives; it refuses a non-empty directory that does not look
// like one.
func cleanSiteDir(out string) error {
	entries, err := os.ReadDir(out)
	if os.IsNotExist(err) || (err == nil && len(entries) == 0) {
		return nil
	}
	if err != nil {
		return err
	}
	for _, f := range []string{"index.html", "app.js", "app-worker.js"} {
		if _, err := os.Stat(filepath.Join(out, f)); err != nil {
			return fmt.Errorf("%s is not empty and does not hold a site written before; choose another -out", out)
		}
	}
	return os.RemoveAll(out)
}

// serve serves the playground on ln until interrupted.
func serve(ln net.Listener, buildDir string, stdout io.Writer) error {
	h, err := NewHandler("/", buildDir)
	if err != nil {
		return err
	}
	srv := &http.Server{Handler: compressResponses(withEmbed("/", h)), ReadHeaderTimeout: 10 * time.Second}
	fmt.Fprintf(stdout, "Polyplay playground: http://%s/\n", ln.Addr())
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, os.Interrupt)
	go func() {
		<-stop
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		srv.Shutdown(ctx)
	}()
	if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
