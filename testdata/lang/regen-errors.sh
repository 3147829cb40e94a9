#!/bin/sh
# Rewrites the first line of every testdata/lang/errors/*.go with what real Go reports for the
# file: `// ERROR: LINE:COL: message; LINE:COL: message; ...` (Go's own positions and wording,
# in Go's order; indented continuation lines such as "have M(string)" are dropped). Every
# file must start with "// ERROR:" and must fail to build with Go.
#
# It also checks the first line of every testdata/lang/differs/*.go: "// REJECT: what
# [keyword|...]" (So must refuse the program with a diagnostic containing one of the
# keywords) or "// PANIC: message" (So must end the program with "panic: message" and exit
# status 2; the hand-written NAME.stderr and NAME.exit next to it give the exact output).
# regen.sh checks that Go itself runs those programs to completion.
#
# Usage: testdata/lang/regen-errors.sh [--check]
#   --check  change nothing; list files whose first line differs from Go's report and exit 1.
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
    [ -e "$src" ] || continue
    name=$(basename "$src")
    first=$(head -n 1 "$src")
    case "$first" in
    "// ERROR:"*) ;;
    *)
        echo "regen-errors.sh: errors/$name: first line must start with // ERROR:" >&2
        status=1
        continue ;;
    esac
    rm -rf "$tmp/w" && mkdir "$tmp/w" && cp "$src" "$tmp/w/$name"
    if (cd "$tmp/w" && go build -o /dev/null "./$name") >"$tmp/out" 2>&1; then
        echo "regen-errors.sh: errors/$name is marked ERROR but Go builds it" >&2
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
    line="// ERROR: $msgs"
    if [ "$line" != "$first" ]; then
        if [ $check -eq 1 ]; then
            echo "stale: errors/$name"
            echo "  have: $first"
            echo "  go:   $line"
            status=1
        else
            { printf '%s\n' "$line"; tail -n +2 "$src"; } >"$tmp/new" && cat "$tmp/new" >"$src"
        fi
    fi
done

for src in "$here"/differs/*.go; do
    [ -e "$src" ] || continue
    name=$(basename "$src" .go)
    first=$(head -n 1 "$src")
    case "$first" in
    "// REJECT: "*"["*"]")
        if [ -e "$here/differs/$name.stderr" ] || [ -e "$here/differs/$name.exit" ]; then
            echo "regen-errors.sh: differs/$name.go is a REJECT program but has expected output files" >&2
            status=1
        fi ;;
    "// PANIC: "*)
        want="panic: ${first#// PANIC: }"
        if [ ! -e "$here/differs/$name.stderr" ] || [ "$(cat "$here/differs/$name.exit" 2>/dev/null)" != 2 ]; then
            echo "regen-errors.sh: differs/$name.go needs $name.stderr and $name.exit (containing 2)" >&2
            status=1
        elif [ "$(tail -n 1 "$here/differs/$name.stderr")" != "$want" ]; then
            echo "regen-errors.sh: differs/$name.stderr must end with: $want" >&2
            status=1
        fi ;;
    *)
        echo "regen-errors.sh: differs/$name.go: first line must be '// REJECT: what [kw|...]' or '// PANIC: message'" >&2
        status=1 ;;
    esac
done
exit $status
