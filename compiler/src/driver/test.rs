//! `solod test` and `solod bench`: for each package, a test program (the package with its
//! tests, `load::testpkg`, and a generated main that calls `testing.Main` of
//! `solod.dev/so/testing`), built and run in the package's directory, with `go test`'s output:
//!
//! - the program prints what Go's test binaries print (`--- FAIL: TestX (0.00s)`, the logs,
//!   `PASS` or `FAIL`); its standard output and error go to one pipe, in order;
//! - the command prints, per package in order, `ok  \tPATH\t0.012s`, `FAIL\tPATH\t0.012s`,
//!   `?   \tPATH\t[no test files]`, `FAIL\tPATH [setup failed]` or `[build failed]` (the
//!   diagnostics on standard error, after `# PATH`), and a last `FAIL` when a package failed
//!   (exit status 1);
//! - like `go test`, it shows a passing package's output only with `-v`, and streams the
//!   program's output as it comes (instead of showing it when the package is done) when no
//!   package is named on the command line or when benchmarking; then a failed program's exit
//!   status is reported (`exit status 1`) and `[no tests to run]` is not.

use super::load::testpkg::{self, TestFuncs, TestLoad, TestOrigin, TestTarget};
use super::{buildtags, Failure, Graph, Style};
use crate::emit::CFiles;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// `-benchtime`: a duration or a number of iterations (`100x`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BenchTime {
    Duration(Duration),
    Count(u64),
}

/// The flags of `solod test` that go test passes to the test binary.
#[derive(Clone, Debug)]
pub struct TestFlags {
    pub run: String,
    pub skip: String,
    pub bench: String,
    pub benchtime: BenchTime,
    pub benchmem: bool,
    pub count: u32,
    pub verbose: bool,
    pub short: bool,
    pub failfast: bool,
}

impl Default for TestFlags {
    fn default() -> Self {
        TestFlags {
            run: String::new(),
            skip: String::new(),
            bench: String::new(),
            benchtime: BenchTime::Duration(Duration::from_secs(1)),
            benchmem: false,
            count: 1,
            verbose: false,
            short: false,
            failfast: false,
        }
    }
}

/// Reads `-benchtime`: `Nx`, or a Go duration (`1s`, `500ms`, `1.5s`, `2m`).
pub fn parse_benchtime(s: &str) -> Result<BenchTime, String> {
    if let Some(n) = s.strip_suffix('x') {
        return match n.parse::<u64>() {
            Ok(n) if n > 0 => Ok(BenchTime::Count(n)),
            _ => Err(format!("invalid count {s:?}")),
        };
    }
    parse_duration(s).map(BenchTime::Duration)
}

/// Go's `time.ParseDuration` for non-negative durations.
fn parse_duration(s: &str) -> Result<Duration, String> {
    let bad = || format!("time: invalid duration {s:?}");
    if s == "0" {
        return Ok(Duration::ZERO);
    }
    if s.is_empty() || s.starts_with('-') {
        return Err(bad());
    }
    let mut rest = s.strip_prefix('+').unwrap_or(s);
    let mut total: f64 = 0.0;
    while !rest.is_empty() {
        let num_len = rest
            .find(|c: char| !(c.is_ascii_digit() || c == '.'))
            .unwrap_or(rest.len());
        if num_len == 0 {
            return Err(bad());
        }
        let num: f64 = rest[..num_len].parse().map_err(|_| bad())?;
        rest = &rest[num_len..];
        let unit_len = rest
            .find(|c: char| c.is_ascii_digit() || c == '.')
            .unwrap_or(rest.len());
        let scale = match &rest[..unit_len] {
            "ns" => 1.0,
            "us" | "µs" | "μs" => 1e3,
            "ms" => 1e6,
            "s" => 1e9,
            "m" => 60e9,
            "h" => 3600e9,
            "" => return Err(format!("time: missing unit in duration {s:?}")),
            u => return Err(format!("time: unknown unit {u:?} in duration {s:?}")),
        };
        rest = &rest[unit_len..];
        total += num * scale;
    }
    Ok(Duration::from_nanos(total.round() as u64))
}

