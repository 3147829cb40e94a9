#!/usr/bin/env python3
"""Build and run the So runtime benchmarks side by side with Go, and print a markdown table.

Each benchmark program in bench/c is built twice (against the C runtime in runtime-c/so and
against the Rust runtime, target/release/libso_runtime.a); bench/go holds the Go twins. The three
implementations run alternately (the order rotates every round) for several rounds, and the
table reports for every row the median of the rounds, the spread of the rounds, and the cost
ratios C/Go and Rust/Go (above 1.00: slower than Go).

    python3 bench/run.py                    # 5 rounds of everything, writes bench/results.md
    python3 bench/run.py --rounds 3 --filter 'Chan|Select'
    python3 bench/run.py --update-readme    # also put the table in bench/README.md
    python3 bench/run.py --impls go,c,so,so-rust --groups chan,switch   # with the So programs

The So programs (bench/so, compiled by target/release/solod) are opt-in: "so" and "so-rust"
(the Rust runtime) add their columns and So/Go ratios; they cover the groups in SO_GROUPS.

Standard library only. Run it from anywhere; paths are relative to the repository.
"""

import argparse
import datetime
import glob
import os
import platform
import re
import shlex
import statistics
import subprocess
import sys
import time

BENCH = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH)
BUILD = os.path.join(ROOT, "target", "bench")
GROUPS = ["sync", "atomic", "chan", "pool", "switch", "parked", "tasks"]
# The C program of a group is bench/c/<SOURCE.get(group, group)>.c; GROUP_ENV is added to the
# environment of every implementation's run of that group (Go reads GOMAXPROCS as the C runtime
# does); BENCH_GROUP tells a C program shared by two groups which one it runs.
SOURCE = {"switch": "tasks", "parked": "tasks"}
GROUP_ENV = {
    "switch": {"GOMAXPROCS": "1", "BENCH_GROUP": "switch"},
    "parked": {"BENCH_GROUP": "parked"},
    "tasks": {"BENCH_GROUP": "tasks"},
}
IMPLS = ["go", "c", "rust", "so", "so-rust"]
# The implementations run when --impls is not given: the So programs are opt-in.
DEFAULT_IMPLS = ["go", "c", "rust"]
TITLES = {"go": "Go", "c": "C", "rust": "Rust", "so": "So", "so-rust": "So-Rust"}
# The So programs (bench/so, compiled by solod; "so-rust" with the Rust runtime) are one binary,
# run as "<exe> <group>" like the Go one, for these groups only.
SO_GROUPS = ["sync", "atomic", "chan", "pool", "switch", "parked", "tasks"]
SOLOD = "target/release/solod"
SO_FLAGS = {"so": ["-O", "2"], "so-rust": ["-O", "2", "-runtime", "rust"]}

# Sources of the C runtime, as in the build command of the brief.
C_RUNTIME = [
    "runtime-c/so/sync/*.c",
    "runtime-c/so/sync/atomic/*.c",
    "runtime-c/so/mem/*.c",
    "runtime-c/so/conc/*.c",
    "runtime-c/so/time/*.c",
]
BUILTINS = "runtime-c/builtin/*.c"
RUST_LIB = "target/release/libso_runtime.a"
CFLAGS = ["-std=gnu11", "-O2", "-I", "runtime-c"]

# Units where a larger value is better; their cost ratio is Go / ours so that, in every row,
# a ratio above 1.00 means "slower than Go".
HIGHER_IS_BETTER = {"tasks/s", "x speedup"}

README_BEGIN = "<!-- results:begin -->"
README_END = "<!-- results:end -->"

LINE = re.compile(r"^BENCH (\S+) (\S+) (\S+)$")
FAIL = re.compile(r"^FAIL (\S+) (.*)$")


def log(msg):
    print(msg, file=sys.stderr, flush=True)


def expand(pattern):
    """Expands a glob relative to the repository; an empty match is an error."""
    files = sorted(glob.glob(os.path.join(ROOT, pattern)))
    if not files:
        raise BuildError(f"no files match {pattern}")
    return files


class BuildError(Exception):
    pass


def run_build(cmd, cwd=ROOT):
    log("  $ " + " ".join(shlex.quote(os.path.relpath(c, ROOT) if c.startswith(ROOT) else c)
                          for c in cmd))
    proc = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if proc.returncode != 0:
        raise BuildError(proc.stdout.strip()[-2000:] or f"exit status {proc.returncode}")


