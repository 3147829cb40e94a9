//! Turning what happened to one program (compiler exit, diagnostics, the program's output) into
//! a class and a one-line reason. Pure functions over plain data, so they are unit-tested with
//! synthetic inputs.

use super::diag::{self, Diag};
use super::errcomments::{self, Wanted};
use std::collections::BTreeSet;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Class {
    /// Output and exit status as Go's (run), or every marked line rejected (errorcheck).
    Pass,
    /// solod refused a construct it documents as unsupported or not yet implemented.
    Rejected,
    /// A deliberate difference of language.md section 3 (fixed capacities, escapes).
    Diverged,
    /// Anything else.
    Fail,
    /// Not applicable here (build constraints, multi-file, gc-specific flags).
    Skipped,
}

impl Class {
    pub const ALL: [Class; 5] = [
        Class::Pass,
        Class::Rejected,
        Class::Diverged,
        Class::Fail,
        Class::Skipped,
    ];
    pub fn as_str(self) -> &'static str {
        match self {
            Class::Pass => "PASS",
            Class::Rejected => "REJECTED",
            Class::Diverged => "DIVERGED",
            Class::Fail => "FAIL",
            Class::Skipped => "SKIPPED",
        }
    }
    pub fn parse(s: &str) -> Option<Class> {
        Class::ALL.into_iter().find(|c| c.as_str() == s)
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub class: Class,
    pub reason: String,
    /// For a program rejected for an unsupported construct whose first error was another
    /// one (typically a cascade such as an import left "unused" by the code solod skipped):
    /// that first error, normalized. Reported in the summary, not in the results file.
    pub note: Option<String>,
}

impl Verdict {
    pub fn new(class: Class, reason: impl Into<String>) -> Verdict {
        Verdict {
            class,
            reason: reason.into(),
            note: None,
        }
    }
}

/// Reason prefix of a `// run` program that solod refused for a reason that is not a
/// documented limitation.
pub const WRONGLY_REJECTED: &str = "wrongly rejected";

/// How a process ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    Code(i32),
    Signal(i32),
    /// Killed after the time limit.
    Timeout,
    /// Killed after writing more than the output limit.
    OutputLimit,
}

impl Exit {
    pub fn describe(self) -> String {
        match self {
            Exit::Code(c) => format!("exit status {c}"),
            Exit::Signal(s) => format!("killed by signal {s} ({})", signal_name(s)),
            Exit::Timeout => "time limit exceeded".into(),
            Exit::OutputLimit => "output limit exceeded".into(),
        }
    }
}

fn signal_name(s: i32) -> &'static str {
    match s {
        4 => "SIGILL",
        6 => "SIGABRT",
        7 => "SIGBUS",
        8 => "SIGFPE",
        9 => "SIGKILL",
        11 => "SIGSEGV",
        13 => "SIGPIPE",
        15 => "SIGTERM",
        _ => "signal",
    }
}

/// Whether a message names a construct solod documents as unsupported or unimplemented.
pub fn is_unsupported(message: &str) -> bool {
    let m = message.to_ascii_lowercase();
    m.contains("not supported")
        || m.contains("not yet supported")
        || m.contains("not implemented")
        // A built-in map made without a capacity (language.md section 3: maps are fixed).
        || m.contains("needs one in so")
}

/// Whether a message is solod's escape diagnostic (a value outliving its frame).
/// solod words it as "escaping value: ... so it would outlive its frame".
pub fn is_escape(message: &str) -> bool {
    let m = message.to_ascii_lowercase();
    m.contains("escaping value") || m.contains("escapes") || m.contains("outlive its frame")
}

