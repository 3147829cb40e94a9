#!/bin/sh
# Runs the peer Solod's own language test programs (PEER/testdata/lang/*/src of a checkout of
# https://github.com/solod-dev/solod) through solod and through Go, and compares them: each
# program is built by `go build` and by `solod build` with its go.mod pointed at solod's
# embedded solod.dev module (`solod env SOROOT`), and the two binaries must print the same
# stdout, the same stderr up to and including the first "panic: " line, and exit with the same
# status (pointer values printed as 0x... are masked: they differ between any two runs). Go is
# the oracle: a program that tests one of the peer's own departures from Go (its Go run panics)
# passes when solod does what Go does; a program Go cannot build (the peer's C-only forms, such
# as a function without a body) is not So and is skipped.
#
# Usage: testdata/peer/check.sh PEER_DIR [SOLOD]
#   SOLOD defaults to target/debug/solod. Prints PASS/FAIL per program (a failure with the
#   first line of solod's diagnostic) and a count; exits 1 if any program failed.
set -u

[ $# -ge 1 ] || { echo "usage: $0 PEER_DIR [SOLOD]" >&2; exit 2; }
peer=$(cd "$1" && pwd) || exit 2
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
solod=${2:-"$root/target/debug/solod"}
soroot=$("$solod" env SOROOT) || { echo "error: $solod env SOROOT failed" >&2; exit 2; }
export GOTOOLCHAIN=local GOFLAGS=-mod=mod GOPROXY=off GOSUMDB=off CGO_ENABLED=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

# The part of a stderr that is compared: up to and including the first "panic: " line.
cut_panic() { awk '{ print } /^panic: / { exit }' "$1"; }
# Pointer values differ between runs.
mask() { sed 's/0x[0-9a-f]\{6,\}/0xADDR/g' "$1"; }

pass=0
fail=0
skip=0
for src in "$peer"/testdata/lang/*/src; do
    [ -d "$src" ] || continue
    name=$(basename "$(dirname "$src")")
    w="$tmp/$name"
    cp -r "$src" "$w"
    if [ ! -f "$w/go.mod" ]; then
        printf 'module example\n\ngo 1.26\n\nrequire solod.dev v0.0.0\n' >"$w/go.mod"
    fi
    # Whatever the peer's go.mod replaces solod.dev with, use solod's module.
    grep -v '^replace solod.dev' "$w/go.mod" >"$w/go.mod.new" && mv "$w/go.mod.new" "$w/go.mod"
    printf '\nreplace solod.dev => %s\n' "$soroot" >>"$w/go.mod"
    why=""
    if ! (cd "$w" && go build -o "$tmp/$name.go.bin" . >"$tmp/$name.gobuild" 2>&1); then
        echo "SKIP $name: not Go: $(sed -n 2p "$tmp/$name.gobuild")"
        skip=$((skip + 1))
        continue
    elif ! (cd "$w" && "$solod" build -o "$tmp/$name.so.bin" . >"$tmp/$name.sobuild" 2>&1); then
        why="solod: $(grep -m 1 'error' "$tmp/$name.sobuild")"
    else
        (cd "$w" && timeout 60 "$tmp/$name.go.bin" >"$tmp/go.out" 2>"$tmp/go.err" </dev/null)
        gs=$?
        (cd "$w" && timeout 60 "$tmp/$name.so.bin" >"$tmp/so.out" 2>"$tmp/so.err" </dev/null)
        ss=$?
        mask "$tmp/go.out" >"$tmp/go.out2"
        mask "$tmp/so.out" >"$tmp/so.out2"
        cut_panic "$tmp/go.err" | mask /dev/stdin >"$tmp/go.err2"
        cut_panic "$tmp/so.err" | mask /dev/stdin >"$tmp/so.err2"
        if [ "$gs" != "$ss" ]; then
            why="exit status $ss, Go's $gs"
        elif ! cmp -s "$tmp/go.out2" "$tmp/so.out2"; then
            why="stdout differs"
        elif ! cmp -s "$tmp/go.err2" "$tmp/so.err2"; then
            why="stderr differs"
        fi
    fi
    if [ -z "$why" ]; then
        echo "PASS $name"
        pass=$((pass + 1))
    else
        echo "FAIL $name: $why"
        fail=$((fail + 1))
    fi
done
echo "$pass passed, $fail failed, $skip skipped (not Go)"
[ "$fail" -eq 0 ]
