//! Helpers shared by the black-box tests (`golden.rs`, `modules.rs`, `diagnostics.rs`,
//! `testcmd.rs`, ...): locating the `solod` binary and `testdata/`, running child processes
//! with a timeout (at most two at a time across the whole test binary), running work items in
//! parallel, comparing outputs and rendering short diffs, and for the suites that list one
//! test case per testdata item (their own `main`, through libtest-mimic) the cases and their
//! insta snapshots.

#![allow(dead_code)] // each test binary uses a different subset

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex};
use std::time::{Duration, Instant};

/// How many child processes may run at once across all tests of one test binary.
pub const MAX_CHILDREN: usize = 2;

/// A test case of a suite run by libtest-mimic: `name` (how `cargo test -- NAME` selects it)
/// and a body that returns what went wrong.
pub fn case(
    name: impl Into<String>,
    body: impl FnOnce() -> Result<(), String> + Send + 'static,
) -> libtest_mimic::Trial {
    libtest_mimic::Trial::test(name, move || body().map_err(libtest_mimic::Failed::from))
}

/// The body of a test case that checks a suite as a whole and, as a `#[test]` would, fails by
/// panicking (libtest-mimic reports the panic's message).
pub fn whole(check: fn()) -> Result<(), String> {
    check();
    Ok(())
}

/// Runs a suite's cases with libtest's command line (a name filter, `--exact`, `--skip`,
/// `--list`, `--test-threads`, ...) and exits with its verdict. The cases run on as many
/// threads as the machine has cores (or `--test-threads`); the child processes they start
/// share the `MAX_CHILDREN` slots of `run`, so the machine is never busier than before.
pub fn run_cases(cases: Vec<libtest_mimic::Trial>) -> ! {
    let args = libtest_mimic::Arguments::from_args();
    libtest_mimic::run(&args, cases).exit()
}

/// Checks `text` against the insta snapshot `compiler/tests/snapshots/FOLDER/NAME.snap`
/// (described by `description`); Err names the snapshot when it is missing or changed (insta
/// prints the diff and writes `NAME.snap.new` for `cargo insta review`).
#[macro_export]
macro_rules! snapshot {
    ($folder:expr, $name:expr, $description:expr, $text:expr) => {{
        let name: &str = $name;
        let text: &str = $text;
        let settings = $crate::common::snapshot_settings($folder, $description);
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            settings.bind(|| insta::assert_snapshot!(name, text));
        }));
        outcome.map_err(|_| {
            format!(
                "{name}: the output does not match the insta snapshot snapshots/{}/{name}.snap \
                 (missing or changed; see the diff above, review with `cargo insta review`)",
                $folder
            )
        })
    }};
}

/// insta's settings for `snapshot!`: the suite's folder under `compiler/tests/snapshots/`,
/// file names without the test binary's name, no expression, the given description.
pub fn snapshot_settings(folder: &str, description: String) -> insta::Settings {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests")
            .join("snapshots")
            .join(folder),
    );
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    settings.set_description(description);
    settings
}

/// The `solod` binary built by Cargo for these tests, or the one named by the environment
/// variable `SOLOD_BIN` (to test an installed compiler, or the harness itself).
///
/// Every solod the tests start (they inherit this process's environment) uses a build cache
/// under Cargo's target directory (`SOCACHE`), never the user's `~/.cache`; the tests of the
/// cache itself give theirs a fresh directory.
pub fn solod() -> PathBuf {
    use_test_cache();
    match std::env::var_os("SOLOD_BIN") {
        Some(p) if !p.is_empty() => PathBuf::from(p),
        _ => PathBuf::from(env!("CARGO_BIN_EXE_solod")),
    }
}

/// Sets `SOCACHE` for the child processes, once.
pub fn use_test_cache() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("socache");
        // Rust's own environment accesses (Command::spawn, env::var) take the same lock.
        std::env::set_var("SOCACHE", dir);
    });
}

/// The repository's `testdata/` directory.
pub fn testdata() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join("testdata")
        .canonicalize()
        .expect("testdata/ exists next to compiler/")
}

/// A directory under Cargo's target dir that survives the test run (for failing inputs).
pub fn keep_dir(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("create a directory under CARGO_TARGET_TMPDIR");
    dir
}

