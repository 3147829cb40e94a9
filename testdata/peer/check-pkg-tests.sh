#!/bin/sh
# Runs the peer Solod's test programs of its standard library packages (PEER/so/<pkg>/test/*.go,
# package <pkg>_test, importing solod.dev/so/testing) with `solod test` against solod's own
# library (runtime-c/so/<pkg> of this repository), for every package both have.
#
# For each package, runtime-c is copied to a temporary directory, the package's own _test.go
# files are removed and the peer's test/ directory is put in their place; then:
#   1. the whole test/ directory is run (`solod test -v ./so/<pkg>`): PASS, FAIL (the failing
#      tests) or BUILD-FAIL (the first diagnostic);
#   2. when that is not PASS, each file that declares tests is run on its own: the other files
#      stay beside it (the peer's shared helpers, such as all.go, and the helpers, C headers and
#      //so:extern declarations other test files hold), with their TestXxx renamed xTestXxx so
#      they neither run nor count: PASS/FAIL/BUILD-FAIL per file; a file that then builds no
#      test at all (the C compiler rejected another file's code) runs again with only the
#      helper files beside it;
#   3. a file that does not build is salvaged at the grain of its declarations: each top-level
#      declaration holding an error (a TestXxx that calls a function we do not have, a helper
#      that does) is removed, and an import left unused, and the build is tried again, so the
#      tests that use only what our library has still run. The removed tests are listed with
#      the error that removed them. A test that ends the program (a panic) is reported and
#      skipped, and the others run again.
# Every line names the package and file; the last line counts packages, files and tests
# (passed / total, where total counts every TestXxx of the peer's files).
#
# Usage: testdata/peer/check-pkg-tests.sh PEER [SOLOD]
#   PEER is a checkout of https://github.com/solod-dev/solod or a bare git directory of it (its
#   HEAD is exported). SOLOD defaults to target/release/solod, else target/debug/solod.
#   Environment: PKGS="cmp strings" limits the packages; SOLODFLAGS="--check sanitize" is passed
#   to solod test; KEEP=1 keeps the temporary directory (printed) for a look at the sources.
#   Exits 1 if a package did not pass.
set -u

