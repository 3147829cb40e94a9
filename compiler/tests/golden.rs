//! Black-box golden tests of the `solod` binary.
//!
//! Every `testdata/run/NAME.go` is built with `solod build` (plainly, and again with
//! `--check sanitize`), run, and compared with `NAME.stdout`, `NAME.stderr` and `NAME.exit`,
//! which `testdata/regen.sh` produced by running the same program with real Go. When the
//! expected stderr has a `panic: ` line, stderr is compared up to and including that line
//! (Go's goroutine trace is not part of the contract); otherwise exactly. Stdout and the exit
//! status are always compared exactly. A program that includes a runtime header
//! (`//so:include "so/..."`) is also built with `--runtime rust` (plainly and with `--check
//! sanitize`), and one that uses so/conc or so/sync also with `--check race` (ThreadSanitizer),
//! with either runtime.
//!
//! `testdata/run-differs/` holds programs for the documented deliberate differences from Go
//! (language.md section 3); their `.stderr`/`.exit` files are hand-written and a missing
//! `.stdout` means "empty". `differs_are_real_differences` checks with Go that they really
//! differ.
//!
//! The generated C of every program is snapshotted with insta (`solod translate`), in
//! `snapshots/golden/NAME.snap`. `expected_outputs_are_fresh` re-runs `regen.sh` into a
//! temporary directory when `go` is on PATH and fails if the committed expectations are stale.
//!
//! Every program and every way of building it is a test case of its own (libtest-mimic, see
//! `main`), named by its path: `run/NAME` (a plain build), `run/NAME/sanitize`,
//! `run/NAME/rust`, `run/NAME/rust/sanitize`, `run/NAME/race`, `run/NAME/rust/race`,
//! `run/NAME/snapshot` (its C), `run/NAME/vet` (go vet and gofmt), and `run-differs/NAME`,
//! `run-differs/NAME/sanitize`, `run-differs/NAME/snapshot`, `run-differs/NAME/vet`,
//! `run-differs/NAME/go`; `cargo test -p solod --test golden -- run/closures` runs the cases of
//! one program.

mod common;

use common::*;
use libtest_mimic::Trial;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

const BUILD_TIMEOUT: Duration = Duration::from_secs(120);
const RUN_TIMEOUT: Duration = Duration::from_secs(10);

#[derive(Clone, Copy, Debug, PartialEq)]
enum Mode {
    Plain,
    Sanitize,
    /// `--runtime rust`, for the programs that use the runtime.
    Rust,
    /// `--check race` (ThreadSanitizer), for the programs that use its concurrency.
    Race,
    /// `--runtime rust --check sanitize`, for the programs that use the runtime.
    RustSanitize,
    /// `--runtime rust --check race`, for the programs that use its concurrency.
    RustRace,
}

impl Mode {
    fn label(self) -> &'static str {
        match self {
            Mode::Plain => "solod build",
            Mode::Sanitize => "solod build --check sanitize",
            Mode::Rust => "solod build --runtime rust",
            Mode::Race => "solod build --check race",
            Mode::RustSanitize => "solod build --runtime rust --check sanitize",
            Mode::RustRace => "solod build --runtime rust --check race",
        }
    }

    /// What the test case's name adds to the program's: `run/NAME/rust/sanitize`.
    fn suffix(self) -> &'static str {
        match self {
            Mode::Plain => "",
            Mode::Sanitize => "/sanitize",
            Mode::Rust => "/rust",
            Mode::Race => "/race",
            Mode::RustSanitize => "/rust/sanitize",
            Mode::RustRace => "/rust/race",
        }
    }

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

/// Expected output as raw bytes: programs may print any bytes, so nothing is decoded before
/// comparing (decoding happens only to show a diff).
struct Expected {
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    exit: i32,
}

fn read_expected(src: &Path, stdout_optional: bool) -> Result<Expected, String> {
    let read = |ext: &str, optional: bool| -> Result<Vec<u8>, String> {
        let p = src.with_extension(ext);
        match std::fs::read(&p) {
            Ok(b) => Ok(b),
            Err(_) if optional => Ok(Vec::new()),
            Err(e) => Err(format!(
                "missing expected file {} ({e}); run testdata/regen.sh",
                p.display()
            )),
        }
    };
    let exit_text = String::from_utf8_lossy(&read("exit", false)?).into_owned();
    let exit = exit_text
        .trim()
        .parse()
        .map_err(|_| format!("bad exit status {exit_text:?} in {}", src.display()))?;
    Ok(Expected {
        stdout: read("stdout", stdout_optional)?,
        stderr: read("stderr", false)?,
        exit,
    })
}

