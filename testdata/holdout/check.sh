#!/bin/sh
# Builds every held-out program with solod and compares stdout, stderr and exit status with the
# Go-produced NAME.stdout/.stderr/.exit files. For a panicking program (exit 2) only stderr up to
# and including the first "panic: " line is compared, as language.md section 1 allows.
#
# Usage: testdata/holdout/check.sh [SOLOD] [NAME...]
#   SOLOD defaults to target/debug/solod (build it with `cargo build -p solod`).
#   Extra build flags come from $SOLOD_FLAGS, e.g. SOLOD_FLAGS="--check sanitize".
# Prints PASS/FAIL per program with the first difference, and exits 1 if any program failed.
set -u

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
solod=${1:-"$root/target/debug/solod"}
[ $# -gt 0 ] && shift
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

names=$*
if [ -z "$names" ]; then
    names=$(cd "$here" && ls *.go | sed 's/\.go$//')
fi

pass=0
fail=0
for name in $names; do
    # shellcheck disable=SC2086
    if ! "$solod" build ${SOLOD_FLAGS:-} -o "$tmp/$name" "$here/$name.go" >"$tmp/$name.build" 2>&1; then
        echo "FAIL $name: solod build failed:"
        sed 's/^/    /' "$tmp/$name.build" | head -20
        fail=$((fail + 1))
        continue
    fi
    (cd "$tmp" && timeout 20 "./$name" </dev/null >"$tmp/$name.out" 2>"$tmp/$name.err.full")
    code=$?
    awk '{ print } /^panic: / { exit }' "$tmp/$name.err.full" >"$tmp/$name.err"
    ok=1
    if [ "$code" != "$(cat "$here/$name.exit")" ]; then
        echo "FAIL $name: exit status $code, want $(cat "$here/$name.exit")"
        ok=0
    fi
    if ! cmp -s "$tmp/$name.out" "$here/$name.stdout"; then
        echo "FAIL $name: stdout differs (< want, > got):"
        diff "$here/$name.stdout" "$tmp/$name.out" | head -8 | sed 's/^/    /'
        ok=0
    fi
    if ! cmp -s "$tmp/$name.err" "$here/$name.stderr"; then
        echo "FAIL $name: stderr differs (< want, > got):"
        diff "$here/$name.stderr" "$tmp/$name.err" | head -8 | sed 's/^/    /'
        ok=0
    fi
    if [ $ok = 1 ]; then
        echo "PASS $name"
        pass=$((pass + 1))
    else
        fail=$((fail + 1))
    fi
done
echo "holdout: $pass passed, $fail failed"
[ $fail = 0 ]
