#!/bin/sh
# Regenerates the expected outputs of the module programs by running real Go.
#
# Each testdata/modules/NAME/ is a Go module (NAME/go.mod), or holds one in NAME/app/ with
# sibling modules that app's go.mod replaces by their directory. The main module is built
# with `go build` into a temporary directory, run, and NAME/expected.stdout,
# NAME/expected.stderr and NAME/expected.exit (the exit status and a newline) are written.
# For a program that panics, expected.stderr keeps the output only up to and including the
# first line that starts with "panic: " (Go's goroutine trace is not part of the contract).
#
# Usage: testdata/regen-modules.sh [OUTDIR]
#   OUTDIR defaults to testdata/modules itself (OUTDIR/NAME/expected.*); the tests pass a
#   temporary directory to check that the committed files are fresh.
#   MODULES=DIR (a folder of testdata, default `modules`) regenerates another set of modules
#   laid out the same way: testdata/holdout-stdlib/regen.sh uses it.
# Never edit the generated files by hand.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
set_dir=${MODULES:-modules}
out=${1:-"$here/$set_dir"}
mkdir -p "$out"
out=$(cd "$out" && pwd)

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

# The local toolchain only, no network, no workspace, no cgo.
export LC_ALL=C
export GOTOOLCHAIN=local GOFLAGS=-buildvcs=false GOPROXY=off GOWORK=off GONOSUMCHECK=1 GONOSUMDB='*'
unset GOOS GOARCH CGO_ENABLED 2>/dev/null || true
export CGO_ENABLED=0

status=0
for dir in "$here/$set_dir"/*/; do
    name=$(basename "$dir")
    main="$dir"
    [ -f "$dir/app/go.mod" ] && main="$dir/app"
    mkdir -p "$tmp/$name" "$out/$name"
    if ! (cd "$main" && go build -o "$tmp/$name/prog" .) >"$tmp/$name.build" 2>&1; then
        echo "regen-modules.sh: $name does not build with Go:" >&2
        cat "$tmp/$name.build" >&2
        status=1
        continue
    fi
    set +e
    (cd "$tmp/$name" && ./prog </dev/null >"$out/$name/expected.stdout" 2>"$tmp/$name.stderr")
    code=$?
    set -e
    echo "$code" >"$out/$name/expected.exit"
    if grep -a -q '^panic: ' "$tmp/$name.stderr"; then
        awk '{ print } /^panic: / { exit }' "$tmp/$name.stderr" >"$out/$name/expected.stderr"
    else
        cp "$tmp/$name.stderr" "$out/$name/expected.stderr"
    fi
done
exit $status
