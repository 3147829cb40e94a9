//! The lifetime attack corpus (issue 19, "Proof by attack, kept in the tree"): small programs
//! in `testdata/lifetime/` that try to get frame memory past the end of its frame.
//!
//! Every `run/NAME.go` (one file, package main) and every module `modules/NAME/` (built from
//! its directory) starts with a comment saying what it attacks and a line `// UNSAFE: ...` or
//! `// SAFE: ...`. One test case per program, named NAME, so one program runs alone with
//! `cargo test -p solod --test lifetime -- --exact NAME`:
//!
//! - UNSAFE: `solod check` must exit 1 with an escape diagnostic (`escaping value`, another
//!   lifetime message, or the unsafeptr rule's `possible misuse of unsafe.Pointer`) located in the
//!   program, never an internal compiler error; the
//!   diagnostic is snapshotted with insta (`snapshots/lifetime/NAME.snap`).
//! - SAFE: `solod build --check sanitize` (ASan+UBSan, `CFLAGS=-O0` so that no inlining hides a
//!   read of dead memory), run with `ASAN_OPTIONS=detect_stack_use_after_return=1`, must print
//!   what Go printed (`NAME.stdout`, `.stderr`, `.exit`, or `expected.*` for a module, written
//!   by `testdata/lifetime/regen.sh`).
//!
//! The escape analysis is being rewritten, so three lists say where today's solod falls short;
//! a listed program must still behave as listed (so the lists stay true) and every unlisted one
//! must pass:
//! - `KNOWN_HOLES`: UNSAFE programs solod does not reject (it accepts them, or crashes);
//! - `KNOWN_FALSE_REJECTIONS`: SAFE programs solod rejects;
//! - `KNOWN_MISCOMPILES`: SAFE programs solod accepts whose sanitize build does not run as Go
//!   does (wrong output or a sanitizer report).
//!
//! Two more cases: `corpus_is_consistent` (headers, lists and expected files agree) and
//! `expected_outputs_are_fresh` (regen.sh re-run with Go into a temporary directory gives the
//! committed files; skipped without `go`).

mod common;

use common::*;
use libtest_mimic::{Arguments, Failed, Trial};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

const CHECK_TIMEOUT: Duration = Duration::from_secs(60);
const BUILD_TIMEOUT: Duration = Duration::from_secs(180);
const RUN_TIMEOUT: Duration = Duration::from_secs(20);

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Class {
    Safe,
    Unsafe,
}

#[derive(Clone, Debug)]
struct Program {
    name: String,
    /// `run/NAME.go`, or the module directory `modules/NAME`.
    path: PathBuf,
    module: bool,
    class: Option<Class>,
}

impl Program {
    fn main_file(&self) -> PathBuf {
        if self.module {
            self.path.join("main.go")
        } else {
            self.path.clone()
        }
    }
}

fn lifetime_dir() -> PathBuf {
    testdata().join("lifetime")
}

/// The class a program's header declares: the first line starting with `// UNSAFE:` or
/// `// SAFE:` among its leading comment lines.
fn header_class(text: &str) -> Option<Class> {
    for line in text.lines() {
        if !line.starts_with("//") {
            break;
        }
        if line.starts_with("// UNSAFE:") {
            return Some(Class::Unsafe);
        }
        if line.starts_with("// SAFE:") {
            return Some(Class::Safe);
        }
    }
    None
}

fn programs() -> Vec<Program> {
    let dir = lifetime_dir();
    let mut out = Vec::new();
    for path in go_files(&dir.join("run")) {
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        out.push(Program {
            name: stem(&path),
            class: header_class(&text),
            path,
            module: false,
        });
    }
    let mut mods: Vec<PathBuf> = std::fs::read_dir(dir.join("modules"))
        .map(|rd| {
            rd.flatten()
                .map(|e| e.path())
                .filter(|p| p.is_dir())
                .collect()
        })
        .unwrap_or_default();
    mods.sort();
    for path in mods {
        let text = std::fs::read_to_string(path.join("main.go")).unwrap_or_default();
        out.push(Program {
            name: path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default(),
            class: header_class(&text),
            path,
            module: true,
        });
    }
    out
}

/// A list file: `NAME: reason` per line; blank lines and `#` comments are ignored.
fn read_list(file: &str) -> BTreeMap<String, String> {
    let text = std::fs::read_to_string(lifetime_dir().join(file)).unwrap_or_default();
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| match l.split_once(':') {
            Some((n, r)) => (n.trim().to_string(), r.trim().to_string()),
            None => (l.to_string(), String::new()),
        })
        .collect()
}

struct Lists {
    holes: BTreeMap<String, String>,
    false_rejections: BTreeMap<String, String>,
    miscompiles: BTreeMap<String, String>,
}

