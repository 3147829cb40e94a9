//! `go.mod`: the module path, the `go` line, requirements and replacements.
//!
//! The grammar is Go's (cmd/go's modfile): one directive per line, or a block `verb ( ... )`
//! with one entry per line; tokens are bare words, interpreted strings ("...") or raw strings
//! (`...`); `//` starts a comment; `=>` separates a replacement's two sides. solod reads
//! `module`, `go`, `require` and `replace`, and accepts the other directives Go defines
//! (`toolchain`, `godebug`, `exclude`, `retract`, `tool`, `ignore`) without using them.

use std::path::{Path, PathBuf};

/// A Go language version `go1.N` (`major` is always 1 today).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct GoVersion {
    pub major: u32,
    pub minor: u32,
}

impl GoVersion {
    pub const fn new(minor: u32) -> GoVersion {
        GoVersion { major: 1, minor }
    }

    /// `1.22`, `1.22.3`, `1.21rc1`, `1` (Go's format for the `go` line).
    pub fn parse(s: &str) -> Option<GoVersion> {
        let mut parts = s.splitn(3, '.');
        let major: u32 = parts.next()?.parse().ok()?;
        let minor = match parts.next() {
            None => 0,
            Some(m) => {
                // A prerelease suffix (`rc1`, `beta2`) follows the minor number.
                let digits: String = m.chars().take_while(|c| c.is_ascii_digit()).collect();
                let rest = &m[digits.len()..];
                if digits.is_empty()
                    || !(rest.is_empty()
                        || rest.starts_with("rc")
                        || rest.starts_with("beta")
                        || rest.starts_with("alpha"))
                {
                    return None;
                }
                digits.parse().ok()?
            }
        };
        if let Some(patch) = parts.next() {
            if patch.is_empty() || !patch.chars().all(|c| c.is_ascii_digit()) {
                return None;
            }
        }
        if major != 1 {
            return None;
        }
        Some(GoVersion { major, minor })
    }
}

impl std::fmt::Display for GoVersion {
    /// As the Go compiler names a language version: `go1.22` (`go1` for 1.0).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.minor == 0 {
            write!(f, "go{}", self.major)
        } else {
            write!(f, "go{}.{}", self.major, self.minor)
        }
    }
}

/// The newest language version solod implements (Go 1.26 semantics: `new(expr)`).
pub const LATEST: GoVersion = GoVersion::new(26);

/// The language version of a module whose `go.mod` has no `go` line (Go assumes 1.16).
pub const DEFAULT_WITHOUT_GO_LINE: GoVersion = GoVersion::new(16);

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Require {
    pub path: String,
    pub version: String,
    pub line: usize,
}

/// What a replacement points to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplaceTarget {
    /// A directory, as written (relative to the `go.mod`'s directory, or absolute).
    Dir(String),
    /// Another module at a version: solod cannot fetch modules.
    Module { path: String, version: String },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replace {
    pub path: String,
    /// `replace path v1.2.3 => ...` replaces only that version.
    pub version: Option<String>,
    pub target: ReplaceTarget,
    pub line: usize,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GoMod {
    pub module: String,
    pub module_line: usize,
    /// The `go` line, if any.
    pub go: Option<GoVersion>,
    pub go_line: usize,
    pub requires: Vec<Require>,
    pub replaces: Vec<Replace>,
}

/// An error at a line of a `go.mod` (Go's form: `go.mod:LINE: message`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ModError {
    pub line: usize,
    pub message: String,
}

impl GoMod {
    /// The language version the module's code is checked with.
    pub fn language(&self) -> GoVersion {
        self.go.unwrap_or(DEFAULT_WITHOUT_GO_LINE)
    }

