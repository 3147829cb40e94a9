//! Black-box tests of solod's diagnostics.
//!
//! Every `testdata/errors/NAME.go` is checked with `solod check NAME.go` (in a scratch
//! directory holding only that file). The run must exit with status 1, write nothing, print
//! a non-empty diagnostic with `NAME.go:LINE:COL` locations and never an internal compiler
//! error or a Rust panic; its rendered stderr is snapshotted with insta.
//!
//! The first line of each file says what Go thinks of it:
//! - `// ERROR: LINE:COL: message; LINE:COL: message; ...` is what `go build` reports
//!   (written by `testdata/regen-errors.sh`, re-checked here when `go` is on PATH). solod
//!   must report an error on every one of those lines (except in `syntax_*` files, where
//!   parsers legitimately recover differently; there one location is enough).
//! - `// VET: LINE:COL: message; ...` is what `go vet` reports for a program `go build`
//!   accepts (its unsafeptr and copylocks checks: misuses So rejects), written and re-checked
//!   the same way; solod must report an error on every one of those lines.
//! - `// REJECT: construct [kw1|kw2]` marks valid Go that So refuses (a later-issue
//!   construct, or a value escaping its frame - language.md section 3); the diagnostic must
//!   name the construct with one of the keywords.
//!
//! Every bad program is a test case of its own (libtest-mimic, see `main`), `errors/NAME`,
//! and its snapshot is `snapshots/diagnostics/NAME.snap`: `cargo test -p solod --test
//! diagnostics -- errors/NAME` checks one.
//!
//! `compiler_never_crashes_on_garbage` feeds solod deterministic garbage: every testdata
//! program cut at seeded points, line-level mutations, byte mutations, token soup and a
//! few pathological inputs; solod must exit 0 or 1 every time.

mod common;

use common::*;
use libtest_mimic::Trial;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

const CHECK_TIMEOUT: Duration = Duration::from_secs(30);
const THREADS: usize = 2;

/// One position-bearing error Go reports for a file.
#[derive(Debug)]
struct GoError {
    line: u32,
    message: String,
}

#[derive(Debug)]
enum Header {
    Error(Vec<GoError>),
    Reject {
        construct: String,
        keywords: Vec<String>,
    },
}

fn parse_position(s: &str) -> Option<(u32, &str)> {
    let digits = s.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 {
        return None;
    }
    let line: u32 = s[..digits].parse().ok()?;
    let rest = s[digits..].strip_prefix(':')?;
    let digits2 = rest.bytes().take_while(u8::is_ascii_digit).count();
    if digits2 == 0 {
        return None;
    }
    let msg = rest[digits2..].strip_prefix(": ")?;
    Some((line, msg))
}

fn parse_header(src: &str) -> Result<Header, String> {
    let first = src.lines().next().unwrap_or_default();
    if let Some(body) = first
        .strip_prefix("// ERROR:")
        .or_else(|| first.strip_prefix("// VET:"))
    {
        let mut errors = Vec::new();
        for piece in body.trim().split("; ") {
            if let Some((line, msg)) = parse_position(piece) {
                errors.push(GoError {
                    line,
                    message: msg.to_string(),
                });
            }
        }
        if body.trim().is_empty() {
            return Err("empty // ERROR: or // VET: line (run testdata/regen-errors.sh)".into());
        }
        return Ok(Header::Error(errors));
    }
    if let Some(body) = first.strip_prefix("// REJECT:") {
        let body = body.trim();
        let (construct, kws) = match (body.find('['), body.rfind(']')) {
            (Some(a), Some(b)) if a < b => (body[..a].trim(), &body[a + 1..b]),
            _ => return Err(format!("REJECT line without [keywords]: {first:?}")),
        };
        let keywords: Vec<String> = kws
            .split('|')
            .map(|k| k.trim().to_lowercase())
            .filter(|k| !k.is_empty())
            .collect();
        if construct.is_empty() || keywords.is_empty() {
            return Err(format!("malformed REJECT line: {first:?}"));
        }
        return Ok(Header::Reject {
            construct: construct.to_string(),
            keywords,
        });
    }
    Err(format!(
        "first line must be `// ERROR: ...`, `// VET: ...` or `// REJECT: ...`, found {first:?}"
    ))
}

