//! Runs one input through the compiler and says whether it found a bug.
//!
//! The rule (issue 12): any input either compiles or is rejected with diagnostics. A Rust panic
//! or a diagnostic saying `internal compiler error` is a bug. Hangs are caught by the caller
//! (a watchdog with a per-input time limit), since a thread cannot be interrupted.

use std::panic::{self, AssertUnwindSafe};
use std::sync::Mutex;

/// What one input did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Translated to C: the C of every package (the input's own last) and a coarse signature of
    /// the input's C (the runtime helpers it uses).
    Accepted {
        c: Vec<solod::emit::CFiles>,
        shape: u64,
    },
    /// Rejected with diagnostics; carries the normalised first message.
    Rejected { signature: String },
    /// A finding: a panic (message and location) or an internal compiler error.
    Bug { kind: BugKind, message: String },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum BugKind {
    Panic,
    InternalError,
    Hang,
    Crash,
    /// Only with the C-compiler oracle: the generated C did not compile.
    CcRejected,
}

impl BugKind {
    pub fn name(self) -> &'static str {
        match self {
            BugKind::Panic => "panic",
            BugKind::InternalError => "ice",
            BugKind::Hang => "hang",
            BugKind::Crash => "crash",
            BugKind::CcRejected => "cc",
        }
    }
}

static LAST_PANIC: Mutex<Option<String>> = Mutex::new(None);

/// Installs a panic hook that records the message and location instead of printing them.
/// Call once per process before [`run`].
pub fn install_quiet_panic_hook() {
    panic::set_hook(Box::new(|info| {
        let msg = if let Some(s) = info.payload().downcast_ref::<&str>() {
            s.to_string()
        } else if let Some(s) = info.payload().downcast_ref::<String>() {
            s.clone()
        } else {
            "unknown panic".to_string()
        };
        let loc = info
            .location()
            .map(|l| format!("{}:{}", l.file(), l.line()))
            .unwrap_or_else(|| "unknown location".into());
        if let Ok(mut g) = LAST_PANIC.lock() {
            *g = Some(format!("{msg} at {loc}"));
        }
    }));
}

/// Compiles `text` and classifies the result. Must run on a thread with a large stack (the
/// `solod` binary gives its passes 1 GiB, so deep nesting that fits there is not a bug).
pub fn run(text: &str) -> Outcome {
    let r = panic::catch_unwind(AssertUnwindSafe(|| {
        solod::driver::compile_source("main.go", text)
    }));
    match r {
        Ok(Ok(c)) => {
            let shape = c.last().map(|m| c_shape(&m.source)).unwrap_or(0);
            Outcome::Accepted { c, shape }
        }
        Ok(Err(f)) => {
            // A diagnostic line, not the quoted source (a program may say "internal compiler
            // error" in a comment).
            let ice = f
                .message
                .lines()
                .any(|l| l.starts_with("error: internal compiler error"));
            if f.status == 3 || ice {
                Outcome::Bug {
                    kind: BugKind::InternalError,
                    message: first_line_with(&f.message, "internal compiler error"),
                }
            } else {
                Outcome::Rejected {
                    signature: signature(&f.message),
                }
            }
        }
        Err(_) => {
            let m = LAST_PANIC
                .lock()
                .ok()
                .and_then(|mut g| g.take())
                .unwrap_or_else(|| "unknown panic".into());
            Outcome::Bug {
                kind: BugKind::Panic,
                message: m,
            }
        }
    }
}

fn first_line_with(msg: &str, needle: &str) -> String {
    msg.lines()
        .find(|l| l.contains(needle))
        .unwrap_or_else(|| msg.lines().next().unwrap_or(""))
        .trim()
        .to_string()
}

/// The first diagnostic's message with names, numbers and quoted text blanked, so inputs that
/// hit the same check in the same way share a signature.
pub fn signature(rendered: &str) -> String {
    let first = rendered
        .lines()
        .find(|l| l.starts_with("error"))
        .unwrap_or_else(|| rendered.lines().next().unwrap_or(""));
    let mut out = String::new();
    let mut in_quote: Option<char> = None;
    for ch in first.chars() {
        match in_quote {
            Some(q) => {
                if ch == q {
                    in_quote = None;
                    out.push('_');
                    out.push(ch);
                }
            }
            None => {
                if ch == '`' || ch == '"' {
                    in_quote = Some(ch);
                    out.push(ch);
                } else if ch.is_ascii_digit() {
                    if !out.ends_with('#') {
                        out.push('#');
                    }
                } else {
                    out.push(ch);
                }
            }
        }
    }
    out
}

