#!/bin/sh
# Regenerates the expected outputs of the golden programs by running real Go.
#
# For each testdata/run/NAME.go: `go build` it into a temporary directory, run the binary and
# write NAME.stdout, NAME.stderr and NAME.exit (the exit status followed by a newline). For a
# program that panics, NAME.stderr keeps the output only up to and including the first line
# that starts with "panic: " (Go's goroutine trace is not part of the contract).
#
# Usage: testdata/regen.sh [OUTDIR]
#   OUTDIR defaults to testdata/run itself; the tests pass a temporary directory to check that
#   the committed files are fresh. The Go version used is written to OUTDIR/GO_VERSION.
# Never edit the generated files by hand.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
out=${1:-"$here/run"}
mkdir -p "$out"
out=$(cd "$out" && pwd)

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

# Build outside any module, with the local toolchain only and no network.
export LC_ALL=C
export GOTOOLCHAIN=local GOFLAGS=-buildvcs=false GO111MODULE=auto GOPROXY=off
unset GOOS GOARCH CGO_ENABLED 2>/dev/null || true
export CGO_ENABLED=0

go version | sed 's/ [^ ]*$//' > "$out/GO_VERSION"

status=0
for src in "$here"/run/*.go; do
    name=$(basename "$src" .go)
    mkdir -p "$tmp/$name"
    cp "$src" "$tmp/$name/main.go"
    if ! (cd "$tmp/$name" && go build -o prog main.go) >"$tmp/$name.build" 2>&1; then
        echo "regen.sh: $name.go does not build with Go:" >&2
        cat "$tmp/$name.build" >&2
        status=1
        continue
    fi
    set +e
    (cd "$tmp/$name" && ./prog </dev/null >"$out/$name.stdout" 2>"$tmp/$name.stderr")
    code=$?
    set -e
    echo "$code" >"$out/$name.exit"
    if grep -a -q '^panic: ' "$tmp/$name.stderr"; then
        awk '{ print } /^panic: / { exit }' "$tmp/$name.stderr" >"$out/$name.stderr"
    else
        cp "$tmp/$name.stderr" "$out/$name.stderr"
    fi
done
exit $status