/// Compares a run with the expectation; returns the problems found.
fn compare(exp: &Expected, got: &Outcome) -> Vec<String> {
    let mut problems = Vec::new();
    if got.timed_out {
        problems.push(format!("timed out after {} s", RUN_TIMEOUT.as_secs()));
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
            short_diff(&lossy(&exp.stdout), &lossy(&got.stdout))
        ));
    }
    let (expected_err, actual_err) = match through_panic_line_bytes(&exp.stderr) {
        Some(e) => (
            e,
            through_panic_line_bytes(&got.stderr).unwrap_or(&got.stderr),
        ),
        None => (exp.stderr.as_slice(), got.stderr.as_slice()),
    };
    if expected_err != actual_err {
        problems.push(format!(
            "stderr differs: {}",
            short_diff(&lossy(expected_err), &lossy(actual_err))
        ));
    }
    problems
}

fn lossy(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Builds `src` with solod into `dir/prog`.
fn build(src: &Path, dir: &Path, mode: Mode) -> Result<PathBuf, String> {
    let prog = dir.join("prog");
    let mut cmd = Command::new(solod());
    cmd.arg("build");
    cmd.args(mode.flags());
    cmd.arg("-o").arg(&prog).arg(src).current_dir(dir);
    let out = run(&mut cmd, BUILD_TIMEOUT);
    if out.timed_out || out.code != 0 || !prog.is_file() {
        return Err(format!("`{}` failed: {}", mode.label(), out.summary()));
    }
    Ok(prog)
}

/// Builds and runs one program; Err holds a failure description.
fn check_program(src: &Path, mode: Mode, stdout_optional: bool) -> Result<(), String> {
    let name = stem(src);
    let fail = |msg: String| Err(format!("{name} [{}]: {msg}", mode.label()));
    let exp = match read_expected(src, stdout_optional) {
        Ok(e) => e,
        Err(e) => return fail(e),
    };
    let dir = tempfile::tempdir().expect("temporary directory");
    let prog = match build(src, dir.path(), mode) {
        Ok(p) => p,
        Err(e) => return fail(e),
    };
    let mut cmd = Command::new(&prog);
    cmd.current_dir(dir.path());
    let got = run(&mut cmd, RUN_TIMEOUT);
    let problems = compare(&exp, &got);
    if problems.is_empty() {
        Ok(())
    } else {
        fail(problems.join("\n"))
    }
}

/// The programs that include a runtime header (`//so:include "so/..."`), and of those the ones
/// that use its concurrency (so/conc, so/sync): built too with the Rust runtime, and under
/// ThreadSanitizer.
fn runtime_modes(src: &Path) -> Vec<Mode> {
    let text = std::fs::read_to_string(src).unwrap_or_default();
    let mut modes = Vec::new();
    if text.contains("//so:include \"so/") {
        modes.extend([Mode::Rust, Mode::RustSanitize]);
    }
    if text.contains("//so:include \"so/conc/") || text.contains("//so:include \"so/sync/") {
        modes.extend([Mode::Race, Mode::RustRace]);
    }
    modes
}

/// The test cases of one program of `testdata/<dir>`: a build in each of `modes`, its C
/// snapshot, and go vet.
fn program_cases(dir: &str, src: &Path, modes: &[Mode], cases: &mut Vec<Trial>) {
    let stdout_optional = dir == "run-differs";
    let name = format!("{dir}/{}", stem(src));
    for &mode in modes {
        let src = src.to_path_buf();
        cases.push(case(format!("{name}{}", mode.suffix()), move || {
            check_program(&src, mode, stdout_optional)
        }));
    }
    let file = src.to_path_buf();
    cases.push(case(format!("{name}/snapshot"), move || {
        snapshot_program(&file)
    }));
    let file = src.to_path_buf();
    cases.push(case(format!("{name}/vet"), move || clean_go(&file)));
}

/// The package's generated `.h` and `.c` in `out`: `main.h`/`main.c` when present, otherwise
/// every `.h`/`.c` directly inside `out` (the runtime, if copied, lives in subdirectories).
fn package_c_files(out: &Path) -> Vec<PathBuf> {
    let main_pair = [out.join("main.h"), out.join("main.c")];
    if main_pair.iter().all(|p| p.is_file()) {
        return main_pair.to_vec();
    }
    let mut files: Vec<PathBuf> = std::fs::read_dir(out)
        .map(|rd| {
            rd.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.is_file() && p.extension().is_some_and(|x| x == "h" || x == "c"))
                .collect()
        })
        .unwrap_or_default();
    // Headers first, then sources, each by name.
    files.sort_by_key(|p| (p.extension().is_some_and(|x| x == "c"), p.clone()));
    files
}

