#!/usr/bin/env bash
# Regenerates the goldens of the polycube compatibility suite (cases.txt)
# with Matt Busche's polycube 1.2.1, the reference solver. It needs the
# reference's source archive (build-polycube.sh builds it):
#
#   bash gen.sh /path/to/polycube
#
# The goldens it writes are committed: the suite runs without polycube.
set -euo pipefail
cd "$(dirname "$0")"
polycube=${1:?usage: gen.sh POLYCUBE-BINARY}
grep -v '^#' cases.txt | while IFS='|' read -r name args _; do
	name=$(echo $name)
	if [[ $args == *"<"* ]]; then
		input=$(echo ${args#*<})
		# shellcheck disable=SC2086
		"$polycube" ${args%<*} <"$input" >"$name.out"
	else
		# shellcheck disable=SC2086
		"$polycube" $args >"$name.out"
	fi
	echo "$name.out"
done