def build(impls, groups):
    """Builds the programs; returns {impl: {group: argv prefix}} and {impl: build error}."""
    os.makedirs(BUILD, exist_ok=True)
    programs, errors = {}, {}
    for impl in impls:
        log(f"building {TITLES[impl]}")
        try:
            if impl == "go":
                exe = os.path.join(BUILD, "go-bench")
                run_build(["go", "build", "-o", exe, "."], cwd=os.path.join(BENCH, "go"))
                programs[impl] = {g: [exe, g] for g in groups}
                continue
            if impl in SO_FLAGS:
                exe = os.path.join(BUILD, f"{impl}-bench")
                solod = os.path.join(ROOT, SOLOD)
                if not os.path.exists(solod):
                    raise BuildError(f"{SOLOD} missing: cargo build --release -p solod")
                run_build([solod, "build"] + SO_FLAGS[impl] + ["-o", exe, "."],
                          cwd=os.path.join(BENCH, "so"))
                programs[impl] = {g: [exe, g] for g in groups if g in SO_GROUPS}
                continue
            if impl == "c":
                runtime = [f for p in C_RUNTIME for f in expand(p)] + ["-lpthread"]
            else:
                run_build(["cargo", "build", "--release", "-p", "so-runtime"])
                runtime = [os.path.join(ROOT, RUST_LIB), "-lpthread", "-ldl", "-lm"]
            builtins = expand(BUILTINS)
            programs[impl] = {}
            for g in groups:
                exe = os.path.join(BUILD, f"{impl}-{g}")
                src = os.path.join(BENCH, "c", f"{SOURCE.get(g, g)}.c")
                run_build(["cc"] + CFLAGS + [src] + builtins + runtime + ["-o", exe])
                programs[impl][g] = [exe]
        except BuildError as e:
            log(f"  build of {TITLES[impl]} failed:\n{e}")
            programs.pop(impl, None)
            errors[impl] = str(e).splitlines()[-1] if str(e) else "failed"
    return programs, errors


def run_program(argv, filt, timeout, env=None):
    """Runs one benchmark program; returns ({name: (value, unit)}, [problems])."""
    cmd = argv + ([filt] if filt else [])
    try:
        proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                              timeout=timeout, env=dict(os.environ, **(env or {})))
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode() if isinstance(e.stdout, bytes) else (e.stdout or "")
        rows, problems = parse(out)
        return rows, problems + [f"timed out after {timeout} s"]
    rows, problems = parse(proc.stdout)
    if proc.returncode != 0:
        tail = proc.stderr.strip().splitlines()[-1:] or [""]
        problems.append(f"exit status {proc.returncode} {tail[0]}".strip())
    return rows, problems


def parse(out):
    rows, problems = {}, []
    for line in out.splitlines():
        m = LINE.match(line.strip())
        if m:
            rows[m.group(1)] = (float(m.group(2)), m.group(3))
            continue
        m = FAIL.match(line.strip())
        if m:
            problems.append(f"{m.group(1)}: {m.group(2)}")
    return rows, problems


def fmt_value(v):
    if v is None:
        return "—"
    if v >= 1e6:
        return f"{v / 1e6:.3g} M"
    if v >= 1000:
        return f"{v:,.0f}"
    if v >= 100:
        return f"{v:.0f}"
    return f"{v:.3g}"


def fmt_cell(values):
    if not values:
        return "—"
    med = statistics.median(values)
    if len(values) < 2 or med == 0:
        return fmt_value(med)
    spread = (max(values) - min(values)) / 2 / med * 100
    return f"{fmt_value(med)} ±{spread:.0f}%"


def cost_ratio(ours, go, unit):
    if ours is None or go is None or ours == 0 or go == 0:
        return None
    return go / ours if unit in HIGHER_IS_BETTER else ours / go


def fmt_ratio(r):
    if r is None:
        return "—"
    s = f"{r:.2f}"
    return f"**{s}**" if r > 1.0 else s


def derived_rows(medians, impls):
    """Rows computed from the medians of other rows: {name: (unit, {impl: value})}."""
    out = {}

    def get(name, impl):
        return medians.get(name, {}).get(impl)

    for w in (2, 8):
        name = f"ThreadPerTask / PoolTiny/W={w}"
        vals = {}
        for impl in impls:
            per_thread, rate = get("ThreadPerTask", impl), get(f"PoolTiny/W={w}", impl)
            if per_thread and rate:
                vals[impl] = per_thread / (1e9 / rate)
        if vals:
            out[name] = ("x cost", vals)
    for kind in ("uniform", "heavy"):
        for w in (2, 8):
            name = f"PoolScaling/{kind}/W={w} speedup"
            vals = {}
            for impl in impls:
                t1, tw = get(f"PoolScaling/{kind}/W=1", impl), get(f"PoolScaling/{kind}/W={w}", impl)
                if t1 and tw:
                    vals[impl] = t1 / tw
            if vals:
                out[name] = ("x speedup", vals)
    return out


