//! Differential execution: a program under `go build` + run (the oracle) and `solod build` +
//! run, compared on stdout, on stderr up to and including the first `panic:` (or `fatal
//! error:`) line, and on the exit status (language.md section 1).

use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Exit {
    Code(i32),
    Signal(i32),
    Timeout,
}

impl std::fmt::Display for Exit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Exit::Code(c) => write!(f, "exit status {c}"),
            Exit::Signal(s) => write!(f, "killed by signal {s}"),
            Exit::Timeout => write!(f, "timed out"),
        }
    }
}

#[derive(Debug, Clone)]
pub struct Ran {
    pub exit: Exit,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
}

pub struct Tools {
    pub solod: PathBuf,
    pub go: String,
    pub run_timeout: Duration,
    pub build_timeout: Duration,
}

/// What one program did under both.
#[derive(Debug, Clone)]
pub enum Verdict {
    Same,
    /// Go itself did not build or run it to completion in time: a generator problem.
    GoFailed(String),
    /// A difference; `signature` stays the same while a reduction keeps the same bug.
    Differs {
        signature: String,
        detail: String,
    },
}

extern "C" {
    fn kill(pid: i32, sig: i32) -> i32;
}

/// Runs `cmd` in its own process group with stdout and stderr in files; kills the group at
/// the time limit.
pub fn run(mut cmd: Command, dir: &Path, tag: &str, limit: Duration) -> std::io::Result<Ran> {
    let out_p = dir.join(format!("{tag}.stdout"));
    let err_p = dir.join(format!("{tag}.stderr"));
    cmd.stdin(Stdio::null())
        .stdout(std::fs::File::create(&out_p)?)
        .stderr(std::fs::File::create(&err_p)?)
        .process_group(0);
    let mut child = cmd.spawn()?;
    let start = Instant::now();
    let exit = loop {
        if let Some(st) = child.try_wait()? {
            break match (st.code(), st.signal()) {
                (Some(c), _) => Exit::Code(c),
                (None, Some(s)) => Exit::Signal(s),
                _ => Exit::Code(-1),
            };
        }
        if start.elapsed() > limit {
            // SAFETY: kill(2) has no memory-safety preconditions; the negative pid names the
            // process group the child leads.
            unsafe {
                kill(-(child.id() as i32), 9);
            }
            let _ = child.wait();
            break Exit::Timeout;
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    Ok(Ran {
        exit,
        stdout: std::fs::read(&out_p).unwrap_or_default(),
        stderr: std::fs::read(&err_p).unwrap_or_default(),
    })
}

/// stderr as compared: cut after the first `panic: ` or `fatal error: ` line (what follows is
/// a trace, ours to choose).
pub fn comparable_stderr(err: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    for line in err.split_inclusive(|b| *b == b'\n') {
        out.extend_from_slice(line);
        if line.starts_with(b"panic: ") || line.starts_with(b"fatal error: ") {
            // Go appends " [recovered]" and the like on the same line only for re-panics.
            break;
        }
    }
    out
}

fn first_line_with<'a>(text: &'a str, needle: &str) -> Option<&'a str> {
    text.lines().find(|l| l.contains(needle))
}

/// As [`compare`], for a reduction that keeps `signature`: when the difference shows at
/// `solod build` already, a candidate whose build does not show it is dismissed before Go runs.
pub fn compare_reducing(tools: &Tools, dir: &Path, signature: &str) -> Verdict {
    let at_build = signature.starts_with("cc rejected")
        || signature.starts_with("solod internal error")
        || signature.starts_with("solod rejected")
        || signature.starts_with("solod build");
    if at_build {
        let mut sb = Command::new(&tools.solod);
        sb.arg("check").arg(dir.join("main.go")).current_dir(dir);
        let rejected_now =
            signature.starts_with("solod rejected") || signature.starts_with("solod internal");
        if let Ok(r) = run(sb, dir, "socheck", tools.build_timeout) {
            // `solod check` cannot see C compiler rejections; it does see checker rejections.
            if rejected_now != (r.exit != Exit::Code(0)) {
                return Verdict::Same;
            }
        }
    }
    compare(tools, dir)
}

