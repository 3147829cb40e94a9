#!/bin/sh
# Rewrites the first line of every testdata/errors/*.go that starts with "// ERROR:" with what
# real Go reports for the file: `// ERROR: LINE:COL: message; LINE:COL: message; ...` (Go's own
# positions and wording, in Go's order; indented continuation lines are dropped, and a message
# without a position - the linker's - is kept without one).
# Files starting with "// VET:" are programs Go builds but `go vet` reports (`// VET: LINE:COL:
# message; ...`, written the same way from go vet's report). Files starting with "// REJECT:"
# are valid Go that So refuses: this script checks that Go builds and vets them cleanly and
# leaves them alone.
#
# Usage: testdata/regen-errors.sh [--check]
#   --check  change nothing; list files whose first line differs from Go's report and exit 1.
# compiler/tests/diagnostics.rs performs the same check when `go` is on PATH.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
check=0
[ "${1:-}" = "--check" ] && check=1

export LC_ALL=C
export GOTOOLCHAIN=local GOFLAGS=-buildvcs=false GO111MODULE=auto GOPROXY=off CGO_ENABLED=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

status=0
for src in "$here"/errors/*.go; do
    name=$(basename "$src")
    first=$(head -n 1 "$src")
    rm -rf "$tmp/w" && mkdir "$tmp/w" && cp "$src" "$tmp/w/$name"
    if (cd "$tmp/w" && go build -o /dev/null "./$name") >"$tmp/out" 2>&1; then
        built=1
    else
        built=0
    fi
    case "$first" in
    "// REJECT:"*)
        if [ $built -ne 1 ]; then
            echo "regen-errors.sh: $name is marked REJECT but Go does not build it:" >&2
            cat "$tmp/out" >&2
            status=1
        elif ! (cd "$tmp/w" && go vet "./$name") >"$tmp/out" 2>&1; then
            echo "regen-errors.sh: $name is marked REJECT but go vet complains:" >&2
            cat "$tmp/out" >&2
            status=1
        fi
        continue ;;
    "// ERROR:"*) kind=ERROR ;;
    "// VET:"*)
        kind=VET
        if [ $built -ne 1 ]; then
            echo "regen-errors.sh: $name is marked VET but Go does not build it:" >&2
            cat "$tmp/out" >&2
            status=1
            continue
        fi
        if (cd "$tmp/w" && go vet "./$name") >"$tmp/out" 2>&1; then
            echo "regen-errors.sh: $name is marked VET but go vet reports nothing" >&2
            status=1
            continue
        fi ;;
    *)
        echo "regen-errors.sh: $name: first line must start with // ERROR:, // VET: or // REJECT:" >&2
        status=1
        continue ;;
    esac
    if [ $kind = ERROR ] && [ $built -eq 1 ]; then
        echo "regen-errors.sh: $name is marked ERROR but Go builds it" >&2
        status=1
        continue
    fi
    msgs=$(awk -v f="./$name:" -v g="$name:" '
        /^#/ { next }
        /^[ \t]/ { next }
        /too many errors/ { next }
        index($0, f) == 1 { printf "%s%s", sep, substr($0, length(f) + 1); sep = "; "; next }
        index($0, g) == 1 { printf "%s%s", sep, substr($0, length(g) + 1); sep = "; "; next }
        { sub(/^[^ ]*: /, ""); printf "%s%s", sep, $0; sep = "; " }
    ' "$tmp/out")
    line="// $kind: $msgs"
    if [ "$line" != "$first" ]; then
        if [ $check -eq 1 ]; then
            echo "stale: $name"
            echo "  have: $first"
            echo "  go:   $line"
            status=1
        else
            { printf '%s\n' "$line"; tail -n +2 "$src"; } >"$tmp/new" && cat "$tmp/new" >"$src"
        fi
    fi
done
exit $status