/// The `.go` files directly inside `dir`, sorted by name.
pub fn go_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "go") && p.is_file())
        .collect();
    files.sort();
    files
}

/// The file name without `.go`.
pub fn stem(path: &Path) -> String {
    path.file_stem()
        .expect("a file name")
        .to_string_lossy()
        .into_owned()
}

/// The result of running a child process.
#[derive(Debug, Clone)]
pub struct Outcome {
    /// Exit code; a process killed by signal N reports 128 + N, as a shell would.
    pub code: i32,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub timed_out: bool,
}

impl Outcome {
    pub fn stdout_text(&self) -> String {
        String::from_utf8_lossy(&self.stdout).into_owned()
    }
    pub fn stderr_text(&self) -> String {
        String::from_utf8_lossy(&self.stderr).into_owned()
    }
    /// Exit status and the first lines of stderr, for failure messages.
    pub fn summary(&self) -> String {
        let how = if self.timed_out {
            "timed out".to_string()
        } else {
            format!("exit status {}", self.code)
        };
        format!(
            "{how}; stderr:\n{}",
            indent(&head_lines(&self.stderr_text(), 15))
        )
    }
}

struct Slots {
    used: Mutex<usize>,
    freed: Condvar,
}

static SLOTS: Slots = Slots {
    used: Mutex::new(0),
    freed: Condvar::new(),
};

struct SlotGuard;

impl SlotGuard {
    fn acquire() -> SlotGuard {
        let mut used = SLOTS.used.lock().unwrap_or_else(|e| e.into_inner());
        while *used >= MAX_CHILDREN {
            used = SLOTS.freed.wait(used).unwrap_or_else(|e| e.into_inner());
        }
        *used += 1;
        SlotGuard
    }
}

impl Drop for SlotGuard {
    fn drop(&mut self) {
        let mut used = SLOTS.used.lock().unwrap_or_else(|e| e.into_inner());
        *used -= 1;
        SLOTS.freed.notify_one();
    }
}

/// Runs `cmd` with stdin closed, capturing stdout and stderr, killing it after `timeout`.
/// Panics only if the program cannot be started at all.
pub fn run(cmd: &mut Command, timeout: Duration) -> Outcome {
    let _slot = SlotGuard::acquire();
    cmd.stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {cmd:?}: {e}"));
    let mut out = child.stdout.take().expect("piped stdout");
    let mut err = child.stderr.take().expect("piped stderr");
    let out_reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = out.read_to_end(&mut buf);
        buf
    });
    let err_reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = err.read_to_end(&mut buf);
        buf
    });
    let start = Instant::now();
    let mut timed_out = false;
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break Some(status),
            Ok(None) if start.elapsed() >= timeout => {
                timed_out = true;
                let _ = child.kill();
                break child.wait().ok();
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(5)),
            Err(_) => break None,
        }
    };
    let stdout = out_reader.join().unwrap_or_default();
    let stderr = err_reader.join().unwrap_or_default();
    let code = match status {
        Some(s) => exit_code(s),
        None => -1,
    };
    Outcome {
        code,
        stdout,
        stderr,
        timed_out,
    }
}

fn exit_code(status: std::process::ExitStatus) -> i32 {
    if let Some(code) = status.code() {
        return code;
    }
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(sig) = status.signal() {
            return 128 + sig;
        }
    }
    -1
}

/// Applies `f` to every item using `threads` worker threads; results keep the input order.
pub fn parallel_map<T: Sync, R: Send>(
    items: &[T],
    threads: usize,
    f: impl Fn(&T) -> R + Sync,
) -> Vec<R> {
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<R>>> = Mutex::new((0..items.len()).map(|_| None).collect());
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                if i >= items.len() {
                    break;
                }
                let r = f(&items[i]);
                results.lock().unwrap_or_else(|e| e.into_inner())[i] = Some(r);
            });
        }
    });
    results
        .into_inner()
        .unwrap_or_else(|e| e.into_inner())
        .into_iter()
        .map(|r| r.expect("every item was processed"))
        .collect()
}