[ $# -ge 1 ] || { echo "usage: $0 PEER [SOLOD]" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
if [ $# -ge 2 ]; then
    solod=$2
elif [ -x "$root/target/release/solod" ]; then
    solod=$root/target/release/solod
else
    solod=$root/target/debug/solod
fi
[ -x "$solod" ] || { echo "error: no solod at $solod" >&2; exit 2; }
tmp=$(mktemp -d)
if [ "${KEEP:-}" = 1 ]; then
    echo "temporary directory: $tmp"
else
    trap 'rm -rf "$tmp"' EXIT
    trap 'exit 130' INT TERM
fi

if [ -d "$1/so" ]; then
    peer=$(cd "$1" && pwd) || exit 2
elif git -C "$1" rev-parse --git-dir >/dev/null 2>&1; then
    peer=$tmp/peer
    mkdir "$peer" && git -C "$1" archive HEAD so | tar -x -C "$peer" || exit 2
    echo "peer: $1 at $(git -C "$1" rev-parse HEAD)"
else
    echo "error: $1 is neither a checkout of the peer (no so/) nor a git directory" >&2
    exit 2
fi

all_pkgs="bufio bytes c cmp conc errors fmt io maps math math/bits math/rand mem os path slices
strconv strings sync sync/atomic testing time unicode unicode/utf8"
pkgs=${PKGS:-$all_pkgs}
flags=${SOLODFLAGS:-}
export NO_COLOR=1
tab=$(printf '\t')

# The TestXxx functions a file declares, one a line.
tests_of() { sed -n 's/^func \(Test[^a-z(][A-Za-z0-9_]*\)(.*\*testing\.T).*/\1/p; s/^func \(Test\)(.*\*testing\.T).*/\1/p' "$@"; }
count() { if [ -s "$1" ]; then wc -l <"$1" | tr -d ' '; else echo 0; fi; }

# The diagnostics of a failed build in $1 as "FILE:LINE<TAB>MESSAGE" lines, FILE relative to
# the module (the first location after each "error: " line).
diags() {
    awk '/^error: / { msg = substr($0, 8); next }
         msg != "" && /┌─ / { loc = $0; sub(/.*┌─ /, "", loc); n = split(loc, p, ":");
                              print p[1] ":" p[2] "\t" msg; msg = "" }' "$1"
}

# remove FILE LINES...: removes from FILE the top-level declarations that hold one of LINES, and
# the import lines among LINES. Prints "NAME<TAB>LINE" for each removed declaration, LINE the
# first of LINES it held.
remove_decls() {
    rd=$1
    shift
    awk -v lines="$*" '
        BEGIN { n = split(lines, l, " "); for (i = 1; i <= n; i++) kill[l[i]] = 1 }
        NR == FNR {
            # The comment lines right above a declaration go with it (a //so:extern left
            # without its declaration is an error).
            if (start == 0 && $0 ~ /^\/\//) { if (cstart == 0) cstart = NR; next }
            if (start == 0 && $0 !~ /^(func|var|const|type|import) /) cstart = 0
            if (start == 0 && $0 ~ /^(func|var|const|type|import) /) {
                start = NR
                first = cstart ? cstart : NR
                cstart = 0
                if ($0 ~ /[{(]$/) { closer = substr($0, length($0), 1) == "{" ? "}" : ")" }
                else closer = ""
                if ($0 ~ /^import /) { imp = 1 } else imp = 0
                name = $2
                if ($1 == "func" && $2 ~ /^\(/) { name = $0; sub(/^func \([^)]*\) /, "", name) }
                sub(/[(\[ ].*/, "", name)
            }
            if (start != 0) {
                if (kill[NR] && imp) drop[NR] = 1
                else if (kill[NR] && !hit) hit = NR
                if (closer == "" || substr($0, 1, 1) == closer) {
                    if (hit) { for (i = first; i <= NR; i++) drop[i] = 1; print name "\t" hit > "/dev/stderr" }
                    start = 0; hit = 0
                }
            }
            next
        }
        !drop[FNR]
    ' "$rd" "$rd" >"$rd.new" 2>"$rd.removed"
    mv "$rd.new" "$rd"
    cat "$rd.removed"
    rm -f "$rd.removed"
}

# run DIR PKG OUT: solod test -v of the package, with the tests named in DIR/.skip skipped.
run() {
    skip=$(paste -sd'|' "$1/.skip" 2>/dev/null)
    if [ -n "$skip" ]; then
        (cd "$1" && timeout 600 "$solod" test -v $flags -skip "^($skip)\$" "./so/$2") >"$3" 2>&1
    else
        (cd "$1" && timeout 600 "$solod" test -v $flags "./so/$2") >"$3" 2>&1
    fi
}

# trial DIR PKG LABEL: runs the tests now in DIR/so/PKG/test, salvaging a build failure and
# skipping tests that end the program. Prints the result line and appends its numbers to
# $tmp/counts ("LABEL passed total").
trial() {
    d=$1
    t=$d/so/$2/test
    out=$tmp/out
    rm -f "$d/.skip" "$tmp/removed" "$tmp/crashed"
    tests_of "$t"/*.go >"$tmp/total"
    status=""
    first=""
    case $3 in *.go) own="so/$3:" ;; *) own="" ;; esac
    tries=0
    while :; do
        tries=$((tries + 1))
        run "$d" "$2" "$out"
        if grep -q '\[build failed\]\|\[setup failed\]' "$out"; then
            # A file run on its own is BUILD-FAIL for its own errors, not for those of the
            # other files beside it (whose declarations are removed all the same).
            if [ -z "$status" ]; then
                first=$(diags "$out" | grep "^${own:-}" | head -n 1 | sed 's/^so\/[^ ]*test\///; s/\t/: /')
                if [ -n "$first" ] || [ -z "$own" ] || ! diags "$out" | grep -q .; then
                    status=BUILD-FAIL
                    [ -n "$first" ] || first=$(grep -m 1 'error' "$out")
                fi
            fi
            # Salvage: remove the declarations of the test files that hold errors.
            diags "$out" | sort -u >"$tmp/errs"
            any=0
            for f in $(cut -f1 "$tmp/errs" | cut -d: -f1 | sort -u); do
                case $f in so/$2/test/*.go) ;; *) continue ;; esac
                lines=$(awk -F'\t' -v f="$f" '{ split($1, p, ":") } p[1] == f { print p[2] }' "$tmp/errs")
                cp "$d/$f" "$tmp/before"
                remove_decls "$d/$f" $lines >"$tmp/decls"
                while IFS="$tab" read -r name at; do
                    msg=$(awk -F'\t' -v at="$f:$at" '$1 == at { print $2; exit }' "$tmp/errs")
                    printf '%s\t%s\t%s\n' "$(basename "$f")" "$name" "$msg" >>"$tmp/removed"
                done <"$tmp/decls"
                # An import left unused is removed by its line, without a name.
                cmp -s "$d/$f" "$tmp/before" || any=1
            done
            if [ "$any" = 0 ] || [ "$tries" -gt 12 ]; then
                break
            fi
            continue
        fi
        # Tests that ended the program: the last one that started without finishing.
        if ! grep -q '^\(ok\|FAIL\)[[:space:]]*solod.dev' "$out" || grep -q '^panic: \|^fatal error: \|^SUMMARY: \|^ERROR: ' "$out"; then
            last=$(sed -n 's/^=== RUN   \(Test[^/]*\)$/\1/p' "$out" | tail -n 1)
            if [ -n "$last" ] && [ "$tries" -le 40 ]; then
                why=$(grep -m 1 '^panic: \|^fatal error: \|^SUMMARY: \|^ERROR: \|^signal: \|timed out' "$out")
                printf '%s\t%s\n' "$last" "${why:-the program ended}" >>"$tmp/crashed"
                echo "$last" >>"$d/.skip"
                continue
            fi
        fi
        break
    done
    total=$(count "$tmp/total")
    passed=$(grep -c '^--- PASS: ' "$out")
    failed=$(sed -n 's/^--- FAIL: \([^ ]*\) .*/\1/p' "$out" | sort -u | tr '\n' ' ')
    crashed=$(cut -f1 "$tmp/crashed" 2>/dev/null | tr '\n' ' ')
    if grep -q '\[build failed\]\|\[setup failed\]' "$out"; then
        passed=0
        rest="builds no test"
    else
        rest=""
    fi
    if [ -z "$status" ]; then
        if [ "$passed" = "$total" ] && [ -z "$rest" ]; then status=PASS; else status=FAIL; fi
    fi
    line="$status $3: $passed/$total tests pass"
    [ -n "$first" ] && line="$line; first error: $first"
    # A file run on its own lists only its own removed declarations (the whole package's line
    # lists them all).
    if [ -n "$own" ] && [ -f "$tmp/removed" ]; then
        awk -F'\t' -v f="${3##*/}" '$1 == f' "$tmp/removed" >"$tmp/removed.own"
        mv "$tmp/removed.own" "$tmp/removed"
    fi
    [ -s "$tmp/removed" ] && line="$line; not built: $(cut -f2 "$tmp/removed" | tr '\n' ' ')"
    [ -n "$crashed" ] && line="$line; ended the program: $crashed"
    [ -n "$failed" ] && line="$line; failed: $failed"
    [ -n "$rest" ] && line="$line; $rest: $(grep -m 1 'error' "$out")"
    echo "$line" | sed 's/ *;/;/g; s/ *$//'
    echo "$3 $status $passed $total" >>"$tmp/counts"
    [ "${4:-}" = quiet ] && return
    if [ -s "$tmp/removed" ]; then
        sed 's/^\([^\t]*\)\t\([^\t]*\)\t/    removed \1 \2: /' "$tmp/removed"
    fi
    if [ -s "$tmp/crashed" ]; then
        sed 's/^\([^\t]*\)\t/    ended the program: \1: /' "$tmp/crashed"
    fi
}

npkg=0
ppkg=0
: >"$tmp/counts"
: >"$tmp/fcounts"
for pkg in $pkgs; do
    [ -d "$peer/so/$pkg/test" ] || continue
    [ -d "$root/runtime-c/so/$pkg" ] || { echo "SKIP $pkg: solod has no so/$pkg"; continue; }
    npkg=$((npkg + 1))
    d=$tmp/mod
    rm -rf "$d"
    cp -r "$root/runtime-c" "$d"
    rm -f "$d/so/$pkg"/*_test.go
    rm -rf "$d/so/$pkg/test"
    cp -r "$peer/so/$pkg/test" "$d/so/$pkg/test"
    files=$(cd "$peer/so/$pkg/test" && for f in *.go; do [ -n "$(tests_of "$f")" ] && echo "$f"; done)
    nfiles=$(echo "$files" | wc -w | tr -d ' ')
    : >"$tmp/counts"
    if [ "$nfiles" -gt 1 ]; then mode=quiet; else mode=; fi
    trial "$d" "$pkg" "$pkg" $mode | sed '1s/^/== /'
    set -- $(tail -n 1 "$tmp/counts")
    if [ "$2" = PASS ] || [ "$nfiles" -le 1 ]; then
        [ "$2" = PASS ] && ppkg=$((ppkg + 1)) && fp=$nfiles || fp=0
        echo "$pkg $fp $nfiles $3 $4" >>"$tmp/fcounts"
        continue
    fi
    : >"$tmp/counts"
    for f in $files; do
        rm -rf "$d/so/$pkg/test"
        cp -r "$peer/so/$pkg/test" "$d/so/$pkg/test"
        for g in $files; do
            [ "$g" = "$f" ] || sed -i.orig 's/^func Test/func xTest/' "$d/so/$pkg/test/$g"
        done
        rm -f "$d/so/$pkg/test"/*.orig
        tf=$f
        trial "$d" "$pkg" "$pkg/test/$tf" >"$tmp/trial"
        if grep -q '^[A-Z-]* [^:]*: 0/[0-9]* tests pass.*builds no test' "$tmp/trial"; then
            # Nothing built, for a reason no declaration removal cures (the C compiler
            # rejected the program): the file again with only the helper files (those that
            # declare no test) beside it, and C headers.
            sed -i '$d' "$tmp/counts"
            rm -rf "$d/so/$pkg/test"
            mkdir "$d/so/$pkg/test"
            for x in "$peer/so/$pkg/test"/*; do
                case $x in
                *.go) [ "${x##*/}" = "$tf" ] || [ -z "$(tests_of "$x")" ] || continue ;;
                esac
                cp "$x" "$d/so/$pkg/test/"
            done
            trial "$d" "$pkg" "$pkg/test/$tf" >"$tmp/trial"
        fi
        sed '1s/^/  /' "$tmp/trial"
    done
    fpass=0
    tp=0
    tt=0
    while read -r label st p t; do
        tp=$((tp + p))
        tt=$((tt + t))
        [ "$st" = PASS ] && fpass=$((fpass + 1))
    done <"$tmp/counts"
    echo "$pkg $fpass $nfiles $tp $tt" >>"$tmp/fcounts"
done
awk '{ f += $2; nf += $3; t += $4; nt += $5 }
     END { printf "%d/%d packages pass whole; files: %d/%d pass; tests: %d/%d pass\n", pp, np, f, nf, t, nt }' \
    pp="$ppkg" np="$npkg" "$tmp/fcounts"
[ "$ppkg" = "$npkg" ]
