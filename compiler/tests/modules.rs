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
//! Every `testdata/modules-differs/NAME/` is a module that shows a deliberate difference from
//! Go (language.md section 3), with hand-written `expected.*` files: it is built and compared
//! like the modules above (plainly, with `--check sanitize`, and with `--runtime rust` and
//! `--check race` as its imports ask), and `differing_modules_are_real_differences` checks
//! that Go runs it to completion without the fatal line.
//!
//! Every `testdata/modules-errors/NAME/` is a module solod must reject. Its `go.errors` holds
//! what `go build` reports (`testdata/regen-modules-errors.sh`): solod must exit 1 with an
//! error at every `FILE:LINE` Go reports, mention every import cycle Go reports, and for
//! modules named `version_*` give Go's message word for word. A `go.errors` starting with
//! `REJECT: construct [kw1|kw2]` marks valid Go that So refuses on purpose; the diagnostic
//! must contain one of the keywords. solod's diagnostics are snapshotted.
//!
//! Every `testdata/holdout-stdlib/NAME/` is a held-out program using the library, laid out like
//! a module: it must print what Go printed, except those `KNOWN_FAILURES` lists, which must
//! still fail (see `testdata/holdout-stdlib/README.md`).
//!
//! Every module and every way of building it is a test case of its own (libtest-mimic, see
//! `main`), named by its path: `modules/NAME` (a plain build), `modules/NAME/sanitize`,
//! `modules/NAME/rust`, `modules/NAME/rust/sanitize`, `modules/NAME/race`,
//! `modules/NAME/rust/race`, `modules/NAME/snapshot` (its C), `modules/NAME/vet`; the same under
//! `modules-differs/` with `modules-differs/NAME/go`; `race/NAME` and `race/NAME/rust`;
//! `modules-errors/NAME`; `holdout-stdlib/NAME`. `cargo test -p solod --test modules --
//! modules/fmt_verbs` runs the cases of one module.

mod common;

use common::*;
use libtest_mimic::Trial;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

const BUILD_TIMEOUT: Duration = Duration::from_secs(180);
const RUN_TIMEOUT: Duration = Duration::from_secs(10);

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
    /// What the test case's name adds to the module's: `modules/NAME/rust/sanitize`.
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

/// Builds the module once and runs the program up to `runs` times, stopping at the first run
/// whose output differs from Go's (a program with threads may go wrong only now and then).
fn check_module_runs(m: &Path, mode: Mode, runs: usize) -> Result<(), String> {
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
    for i in 1..=runs {
        let mut r = Command::new(&prog);
        r.current_dir(tmp.path());
        let got = run(&mut r, RUN_TIMEOUT);
        let problems = compare_outputs(&exp, &got);
        if !problems.is_empty() {
            let when = if runs > 1 {
                format!("run {i} of {runs}: ")
            } else {
                String::new()
            };
            return fail(format!("{when}{}", problems.join("\n")));
        }
    }
    Ok(())
}

/// How a run's output differs from Go's (nothing when it does not).
fn compare_outputs(exp: &Expected, got: &Outcome) -> Vec<String> {
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
    problems
}

/// The ways a module is built: plainly and with the sanitizers, with the Rust runtime when it
/// uses the runtime, under ThreadSanitizer when it uses the runtime's concurrency.
fn modes_of(m: &Path) -> Vec<Mode> {
    let mut modes = vec![Mode::Plain, Mode::Sanitize];
    if uses_runtime(m) {
        modes.extend([Mode::Rust, Mode::RustSanitize]);
    }
    if uses_concurrency(m) {
        modes.extend([Mode::Race, Mode::RustRace]);
    }
    modes
}

