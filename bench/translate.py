#!/usr/bin/env python3
"""The Translate benchmark: `solod check` and `solod translate` on a large generated program
(bench/translate_input.py, about 69,000 lines), and the peer translator (`so translate`, the
Go-written Solod) on the same input in the same run when it is given. Wall time and peak RSS
per run (the child's own ru_maxrss), several rounds, interleaved (check, translate, peer in
each round) so all three see the same machine load; medians and spread (half the min-max
range, relative to the median).

    python3 bench/translate.py                       # 5 rounds, our own tools only
    python3 bench/translate.py --peer /path/to/so    # and the peer on the same input
    SOLOD_PEER=/path/to/so python3 bench/translate.py --rounds 7

Without a peer, the figures are compared with our own earlier figure (1.15 s and 186 MB for
translate, 0.80 s for check, on this machine kind). Prints markdown; measures, never asserts.
"""

import argparse
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Our earlier figures on the project's machine (issue 12), used when no peer is given.
PREVIOUS = {"translate": (1.15, 186.0), "check": (0.80, None)}
PEER_PUBLISHED = (0.78, 89.0)


def run_measured(argv, cwd=None):
    """Runs argv; returns (seconds, peak RSS in MiB, exit status, stderr)."""
    t0 = time.perf_counter()
    p = subprocess.Popen(argv, cwd=cwd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    err = p.stderr.read()
    _, status, ru = os.wait4(p.pid, 0)
    dt = time.perf_counter() - t0
    p.returncode = os.waitstatus_to_exitcode(status)
    return dt, ru.ru_maxrss / 1024.0, p.returncode, err.decode(errors="replace")


def med_spread(xs):
    m = statistics.median(xs)
    spread = (max(xs) - min(xs)) / 2 / m * 100 if m else 0.0
    return m, spread


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--lines", type=int, default=69000)
    ap.add_argument("--solod", help="solod binary (default: build target/release/solod)")
    ap.add_argument("--peer", default=os.environ.get("SOLOD_PEER"), help="the peer's `so` binary (or $SOLOD_PEER)")
    ap.add_argument("--work", default=os.path.join(ROOT, "target", "bench", "translate"))
    a = ap.parse_args()

    solod = a.solod
    if not solod:
        subprocess.run(["cargo", "build", "--release", "-q", "-p", "solod"], cwd=ROOT, check=True)
        solod = os.path.join(ROOT, "target", "release", "solod")
    inp = os.path.join(a.work, "input")
    subprocess.run([sys.executable, os.path.join(ROOT, "bench", "translate_input.py"), "--lines", str(a.lines), "--out", inp],
                   check=True, stdout=subprocess.DEVNULL)
    src = os.path.join(inp, "main.go")
    with open(src) as f:
        lines = sum(1 for _ in f)
    # The input must be a valid program for every tool measured.
    _, _, code, err = run_measured([solod, "check", inp])
    if code != 0:
        sys.exit(f"solod check rejected the input:\n{err}")
    tools = [("solod check", [solod, "check", inp], None),
             ("solod translate", [solod, "translate", "-o", os.path.join(a.work, "out-solod"), inp], None)]
    if a.peer:
        peer_out = os.path.join(a.work, "out-peer")
        tools.append(("peer translate", [a.peer, "translate", "-o", peer_out, inp], peer_out))
        shutil.rmtree(peer_out, ignore_errors=True)
        _, _, code, err = run_measured(tools[-1][1])
        if code != 0:
            sys.exit(f"the peer rejected the input:\n{err}")
    res = {name: ([], []) for name, _, _ in tools}
    load0 = os.getloadavg()[0]
    t_start = time.time()
    for _ in range(a.rounds):
        for name, argv, clean in tools:
            if clean:
                shutil.rmtree(clean, ignore_errors=True)
            dt, rss, code, err = run_measured(argv)
            if code != 0:
                sys.exit(f"{name} failed:\n{err}")
            res[name][0].append(dt)
            res[name][1].append(rss)
    load1 = os.getloadavg()[0]

    def fmt(name):
        (t, ts), (m, ms) = med_spread(res[name][0]), med_spread(res[name][1])
        return t, ts, m, ms

    print(f"Translate benchmark: {lines:,} lines (bench/translate_input.py), {a.rounds} rounds, "
          f"{time.time() - t_start:.0f} s; load average {load0:.2f} before, {load1:.2f} after; "
          f"{platform.node() and os.cpu_count()} CPUs")
    print()
    print("| Tool | wall s | lines/s | peak MiB |")
    print("|---|--:|--:|--:|")
    for name, _, _ in tools:
        t, ts, m, ms = fmt(name)
        print(f"| {name} | {t:.3f} ±{ts:.0f}% | {lines / t:,.0f} | {m:.0f} ±{ms:.0f}% |")
    print()
    t, ts, m, ms = fmt("solod translate")
    if a.peer:
        pt, pts, pm, pms = fmt("peer translate")
        print("Row for the benchmark table (the peer in the Go column; ratios are ours / peer, above 1.00 is worse):")
        print()
        print("| Benchmark | Unit | Go | C | Rust | C/Go | Rust/Go |")
        print("|---|---|--:|--:|--:|--:|--:|")
        print(f"| Translate ({round(lines / 1000)}k lines) | lines/s | {lines / pt:,.0f} ±{pts:.0f}% | {lines / t:,.0f} ±{ts:.0f}% | — | **{t / pt:.2f}** | — |")
        print(f"| Translate peak memory | MiB | {pm:.0f} ±{pms:.0f}% | {m:.0f} ±{ms:.0f}% | — | **{m / pm:.2f}** | — |")
        ct, _, _, _ = fmt("solod check")
        print()
        print(f"solod translate / peer: {t / pt:.2f}x the time, {m / pm:.2f}x the memory "
              f"(target: <= 0.50x the time, <= 1.00x the memory); solod check alone: {ct / pt:.2f}x the peer's translate.")
    else:
        pt, pm = PREVIOUS["translate"]
        ct, _, _, _ = fmt("solod check")
        print(f"No peer given (--peer or $SOLOD_PEER): against our previous figure ({pt} s, {pm:.0f} MB for translate, "
              f"{PREVIOUS['check'][0]} s for check) translate is {t / pt:.2f}x the time and {m / pm:.2f}x the memory, "
              f"check {ct / PREVIOUS['check'][0]:.2f}x. The peer's published figure: {PEER_PUBLISHED[0]} s, {PEER_PUBLISHED[1]:.0f} MB.")


if __name__ == "__main__":
    main()