fn error_programs() -> Vec<PathBuf> {
    go_files(&testdata().join("errors"))
}

fn dir_listing(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = walk(dir)
        .into_iter()
        .map(|p| p.strip_prefix(dir).unwrap_or(&p).display().to_string())
        .collect();
    names.sort();
    names
}

fn walk(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    if let Ok(rd) = std::fs::read_dir(dir) {
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                out.push(p.clone());
                out.extend(walk(&p));
            } else {
                out.push(p);
            }
        }
    }
    out
}

/// Runs `solod check` on one bad program; Ok(rendered stderr) when every check passes.
fn check_bad_program(src: &Path) -> Result<String, String> {
    let name = stem(src);
    let file = format!("{name}.go");
    let fail = |problems: Vec<String>| Err(format!("{file}:\n  {}", problems.join("\n  ")));
    let text = std::fs::read_to_string(src).map_err(|e| format!("{file}: {e}"))?;
    let header = match parse_header(&text) {
        Ok(h) => h,
        Err(e) => return fail(vec![e]),
    };
    let dir = tempfile::tempdir().expect("temporary directory");
    std::fs::write(dir.path().join(&file), &text).expect("copy the program");
    let before = dir_listing(dir.path());
    let mut cmd = Command::new(solod());
    cmd.arg("check")
        .arg(&file)
        .current_dir(dir.path())
        .env("NO_COLOR", "1");
    let out = run(&mut cmd, CHECK_TIMEOUT);
    let stderr = out.stderr_text();
    let mut problems = Vec::new();
    if out.timed_out {
        problems.push(format!("timed out after {} s", CHECK_TIMEOUT.as_secs()));
    }
    if compiler_crashed(&stderr) {
        problems.push(format!(
            "the compiler crashed:\n{}",
            indent(&head_lines(&stderr, 12))
        ));
    }
    if out.code != 1 {
        problems.push(format!("exit status: expected 1, got {}", out.code));
    }
    if stderr.trim().is_empty() {
        problems.push("no diagnostic on stderr".to_string());
    }
    let after = dir_listing(dir.path());
    if after != before {
        problems.push(format!("`solod check` wrote files: {after:?}"));
    }
    if !stderr.trim().is_empty() && !has_location(&stderr, &file) {
        problems.push(format!(
            "no `{file}:LINE:COL` location in the diagnostic:\n{}",
            indent(&head_lines(&stderr, 12))
        ));
    }
    match &header {
        Header::Error(errors) if !name.starts_with("syntax_") => {
            let reported: Vec<u32> = locations(&stderr, &file).map(|(l, _)| l).collect();
            for e in errors {
                if !reported.contains(&e.line) {
                    problems.push(format!(
                        "no diagnostic at line {} where Go reports: {}",
                        e.line, e.message
                    ));
                }
            }
        }
        Header::Error(_) => {}
        Header::Reject {
            construct,
            keywords,
        } => {
            let lower = stderr.to_lowercase();
            if !keywords.iter().any(|k| lower.contains(k.as_str())) {
                problems.push(format!(
                    "the diagnostic does not name the rejected construct ({construct}); \
                     expected one of {keywords:?} in:\n{}",
                    indent(&head_lines(&stderr, 12))
                ));
            }
        }
    }
    if !problems.is_empty() {
        return fail(problems);
    }
    Ok(stderr.replace(&dir.path().display().to_string(), "$DIR"))
}

/// A bad program is rejected, and its diagnostic matches its snapshot. Only diagnostics that
/// passed the behavioural checks are snapshotted, so that a broken compiler does not produce
/// snapshots worth reviewing.
fn bad_program_case(src: &Path) -> Result<(), String> {
    let name = stem(src);
    let rendered = check_bad_program(src)?;
    crate::snapshot!(
        "diagnostics",
        &name,
        format!("`solod check` on testdata/errors/{name}.go"),
        &rendered
    )
}