/// The test cases of one module of `testdata/<dir>` (modules or modules-differs): a build in
/// each of its modes, its C snapshot, and go vet.
fn module_cases(dir: &str, m: &Path, cases: &mut Vec<Trial>) {
    let name = format!("{dir}/{}", name_of(m));
    for mode in modes_of(m) {
        let m = m.to_path_buf();
        cases.push(case(format!("{name}{}", mode.suffix()), move || {
            check_module_runs(&m, mode, 1)
        }));
    }
    let module = m.to_path_buf();
    cases.push(case(format!("{name}/snapshot"), move || {
        snapshot_module(&module)
    }));
    let module = m.to_path_buf();
    cases.push(case(format!("{name}/vet"), move || vet_module(&module)));
}

/// A racy program fails a `--check race` build's run: ThreadSanitizer reports the race and the
/// program exits with status 66 (`halt_on_error`, in the builtins' default options), with
/// either runtime. Go's race detector reports the same race (re-checked when `go` is on PATH).
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

/// The C of one package of a build: its import path, its directory, and its `.h` and `.c`.
struct PackageC {
    path: String,
    dir: PathBuf,
    files: [(String, String); 2],
}

/// Compiles the build whose main package is in `dir` (solod's library, in this process: the
/// test needs to know which package each file is of, which the files' names do not say) and
/// returns the C of every package, in the build's order.
fn compile_packages(dir: &Path) -> Result<Vec<PackageC>, String> {
    use_test_cache();
    let arg = dir.display().to_string();
    let style = solod::driver::Style { color: false };
    let (graph, files) = solod::driver::compile_path(&arg, style)
        .map_err(|f| format!("solod cannot compile {arg}:\n{}", f.message))?;
    if graph.packages.len() != files.len() {
        return Err(format!(
            "{arg}: {} packages but C for {}",
            graph.packages.len(),
            files.len()
        ));
    }
    let mut out = Vec::new();
    for (p, c) in graph.packages.iter().zip(files) {
        // The emitter's first line names the package: a check that file and package pair up.
        let first = format!(
            "// {}: generated by solod from package {}.",
            c.header_name, p.name
        );
        if !c.header.starts_with(&first) {
            return Err(format!(
                "{arg}: cannot tell which package {} is of (expected {})",
                c.header_name, p.path
            ));
        }
        out.push(PackageC {
            path: p.path.clone(),
            dir: p.dir.canonicalize().unwrap_or_else(|_| p.dir.clone()),
            files: [(c.header_name, c.header), (c.source_name, c.source)],
        });
    }
    Ok(out)
}

/// The snapshot text of some packages' C: every `.h`, then every `.c`, each by file name, each
/// after a `// ==== NAME ====` line.
fn snapshot_text<'a>(packages: impl Iterator<Item = &'a PackageC>) -> String {
    let mut files: Vec<&(String, String)> = packages.flat_map(|p| p.files.iter()).collect();
    files.sort_by_key(|(name, _)| (name.ends_with(".c"), name.clone()));
    let mut text = String::new();
    for (name, body) in files {
        text.push_str(&format!("// ==== {name} ====\n{body}"));
        if !body.ends_with('\n') {
            text.push('\n');
        }
    }
    text
}

/// The generated C of the module's own packages (those under its directory; the library's
/// packages have snapshots of their own, `library/`) against its snapshot
/// `snapshots/modules/NAME.snap`.
fn snapshot_module(m: &Path) -> Result<(), String> {
    let name = name_of(m);
    let packages = compile_packages(&main_dir(m)).map_err(|e| format!("{name}: {e}"))?;
    let root = m.canonicalize().unwrap_or_else(|_| m.to_path_buf());
    let text = snapshot_text(packages.iter().filter(|p| p.dir.starts_with(&root)));
    crate::snapshot!(
        "modules",
        &name,
        format!("generated C for testdata/modules/{name}"),
        &text
    )
}