/// Words kept inside quotes when normalizing: they name constructs or universe types, not
/// user identifiers.
const CONSTRUCT_WORDS: [&str; 58] = [
    "_",
    "any",
    "append",
    "bool",
    "break",
    "byte",
    "chan",
    "clear",
    "close",
    "complex",
    "complex128",
    "complex64",
    "const",
    "continue",
    "copy",
    "defer",
    "delete",
    "error",
    "fallthrough",
    "false",
    "float32",
    "float64",
    "func",
    "go",
    "goto",
    "imag",
    "import",
    "int",
    "int16",
    "int32",
    "int64",
    "int8",
    "interface",
    "iota",
    "len",
    "make",
    "map",
    "new",
    "nil",
    "panic",
    "print",
    "println",
    "range",
    "real",
    "recover",
    "return",
    "rune",
    "select",
    "string",
    "struct",
    "true",
    "uint",
    "uint16",
    "uint32",
    "uint64",
    "uint8",
    "uintptr",
    "unsafe",
];

/// Makes a message group with others of its kind: quoted and back-quoted names become `_`
/// (Go keywords, builtins, universe types and punctuation are kept: they name the
/// construct), a trailing `: name` becomes `: _`, digit runs become `N`, runs of blanks one
/// space; long messages are cut.
pub fn normalize_reason(message: &str) -> String {
    normalize(message, true)
}

/// Like `normalize_reason`, for a line a program printed (`panic: fail`): its trailing word
/// is a value, not a name.
pub fn normalize_output_line(line: &str) -> String {
    normalize(line, false)
}

fn normalize(message: &str, tail_is_name: bool) -> String {
    let mut out = String::new();
    let mut chars = message.chars().peekable();
    while let Some(c) = chars.next() {
        let close = match c {
            '`' | '"' | '\'' => Some(c),
            '‘' => Some('’'),
            '“' => Some('”'),
            _ => None,
        };
        if let Some(close) = close {
            // Replace a quoted span (closed within the message) by `_`.
            let rest: String = chars.clone().collect();
            if let Some(end) = rest.find(close) {
                let inner = &rest[..end];
                out.push(c);
                if CONSTRUCT_WORDS.contains(&inner)
                    || (!inner.is_empty() && !inner.chars().any(char::is_alphanumeric))
                {
                    out.push_str(inner);
                } else {
                    out.push('_');
                }
                out.push(close);
                for _ in 0..inner.chars().count() + 1 {
                    chars.next();
                }
                continue;
            }
            out.push(c);
            continue;
        }
        match c {
            '0'..='9' => {
                while chars.peek().is_some_and(|d| d.is_ascii_alphanumeric()) {
                    chars.next();
                }
                out.push('N');
            }
            c if c.is_whitespace() => {
                while chars.peek().is_some_and(|d| d.is_whitespace()) {
                    chars.next();
                }
                out.push(' ');
            }
            c => out.push(c),
        }
    }
    let mut out = out.trim().to_string();
    // `undefined: x`, `declared and not used: c`: the tail is a name.
    if let Some((head, tail)) = out.rsplit_once(": ").filter(|_| tail_is_name) {
        let is_name = tail
            .chars()
            .all(|c| c.is_alphanumeric() || c == '_' || c == '.')
            && tail.chars().next().is_some_and(|c| !c.is_ascii_digit());
        if is_name && tail != "N" {
            out = format!("{head}: _");
        }
    }
    if out.chars().count() > 120 {
        out = out.chars().take(117).collect::<String>() + "...";
    }
    out
}

/// The internal-error message or Rust's panic line, if the compiler crashed.
fn crash_line(output: &str, diags: &[Diag]) -> Option<String> {
    if let Some(d) = diags
        .iter()
        .find(|d| d.message.starts_with("internal compiler error"))
    {
        return Some(d.message.clone());
    }
    let text = diag::strip_ansi(output);
    text.lines()
        .find(|l| l.starts_with("thread '") && l.contains("panicked at"))
        .map(|l| l.trim().to_string())
}