fn errors_corpus_is_complete() {
    let files = error_programs();
    let mut problems = Vec::new();
    if files.len() < 35 {
        problems.push(format!(
            "only {} bad programs (at least 35 expected)",
            files.len()
        ));
    }
    let mut rejects = Vec::new();
    let mut syntax = 0;
    let mut multi = 0;
    for f in &files {
        let name = stem(f);
        let text = std::fs::read_to_string(f).unwrap_or_default();
        match parse_header(&text) {
            Ok(Header::Reject { construct, .. }) => rejects.push(construct.to_lowercase()),
            Ok(Header::Error(errs)) => {
                if name.starts_with("syntax_") {
                    syntax += 1;
                }
                if errs.len() >= 3 {
                    multi += 1;
                }
            }
            Err(e) => problems.push(format!("{name}.go: {e}")),
        }
    }
    for construct in [
        "map made without a capacity",
        "defer",
        "import",
        "function literal",
        "go statement",
        "channel type",
        "send",
        "select",
        "recover",
        "escaping value",
    ] {
        if !rejects.iter().any(|r| r.contains(construct)) {
            problems.push(format!("no REJECT program for {construct}"));
        }
    }
    if syntax < 5 {
        problems.push(format!(
            "only {syntax} syntax-error programs (want 5 or more)"
        ));
    }
    if multi < 3 {
        problems.push(format!(
            "only {multi} programs with 3 or more errors (want 3 or more)"
        ));
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

fn error_comments_match_go() {
    if !go_available() {
        println!("note: `go` is not on PATH; skipping the Go check of testdata/errors/*");
        return;
    }
    let mut cmd = Command::new("sh");
    cmd.arg(testdata().join("regen-errors.sh")).arg("--check");
    let res = run(&mut cmd, Duration::from_secs(900));
    assert!(
        !res.timed_out && res.code == 0,
        "the first lines of testdata/errors/*.go disagree with Go \
         (run testdata/regen-errors.sh and review the diff):\n{}\n{}",
        res.stdout_text(),
        res.stderr_text()
    );
}

// ---------------------------------------------------------------------------------------
// Garbage in, no crash out.

struct Case {
    label: String,
    bytes: Vec<u8>,
}

const TOKENS: &[&str] = &[
    "package",
    "main",
    "import",
    "func",
    "var",
    "const",
    "type",
    "struct",
    "interface",
    "map",
    "chan",
    "go",
    "defer",
    "select",
    "if",
    "else",
    "for",
    "range",
    "switch",
    "case",
    "default",
    "fallthrough",
    "break",
    "continue",
    "goto",
    "return",
    "x",
    "y",
    "T",
    "_",
    "int",
    "int8",
    "uint64",
    "float64",
    "string",
    "byte",
    "rune",
    "bool",
    "len",
    "cap",
    "append",
    "copy",
    "make",
    "new",
    "min",
    "max",
    "println",
    "panic",
    "iota",
    "nil",
    "true",
    "false",
    "0",
    "1",
    "255",
    "0x7f",
    "1e9",
    "1.5",
    "0b101",
    "1_000",
    "'a'",
    "'\\n'",
    "\"s\"",
    "`raw`",
    "+",
    "-",
    "*",
    "/",
    "%",
    "&",
    "|",
    "^",
    "<<",
    ">>",
    "&^",
    "+=",
    "-=",
    "<<=",
    "=",
    ":=",
    "==",
    "!=",
    "<",
    "<=",
    ">",
    ">=",
    "&&",
    "||",
    "!",
    "<-",
    "++",
    "--",
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    ",",
    ";",
    ".",
    "...",
    ":",
    "~",
    "\n",
    "\n",
    " ",
];

fn garbage_cases() -> Vec<Case> {
    let td = testdata();
    let mut sources: Vec<(String, Vec<u8>)> = Vec::new();
    for dir in ["run", "run-differs", "errors"] {
        for f in go_files(&td.join(dir)) {
            let bytes = std::fs::read(&f).expect("read a testdata program");
            sources.push((format!("{dir}/{}.go", stem(&f)), bytes));
        }
    }
    let mut rng = Rng::new(0x5EED_5EED_0001);
    let mut cases = Vec::new();

    // Every program cut at three seeded points.
    for (name, bytes) in &sources {
        for _ in 0..3 {
            let cut = rng.below(bytes.len().max(1));
            cases.push(Case {
                label: format!("{name} cut at byte {cut}"),
                bytes: bytes[..cut].to_vec(),
            });
        }
    }

    // Line-level mutations of the golden programs: these mostly parse and reach the checker.
    for (name, bytes) in sources.iter().filter(|(n, _)| n.starts_with("run/")) {
        let text = String::from_utf8_lossy(bytes);
        let lines: Vec<&str> = text.lines().collect();
        if lines.len() < 4 {
            continue;
        }
        for _ in 0..2 {
            let mut l: Vec<String> = lines.iter().map(|s| s.to_string()).collect();
            let i = rng.below(l.len());
            let what = match rng.below(4) {
                0 => {
                    l.remove(i);
                    "deleted"
                }
                1 => {
                    let dup = l[i].clone();
                    l.insert(i, dup);
                    "duplicated"
                }
                2 => {
                    let j = (i + 1) % l.len();
                    l.swap(i, j);
                    "swapped with the next"
                }
                _ => {
                    // Replace one word of the line by a word from elsewhere in the file.
                    let donor = lines[rng.below(lines.len())];
                    let words: Vec<&str> = donor.split_whitespace().collect();
                    let word = if words.is_empty() {
                        "x"
                    } else {
                        words[rng.below(words.len())]
                    };
                    let target: Vec<&str> = l[i].split_whitespace().collect();
                    if !target.is_empty() {
                        let k = rng.below(target.len());
                        let mut t: Vec<String> = target.iter().map(|s| s.to_string()).collect();
                        t[k] = word.to_string();
                        l[i] = t.join(" ");
                    }
                    "word-replaced"
                }
            };
            cases.push(Case {
                label: format!("{name} with line {} {what}", i + 1),
                bytes: (l.join("\n") + "\n").into_bytes(),
            });
        }
    }

    // Byte-level mutations (including invalid UTF-8 and NUL bytes).
    for (name, bytes) in sources
        .iter()
        .filter(|(n, _)| n.starts_with("run/"))
        .take(30)
    {
        let mut b = bytes.clone();
        let n = 1 + rng.below(4);
        for _ in 0..n {
            let i = rng.below(b.len().max(1));
            if i < b.len() {
                b[i] = (rng.next() & 0xFF) as u8;
            }
        }
        cases.push(Case {
            label: format!("{name} with {n} random bytes replaced"),
            bytes: b,
        });
    }

    // Token soup, half of it inside a function body.
    for k in 0..60 {
        let mut s = String::new();
        if k % 2 == 0 {
            s.push_str("package main\n\nfunc main() {\n");
        } else if k % 3 == 0 {
            s.push_str("package main\n");
        }
        let n = 10 + rng.below(150);
        for _ in 0..n {
            s.push_str(TOKENS[rng.below(TOKENS.len())]);
            s.push(' ');
        }
        if k % 2 == 0 {
            s.push_str("\n}\n");
        }
        cases.push(Case {
            label: format!("token soup #{k}"),
            bytes: s.into_bytes(),
        });
    }

    // Pathological inputs.
    let main_with = |body: &str| format!("package main\n\nfunc main() {{\n{body}\n}}\n");
    let mut special = |label: &str, bytes: Vec<u8>| {
        cases.push(Case {
            label: label.to_string(),
            bytes,
        })
    };
    special("empty file", Vec::new());
    special("only whitespace", b"  \n\t\n\n".to_vec());
    special("only a package clause", b"package main".to_vec());
    special("only a comment", b"// nothing here\n".to_vec());
    special(
        "unterminated block comment",
        b"package main\n/* never closed\n".to_vec(),
    );
    special(
        "unterminated raw string",
        b"package main\nvar s = `raw\n".to_vec(),
    );
    special("unterminated rune", b"package main\nvar r = 'a\n".to_vec());
    special(
        "byte order mark",
        "\u{feff}package main\n\nfunc main() {}\n"
            .as_bytes()
            .to_vec(),
    );
    special(
        "invalid UTF-8 in an identifier",
        b"package main\n\nfunc main() {\n\tx\xff := 1\n\tprintln(x\xff)\n}\n".to_vec(),
    );
    special(
        "NUL bytes",
        b"package main\n\nfunc main() {\n\t\x00println(1)\x00\n}\n".to_vec(),
    );
    special(
        "500 nested parentheses",
        main_with(&format!(
            "\tx := {}1{}\n\tprintln(x)",
            "(".repeat(500),
            ")".repeat(500)
        ))
        .into_bytes(),
    );
    special(
        "200 nested blocks",
        main_with(&format!("{}{}", "{\n".repeat(200), "}\n".repeat(200))).into_bytes(),
    );
    special(
        "1000-term addition",
        main_with(&format!("\tx := 1{}\n\tprintln(x)", " + 1".repeat(999))).into_bytes(),
    );
    special(
        "3000-digit constant",
        format!(
            "package main\n\nconst c = {}\n\nfunc main() {{\n\tprintln(c > 0)\n}}\n",
            "9".repeat(3000)
        )
        .into_bytes(),
    );
    special(
        "huge shift constant",
        main_with("\tconst c = 1 << 100000\n\tprintln(c > 0)").into_bytes(),
    );
    special(
        "100000-character identifier",
        main_with(&format!("\t{0} := 1\n\tprintln({0})", "a".repeat(100_000))).into_bytes(),
    );
    special(
        "CRLF line endings",
        main_with("\tx := 1\n\tprintln(x)")
            .replace('\n', "\r\n")
            .into_bytes(),
    );
    special(
        "unclosed everything",
        b"package main\nfunc main() { x := [](struct{a int\n".to_vec(),
    );
    cases
}

fn compiler_never_crashes_on_garbage() {
    let cases = garbage_cases();
    let work = tempfile::tempdir().expect("temporary directory");
    let indexed: Vec<(usize, &Case)> = cases.iter().enumerate().collect();
    let results = parallel_map(&indexed, THREADS, |(i, case)| {
        let file = format!("case_{i:04}.go");
        std::fs::write(work.path().join(&file), &case.bytes).expect("write a garbage input");
        let mut cmd = Command::new(solod());
        cmd.arg("check")
            .arg(&file)
            .current_dir(work.path())
            .env("NO_COLOR", "1");
        let out = run(&mut cmd, CHECK_TIMEOUT);
        let stderr = out.stderr_text();
        if out.timed_out || !(out.code == 0 || out.code == 1) || compiler_crashed(&stderr) {
            Err(out)
        } else {
            Ok(())
        }
    });
    let mut failures = Vec::new();
    let mut keep: Option<PathBuf> = None;
    for ((i, case), res) in indexed.iter().zip(results) {
        if let Err(out) = res {
            let dir = keep.get_or_insert_with(|| keep_dir("garbage-failures"));
            let path = dir.join(format!("case_{i:04}.go"));
            let _ = std::fs::write(&path, &case.bytes);
            failures.push(format!(
                "{} (input saved as {}): {}",
                case.label,
                path.display(),
                out.summary()
            ));
        }
    }
    assert_no_failures(
        "garbage inputs (solod must exit 0 or 1, never crash)",
        cases.len(),
        &failures,
    );
}

/// Every bad program of `testdata/errors`, and the checks of the suite as a whole (the long ones
/// first, so that they run beside the short cases).
fn main() {
    let mut cases: Vec<Trial> = vec![
        case("error_comments_match_go", || whole(error_comments_match_go)),
        case("compiler_never_crashes_on_garbage", || {
            whole(compiler_never_crashes_on_garbage)
        }),
        case("errors_corpus_is_complete", || {
            whole(errors_corpus_is_complete)
        }),
    ];
    let files = error_programs();
    assert!(!files.is_empty(), "no programs in testdata/errors");
    for src in files {
        let name = format!("errors/{}", stem(&src));
        cases.push(case(name, move || bad_program_case(&src)));
    }
    run_cases(cases);
}