fn lists() -> Lists {
    Lists {
        holes: read_list("KNOWN_HOLES"),
        false_rejections: read_list("KNOWN_FALSE_REJECTIONS"),
        miscompiles: read_list("KNOWN_MISCOMPILES"),
    }
}

/// Where solod runs for a program: a temporary copy of a single file (so diagnostics name
/// `NAME.go`), or the module's own directory. Returns (working directory, target, files whose
/// `FILE:LINE:COL` count as a location in the program, the temporary directory to keep alive).
fn workdir(p: &Program) -> (PathBuf, String, Vec<String>, Option<tempfile::TempDir>) {
    if p.module {
        let mut files = Vec::new();
        let mut stack = vec![p.path.clone()];
        while let Some(d) = stack.pop() {
            for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
                let path = e.path();
                if path.is_dir() {
                    stack.push(path);
                } else if path.extension().is_some_and(|x| x == "go") {
                    if let Ok(rel) = path.strip_prefix(&p.path) {
                        files.push(rel.to_string_lossy().into_owned());
                    }
                }
            }
        }
        (p.path.clone(), ".".to_string(), files, None)
    } else {
        let tmp = tempfile::tempdir().expect("temporary directory");
        let file = format!("{}.go", p.name);
        std::fs::copy(&p.path, tmp.path().join(&file)).expect("copy the program");
        (
            tmp.path().to_path_buf(),
            file.clone(),
            vec![file],
            Some(tmp),
        )
    }
}

/// Whether stderr is a proper lifetime rejection: an escape (or other lifetime) diagnostic
/// located in one of the program's files.
fn lifetime_diagnostic(stderr: &str, files: &[String]) -> bool {
    let lower = stderr.to_lowercase();
    let keyword = [
        "escaping value",
        "outlive",
        "lifetime",
        "dangling",
        // go vet's unsafeptr rule: a uintptr laundering a pointer past the analysis
        "possible misuse of unsafe.pointer",
    ]
    .iter()
    .any(|k| lower.contains(k));
    keyword && files.iter().any(|f| has_location(stderr, f))
}

fn solod_check(p: &Program) -> (Outcome, Vec<String>, String) {
    let (dir, target, files, _tmp) = workdir(p);
    let mut cmd = Command::new(solod());
    cmd.arg("check")
        .arg(&target)
        .current_dir(&dir)
        .env("NO_COLOR", "1");
    let out = run(&mut cmd, CHECK_TIMEOUT);
    let dir_text = dir.display().to_string();
    let rendered = out.stderr_text().replace(&dir_text, "$DIR");
    (out, files, rendered)
}

fn check_unsafe(p: &Program, lists: &Lists) -> Result<(), String> {
    let (out, files, rendered) = solod_check(p);
    let stderr = out.stderr_text();
    let crashed = compiler_crashed(&stderr);
    let rejected =
        !out.timed_out && !crashed && out.code == 1 && lifetime_diagnostic(&stderr, &files);
    if let Some(reason) = lists.holes.get(&p.name) {
        if rejected {
            return Err(format!(
                "{} is listed in KNOWN_HOLES ({reason}) but solod now rejects it: remove it \
                 from the list and review its snapshot\n{}",
                p.name,
                indent(&head_lines(&stderr, 12))
            ));
        }
        return Ok(());
    }
    if !rejected {
        let how = if crashed {
            "solod crashed (internal compiler error)".to_string()
        } else if out.code == 0 {
            "solod accepts it".to_string()
        } else {
            format!("no located lifetime diagnostic (exit status {})", out.code)
        };
        return Err(format!(
            "{}: UNSAFE, must be rejected with an escape diagnostic: {how}\n{}",
            p.name,
            indent(&head_lines(&stderr, 12))
        ));
    }
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("snapshots/lifetime");
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    let rel = if p.module {
        format!("modules/{}", p.name)
    } else {
        format!("run/{}.go", p.name)
    };
    settings.set_description(format!("`solod check` on testdata/lifetime/{rel}"));
    let name = p.name.clone();
    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        settings.bind(|| insta::assert_snapshot!(name.as_str(), &rendered));
    }));
    if outcome.is_err() {
        return Err(format!(
            "{}: the diagnostic does not match snapshots/lifetime/{}.snap (missing or \
             changed; review with `cargo insta review`)",
            p.name, p.name
        ));
    }
    Ok(())
}

struct Expected {
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    exit: i32,
}

fn expected_paths(p: &Program) -> [PathBuf; 3] {
    if p.module {
        ["stdout", "stderr", "exit"].map(|x| p.path.join(format!("expected.{x}")))
    } else {
        let dir = p.path.parent().expect("run/").to_path_buf();
        ["stdout", "stderr", "exit"].map(|x| dir.join(format!("{}.{x}", p.name)))
    }
}

