#!/bin/sh
# Checks with real Go that no program in testdata/lang/run appends past a slice's capacity
# (So's `append` never grows, language.md section 3): each program is copied with every call
# of the builtin `append` replaced by a generic helper that panics when the result would not
# fit in the capacity, then run; its stderr and exit status must equal the committed ones.
#
# Usage: testdata/lang/check-append.sh [NAME...]
set -u

here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
export LC_ALL=C GOTOOLCHAIN=local GOFLAGS=-buildvcs=false GO111MODULE=auto GOPROXY=off CGO_ENABLED=0

names=$*
[ -n "$names" ] || names=$(cd "$here/run" && ls *.go | sed 's/\.go$//')
fail=0
for name in $names; do
    mkdir -p "$tmp/$name"
    sed 's/\bappend(/soCheckedAppend(/g' "$here/run/$name.go" >"$tmp/$name/main.go"
    cat >>"$tmp/$name/main.go" <<'HELPER'

func soCheckedAppend[S ~[]E, E any](s S, xs ...E) S {
	if len(s)+len(xs) > cap(s) {
		panic("append: out of capacity")
	}
	return append(s, xs...)
}
HELPER
    if ! (cd "$tmp/$name" && go build -o prog main.go) >"$tmp/$name.build" 2>&1; then
        echo "FAIL $name: instrumented copy does not build:"
        sed 's/^/    /' "$tmp/$name.build" | head -5
        fail=1
        continue
    fi
    (cd "$tmp/$name" && ./prog </dev/null >/dev/null 2>"$tmp/$name.err.full")
    code=$?
    awk '{ print } /^panic: / { exit }' "$tmp/$name.err.full" >"$tmp/$name.err"
    if [ "$code" != "$(cat "$here/run/$name.exit")" ] || ! cmp -s "$tmp/$name.err" "$here/run/$name.stderr"; then
        echo "FAIL $name: differs once append is capacity-checked:"
        diff "$here/run/$name.stderr" "$tmp/$name.err" | head -5 | sed 's/^/    /'
        fail=1
    fi
done
[ $fail = 0 ] && echo "check-append: all programs stay within their slices' capacity"
exit $fail
