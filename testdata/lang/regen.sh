#!/bin/sh
# Regenerates the expected outputs of the golden programs in testdata/lang/run by running real
# Go, after checking that every program under testdata/lang is gofmt-clean and that the run/
# and differs/ programs are go vet-clean.
#
# For each run/NAME.go: `go build` it in a temporary directory, run the binary and write
# NAME.stdout, NAME.stderr and NAME.exit (the exit status followed by a newline). For a program
# that panics, NAME.stderr keeps the output only up to and including the first line that
# starts with "panic: " (Go's goroutine trace is not part of the contract, language.md
# section 1).
#
# Usage: testdata/lang/regen.sh [OUTDIR]
#   OUTDIR defaults to testdata/lang/run itself; pass another directory to check that the
#   committed files are fresh (then compare with `diff -r`). The Go version used is written to
#   OUTDIR/GO_VERSION. Never edit the generated files by hand.
# The first lines of errors/*.go are written by regen-errors.sh, not by this script.
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
unset GOOS GOARCH 2>/dev/null || true
export CGO_ENABLED=0

status=0

# errors/syntax_*.go are syntax errors on purpose, so gofmt cannot parse them.
unformatted=$(gofmt -l "$here/run" "$here/differs" $(ls "$here"/errors/*.go | grep -v '/syntax_') 2>&1 || true)
if [ -n "$unformatted" ]; then
    echo "regen.sh: not gofmt-clean:" >&2
    echo "$unformatted" >&2
    status=1
fi

go version | sed 's/ [^ ]*$//' > "$out/GO_VERSION"

for src in "$here"/run/*.go "$here"/differs/*.go; do
    [ -e "$src" ] || continue
    name=$(basename "$src" .go)
    dir=$(basename "$(dirname "$src")")
    mkdir -p "$tmp/$dir/$name"
    cp "$src" "$tmp/$dir/$name/main.go"
    if ! (cd "$tmp/$dir/$name" && go vet main.go) >"$tmp/$dir/$name.vet" 2>&1; then
        echo "regen.sh: $dir/$name.go is not go vet-clean:" >&2
        cat "$tmp/$dir/$name.vet" >&2
        status=1
    fi
    if ! (cd "$tmp/$dir/$name" && go build -o prog main.go) >"$tmp/$dir/$name.build" 2>&1; then
        echo "regen.sh: $dir/$name.go does not build with Go:" >&2
        cat "$tmp/$dir/$name.build" >&2
        status=1
        continue
    fi
    set +e
    if [ "$dir" = differs ]; then
        # A deliberate difference must be a real one: Go runs the program to completion.
        (cd "$tmp/$dir/$name" && ./prog </dev/null >/dev/null 2>"$tmp/$dir/$name.stderr")
        code=$?
        set -e
        if [ $code -ne 0 ]; then
            echo "regen.sh: differs/$name.go exits with $code under Go; it must run to completion:" >&2
            head -5 "$tmp/$dir/$name.stderr" >&2
            status=1
        fi
        continue
    fi
    (cd "$tmp/$dir/$name" && ./prog </dev/null >"$out/$name.stdout" 2>"$tmp/$dir/$name.stderr")
    code=$?
    set -e
    echo "$code" >"$out/$name.exit"
    if grep -a -q '^panic: ' "$tmp/$dir/$name.stderr"; then
        awk '{ print } /^panic: / { exit }' "$tmp/$dir/$name.stderr" >"$out/$name.stderr"
    else
        cp "$tmp/$dir/$name.stderr" "$out/$name.stderr"
    fi
done
exit $status
