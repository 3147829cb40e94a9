#!/bin/sh
# Regenerates the expected outputs of the `solod test` cases by running real `go test`.
#
# Each testdata/tests/NAME/ is a Go module holding packages with tests, and test.args, the
# arguments of `go test` (and `solod test`) on one line, shell-quoted. `go test -count=1 ARGS`
# runs in NAME/ and writes NAME/go.stdout (normalized by normalize-gotest.awk: durations,
# benchmark measurements, goroutine traces), NAME/go.stderr (the build and setup errors, with
# the case's directory removed from the paths) and NAME/go.exit.
#
# The peer Solod's layout (a test/ or bench/ directory of a package, whose ordinary files are a
# package NAME_test or NAME_bench importing solod.dev/so/testing) is not something go test
# runs: for such a case Go runs a copy where each of those files is a _test.go file of the
# package itself (zz_peer_test_FILE_test.go, importing Go's testing), so the case's tests must
# not print their file names (no log lines with positions).
#
# Usage: testdata/regen-tests.sh [OUTDIR]
#   OUTDIR defaults to testdata/tests itself (OUTDIR/NAME/go.*); the tests pass a temporary
#   directory to check that the committed files are fresh.
# Never edit the generated files by hand.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
out=${1:-"$here/tests"}
mkdir -p "$out"
out=$(cd "$out" && pwd)

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

export LC_ALL=C
export GOTOOLCHAIN=local GOFLAGS=-buildvcs=false GOPROXY=off GOWORK=off GONOSUMCHECK=1 GONOSUMDB='*'
unset GOOS GOARCH CGO_ENABLED 2>/dev/null || true
export CGO_ENABLED=0

for dir in "$here"/tests/*/; do
    dir=${dir%/}
    name=$(basename "$dir")
    mkdir -p "$out/$name"
    run="$dir"
    peers=$(find "$dir" -type d \( -name test -o -name bench \) | sort)
    if [ -n "$peers" ]; then
        # A copy at the same depth, so that go.mod's relative replace still holds.
        run="$tmp/a/b/$name"
        mkdir -p "$tmp/a/b"
        [ -e "$tmp/runtime-c" ] || ln -s "$here/../runtime-c" "$tmp/runtime-c"
        cp -R "$dir" "$run"
        for p in $(cd "$run" && find . -type d \( -name test -o -name bench \) | sort); do
            kind=$(basename "$p")
            for f in "$run/$p"/*.go; do
                base=$(basename "$f" .go)
                sed -e 's#"solod.dev/so/testing"#"testing"#' \
                    -e "s#^package \\([A-Za-z0-9_]*\\)_$kind\$#package \\1_test#" \
                    "$f" >"$run/$p/../zz_peer_${kind}_${base}_test.go"
            done
            rm -rf "${run:?}/$p"
        done
    fi
    set +e
    # shellcheck disable=SC2046
    (cd "$run" && eval "set -- $(cat "$dir/test.args")" && go test -count=1 "$@") \
        >"$tmp/$name.stdout" 2>"$tmp/$name.stderr" </dev/null
    code=$?
    set -e
    echo "$code" >"$out/$name/go.exit"
    awk -f "$here/normalize-gotest.awk" "$tmp/$name.stdout" >"$out/$name/go.stdout"
    sed -e "s#$run/##g" "$tmp/$name.stderr" >"$out/$name/go.stderr"
done
