//! `xtask gen --lifetime`: the lifetime mode's oracle and run loop (issue 19).
//!
//! The property checked for every program: solod either rejects it with a located diagnostic
//! (exit status 1, `error:` and a `┌─ main.go:L:C` line, no internal compiler error), or accepts
//! it, and then the binary built with `--check sanitize` (ASan+UBSan) and `CFLAGS=-O0`, run with
//! `ASAN_OPTIONS=detect_stack_use_after_return=1`, runs clean and prints exactly what Go prints.
//! Anything else is a finding: written under --out, the first of each signature minimised.

use super::lifetime::{self, Scenario};
use super::oracle::{self, Exit, Tools};
use super::{find_solod, indent, reduce, workspace_root, Opts};
use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// What one program did.
#[derive(Debug, Clone)]
pub enum LVerdict {
    /// Go did not build it or run it to a clean exit: a generator error.
    GoFailed(String),
    /// solod rejected it with a located diagnostic (its first line).
    Rejected(String),
    /// Accepted, ran clean under the sanitizers, printed what Go printed.
    Clean,
    /// solod's output differed from Go's, but Go's own build without optimisation
    /// (`-gcflags=all=-N -l`) prints something else again: the oracle is in doubt.
    GoInconsistent(String),
    /// A violation of the property; `kind` stays the same while a reduction keeps the bug.
    Finding { kind: String, detail: String },
}

/// Builds and runs `main.go` in `dir` under Go and under solod's sanitize build.
pub fn check(tools: &Tools, dir: &Path) -> LVerdict {
    let go = match go_run(tools, dir, &[]) {
        Ok(r) => r,
        Err(why) => return LVerdict::GoFailed(why),
    };
    if let Some(v) = solod_build(tools, dir) {
        return v;
    }
    let v = run_sanitized(tools, dir, &go);
    if matches!(&v, LVerdict::Finding { kind, .. } if kind.starts_with("accepted, output differs"))
    {
        // Go's optimiser has been seen to miscompile a store through a slice that a branch
        // aliases to a global array (go1.26.8, inlined); ask Go once more without it.
        if let Ok(plain) = go_run(tools, dir, &["-gcflags=all=-N -l"]) {
            if plain.stdout != go.stdout || plain.stderr != go.stderr {
                return LVerdict::GoInconsistent(
                    "Go's optimised and unoptimised builds print different things".into(),
                );
            }
        }
    }
    v
}

/// `go build` (with `flags`) and run of `main.go` in `dir`; Err when Go did not run it cleanly.
fn go_run(tools: &Tools, dir: &Path, flags: &[&str]) -> Result<oracle::Ran, String> {
    let mut gob = Command::new(&tools.go);
    gob.arg("build")
        .args(flags)
        .arg("-o")
        .arg(dir.join("go.bin"))
        .arg(dir.join("main.go"))
        .current_dir(dir)
        .env("GOTOOLCHAIN", "local")
        .env("GOFLAGS", "-mod=mod");
    match oracle::run(gob, dir, "gobuild", tools.build_timeout) {
        Ok(r) if r.exit == Exit::Code(0) => {
            match oracle::run(
                Command::new(dir.join("go.bin")),
                dir,
                "go",
                tools.run_timeout,
            ) {
                Ok(r) if r.exit == Exit::Code(0) => Ok(r),
                Ok(r) => Err(format!("the Go binary: {}", r.exit)),
                Err(e) => Err(format!("cannot run the Go binary: {e}")),
            }
        }
        Ok(r) => Err(format!(
            "go build: {}\n{}",
            r.exit,
            String::from_utf8_lossy(&r.stderr)
        )),
        Err(e) => Err(format!("cannot run go: {e}")),
    }
}

