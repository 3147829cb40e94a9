//! Black-box tests of programs of several packages: Go modules.
//!
//! Every `testdata/modules/NAME/` is a module (`NAME/go.mod`, or `NAME/app/go.mod` with
//! sibling modules it replaces by their directories). Its main package is built with
//! `solod build` (plainly, again with `--check sanitize`, and for modules that start threads
//! with `--check race`) from the module's directory, run, and compared with `expected.stdout`,
//! `expected.stderr` and `expected.exit`, which `testdata/regen-modules.sh` produced with real
//! Go (re-checked here when `go` is on PATH). The generated C of every module (all its
//! packages' `.h` and `.c`) is snapshotted.
//!
//! A module that uses the runtime (a package imports `solod.dev/so/...` or includes one of
//! its headers, `//so:include "so/..."`) is also built with `--runtime rust`, plainly and with
//! `--check sanitize`, and must print the same bytes; one that uses its concurrency (`so/conc`,
//! `so/sync`, `so/sync/atomic`) is also built and run under ThreadSanitizer (`--check race`),
//! with either runtime.
//!
//! Every `testdata/race/NAME/` is a module with a data race that Go's race detector reports: built
//! with `--check race`, with either runtime, it must report the race and exit with status 66.
//!
//! Every `testdata/modules-errors/NAME/` is a module solod must reject. Its `go.errors` holds
//! what `go build` reports (`testdata/regen-modules-errors.sh`): solod must exit 1 with an
//! error at every `FILE:LINE` Go reports, mention every import cycle Go reports, and for
//! modules named `version_*` give Go's message word for word. A `go.errors` starting with
//! `REJECT: construct [kw1|kw2]` marks valid Go that So refuses on purpose; the diagnostic
//! must contain one of the keywords. solod's diagnostics are snapshotted.

mod common;

use common::*;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

const BUILD_TIMEOUT: Duration = Duration::from_secs(180);
const RUN_TIMEOUT: Duration = Duration::from_secs(10);
const THREADS: usize = 2;

/// The module directories under `testdata/<dir>`, sorted.
fn module_dirs(dir: &str) -> Vec<PathBuf> {
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

/// The directory of the main module: `NAME/app` when it exists, otherwise `NAME`.
fn main_dir(m: &Path) -> PathBuf {
    let app = m.join("app");
    if app.join("go.mod").is_file() {
        app
    } else {
        m.to_path_buf()
    }
}

fn name_of(m: &Path) -> String {
    m.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}

struct Expected {
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    exit: i32,
}

fn read_expected(dir: &Path) -> Result<Expected, String> {
    let read = |f: &str| {
        std::fs::read(dir.join(f)).map_err(|e| {
            format!(
                "missing {}/{f} ({e}); run testdata/regen-modules.sh",
                name_of(dir)
            )
        })
    };
    let exit_text = String::from_utf8_lossy(&read("expected.exit")?).into_owned();
    Ok(Expected {
        stdout: read("expected.stdout")?,
        stderr: read("expected.stderr")?,
        exit: exit_text
            .trim()
            .parse()
            .map_err(|_| format!("bad expected.exit {exit_text:?}"))?,
    })
}

/// How a module is built.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Plain,
    Sanitize,
    /// `--runtime rust`: the Rust reference runtime instead of the C one.
    Rust,
    /// `--check race`: ThreadSanitizer.
    Race,
    /// `--runtime rust --check sanitize`.
    RustSanitize,
    /// `--runtime rust --check race`.
    RustRace,
}

impl Mode {
    fn flags(self) -> &'static [&'static str] {
        match self {
            Mode::Plain => &[],
            Mode::Sanitize => &["--check", "sanitize"],
            Mode::Rust => &["--runtime", "rust"],
            Mode::Race => &["--check", "race"],
            Mode::RustSanitize => &["--runtime", "rust", "--check", "sanitize"],
            Mode::RustRace => &["--runtime", "rust", "--check", "race"],
        }
    }
}

/// The text of every `.go` file of the module, all directories.
fn module_sources(m: &Path) -> String {
    let mut text = String::new();
    let mut stack = vec![m.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "go") {
                text.push_str(&std::fs::read_to_string(&p).unwrap_or_default());
            }
        }
    }
    text
}

/// Whether the module uses the runtime's packages: imports `solod.dev/so/...` or includes a
/// runtime header.
fn uses_runtime(m: &Path) -> bool {
    let text = module_sources(m);
    text.contains("\"solod.dev/so/") || text.contains("//so:include \"so/")
}

