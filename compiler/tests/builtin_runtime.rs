//! The C builtins runtime (`runtime-c/builtin`) against Go, the oracle.
//!
//! Every `runtime-c/tests/builtin/NAME.c` has a Go twin `NAME.go` that computes the same things
//! with `print`/`println`/panics. The C program is compiled with the runtime (warnings as
//! errors), once plainly and once under AddressSanitizer + UndefinedBehaviorSanitizer, and each
//! binary must write the same stdout and stderr and exit with the same status as the Go program.
//!
//! Expected outputs come from Go: when `go` is on PATH the twins are built and run now, and the
//! result must also equal the committed `NAME.expected` (so the files never go stale); without
//! Go the committed files are used. `runtime-c/tests/builtin/regen.sh` rewrites the files by
//! running this test with `SO_BUILTIN_REGEN=1`.
//!
//! Directives in the Go twin's leading comments:
//! - `// so-test-cases: N` runs both programs N times, with the argument `0` .. `N-1`
//!   (one panic per run);
//! - `// so-test-sort-lines` compares stdout and stderr with their lines sorted (for output of
//!   several threads);
//! - `// so-test-tsan` also builds and runs the C program under ThreadSanitizer.
//!
//! When a program panics, stderr is compared up to the end of the panic message (Go's goroutine
//! trace that follows is not part of the contract), plus the exit status.

use std::fmt::Write as _;
use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;
use std::time::{Duration, Instant};

const CFLAGS: &[&str] = &[
    "-std=gnu11",
    "-fwrapv",
    "-Wall",
    "-Wextra",
    "-Werror",
    "-O1",
];
const SANITIZE: &[&str] = &[
    "-fsanitize=address,undefined",
    "-fno-sanitize-recover=all",
    "-fno-omit-frame-pointer",
];
const GO_MOD: &str = "module builtintest\n\ngo 1.22\n";
const TSAN: &[&str] = &["-fsanitize=thread"];
const TIMEOUT: Duration = Duration::from_secs(60);

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("compiler/ has a parent")
        .to_path_buf()
}

/// One run of a program: exit status and both streams, normalized for comparison.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Run {
    case: Option<u32>,
    status: i32,
    stdout: Vec<u8>,
    stderr: Vec<u8>,
}

struct Twin {
    name: String,
    c_file: PathBuf,
    go_file: PathBuf,
    expected_file: PathBuf,
    cases: Option<u32>,
    sort_lines: bool,
    thread_sanitizer: bool,
}

