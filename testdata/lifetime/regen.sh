#!/bin/sh
# Regenerates the expected outputs of the SAFE lifetime programs by running real Go.
#
# For each testdata/lifetime/run/NAME.go whose header says `// SAFE:`: `go build` it in a
# temporary directory, run it and write NAME.stdout, NAME.stderr and NAME.exit (the exit status
# and a newline). For each module testdata/lifetime/modules/NAME/ whose main.go says `// SAFE:`:
# `go build` it from its directory and write NAME/expected.stdout, expected.stderr and
# expected.exit. As in testdata/regen.sh, a panicking program's stderr stops after the first
# line that starts with "panic: ".
#
# UNSAFE programs get no expected files: solod must reject them (compiler/tests/lifetime.rs),
# and what Go prints for them is only used by the survey in README.md.
#
# Usage: testdata/lifetime/regen.sh [OUTDIR]
#   OUTDIR defaults to testdata/lifetime itself (OUTDIR/run/NAME.* and
#   OUTDIR/modules/NAME/expected.*); the tests pass a temporary directory to check that the
#   committed files are fresh.
# Never edit the generated files by hand.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
out=${1:-"$here"}
mkdir -p "$out/run" "$out/modules"
out=$(cd "$out" && pwd)

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

export LC_ALL=C
export GOTOOLCHAIN=local GOFLAGS=-buildvcs=false GOPROXY=off GOWORK=off GONOSUMCHECK=1 GONOSUMDB='*'
unset GOOS GOARCH CGO_ENABLED 2>/dev/null || true
export CGO_ENABLED=0

# run_prog DIR OUTPREFIX: runs DIR/prog, writing OUTPREFIX{stdout,stderr,exit}.
run_prog() {
    set +e
    (cd "$1" && ./prog </dev/null >"${2}stdout" 2>"$1/stderr.raw")
    code=$?
    set -e
    echo "$code" >"${2}exit"
    if grep -a -q '^panic: ' "$1/stderr.raw"; then
        awk '{ print } /^panic: / { exit }' "$1/stderr.raw" >"${2}stderr"
    else
        cp "$1/stderr.raw" "${2}stderr"
    fi
}

status=0
for src in "$here"/run/*.go; do
    grep -q '^// SAFE:' "$src" || continue
    name=$(basename "$src" .go)
    mkdir -p "$tmp/run/$name"
    cp "$src" "$tmp/run/$name/main.go"
    if ! (cd "$tmp/run/$name" && GO111MODULE=auto go build -o prog main.go) >"$tmp/$name.build" 2>&1; then
        echo "regen.sh: run/$name.go does not build with Go:" >&2
        cat "$tmp/$name.build" >&2
        status=1
        continue
    fi
    run_prog "$tmp/run/$name" "$out/run/$name."
done

for dir in "$here"/modules/*/; do
    grep -q '^// SAFE:' "$dir/main.go" || continue
    name=$(basename "$dir")
    mkdir -p "$tmp/mod/$name" "$out/modules/$name"
    if ! (cd "$dir" && go build -o "$tmp/mod/$name/prog" .) >"$tmp/$name.build" 2>&1; then
        echo "regen.sh: modules/$name does not build with Go:" >&2
        cat "$tmp/$name.build" >&2
        status=1
        continue
    fi
    run_prog "$tmp/mod/$name" "$out/modules/$name/expected."
done
exit $status