/// Translates `src` and returns the snapshot text of its generated C.
fn translate(src: &Path) -> Result<String, String> {
    let name = stem(src);
    let dir = tempfile::tempdir().expect("temporary directory");
    let out = dir.path().join("out");
    let mut cmd = Command::new(solod());
    cmd.arg("translate")
        .arg("-o")
        .arg(&out)
        .arg(src)
        .current_dir(dir.path());
    let res = run(&mut cmd, BUILD_TIMEOUT);
    if res.timed_out || res.code != 0 {
        return Err(format!(
            "{name}: `solod translate` failed: {}",
            res.summary()
        ));
    }
    let files = package_c_files(&out);
    if files.is_empty() {
        return Err(format!(
            "{name}: `solod translate` wrote no .h/.c files into its -o directory"
        ));
    }
    let mut text = String::new();
    for f in files {
        let body = std::fs::read_to_string(&f)
            .map_err(|e| format!("{name}: cannot read {}: {e}", f.display()))?;
        let file_name = f.file_name().unwrap_or_default().to_string_lossy();
        text.push_str(&format!("// ==== {file_name} ====\n"));
        text.push_str(&body);
        if !body.ends_with('\n') {
            text.push('\n');
        }
    }
    // Keep snapshots independent of where the test ran.
    let text = text
        .replace(&out.display().to_string(), "$OUT")
        .replace(&dir.path().display().to_string(), "$TMP")
        .replace(&testdata().display().to_string(), "$TESTDATA");
    Ok(text)
}

/// The generated C of one program against its snapshot `snapshots/golden/NAME.snap`.
fn snapshot_program(src: &Path) -> Result<(), String> {
    let text = translate(src)?;
    let td = testdata();
    let rel = src.strip_prefix(&td).unwrap_or(src).display().to_string();
    crate::snapshot!(
        "golden",
        &stem(src),
        format!("generated C for testdata/{rel}"),
        &text
    )
}

