//! The runtime test harness: every C scenario and stress program runs against the C runtime
//! and against the Rust runtime (`libso_runtime.a`), and both must behave identically.
//!
//! - `runtime-c/tests/conformance/*.c` and `runtime-rs/tests/c/*.c`: built against the C runtime
//!   (-O2), the C runtime with ASan+UBSan, and the Rust runtime plainly and with ASan+UBSan; run
//!   with a 20 s limit; the four transcripts (exit status, stdout, stderr) must be identical, and
//!   the C one must match the insta snapshot `tests/snapshots/<scenario>.snap`.
//!   When a scenario has a Go twin (`<scenario>.go`, the same program on Go's own sync, atomics
//!   and channels) and `go` is on PATH, the twin is built and run too: Go is the oracle, so the
//!   C transcript must have Go's stdout, exit status and first line of stderr.
//! - `runtime-c/tests/asan/*.c`: programs that read memory they must not (result-stack memory
//!   given back, a dead frame); their first line is `// EXPECT: KIND`. Built against each
//!   runtime with ASan+UBSan, each must die with AddressSanitizer's report of KIND (exit 1).
//! - `runtime-c/tests/stress/*.c`: each runtime at -O2 and under ThreadSanitizer (with
//!   `SO_STRESS_SCALE=10`); each run must exit 0 and print the same stdout.
//! - `runtime-c/tests/tasks/*.c` and `runtime-rs/tests/c/tasks/*.c`: what needs lightweight
//!   tasks, against every entry of `TASK_RUNTIMES` (see "the task scenarios" below).
//!
//! Programs run two at a time; every failure is collected and reported in one message with the
//! program's name and a diff. A program that fails is run once more (timing-sensitive scenarios
//! on a loaded machine); only a second failure counts, and the first is printed as a note.
//!
//! The Rust static library is built once by a nested `cargo build -p so-runtime --release` into
//! its own target directory (so it never waits on the outer cargo's build lock); the C runtime
//! and the builtins are compiled once per flavour into archives with exactly the flags of the
//! documented build command.

use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Condvar, Mutex, OnceLock};
use std::time::{Duration, Instant};

const TIMEOUT: Duration = Duration::from_secs(20);

/// Scenarios whose Rust-runtime run gets extra environment variables, and why.
///
/// `conc_thread_reuse` keeps each starting thread's cells in a `static __thread` array and
/// passes their addresses to the threads it starts: it assumes one OS thread per `conc_Go`.
/// Tasks share carrier threads (and move between them), so `__thread` is per carrier, not per
/// task; with `SO_OSTHREADS=1` every `conc_Go` is a dedicated OS thread, which is what the
/// scenario was written for (the rest of what it checks holds either way).
const RUST_ENV: &[(&str, &[(&str, &str)])] = &[("conc_thread_reuse", &[("SO_OSTHREADS", "1")])];

fn rust_env(name: &str) -> &'static [(&'static str, &'static str)] {
    RUST_ENV
        .iter()
        .find(|(n, _)| *n == name)
        .map_or(&[], |(_, e)| e)
}
const PARALLEL: usize = 2;
const CFLAGS: &[&str] = &["-std=gnu11", "-O2", "-g", "-Wall", "-Wextra", "-Werror"];
const ASAN: &[&str] = &["-fsanitize=address,undefined", "-fno-sanitize-recover=all"];
const TSAN: &[&str] = &["-fsanitize=thread"];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("workspace root")
        .to_path_buf()
}

fn runtime_c() -> PathBuf {
    root().join("runtime-c")
}

fn work_dir() -> PathBuf {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join("so-runtime-harness");
    fs::create_dir_all(&d).expect("create harness dir");
    d
}

fn cc() -> String {
    std::env::var("CC").unwrap_or_else(|_| "cc".to_string())
}

/// The `.c` files of a directory, sorted; empty if it does not exist.
fn c_files(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "c"))
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

fn stem(p: &Path) -> String {
    p.file_stem()
        .unwrap_or_default()
        .to_string_lossy()
        .into_owned()
}

// ---- two-at-a-time ----------------------------------------------------------------------------

/// A counting semaphore shared by every test in this binary, so that at most `PARALLEL`
/// compilers or programs run at once whatever libtest does.
static SLOTS: Mutex<usize> = Mutex::new(0);
static SLOT_FREED: Condvar = Condvar::new();