/// Runs the sanitize build `so.bin` and compares it with Go's run `go`.
fn run_sanitized(tools: &Tools, dir: &Path, go: &oracle::Ran) -> LVerdict {
    let mut run = Command::new(dir.join("so.bin"));
    run.env("ASAN_OPTIONS", "detect_stack_use_after_return=1")
        .env("UBSAN_OPTIONS", "print_stacktrace=1");
    let so = match oracle::run(run, dir, "so", tools.run_timeout) {
        Ok(r) => r,
        Err(e) => {
            return LVerdict::Finding {
                kind: "solod binary did not start".into(),
                detail: e.to_string(),
            }
        }
    };
    let err = String::from_utf8_lossy(&so.stderr).into_owned();
    if let Some(l) = err
        .lines()
        .find(|l| l.contains("ERROR: AddressSanitizer: "))
    {
        let what = l
            .split("AddressSanitizer: ")
            .nth(1)
            .and_then(|w| w.split_whitespace().next())
            .unwrap_or("?");
        let summary = err.lines().find(|l| l.starts_with("SUMMARY:")).unwrap_or(l);
        return LVerdict::Finding {
            kind: format!("accepted, ASan {what}"),
            detail: summary.to_string(),
        };
    }
    if let Some(l) = err
        .lines()
        .find(|l| l.contains(": runtime error: ") && !l.starts_with("panic:"))
    {
        let msg = l.split("runtime error: ").nth(1).unwrap_or("");
        let words: Vec<&str> = msg.split_whitespace().take(3).collect();
        return LVerdict::Finding {
            kind: format!("accepted, UBSan {}", words.join(" ")),
            detail: l.to_string(),
        };
    }
    let (ge, se) = (
        oracle::comparable_stderr(&go.stderr),
        oracle::comparable_stderr(&so.stderr),
    );
    if go.exit == so.exit && go.stdout == so.stdout && ge == se {
        return LVerdict::Clean;
    }
    let kind = if go.exit != so.exit {
        format!("accepted, exit: Go {}, solod {}", go.exit, so.exit)
    } else {
        "accepted, output differs from Go".to_string()
    };
    LVerdict::Finding {
        kind,
        detail: format!(
            "Go printed:\n{}\nsolod printed:\n{}",
            indent(&String::from_utf8_lossy(&go.stderr), 8),
            indent(&err, 8)
        ),
    }
}

/// `solod build --check sanitize` with CFLAGS=-O0; None when it built a binary.
fn solod_build(tools: &Tools, dir: &Path) -> Option<LVerdict> {
    let mut sb = Command::new(&tools.solod);
    sb.args(["build", "--check", "sanitize", "-o"])
        .arg(dir.join("so.bin"))
        .arg(dir.join("main.go"))
        .current_dir(dir)
        .env("CFLAGS", "-O0");
    let b = match oracle::run(sb, dir, "sobuild", tools.build_timeout) {
        Ok(b) => b,
        Err(e) => {
            return Some(LVerdict::Finding {
                kind: "solod did not start".into(),
                detail: e.to_string(),
            })
        }
    };
    classify_build(&b.exit, &String::from_utf8_lossy(&b.stderr))
}

/// What solod's exit status and stderr say: None when it built the program.
fn classify_build(exit: &Exit, err: &str) -> Option<LVerdict> {
    let first = err.lines().next().unwrap_or("").trim().to_string();
    match exit {
        Exit::Code(0) => None,
        _ if err.contains("internal compiler error") => {
            let line = err
                .lines()
                .find(|l| l.contains("internal compiler error"))
                .unwrap_or("")
                .trim();
            let cc = if err.contains("the generated C did not compile") {
                let flag = err
                    .lines()
                    .find_map(|l| l.find("[-W").map(|i| l[i..].to_string()))
                    .unwrap_or_default();
                format!(" {flag}")
            } else {
                String::new()
            };
            Some(LVerdict::Finding {
                kind: format!("internal compiler error{cc}"),
                detail: format!("{line}\n{}", indent(err, 12)),
            })
        }
        Exit::Code(1) if first.starts_with("error") && err.contains("┌─ ") => {
            Some(LVerdict::Rejected(first))
        }
        other => Some(LVerdict::Finding {
            kind: format!("solod build failed without a located diagnostic ({other})"),
            detail: indent(err, 12),
        }),
    }
}

