#!/usr/bin/env bash
# Times polycube mode beside polycube 1.2.1, whole processes, on the
# library puzzles polycube solves within LIMIT seconds (-i -q, as a script
# runs them): each puzzle RUNS times, the two programs alternating, and
# prints each one's median wall and CPU (user+system) seconds.
#
#   bash testdata/classic/bench.sh /path/to/polycube [POLYPLAY-BINARY] [RUNS]
#
# POLYPLAY-BINARY (default: bin/polyplay, `make build`) runs through a
# link named polycube in a temporary directory. LIMIT (default 20) skips
# the puzzles polycube takes longer on.
set -euo pipefail
cd "$(dirname "$0")/../.."
polycube=${1:?usage: bench.sh POLYCUBE-BINARY [POLYPLAY-BINARY] [RUNS]}
polyplay=$(realpath "${2:-../../bin/polyplay}")
runs=${3:-5}
limit=${LIMIT:-20}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
ln -s "$polyplay" "$tmp/polycube"
median() { sort -n | awk '{v[NR]=$1} END {print (NR%2) ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'; }
printf '%-36s %10s %10s %10s %10s\n' puzzle "1.2.1 wall" "mode wall" "1.2.1 cpu" "mode cpu"
for f in ../../def/library/*.txt; do
	if ! timeout "$limit" "$polycube" -i -q -- "$f" >/dev/null 2>&1; then
		printf '%-36s %s\n' "$(basename "$f" .txt)" "skipped: polycube takes over ${limit}s"
		continue
	fi
	: >"$tmp/a" ; : >"$tmp/b"
	for _ in $(seq "$runs"); do
		/usr/bin/time -o "$tmp/t" -f '%e %U %S' "$polycube" -i -q -- "$f" >/dev/null
		cat "$tmp/t" >>"$tmp/a"
		/usr/bin/time -o "$tmp/t" -f '%e %U %S' "$tmp/polycube" -i -q -- "$f" >/dev/null
		cat "$tmp/t" >>"$tmp/b"
	done
	aw=$(awk '{print $1}' "$tmp/a" | median); bw=$(awk '{print $1}' "$tmp/b" | median)
	ac=$(awk '{print $2+$3}' "$tmp/a" | median); bc=$(awk '{print $2+$3}' "$tmp/b" | median)
	printf '%-36s %10s %10s %10s %10s\n' "$(basename "$f" .txt)" "$aw" "$bw" "$ac" "$bc"
done