fn read_expected(p: &Program) -> Result<Expected, String> {
    let [o, e, x] = expected_paths(p);
    let read = |f: &Path| {
        std::fs::read(f).map_err(|err| {
            format!(
                "missing {} ({err}); run testdata/lifetime/regen.sh",
                f.display()
            )
        })
    };
    let exit_text = String::from_utf8_lossy(&read(&x)?).into_owned();
    Ok(Expected {
        stdout: read(&o)?,
        stderr: read(&e)?,
        exit: exit_text
            .trim()
            .parse()
            .map_err(|_| format!("bad exit file {exit_text:?}"))?,
    })
}

/// How the sanitize build's run differs from Go's (empty: it does not).
fn differences(exp: &Expected, got: &Outcome) -> Vec<String> {
    let mut problems = Vec::new();
    let stderr = got.stderr_text();
    if stderr.contains("AddressSanitizer") || stderr.contains("runtime error:") {
        problems.push(format!(
            "sanitizer report:\n{}",
            indent(&head_lines(&stderr, 12))
        ));
    }
    if got.timed_out {
        problems.push("timed out".to_string());
    }
    if got.code != exp.exit {
        problems.push(format!(
            "exit status: expected {}, got {}",
            exp.exit, got.code
        ));
    }
    if got.stdout != exp.stdout {
        problems.push(format!(
            "stdout differs: {}",
            short_diff(
                &String::from_utf8_lossy(&exp.stdout),
                &String::from_utf8_lossy(&got.stdout)
            )
        ));
    }
    let (e, g) = match through_panic_line_bytes(&exp.stderr) {
        Some(e) => (
            e,
            through_panic_line_bytes(&got.stderr).unwrap_or(&got.stderr),
        ),
        None => (exp.stderr.as_slice(), got.stderr.as_slice()),
    };
    if e != g {
        problems.push(format!(
            "stderr differs: {}",
            short_diff(&String::from_utf8_lossy(e), &String::from_utf8_lossy(g))
        ));
    }
    problems
}

fn check_safe(p: &Program, lists: &Lists) -> Result<(), String> {
    let exp = read_expected(p)?;
    let (dir, target, _files, _tmp) = workdir(p);
    let out_dir = tempfile::tempdir().expect("temporary directory");
    let prog = out_dir.path().join("prog");
    let mut cmd = Command::new(solod());
    cmd.args(["build", "--check", "sanitize", "-o"])
        .arg(&prog)
        .arg(&target)
        .current_dir(&dir)
        .env("NO_COLOR", "1")
        .env("CFLAGS", "-O0");
    let built = run(&mut cmd, BUILD_TIMEOUT);
    let stderr = built.stderr_text();
    if let Some(reason) = lists.false_rejections.get(&p.name) {
        if built.code == 1 && !compiler_crashed(&stderr) {
            return Ok(());
        }
        return Err(format!(
            "{} is listed in KNOWN_FALSE_REJECTIONS ({reason}) but solod no longer rejects \
             it (exit status {}): remove it from the list\n{}",
            p.name,
            built.code,
            indent(&head_lines(&stderr, 12))
        ));
    }
    if built.timed_out || built.code != 0 || !prog.is_file() {
        return Err(format!("{}: SAFE, must build: {}", p.name, built.summary()));
    }
    let mut r = Command::new(&prog);
    r.current_dir(out_dir.path())
        .env("ASAN_OPTIONS", "detect_stack_use_after_return=1");
    let got = run(&mut r, RUN_TIMEOUT);
    let problems = differences(&exp, &got);
    if let Some(reason) = lists.miscompiles.get(&p.name) {
        if problems.is_empty() {
            return Err(format!(
                "{} is listed in KNOWN_MISCOMPILES ({reason}) but now runs as Go does: \
                 remove it from the list",
                p.name
            ));
        }
        return Ok(());
    }
    if !problems.is_empty() {
        return Err(format!(
            "{}: SAFE, must run as Go does under ASan+UBSan:\n  {}",
            p.name,
            problems.join("\n  ")
        ));
    }
    Ok(())
}

fn check_program(p: &Program, lists: &Lists) -> Result<(), String> {
    match p.class {
        Some(Class::Unsafe) => check_unsafe(p, lists),
        Some(Class::Safe) => check_safe(p, lists),
        None => Err(format!(
            "{}: no `// UNSAFE:` or `// SAFE:` line in its header",
            p.main_file().display()
        )),
    }
}