fn with_slot<R>(f: impl FnOnce() -> R) -> R {
    {
        let mut used = SLOTS.lock().unwrap_or_else(|e| e.into_inner());
        while *used >= PARALLEL {
            used = SLOT_FREED.wait(used).unwrap_or_else(|e| e.into_inner());
        }
        *used += 1;
    }
    let r = f();
    *SLOTS.lock().unwrap_or_else(|e| e.into_inner()) -= 1;
    SLOT_FREED.notify_one();
    r
}

/// Runs `f` over `items` on `PARALLEL` threads; results in input order.
fn par_map<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let next = Mutex::new(0usize);
    let out: Mutex<Vec<Option<R>>> = Mutex::new((0..items.len()).map(|_| None).collect());
    std::thread::scope(|s| {
        for _ in 0..PARALLEL {
            s.spawn(|| loop {
                let i = {
                    let mut n = next.lock().unwrap();
                    let i = *n;
                    *n += 1;
                    i
                };
                if i >= items.len() {
                    break;
                }
                let r = f(&items[i]);
                out.lock().unwrap()[i] = Some(r);
            });
        }
    });
    out.into_inner()
        .unwrap()
        .into_iter()
        .map(|r| r.expect("every item ran"))
        .collect()
}

// ---- building ---------------------------------------------------------------------------------

/// The Rust runtime's static library, built once.
fn rust_lib() -> Result<PathBuf, String> {
    static LIB: OnceLock<Result<PathBuf, String>> = OnceLock::new();
    LIB.get_or_init(|| {
        let target = Path::new(env!("CARGO_TARGET_TMPDIR")).join("so-runtime-rt");
        let build = || {
            Command::new(env!("CARGO"))
                .current_dir(root())
                .args([
                    "build",
                    "-p",
                    "so-runtime",
                    "--release",
                    "--lib",
                    "--target-dir",
                ])
                .arg(&target)
                .env_remove("CARGO_TARGET_DIR")
                .env_remove("CARGO_BUILD_TARGET_DIR")
                .env_remove("RUSTFLAGS")
                // The outer cargo's jobserver descriptors mean nothing in this process.
                .env_remove("CARGO_MAKEFLAGS")
                .env_remove("MAKEFLAGS")
                .env_remove("MFLAGS")
                .stdin(Stdio::null())
                .output()
                .map_err(|e| format!("cannot run cargo: {e}"))
        };
        let mut out = build()?;
        if !out.status.success() {
            // A failed probe of rustc is cached in the target directory; start afresh once.
            eprintln!(
                "note: nested cargo build failed, retrying in a fresh target directory:\n{}",
                String::from_utf8_lossy(&out.stderr)
            );
            let _ = std::fs::remove_dir_all(&target);
            out = build()?;
        }
        if !out.status.success() {
            return Err(format!(
                "cargo build -p so-runtime --release failed:\n{}",
                String::from_utf8_lossy(&out.stderr)
            ));
        }
        let lib = target.join("release").join("libso_runtime.a");
        if lib.exists() {
            Ok(lib)
        } else {
            Err(format!("{} was not produced", lib.display()))
        }
    })
    .clone()
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Flavor {
    Plain,
    Asan,
    Tsan,
}

impl Flavor {
    fn flags(self) -> Vec<&'static str> {
        let mut v = CFLAGS.to_vec();
        match self {
            Flavor::Plain => {}
            Flavor::Asan => v.extend_from_slice(ASAN),
            Flavor::Tsan => v.extend_from_slice(TSAN),
        }
        v
    }
    fn name(self) -> &'static str {
        match self {
            Flavor::Plain => "O2",
            Flavor::Asan => "asan",
            Flavor::Tsan => "tsan",
        }
    }
}

/// Compiles `sources` with the flavour's flags into an archive, once per (name, flavour).
fn archive(name: &str, sources: &[PathBuf], flavor: Flavor) -> Result<PathBuf, String> {
    type Cache = Mutex<Vec<((String, Flavor), Result<PathBuf, String>)>>;
    static CACHE: OnceLock<Cache> = OnceLock::new();
    let cache = CACHE.get_or_init(|| Mutex::new(Vec::new()));
    let mut guard = cache.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, r)) = guard.iter().find(|(k, _)| k.0 == name && k.1 == flavor) {
        return r.clone();
    }
    let r = build_archive(name, sources, flavor);
    guard.push(((name.to_string(), flavor), r.clone()));
    r
}