fn find_twins(dir: &Path) -> Vec<Twin> {
    let mut twins = Vec::new();
    let mut entries: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("reading {}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path())
        .collect();
    entries.sort();
    for c_file in entries {
        if c_file.extension().and_then(|e| e.to_str()) != Some("c") {
            continue;
        }
        let name = c_file.file_stem().unwrap().to_string_lossy().into_owned();
        let go_file = c_file.with_extension("go");
        let go_src = fs::read_to_string(&go_file)
            .unwrap_or_else(|e| panic!("{name}.c needs a Go twin {}: {e}", go_file.display()));
        let mut cases = None;
        let mut sort_lines = false;
        let mut thread_sanitizer = false;
        for line in go_src.lines() {
            if let Some(n) = line.strip_prefix("// so-test-cases:") {
                cases = Some(n.trim().parse().expect("so-test-cases: N"));
            }
            if line.trim() == "// so-test-sort-lines" {
                sort_lines = true;
            }
            if line.trim() == "// so-test-tsan" {
                thread_sanitizer = true;
            }
        }
        twins.push(Twin {
            name,
            expected_file: c_file.with_extension("expected"),
            c_file,
            go_file,
            cases,
            sort_lines,
            thread_sanitizer,
        });
    }
    twins
}

/// Keeps stderr up to the end of the panic message: the `panic: ` line and its continuation
/// lines (a message with newlines, nested panics), stopping at the blank line or the
/// `[signal ...` line where Go's trace begins.
fn normalize_stderr(stderr: &[u8]) -> Vec<u8> {
    let text = stderr;
    let start = if text.starts_with(b"panic: ") {
        Some(0)
    } else {
        find(text, b"\npanic: ").map(|i| i + 1)
    };
    let Some(start) = start else {
        return stderr.to_vec();
    };
    let rest = &text[start..];
    let mut end = rest.len();
    for marker in [&b"\n\n"[..], &b"\n[signal "[..]] {
        if let Some(i) = find(rest, marker) {
            end = end.min(i + 1);
        }
    }
    text[..start + end].to_vec()
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

fn sort_lines(bytes: &[u8]) -> Vec<u8> {
    let mut lines: Vec<&[u8]> = bytes.split_inclusive(|&b| b == b'\n').collect();
    lines.sort();
    lines.concat()
}

fn run_binary(bin: &Path, case: Option<u32>, sort: bool) -> Result<Run, String> {
    let mut cmd = Command::new(bin);
    if let Some(c) = case {
        cmd.arg(c.to_string());
    }
    cmd.stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .env("ASAN_OPTIONS", "detect_leaks=1:abort_on_error=0")
        .env("UBSAN_OPTIONS", "print_stacktrace=1");
    let mut child = cmd
        .spawn()
        .map_err(|e| format!("running {}: {e}", bin.display()))?;
    let mut out = child.stdout.take().unwrap();
    let mut err = child.stderr.take().unwrap();
    let out_reader = std::thread::spawn(move || {
        let mut v = Vec::new();
        out.read_to_end(&mut v).map(|_| v)
    });
    let err_reader = std::thread::spawn(move || {
        let mut v = Vec::new();
        err.read_to_end(&mut v).map(|_| v)
    });
    let started = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().map_err(|e| e.to_string())? {
            break s;
        }
        if started.elapsed() > TIMEOUT {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!("{} (case {case:?}) timed out", bin.display()));
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let stdout = out_reader.join().unwrap().map_err(|e| e.to_string())?;
    let stderr = err_reader.join().unwrap().map_err(|e| e.to_string())?;
    let status = status.code().unwrap_or(-1);
    let mut stderr = normalize_stderr(&stderr);
    let mut stdout = stdout;
    if sort {
        stdout = sort_lines(&stdout);
        stderr = sort_lines(&stderr);
    }
    Ok(Run {
        case,
        status,
        stdout,
        stderr,
    })
}

fn run_all(bin: &Path, twin: &Twin) -> Result<Vec<Run>, String> {
    match twin.cases {
        None => Ok(vec![run_binary(bin, None, twin.sort_lines)?]),
        Some(n) => (0..n)
            .map(|c| run_binary(bin, Some(c), twin.sort_lines))
            .collect(),
    }
}

fn check_command(cmd: &mut Command, what: &str) -> Result<(), String> {
    let out = cmd.output().map_err(|e| format!("{what}: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "{what} failed:\n{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    Ok(())
}

fn have_go() -> bool {
    Command::new("go")
        .arg("version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .map(|s| s.success())
        .unwrap_or(false)
}

// --- The .expected format: a readable header per run, then the raw bytes. ---

fn encode_expected(name: &str, runs: &[Run]) -> Vec<u8> {
    let mut out = Vec::new();
    out.extend_from_slice(
        format!("# {name}.expected: output of {name}.go, written by regen.sh; do not edit\n")
            .as_bytes(),
    );
    for r in runs {
        let mut h = String::new();
        match r.case {
            Some(c) => writeln!(h, "=== case {c}").unwrap(),
            None => writeln!(h, "=== run").unwrap(),
        }
        writeln!(h, "exit-status: {}", r.status).unwrap();
        writeln!(h, "stdout-bytes: {}", r.stdout.len()).unwrap();
        writeln!(h, "stderr-bytes: {}", r.stderr.len()).unwrap();
        out.extend_from_slice(h.as_bytes());
        out.extend_from_slice(&r.stdout);
        out.extend_from_slice(&r.stderr);
        out.push(b'\n');
    }
    out
}

fn decode_expected(bytes: &[u8]) -> Result<Vec<Run>, String> {
    fn line<'a>(b: &'a [u8], pos: &mut usize) -> Result<&'a str, String> {
        let end = b[*pos..]
            .iter()
            .position(|&c| c == b'\n')
            .ok_or("truncated header")?;
        let s = std::str::from_utf8(&b[*pos..*pos + end]).map_err(|e| e.to_string())?;
        *pos += end + 1;
        Ok(s)
    }
    fn field(s: &str, key: &str) -> Result<i64, String> {
        s.strip_prefix(key)
            .and_then(|v| v.trim().parse().ok())
            .ok_or_else(|| format!("expected `{key} N`, got `{s}`"))
    }
    let mut pos = 0;
    let mut runs = Vec::new();
    line(bytes, &mut pos)?; // comment
    while pos < bytes.len() {
        let head = line(bytes, &mut pos)?;
        let case = match head.strip_prefix("=== case ") {
            Some(c) => Some(c.parse().map_err(|_| format!("bad case line `{head}`"))?),
            None if head == "=== run" => None,
            None => return Err(format!("bad run line `{head}`")),
        };
        let status = field(line(bytes, &mut pos)?, "exit-status:")? as i32;
        let n_out = field(line(bytes, &mut pos)?, "stdout-bytes:")? as usize;
        let n_err = field(line(bytes, &mut pos)?, "stderr-bytes:")? as usize;
        if pos + n_out + n_err + 1 > bytes.len() {
            return Err("truncated output".into());
        }
        let stdout = bytes[pos..pos + n_out].to_vec();
        pos += n_out;
        let stderr = bytes[pos..pos + n_err].to_vec();
        pos += n_err + 1;
        runs.push(Run {
            case,
            status,
            stdout,
            stderr,
        });
    }
    Ok(runs)
}

fn describe_diff(what: &str, want: &[Run], got: &[Run]) -> Option<String> {
    if want.len() != got.len() {
        return Some(format!(
            "{what}: {} runs expected, {} got",
            want.len(),
            got.len()
        ));
    }
    let mut msg = String::new();
    for (w, g) in want.iter().zip(got) {
        if w == g {
            continue;
        }
        let _ = writeln!(msg, "{what}, case {:?}:", w.case);
        if w.status != g.status {
            let _ = writeln!(msg, "  exit status: want {}, got {}", w.status, g.status);
        }
        for (stream, a, b) in [
            ("stdout", &w.stdout, &g.stdout),
            ("stderr", &w.stderr, &g.stderr),
        ] {
            if a != b {
                let wa = String::from_utf8_lossy(a);
                let gb = String::from_utf8_lossy(b);
                let first = wa
                    .lines()
                    .zip(gb.lines())
                    .position(|(x, y)| x != y)
                    .unwrap_or_else(|| wa.lines().count().min(gb.lines().count()));
                let _ = writeln!(
                    msg,
                    "  {stream} differs at line {}:\n    want: {:?}\n    got:  {:?}",
                    first + 1,
                    wa.lines().nth(first).unwrap_or("<end>"),
                    gb.lines().nth(first).unwrap_or("<end>")
                );
            }
        }
    }
    if msg.is_empty() {
        None
    } else {
        Some(msg)
    }
}

/// Compiles the runtime's sources once per flag set into objects under `dir`.
fn build_runtime(root: &Path, dir: &Path, extra: &[&str]) -> Result<Vec<PathBuf>, String> {
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".into());
    let src_dir = root.join("runtime-c/builtin");
    let mut objs = Vec::new();
    let mut sources: Vec<PathBuf> = fs::read_dir(&src_dir)
        .map_err(|e| e.to_string())?
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().and_then(|e| e.to_str()) == Some("c"))
        .collect();
    sources.sort();
    fs::create_dir_all(dir).map_err(|e| e.to_string())?;
    for src in sources {
        let obj = dir.join(src.file_stem().unwrap()).with_extension("o");
        check_command(
            Command::new(&cc)
                .args(CFLAGS)
                .args(extra)
                .arg("-I")
                .arg(root.join("runtime-c"))
                .arg("-c")
                .arg(&src)
                .arg("-o")
                .arg(&obj),
            &format!("compiling {}", src.display()),
        )?;
        objs.push(obj);
    }
    Ok(objs)
}

fn build_test(
    root: &Path,
    twin: &Twin,
    objs: &[PathBuf],
    extra: &[&str],
    out: &Path,
) -> Result<(), String> {
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".into());
    check_command(
        Command::new(&cc)
            .args(CFLAGS)
            .args(extra)
            .arg("-I")
            .arg(root.join("runtime-c"))
            .arg(&twin.c_file)
            .args(objs)
            .arg("-pthread")
            .arg("-o")
            .arg(out),
        &format!("compiling {}", twin.c_file.display()),
    )
}

/// Go's output for one twin: run now when Go is available (and checked against the committed
/// file, or written to it in regen mode); otherwise read from the committed file.
fn expected_runs(twin: &Twin, tmp: &Path, go: bool, regen: bool) -> Result<Vec<Run>, String> {
    let committed = fs::read(&twin.expected_file).ok();
    if !go {
        let bytes = committed.ok_or_else(|| {
            format!(
                "{} is missing and Go is not installed",
                twin.expected_file.display()
            )
        })?;
        return decode_expected(&bytes)
            .map_err(|e| format!("{}: {e}", twin.expected_file.display()));
    }
    // Build in a module of its own, so the language version (and with it, e.g., what
    // panic(nil) prints) is a current one and no enclosing go.mod or go.work interferes.
    let module = tmp.join(format!("{}-gomod", twin.name));
    fs::create_dir_all(&module).map_err(|e| e.to_string())?;
    fs::write(module.join("go.mod"), GO_MOD).map_err(|e| e.to_string())?;
    fs::copy(&twin.go_file, module.join("main.go")).map_err(|e| e.to_string())?;
    let bin = tmp.join(format!("{}-go", twin.name));
    check_command(
        Command::new("go")
            .current_dir(&module)
            .arg("build")
            .arg("-o")
            .arg(&bin)
            .arg("main.go")
            .env("GOTOOLCHAIN", "local")
            .env("GOWORK", "off")
            .env("GOFLAGS", "-mod=mod"),
        &format!("go build {}", twin.go_file.display()),
    )?;
    let runs = run_all(&bin, twin)?;
    let fresh = encode_expected(&twin.name, &runs);
    if regen {
        fs::write(&twin.expected_file, &fresh).map_err(|e| e.to_string())?;
    } else if committed.as_deref() != Some(&fresh[..]) {
        return Err(format!(
            "{} disagrees with what Go prints now; run runtime-c/tests/builtin/regen.sh and \
             review the diff",
            twin.expected_file.display()
        ));
    }
    Ok(runs)
}

/// A scratch directory removed on drop (std only, so this file also builds with plain
/// `rustc --test`).
struct TempDir(PathBuf);

impl TempDir {
    fn new(prefix: &str) -> TempDir {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.subsec_nanos())
            .unwrap_or(0);
        let dir = std::env::temp_dir().join(format!("{prefix}-{}-{nanos}", std::process::id()));
        fs::create_dir_all(&dir).expect("creating a temporary directory");
        TempDir(dir)
    }

    fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

#[test]
fn builtin_runtime_matches_go() {
    let root = repo_root();
    let test_dir = root.join("runtime-c/tests/builtin");
    let twins = find_twins(&test_dir);
    assert!(!twins.is_empty(), "no tests in {}", test_dir.display());
    let tmp = TempDir::new("so-builtin-test");
    let go = have_go();
    let regen = std::env::var_os("SO_BUILTIN_REGEN").is_some();
    assert!(!regen || go, "SO_BUILTIN_REGEN needs Go on PATH");

    let plain_objs = build_runtime(&root, &tmp.path().join("plain"), &[]).unwrap();
    let san_objs = build_runtime(&root, &tmp.path().join("san"), SANITIZE).unwrap();
    let tsan_objs = if twins.iter().any(|t| t.thread_sanitizer) {
        build_runtime(&root, &tmp.path().join("tsan"), TSAN).unwrap()
    } else {
        Vec::new()
    };

    let failures = Mutex::new(Vec::<String>::new());
    let next = Mutex::new(0usize);
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let i = {
                    let mut n = next.lock().unwrap();
                    *n += 1;
                    *n - 1
                };
                let Some(twin) = twins.get(i) else { break };
                let result = (|| -> Result<(), String> {
                    let want = expected_runs(twin, tmp.path(), go, regen)?;
                    let mut msg = String::new();
                    let mut variants = vec![
                        ("plain", &plain_objs, &[][..]),
                        ("sanitized", &san_objs, SANITIZE),
                    ];
                    if twin.thread_sanitizer {
                        variants.push(("tsan", &tsan_objs, TSAN));
                    }
                    for (label, objs, extra) in variants {
                        let bin = tmp.path().join(format!("{}-{label}", twin.name));
                        build_test(&root, twin, objs, extra, &bin)?;
                        let got = run_all(&bin, twin)?;
                        if let Some(d) =
                            describe_diff(&format!("{} ({label})", twin.name), &want, &got)
                        {
                            msg.push_str(&d);
                        }
                    }
                    if msg.is_empty() {
                        Ok(())
                    } else {
                        Err(msg)
                    }
                })();
                if let Err(e) = result {
                    failures.lock().unwrap().push(format!("{}: {e}", twin.name));
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap();
    assert!(
        failures.is_empty(),
        "{} of {} builtin runtime tests failed:\n{}",
        failures.len(),
        twins.len(),
        failures.join("\n")
    );
}

#[test]
fn normalize_keeps_only_the_panic_message() {
    let go = b"before\npanic: a\n\tb\n\ngoroutine 1 [running]:\nmain.main()\n";
    assert_eq!(normalize_stderr(go), b"before\npanic: a\n\tb\n");
    let sig = b"panic: runtime error: invalid memory address or nil pointer dereference\n\
[signal SIGSEGV: segmentation violation]\n\ngoroutine 1";
    assert_eq!(
        normalize_stderr(sig),
        &b"panic: runtime error: invalid memory address or nil pointer dereference\n"[..]
    );
    assert_eq!(normalize_stderr(b"no panic here\n"), b"no panic here\n");
}

#[test]
fn expected_format_round_trips() {
    let runs = vec![
        Run {
            case: None,
            status: 0,
            stdout: b"x\n".to_vec(),
            stderr: b"=== case 1\n".to_vec(),
        },
        Run {
            case: Some(3),
            status: 2,
            stdout: vec![],
            stderr: b"panic: boom\n".to_vec(),
        },
    ];
    let bytes = encode_expected("t", &runs);
    assert_eq!(decode_expected(&bytes).unwrap(), runs);
}
