#!/bin/sh
# Rewrites testdata/modules-errors/NAME/go.errors with what real Go reports for the module:
# the output of `go build` in NAME/ (or NAME/app/), without the `# package` header lines,
# with the module directory's absolute path written as $MOD. A module whose go.errors starts
# with "REJECT:" is valid Go that So refuses: this script checks that Go builds it and leaves
# the file alone.
#
# Usage: testdata/regen-modules-errors.sh [--check]
#   --check  change nothing; list modules whose go.errors differs from Go's report, exit 1.
# compiler/tests/modules.rs performs the same check when `go` is on PATH.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
check=0
[ "${1:-}" = "--check" ] && check=1

export LC_ALL=C
export GOTOOLCHAIN=local GOFLAGS=-buildvcs=false GOPROXY=off GOWORK=off CGO_ENABLED=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

status=0
for dir in "$here"/modules-errors/*/; do
    dir=${dir%/}
    name=$(basename "$dir")
    main="$dir"
    [ -f "$dir/app/go.mod" ] && main="$dir/app"
    first=$(head -n 1 "$dir/go.errors" 2>/dev/null || true)
    if (cd "$main" && go build -o "$tmp/prog" .) >"$tmp/out" 2>&1; then
        built=1
    else
        built=0
    fi
    case "$first" in
    "REJECT:"*)
        if [ $built -ne 1 ]; then
            echo "regen-modules-errors.sh: $name is marked REJECT but Go does not build it:" >&2
            cat "$tmp/out" >&2
            status=1
        fi
        continue ;;
    esac
    if [ $built -eq 1 ]; then
        echo "regen-modules-errors.sh: $name builds with Go (mark it REJECT: if So refuses it on purpose)" >&2
        status=1
        continue
    fi
    grep -v '^#' "$tmp/out" | grep -v 'too many errors' | sed "s|$main|\$MOD|g; s|$dir|\$MOD|g" >"$tmp/new"
    if ! cmp -s "$tmp/new" "$dir/go.errors" 2>/dev/null; then
        if [ $check -eq 1 ]; then
            echo "stale: $name/go.errors"
            diff "$dir/go.errors" "$tmp/new" || true
            status=1
        else
            cp "$tmp/new" "$dir/go.errors"
        fi
    fi
done
exit $status