/// A Go string literal of `s`.
fn go_quote(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c if (c as u32) < 0x20 || c as u32 == 0x7f => {
                out.push_str(&format!("\\x{:02x}", c as u32))
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The source of the test program's main package for package `path`.
pub fn testmain(
    path: &str,
    funcs: &TestFuncs,
    flags: &TestFlags,
    ctx: &buildtags::Context,
) -> String {
    let alias = |o: TestOrigin| match o {
        TestOrigin::Internal => "_test",
        TestOrigin::External => "_xtest",
        TestOrigin::PeerTest => "_ptest",
        TestOrigin::PeerBench => "_pbench",
    };
    let mut used: Vec<TestOrigin> = Vec::new();
    for (o, _) in funcs.tests.iter().chain(&funcs.benchmarks) {
        if !used.contains(o) {
            used.push(*o);
        }
    }
    let mut s =
        String::from("// Code generated by solod test. DO NOT EDIT.\n\npackage main\n\nimport (\n");
    for o in [
        TestOrigin::Internal,
        TestOrigin::External,
        TestOrigin::PeerTest,
        TestOrigin::PeerBench,
    ] {
        if used.contains(&o) {
            s.push_str(&format!(
                "\t{} {}\n",
                alias(o),
                go_quote(&o.import_path(path))
            ));
        }
    }
    if funcs.fmt {
        s.push_str(&format!("\tfmt_ {}\n", go_quote(testpkg::FMT)));
    }
    s.push_str(&format!("\ttesting_ {}\n)\n\n", go_quote(testpkg::TESTING)));
    s.push_str("func main() {\n\ttesting_.Main(testing_.Options{\n");
    let mut field = |name: &str, v: String| s.push_str(&format!("\t\t{name}: {v},\n"));
    field("Pkg", go_quote(path));
    field("Run", go_quote(&flags.run));
    field("Skip", go_quote(&flags.skip));
    field("Bench", go_quote(&flags.bench));
    match flags.benchtime {
        BenchTime::Duration(d) => field("BenchTime", d.as_nanos().to_string()),
        BenchTime::Count(n) => field("BenchN", n.to_string()),
    }
    field("Benchmem", flags.benchmem.to_string());
    field("Count", flags.count.to_string());
    field("Verbose", flags.verbose.to_string());
    field("Short", flags.short.to_string());
    field("FailFast", flags.failfast.to_string());
    field("GOOS", go_quote(&ctx.goos));
    field("GOARCH", go_quote(&ctx.goarch));
    if funcs.fmt {
        field("Sprintf", "fmt_.Asprintf".into());
        field("Sprintln", "fmt_.Asprintln".into());
    }
    s.push_str("\t}, ");
    if funcs.tests.is_empty() {
        s.push_str("nil");
    } else {
        s.push_str("[]testing_.InternalTest{\n");
        for (o, name) in &funcs.tests {
            s.push_str(&format!(
                "\t\t{{Name: {}, F: {}.{name}}},\n",
                go_quote(name),
                alias(*o)
            ));
        }
        s.push_str("\t}");
    }
    s.push_str(", ");
    if funcs.benchmarks.is_empty() {
        s.push_str("nil");
    } else {
        s.push_str("[]testing_.InternalBenchmark{\n");
        for (o, name) in &funcs.benchmarks {
            s.push_str(&format!(
                "\t\t{{Name: {}, F: {}.{name}}},\n",
                go_quote(name),
                alias(*o)
            ));
        }
        s.push_str("\t}");
    }
    s.push_str(")\n}\n");
    s
}

/// Builds the C of a test program into a binary (the CLI's build flags and cache).
pub type Builder<'a> = dyn Fn(&Graph, &[CFiles], &Path) -> Result<PathBuf, Failure> + 'a;

/// Runs the tests of the packages; returns the exit status (0, or 1 when a package failed).
/// `named` says whether packages were named on the command line (else the output streams).
pub fn run(
    targets: &[super::Target],
    named: bool,
    flags: &TestFlags,
    style: Style,
    build: &Builder,
) -> Result<i32, Failure> {
    let ctx = buildtags::Context::host();
    let pkgs = testpkg::test_targets(targets, &ctx)?;
    let stream = !named || !flags.bench.is_empty();
    let mut failed = false;
    // go test reports the packages it cannot load before it builds and runs the others.
    let mut setup_failed = vec![false; pkgs.len()];
    for (k, t) in pkgs.iter().enumerate() {
        let gen = |funcs: &TestFuncs| testmain(&t.path, funcs, flags, &ctx);
        if let TestLoad::Setup(msg) = testpkg::load_test(t, &ctx, &gen)? {
            err(&format!("# {}\n{msg}", t.path));
            out(&format!("FAIL\t{} [setup failed]\n", t.path));
            setup_failed[k] = true;
            failed = true;
        }
    }
    for (k, t) in pkgs.iter().enumerate() {
        if !setup_failed[k] && !run_package(t, flags, &ctx, style, build, stream, pkgs.len())? {
            failed = true;
        }
    }
    if failed {
        // Only with packages on the command line, as go test (the last line in case the
        // first failures scrolled away).
        if named {
            out("FAIL\n");
        }
        return Ok(1);
    }
    Ok(0)
}

fn out(s: &str) {
    let mut o = std::io::stdout().lock();
    let _ = o.write_all(s.as_bytes());
    let _ = o.flush();
}

fn err(s: &str) {
    let mut e = std::io::stderr().lock();
    let _ = e.write_all(s.as_bytes());
    if !s.ends_with('\n') {
        let _ = e.write_all(b"\n");
    }
    let _ = e.flush();
}

/// Builds and runs the tests of one package; reports whether they passed.
fn run_package(
    t: &TestTarget,
    flags: &TestFlags,
    ctx: &buildtags::Context,
    style: Style,
    build: &Builder,
    stream: bool,
    npkgs: usize,
) -> Result<bool, Failure> {
    let gen = |funcs: &TestFuncs| testmain(&t.path, funcs, flags, ctx);
    let graph = match testpkg::load_test(t, ctx, &gen)? {
        TestLoad::NoTestFiles => {
            out(&format!("?   \t{}\t[no test files]\n", t.path));
            return Ok(true);
        }
        TestLoad::Setup(msg) => {
            err(&format!("# {}\n{msg}", t.path));
            out(&format!("FAIL\t{} [setup failed]\n", t.path));
            return Ok(false);
        }
        TestLoad::Vet(msg) => {
            err(&format!("# {}\n{msg}", t.path));
            out(&format!("FAIL\t{} [build failed]\n", t.path));
            return Ok(false);
        }
        TestLoad::Ready(g, _) => g,
    };
    let built = super::check(&graph, style).and_then(|checked| {
        let files = super::emit_all(checked);
        let work = tempfile::Builder::new()
            .prefix("solod-test-")
            .tempdir()
            .map_err(|e| {
                Failure::new(
                    format!("error: cannot create a temporary directory: {e}"),
                    1,
                )
            })?;
        build(&graph, &files, work.path())
    });
    let bin = match built {
        Ok(b) => b,
        Err(f) => {
            err(&format!("# {}\n{}", t.path, f.message));
            out(&format!("FAIL\t{} [build failed]\n", t.path));
            return Ok(false);
        }
    };
    // go test streams a single package's output with -v (and keeps it to look for "no
    // tests to run"); otherwise it shows the output when the package is done.
    let show_pass = flags.verbose;
    let echo = stream || (show_pass && npkgs == 1);
    let (status, output, elapsed) = execute(&bin, &t.dir, echo)?;
    let secs = format!("{:.3}s", elapsed.as_secs_f64());
    let output = if stream { Vec::new() } else { output };
    let mut report = String::new();
    if status.success {
        let norun = if contains(&output, b"testing: warning: no tests to run\n") {
            " [no tests to run]"
        } else {
            ""
        };
        if !echo && show_pass {
            report.push_str(&String::from_utf8_lossy(&output));
        }
        if !output.is_empty() && !output.ends_with(b"\n") {
            report.push('\n');
        }
        report.push_str(&format!("ok  \t{}\t{secs}{norun}\n", t.path));
        out(&report);
        return Ok(true);
    }
    if !echo {
        report.push_str(&String::from_utf8_lossy(&output));
    }
    if output.is_empty() || status.signal.is_some() {
        report.push_str(&format!("{}\n", status.describe()));
    } else if !output.ends_with(b"\n") {
        report.push('\n');
    }
    report.push_str(&format!("FAIL\t{}\t{secs}\n", t.path));
    out(&report);
    Ok(false)
}

fn contains(hay: &[u8], needle: &[u8]) -> bool {
    hay.windows(needle.len()).any(|w| w == needle)
}

/// How the test program ended.
struct Status {
    success: bool,
    code: Option<i32>,
    signal: Option<i32>,
}

impl Status {
    /// As Go's os.ProcessState says it: `exit status 1`, `signal: segmentation fault`.
    fn describe(&self) -> String {
        if let Some(sig) = self.signal {
            let name = match sig {
                1 => "hangup".to_string(),
                2 => "interrupt".to_string(),
                3 => "quit".to_string(),
                4 => "illegal instruction".to_string(),
                5 => "trace/breakpoint trap".to_string(),
                6 => "aborted".to_string(),
                7 => "bus error".to_string(),
                8 => "floating point exception".to_string(),
                9 => "killed".to_string(),
                11 => "segmentation fault".to_string(),
                13 => "broken pipe".to_string(),
                15 => "terminated".to_string(),
                n => format!("signal {n}"),
            };
            return format!("signal: {name}");
        }
        format!("exit status {}", self.code.unwrap_or(1))
    }
}

/// Runs the test program in `dir` with its standard output and error on one pipe; with
/// `echo` the output goes to this process's standard output as it comes.
fn execute(bin: &Path, dir: &Path, echo: bool) -> Result<(Status, Vec<u8>, Duration), Failure> {
    let fail =
        |e: std::io::Error| Failure::new(format!("error: cannot run {}: {e}", bin.display()), 1);
    let (mut reader, writer) = std::io::pipe().map_err(fail)?;
    let writer2 = writer.try_clone().map_err(fail)?;
    let mut cmd = Command::new(bin);
    cmd.current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::from(writer))
        .stderr(Stdio::from(writer2));
    let start = Instant::now();
    let mut child = cmd.spawn().map_err(fail)?;
    // The pipe's write ends live in the child only now.
    drop(cmd);
    let mut output = Vec::new();
    let mut buf = [0u8; 8192];
    loop {
        match reader.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => {
                if echo {
                    let mut o = std::io::stdout().lock();
                    let _ = o.write_all(&buf[..n]);
                    let _ = o.flush();
                }
                output.extend_from_slice(&buf[..n]);
            }
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(fail(e)),
        }
    }
    let st = child.wait().map_err(fail)?;
    let elapsed = start.elapsed();
    #[cfg(unix)]
    let signal = {
        use std::os::unix::process::ExitStatusExt;
        st.signal()
    };
    #[cfg(not(unix))]
    let signal = None;
    Ok((
        Status {
            success: st.success(),
            code: st.code(),
            signal,
        },
        output,
        elapsed,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn benchtime_is_read_as_go_reads_it() {
        assert_eq!(parse_benchtime("100x"), Ok(BenchTime::Count(100)));
        assert_eq!(
            parse_benchtime("1s"),
            Ok(BenchTime::Duration(Duration::from_secs(1)))
        );
        assert_eq!(
            parse_benchtime("1.5s"),
            Ok(BenchTime::Duration(Duration::from_millis(1500)))
        );
        assert_eq!(
            parse_benchtime("2m3ms"),
            Ok(BenchTime::Duration(Duration::from_millis(120_003)))
        );
        assert!(parse_benchtime("abc").is_err());
        assert!(parse_benchtime("10").is_err());
        assert!(parse_benchtime("0x").is_err());
    }

    #[test]
    fn strings_are_quoted_for_go() {
        assert_eq!(go_quote(r#"a"b\c"#), r#""a\"b\\c""#);
        assert_eq!(go_quote("x\ny"), r#""x\ny""#);
    }
}