/// The library's packages: every directory under `runtime-c/so` with So sources of a package
/// other than main (the generators under `gen/` are programs), as import paths.
fn library_packages() -> Vec<String> {
    let root = testdata().parent().expect("repository").join("runtime-c");
    let mut found = Vec::new();
    let mut stack = vec![root.join("so")];
    while let Some(dir) = stack.pop() {
        let mut library = false;
        for e in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
            let p = e.path();
            let file = e.file_name().to_string_lossy().into_owned();
            if p.is_dir() {
                stack.push(p);
            } else if file.ends_with(".go") && !file.ends_with("_test.go") {
                let text = std::fs::read_to_string(&p).unwrap_or_default();
                library |= !text.lines().any(|l| l == "package main");
            }
        }
        if library {
            let rel = dir.strip_prefix(&root).expect("under runtime-c");
            found.push(format!("solod.dev/{}", rel.display()));
        }
    }
    found.sort();
    found
}

/// One build that imports every package of the library a program may import (the internal
/// ones come with them): the C of each of its library packages, by import path.
fn library_build() -> &'static Result<Vec<PackageC>, String> {
    static BUILD: std::sync::OnceLock<Result<Vec<PackageC>, String>> = std::sync::OnceLock::new();
    BUILD.get_or_init(|| {
        let runtime = testdata().parent().expect("repository").join("runtime-c");
        let dir = tempfile::tempdir().expect("temporary directory");
        let go_mod = format!(
            "module example.com/library\n\ngo 1.26\n\nrequire solod.dev v0.0.0\n\nreplace solod.dev => {}\n",
            runtime.display()
        );
        let imports: String = library_packages()
            .iter()
            .filter(|p| !p.contains("/internal/"))
            .map(|p| format!("\t_ \"{p}\"\n"))
            .collect();
        let main = format!("package main\n\nimport (\n{imports})\n\nfunc main() {{}}\n");
        std::fs::write(dir.path().join("go.mod"), go_mod).expect("write go.mod");
        std::fs::write(dir.path().join("main.go"), main).expect("write main.go");
        let packages = compile_packages(dir.path())?;
        Ok(packages
            .into_iter()
            .filter(|p| p.path.starts_with("solod.dev/"))
            .collect())
    })
}