/// Headers, lists and expected files agree.
fn corpus_is_consistent(progs: &[Program], lists: &Lists) -> Result<(), String> {
    let mut problems = Vec::new();
    let mut seen = BTreeMap::new();
    for p in progs {
        if let Some(prev) = seen.insert(p.name.clone(), p.path.clone()) {
            problems.push(format!(
                "two programs named {}: {} and {}",
                p.name,
                prev.display(),
                p.path.display()
            ));
        }
        let text = std::fs::read_to_string(p.main_file()).unwrap_or_default();
        if !text.starts_with("// ") {
            problems.push(format!(
                "{}: must start with a comment saying what it attacks",
                p.name
            ));
        }
        let expected = expected_paths(p);
        match p.class {
            None => problems.push(format!("{}: no `// UNSAFE:` or `// SAFE:` line", p.name)),
            Some(Class::Safe) => {
                if let Some(missing) = expected.iter().find(|f| !f.is_file()) {
                    problems.push(format!(
                        "{}: SAFE but {} is missing (run testdata/lifetime/regen.sh)",
                        p.name,
                        missing.display()
                    ));
                }
            }
            Some(Class::Unsafe) => {
                if let Some(extra) = expected.iter().find(|f| f.is_file()) {
                    problems.push(format!(
                        "{}: UNSAFE but has expected output {} (solod must reject it)",
                        p.name,
                        extra.display()
                    ));
                }
            }
        }
    }
    let class_of: BTreeMap<&str, Option<Class>> =
        progs.iter().map(|p| (p.name.as_str(), p.class)).collect();
    for (file, list, want) in [
        ("KNOWN_HOLES", &lists.holes, Class::Unsafe),
        (
            "KNOWN_FALSE_REJECTIONS",
            &lists.false_rejections,
            Class::Safe,
        ),
        ("KNOWN_MISCOMPILES", &lists.miscompiles, Class::Safe),
    ] {
        for (name, reason) in list {
            match class_of.get(name.as_str()) {
                None => problems.push(format!("{file}: no program named {name}")),
                Some(c) if *c != Some(want) => problems.push(format!(
                    "{file}: {name} is not {}",
                    if want == Class::Safe {
                        "SAFE"
                    } else {
                        "UNSAFE"
                    }
                )),
                _ => {}
            }
            if reason.is_empty() {
                problems.push(format!("{file}: {name} has no reason (`NAME: reason`)"));
            }
        }
    }
    for name in lists.false_rejections.keys() {
        if lists.miscompiles.contains_key(name) {
            problems.push(format!(
                "{name} is in both KNOWN_FALSE_REJECTIONS and KNOWN_MISCOMPILES"
            ));
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("\n"))
    }
}

/// regen.sh, run with Go into a temporary directory, reproduces every committed expected file.
fn expected_outputs_are_fresh(progs: &[Program]) -> Result<(), String> {
    let tmp = tempfile::tempdir().expect("temporary directory");
    let script = lifetime_dir().join("regen.sh");
    let mut cmd = Command::new("sh");
    cmd.arg(&script).arg(tmp.path());
    let out = run(&mut cmd, Duration::from_secs(900));
    if out.code != 0 {
        return Err(format!("regen.sh failed: {}", out.summary()));
    }
    let mut stale = Vec::new();
    for p in progs.iter().filter(|p| p.class == Some(Class::Safe)) {
        let fresh_dir = if p.module {
            tmp.path().join("modules").join(&p.name)
        } else {
            tmp.path().join("run")
        };
        for committed in expected_paths(p) {
            let file = committed.file_name().expect("a file name");
            let fresh = std::fs::read(fresh_dir.join(file)).ok();
            if fresh.is_none() || fresh != std::fs::read(&committed).ok() {
                stale.push(committed.display().to_string());
            }
        }
    }
    if stale.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{} expected files differ from what Go prints now (run testdata/lifetime/regen.sh):\n{}",
            stale.len(),
            stale.join("\n")
        ))
    }
}

fn main() {
    let mut args = Arguments::from_args();
    if args.test_threads.is_none() {
        // The machine is shared; the child processes are limited to two at a time anyway.
        args.test_threads = Some(MAX_CHILDREN);
    }
    let progs = programs();
    let lists = std::sync::Arc::new(lists());
    let mut trials = Vec::new();
    {
        let progs = progs.clone();
        let lists = lists.clone();
        trials.push(Trial::test("corpus_is_consistent", move || {
            corpus_is_consistent(&progs, &lists).map_err(Failed::from)
        }));
    }
    {
        let progs = progs.clone();
        trials.push(
            Trial::test("expected_outputs_are_fresh", move || {
                expected_outputs_are_fresh(&progs).map_err(Failed::from)
            })
            .with_ignored_flag(!go_available()),
        );
    }
    for p in progs {
        let lists = lists.clone();
        let kind = match p.class {
            Some(Class::Safe) => "safe",
            Some(Class::Unsafe) => "unsafe",
            None => "unclassified",
        };
        trials.push(
            Trial::test(p.name.clone(), move || {
                check_program(&p, &lists).map_err(Failed::from)
            })
            .with_kind(kind),
        );
    }
    libtest_mimic::run(&args, trials).exit();
}