/// A C compiler or linker failure in solod's output: the first message of the C compiler
/// (or linker), else solod's own message about it.
fn c_compiler_error(output: &str, diags: &[Diag]) -> Option<String> {
    let text = diag::strip_ansi(output);
    for line in text.lines() {
        let l = line.trim();
        for marker in [": error: ", ": fatal error: "] {
            if let Some(i) = l.find(marker) {
                let place = &l[..i];
                if place.ends_with(|c: char| c.is_ascii_digit())
                    && (place.contains(".c:") || place.contains(".h:"))
                {
                    return Some(l[i + marker.len()..].to_string());
                }
            }
        }
        if let Some(i) = l.find("undefined reference to") {
            return Some(l[i..].to_string());
        }
    }
    diags
        .iter()
        .find(|d| {
            let m = d.message.to_ascii_lowercase();
            m.contains("c compiler") || m.contains("did not compile") || m.contains("linker")
        })
        .map(|d| d.message.clone())
}

/// Classifies a failed `solod build` of a `// run` program; `None` when the build succeeded.
///
/// An unsupported construct (or an escape) makes the program REJECTED (DIVERGED) even when
/// another error comes first: solod's first error is then usually a cascade of the code it
/// skipped (an import left "unused"); that first error is kept as the verdict's note.
pub fn classify_build(exit: Exit, output: &str) -> Option<Verdict> {
    if exit == Exit::Code(0) {
        return None;
    }
    if let Some(v) = killed_compiler(exit) {
        return Some(v);
    }
    let diags = diag::parse(output);
    if let Some(c) = c_compiler_error(output, &diags) {
        return Some(Verdict::new(
            Class::Fail,
            format!("C compiler error: {}", normalize_reason(&c)),
        ));
    }
    if let Some(v) = crashed_compiler(exit, output, &diags) {
        return Some(v);
    }
    let first = diags.first();
    if exit != Exit::Code(1) {
        let line = first
            .map(|d| normalize_reason(&d.message))
            .unwrap_or_default();
        return Some(Verdict::new(
            Class::Fail,
            format!("compiler {}: {line}", exit.describe())
                .trim_end_matches([':', ' '])
                .to_string(),
        ));
    }
    let Some(first) = first else {
        return Some(Verdict::new(
            Class::Fail,
            format!("{WRONGLY_REJECTED}: exit status 1 without a diagnostic"),
        ));
    };
    let limit = diags
        .iter()
        .position(|d| is_escape(&d.message) || is_unsupported(&d.message));
    let Some(limit) = limit else {
        return Some(Verdict::new(
            Class::Fail,
            format!("{WRONGLY_REJECTED}: {}", normalize_reason(&first.message)),
        ));
    };
    let message = &diags[limit].message;
    let reason = normalize_reason(message);
    let mut v = if is_escape(message) {
        Verdict::new(Class::Diverged, format!("escape: {reason}"))
    } else {
        Verdict::new(Class::Rejected, reason)
    };
    if limit > 0 {
        v.note = Some(normalize_reason(&first.message));
    }
    Some(v)
}

/// A compiler that hung, wrote without end or died on a signal.
fn killed_compiler(exit: Exit) -> Option<Verdict> {
    match exit {
        Exit::Timeout => Some(Verdict::new(Class::Fail, "compiler hang (time limit)")),
        Exit::OutputLimit => Some(Verdict::new(Class::Fail, "compiler output limit")),
        Exit::Signal(s) => Some(Verdict::new(
            Class::Fail,
            format!("compiler crash: {}", Exit::Signal(s).describe()),
        )),
        Exit::Code(_) => None,
    }
}

/// A compiler that panicked or reported an internal error.
fn crashed_compiler(exit: Exit, output: &str, diags: &[Diag]) -> Option<Verdict> {
    if let Some(line) = crash_line(output, diags) {
        return Some(Verdict::new(
            Class::Fail,
            format!("compiler crash: {}", normalize_reason(&line)),
        ));
    }
    // 3: solod's internal-error status; 101: an uncaught Rust panic.
    if let Exit::Code(c @ (3 | 101)) = exit {
        return Some(Verdict::new(
            Class::Fail,
            format!("compiler crash: exit status {c}"),
        ));
    }
    None
}