fn build_archive(name: &str, sources: &[PathBuf], flavor: Flavor) -> Result<PathBuf, String> {
    if sources.is_empty() {
        return Err(format!("no C sources for {name}"));
    }
    let dir = work_dir().join(format!("{name}-{}", flavor.name()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let objs: Vec<Result<PathBuf, String>> = par_map(sources, |src| {
        let obj = dir.join(format!("{}.o", stem(src)));
        let out = with_slot(|| {
            Command::new(cc())
                .args(flavor.flags())
                .arg("-I")
                .arg(runtime_c())
                .arg("-c")
                .arg(src)
                .arg("-o")
                .arg(&obj)
                .output()
        })
        .map_err(|e| format!("cannot run cc: {e}"))?;
        if out.status.success() {
            Ok(obj)
        } else {
            Err(format!(
                "compiling {} ({}):\n{}",
                src.display(),
                flavor.name(),
                String::from_utf8_lossy(&out.stderr)
            ))
        }
    });
    let objs: Vec<PathBuf> = objs.into_iter().collect::<Result<_, _>>()?;
    let lib = dir.join(format!("lib{name}.a"));
    let out = Command::new("ar")
        .arg("rcs")
        .arg(&lib)
        .args(&objs)
        .output()
        .map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err(format!("ar: {}", String::from_utf8_lossy(&out.stderr)));
    }
    Ok(lib)
}

fn builtin_sources() -> Vec<PathBuf> {
    c_files(&runtime_c().join("builtin"))
}

fn c_runtime_sources() -> Vec<PathBuf> {
    let rc = runtime_c();
    ["so/sync", "so/sync/atomic", "so/mem", "so/conc", "so/time"]
        .iter()
        .flat_map(|d| c_files(&rc.join(d)))
        .collect()
}

/// A runtime, and the flavour its program (and, for the C runtime, the runtime itself) is
/// compiled with. The Rust library is the same in every flavour: it finds the sanitizer the
/// program was linked with at run time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Runtime {
    C(Flavor),
    Rust(Flavor),
}

impl Runtime {
    fn name(self) -> String {
        match self {
            Runtime::C(f) => format!("C runtime ({})", f.name()),
            Runtime::Rust(Flavor::Plain) => "Rust runtime".to_string(),
            Runtime::Rust(f) => format!("Rust runtime ({})", f.name()),
        }
    }
    fn tag(self) -> &'static str {
        match self {
            Runtime::C(f) => f.name(),
            Runtime::Rust(Flavor::Plain) => "rs",
            Runtime::Rust(Flavor::Asan) => "rs-asan",
            Runtime::Rust(Flavor::Tsan) => "rs-tsan",
        }
    }
    fn flavor(self) -> Flavor {
        match self {
            Runtime::C(f) | Runtime::Rust(f) => f,
        }
    }
    fn is_rust(self) -> bool {
        matches!(self, Runtime::Rust(_))
    }
}

