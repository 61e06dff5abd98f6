#!/usr/bin/env bash
# Records the polycube mode's goldens (cases.txt) from Matt Busche's
# polycube 1.2.1, the reference (build-polycube.sh builds it):
#
#   bash testdata/classic/gen.sh /path/to/polycube [NAME-REGEXP]
#
# It runs from cmd/polyplay, as the suite does, so that the file names
# the goldens show are the suite's. The goldens are committed: the suite
# runs without polycube.
set -euo pipefail
cd "$(dirname "$0")/../.."
polycube=${1:?usage: gen.sh POLYCUBE-BINARY [NAME-REGEXP]}
only=${2:-.}
dir=testdata/classic
grep -v '^#' $dir/cases.txt | while IFS='|' read -r name args; do
	name=$(echo $name)
	[[ $name =~ $only ]] || continue
	err=$(mktemp)
	rc=0
	if [[ $args == *"<"* ]]; then
		input=$(echo ${args#*<})
		# shellcheck disable=SC2086
		"$polycube" ${args%<*} <"$input" >"$dir/$name.out" 2>"$err" || rc=$?
	else
		# shellcheck disable=SC2086
		"$polycube" $args </dev/null >"$dir/$name.out" 2>"$err" || rc=$?
	fi
	kind=none
	if grep -q 'Exception:' "$err"; then
		kind=exception
	elif [[ -s $err ]]; then
		kind=warning
	fi
	echo "$rc $kind" >"$dir/$name.status"
	rm -f "$err"
	echo "$name: $rc $kind"
done
