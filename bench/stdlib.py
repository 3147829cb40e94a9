#!/usr/bin/env python3
"""The standard library's benchmarks under solod beside Go's, in one run.

Each package's BenchmarkXxx functions live in its _test.go files (runtime-c/so/<pkg>/), which
`go test` runs with Go's testing package on the Go side of the package, and `solod bench` runs
with so/testing on the So side compiled to C. This script runs both, alternately, for several
rounds, on the same machine, and prints a markdown table: for each benchmark the median ns/op of
the rounds under Go and under solod, each with its spread (half the min-max range of the rounds,
relative to the median), and the ratio solod/Go (below 1: solod is faster).

A package may also measure Go's own implementation of itself: benchmarks named BenchmarkGoXxx in
files built with the `gobench` tag (so/bufio's gobench_test.go runs BenchmarkGoScannerLines on
Go's bufio with the workload of BenchmarkScannerLines). The Go side runs with -tags gobench, and
each such benchmark adds the row "pkg.BenchmarkXxx vs Go's pkg": solod's BenchmarkXxx against
Go's package on the same workload.

    python3 bench/stdlib.py                          # strings strconv bytes bufio fmt, 3 rounds
    python3 bench/stdlib.py strings bytes --rounds 5 --benchtime 500ms --filter 'Index|Repeat'
    python3 bench/stdlib.py --out bench/stdlib-results.md

Standard library only. Needs `go` on PATH and a release solod (`cargo build --release -p
solod`; --solod names another binary). A package without benchmarks, or whose run fails, is
reported and left out of the table.
"""

import argparse
import os
import re
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RUNTIME = os.path.join(ROOT, "runtime-c")
DEFAULT_PKGS = ["strings", "strconv", "bytes", "bufio", "fmt"]

# "BenchmarkIndex/short-2   \t 1234567\t       987.6 ns/op\t ..."
LINE = re.compile(r"^(Benchmark\S*?)(?:-\d+)?\s+\t\s*(\d+)\t\s*([0-9.]+) ns/op")


def run(cmd, cwd, env=None):
    """Runs cmd; returns (exit status, output with stderr merged)."""
    p = subprocess.run(cmd, cwd=cwd, env=env, stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT, text=True)
    return p.returncode, p.stdout


def parse(out):
    """The ns/op of each benchmark line: {name: ns}."""
    res = {}
    for line in out.splitlines():
        m = LINE.match(line)
        if m:
            res[m.group(1)] = float(m.group(3))
    return res


def go_cmd(pkg, args):
    return ["go", "test", "-count=1", "-tags", "gobench", "-run", "^$", "-bench", args.filter,
            "-benchtime", args.benchtime, "./so/" + pkg]


def so_cmd(pkg, args):
    return [args.solod, "bench", "-bench", args.filter, "-benchtime", args.benchtime,
            "./so/" + pkg]


def spread(xs):
    m = statistics.median(xs)
    if m == 0 or len(xs) < 2:
        return 0.0
    return (max(xs) - min(xs)) / 2 / m * 100


def fmt_ns(x):
    if x >= 100:
        return "%.0f" % x
    if x >= 10:
        return "%.1f" % x
    return "%.2f" % x


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("packages", nargs="*", default=DEFAULT_PKGS,
                    help="packages under runtime-c/so (default: %s)" % " ".join(DEFAULT_PKGS))
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--benchtime", default="1s", help="go test's -benchtime (1s, 500ms, 1000x)")
    ap.add_argument("--filter", default=".", help="go test's -bench regular expression")
    ap.add_argument("--solod", default=os.path.join(ROOT, "target", "release", "solod"))
    ap.add_argument("--out", help="also write the table to this file")
    args = ap.parse_args()
    args.solod = os.path.abspath(args.solod)

    if not os.path.isfile(args.solod):
        sys.exit("no solod at %s: cargo build --release -p solod (or --solod PATH)" % args.solod)
    env = dict(os.environ, GOTOOLCHAIN="local", GOFLAGS="-buildvcs=false", GOPROXY="off",
               GOWORK="off", CGO_ENABLED="0")

    # results[pkg][impl][bench] = [ns/op of each round]
    results = {}
    problems = []
    for pkg in args.packages:
        results[pkg] = {"go": {}, "so": {}}
        for r in range(args.rounds):
            order = [("go", go_cmd), ("so", so_cmd)]
            if r % 2:
                order.reverse()
            for impl, make in order:
                code, out = run(make(pkg, args), RUNTIME, env)
                found = parse(out)
                if code != 0 or not found:
                    problems.append("%s (%s, round %d): exit status %d\n%s" % (
                        pkg, impl, r + 1, code, "\n".join(out.splitlines()[-15:])))
                    continue
                for name, ns in found.items():
                    results[pkg][impl].setdefault(name, []).append(ns)
            print("%s: round %d of %d done" % (pkg, r + 1, args.rounds), file=sys.stderr)

    lines = ["| benchmark | Go ns/op | solod ns/op | solod/Go |", "|---|--:|--:|--:|"]
    ratios = []
    for pkg in args.packages:
        go, so = results[pkg]["go"], results[pkg]["so"]
        # Go's own package's twins (BenchmarkGoXxx, Go side only) of solod's BenchmarkXxx.
        twins = {name: "Benchmark" + name[len("BenchmarkGo"):] for name in go
                 if name.startswith("BenchmarkGo") and name not in so}
        for name in go:
            if name in twins:
                continue
            if name not in so:
                continue
            g, s = statistics.median(go[name]), statistics.median(so[name])
            ratio = s / g if g else float("inf")
            ratios.append(ratio)
            lines.append("| %s.%s | %s ± %.0f%% | %s ± %.0f%% | %.2f |" % (
                pkg, name, fmt_ns(g), spread(go[name]), fmt_ns(s), spread(so[name]), ratio))
        for gname, name in twins.items():
            if name not in so:
                continue
            g, s = statistics.median(go[gname]), statistics.median(so[name])
            ratio = s / g if g else float("inf")
            ratios.append(ratio)
            lines.append("| %s.%s vs Go's %s | %s ± %.0f%% | %s ± %.0f%% | %.2f |" % (
                pkg, name, pkg, fmt_ns(g), spread(go[gname]), fmt_ns(s), spread(so[name]),
                ratio))
        for name in sorted((set(go) - set(twins)) ^ set(so)):
            lines.append("| %s.%s | %s | %s | (only one side ran it) |" % (
                pkg, name, "yes" if name in go else "-", "yes" if name in so else "-"))
    if ratios:
        geo = statistics.geometric_mean(ratios)
        lines.append("")
        lines.append("Geometric mean of solod/Go over %d benchmarks: %.2f; worst %.2f." % (
            len(ratios), geo, max(ratios)))
    table = "\n".join(lines)
    print(table)
    if problems:
        print("\nRuns that failed:\n" + "\n\n".join(problems), file=sys.stderr)
    if args.out:
        with open(args.out, "w") as f:
            f.write(table + "\n")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