/// Line of the output that reports a fixed-capacity panic (language.md section 3).
fn capacity_panic(output: &str) -> Option<&'static str> {
    for line in output.lines() {
        if line.starts_with("panic: append: out of capacity") {
            return Some("append: out of capacity");
        }
        if line.starts_with("panic: map: out of capacity") {
            return Some("map: out of capacity");
        }
    }
    None
}

/// Classifies a `// run` program that solod built. Go's harness requires exit status 0 and
/// combined stdout+stderr equal to the `.out` file (empty when there is none), after turning
/// `\r\n` into `\n`.
pub fn classify_run(expected: &[u8], got: &[u8], exit: Exit) -> Verdict {
    let got_text = String::from_utf8_lossy(got).replace("\r\n", "\n");
    if exit == Exit::Code(0) && got_text.as_bytes() == expected {
        return Verdict::new(Class::Pass, "");
    }
    if let Some(what) = capacity_panic(&got_text) {
        return Verdict::new(Class::Diverged, what);
    }
    match exit {
        Exit::Code(0) => Verdict::new(Class::Fail, "wrong output"),
        Exit::Code(c) => {
            let panic = got_text
                .lines()
                .find(|l| l.starts_with("panic: ") || l.starts_with("fatal error: "));
            match panic {
                Some(p) => Verdict::new(
                    Class::Fail,
                    format!("exit status {c}: {}", normalize_output_line(p)),
                ),
                None => Verdict::new(Class::Fail, format!("exit status {c}")),
            }
        }
        other => Verdict::new(Class::Fail, other.describe()),
    }
}

/// Counts for an errorcheck program, kept apart from the class: line coverage decides PASS;
/// message matching is softer because solod's wording differs from gc's.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ErrorStats {
    /// Distinct lines marked `// ERROR`.
    pub marked_lines: usize,
    /// Marked lines that got at least one error.
    pub covered_lines: usize,
    /// Expected errors (one per quoted regexp).
    pub wanted: usize,
    /// Expected errors whose regexp matches an error reported on their line.
    pub matched: usize,
    /// Errors reported on lines that are not marked.
    pub extra: usize,
}

impl ErrorStats {
    fn describe(&self) -> String {
        let mut s = format!(
            "lines {}/{}, messages {}/{}",
            self.covered_lines, self.marked_lines, self.matched, self.wanted
        );
        if self.extra > 0 {
            s += &format!(", {} unexpected", self.extra);
        }
        s
    }
}

/// Classifies `solod check` on an errorcheck program. `short` is the file's base name.
pub fn classify_errorcheck(
    wanted: &[Wanted],
    short: &str,
    exit: Exit,
    output: &str,
) -> (Verdict, Option<ErrorStats>) {
    if let Some(v) = killed_compiler(exit) {
        return (v, None);
    }
    if let Some(v) = crashed_compiler(exit, output, &diag::parse(output)) {
        return (v, None);
    }
    match exit {
        Exit::Code(0) => {
            return (
                Verdict::new(Class::Fail, "accepted: no error reported"),
                None,
            )
        }
        Exit::Code(1) => {}
        other => {
            return (
                Verdict::new(Class::Fail, format!("compiler {}", other.describe())),
                None,
            )
        }
    }
    let diags: Vec<Diag> = diag::parse(output)
        .into_iter()
        .filter(|d| d.file.as_deref().is_none_or(|f| base_name(f) == short))
        .collect();
    if diags.is_empty() {
        return (
            Verdict::new(Class::Fail, "exit status 1 without a diagnostic"),
            None,
        );
    }
    let marked: BTreeSet<usize> = wanted.iter().filter(|w| !w.auto).map(|w| w.line).collect();
    let reported: BTreeSet<usize> = diags.iter().filter_map(|d| d.line).collect();
    let mut st = ErrorStats {
        marked_lines: marked.len(),
        covered_lines: marked.intersection(&reported).count(),
        wanted: wanted.len(),
        ..ErrorStats::default()
    };
    st.matched = wanted
        .iter()
        .filter(|w| {
            diags
                .iter()
                .any(|d| d.line == Some(w.line) && errcomments::message_matches(&w.re, &d.message))
        })
        .count();
    st.extra = diags
        .iter()
        .filter(|d| d.line.is_none_or(|l| !marked.contains(&l)))
        .count();
    if st.covered_lines == st.marked_lines {
        let reason = st.describe();
        return (Verdict::new(Class::Pass, reason), Some(st));
    }
    // A construct solod does not support, on a line that is not expected to fail, explains
    // the missed lines: the first such error is the reason. (The first error overall may be
    // an unrelated one, e.g. solod's complaint about a package that is not `main`.)
    let unsupported = diags
        .iter()
        .find(|d| d.line.is_none_or(|l| !marked.contains(&l)) && is_unsupported(&d.message));
    if let Some(d) = unsupported {
        return (
            Verdict::new(Class::Rejected, normalize_reason(&d.message)),
            Some(st),
        );
    }
    let missed: Vec<usize> = marked.difference(&reported).copied().collect();
    let reason = format!(
        "missed line {} ({})",
        missed.first().copied().unwrap_or(0),
        st.describe()
    );
    (Verdict::new(Class::Fail, reason), Some(st))
}

