#!/usr/bin/env python3
"""The survey behind README.md's table: how today's solod fares on each lifetime program.

For each program (or those named on the command line): Go's output (`go build`, run); `solod
check`; if it accepts, `solod build --check sanitize` with CFLAGS=-O0, run with
ASAN_OPTIONS=detect_stack_use_after_return=1 and compared with Go's output; if that run is
clean, a plain -O0 build, run and compared too. Prints one line per program:
NAME, class, result (rejected, ICE(check), ICE(build), asan, wrong-output, wrong-output-plain,
clean), detail. Two programs at a time.

Usage: python3 testdata/lifetime/survey.py [NAME...] > survey.tsv
  SOLOD=path/to/solod (default target/debug/solod; build it first with cargo build -p solod)."""
import os, sys, subprocess, tempfile, shutil, re, concurrent.futures as cf
lt = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(os.path.dirname(lt))
solod = os.environ.get("SOLOD") or f"{root}/target/debug/solod"
env = dict(os.environ, NO_COLOR="1", SOCACHE=f"{root}/target/tmp/socache-lifetime", CFLAGS="-O0",
           GOTOOLCHAIN="local", GOFLAGS="-buildvcs=false", GOPROXY="off", CGO_ENABLED="0")

def progs(names):
    out = []
    for f in sorted(os.listdir(f"{lt}/run")):
        if f.endswith(".go"):
            out.append(("run", f[:-3]))
    for d in sorted(os.listdir(f"{lt}/modules")):
        out.append(("mod", d))
    if names:
        out = [p for p in out if p[1] in names]
    return out

def cls(kind, name):
    path = f"{lt}/run/{name}.go" if kind == "run" else f"{lt}/modules/{name}/main.go"
    t = open(path).read()
    if "\n// UNSAFE:" in t or t.startswith("// UNSAFE:"): return "UNSAFE"
    if "\n// SAFE:" in t: return "SAFE"
    return "?"

def sh(cmd, cwd, timeout=120, extra=None):
    e = dict(env); e.update(extra or {})
    try:
        r = subprocess.run(cmd, cwd=cwd, env=e, capture_output=True, timeout=timeout)
        return r.returncode, r.stdout.decode(errors="replace"), r.stderr.decode(errors="replace")
    except subprocess.TimeoutExpired:
        return -1, "", "TIMEOUT"

def first_panic(s):
    out = []
    for l in s.splitlines(True):
        out.append(l)
        if l.startswith("panic: "): break
    return "".join(out)

def one(p):
    kind, name = p
    c = cls(kind, name)
    tmp = tempfile.mkdtemp(prefix="lt-")
    try:
        if kind == "run":
            shutil.copy(f"{lt}/run/{name}.go", f"{tmp}/{name}.go")
            cwd, target = tmp, f"{name}.go"
            gcwd = f"{tmp}/g"; os.makedirs(gcwd); shutil.copy(f"{lt}/run/{name}.go", f"{gcwd}/main.go")
            gb = sh(["go", "build", "-o", f"{tmp}/goprog", "main.go"], gcwd)
        else:
            cwd, target = f"{lt}/modules/{name}", "."
            gb = sh(["go", "build", "-o", f"{tmp}/goprog", "."], cwd)
        if gb[0] != 0:
            return (name, c, "GO-BUILD-FAIL", gb[2][:300])
        go = sh([f"{tmp}/goprog"], tmp, 20)
        chk = sh([solod, "check", target], cwd)
        if "internal compiler error" in chk[2] or "panicked at" in chk[2]:
            return (name, c, "ICE(check)", chk[2][:300])
        if chk[0] == 1:
            return (name, c, "rejected", chk[2].splitlines()[0] if chk[2] else "")
        if chk[0] != 0:
            return (name, c, f"check-exit-{chk[0]}", chk[2][:300])
        b = sh([solod, "build", "--check", "sanitize", "-o", f"{tmp}/prog", target], cwd, 300)
        if b[0] != 0:
            tag = "ICE(build)" if "internal compiler error" in b[2] else f"build-exit-{b[0]}"
            return (name, c, tag, b[2][:400])
        r = sh([f"{tmp}/prog"], tmp, 20, {"ASAN_OPTIONS": "detect_stack_use_after_return=1"})
        m = re.search(r"AddressSanitizer: ([\w-]+)", r[2]) or re.search(r"runtime error: .*", r[2])
        if m:
            return (name, c, "asan", m.group(1) if m.lastindex else m.group(0)[:80])
        same = (r[0] == go[0] and r[1] == go[1] and first_panic(r[2]) == first_panic(go[2]))
        if not same:
            return (name, c, "wrong-output", f"go={go[1]!r}{go[2][:80]!r}/{go[0]} solod={r[1]!r}{r[2][:80]!r}/{r[0]}")
        b2 = sh([solod, "build", "-o", f"{tmp}/prog2", target], cwd, 300)
        if b2[0] != 0:
            tag = "ICE(plain-build)" if "internal compiler error" in b2[2] else f"plain-build-exit-{b2[0]}"
            return (name, c, tag, b2[2][:400])
        r2 = sh([f"{tmp}/prog2"], tmp, 20)
        same2 = (r2[0] == go[0] and r2[1] == go[1] and first_panic(r2[2]) == first_panic(go[2]))
        if not same2:
            return (name, c, "wrong-output-plain", f"go={go[1]!r}{go[2][:80]!r}/{go[0]} solod={r2[1]!r}{r2[2][:80]!r}/{r2[0]}")
        return (name, c, "clean", "")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

if __name__ == "__main__":
    ps = progs(set(sys.argv[1:]))
    with cf.ThreadPoolExecutor(2) as ex:
        for res in ex.map(one, ps):
            print("\t".join(x.replace("\n", " | ").replace("\t", " ") for x in res), flush=True)