/// A hash of the set of runtime names (`so_...`) and C keywords the translation uses.
fn c_shape(c: &str) -> u64 {
    let mut names: Vec<&str> = Vec::new();
    let bytes = c.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i].is_ascii_alphabetic() || bytes[i] == b'_' {
            let start = i;
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            let w = &c[start..i];
            if w.starts_with("so_")
                || matches!(
                    w,
                    "for" | "while" | "switch" | "goto" | "break" | "continue" | "case"
                )
            {
                names.push(w);
            }
        } else {
            i += 1;
        }
    }
    names.sort_unstable();
    names.dedup();
    // FNV-1a over the sorted names.
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for n in names {
        for b in n.bytes().chain(std::iter::once(0)) {
            h ^= b as u64;
            h = h.wrapping_mul(0x100_0000_01b3);
        }
    }
    h
}

/// Checks the generated C of the input's package with the C compiler (`-fsyntax-only`, solod's
/// flags), beside the headers of the packages it imports. `work` must hold the runtime
/// (`solod::driver::write_runtime`). Returns the first error line (which names the warning) if
/// the C compiler rejected it.
pub fn cc_check(work: &std::path::Path, files: &[solod::emit::CFiles]) -> Option<String> {
    let src = work.join("src");
    let _ = std::fs::remove_dir_all(&src);
    for c in files {
        if solod::driver::write_c(&src, c).is_err() {
            return Some("cannot write the C files".into());
        }
    }
    let c = files.last()?;
    // The program brings C of its own (//so:include, //so:embed, //so:extern, //so:attr): a
    // C error may be the program's, and solod reports it as such.
    if files.iter().any(|f| f.uses_c) {
        return None;
    }
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".into());
    let out = std::process::Command::new(&cc)
        .args(solod::driver::cc::GENERATED_C_FLAGS)
        .arg("-fsyntax-only")
        .arg("-I")
        .arg(work.join("runtime"))
        .arg("-I")
        .arg(&src)
        .arg(src.join(&c.source_name))
        .output()
        .ok()?;
    if out.status.success() {
        return None;
    }
    let err = String::from_utf8_lossy(&out.stderr);
    let line = err
        .lines()
        .find(|l| l.contains("error:"))
        .unwrap_or("the C compiler failed")
        .to_string();
    // Keep the message, drop the path and position, so one warning kind is one bucket.
    Some(match line.find("error:") {
        Some(i) => line[i..].to_string(),
        None => line,
    })
}

/// The bucket a C-compiler rejection falls in: the `-Werror=...` flag, or the message.
pub fn cc_bucket(msg: &str) -> String {
    if let Some(i) = msg.find("[-W") {
        if let Some(j) = msg[i..].find(']') {
            return msg[i + 1..i + j].to_string();
        }
    }
    signature(msg)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signature_blanks_names_and_numbers() {
        let a = signature("error: undefined: `foo`\n  ┌─ main.go:3:4\n");
        let b = signature("error: undefined: `bar`\n  ┌─ main.go:9:1\n");
        assert_eq!(a, b);
        assert_eq!(a, "error: undefined: `_`");
        assert_eq!(
            signature("error: index 10 out of range"),
            "error: index # out of range"
        );
    }

    #[test]
    fn cc_bucket_is_the_warning_flag() {
        assert_eq!(
            cc_bucket("error: comparison is always false [-Werror=type-limits]"),
            "-Werror=type-limits"
        );
    }

    #[test]
    fn valid_program_is_accepted_and_bad_one_rejected() {
        install_quiet_panic_hook();
        let ok = run("package main\n\nfunc main() {\n\tprintln(1 + 2)\n}\n");
        assert!(matches!(ok, Outcome::Accepted { .. }), "{ok:?}");
        let bad = run("package main\n\nfunc main() {\n\tx := 1\n}\n");
        assert!(matches!(bad, Outcome::Rejected { .. }), "{bad:?}");
    }
}