def sh(cmd):
    try:
        return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                              timeout=30).stdout.strip()
    except (OSError, subprocess.TimeoutExpired):
        return "unavailable"


def machine():
    model = "unknown"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    mem = ""
    try:
        with open("/proc/meminfo") as f:
            kb = int(f.readline().split()[1])
            mem = f", {kb / 1024 / 1024:.1f} GiB RAM"
    except (OSError, ValueError, IndexError):
        pass
    return {
        "cpu": f"{model}, {os.cpu_count()} logical CPUs{mem}",
        "os": f"{platform.system()} {platform.release()}",
        "go": sh(["go", "version"]),
        "cc": sh(["cc", "--version"]).splitlines()[0],
        "rustc": sh(["rustc", "--version"]),
    }


def render(args, info, results, problems, build_errors, impls, started, elapsed, loads):
    """The markdown report: machine, command, table, notes."""
    present = [i for i in IMPLS if i in impls]
    ours = [i for i in present if i != "go"]
    medians = {name: {i: statistics.median(v) for i, v in per.items() if v}
               for name, (_, _, per) in results.items()}
    lines = []
    lines.append(f"Date: {started:%Y-%m-%d %H:%M} UTC, {elapsed / 60:.1f} min, "
                 f"{args.rounds} round(s), target {args.target_ms} ms per measurement")
    lines.append("")
    lines.append(f"Command: `{args.command}`")
    lines.append("")
    lines.append(f"- Machine: {info['cpu']}; {info['os']}; load average "
                 f"{loads[0]:.2f} before, {loads[1]:.2f} after")
    lines.append(f"- Go: {info['go']}")
    lines.append(f"- C compiler: {info['cc']}")
    lines.append(f"- Rust: {info['rustc']}")
    lines.append("")
    head = ["Benchmark", "Unit"] + [TITLES[i] for i in present] + [f"{TITLES[i]}/Go" for i in ours]
    lines.append("| " + " | ".join(head) + " |")
    lines.append("|" + "|".join(["---", "---"] + ["--:"] * (len(head) - 2)) + "|")
    blank = [""] * (len(head) - 1)
    for group in GROUPS:
        names = [n for n, (_, g, _) in results.items() if g == group]
        derived = derived_rows(medians, present) if group == "pool" else {}
        if not names and not derived:
            continue
        lines.append("| " + " | ".join([f"**{group}**"] + blank) + " |")
        for name in names:
            unit, _, per = results[name]
            cells = [name, unit.replace("us/", "µs/")]
            cells += [fmt_cell(per.get(i, [])) for i in present]
            go = medians[name].get("go")
            cells += [fmt_ratio(cost_ratio(medians[name].get(i), go, unit)) for i in ours]
            lines.append("| " + " | ".join(cells) + " |")
        for name, (unit, vals) in derived.items():
            cells = [name, unit] + [fmt_value(vals.get(i)) for i in present]
            cells += [fmt_ratio(cost_ratio(vals.get(i), vals.get("go"), unit)) for i in ours]
            lines.append("| " + " | ".join(cells) + " |")
    lines.append("")
    lines.append("Cells are the median of the rounds and ± half the min-max range of the rounds, "
                 "relative to the median. Ratios are costs: ours / Go for times, Go / ours for "
                 "rates and speedups (tasks/s, x speedup), so **above 1.00 means slower than "
                 "Go** in every row. `T=` threads (goroutines in Go), `W=` pool workers. "
                 "`WorkUnit` times the shared compute loop (600 steps of a 64-bit LCG) that the "
                 "CPU-bound rows use, to show the work itself costs the same in C and Go. "
                 "`x cost` rows divide the cost per task of a thread per task by that of a pool "
                 "task; `x speedup` rows divide the W=1 time by the W=w time (ideal: the number of "
                 "cores).")
    for impl, err in build_errors.items():
        lines.append(f"\n{TITLES[impl]}: not built ({err}).")
    if problems:
        lines.append("\nProblems:")
        for p in sorted(set(problems)):
            lines.append(f"- {p}")
    return "\n".join(lines) + "\n"