/// Builds `prog` against a runtime: the documented command, with the runtime and builtin
/// sources precompiled (same flags) into archives.
fn build(prog: &Path, rt: Runtime) -> Result<PathBuf, String> {
    let flavor = rt.flavor();
    let builtin = archive("sobuiltin", &builtin_sources(), flavor)?;
    let exe = work_dir().join(format!("{}-{}", stem(prog), rt.tag()));
    let mut cmd = Command::new(cc());
    cmd.args(flavor.flags())
        .arg("-I")
        .arg(runtime_c())
        .arg(prog)
        .arg("-o")
        .arg(&exe);
    // Every object of the builtins, as the compiler links them (it compiles all their sources
    // into the program): their constructor sets up stack-overflow reporting before main even in
    // a program that calls none of them. A group, so that the runtime's calls into the builtins
    // (so_panic) resolve whatever the archive order.
    cmd.arg("-Wl,--start-group")
        .arg("-Wl,--whole-archive")
        .arg(&builtin)
        .arg("-Wl,--no-whole-archive");
    match rt {
        Runtime::C(f) => {
            cmd.arg(archive("soc", &c_runtime_sources(), f)?)
                .arg("-Wl,--end-group")
                .arg("-lpthread");
        }
        Runtime::Rust(_) => {
            cmd.arg(rust_lib()?)
                .arg("-Wl,--end-group")
                .args(["-lpthread", "-ldl", "-lm"]);
        }
    }
    let out = with_slot(|| cmd.output()).map_err(|e| format!("cannot run cc: {e}"))?;
    if out.status.success() {
        Ok(exe)
    } else {
        Err(format!(
            "build failed:\n{}",
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

// ---- running ----------------------------------------------------------------------------------

/// What a program did: its transcript.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Transcript {
    status: String,
    stdout: String,
    stderr: String,
}

impl Transcript {
    fn render(&self) -> String {
        format!(
            "{}\n--- stdout\n{}--- stderr\n{}",
            self.status, self.stdout, self.stderr
        )
    }
}

fn run(exe: &Path, env: &[(&str, &str)]) -> Result<Transcript, String> {
    with_slot(|| {
        let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
        let (out_path, err_path) = (dir.path().join("stdout"), dir.path().join("stderr"));
        let mut cmd = Command::new(exe);
        cmd.stdin(Stdio::null())
            .stdout(fs::File::create(&out_path).map_err(|e| e.to_string())?)
            .stderr(fs::File::create(&err_path).map_err(|e| e.to_string())?)
            .current_dir(dir.path());
        for (k, v) in env {
            cmd.env(k, v);
        }
        let mut child = cmd
            .spawn()
            .map_err(|e| format!("cannot start {}: {e}", exe.display()))?;
        let start = Instant::now();
        let status = loop {
            if let Some(s) = child.try_wait().map_err(|e| e.to_string())? {
                break s;
            }
            if start.elapsed() > TIMEOUT {
                let _ = child.kill();
                let _ = child.wait();
                return Err(format!("timed out after {} s", TIMEOUT.as_secs()));
            }
            std::thread::sleep(Duration::from_millis(5));
        };
        use std::os::unix::process::ExitStatusExt;
        let status = match (status.code(), status.signal()) {
            (Some(c), _) => format!("exit: {c}"),
            (None, Some(s)) => format!("signal: {s}"),
            _ => "exit: ?".to_string(),
        };
        let read =
            |p: &Path| String::from_utf8_lossy(&fs::read(p).unwrap_or_default()).into_owned();
        Ok(Transcript {
            status,
            stdout: read(&out_path),
            stderr: read(&err_path),
        })
    })
}

fn build_and_run(prog: &Path, rt: Runtime, env: &[(&str, &str)]) -> Result<Transcript, String> {
    let exe = build(prog, rt)?;
    run(&exe, env)
}

/// A line diff of two texts (lines only in `a` marked `-`, only in `b` marked `+`).
fn diff(a: &str, b: &str) -> String {
    let (a, b): (Vec<&str>, Vec<&str>) = (a.lines().collect(), b.lines().collect());
    // Longest common subsequence table, fine for transcripts of a few hundred lines.
    let mut l = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for i in (0..a.len()).rev() {
        for j in (0..b.len()).rev() {
            l[i][j] = if a[i] == b[j] {
                l[i + 1][j + 1] + 1
            } else {
                l[i + 1][j].max(l[i][j + 1])
            };
        }
    }
    let (mut i, mut j, mut out) = (0, 0, String::new());
    while i < a.len() || j < b.len() {
        if i < a.len() && j < b.len() && a[i] == b[j] {
            let _ = writeln!(out, "  {}", a[i]);
            i += 1;
            j += 1;
        } else if i < a.len() && (j == b.len() || l[i + 1][j] >= l[i][j + 1]) {
            let _ = writeln!(out, "- {}", a[i]);
            i += 1;
        } else {
            let _ = writeln!(out, "+ {}", b[j]);
            j += 1;
        }
    }
    out
}

fn report(failures: &[String], what: &str, total: usize) {
    if !failures.is_empty() {
        panic!(
            "{} failure(s) among {total} {what}:\n\n{}",
            failures.len(),
            failures.join("\n\n")
        );
    }
}

// ---- the tests --------------------------------------------------------------------------------

fn scenarios() -> Vec<PathBuf> {
    let mut v = c_files(&runtime_c().join("tests").join("conformance"));
    v.extend(c_files(
        &Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests")
            .join("c"),
    ));
    v
}

struct Outcome {
    name: String,
    reference: Option<Transcript>,
    failures: Vec<String>,
}

/// Runs a check, and once more if it failed: a few scenarios give the other thread a fixed time
/// to act (e.g. 30 ms), which a loaded machine can exceed in either runtime. The first failure
/// is printed; only a failure of the second attempt fails the test.
fn retry_once<R>(
    prog: &Path,
    check: impl Fn(&Path) -> R,
    failures: impl Fn(&R) -> &Vec<String>,
) -> R {
    let first = check(prog);
    if failures(&first).is_empty() {
        return first;
    }
    eprintln!(
        "note: {} failed once, retrying:\n{}",
        prog.display(),
        failures(&first).join("\n")
    );
    check(prog)
}

fn check_scenario(prog: &Path) -> Outcome {
    let name = stem(prog);
    let mut failures = Vec::new();
    let c = build_and_run(prog, Runtime::C(Flavor::Plain), &[]);
    let others = [
        Runtime::C(Flavor::Asan),
        Runtime::Rust(Flavor::Plain),
        Runtime::Rust(Flavor::Asan),
    ];
    let results: Vec<(Runtime, Result<Transcript, String>)> = others
        .iter()
        .map(|&rt| {
            let env = if rt.is_rust() { rust_env(&name) } else { &[] };
            (rt, build_and_run(prog, rt, env))
        })
        .collect();
    let reference = match c {
        Ok(t) => Some(t),
        Err(e) => {
            failures.push(format!(
                "{name} [{}]: {e}",
                Runtime::C(Flavor::Plain).name()
            ));
            None
        }
    };
    for (rt, r) in results {
        match (r, &reference) {
            (Err(e), _) => failures.push(format!("{name} [{}]: {e}", rt.name())),
            (Ok(t), Some(c)) if &t != c => failures.push(format!(
                "{name}: {} differs from the C runtime (- C, + {}):\n{}",
                rt.name(),
                rt.tag(),
                diff(&c.render(), &t.render())
            )),
            _ => {}
        }
    }
    if let (Some(c), Some(twin)) = (&reference, go_twin(prog)) {
        match build_go(&twin).and_then(|exe| run(&exe, &[])) {
            Err(e) => failures.push(format!("{name} [Go twin]: {e}")),
            Ok(g) => {
                if let Some(why) = go_disagrees(c, &g) {
                    failures.push(format!(
                        "{name}: the C runtime disagrees with the Go twin {} ({why}; - Go, + C):\n{}",
                        twin.display(),
                        diff(&g.render(), &c.render())
                    ));
                }
            }
        }
    }
    Outcome {
        name,
        reference,
        failures,
    }
}

// ---- the Go oracle ----------------------------------------------------------------------------

/// The scenario's Go twin (`<scenario>.go` beside it), when there is one and `go` is on PATH.
fn go_twin(prog: &Path) -> Option<PathBuf> {
    static HAVE_GO: OnceLock<bool> = OnceLock::new();
    let twin = prog.with_extension("go");
    if !twin.exists() {
        return None;
    }
    let have = *HAVE_GO.get_or_init(|| {
        let ok = Command::new("go")
            .arg("version")
            .output()
            .is_ok_and(|o| o.status.success());
        if !ok {
            eprintln!("note: go is not on PATH; the Go twins are not checked");
        }
        ok
    });
    have.then_some(twin)
}

fn build_go(twin: &Path) -> Result<PathBuf, String> {
    let exe = work_dir().join(format!("{}-go", stem(twin)));
    let out = with_slot(|| {
        Command::new("go")
            .arg("build")
            .arg("-o")
            .arg(&exe)
            .arg(twin)
            .env("GO111MODULE", "off")
            .output()
    })
    .map_err(|e| format!("cannot run go: {e}"))?;
    if out.status.success() {
        Ok(exe)
    } else {
        Err(format!(
            "go build failed:\n{}",
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

/// Go is the oracle for what a program prints: the same stdout, the same exit status, and the
/// same first line of stderr (after a panic's first line Go prints its goroutine traces, which
/// So does not imitate).
fn go_disagrees(c: &Transcript, go: &Transcript) -> Option<&'static str> {
    let first = |t: &Transcript| t.stderr.lines().next().map(str::to_string);
    if c.stdout != go.stdout {
        Some("stdout")
    } else if c.status != go.status {
        Some("exit status")
    } else if first(c) != first(go) {
        Some("first line of stderr")
    } else {
        None
    }
}

#[test]
fn conformance() {
    let progs = scenarios();
    assert!(!progs.is_empty(), "no conformance scenarios found");
    let outcomes = par_map(&progs, |p| retry_once(p, check_scenario, |o| &o.failures));
    let mut failures = Vec::new();
    for o in outcomes {
        failures.extend(o.failures);
        if let Some(t) = o.reference {
            let text = t.render();
            let name = o.name.clone();
            let r = std::panic::catch_unwind(|| {
                insta::with_settings!({
                    prepend_module_to_snapshot => false,
                    omit_expression => true,
                    description => format!("transcript of scenario {name}"),
                }, {
                    insta::assert_snapshot!(name.as_str(), text);
                });
            });
            if r.is_err() {
                failures.push(format!(
                    "{}: transcript does not match snapshot tests/snapshots/{}.snap",
                    o.name, o.name
                ));
            }
        }
    }
    report(&failures, "conformance scenarios", progs.len());
}

// ---- the sanitizer scenarios -----------------------------------------------------------------

/// The report a sanitizer scenario expects: its first line, `// EXPECT: KIND`.
fn expected_report(prog: &Path) -> Option<String> {
    let text = fs::read_to_string(prog).ok()?;
    let kind = text.lines().next()?.strip_prefix("// EXPECT: ")?.trim();
    Some(format!("ERROR: AddressSanitizer: {kind} on address"))
}

fn check_asan_scenario(prog: &Path) -> Vec<String> {
    let name = stem(prog);
    let Some(want) = expected_report(prog) else {
        return vec![format!("{name}: no `// EXPECT: KIND` first line")];
    };
    let mut failures = Vec::new();
    for rt in [Runtime::C(Flavor::Asan), Runtime::Rust(Flavor::Asan)] {
        match build_and_run(prog, rt, &[]) {
            Err(e) => failures.push(format!("{name} [{}]: {e}", rt.name())),
            Ok(t) if t.status != "exit: 1" || !t.stderr.contains(&want) => failures.push(format!(
                "{name} [{}]: expected `{want}` and exit 1, got:\n{}",
                rt.name(),
                t.render()
            )),
            Ok(_) => {}
        }
    }
    failures
}

#[test]
fn sanitizer_scenarios() {
    let progs = c_files(&runtime_c().join("tests").join("asan"));
    assert!(!progs.is_empty(), "no sanitizer scenarios found");
    let failures: Vec<String> = par_map(&progs, |p| check_asan_scenario(p))
        .into_iter()
        .flatten()
        .collect();
    report(&failures, "sanitizer scenarios", progs.len());
}

/// Stress programs a runtime is known to fail, skipped for that runtime until it is fixed. Each
/// entry is a bug to fix, not an accepted difference: remove it with the fix.
///
/// The Rust runtime's deadlock detection (runtime-rs/src/sched/monitor.rs) reports "all
/// goroutines are asleep" while OS threads that are not tasks (a thread C code started, an
/// OSThread thread) are still exchanging values with tasks: on a loaded machine (load average
/// 18-20) these two programs died so in 6 and 5 of 16 runs, with or without the builtins'
/// pthread_create wrapper; the C runtime passed all runs, and the Go twins agree with it.
const STRESS_KNOWN_FAILURES: &[(&str, Runtime)] = &[
    ("tasks_foreign_thread", Runtime::Rust(Flavor::Plain)),
    ("tasks_foreign_thread", Runtime::Rust(Flavor::Tsan)),
    ("tasks_osthread_mix", Runtime::Rust(Flavor::Plain)),
    ("tasks_osthread_mix", Runtime::Rust(Flavor::Tsan)),
];

fn check_stress(prog: &Path) -> Vec<String> {
    let name = stem(prog);
    let runs = [
        (Runtime::C(Flavor::Plain), vec![]),
        (Runtime::C(Flavor::Tsan), vec![("SO_STRESS_SCALE", "10")]),
        (Runtime::Rust(Flavor::Plain), vec![]),
        (Runtime::Rust(Flavor::Tsan), vec![("SO_STRESS_SCALE", "10")]),
    ];
    let mut failures = Vec::new();
    let mut first: Option<(Runtime, Transcript)> = None;
    for (rt, env) in runs {
        if STRESS_KNOWN_FAILURES.contains(&(name.as_str(), rt)) {
            eprintln!(
                "{name} [{}]: skipped, a known failure (STRESS_KNOWN_FAILURES)",
                rt.name()
            );
            continue;
        }
        match build_and_run(prog, rt, &env) {
            Err(e) => failures.push(format!("{name} [{}]: {e}", rt.name())),
            Ok(t) if t.status != "exit: 0" || t.stderr.contains("ThreadSanitizer") => {
                failures.push(format!("{name} [{}] failed:\n{}", rt.name(), t.render()))
            }
            Ok(t) => match &first {
                None => first = Some((rt, t)),
                Some((frt, f)) if f.stdout != t.stdout => failures.push(format!(
                    "{name}: {} prints a different summary than the {} (- {}, + {}):\n{}",
                    rt.name(),
                    frt.name(),
                    frt.tag(),
                    rt.tag(),
                    diff(&f.stdout, &t.stdout)
                )),
                Some(_) => {}
            },
        }
    }
    if let Some((Runtime::C(Flavor::Plain), c)) = &first {
        stress_go_twin(prog, c, &mut failures);
    }
    failures
}

/// A stress program with a Go twin must print what the twin prints (its summary) and exit as it
/// does, unscaled, like the plain C run `c`.
fn stress_go_twin(prog: &Path, c: &Transcript, failures: &mut Vec<String>) {
    let Some(twin) = go_twin(prog) else { return };
    let name = stem(prog);
    match build_go(&twin).and_then(|exe| run(&exe, &[])) {
        Ok(g) if c.stdout != g.stdout || c.status != g.status => failures.push(format!(
            "{name}: the C runtime disagrees with the Go twin {} (- Go, + C):\n{}",
            twin.display(),
            diff(&g.render(), &c.render())
        )),
        Err(e) => failures.push(format!("{name} [Go twin]: {e}")),
        Ok(_) => {}
    }
}

#[test]
fn stress() {
    let progs = c_files(&runtime_c().join("tests").join("stress"));
    if progs.is_empty() {
        eprintln!("no stress programs in runtime-c/tests/stress");
        return;
    }
    let failures: Vec<String> = par_map(&progs, |p| retry_once(p, check_stress, |f| f))
        .into_iter()
        .flatten()
        .collect();
    report(&failures, "stress programs", progs.len());
}

#[test]
fn diff_marks_changed_lines() {
    assert_eq!(diff("a\nb\nc\n", "a\nx\nc\n"), "  a\n- b\n+ x\n  c\n");
}

#[test]
fn go_oracle_compares_stdout_status_and_first_stderr_line() {
    let t = |status: &str, stdout: &str, stderr: &str| Transcript {
        status: status.into(),
        stdout: stdout.into(),
        stderr: stderr.into(),
    };
    let c = t("exit: 2", "a\n", "panic: boom\n");
    let go = t("exit: 2", "a\n", "panic: boom\n\ngoroutine 1 [running]:\n");
    assert_eq!(go_disagrees(&c, &go), None);
    assert_eq!(
        go_disagrees(&c, &t("exit: 2", "b\n", "panic: boom\n")),
        Some("stdout")
    );
    assert_eq!(
        go_disagrees(&c, &t("exit: 1", "a\n", "panic: boom\n")),
        Some("exit status")
    );
    assert_eq!(
        go_disagrees(&c, &t("exit: 2", "a\n", "panic: bang\n")),
        Some("first line of stderr")
    );
}

// ---- the task scenarios ----------------------------------------------------------------------
//
// `runtime-c/tests/tasks/*.c` and `runtime-rs/tests/c/tasks/*.c` depend on behaviour that only a
// runtime with lightweight tasks has: 100,000 tasks at once, a carrier blocked in a system call
// while the others run, Go's deadlock and stack-overflow messages, GOMAXPROCS. Each runs against
// every entry of TASK_RUNTIMES (both runtimes now have tasks); every transcript must equal the
// first one (and so contain no sanitizer report) and its insta snapshot `tasks_<scenario>`, and
// where there is a Go twin, Go is the oracle for stdout, the exit status and the fatal error
// line.

/// The runtimes (and environments) the task scenarios run against. `GOMAXPROCS=1` runs
/// everything on one carrier thread, where only the monitor can rescue a blocked carrier.
const TASK_RUNTIMES: &[(Runtime, &[(&str, &str)])] = &[
    (Runtime::C(Flavor::Plain), &[]),
    (Runtime::C(Flavor::Plain), &[("GOMAXPROCS", "1")]),
    (Runtime::C(Flavor::Asan), &[]),
    (Runtime::C(Flavor::Tsan), &[]),
    (Runtime::Rust(Flavor::Plain), &[]),
    (Runtime::Rust(Flavor::Plain), &[("GOMAXPROCS", "1")]),
    (Runtime::Rust(Flavor::Asan), &[]),
    (Runtime::Rust(Flavor::Tsan), &[]),
];

/// Scenarios too big for ThreadSanitizer, which keeps a large state per fiber (100,000 tasks
/// need about 7 GB under it); they skip its entries of TASK_RUNTIMES.
const TASK_TOO_BIG_FOR_TSAN: &[&str] = &["task_pingpong_100k", "pingpong_100k"];

fn task_scenarios() -> Vec<PathBuf> {
    let mut v = c_files(&runtime_c().join("tests").join("tasks"));
    v.extend(c_files(
        &Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests")
            .join("c")
            .join("tasks"),
    ));
    v
}

fn check_task_scenario(prog: &Path) -> Outcome {
    let name = stem(prog);
    let mut failures = Vec::new();
    let mut reference: Option<(String, Transcript)> = None;
    for &(rt, env) in TASK_RUNTIMES {
        if rt.flavor() == Flavor::Tsan && TASK_TOO_BIG_FOR_TSAN.contains(&name.as_str()) {
            continue;
        }
        let what = if env.is_empty() {
            rt.name()
        } else {
            format!("{} with {env:?}", rt.name())
        };
        match (build_and_run(prog, rt, env), &reference) {
            (Err(e), _) => failures.push(format!("{name} [{what}]: {e}")),
            (Ok(t), None) => reference = Some((what, t)),
            (Ok(t), Some((first, r))) if &t != r => failures.push(format!(
                "{name}: the {what} differs from the {first} (- first, + this one):\n{}",
                diff(&r.render(), &t.render())
            )),
            _ => {}
        }
    }
    if let (Some((_, c)), Some(twin)) = (&reference, go_twin(prog)) {
        match build_go(&twin).and_then(|exe| run(&exe, &[])) {
            Err(e) => failures.push(format!("{name} [Go twin]: {e}")),
            Ok(g) => {
                if let Some(why) = go_task_disagrees(c, &g) {
                    failures.push(format!(
                        "{name}: the runtimes disagree with the Go twin {} ({why}; - Go, + ours):\n{}",
                        twin.display(),
                        diff(&g.render(), &c.render())
                    ));
                }
            }
        }
    }
    Outcome {
        name,
        reference: reference.map(|r| r.1),
        failures,
    }
}

/// As `go_disagrees`, but the stderr line compared is the first fatal one (`fatal error: ...` or
/// `panic: ...`): before a stack overflow Go prints `runtime:` lines about its own stack limit.
fn go_task_disagrees(c: &Transcript, go: &Transcript) -> Option<&'static str> {
    let fatal = |t: &Transcript| {
        t.stderr
            .lines()
            .find(|l| l.starts_with("fatal error:") || l.starts_with("panic:"))
            .or_else(|| t.stderr.lines().next())
            .map(str::to_string)
    };
    if c.stdout != go.stdout {
        Some("stdout")
    } else if c.status != go.status {
        Some("exit status")
    } else if fatal(c) != fatal(go) {
        Some("fatal error line")
    } else {
        None
    }
}

#[test]
fn tasks() {
    let progs = task_scenarios();
    assert!(!progs.is_empty(), "no task scenarios found");
    let outcomes = par_map(&progs, |p| {
        retry_once(p, check_task_scenario, |o| &o.failures)
    });
    let mut failures = Vec::new();
    for o in outcomes {
        failures.extend(o.failures);
        if let Some(t) = o.reference {
            let text = t.render();
            let snap = format!("tasks_{}", o.name);
            let name = o.name.clone();
            let r = std::panic::catch_unwind(|| {
                insta::with_settings!({
                    prepend_module_to_snapshot => false,
                    omit_expression => true,
                    description => format!("transcript of task scenario {name}"),
                }, {
                    insta::assert_snapshot!(snap.as_str(), text);
                });
            });
            if r.is_err() {
                failures.push(format!(
                    "{}: transcript does not match snapshot tests/snapshots/{snap}.snap",
                    o.name
                ));
            }
        }
    }
    report(&failures, "task scenarios", progs.len());
}

#[test]
fn go_task_oracle_compares_the_fatal_line() {
    let t = |status: &str, stdout: &str, stderr: &str| Transcript {
        status: status.into(),
        stdout: stdout.into(),
        stderr: stderr.into(),
    };
    let c = t("exit: 2", "a\n", "fatal error: stack overflow\n");
    let go = t(
        "exit: 2",
        "a\n",
        "runtime: goroutine stack exceeds 1048576-byte limit\nfatal error: stack overflow\n",
    );
    assert_eq!(go_task_disagrees(&c, &go), None);
    assert_eq!(
        go_task_disagrees(
            &c,
            &t(
                "exit: 2",
                "a\n",
                "fatal error: all goroutines are asleep - deadlock!\n"
            )
        ),
        Some("fatal error line")
    );
    assert_eq!(
        go_task_disagrees(&c, &t("exit: 0", "a\n", "fatal error: stack overflow\n")),
        Some("exit status")
    );
}