fn base_name(path: &str) -> &str {
    path.rsplit(['/', '\\']).next().unwrap_or(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn diag(msg: &str, line: usize) -> String {
        format!("error: {msg}\n  ┌─ /tmp/w/t.go:{line}:5\n   │\n")
    }

    #[test]
    fn normalize_groups_names_and_numbers() {
        assert_eq!(
            normalize_reason("import of package `fmt` is not supported"),
            "import of package `_` is not supported"
        );
        assert_eq!(
            normalize_reason("panic: runtime error: index out of range [5] with length 3"),
            "panic: runtime error: index out of range [N] with length N"
        );
        assert_eq!(normalize_reason("a \"x y\"  b\t'c'"), "a \"_\" b '_'");
        assert_eq!(normalize_reason("don't stop"), "don't stop");
        // Keywords and builtins in quotes name the construct; they are kept.
        assert_eq!(
            normalize_reason("`defer` is not supported yet"),
            "`defer` is not supported yet"
        );
        assert_eq!(
            normalize_reason("declared and not used: c"),
            "declared and not used: _"
        );
        assert_eq!(normalize_reason("undefined: pkg.F"), "undefined: _");
        assert_eq!(normalize_output_line("panic: fail"), "panic: fail");
        assert_eq!(
            normalize_reason("syntax error: unexpected `byte`"),
            "syntax error: unexpected `byte`"
        );
        assert_eq!(
            normalize_reason("lvalue required as unary ‘&’ operand"),
            "lvalue required as unary ‘&’ operand"
        );
        assert_eq!(
            normalize_reason("missing return: 2 values"),
            "missing return: N values"
        );
        // gcc's typographic quotes.
        assert_eq!(
            normalize_reason("parameter ‘i’ set but not used"),
            "parameter ‘_’ set but not used"
        );
        assert!(normalize_reason(&"x".repeat(300)).ends_with("..."));
    }

    #[test]
    fn unsupported_wording() {
        assert!(is_unsupported("closures are not supported in So"));
        assert!(is_unsupported("maps are not yet supported"));
        assert!(is_unsupported("generic types: not implemented"));
        assert!(is_unsupported(
            "map made without a capacity: make(map[int]int) needs one in So"
        ));
        assert!(!is_unsupported("declared and not used: x"));
    }

    #[test]
    fn build_rejections() {
        let v = classify_build(
            Exit::Code(1),
            &diag("goroutines are not supported in So", 3),
        )
        .unwrap();
        assert_eq!(
            v,
            Verdict::new(Class::Rejected, "goroutines are not supported in So")
        );
        let v = classify_build(
            Exit::Code(1),
            &diag("`buf` escapes to the heap: returned", 3),
        )
        .unwrap();
        assert_eq!(v.class, Class::Diverged);
        assert!(v.reason.starts_with("escape: "));
        let v = classify_build(
            Exit::Code(1),
            &diag(
                "escaping value: the concatenated string is returned, so it would outlive its frame",
                3,
            ),
        )
        .unwrap();
        assert_eq!(v.class, Class::Diverged);
        let v = classify_build(Exit::Code(1), &diag("undefined: x", 3)).unwrap();
        assert_eq!(
            v,
            Verdict::new(Class::Fail, "wrongly rejected: undefined: _")
        );
        assert_eq!(
            classify_build(Exit::Code(1), "").unwrap().reason,
            "wrongly rejected: exit status 1 without a diagnostic"
        );
        assert_eq!(classify_build(Exit::Code(0), ""), None);
    }

    #[test]
    fn cascading_first_error_does_not_hide_the_unsupported_construct() {
        let out =
            diag("\"time\" imported and not used", 12) + &diag("`defer` is not supported yet", 23);
        let v = classify_build(Exit::Code(1), &out).unwrap();
        assert_eq!(v.class, Class::Rejected);
        assert_eq!(v.reason, "`defer` is not supported yet");
        assert_eq!(v.note.as_deref(), Some("\"_\" imported and not used"));
        let v = classify_build(Exit::Code(1), &diag("closures are not supported", 2)).unwrap();
        assert_eq!(v.note, None);
    }

    #[test]
    fn build_crashes_and_c_errors() {
        let ice_cc = "error: internal compiler error: the generated C did not compile\n\
                      /tmp/s/main.c: In function 'main_f':\n\
                      /tmp/s/main.c:7:28: error: parameter ‘i’ set but not used [-Werror=unused-but-set-parameter]\n";
        let v = classify_build(Exit::Code(3), ice_cc).unwrap();
        assert_eq!(
            v.reason,
            "C compiler error: parameter ‘_’ set but not used [-Werror=unused-but-set-parameter]"
        );
        // Source text quoted in a snippet is not a crash.
        let snippet =
            "error: cannot convert a2\n  ┌─ t.go:3:1\n3 │ // internal compiler error even though\n";
        assert!(classify_build(Exit::Code(1), snippet)
            .unwrap()
            .reason
            .starts_with("wrongly"));
        let ice = "error: internal compiler error: index out of bounds at src/emit/expr.rs:42\n";
        let v = classify_build(Exit::Code(3), ice).unwrap();
        assert_eq!(v.class, Class::Fail);
        assert!(v
            .reason
            .starts_with("compiler crash: internal compiler error"));
        let rust = "thread 'main' panicked at compiler/src/x.rs:1:2:\nboom\n";
        assert!(classify_build(Exit::Code(101), rust)
            .unwrap()
            .reason
            .starts_with("compiler crash"));
        assert_eq!(
            classify_build(Exit::Signal(11), "").unwrap().reason,
            "compiler crash: killed by signal 11 (SIGSEGV)"
        );
        assert_eq!(
            classify_build(Exit::Timeout, "").unwrap().reason,
            "compiler hang (time limit)"
        );
        let cc = "error: C compiler failed\n/tmp/b/main.c:10:5: error: unused variable 'x' [-Werror=unused-variable]\n";
        let v = classify_build(Exit::Code(1), cc).unwrap();
        assert_eq!(v.class, Class::Fail);
        assert_eq!(
            v.reason,
            "C compiler error: unused variable '_' [-Werror=unused-variable]"
        );
        let ld = "error: link failed\n/usr/bin/ld: main.o: undefined reference to `so_foo'\n";
        assert!(classify_build(Exit::Code(1), ld)
            .unwrap()
            .reason
            .starts_with("C compiler error"));
    }

    #[test]
    fn run_comparisons() {
        assert_eq!(classify_run(b"", b"", Exit::Code(0)).class, Class::Pass);
        assert_eq!(
            classify_run(b"hi\n", b"hi\r\n", Exit::Code(0)).class,
            Class::Pass
        );
        assert_eq!(
            classify_run(b"hi\n", b"ho\n", Exit::Code(0)).reason,
            "wrong output"
        );
        // Go's harness treats any non-zero exit as failure, even with the expected output.
        let v = classify_run(b"x\n", b"x\n", Exit::Code(1));
        assert_eq!(v, Verdict::new(Class::Fail, "exit status 1"));
        let v = classify_run(b"", b"panic: boom 3\n\ngoroutine 1\n", Exit::Code(2));
        assert_eq!(v.reason, "exit status 2: panic: boom N");
        let v = classify_run(b"", b"panic: fail\n", Exit::Code(2));
        assert_eq!(v.reason, "exit status 2: panic: fail");
        assert_eq!(
            classify_run(b"", b"", Exit::Timeout).reason,
            "time limit exceeded"
        );
        assert_eq!(
            classify_run(b"", b"", Exit::Signal(11)).reason,
            "killed by signal 11 (SIGSEGV)"
        );
    }

    #[test]
    fn capacity_panics_are_divergences() {
        let v = classify_run(b"ok\n", b"panic: append: out of capacity\n", Exit::Code(2));
        assert_eq!(v, Verdict::new(Class::Diverged, "append: out of capacity"));
        let v = classify_run(b"", b"a\npanic: map: out of capacity\n", Exit::Code(2));
        assert_eq!(v.reason, "map: out of capacity");
    }

    fn wanted(lines: &[(usize, &str)]) -> Vec<Wanted> {
        lines
            .iter()
            .map(|&(line, re)| Wanted {
                line,
                re: re.into(),
                auto: false,
            })
            .collect()
    }

    #[test]
    fn errorcheck_pass_needs_every_marked_line() {
        let w = wanted(&[(3, "declared and not used"), (5, "mismatched types")]);
        let out = diag("declared and not used: `x`", 3) + &diag("invalid operation", 5);
        let (v, st) = classify_errorcheck(&w, "t.go", Exit::Code(1), &out);
        assert_eq!(v.class, Class::Pass);
        let st = st.unwrap();
        assert_eq!(
            (st.covered_lines, st.marked_lines, st.matched, st.wanted),
            (2, 2, 1, 2)
        );
        assert_eq!(v.reason, "lines 2/2, messages 1/2");

        let (v, _) = classify_errorcheck(&w, "t.go", Exit::Code(1), &diag("x", 3));
        assert_eq!(v.class, Class::Fail);
        assert!(v.reason.starts_with("missed line 5"));
    }

    #[test]
    fn errorcheck_accepting_is_failure() {
        let w = wanted(&[(3, "x")]);
        let (v, _) = classify_errorcheck(&w, "t.go", Exit::Code(0), "");
        assert_eq!(v.class, Class::Fail);
    }

    #[test]
    fn errorcheck_unsupported_on_unmarked_line() {
        let w = wanted(&[(9, "x")]);
        let out = diag("channels are not supported in So", 4);
        let (v, _) = classify_errorcheck(&w, "t.go", Exit::Code(1), &out);
        assert_eq!(
            v,
            Verdict::new(Class::Rejected, "channels are not supported in So")
        );
        // Another error first does not hide it.
        let out =
            diag("package p is not a main package", 1) + &diag("closures are not supported", 4);
        let (v, _) = classify_errorcheck(&w, "t.go", Exit::Code(1), &out);
        assert_eq!(
            v,
            Verdict::new(Class::Rejected, "closures are not supported")
        );
        // On a marked line it is just a diagnostic for that line.
        let out = diag("channels are not supported in So", 9);
        assert_eq!(
            classify_errorcheck(&w, "t.go", Exit::Code(1), &out).0.class,
            Class::Pass
        );
    }

    #[test]
    fn errorcheck_ignores_errors_in_other_files() {
        let w = wanted(&[(3, "x")]);
        let out = "error: x\n  ┌─ /tmp/w/other.go:3:1\n";
        let (v, _) = classify_errorcheck(&w, "t.go", Exit::Code(1), out);
        assert_eq!(v.class, Class::Fail);
    }
}