#[derive(Default)]
struct Tally {
    tried: u64,
    rejected: u64,
    clean: u64,
    findings: u64,
    /// (intended dangling?, outcome) -> count; outcome is rejected/clean/finding.
    by_class: BTreeMap<(bool, &'static str), u64>,
    /// First line of each rejection diagnostic, with the message's variable parts kept.
    diagnostics: BTreeMap<String, u64>,
    go_failed: Vec<u64>,
    go_inconsistent: u64,
    /// signature -> (first seed, file, count)
    distinct: BTreeMap<String, (u64, String, u64)>,
    to_reduce: Vec<(u64, String, String, String)>,
}

impl Tally {
    fn class(&mut self, sc: &Scenario, outcome: &'static str) {
        *self.by_class.entry((sc.dangling(), outcome)).or_default() += 1;
    }
}

/// Runs the lifetime mode; Ok(true) when no program violated the property.
pub(super) fn run(o: &Opts) -> Result<bool, String> {
    let tools = Tools {
        solod: find_solod(o)?,
        go: "go".into(),
        run_timeout: Duration::from_secs(10),
        build_timeout: Duration::from_secs(120),
    };
    let out = if o.out == workspace_root().join("target/gen") {
        workspace_root().join("target/gen-lifetime")
    } else {
        o.out.clone()
    };
    std::fs::create_dir_all(&out).map_err(|e| format!("{}: {e}", out.display()))?;
    let tmp = tempfile::Builder::new()
        .prefix("xtask-gen-lifetime-")
        .tempdir()
        .map_err(|e| format!("temporary directory: {e}"))?;
    let count = match (o.count, o.minutes) {
        (Some(c), _) => c,
        (None, Some(_)) => u64::MAX,
        (None, None) => 20,
    };
    let deadline = o
        .minutes
        .map(|m| Instant::now() + Duration::from_secs_f64(m * 60.0));
    let start = Instant::now();
    println!(
        "gen --lifetime: seeds from {}, {} job(s); solod {} (--check sanitize, CFLAGS=-O0)",
        o.seed,
        o.jobs,
        tools.solod.display()
    );
    let next = AtomicU64::new(0);
    let tally = Mutex::new(Tally::default());
    std::thread::scope(|s| {
        for job in 0..o.jobs {
            let (next, tally, tools, tmp, out) = (&next, &tally, &tools, tmp.path(), &out);
            s.spawn(move || loop {
                if deadline.is_some_and(|d| Instant::now() >= d) {
                    break;
                }
                let i = next.fetch_add(1, Ordering::SeqCst);
                if i >= count {
                    break;
                }
                let dir = tmp.join(format!("j{job}"));
                let _ = std::fs::remove_dir_all(&dir);
                if std::fs::create_dir_all(&dir).is_err() {
                    break;
                }
                one(tools, &dir, out, o.seed + i, tally);
            });
        }
    });
    let tried_secs = start.elapsed().as_secs_f64();
    if o.reduce {
        reduce_all(o, &tools, tmp.path(), &out, &tally);
    }
    let t = tally.into_inner().unwrap();
    summary(&t, tried_secs, start.elapsed().as_secs_f64() - tried_secs);
    Ok(t.distinct.is_empty() && t.go_failed.is_empty())
}

/// Generates, checks and records the program of `seed`.
fn one(tools: &Tools, dir: &Path, out: &Path, seed: u64, tally: &Mutex<Tally>) {
    let (text, sc) = lifetime::generate(seed);
    let _ = std::fs::write(dir.join("main.go"), &text);
    let v = check(tools, dir);
    let mut t = tally.lock().unwrap();
    t.tried += 1;
    match v {
        LVerdict::Clean => {
            t.clean += 1;
            t.class(&sc, "accepted, ran clean");
        }
        LVerdict::Rejected(first) => {
            t.rejected += 1;
            t.class(&sc, "rejected");
            let msg: String = first.split(" is ").next().unwrap_or(&first).to_string();
            *t.diagnostics.entry(msg).or_default() += 1;
        }
        LVerdict::GoInconsistent(why) => {
            let p = out.join(format!("go-inconsistent-seed{seed}.go"));
            let _ = std::fs::write(&p, &text);
            println!("seed {seed}: NOT JUDGED: {why}; saved {}", p.display());
            t.go_inconsistent += 1;
        }
        LVerdict::GoFailed(why) => {
            let p = out.join(format!("generator-error-seed{seed}.go"));
            let _ = std::fs::write(&p, &text);
            println!(
                "seed {seed}: GENERATOR ERROR (Go rejected the program), saved {}\n{}",
                p.display(),
                indent(&why, 12)
            );
            t.go_failed.push(seed);
        }
        LVerdict::Finding { kind, detail } => {
            t.findings += 1;
            t.class(&sc, "finding");
            let sig = format!("{kind} [{}]", sc.key());
            let p = out.join(format!("lt-seed{seed}.go"));
            let _ = std::fs::write(&p, format!("// FINDING: {kind}\n{text}"));
            println!("seed {seed}: FINDING: {sig}\n{}", indent(&detail, 6));
            if let Some(e) = t.distinct.get_mut(&sig) {
                e.2 += 1;
                return;
            }
            t.distinct
                .insert(sig.clone(), (seed, p.display().to_string(), 1));
            t.to_reduce.push((seed, text, kind, sig));
        }
    }
    if t.tried.is_multiple_of(25) {
        println!(
            "  .. {} programs: {} rejected, {} accepted and clean, {} findings",
            t.tried, t.rejected, t.clean, t.findings
        );
    }
}

/// Minimises the first program of each distinct finding (at most --reduce-max of them).
fn reduce_all(o: &Opts, tools: &Tools, tmp: &Path, out: &Path, tally: &Mutex<Tally>) {
    let mut work = std::mem::take(&mut tally.lock().unwrap().to_reduce);
    work.truncate(o.reduce_max);
    let budget = if o.budget_given { o.reduce_budget } else { 150 };
    let next = AtomicU64::new(0);
    std::thread::scope(|s| {
        for job in 0..o.jobs {
            let (next, tally, work) = (&next, tally, &work);
            s.spawn(move || loop {
                let i = next.fetch_add(1, Ordering::SeqCst) as usize;
                let Some((seed, text, kind, sig)) = work.get(i) else {
                    break;
                };
                let dir = tmp.join(format!("r{job}"));
                let mut r = reduce::Reducer::new(budget, |cand: &str| {
                    let _ = std::fs::remove_dir_all(&dir);
                    if std::fs::create_dir_all(&dir).is_err() {
                        return false;
                    }
                    let _ = std::fs::write(dir.join("main.go"), cand);
                    matches!(check(tools, &dir), LVerdict::Finding { kind: k, .. } if &k == kind)
                });
                let min = r.reduce(text);
                let mp = out.join(format!("lt-seed{seed}.min.go"));
                let header = format!(
                    "// FINDING: {sig}\n// Minimised from seed {seed} of `xtask gen --lifetime` ({} candidate runs).\n",
                    r.calls
                );
                let _ = std::fs::write(&mp, format!("{header}{min}"));
                println!(
                    "seed {seed}: minimised to {} lines: {}",
                    min.lines().count(),
                    mp.display()
                );
                if let Some(e) = tally.lock().unwrap().distinct.get_mut(sig) {
                    e.1 = mp.display().to_string();
                }
            });
        }
    });
}

fn summary(t: &Tally, tried_secs: f64, reduce_secs: f64) {
    let accepted = t.clean + t.findings;
    println!(
        "gen --lifetime: {} programs in {:.0} s ({:.1} a minute; and {:.0} s minimising): {} rejected, {} accepted ({} ran clean, {} findings, {} distinct), {} generator error(s), {} not judged (Go inconsistent)",
        t.tried,
        tried_secs,
        t.tried as f64 * 60.0 / tried_secs.max(1.0),
        reduce_secs,
        t.rejected,
        accepted,
        t.clean,
        t.findings,
        t.distinct.len(),
        t.go_failed.len(),
        t.go_inconsistent
    );
    for dangling in [false, true] {
        let label = if dangling {
            "programs that read freed memory under So's rule"
        } else {
            "safe programs"
        };
        let row: Vec<String> = t
            .by_class
            .iter()
            .filter(|((d, _), _)| *d == dangling)
            .map(|((_, o), n)| format!("{n} {o}"))
            .collect();
        println!("  {label}: {}", row.join(", "));
    }
    if !t.diagnostics.is_empty() {
        println!("  rejections by diagnostic:");
        for (d, n) in &t.diagnostics {
            println!("    {n:5}  {d}");
        }
    }
    for (sig, (seed, file, n)) in &t.distinct {
        println!("  {sig}  ({n}x; seed {seed}: {file})");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_located_diagnostic_is_a_rejection_and_anything_else_a_finding() {
        let located = "error: escaping value: the pointer to a local is stored in memory that outlives this function\n   ┌─ main.go:7:9\n";
        assert!(matches!(
            classify_build(&Exit::Code(1), located),
            Some(LVerdict::Rejected(l)) if l.starts_with("error: escaping value")
        ));
        assert!(classify_build(&Exit::Code(0), "").is_none());
        let ice = "error: internal compiler error: the generated C did not compile\nmain.c:3:1: error: x [-Werror=dangling-pointer=]\n";
        assert!(matches!(
            classify_build(&Exit::Code(1), ice),
            Some(LVerdict::Finding { kind, .. }) if kind.starts_with("internal compiler error [-Werror=dangling")
        ));
        for (exit, err) in [
            (Exit::Code(1), "error: something without a place\n"),
            (Exit::Signal(11), ""),
            (Exit::Code(101), "thread 'main' panicked\n"),
        ] {
            assert!(
                matches!(classify_build(&exit, err), Some(LVerdict::Finding { .. })),
                "{exit} {err}"
            );
        }
    }
}