    /// The directory a replacement of module `path` points to, resolved against `root` (the
    /// directory of this `go.mod`). `Err` for a replacement by another module version.
    pub fn replacement(&self, path: &str, root: &Path) -> Option<Result<PathBuf, &Replace>> {
        // A replacement without a version applies to every version; the last one wins, as
        // Go reports duplicates anyway.
        let r = self.replaces.iter().rev().find(|r| r.path == path)?;
        Some(match &r.target {
            ReplaceTarget::Dir(d) => {
                let p = Path::new(d);
                Ok(if p.is_absolute() {
                    p.to_path_buf()
                } else {
                    root.join(p)
                })
            }
            ReplaceTarget::Module { .. } => Err(r),
        })
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Tok {
    Word(String),
    Arrow,
    LParen,
    RParen,
}

/// Splits one line into tokens (comments dropped).
fn tokens(line: &str, lineno: usize) -> Result<Vec<Tok>, ModError> {
    let err = |m: &str| ModError {
        line: lineno,
        message: m.to_string(),
    };
    let mut out = Vec::new();
    let b = line.as_bytes();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c == b' ' || c == b'\t' || c == b'\r' {
            i += 1;
        } else if line[i..].starts_with("//") {
            break;
        } else if line[i..].starts_with("=>") {
            out.push(Tok::Arrow);
            i += 2;
        } else if c == b'(' {
            out.push(Tok::LParen);
            i += 1;
        } else if c == b')' {
            out.push(Tok::RParen);
            i += 1;
        } else if c == b'"' {
            let mut s = String::new();
            i += 1;
            let mut closed = false;
            while i < b.len() {
                match b[i] {
                    b'"' => {
                        closed = true;
                        i += 1;
                        break;
                    }
                    b'\\' if i + 1 < b.len() => {
                        let e = b[i + 1];
                        s.push(match e {
                            b'n' => '\n',
                            b't' => '\t',
                            b'\\' => '\\',
                            b'"' => '"',
                            _ => return Err(err("invalid quoted string")),
                        });
                        i += 2;
                    }
                    _ => {
                        let ch = line[i..].chars().next().unwrap_or(' ');
                        s.push(ch);
                        i += ch.len_utf8();
                    }
                }
            }
            if !closed {
                return Err(err("unterminated quoted string"));
            }
            out.push(Tok::Word(s));
        } else if c == b'`' {
            let rest = &line[i + 1..];
            let Some(end) = rest.find('`') else {
                return Err(err("unterminated raw string"));
            };
            out.push(Tok::Word(rest[..end].to_string()));
            i += end + 2;
        } else {
            let start = i;
            while i < b.len()
                && !matches!(b[i], b' ' | b'\t' | b'\r' | b'(' | b')' | b'"' | b'`')
                && !line[i..].starts_with("//")
                && !line[i..].starts_with("=>")
            {
                i += 1;
            }
            out.push(Tok::Word(line[start..i].to_string()));
        }
    }
    Ok(out)
}

const KNOWN: &[&str] = &[
    "module",
    "go",
    "toolchain",
    "godebug",
    "require",
    "exclude",
    "replace",
    "retract",
    "tool",
    "ignore",
];

/// Whether a replacement's right side is a directory: Go's rule is that it starts with
/// `./`, `../` or `/` (or is `.`/`..`).
fn is_dir_path(s: &str) -> bool {
    s == "."
        || s == ".."
        || s.starts_with("./")
        || s.starts_with("../")
        || s.starts_with('/')
        || s.starts_with(".\\")
        || s.starts_with("..\\")
}

/// Parses the text of a `go.mod`; every error is reported with its line.
pub fn parse(text: &str) -> Result<GoMod, Vec<ModError>> {
    let mut m = GoMod::default();
    let mut errors = Vec::new();
    let mut block: Option<String> = None;
    let mut seen_module = false;
    let mut seen_go = false;
    for (k, raw) in text.lines().enumerate() {
        let lineno = k + 1;
        let toks = match tokens(raw, lineno) {
            Ok(t) => t,
            Err(e) => {
                errors.push(e);
                continue;
            }
        };
        if toks.is_empty() {
            continue;
        }
        let err = |msg: String| ModError {
            line: lineno,
            message: msg,
        };
        let (verb, args): (String, &[Tok]) = match (&block, toks.first()) {
            (Some(_), Some(Tok::RParen)) => {
                if toks.len() > 1 {
                    errors.push(err("syntax error: unexpected token after )".into()));
                }
                block = None;
                continue;
            }
            (Some(v), _) => (v.clone(), &toks[..]),
            (None, Some(Tok::Word(w))) => {
                if toks.len() == 2 && toks[1] == Tok::LParen {
                    if !KNOWN.contains(&w.as_str()) {
                        errors.push(err(format!("unknown block type: {w}")));
                    }
                    block = Some(w.clone());
                    continue;
                }
                (w.clone(), &toks[1..])
            }
            (None, _) => {
                errors.push(err("syntax error: unexpected token".into()));
                continue;
            }
        };
        let words: Vec<&str> = args
            .iter()
            .filter_map(|t| match t {
                Tok::Word(w) => Some(w.as_str()),
                _ => None,
            })
            .collect();
        match verb.as_str() {
            "module" => {
                if seen_module {
                    errors.push(err("repeated module statement".into()));
                    continue;
                }
                seen_module = true;
                if words.len() != 1 || args.len() != 1 {
                    errors.push(err("usage: module module/path".into()));
                    continue;
                }
                m.module = words[0].to_string();
                m.module_line = lineno;
            }
            "go" => {
                if seen_go {
                    errors.push(err("repeated go statement".into()));
                    continue;
                }
                seen_go = true;
                if words.len() != 1 || args.len() != 1 {
                    errors.push(err("usage: go 1.23".into()));
                    continue;
                }
                match GoVersion::parse(words[0]) {
                    Some(v) => {
                        m.go = Some(v);
                        m.go_line = lineno;
                    }
                    None => errors.push(err(format!(
                        "invalid go version '{}': must match format 1.23.0",
                        words[0]
                    ))),
                }
            }
            "require" => {
                if words.len() != 2 || args.len() != 2 {
                    errors.push(err("usage: require module/path v1.2.3".into()));
                    continue;
                }
                m.requires.push(Require {
                    path: words[0].to_string(),
                    version: words[1].to_string(),
                    line: lineno,
                });
            }
            "replace" => {
                let arrow = args.iter().position(|t| *t == Tok::Arrow);
                let usage = "usage: replace module/path [v1.2.3] => other/module v1.4\n\t or replace module/path [v1.2.3] => ../local/directory";
                let Some(a) = arrow else {
                    errors.push(err(usage.into()));
                    continue;
                };
                let word = |t: &Tok| match t {
                    Tok::Word(w) => Some(w.clone()),
                    _ => None,
                };
                let left: Vec<String> = args[..a].iter().filter_map(word).collect();
                let right: Vec<String> = args[a + 1..].iter().filter_map(word).collect();
                if left.is_empty()
                    || left.len() > 2
                    || right.is_empty()
                    || right.len() > 2
                    || left.len() + right.len() + 1 != args.len()
                {
                    errors.push(err(usage.into()));
                    continue;
                }
                let target = if is_dir_path(&right[0]) {
                    if right.len() == 2 {
                        errors.push(err(format!(
                            "replacement module directory path \"{}\" cannot have version",
                            right[0]
                        )));
                        continue;
                    }
                    ReplaceTarget::Dir(right[0].clone())
                } else {
                    if right.len() != 2 {
                        errors.push(err("replacement module without version must be directory path (rooted or starting with ./ or ../)".into()));
                        continue;
                    }
                    ReplaceTarget::Module {
                        path: right[0].clone(),
                        version: right[1].clone(),
                    }
                };
                m.replaces.push(Replace {
                    path: left[0].clone(),
                    version: left.get(1).cloned(),
                    target,
                    line: lineno,
                });
            }
            v if KNOWN.contains(&v) => {}
            v => errors.push(err(format!("unknown directive: {v}"))),
        }
    }
    if block.is_some() {
        errors.push(ModError {
            line: text.lines().count(),
            message: "syntax error: unterminated block (missing ')')".into(),
        });
    }
    if !seen_module && errors.is_empty() {
        errors.push(ModError {
            line: 1,
            message: "no module declaration in go.mod. To specify the module path:\n\tgo mod edit -module=example.com/mymodule".into(),
        });
    }
    if errors.is_empty() {
        Ok(m)
    } else {
        Err(errors)
    }
}

/// The directory holding the nearest `go.mod` at or above `dir`.
pub fn find_root(dir: &Path) -> Option<PathBuf> {
    let mut d = Some(dir);
    while let Some(x) = d {
        if x.join("go.mod").is_file() {
            return Some(x.to_path_buf());
        }
        d = x.parent();
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ok(text: &str) -> GoMod {
        match parse(text) {
            Ok(m) => m,
            Err(e) => panic!("{e:?}"),
        }
    }

    fn errs(text: &str) -> Vec<String> {
        match parse(text) {
            Ok(m) => panic!("accepted: {m:?}"),
            Err(e) => e
                .into_iter()
                .map(|e| format!("{}: {}", e.line, e.message))
                .collect(),
        }
    }

    #[test]
    fn module_and_go_lines() {
        let m =
            ok("// a comment\nmodule example.com/m // trailing\n\ngo 1.22.3\ntoolchain go1.26.1\n");
        assert_eq!(m.module, "example.com/m");
        assert_eq!(m.module_line, 2);
        assert_eq!(m.go, Some(GoVersion::new(22)));
        assert_eq!(m.language().to_string(), "go1.22");
        // A quoted module path, and no go line: Go assumes 1.16.
        let m = ok("module \"example.com/q\"\n");
        assert_eq!(m.module, "example.com/q");
        assert_eq!(m.go, None);
        assert_eq!(m.language(), GoVersion::new(16));
    }

    #[test]
    fn versions() {
        assert_eq!(GoVersion::parse("1.21rc1"), Some(GoVersion::new(21)));
        assert_eq!(GoVersion::parse("1"), Some(GoVersion::new(0)));
        assert_eq!(GoVersion::new(0).to_string(), "go1");
        assert_eq!(GoVersion::parse("1.x"), None);
        assert_eq!(GoVersion::parse("2.0"), None);
        assert_eq!(GoVersion::parse("1.22."), None);
        assert!(GoVersion::new(9) < GoVersion::new(10));
        assert_eq!(
            errs("module m\ngo 1.x\n"),
            ["2: invalid go version '1.x': must match format 1.23.0"]
        );
    }

    #[test]
    fn require_and_replace_blocks() {
        let m = ok("module example.com/m\n\ngo 1.24\n\nrequire (\n\texample.com/lib v0.0.0 // indirect\n\tsolod.dev v0.0.0\n)\n\nreplace example.com/lib => ../lib\nreplace (\n\tsolod.dev v0.0.0 => /opt/solod\n\tgithub.com/x/y => github.com/z/y v1.2.0\n)\n");
        assert_eq!(m.requires.len(), 2);
        assert_eq!(m.requires[1].path, "solod.dev");
        assert_eq!(m.requires[1].line, 7);
        assert_eq!(m.replaces.len(), 3);
        assert_eq!(m.replaces[0].target, ReplaceTarget::Dir("../lib".into()));
        assert_eq!(m.replaces[1].version.as_deref(), Some("v0.0.0"));
        let root = Path::new("/home/u/m");
        assert_eq!(
            m.replacement("example.com/lib", root).map(|r| r.ok()),
            Some(Some(PathBuf::from("/home/u/m/../lib")))
        );
        assert_eq!(
            m.replacement("solod.dev", root).map(|r| r.ok()),
            Some(Some(PathBuf::from("/opt/solod")))
        );
        // A replacement by another module version cannot be used by solod.
        let r = m.replacement("github.com/x/y", root);
        assert!(matches!(r, Some(Err(r)) if r.line == 13));
        assert!(m.replacement("example.com/none", root).is_none());
    }

    #[test]
    fn errors_have_lines() {
        assert_eq!(
            errs("module m\nfrobnicate x\n"),
            ["2: unknown directive: frobnicate"]
        );
        assert_eq!(
            errs("module m\nmodule n\n"),
            ["2: repeated module statement"]
        );
        assert_eq!(
            errs("go 1.22\n"),
            ["1: no module declaration in go.mod. To specify the module path:\n\tgo mod edit -module=example.com/mymodule"]
        );
        assert_eq!(
            errs("module m\nreplace a => ./b v1.0.0\n"),
            ["2: replacement module directory path \"./b\" cannot have version"]
        );
        assert_eq!(errs("module m\nrequire (\n\tx v1\n").len(), 1);
        assert_eq!(errs("module \"m\n")[0], "1: unterminated quoted string");
    }

    #[test]
    fn directory_replacements_are_recognised_like_go() {
        assert!(is_dir_path("./x") && is_dir_path("../x") && is_dir_path("/abs"));
        assert!(is_dir_path(".") && is_dir_path(".."));
        assert!(!is_dir_path("x/y") && !is_dir_path("example.com/m"));
        let e = errs("module m\nreplace a => b\n");
        assert!(e[0].contains("must be directory path"), "{e:?}");
    }
}
