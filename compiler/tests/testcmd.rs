//! Black-box tests of `solod test` and `solod bench`: go test is the oracle.
//!
//! Every `testdata/tests/NAME/` is a module with packages and their tests, and `test.args`,
//! the arguments (one line, shell-quoted). `testdata/regen-tests.sh` ran `go test -count=1
//! ARGS` there and wrote `go.stdout` (normalized by `testdata/normalize-gotest.awk`: durations,
//! benchmark measurements, goroutine traces), `go.stderr` and `go.exit`. Here `solod test
//! ARGS` runs in the same directory, plainly, with AddressSanitizer and
//! UndefinedBehaviorSanitizer (`--check sanitize`) and with the Rust runtime: its standard output, normalized the same
//! way, must be go test's, its exit status go test's, and every error go test reported on
//! standard error (`file:line:col: message`: a wrong test signature, a type error in a test
//! file) must be among solod's diagnostics, with its message.
//!
//! Every `testdata/tests-differs/NAME/` shows what go test cannot be the oracle of: the
//! So-only API of the peer Solod's layout (a test that leaks memory of its `t.Allocator()` fails;
//! Go has no allocator and no such check). `solod.stdout` (normalized) and `solod.exit` are
//! written by hand.
//!
//! Every case and every way of running it is a test case of its own (libtest-mimic, see
//! `main`): `tests/NAME`, `tests/NAME/sanitize`, `tests/NAME/rust`, `tests-differs/NAME`,
//! `tests-differs/NAME/sanitize`, and the standard library's tests `stdlib`, `stdlib/sanitize`,
//! `stdlib/rust`; `cargo test -p solod --test testcmd -- tests/NAME` runs one case.

mod common;

use common::*;
use libtest_mimic::Trial;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

const TIMEOUT: Duration = Duration::from_secs(300);

fn case_dirs(dir: &str) -> Vec<PathBuf> {
    let root = testdata().join(dir);
    let mut v: Vec<PathBuf> = std::fs::read_dir(&root)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", root.display()))
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_dir())
        .collect();
    v.sort();
    v
}

fn name_of(m: &Path) -> String {
    m.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// The words of `test.args` (single and double quotes group words, as the shell does for
/// these simple cases).
fn args_of(case: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(case.join("test.args")).unwrap_or_default();
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut quote: Option<char> = None;
    let mut any = false;
    for c in text.trim().chars() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => cur.push(c),
            None if c == '\'' || c == '"' => {
                quote = Some(c);
                any = true;
            }
            None if c.is_whitespace() => {
                if any || !cur.is_empty() {
                    out.push(std::mem::take(&mut cur));
                }
                any = false;
            }
            None => cur.push(c),
        }
    }
    if any || !cur.is_empty() {
        out.push(cur);
    }
    out
}

