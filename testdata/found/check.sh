#!/usr/bin/env bash
# Runs every reproducer here under `go run` and `solod run` and says, for each, whether solod
# still differs from Go (stdout, stderr up to the first panic line, exit status). A reproducer
# whose first line says "BUG blow-up" is timed with `solod check` instead.
# Usage: testdata/found/check.sh [SOLOD]   (default: target/release/solod)
set -u
cd "$(dirname "$0")"
solod=${1:-../../target/release/solod}
[ -x "$solod" ] || { echo "no solod at $solod: cargo build --release -p solod" >&2; exit 2; }
command -v go >/dev/null || { echo "go is not on PATH (Go is the oracle)" >&2; exit 2; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
cut_panic() { awk '{print} /^(panic: |fatal error: )/{exit}'; }
broken=0
for f in *.go; do
  n=${f%.go}
  if head -1 "$f" | grep -q 'BUG blow-up'; then
    /usr/bin/time -o "$tmp/time" -f '%e s, %M KB' timeout 300 "$solod" check "$f" >/dev/null 2>&1
    s=$(tail -1 "$tmp/time")
    echo "$n: solod check took $s (blow-up: compare with the limit you expect)"
    continue
  fi
  GOTOOLCHAIN=local timeout 120 go run "$f" >"$tmp/go.out" 2>"$tmp/go.err"; ge=$?
  timeout 120 "$solod" run "$f" >"$tmp/so.out" 2>"$tmp/so.err"; se=$?
  if [ $ge -eq $se ] && cmp -s "$tmp/go.out" "$tmp/so.out" &&
     cmp -s <(cut_panic <"$tmp/go.err") <(cut_panic <"$tmp/so.err"); then
    echo "$n: FIXED (same as Go)"
  else
    broken=$((broken + 1))
    why=$(grep -o '\[-W[a-z0-9=-]*\]' "$tmp/so.err" | head -1)
    echo "$n: still differs (Go exit $ge, solod exit $se${why:+, $why})"
  fi
done
echo "$broken reproducer(s) still differ from Go"