/// The C of one library package (`solod.dev/so/fmt`) in the build of them all against its
/// snapshot `snapshots/library/so_fmt.snap`: a change to a library function changes that
/// package's snapshot only.
fn snapshot_library_package(path: &str) -> Result<(), String> {
    let packages = library_build().as_ref().map_err(Clone::clone)?;
    let Some(p) = packages.iter().find(|p| p.path == path) else {
        return Err(format!(
            "{path} is not in the build that imports every library package"
        ));
    };
    let rel = path.trim_start_matches("solod.dev/");
    crate::snapshot!(
        "library",
        &rel.replace('/', "_"),
        format!("generated C for the library package {path} (runtime-c/{rel})"),
        &snapshot_text(std::iter::once(p))
    )
}

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
    for m in &module_dirs("modules-differs") {
        let name = name_of(m);
        if !main_dir(m).join("go.mod").is_file() {
            problems.push(format!("modules-differs/{name}: no go.mod"));
        }
        for f in ["expected.stderr", "expected.exit"] {
            if !m.join(f).is_file() {
                problems.push(format!(
                    "modules-differs/{name}: missing {f} (hand-written)"
                ));
            }
        }
        if !module_sources(m).contains("language.md section 3") {
            problems.push(format!(
                "modules-differs/{name}: must cite the deliberate difference (language.md section 3)"
            ));
        }
    }
    // The modes that only some modules are built in must each have a module.
    if !mods.iter().any(|m| uses_runtime(m)) {
        problems
            .push("no module in testdata/modules uses the runtime (conc_bindings should)".into());
    }
    if !mods.iter().any(|m| uses_concurrency(m)) {
        problems.push("no module in testdata/modules uses the runtime's concurrency".into());
    }
    for dir in ["race", "holdout-stdlib"] {
        if module_dirs(dir).is_empty() {
            problems.push(format!("no modules in testdata/{dir}"));
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

/// A module is ordinary, clean Go: `go vet` accepts every package.
fn vet_module(m: &Path) -> Result<(), String> {
    if !go_available() {
        println!("note: `go` is not on PATH; skipping go vet on testdata/modules");
        return Ok(());
    }
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
}

/// A modules-differs program must be valid Go that Go runs to completion (exit 0) without the
/// line that ends the So program (`panic: ...` or `fatal error: ...`), so that it shows a real,
/// documented difference rather than a Go failure.
fn differs_under_go(m: &Path) -> Result<(), String> {
    if !go_available() {
        println!("note: `go` is not on PATH; skipping the Go check of testdata/modules-differs");
        return Ok(());
    }
    let name = name_of(m);
    let tmp = tempfile::tempdir().expect("temporary directory");
    let prog = tmp.path().join("prog");
    let mut cmd = Command::new("go");
    cmd.args(["build", "-o"])
        .arg(&prog)
        .arg(".")
        .current_dir(main_dir(m))
        .env("GOTOOLCHAIN", "local")
        .env("GOFLAGS", "-buildvcs=false")
        .env("GOPROXY", "off")
        .env("GOWORK", "off")
        .env("CGO_ENABLED", "0");
    let b = run(&mut cmd, BUILD_TIMEOUT);
    if b.code != 0 || b.timed_out {
        return Err(format!("{name}: go build failed: {}", b.summary()));
    }
    let r = run(&mut Command::new(&prog), RUN_TIMEOUT);
    let expected = std::fs::read_to_string(m.join("expected.stderr")).unwrap_or_default();
    let so_fatal = expected
        .lines()
        .find(|l| l.starts_with("panic: ") || l.starts_with("fatal error: "))
        .unwrap_or_default();
    if so_fatal.is_empty() {
        return Err(format!(
            "{name}: expected.stderr has no `panic: ` or `fatal error: ` line"
        ));
    }
    if r.timed_out || r.code != 0 || r.stderr_text().contains(so_fatal) {
        return Err(format!(
            "{name}: under Go it should exit 0 without `{so_fatal}`, but: {}",
            r.summary()
        ));
    }
    Ok(())
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

/// A bad module is rejected as Go rejects it, and its diagnostics match the snapshot
/// `snapshots/modules-errors/NAME.snap`.
fn bad_module_case(m: &Path) -> Result<(), String> {
    let name = name_of(m);
    let stderr = check_bad_module(m)?;
    crate::snapshot!(
        "modules-errors",
        &name,
        format!("`solod check .` in testdata/modules-errors/{name}"),
        &stderr
    )
}

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

// ---------------------------------------------------------------------------------------
// Held-out library programs.

/// The held-out programs that are known to fail, from `testdata/holdout-stdlib/KNOWN_FAILURES`
/// (`NAME: reason` lines; `#` starts a comment), with their reasons.
fn known_holdout_failures() -> Vec<(String, String)> {
    let path = testdata().join("holdout-stdlib").join("KNOWN_FAILURES");
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let mut known = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        match line.split_once(':') {
            Some((name, reason)) if !name.trim().is_empty() && !reason.trim().is_empty() => {
                known.push((name.trim().to_string(), reason.trim().to_string()));
            }
            _ => panic!(
                "{}:{}: expected `NAME: reason`, got {line:?}",
                path.display(),
                i + 1
            ),
        }
    }
    known
}

/// How many times a held-out program that starts threads is run: each run must print what Go
/// printed. `pipeline` went wrong in about 1 run of 40 (a run takes a few milliseconds).
const THREADED_RUNS: usize = 300;

/// A `testdata/holdout-stdlib/NAME/` (a program using the library as a Go programmer would,
/// written without reading the compiler or the library) is built with `solod build` and must
/// print what Go printed (a program that starts threads on each of `THREADED_RUNS` runs),
/// unless `KNOWN_FAILURES` lists it (`known` holds the reason): then it must still fail, for
/// the list is kept exact and a fix shows up as a test failure until its line is removed.
fn holdout_case(m: &Path, known: Option<String>) -> Result<(), String> {
    let name = name_of(m);
    let runs = if uses_concurrency(m) {
        THREADED_RUNS
    } else {
        1
    };
    match (check_module_runs(m, Mode::Plain, runs), known) {
        (Ok(()), Some(reason)) => Err(format!(
            "{name} now passes: remove its line from testdata/holdout-stdlib/KNOWN_FAILURES \
             (it said: {reason})"
        )),
        (Err(e), None) => Err(e),
        (Ok(()), None) | (Err(_), Some(_)) => Ok(()),
    }
}

/// Every name `KNOWN_FAILURES` lists is a held-out program.
fn known_failures_exist() {
    let names: Vec<String> = module_dirs("holdout-stdlib")
        .iter()
        .map(|m| name_of(m))
        .collect();
    let problems: Vec<String> = known_holdout_failures()
        .into_iter()
        .filter(|(name, _)| !names.contains(name))
        .map(|(name, _)| {
            format!("KNOWN_FAILURES lists {name}, which is not in testdata/holdout-stdlib")
        })
        .collect();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

fn holdout_stdlib_outputs_are_fresh() {
    if !go_available() {
        println!(
            "note: `go` is not on PATH; skipping the freshness check of testdata/holdout-stdlib"
        );
        return;
    }
    let fresh = tempfile::tempdir().expect("temporary directory");
    let mut cmd = Command::new("sh");
    cmd.arg(testdata().join("holdout-stdlib").join("regen.sh"))
        .arg(fresh.path());
    let res = run(&mut cmd, Duration::from_secs(900));
    assert!(
        !res.timed_out && res.code == 0,
        "testdata/holdout-stdlib/regen.sh failed: {}",
        res.summary()
    );
    let mut stale = Vec::new();
    for m in module_dirs("holdout-stdlib") {
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
        "expected outputs differ from what Go produces now; run testdata/holdout-stdlib/regen.sh:\n{}",
        stale.join("\n")
    );
}

/// The checks of the testdata as a whole; those that re-run Go over every module come first,
/// so that they run beside the many short cases rather than after them.
fn whole_cases() -> Vec<Trial> {
    vec![
        case("module_outputs_are_fresh", || {
            whole(module_outputs_are_fresh)
        }),
        case("holdout_stdlib_outputs_are_fresh", || {
            whole(holdout_stdlib_outputs_are_fresh)
        }),
        case("module_errors_match_go", || whole(module_errors_match_go)),
        case("modules_are_complete", || whole(modules_are_complete)),
        case("holdout-stdlib/KNOWN_FAILURES", || {
            whole(known_failures_exist)
        }),
    ]
}

/// Every module of `testdata/modules`, `modules-differs`, `race`, `modules-errors` and
/// `holdout-stdlib` with each of its builds, and the checks of the suite as a whole. The
/// held-out programs that run 300 times come before the short cases.
fn main() {
    let mut cases = whole_cases();
    let known = known_holdout_failures();
    for m in module_dirs("holdout-stdlib") {
        let reason = known
            .iter()
            .find(|(n, _)| *n == name_of(&m))
            .map(|(_, r)| r.clone());
        let name = format!("holdout-stdlib/{}", name_of(&m));
        cases.push(case(name, move || holdout_case(&m, reason)));
    }
    for m in module_dirs("modules") {
        module_cases("modules", &m, &mut cases);
    }
    for m in module_dirs("modules-differs") {
        module_cases("modules-differs", &m, &mut cases);
        let name = format!("modules-differs/{}/go", name_of(&m));
        cases.push(case(name, move || differs_under_go(&m)));
    }
    for path in library_packages() {
        let name = format!("library/{}", path.trim_start_matches("solod.dev/"));
        cases.push(case(name, move || snapshot_library_package(&path)));
    }
    for m in module_dirs("race") {
        for runtime in ["c", "rust"] {
            let suffix = if runtime == "c" { "" } else { "/rust" };
            let name = format!("race/{}{suffix}", name_of(&m));
            let m = m.clone();
            cases.push(case(name, move || check_racy(&m, runtime)));
        }
    }
    for m in module_dirs("modules-errors") {
        let name = format!("modules-errors/{}", name_of(&m));
        cases.push(case(name, move || bad_module_case(&m)));
    }
    run_cases(cases);
}