/// Whether it uses the runtime's concurrency: so/conc, so/sync or so/sync/atomic.
fn uses_concurrency(m: &Path) -> bool {
    let text = module_sources(m);
    [
        "\"solod.dev/so/conc",
        "\"solod.dev/so/sync",
        "//so:include \"so/conc/",
        "//so:include \"so/sync/",
    ]
    .iter()
    .any(|k| text.contains(k))
}

fn check_module(m: &Path, mode: Mode) -> Result<(), String> {
    let name = name_of(m);
    let label = format!("solod build {}", mode.flags().join(" "));
    let label = label.trim_end();
    let fail = |msg: String| Err(format!("{name} [{label}]: {msg}"));
    let exp = match read_expected(m) {
        Ok(e) => e,
        Err(e) => return fail(e),
    };
    let tmp = tempfile::tempdir().expect("temporary directory");
    let prog = tmp.path().join("prog");
    let mut cmd = Command::new(solod());
    cmd.arg("build");
    cmd.args(mode.flags());
    cmd.arg("-o")
        .arg(&prog)
        .arg(".")
        .current_dir(main_dir(m))
        .env("NO_COLOR", "1");
    let out = run(&mut cmd, BUILD_TIMEOUT);
    if out.timed_out || out.code != 0 || !prog.is_file() {
        return fail(format!("the build failed: {}", out.summary()));
    }
    let mut r = Command::new(&prog);
    r.current_dir(tmp.path());
    let got = run(&mut r, RUN_TIMEOUT);
    let mut problems = Vec::new();
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
    if problems.is_empty() {
        Ok(())
    } else {
        fail(problems.join("\n"))
    }
}

fn run_modules(mode: Mode) {
    let mut mods = module_dirs("modules");
    assert!(!mods.is_empty(), "no modules in testdata/modules");
    match mode {
        Mode::Rust | Mode::RustSanitize => mods.retain(|m| uses_runtime(m)),
        Mode::Race | Mode::RustRace => mods.retain(|m| uses_concurrency(m)),
        Mode::Plain | Mode::Sanitize => {}
    }
    assert!(
        !mods.is_empty(),
        "no module in testdata/modules uses the runtime (conc_bindings should)"
    );
    let results = parallel_map(&mods, THREADS, |m| check_module(m, mode));
    let failures: Vec<String> = results.into_iter().filter_map(Result::err).collect();
    assert_no_failures("module programs", mods.len(), &failures);
}

#[test]
fn module_programs() {
    run_modules(Mode::Plain);
}

#[test]
fn module_programs_sanitize() {
    run_modules(Mode::Sanitize);
}

/// Every module that uses the runtime prints the same bytes with the Rust runtime.
#[test]
fn module_programs_rust_runtime() {
    run_modules(Mode::Rust);
}

/// Every module that uses the runtime runs clean under ASan+UBSan with the Rust runtime too.
#[test]
fn module_programs_rust_runtime_sanitize() {
    run_modules(Mode::RustSanitize);
}

/// Every module that uses the runtime's concurrency is free of data races under
/// ThreadSanitizer (C runtime).
#[test]
fn module_programs_race() {
    run_modules(Mode::Race);
}

/// The same with the Rust runtime.
#[test]
fn module_programs_rust_runtime_race() {
    run_modules(Mode::RustRace);
}

/// A racy program fails a `--check race` build's run: ThreadSanitizer reports the race and the
/// program exits with status 66 (`halt_on_error`, in the builtins' default options), with
/// either runtime. Go's race detector reports the same race (re-checked when `go` is on PATH).
#[test]
fn racy_programs_fail_under_race() {
    let mods = module_dirs("race");
    assert!(!mods.is_empty(), "no modules in testdata/race");
    let runs: Vec<(PathBuf, &str)> = mods
        .iter()
        .flat_map(|m| [(m.clone(), "c"), (m.clone(), "rust")])
        .collect();
    let results = parallel_map(&runs, THREADS, |(m, rt)| check_racy(m, rt));
    let failures: Vec<String> = results.into_iter().filter_map(Result::err).collect();
    assert_no_failures("racy programs", runs.len(), &failures);
}

