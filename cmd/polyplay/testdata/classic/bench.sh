#!/usr/bin/env bash
# Times polycube mode beside polycube 1.2.1, whole processes, on every
# library puzzle and the game Roadblock's (testdata/classic/roadblock.txt)
# (-i -q, as a script runs them): each RUNS times, the two
# programs alternating; prints each one's median wall and CPU (user +
# system) seconds and the median of the pair-by-pair CPU ratios.
#
#   bash testdata/classic/bench.sh /path/to/polycube [POLYPLAY-BINARY] [RUNS]
#
# POLYPLAY-BINARY (default: bin/polyplay, `make build`) runs through a
# link named polycube in a temporary directory. The puzzles that take
# polycube minutes run a bounded part of the same search: -g N stops
# each branch when N pieces are left (the two programs make the same
# search, so both do the same work).
set -euo pipefail
cd "$(dirname "$0")/../.."
polycube=${1:?usage: bench.sh POLYCUBE-BINARY [POLYPLAY-BINARY] [RUNS]}
polyplay=$(realpath "${2:-../../bin/polyplay}")
runs=${3:-5}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
ln -s "$polyplay" "$tmp/polycube"
median() { sort -g | awk '{v[NR]=$1} END {print (NR%2) ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'; }
printf '%-32s %-8s %10s %10s %10s %10s %8s\n' puzzle args "1.2.1 wall" "mode wall" "1.2.1 cpu" "mode cpu" "cpu A/B"
while read -r puzzle args; do
	f=../../def/library/$puzzle.txt
	[[ $puzzle == */* ]] && f=$puzzle.txt
	: >"$tmp/a"
	: >"$tmp/b"
	: >"$tmp/r"
	for _ in $(seq "$runs"); do
		# shellcheck disable=SC2086
		/usr/bin/time -o "$tmp/ta" -f '%e %U %S' "$polycube" -i -q $args -- "$f" >/dev/null
		# shellcheck disable=SC2086
		/usr/bin/time -o "$tmp/tb" -f '%e %U %S' "$tmp/polycube" -i -q $args -- "$f" >/dev/null
		cat "$tmp/ta" >>"$tmp/a"
		cat "$tmp/tb" >>"$tmp/b"
		paste "$tmp/tb" "$tmp/ta" | awk '{a=$2+$3; b=$5+$6; print (b>0) ? a/b : 1}' >>"$tmp/r"
	done
	aw=$(awk '{print $1}' "$tmp/a" | median)
	bw=$(awk '{print $1}' "$tmp/b" | median)
	ac=$(awk '{print $2+$3}' "$tmp/a" | median)
	bc=$(awk '{print $2+$3}' "$tmp/b" | median)
	r=$(median <"$tmp/r")
	printf '%-32s %-8s %10s %10s %10s %10s %8.3f\n' "$puzzle" "${args:--}" "$aw" "$bw" "$ac" "$bc" "$r"
done <<'LIST'
bedlam-cube -g8
heptominoes-33x23-holes -g106
hexominoes-15x14-parallelogram -g30
hexominoes-box-in-a-diamond -g31
kanoodle -g5
pentominoes-10x6 -g4
pentominoes-12x5
pentominoes-15x4
pentominoes-20x3
pentominoes-8x8-hole
pentominoes-onesided-18x5 -g12
pentominoes-onesided-30x3 -g8
pt-diamond-13x13 -g11
testdata/classic/roadblock
soma
tetris-cube -g8
LIST