/// The output normalized by `normalize-gotest.awk`.
fn normalize(text: &[u8]) -> String {
    let mut child = Command::new("awk")
        .arg("-f")
        .arg(testdata().join("normalize-gotest.awk"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("awk runs");
    let mut stdin = child.stdin.take().expect("piped stdin");
    let input = text.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().expect("awk finishes");
    let _ = writer.join();
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The messages of go test's errors (`file:line:col: message` lines of its stderr).
fn go_errors(stderr: &str) -> Vec<String> {
    stderr
        .lines()
        .filter_map(|l| {
            let (loc, msg) = l.split_once(": ")?;
            let mut parts = loc.rsplitn(3, ':');
            let col = parts.next()?;
            let line = parts.next()?;
            let file = parts.next()?;
            (file.ends_with(".go")
                && col.chars().all(|c| c.is_ascii_digit())
                && line.chars().all(|c| c.is_ascii_digit()))
            .then(|| msg.to_string())
        })
        .collect()
}

fn solod_test(case: &Path, extra: &[&str]) -> Outcome {
    solod_test_env(case, extra, &[])
}

fn solod_test_env(case: &Path, extra: &[&str], env: &[(&str, &str)]) -> Outcome {
    let mut cmd = Command::new(solod());
    cmd.arg("test")
        .args(extra)
        .args(args_of(case))
        .current_dir(case)
        .env("NO_COLOR", "1");
    for (k, v) in env {
        cmd.env(k, v);
    }
    run(&mut cmd, TIMEOUT)
}

fn check_case(case: &Path, extra: &[&str]) -> Result<(), String> {
    let name = name_of(case);
    let label = format!("solod test {}", extra.join(" "));
    let fail = |msg: String| Err(format!("{name} [{}]: {msg}", label.trim_end()));
    let read = |f: &str| {
        std::fs::read_to_string(case.join(f))
            .map_err(|e| format!("missing {f} ({e}); run testdata/regen-tests.sh"))
    };
    let (want_out, want_err, want_exit) =
        match (read("go.stdout"), read("go.stderr"), read("go.exit")) {
            (Ok(o), Ok(e), Ok(x)) => (o, e, x),
            (Err(e), _, _) | (_, Err(e), _) | (_, _, Err(e)) => return fail(e),
        };
    let got = solod_test(case, extra);
    let mut problems = Vec::new();
    if got.timed_out {
        problems.push("timed out".to_string());
    }
    if compiler_crashed(&got.stderr_text()) {
        problems.push(format!("solod crashed: {}", got.stderr_text()));
    }
    if want_exit.trim() != got.code.to_string() {
        problems.push(format!(
            "exit status: go test's {}, solod's {}",
            want_exit.trim(),
            got.code
        ));
    }
    let out = normalize(&got.stdout);
    if out != want_out {
        problems.push(format!(
            "stdout differs from go test's: {}",
            short_diff(&want_out, &out)
        ));
    }
    let err = got.stderr_text();
    for msg in go_errors(&want_err) {
        if !err.contains(&msg) {
            problems.push(format!(
                "go test reports {msg:?}; solod does not:\n{}",
                indent(&err)
            ));
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        fail(problems.join("\n"))
    }
}

fn test_cases_are_fresh() {
    if !go_available() {
        println!("note: `go` is not on PATH; skipping the freshness check of testdata/tests");
        return;
    }
    let fresh = tempfile::tempdir().expect("temporary directory");
    let mut cmd = Command::new("sh");
    cmd.arg(testdata().join("regen-tests.sh")).arg(fresh.path());
    let res = run(&mut cmd, Duration::from_secs(900));
    assert!(
        !res.timed_out && res.code == 0,
        "testdata/regen-tests.sh failed: {}",
        res.summary()
    );
    let mut stale = Vec::new();
    for c in case_dirs("tests") {
        let name = name_of(&c);
        for f in ["go.stdout", "go.stderr", "go.exit"] {
            let committed = std::fs::read_to_string(c.join(f)).unwrap_or_default();
            let now = std::fs::read_to_string(fresh.path().join(&name).join(f)).unwrap_or_default();
            if committed != now {
                stale.push(format!("{name}/{f}: {}", short_diff(&committed, &now)));
            }
        }
    }
    assert!(
        stale.is_empty(),
        "expected outputs differ from what go test prints now; run testdata/regen-tests.sh:\n{}",
        stale.join("\n")
    );
}

/// A So-only case: solod's output is the hand-written one (plainly, or under the sanitizers as
/// `extra` asks).
fn check_differing_case(c: &Path, extra: &[&str]) -> Result<(), String> {
    let name = name_of(c);
    let want = std::fs::read_to_string(c.join("solod.stdout")).unwrap_or_default();
    let want_exit = std::fs::read_to_string(c.join("solod.exit")).unwrap_or_default();
    let mut problems = Vec::new();
    // The leaks a case makes on purpose are LeakSanitizer's findings too.
    let got = solod_test_env(c, extra, &[("ASAN_OPTIONS", "detect_leaks=0")]);
    let out = normalize(&got.stdout);
    if out != want {
        problems.push(format!("stdout differs: {}", short_diff(&want, &out)));
    }
    if want_exit.trim() != got.code.to_string() {
        problems.push(format!(
            "exit status {} (want {})",
            got.code,
            want_exit.trim()
        ));
    }
    if problems.is_empty() {
        Ok(())
    } else {
        let label = format!("solod test {}", extra.join(" "));
        Err(format!(
            "tests-differs/{name} [{}]: {}",
            label.trim_end(),
            problems.join("\n")
        ))
    }
}

fn solod_in(dir: &Path, args: &[&str]) -> Outcome {
    let mut cmd = Command::new(solod());
    cmd.args(args).current_dir(dir).env("NO_COLOR", "1");
    run(&mut cmd, TIMEOUT)
}

/// `solod bench` is `solod test -run '^$' -bench .`: benchmarks only, with go test's lines.
fn bench_command_runs_the_benchmarks_only() {
    let dir = testdata().join("tests").join("bench");
    let out = solod_in(&dir, &["bench", "-benchtime=3x", "./..."]);
    let text = normalize(&out.stdout);
    assert!(text.contains("BenchmarkLoop\t3\tns/op\n"), "{text}");
    assert!(text.contains("BenchmarkN\t3\tns/op\tMB/s\n"), "{text}");
    assert!(text.contains("--- FAIL: BenchmarkFails\n"), "{text}");
    assert!(!text.contains("TestNotRun"), "{text}");
    assert_eq!(out.code, 1, "{}", out.summary());
}

/// go test's flag errors: a -benchtime that is neither a duration nor a count, .go files, a
/// directory outside any module.
fn bad_test_flags_are_reported() {
    let dir = testdata().join("tests").join("basic");
    let out = solod_in(&dir, &["test", "-benchtime=abc", "./..."]);
    assert_eq!(out.code, 2, "{}", out.summary());
    assert!(
        out.stderr_text()
            .contains("invalid value \"abc\" for flag -benchtime"),
        "{}",
        out.stderr_text()
    );
    let tmp = tempfile::tempdir().expect("temporary directory");
    std::fs::write(tmp.path().join("x_test.go"), "package x\n").expect("write");
    let out = solod_in(tmp.path(), &["test", "."]);
    assert_eq!(out.code, 1, "{}", out.summary());
    assert!(
        out.stderr_text().contains("solod test needs a module"),
        "{}",
        out.stderr_text()
    );
    let out = solod_in(&dir, &["test", "calc/calc_test.go"]);
    assert_eq!(out.code, 1, "{}", out.summary());
    assert!(
        out.stderr_text().contains("solod test runs packages"),
        "{}",
        out.stderr_text()
    );
}

/// Packages of the standard library whose own tests (`runtime-c/so/<pkg>/*_test.go`, which
/// `go test ./so/...` runs in runtime-c) pass under `solod test` too: every `_test.go` file but
/// those built `//go:build !solod`, which need Go's own packages, `recover` (the checks of what
/// panics) or the Go implementation's internals, and which go test alone runs. A test lives in
/// one of the two kinds of file, never in both.
const STDLIB_TESTED: &[&str] = &[
    "bufio",
    "bytes",
    "c",
    "cmp",
    "conc",
    "errors",
    "fmt",
    "io",
    "maps",
    "math",
    "math/bits",
    "math/rand",
    "mem",
    "os",
    "path",
    "slices",
    "strconv",
    "strings",
    "sync",
    "sync/atomic",
    "time",
    "unicode",
    "unicode/utf8",
];

/// The standard library's tests under `solod test` (with `extra`: plainly, with
/// AddressSanitizer and UndefinedBehaviorSanitizer, or with the Rust runtime). Every package
/// must report `ok`, and
/// every TestXxx of its `_test.go` files must have passed or skipped itself (but those of files
/// built `!solod`, which compare with Go's own package).
fn stdlib_tests_pass_under_solod_test(extra: &[&str]) -> Result<(), String> {
    // One run at a time, as when the three were one test: each is a long build of 23 packages
    // under one timeout, and two at once would each take about twice as long.
    static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let root = testdata().parent().expect("repository").join("runtime-c");
    let pkgs: Vec<String> = STDLIB_TESTED.iter().map(|p| format!("./so/{p}")).collect();
    let mut args = vec!["test", "-v"];
    args.extend_from_slice(extra);
    args.extend(pkgs.iter().map(|s| s.as_str()));
    let out = solod_in(&root, &args);
    let text = out.stdout_text();
    let mut problems = Vec::new();
    if out.code != 0 {
        problems.push(format!("exit status {}", out.code));
    }
    for p in STDLIB_TESTED {
        if !text.contains(&format!("ok  \tsolod.dev/so/{p}\t")) {
            problems.push(format!("no `ok` line for so/{p}"));
        }
    }
    // A test may skip itself (os's TestPermissions when run as root), as under go test.
    let passed = text
        .lines()
        .filter(|l| l.starts_with("--- PASS: ") || l.starts_with("--- SKIP: "))
        .count();
    let want: usize = STDLIB_TESTED
        .iter()
        .map(|p| so_tests(&root.join("so").join(p)))
        .sum();
    if passed != want {
        problems.push(format!("{passed} tests passed or skipped, want {want}"));
    }
    if problems.is_empty() {
        return Ok(());
    }
    Err(format!(
        "solod {}: {}\n{}\n{}",
        args.join(" "),
        problems.join(", "),
        head_lines(&text, 40),
        head_lines(&out.stderr_text(), 40)
    ))
}

/// The number of TestXxx functions in dir's `_test.go` files that solod builds (not `!solod`).
fn so_tests(dir: &Path) -> usize {
    let mut n = 0;
    for e in std::fs::read_dir(dir).expect("package directory").flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        if !name.ends_with("_test.go") {
            continue;
        }
        let text = std::fs::read_to_string(e.path()).expect("test file");
        let go_only = text
            .lines()
            .take_while(|l| !l.starts_with("package "))
            .any(|l| l.starts_with("//go:build") && l.contains("!solod"));
        if !go_only {
            n += text.lines().filter(|l| l.starts_with("func Test")).count();
        }
    }
    n
}

/// The ways a case runs: plainly, with the sanitizers, with the Rust runtime; the suffix of its
/// test case's name and solod test's extra arguments.
const MODES: [(&str, &[&str]); 3] = [
    ("", &[]),
    ("/sanitize", &["--check", "sanitize"]),
    ("/rust", &["--runtime", "rust"]),
];

/// Every case of `testdata/tests` and `testdata/tests-differs` in each of its modes, the
/// standard library's tests in each mode, and the checks of the suite as a whole (the long
/// ones first, so that they run beside the short cases).
fn main() {
    let mut short: Vec<Trial> = vec![
        case("bench_command_runs_the_benchmarks_only", || {
            whole(bench_command_runs_the_benchmarks_only)
        }),
        case("bad_test_flags_are_reported", || {
            whole(bad_test_flags_are_reported)
        }),
    ];
    let dirs = case_dirs("tests");
    assert!(!dirs.is_empty(), "no cases in testdata/tests");
    for c in dirs {
        for (suffix, extra) in MODES {
            let name = format!("tests/{}{suffix}", name_of(&c));
            let c = c.clone();
            short.push(case(name, move || check_case(&c, extra)));
        }
    }
    for c in case_dirs("tests-differs") {
        for (suffix, extra) in &MODES[..2] {
            let name = format!("tests-differs/{}{suffix}", name_of(&c));
            let c = c.clone();
            short.push(case(name, move || check_differing_case(&c, extra)));
        }
    }
    // The standard library's three runs take turns (see stdlib_tests_pass_under_solod_test):
    // spread over the list, so that a thread waiting for its turn is rare.
    let mut cases: Vec<Trial> = vec![case("test_cases_are_fresh", || whole(test_cases_are_fresh))];
    let third = short.len() / 3 + 1;
    for (k, (suffix, extra)) in MODES.into_iter().enumerate() {
        cases.push(case(format!("stdlib{suffix}"), move || {
            stdlib_tests_pass_under_solod_test(extra)
        }));
        let rest = short.split_off(third.min(short.len()));
        cases.append(&mut short);
        short = rest;
        if k == MODES.len() - 1 {
            cases.append(&mut short);
        }
    }
    run_cases(cases);
}