fn check_racy(m: &Path, runtime: &str) -> Result<(), String> {
    let name = name_of(m);
    let fail = |msg: String| Err(format!("{name} [--check race --runtime {runtime}]: {msg}"));
    let tmp = tempfile::tempdir().expect("temporary directory");
    let prog = tmp.path().join("prog");
    let mut cmd = Command::new(solod());
    cmd.args(["build", "--check", "race", "--runtime", runtime, "-o"])
        .arg(&prog)
        .arg(".")
        .current_dir(main_dir(m))
        .env("NO_COLOR", "1");
    let out = run(&mut cmd, BUILD_TIMEOUT);
    if out.timed_out || out.code != 0 || !prog.is_file() {
        return fail(format!("the build failed: {}", out.summary()));
    }
    let mut r = Command::new(&prog);
    r.current_dir(tmp.path()).env_remove("TSAN_OPTIONS");
    let got = run(&mut r, RUN_TIMEOUT);
    let stderr = String::from_utf8_lossy(&got.stderr);
    if got.timed_out || got.code != 66 || !stderr.contains("WARNING: ThreadSanitizer: data race") {
        return fail(format!(
            "expected a data race report and exit status 66, got: {}",
            got.summary()
        ));
    }
    if runtime == "c" && go_available() {
        // Go is the oracle that the program is racy: its race detector says so too.
        let exe = tmp.path().join("go-prog");
        let mut b = Command::new("go");
        b.args(["build", "-race", "-o"])
            .arg(&exe)
            .arg(".")
            .current_dir(main_dir(m));
        let out = run(&mut b, BUILD_TIMEOUT);
        if out.code != 0 {
            return fail(format!("go build -race failed: {}", out.summary()));
        }
        let got = run(&mut Command::new(&exe), RUN_TIMEOUT);
        if got.code != 66 || !String::from_utf8_lossy(&got.stderr).contains("DATA RACE") {
            return fail(format!(
                "Go's race detector does not report a race: {}",
                got.summary()
            ));
        }
    }
    Ok(())
}

/// `solod translate` of a module: every package's `.h` and `.c`, in file-name order.
fn translate(m: &Path) -> Result<String, String> {
    let name = name_of(m);
    let tmp = tempfile::tempdir().expect("temporary directory");
    let out = tmp.path().join("out");
    let mut cmd = Command::new(solod());
    cmd.arg("translate")
        .arg("-o")
        .arg(&out)
        .arg(".")
        .current_dir(main_dir(m));
    let res = run(&mut cmd, BUILD_TIMEOUT);
    if res.timed_out || res.code != 0 {
        return Err(format!(
            "{name}: `solod translate` failed: {}",
            res.summary()
        ));
    }
    let mut files: Vec<PathBuf> = std::fs::read_dir(&out)
        .map(|rd| {
            rd.flatten()
                .map(|e| e.path())
                .filter(|p| p.is_file() && p.extension().is_some_and(|x| x == "h" || x == "c"))
                .collect()
        })
        .unwrap_or_default();
    files.sort_by_key(|p| (p.extension().is_some_and(|x| x == "c"), p.clone()));
    let mut text = String::new();
    for f in files {
        let body = std::fs::read_to_string(&f).map_err(|e| format!("{name}: {e}"))?;
        let file_name = f.file_name().unwrap_or_default().to_string_lossy();
        text.push_str(&format!("// ==== {file_name} ====\n{body}"));
        if !body.ends_with('\n') {
            text.push('\n');
        }
    }
    Ok(text)
}

#[test]
fn module_c_snapshots() {
    let mods = module_dirs("modules");
    let results = parallel_map(&mods, THREADS, |m| translate(m));
    let mut failures = Vec::new();
    let mut mismatches = Vec::new();
    for (m, res) in mods.iter().zip(results) {
        let name = name_of(m);
        match res {
            Err(e) => failures.push(e),
            Ok(text) => {
                let mut settings = insta::Settings::clone_current();
                settings.set_omit_expression(true);
                settings.set_description(format!("generated C for testdata/modules/{name}"));
                let snap = format!("module_{name}");
                let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    settings.bind(|| insta::assert_snapshot!(snap.as_str(), &text));
                }));
                if outcome.is_err() {
                    mismatches.push(name);
                }
            }
        }
    }
    assert_no_failures_or_snapshot_mismatches(
        "modules' generated C",
        mods.len(),
        &failures,
        &mismatches,
    );
}