/// The bytes up to and including the first line that starts with `panic: `, if there is one.
pub fn through_panic_line_bytes(bytes: &[u8]) -> Option<&[u8]> {
    let mut offset = 0;
    for line in bytes.split_inclusive(|&b| b == b'\n') {
        if line.starts_with(b"panic: ") {
            return Some(&bytes[..offset + line.len()]);
        }
        offset += line.len();
    }
    None
}

/// True when stderr shows that the compiler itself crashed.
pub fn compiler_crashed(stderr: &str) -> bool {
    stderr.contains("internal compiler error")
        || stderr.contains("panicked at")
        || stderr.contains("RUST_BACKTRACE")
        || stderr.contains("stack backtrace:")
}

/// A short line-oriented diff: the first differing line with a little context.
pub fn short_diff(expected: &str, actual: &str) -> String {
    if expected == actual {
        return "(the texts differ only in bytes that are not valid UTF-8)".to_string();
    }
    let e: Vec<&str> = expected.split_inclusive('\n').collect();
    let a: Vec<&str> = actual.split_inclusive('\n').collect();
    let first = e
        .iter()
        .zip(a.iter())
        .position(|(x, y)| x != y)
        .unwrap_or(e.len().min(a.len()));
    let mut out = format!(
        "first difference at line {} (expected {} lines, got {}):\n",
        first + 1,
        e.len(),
        a.len()
    );
    let from = first.saturating_sub(1);
    for (i, line) in e.iter().enumerate().skip(from).take(4) {
        out.push_str(&format!("  -{:>4} | {}\n", i + 1, show_line(line)));
    }
    for (i, line) in a.iter().enumerate().skip(from).take(4) {
        out.push_str(&format!("  +{:>4} | {}\n", i + 1, show_line(line)));
    }
    out
}

fn show_line(line: &str) -> String {
    let mut s = format!("{:?}", line);
    if s.len() > 160 {
        let mut cut = 150;
        while !s.is_char_boundary(cut) {
            cut -= 1;
        }
        s.truncate(cut);
        s.push_str("...");
    }
    s
}

/// The first `n` lines of `text`, noting how many were left out.
pub fn head_lines(text: &str, n: usize) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = lines.iter().take(n).copied().collect::<Vec<_>>().join("\n");
    if lines.len() > n {
        out.push_str(&format!("\n... ({} more lines)", lines.len() - n));
    }
    out
}

pub fn indent(text: &str) -> String {
    text.lines()
        .map(|l| format!("    {l}"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Whether a working `go` command is on PATH (asked once per test binary).
pub fn go_available() -> bool {
    static AVAILABLE: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *AVAILABLE.get_or_init(|| {
        Command::new("go")
            .arg("version")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
    })
}

/// Fails the test with every collected failure at once.
pub fn assert_no_failures(what: &str, total: usize, failures: &[String]) {
    if !failures.is_empty() {
        panic!(
            "{} of {} {what} failed:\n\n{}",
            failures.len(),
            total,
            failures.join("\n\n")
        );
    }
}

/// A small deterministic pseudo-random generator (xorshift64*), so generated inputs are the
/// same on every run.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.max(1))
    }
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// A value in `0..n` (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Whether `text` contains `NAME:LINE:COL` for the given file name (LINE and COL digits).
pub fn has_location(text: &str, file: &str) -> bool {
    locations(text, file).next().is_some()
}

/// Every `(line, col)` that appears as `file:LINE:COL` in `text`.
pub fn locations<'a>(text: &'a str, file: &'a str) -> impl Iterator<Item = (u32, u32)> + 'a {
    text.match_indices(file).filter_map(move |(i, _)| {
        // The file name must not be the tail of a longer name.
        if let Some(prev) = text[..i].chars().next_back() {
            if prev.is_alphanumeric() || prev == '_' {
                return None;
            }
        }
        let rest = text[i + file.len()..].strip_prefix(':')?;
        let (line, rest) = leading_number(rest)?;
        let rest = rest.strip_prefix(':')?;
        let (col, _) = leading_number(rest)?;
        Some((line, col))
    })
}

fn leading_number(s: &str) -> Option<(u32, &str)> {
    let end = s
        .char_indices()
        .find(|(_, c)| !c.is_ascii_digit())
        .map_or(s.len(), |(i, _)| i);
    if end == 0 {
        return None;
    }
    Some((s[..end].parse().ok()?, &s[end..]))
}