/// Builds and runs `main.go` in `dir` with both toolchains and compares.
pub fn compare(tools: &Tools, dir: &Path) -> Verdict {
    let src = dir.join("main.go");
    // Go, the oracle.
    let mut gob = Command::new(&tools.go);
    gob.arg("build")
        .arg("-o")
        .arg(dir.join("go.bin"))
        .arg(&src)
        .current_dir(dir);
    gob.env("GOTOOLCHAIN", "local").env("GOFLAGS", "-mod=mod");
    let built = match run(gob, dir, "gobuild", tools.build_timeout) {
        Ok(r) => r,
        Err(e) => return Verdict::GoFailed(format!("cannot run go: {e}")),
    };
    if built.exit != Exit::Code(0) {
        return Verdict::GoFailed(format!(
            "go build: {}\n{}",
            built.exit,
            String::from_utf8_lossy(&built.stderr)
        ));
    }
    let go = match run(
        Command::new(dir.join("go.bin")),
        dir,
        "go",
        tools.run_timeout,
    ) {
        Ok(r) => r,
        Err(e) => return Verdict::GoFailed(format!("cannot run the Go binary: {e}")),
    };
    if go.exit == Exit::Timeout {
        return Verdict::GoFailed("the Go binary timed out".into());
    }
    // solod.
    let mut sb = Command::new(&tools.solod);
    sb.arg("build")
        .arg("-o")
        .arg(dir.join("so.bin"))
        .arg(&src)
        .current_dir(dir);
    let sbuilt = match run(sb, dir, "sobuild", tools.build_timeout) {
        Ok(r) => r,
        Err(e) => {
            return Verdict::Differs {
                signature: "solod did not start".into(),
                detail: e.to_string(),
            }
        }
    };
    if sbuilt.exit != Exit::Code(0) {
        let err = String::from_utf8_lossy(&sbuilt.stderr).into_owned();
        let signature = if sbuilt.exit == Exit::Timeout {
            "solod build timed out".to_string()
        } else if err.contains("the generated C did not compile") {
            // Bucket by the C compiler's warning flag, or its first error line.
            let cerr = first_line_with(&err, "error:")
                .filter(|l| !l.contains("internal compiler error"))
                .or_else(|| err.lines().filter(|l| l.contains("error")).nth(1))
                .unwrap_or("");
            match (cerr.find("[-W"), cerr.rfind(']')) {
                (Some(i), Some(j)) if j > i => format!("cc rejected the C: {}", &cerr[i + 1..j]),
                _ => format!(
                    "cc rejected the C: {}",
                    cerr.split("error:").nth(1).unwrap_or(cerr).trim()
                ),
            }
        } else if err.contains("internal compiler error") {
            format!(
                "solod internal error: {}",
                first_line_with(&err, "internal compiler error")
                    .unwrap_or("")
                    .trim()
            )
        } else {
            format!(
                "solod rejected valid Go: {}",
                err.lines().next().unwrap_or("").trim()
            )
        };
        return Verdict::Differs {
            signature,
            detail: format!("solod build: {}\n{err}", sbuilt.exit),
        };
    }
    let so = match run(
        Command::new(dir.join("so.bin")),
        dir,
        "so",
        tools.run_timeout,
    ) {
        Ok(r) => r,
        Err(e) => {
            return Verdict::Differs {
                signature: "solod binary did not start".into(),
                detail: e.to_string(),
            }
        }
    };
    let (ge, se) = (comparable_stderr(&go.stderr), comparable_stderr(&so.stderr));
    if go.exit == so.exit && go.stdout == so.stdout && ge == se {
        return Verdict::Same;
    }
    let signature = if go.exit != so.exit {
        format!("exit: Go {}, solod {}", go.exit, so.exit)
    } else if go.stdout != so.stdout {
        "stdout differs".to_string()
    } else {
        // Name the first differing line by its first word (the generator labels its prints),
        // so different bugs get different signatures and a reduction keeps the same one.
        format!(
            "stderr differs (first at `{}`)",
            first_difference_label(&ge, &se)
        )
    };
    let detail = format!(
        "Go: {}\nsolod: {}\n{}",
        go.exit,
        so.exit,
        first_difference(&ge, &se)
    );
    Verdict::Differs { signature, detail }
}

/// The first word of Go's first line that solod did not print the same.
fn first_difference_label(a: &[u8], b: &[u8]) -> String {
    let a = String::from_utf8_lossy(a);
    let b = String::from_utf8_lossy(b);
    let (mut la, mut lb) = (a.lines(), b.lines());
    loop {
        match (la.next(), lb.next()) {
            (Some(x), Some(y)) if x == y => continue,
            (Some(x), _) => {
                return x
                    .split_whitespace()
                    .next()
                    .unwrap_or("")
                    .chars()
                    .take(24)
                    .collect()
            }
            (None, Some(_)) => return "<end of Go's output>".into(),
            (None, None) => return String::new(),
        }
    }
}

/// The first differing line of the two outputs, for the report.
fn first_difference(a: &[u8], b: &[u8]) -> String {
    let a = String::from_utf8_lossy(a);
    let b = String::from_utf8_lossy(b);
    let (la, lb): (Vec<&str>, Vec<&str>) = (a.lines().collect(), b.lines().collect());
    for i in 0..la.len().max(lb.len()) {
        let (x, y) = (la.get(i).copied(), lb.get(i).copied());
        if x != y {
            return format!(
                "first difference at stderr line {}:\n  Go:    {}\n  solod: {}",
                i + 1,
                x.unwrap_or("<end>"),
                y.unwrap_or("<end>")
            );
        }
    }
    "stderr is the same".into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn difference_label_is_the_first_word_of_gos_line() {
        assert_eq!(first_difference_label(b"a 1\np3 5\n", b"a 1\np3 6\n"), "p3");
        assert_eq!(
            first_difference_label(b"a 1\n", b"a 1\nextra\n"),
            "<end of Go's output>"
        );
    }

    #[test]
    fn stderr_is_cut_after_the_panic_line() {
        let go = b"a 1\npanic: runtime error: integer divide by zero\n\ngoroutine 1 [running]:\nmain.main()\n";
        let so = b"a 1\npanic: runtime error: integer divide by zero\nsomething else\n";
        assert_eq!(comparable_stderr(go), comparable_stderr(so));
        assert_eq!(comparable_stderr(b"x\ny\n"), b"x\ny\n".to_vec());
    }

    #[test]
    fn run_reports_status_signal_and_timeout() {
        let dir = std::env::temp_dir().join(format!("gen-oracle-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let sh = |s: &str| {
            let mut c = Command::new("sh");
            c.args(["-c", s]);
            c
        };
        let r = run(
            sh("echo out; echo err >&2; exit 3"),
            &dir,
            "t1",
            Duration::from_secs(20),
        )
        .unwrap();
        assert_eq!(r.exit, Exit::Code(3));
        assert_eq!(r.stdout, b"out\n");
        assert_eq!(r.stderr, b"err\n");
        let r = run(sh("kill -SEGV $$"), &dir, "t2", Duration::from_secs(20)).unwrap();
        assert_eq!(r.exit, Exit::Signal(11));
        let r = run(sh("sleep 30"), &dir, "t3", Duration::from_millis(200)).unwrap();
        assert_eq!(r.exit, Exit::Timeout);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