#[test]
fn modules_are_complete() {
    let mut problems = Vec::new();
    let mods = module_dirs("modules");
    if mods.len() < 15 {
        problems.push(format!(
            "only {} modules in testdata/modules (at least 15 expected)",
            mods.len()
        ));
    }
    for m in &mods {
        let name = name_of(m);
        if !main_dir(m).join("go.mod").is_file() {
            problems.push(format!("{name}: no go.mod (in {name}/ or {name}/app/)"));
        }
        for f in ["expected.stdout", "expected.stderr", "expected.exit"] {
            if !m.join(f).is_file() {
                problems.push(format!(
                    "{name}: missing {f} (run testdata/regen-modules.sh)"
                ));
            }
        }
        let main_go = std::fs::read_to_string(main_dir(m).join("main.go")).unwrap_or_default();
        if !main_go.starts_with("// ") {
            problems.push(format!(
                "{name}: main.go must start with a comment saying what the module tests"
            ));
        }
    }
    let errs = module_dirs("modules-errors");
    if errs.len() < 8 {
        problems.push(format!(
            "only {} modules in testdata/modules-errors (at least 8 expected)",
            errs.len()
        ));
    }
    for m in &errs {
        if !m.join("go.errors").is_file() {
            problems.push(format!(
                "modules-errors/{}: missing go.errors (run testdata/regen-modules-errors.sh)",
                name_of(m)
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn module_outputs_are_fresh() {
    if !go_available() {
        println!("note: `go` is not on PATH; skipping the freshness check of testdata/modules");
        return;
    }
    let fresh = tempfile::tempdir().expect("temporary directory");
    let mut cmd = Command::new("sh");
    cmd.arg(testdata().join("regen-modules.sh"))
        .arg(fresh.path());
    let res = run(&mut cmd, Duration::from_secs(900));
    assert!(
        !res.timed_out && res.code == 0,
        "testdata/regen-modules.sh failed: {}",
        res.summary()
    );
    let mut stale = Vec::new();
    for m in module_dirs("modules") {
        let name = name_of(&m);
        for f in ["expected.stdout", "expected.stderr", "expected.exit"] {
            let committed = std::fs::read_to_string(m.join(f)).unwrap_or_default();
            let now = std::fs::read_to_string(fresh.path().join(&name).join(f)).unwrap_or_default();
            if committed != now {
                stale.push(format!("{name}/{f}: {}", short_diff(&committed, &now)));
            }
        }
    }
    assert!(
        stale.is_empty(),
        "expected outputs differ from what Go produces now; run testdata/regen-modules.sh:\n{}",
        stale.join("\n")
    );
}

/// Every module is ordinary, clean Go: `go vet` accepts every package.
#[test]
fn modules_are_clean_go() {
    if !go_available() {
        println!("note: `go` is not on PATH; skipping go vet on testdata/modules");
        return;
    }
    let mods = module_dirs("modules");
    let results = parallel_map(&mods, THREADS, |m| {
        let mut vet = Command::new("go");
        vet.args(["vet", "./..."])
            .current_dir(main_dir(m))
            .env("GOTOOLCHAIN", "local")
            .env("GOFLAGS", "-buildvcs=false")
            .env("GOPROXY", "off")
            .env("GOWORK", "off")
            .env("CGO_ENABLED", "0");
        let v = run(&mut vet, BUILD_TIMEOUT);
        if v.code != 0 || v.timed_out {
            return Err(format!("{}: go vet complains: {}", name_of(m), v.summary()));
        }
        Ok(())
    });
    let failures: Vec<String> = results.into_iter().filter_map(Result::err).collect();
    assert_no_failures("go vet checks", mods.len(), &failures);
}

// ---------------------------------------------------------------------------------------
// Bad modules.

/// What `go.errors` says about a module.
enum GoReport {
    /// Positions (file relative to the module, line) with Go's message, and the messages
    /// without a position.
    Errors {
        at: Vec<(String, u32, String)>,
        plain: Vec<String>,
    },
    Reject(Vec<String>),
}

fn parse_report(text: &str) -> Result<GoReport, String> {
    if let Some(rest) = text.strip_prefix("REJECT:") {
        let first = rest.lines().next().unwrap_or_default();
        let (a, b) = match (first.find('['), first.rfind(']')) {
            (Some(a), Some(b)) if a < b => (a, b),
            _ => return Err("REJECT line without [keywords]".into()),
        };
        let kws = first[a + 1..b]
            .split('|')
            .map(|k| k.trim().to_lowercase())
            .filter(|k| !k.is_empty())
            .collect();
        return Ok(GoReport::Reject(kws));
    }
    let mut at = Vec::new();
    let mut plain = Vec::new();
    for line in text.lines() {
        if line.starts_with(['\t', ' ']) {
            continue;
        }
        // FILE:LINE:COL: message
        let mut parts = line.splitn(4, ':');
        let (f, l, c, msg) = (parts.next(), parts.next(), parts.next(), parts.next());
        match (f, l.and_then(|l| l.parse::<u32>().ok()), c, msg) {
            (Some(f), Some(l), Some(c), Some(msg)) if c.parse::<u32>().is_ok() => {
                at.push((
                    f.trim_start_matches("./").to_string(),
                    l,
                    msg.trim().to_string(),
                ));
            }
            _ if !line.trim().is_empty() => plain.push(line.to_string()),
            _ => {}
        }
    }
    if at.is_empty() && plain.is_empty() {
        return Err("empty go.errors (run testdata/regen-modules-errors.sh)".into());
    }
    Ok(GoReport::Errors { at, plain })
}

fn check_bad_module(m: &Path) -> Result<String, String> {
    let name = name_of(m);
    let fail = |p: Vec<String>| Err(format!("modules-errors/{name}:\n  {}", p.join("\n  ")));
    let report = std::fs::read_to_string(m.join("go.errors"))
        .map_err(|e| format!("{name}: {e}"))
        .and_then(|t| parse_report(&t).map_err(|e| format!("{name}: {e}")))?;
    let mut cmd = Command::new(solod());
    cmd.args(["check", "."])
        .current_dir(main_dir(m))
        .env("NO_COLOR", "1");
    let out = run(&mut cmd, BUILD_TIMEOUT);
    let stderr = out.stderr_text();
    let mut problems = Vec::new();
    if out.code != 1 {
        problems.push(format!("exit status: expected 1, got {}", out.code));
    }
    if compiler_crashed(&stderr) {
        problems.push(format!("the compiler crashed:\n{}", indent(&stderr)));
    }
    match &report {
        GoReport::Reject(kws) => {
            let lower = stderr.to_lowercase();
            if !kws.iter().any(|k| lower.contains(k.as_str())) {
                problems.push(format!(
                    "the diagnostic names none of {kws:?}:\n{}",
                    indent(&stderr)
                ));
            }
        }
        GoReport::Errors { at, plain } => {
            for (f, l, msg) in at {
                let loc = format!("{f}:{l}:");
                if !stderr.contains(&loc) {
                    problems.push(format!("no diagnostic at {f}:{l} where Go reports: {msg}"));
                }
                if name.starts_with("version_") && !stderr.contains(msg.as_str()) {
                    problems.push(format!("Go's message is not given word for word: {msg}"));
                }
            }
            for p in plain {
                if p.contains("import cycle not allowed")
                    && !stderr.contains("import cycle not allowed")
                {
                    problems.push("no import cycle reported".to_string());
                }
            }
        }
    }
    if problems.is_empty() {
        // Keep snapshots independent of where the repository is.
        let stderr = stderr
            .replace(&main_dir(m).display().to_string(), "$MOD")
            .replace(&m.display().to_string(), "$MOD")
            .replace(&testdata().display().to_string(), "$TESTDATA");
        Ok(stderr)
    } else {
        fail(problems)
    }
}

#[test]
fn bad_modules_are_rejected() {
    let mods = module_dirs("modules-errors");
    let results = parallel_map(&mods, THREADS, |m| check_bad_module(m));
    let mut failures = Vec::new();
    let mut mismatches = Vec::new();
    for (m, res) in mods.iter().zip(results) {
        let name = name_of(m);
        match res {
            Err(e) => failures.push(e),
            Ok(stderr) => {
                let mut settings = insta::Settings::clone_current();
                settings.set_omit_expression(true);
                settings
                    .set_description(format!("`solod check .` in testdata/modules-errors/{name}"));
                let snap = format!("module_error_{name}");
                let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    settings.bind(|| insta::assert_snapshot!(snap.as_str(), &stderr));
                }));
                if outcome.is_err() {
                    mismatches.push(name);
                }
            }
        }
    }
    assert_no_failures_or_snapshot_mismatches("bad modules", mods.len(), &failures, &mismatches);
}

#[test]
fn module_errors_match_go() {
    if !go_available() {
        println!("note: `go` is not on PATH; skipping the Go check of testdata/modules-errors");
        return;
    }
    let mut cmd = Command::new("sh");
    cmd.arg(testdata().join("regen-modules-errors.sh"))
        .arg("--check");
    let res = run(&mut cmd, Duration::from_secs(900));
    assert!(
        !res.timed_out && res.code == 0,
        "testdata/modules-errors/*/go.errors disagree with Go (run testdata/regen-modules-errors.sh):\n{}\n{}",
        res.stdout_text(),
        res.stderr_text()
    );
}