def update_readme(report):
    path = os.path.join(BENCH, "README.md")
    with open(path) as f:
        text = f.read()
    start, end = text.find(README_BEGIN), text.find(README_END)
    if start < 0 or end < start:
        log(f"{path}: no {README_BEGIN} ... {README_END} block; README not updated")
        return
    text = text[: start + len(README_BEGIN)] + "\n" + report + text[end:]
    with open(path, "w") as f:
        f.write(text)
    log(f"updated {os.path.relpath(path, ROOT)}")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rounds", type=int, default=5, help="rounds of every program (default 5)")
    ap.add_argument("--filter", default="", help="regular expression on benchmark names")
    ap.add_argument("--groups", default=",".join(GROUPS),
                    help="comma-separated groups (default: " + ",".join(GROUPS) + ")")
    ap.add_argument("--impls", default=",".join(DEFAULT_IMPLS),
                    help="comma-separated implementations (default: go,c,rust; also so and "
                         "so-rust, the So programs of bench/so compiled by solod)")
    ap.add_argument("--target-ms", type=int, default=50,
                    help="minimum duration of one measurement (default 50)")
    ap.add_argument("--timeout", type=int, default=180, help="seconds allowed per program run")
    ap.add_argument("--wait-idle", type=float, default=0,
                    help="before measuring, wait (at most --wait-max minutes) until the 1-minute "
                         "load average is below this value")
    ap.add_argument("--wait-max", type=float, default=15, help="minutes --wait-idle may wait")
    ap.add_argument("--no-build", action="store_true", help="use the programs built last time")
    ap.add_argument("--out", default=os.path.join(BENCH, "results.md"),
                    help="where to save the report (default bench/results.md; '' to skip)")
    ap.add_argument("--update-readme", action="store_true",
                    help="also replace the results block of bench/README.md")
    args = ap.parse_args()
    args.command = "python3 bench/run.py " + " ".join(shlex.quote(a) for a in sys.argv[1:])
    args.command = args.command.strip()
    groups = [g for g in args.groups.split(",") if g]
    impls = [i for i in args.impls.split(",") if i]
    for g in groups:
        if g not in GROUPS:
            ap.error(f"unknown group {g}")
    for i in impls:
        if i not in IMPLS:
            ap.error(f"unknown implementation {i}")

    started = datetime.datetime.now(datetime.timezone.utc)
    t_start = time.monotonic()
    if args.no_build:
        programs, build_errors = {}, {}
        for impl in impls:
            if impl == "go":
                programs[impl] = {g: [os.path.join(BUILD, "go-bench"), g] for g in groups}
            elif impl in SO_FLAGS:
                programs[impl] = {g: [os.path.join(BUILD, f"{impl}-bench"), g]
                                  for g in groups if g in SO_GROUPS}
            else:
                programs[impl] = {g: [os.path.join(BUILD, f"{impl}-{g}")] for g in groups}
    else:
        programs, build_errors = build(impls, groups)
    if not programs:
        log("nothing was built")
        return 1

    if args.wait_idle > 0:
        deadline = time.monotonic() + args.wait_max * 60
        while os.getloadavg()[0] >= args.wait_idle and time.monotonic() < deadline:
            log(f"load average {os.getloadavg()[0]:.2f} >= {args.wait_idle}; waiting")
            time.sleep(20)
    load_before = os.getloadavg()[0]
    os.environ["BENCH_TARGET_MS"] = str(args.target_ms)
    results = {}  # name -> (unit, group, {impl: [values]}), in the order rows first appear
    problems = []
    order = [i for i in IMPLS if i in programs]
    for r in range(args.rounds):
        rotated = order[r % len(order):] + order[: r % len(order)]
        for g in groups:
            for impl in rotated:
                if g not in programs[impl]:
                    continue  # the So programs have no parked and tasks groups
                t0 = time.monotonic()
                rows, probs = run_program(programs[impl][g], args.filter, args.timeout,
                                          GROUP_ENV.get(g))
                log(f"round {r + 1}/{args.rounds} {g:6} {TITLES[impl]:4} "
                    f"{len(rows)} rows in {time.monotonic() - t0:.1f} s"
                    + (f"  PROBLEMS: {probs}" if probs else ""))
                problems += [f"{TITLES[impl]} {g}: {p}" for p in probs]
                for name, (value, unit) in rows.items():
                    entry = results.setdefault(name, (unit, g, {}))
                    entry[2].setdefault(impl, []).append(value)
    elapsed = time.monotonic() - t_start
    report = render(args, machine(), results, problems, build_errors, list(programs), started,
                    elapsed, (load_before, os.getloadavg()[0]))
    print(report)
    if args.out:
        with open(args.out, "w") as f:
            f.write("# Benchmark results\n\n" + report)
        log(f"saved {os.path.relpath(args.out, ROOT)}")
    if args.update_readme:
        update_readme(report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
