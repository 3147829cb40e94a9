#!/bin/sh
# solod-via-go: a stand-in for `solod` that delegates to the Go toolchain.
#
# It exists to check the gotests harness itself: with it, Go compiles every program, so
# `cargo run -p xtask -- gotests --solod tools/solod-via-go.sh` must report nearly every
# measured program as PASS, and any other verdict points at the harness (or at one of the
# few programs Go's own harness expects to fail).
#
#   solod-via-go.sh build -o OUT FILE.go   -> go build -o OUT FILE.go
#   solod-via-go.sh check FILE.go          -> go build -gcflags=-e, errors rewritten in
#                                             solod's shape (`error: MSG` then `┌─ FILE:L:C`)
set -u
sub=${1:-}
[ $# -gt 0 ] && shift
out=
file=
while [ $# -gt 0 ]; do
	case $1 in
	-o) out=$2; shift 2 ;;
	*) file=$1; shift ;;
	esac
done
case $sub in
build)
	exec go build -o "$out" "$file"
	;;
check)
	dir=$(mktemp -d)
	msgs=$(cd "$(dirname "$file")" && go build -gcflags=-e -o "$dir/a" "$(basename "$file")" 2>&1)
	status=$?
	rm -rf "$dir"
	[ $status -eq 0 ] && exit 0
	printf '%s\n' "$msgs" | sed -n -e 's/^\(.*\.go\):\([0-9][0-9]*\):\([0-9][0-9]*\): \(.*\)$/error: \4\n  ┌─ \1:\2:\3/p' \
		-e 's/^\(.*\.go\):\([0-9][0-9]*\): \(.*\)$/error: \3\n  ┌─ \1:\2:1/p'
	exit 1
	;;
*)
	echo "usage: solod-via-go.sh build -o OUT FILE.go | check FILE.go" >&2
	exit 2
	;;
esac
