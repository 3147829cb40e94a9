#!/bin/sh
# Regenerates the expected outputs of the held-out acceptance programs by running real Go.
#
# For each testdata/holdout/NAME.go: `go build` it into a temporary directory, run the binary
# and write NAME.stdout, NAME.stderr and NAME.exit (exit status and a newline). For a program
# that panics, NAME.stderr keeps the output only up to and including the first line starting
# with "panic: " (the goroutine trace is not part of the contract, language.md section 1).
#
# Usage: testdata/holdout/regen.sh [OUTDIR]     (OUTDIR defaults to testdata/holdout)
# testdata/regen.sh only reads testdata/run, hence this copy of its procedure for this folder.
# Never edit the generated files by hand.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
out=${1:-"$here"}
mkdir -p "$out"
out=$(cd "$out" && pwd)

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

export GOTOOLCHAIN=local GOFLAGS=-buildvcs=false GO111MODULE=auto GOPROXY=off CGO_ENABLED=0
unset GOOS GOARCH 2>/dev/null || true

go version | sed 's/ [^ ]*$//' >"$out/GO_VERSION"

status=0
for src in "$here"/*.go; do
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
    awk '{ print } /^panic: / { exit }' "$tmp/$name.stderr" >"$out/$name.stderr"
done
exit $status
