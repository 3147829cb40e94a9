#!/usr/bin/env python3
"""The task rows (SwitchPingPong, SpawnWait, ParkedTasks) for the Rust runtime beside Go.

bench/ does not have these rows on this branch yet; this runs runtime-rs/bench/tasks.c (linked
with the Rust runtime) and its Go twin tasks.go alternately, --rounds times each (default 5),
and prints a markdown table: the median of the rounds, +- half the min-max range relative to the
median, and ours / Go. SwitchPingPong runs with GOMAXPROCS=1 on both sides (one carrier, one P).

    python3 runtime-rs/bench/run_tasks.py [--rounds N]
"""
import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HERE = os.path.join(ROOT, "runtime-rs", "bench")
ROWS = [("SwitchPingPong", {"GOMAXPROCS": "1"}), ("SpawnWait", {}), ("ParkedTasks", {})]


def build(out):
    subprocess.run(["cargo", "build", "--release", "-p", "so-runtime", "--lib"], cwd=ROOT, check=True)
    c = os.path.join(out, "tasks-rust")
    subprocess.run(
        ["cc", "-std=gnu11", "-O2", "-I", os.path.join(ROOT, "runtime-c"), os.path.join(HERE, "tasks.c")]
        + sorted(
            os.path.join(ROOT, "runtime-c", "builtin", f)
            for f in os.listdir(os.path.join(ROOT, "runtime-c", "builtin"))
            if f.endswith(".c")
        )
        + [os.path.join(ROOT, "target", "release", "libso_runtime.a"), "-lpthread", "-ldl", "-lm", "-o", c],
        check=True,
    )
    g = os.path.join(out, "tasks-go")
    env = dict(os.environ, GO111MODULE="off")
    subprocess.run(["go", "build", "-o", g, os.path.join(HERE, "tasks.go")], check=True, env=env)
    return {"Rust": c, "Go": g}


def run(exe, row, extra):
    env = dict(os.environ, **extra)
    out = subprocess.run([exe, row], capture_output=True, text=True, env=env, timeout=300).stdout
    m = re.search(r"^BENCH (\S+) (\S+) (\S+)$", out, re.M)
    if not m:
        raise RuntimeError(f"{exe} {row}: {out!r}")
    return float(m.group(2)), m.group(3)


def fmt(v):
    return f"{v:,.0f}" if v >= 100 else f"{v:.3g}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as d:
        exes = build(d)
        res = {(r, i): [] for r, _ in ROWS for i in exes}
        units = {}
        for k in range(args.rounds):
            order = list(exes) if k % 2 == 0 else list(reversed(list(exes)))
            for row, extra in ROWS:
                for impl in order:
                    v, u = run(exes[impl], row, extra)
                    res[(row, impl)].append(v)
                    units[row] = u
    print(f"{args.rounds} round(s); median, +- half the min-max range")
    print()
    print("| Benchmark | Unit | Go | Rust | Rust/Go |")
    print("|---|---|--:|--:|--:|")
    for row, _ in ROWS:
        cells = []
        meds = {}
        for impl in ("Go", "Rust"):
            xs = res[(row, impl)]
            med = statistics.median(xs)
            meds[impl] = med
            spread = (max(xs) - min(xs)) / 2 / med * 100 if med else 0
            cells.append(f"{fmt(med)} ±{spread:.0f}%")
        print(f"| {row} | {units[row]} | {cells[0]} | {cells[1]} | **{meds['Rust'] / meds['Go']:.2f}** |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
