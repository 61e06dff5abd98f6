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
	input=/dev/null
	if [[ $args == *"<"* ]]; then
		input=$(echo ${args#*<})
		args=${args%<*}
	fi
	# The arguments split as a shell splits them: single quotes keep
	# their blanks ('' is an empty argument).
	eval "set -- $args"
	"$polycube" "$@" <"$input" >"$dir/$name.out" 2>"$err" || rc=$?
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
