#!/bin/sh
# Runs the issue-8 corpus against solod:
#   run/NAME.go      must build, and the binary's stdout, stderr (up to and including the first
#                    "panic: " line) and exit status must equal the Go-produced NAME.stdout,
#                    NAME.stderr and NAME.exit;
#   errors/NAME.go   must be rejected (exit status 1) with a diagnostic on every line Go
#                    reports in the file's "// ERROR: LINE:COL: ..." first line (a different
#                    column is reported as a note, not a failure);
#   differs/NAME.go  "// REJECT: what [kw|...]": must be rejected with a diagnostic containing
#                    one of the keywords (case-insensitive); "// PANIC: msg": must build and
#                    end with the hand-written NAME.stderr (up to the first "panic: " line)
#                    and NAME.exit, with nothing on stdout.
#
# Usage: testdata/lang/check.sh [SOLOD] [run|errors|differs|NAME...]
#   SOLOD defaults to target/debug/solod (build it with `cargo build -p solod`). With no
#   further argument every program is checked; a directory name restricts to it; other
#   arguments are program names (without .go) looked up in all three directories.
#   Extra build flags come from $SOLOD_FLAGS, e.g. SOLOD_FLAGS="--check sanitize".
# Prints PASS/FAIL per program with the first difference and exits 1 if any program failed.
set -u

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
solod=${1:-"$root/target/debug/solod"}
[ $# -gt 0 ] && shift
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

list=""
if [ $# -eq 0 ]; then
    set -- run errors differs
fi
for arg in "$@"; do
    case "$arg" in
    run | errors | differs)
        for f in "$here/$arg"/*.go; do
            [ -e "$f" ] && list="$list $arg/$(basename "$f" .go)"
        done ;;
    *)
        found=0
        for d in run errors differs; do
            if [ -e "$here/$d/$arg.go" ]; then
                list="$list $d/$arg"
                found=1
            fi
        done
        [ $found = 1 ] || { echo "check.sh: no program named $arg" >&2; exit 2; } ;;
    esac
done

pass=0
fail=0
report() { # $1 = ok (1/0), $2 = dir/name
    if [ "$1" = 1 ]; then
        echo "PASS $2"
        pass=$((pass + 1))
    else
        fail=$((fail + 1))
    fi
}

# run_binary BIN: runs it in $tmp, leaving .out, .err (cut after the first panic line), code.
run_binary() {
    (cd "$tmp" && timeout 20 "$1" </dev/null >"$tmp/run.out" 2>"$tmp/run.err.full")
    code=$?
    awk '{ print } /^panic: / { exit }' "$tmp/run.err.full" >"$tmp/run.err"
}

for item in $list; do
    dir=${item%%/*}
    name=${item#*/}
    src="$here/$dir/$name.go"
    first=$(head -n 1 "$src")
    rm -f "$tmp/prog"
    # shellcheck disable=SC2086
    "$solod" build ${SOLOD_FLAGS:-} -o "$tmp/prog" "$src" >"$tmp/build.out" 2>&1
    built=$?
    ok=1
    case "$dir" in
    run | differs)
        if [ "$dir" = differs ] && [ "${first#// REJECT: }" != "$first" ]; then
            kws=$(printf '%s\n' "$first" | sed 's/.*\[\(.*\)\]$/\1/')
            if [ $built -ne 1 ]; then
                echo "FAIL $item: solod must reject it (exit 1), got exit $built"
                ok=0
            elif ! printf '%s\n' "$kws" | tr '|' '\n' | grep -q -i -F -f - "$tmp/build.out"; then
                echo "FAIL $item: rejected, but no diagnostic mentions any of [$kws]:"
                head -8 "$tmp/build.out" | sed 's/^/    /'
                ok=0
            fi
            report $ok "$item"
            continue
        fi
        if [ $built -ne 0 ]; then
            echo "FAIL $item: solod build failed:"
            head -12 "$tmp/build.out" | sed 's/^/    /'
            report 0 "$item"
            continue
        fi
        run_binary "$tmp/prog"
        if [ "$dir" = run ]; then
            want_out="$here/run/$name.stdout"
        else
            : >"$tmp/empty"
            want_out="$tmp/empty"
        fi
        if [ "$code" != "$(cat "$here/$dir/$name.exit")" ]; then
            echo "FAIL $item: exit status $code, want $(cat "$here/$dir/$name.exit")"
            ok=0
        fi
        if ! cmp -s "$tmp/run.out" "$want_out"; then
            echo "FAIL $item: stdout differs (< want, > got):"
            diff "$want_out" "$tmp/run.out" | head -8 | sed 's/^/    /'
            ok=0
        fi
        if ! cmp -s "$tmp/run.err" "$here/$dir/$name.stderr"; then
            echo "FAIL $item: stderr differs (< want, > got):"
            diff "$here/$dir/$name.stderr" "$tmp/run.err" | head -8 | sed 's/^/    /'
            ok=0
        fi
        [ $ok = 1 ] || echo "    (FAIL $item)"
        report $ok "$item" ;;
    errors)
        if [ $built -ne 1 ]; then
            echo "FAIL $item: solod must reject it (exit 1), got exit $built"
            head -8 "$tmp/build.out" | sed 's/^/    /'
            report 0 "$item"
            continue
        fi
        # Go's positions: every "LINE:COL: " at the start of a "; "-separated message.
        printf '%s\n' "${first#// ERROR: }" | sed 's/; /\n/g' | sed -n 's/^\([0-9][0-9]*\):\([0-9][0-9]*\): .*/\1 \2/p' >"$tmp/positions"
        while read -r line col; do
            if grep -q -E "(^|[^0-9])$line:$col([^0-9]|$)" "$tmp/build.out"; then
                :
            elif grep -q -E "$name\.go:$line(:|[^0-9]|$)" "$tmp/build.out"; then
                echo "NOTE $item: Go reports $line:$col, solod reports line $line at another column"
            else
                echo "FAIL $item: no diagnostic at line $line (Go: $line:$col)"
                ok=0
            fi
        done <"$tmp/positions"
        if [ $ok = 0 ]; then
            head -12 "$tmp/build.out" | sed 's/^/    /'
        fi
        report $ok "$item" ;;
    esac
done
echo "lang: $pass passed, $fail failed"
[ $fail = 0 ]
