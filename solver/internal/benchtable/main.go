// Command benchtable formats the output of the solver benchmarks
// (go test -bench, natively and optionally under WebAssembly) as a table
// in the form of the FILA article's Table 1: test case, configuration, fits,
// no-fits, time and solutions, with the median time of repeated runs
// (-count) and the WebAssembly/native ratio.
//
// Usage:
//
//	benchtable native.txt [wasm.txt]
package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
	"strings"
	"time"
)

// result gathers the runs of one sub-benchmark.
type result struct {
	bench, config string
	ns            []float64
	metrics       map[string]float64
}

// parse reads benchmark lines: name, iterations, then value-unit pairs.
func parse(r io.Reader) (map[string]*result, []string, error) {
	out := map[string]*result{}
	var order []string
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) < 4 || !strings.HasPrefix(f[0], "Benchmark") {
			continue
		}
		name := f[0]
		// Drop the -GOMAXPROCS suffix.
		if i := strings.LastIndexByte(name, '-'); i > 0 {
			if _, err := strconv.Atoi(name[i+1:]); err == nil {
				name = name[:i]
			}
		}
		res, ok := out[name]
		if !ok {
			bench, config, _ := strings.Cut(strings.TrimPrefix(name, "Benchmark"), "/")
			res = &result{bench: bench, config: strings.ReplaceAll(config, "_", " "), metrics: map[string]float64{}}
			out[name] = res
			order = append(order, name)
		}
		for i := 2; i+1 < len(f); i += 2 {
			v, err := strconv.ParseFloat(f[i], 64)
			if err != nil {
				return nil, nil, fmt.Errorf("bad value %q in %q", f[i], sc.Text())
			}
			if f[i+1] == "ns/op" {
				res.ns = append(res.ns, v)
			} else {
				res.metrics[f[i+1]] = v
			}
		}
	}
	return out, order, sc.Err()
}

func median(v []float64) float64 {
	if len(v) == 0 {
		return 0
	}
	s := append([]float64(nil), v...)
	sort.Float64s(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

func minimum(v []float64) float64 {
	m := v[0]
	for _, x := range v {
		m = min(m, x)
	}
	return m
}

func count(v float64) string {
	s := strconv.FormatInt(int64(v), 10)
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}

func dur(ns float64) string {
	d := time.Duration(ns)
	switch {
	case d >= 10*time.Second:
		return fmt.Sprintf("%.1f s", d.Seconds())
	case d >= time.Second:
		return fmt.Sprintf("%.2f s", d.Seconds())
	default:
		return fmt.Sprintf("%.1f ms", float64(d)/1e6)
	}
}

func load(name string) (map[string]*result, []string, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	return parse(f)
}

func main() {
	if len(os.Args) < 2 || len(os.Args) > 3 {
		fmt.Fprintln(os.Stderr, "usage: benchtable native.txt [wasm.txt]")
		os.Exit(2)
	}
	native, order, err := load(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, "benchtable:", err)
		os.Exit(1)
	}
	var wasm map[string]*result
	if len(os.Args) == 3 {
		if wasm, _, err = load(os.Args[2]); err != nil {
			fmt.Fprintln(os.Stderr, "benchtable:", err)
			os.Exit(1)
		}
	}
	fmt.Println("| Test case | Configuration | Fits | No-fits | Native median (min) | WASM median (min) | WASM/native | Solutions |")
	fmt.Println("|---|---|--:|--:|--:|--:|--:|--:|")
	for _, name := range order {
		r := native[name]
		nt := median(r.ns)
		wt, ratio := "-", "-"
		if w, ok := wasm[name]; ok && len(w.ns) > 0 {
			wt = fmt.Sprintf("%s (%s)", dur(median(w.ns)), dur(minimum(w.ns)))
			ratio = fmt.Sprintf("%.2f", median(w.ns)/nt)
		}
		fmt.Printf("| %s | `%s` | %s | %s | %s (%s) | %s | %s | %s |\n", r.bench, r.config,
			count(r.metrics["fits"]), count(r.metrics["nofits"]), dur(nt), dur(minimum(r.ns)), wt, ratio, count(r.metrics["solutions"]))
	}
	fmt.Printf("\nTimes are medians (and minima) of %s natively; a run compiles the puzzle and solves it (no process start).\n", runs(native))
}

func runs(m map[string]*result) string {
	lo, hi := 1<<30, 0
	for _, r := range m {
		lo, hi = min(lo, len(r.ns)), max(hi, len(r.ns))
	}
	if lo == hi {
		return fmt.Sprintf("%d runs", lo)
	}
	return fmt.Sprintf("%d to %d runs", lo, hi)
}