fn testdata_is_complete() {
    let td = testdata();
    let run_dir = td.join("run");
    let programs = go_files(&run_dir);
    let mut problems = Vec::new();
    if programs.len() < 45 {
        problems.push(format!(
            "only {} golden programs in testdata/run (at least 45 expected)",
            programs.len()
        ));
    }
    for p in &programs {
        let name = stem(p);
        for ext in ["stdout", "stderr", "exit"] {
            if !p.with_extension(ext).is_file() {
                problems.push(format!(
                    "{name}: missing {name}.{ext} (run testdata/regen.sh)"
                ));
            }
        }
        let src = std::fs::read_to_string(p).unwrap_or_default();
        if !src.starts_with("// ") {
            problems.push(format!(
                "{name}: must start with a comment saying what it tests"
            ));
        }
        // Package unsafe is the compiler's own; any other import is for the Go bodies of
        // //so:extern functions only (solod leaves it to the Go toolchain) and says so.
        for line in src.lines().filter(|l| l.starts_with("import")) {
            let ok = line == "import \"unsafe\""
                || line.ends_with("// for the Go bodies of //so:extern functions");
            if !ok {
                problems.push(format!(
                    "{name}: golden programs import only \"unsafe\" or, marked as such, packages for the Go bodies of //so:extern functions (found `{line}`)"
                ));
            }
        }
    }
    // Expected files without a program are leftovers.
    for entry in std::fs::read_dir(&run_dir)
        .expect("read testdata/run")
        .flatten()
    {
        let p = entry.path();
        let ext = p.extension().map(|e| e.to_string_lossy().into_owned());
        if matches!(ext.as_deref(), Some("stdout" | "stderr" | "exit"))
            && !p.with_extension("go").is_file()
        {
            problems.push(format!("orphan expected file {}", p.display()));
        }
    }
    for p in go_files(&td.join("run-differs")) {
        let name = stem(&p);
        for ext in ["stderr", "exit"] {
            if !p.with_extension(ext).is_file() {
                problems.push(format!("run-differs/{name}: missing {name}.{ext}"));
            }
        }
        let src = std::fs::read_to_string(&p).unwrap_or_default();
        if !src.contains("language.md section 3") {
            problems.push(format!(
                "run-differs/{name}: must cite the deliberate difference (language.md section 3)"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

fn expected_outputs_are_fresh() {
    if !go_available() {
        println!("note: `go` is not on PATH; skipping the freshness check of testdata/run/*");
        return;
    }
    let td = testdata();
    let fresh = tempfile::tempdir().expect("temporary directory");
    let mut cmd = Command::new("sh");
    cmd.arg(td.join("regen.sh")).arg(fresh.path());
    let res = run(&mut cmd, Duration::from_secs(900));
    assert!(
        !res.timed_out && res.code == 0,
        "testdata/regen.sh failed: {}",
        res.summary()
    );
    let mut stale = Vec::new();
    for p in go_files(&td.join("run")) {
        let name = stem(&p);
        for ext in ["stdout", "stderr", "exit"] {
            let committed = std::fs::read_to_string(p.with_extension(ext)).unwrap_or_default();
            let regenerated = std::fs::read_to_string(fresh.path().join(format!("{name}.{ext}")))
                .unwrap_or_default();
            if committed != regenerated {
                stale.push(format!(
                    "{name}.{ext} is stale: {}",
                    short_diff(&committed, &regenerated)
                ));
            }
        }
    }
    if !stale.is_empty() {
        let committed = std::fs::read_to_string(td.join("run/GO_VERSION")).unwrap_or_default();
        let local = std::fs::read_to_string(fresh.path().join("GO_VERSION")).unwrap_or_default();
        panic!(
            "{} expected files differ from what Go produces now (committed with {}, local Go is {}); \
             run testdata/regen.sh and review the diff:\n\n{}",
            stale.len(),
            committed.trim(),
            local.trim(),
            stale.join("\n\n")
        );
    }
}

/// A golden program is ordinary, clean Go: `go vet` accepts it and `gofmt` leaves it alone.
fn clean_go(src: &Path) -> Result<(), String> {
    if !go_available() {
        println!("note: `go` is not on PATH; skipping go vet and gofmt on testdata programs");
        return Ok(());
    }
    let name = stem(src);
    let dir = tempfile::tempdir().expect("temporary directory");
    let mut vet = Command::new("go");
    vet.arg("vet")
        .arg(src)
        .current_dir(dir.path())
        .env("GOTOOLCHAIN", "local")
        .env("GOFLAGS", "-buildvcs=false")
        .env("CGO_ENABLED", "0");
    let v = run(&mut vet, BUILD_TIMEOUT);
    if v.code != 0 || v.timed_out {
        return Err(format!("{name}: go vet complains: {}", v.summary()));
    }
    let gofmt = std::env::var_os("GOROOT")
        .map(|r| Path::new(&r).join("bin/gofmt"))
        .filter(|p| p.is_file())
        .unwrap_or_else(|| PathBuf::from("gofmt"));
    let mut fmt = Command::new(gofmt);
    fmt.arg("-l").arg(src);
    let f = run(&mut fmt, BUILD_TIMEOUT);
    if f.code != 0 || !f.stdout.is_empty() {
        return Err(format!("{name}: not gofmt-formatted: {}", f.summary()));
    }
    Ok(())
}

/// A run-differs program must be valid Go that Go runs to completion, so that it demonstrates
/// a real, documented difference rather than a Go panic or fatal error.
fn differs_under_go(src: &Path) -> Result<(), String> {
    if !go_available() {
        println!("note: `go` is not on PATH; skipping the Go check of testdata/run-differs/*");
        return Ok(());
    }
    let name = stem(src);
    let dir = tempfile::tempdir().expect("temporary directory");
    let prog = dir.path().join("prog");
    let mut cmd = Command::new("go");
    cmd.args(["build", "-o"])
        .arg(&prog)
        .arg(src)
        .current_dir(dir.path())
        .env("GOTOOLCHAIN", "local")
        .env("GOFLAGS", "-buildvcs=false")
        .env("CGO_ENABLED", "0");
    let b = run(&mut cmd, BUILD_TIMEOUT);
    if b.code != 0 || b.timed_out {
        return Err(format!("{name}: go build failed: {}", b.summary()));
    }
    let r = run(&mut Command::new(&prog), RUN_TIMEOUT);
    let expected = std::fs::read_to_string(src.with_extension("stderr")).unwrap_or_default();
    // The line that ends the So program: a panic, or a fatal error such as a stack overflow.
    let so_fatal = expected
        .lines()
        .find(|l| l.starts_with("panic: ") || l.starts_with("fatal error: "))
        .unwrap_or_default();
    if so_fatal.is_empty() {
        return Err(format!(
            "{name}: {name}.stderr has no `panic: ` or `fatal error: ` line"
        ));
    }
    if r.code != 0 || r.stderr_text().contains(so_fatal) {
        return Err(format!(
            "{name}: under Go it should exit 0 without `{so_fatal}`, but: {}",
            r.summary()
        ));
    }
    Ok(())
}

/// The README shows the C that solod writes for `examples/shapes`: it must be what solod writes
/// today. `UPDATE_README=1 cargo test -p solod --test golden readme` rewrites it.
fn readme_example_is_current() {
    let root = testdata().parent().expect("repository root").to_path_buf();
    let dir = tempfile::tempdir().expect("temporary directory");
    let mut cmd = Command::new(solod());
    cmd.arg("translate")
        .arg("-o")
        .arg(dir.path())
        .arg(root.join("examples/shapes"));
    let out = run(&mut cmd, BUILD_TIMEOUT);
    assert_eq!(out.code, 0, "solod translate failed: {}", out.summary());
    let c = std::fs::read_to_string(dir.path().join("main.c")).expect("main.c");
    let readme_path = root.join("README.md");
    let readme = std::fs::read_to_string(&readme_path).expect("README.md");
    let begin = readme
        .find("<!-- example:begin -->")
        .expect("example:begin marker");
    let end = readme
        .find("<!-- example:end -->")
        .expect("example:end marker");
    let section = &readme[begin..end];
    let open = section.find("```c\n").expect("a C block in the example") + 5;
    let close = open + section[open..].find("```").expect("end of the C block");
    let shown = &section[open..close];
    if shown != c {
        if std::env::var_os("UPDATE_README").is_some() {
            let updated = format!(
                "{}{}{}",
                &readme[..begin + open],
                c,
                &readme[begin + close..]
            );
            std::fs::write(&readme_path, updated).expect("write README.md");
            return;
        }
        panic!(
            "README.md shows other C than `solod translate examples/shapes` writes now:\n{}\nrun `UPDATE_README=1 cargo test -p solod --test golden readme` and review the change",
            short_diff(shown, &c)
        );
    }
}

/// Every program of `testdata/run` and `testdata/run-differs` with each of its builds, and the
/// checks of the suite as a whole. The checks that re-run Go over every program come first, so
/// that they run beside the many short cases rather than after them.
fn main() {
    let td = testdata();
    let mut cases = vec![
        case("expected_outputs_are_fresh", || {
            whole(expected_outputs_are_fresh)
        }),
        case("testdata_is_complete", || whole(testdata_is_complete)),
        case("readme_example_is_current", || {
            whole(readme_example_is_current)
        }),
    ];
    let programs = go_files(&td.join("run"));
    assert!(!programs.is_empty(), "no programs in testdata/run");
    for src in &programs {
        let mut modes = vec![Mode::Plain, Mode::Sanitize];
        modes.extend(runtime_modes(src));
        program_cases("run", src, &modes, &mut cases);
    }
    let differs = go_files(&td.join("run-differs"));
    assert!(!differs.is_empty(), "no programs in testdata/run-differs");
    for src in &differs {
        program_cases(
            "run-differs",
            src,
            &[Mode::Plain, Mode::Sanitize],
            &mut cases,
        );
        let file = src.clone();
        let name = format!("run-differs/{}/go", stem(src));
        cases.push(case(name, move || differs_under_go(&file)));
    }
    run_cases(cases);
}
