//! Which files of a directory belong to the build, as `go build` decides: `//go:build`
//! expressions (or legacy `// +build` lines), `_GOOS`/`_GOARCH` file name suffixes, `_test.go`
//! files and files starting with `_` or `.` left out.
//!
//! solod builds for the host (GOOS `linux`, GOARCH `amd64` or `arm64`) with the tags `unix`,
//! `solod` (so Go-only code can hide behind `//go:build !solod`) and the release tags
//! `go1.1` ... `go1.26` of the language it implements. `gc`, `gccgo` and `cgo` are not set:
//! solod is neither Go compiler, and it has no cgo.

use super::gomod::{GoVersion, LATEST};

/// A build constraint expression.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expr {
    Tag(String),
    Not(Box<Expr>),
    And(Box<Expr>, Box<Expr>),
    Or(Box<Expr>, Box<Expr>),
}

impl Expr {
    pub fn eval(&self, has: &dyn Fn(&str) -> bool) -> bool {
        match self {
            Expr::Tag(t) => has(t),
            Expr::Not(x) => !x.eval(has),
            Expr::And(a, b) => a.eval(has) && b.eval(has),
            Expr::Or(a, b) => a.eval(has) || b.eval(has),
        }
    }

    /// The oldest Go version the expression requires (`go1.21 && linux` requires go1.21),
    /// as Go's `constraint.GoVersion` computes it; `None` if it requires none.
    pub fn go_version(&self) -> Option<GoVersion> {
        fn min_version(e: &Expr, sign: i32) -> i64 {
            match e {
                Expr::And(a, b) => {
                    let (x, y) = (min_version(a, sign), min_version(b, sign));
                    if sign > 0 {
                        x.max(y)
                    } else {
                        x.min(y)
                    }
                }
                Expr::Or(a, b) => {
                    let (x, y) = (min_version(a, sign), min_version(b, sign));
                    if sign > 0 {
                        x.min(y)
                    } else {
                        x.max(y)
                    }
                }
                Expr::Not(x) => min_version(x, -sign),
                Expr::Tag(t) => {
                    if sign < 0 {
                        return -1;
                    }
                    if t == "go1" {
                        return 0;
                    }
                    match t.strip_prefix("go1.").map(|m| m.parse::<u32>()) {
                        Some(Ok(n)) => n as i64,
                        _ => -1,
                    }
                }
            }
        }
        let v = min_version(self, 1);
        (v >= 0).then(|| GoVersion::new(v as u32))
    }
}

/// A syntax error in a constraint line.
#[derive(Debug, PartialEq, Eq)]
pub struct SyntaxError(pub String);

fn is_tag_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_' || c == '.'
}

/// Parses the expression of a `//go:build` line (the text after `//go:build`): `||` binds
/// loosest, then `&&`, then `!`; parentheses group.
pub fn parse_expr(text: &str) -> Result<Expr, SyntaxError> {
    struct P<'a> {
        s: &'a str,
        pos: usize,
    }
    impl P<'_> {
        fn skip(&mut self) {
            while self.s[self.pos..].starts_with([' ', '\t']) {
                self.pos += 1;
            }
        }
        fn eat(&mut self, t: &str) -> bool {
            self.skip();
            if self.s[self.pos..].starts_with(t) {
                self.pos += t.len();
                true
            } else {
                false
            }
        }
        fn or(&mut self) -> Result<Expr, SyntaxError> {
            let mut x = self.and()?;
            while self.eat("||") {
                let y = self.and()?;
                x = Expr::Or(Box::new(x), Box::new(y));
            }
            Ok(x)
        }
        fn and(&mut self) -> Result<Expr, SyntaxError> {
            let mut x = self.not()?;
            while self.eat("&&") {
                let y = self.not()?;
                x = Expr::And(Box::new(x), Box::new(y));
            }
            Ok(x)
        }
        fn not(&mut self) -> Result<Expr, SyntaxError> {
            if self.eat("!") {
                return Ok(Expr::Not(Box::new(self.not()?)));
            }
            self.atom()
        }
        fn atom(&mut self) -> Result<Expr, SyntaxError> {
            if self.eat("(") {
                let x = self.or()?;
                if !self.eat(")") {
                    return Err(SyntaxError("missing close paren".into()));
                }
                return Ok(x);
            }
            self.skip();
            let rest = &self.s[self.pos..];
            let n: usize = rest
                .chars()
                .take_while(|c| is_tag_char(*c))
                .map(char::len_utf8)
                .sum();
            if n == 0 {
                return Err(SyntaxError(if rest.is_empty() {
                    "unexpected end of expression".into()
                } else {
                    format!("unexpected token {}", rest.chars().next().unwrap_or(' '))
                }));
            }
            self.pos += n;
            Ok(Expr::Tag(rest[..n].to_string()))
        }
    }
    let mut p = P { s: text, pos: 0 };
    let x = p.or()?;
    p.skip();
    if p.pos != text.len() {
        return Err(SyntaxError(format!(
            "unexpected token {}",
            text[p.pos..].chars().next().unwrap_or(' ')
        )));
    }
    Ok(x)
}

/// Parses the terms of one legacy `// +build` line: space-separated alternatives of
/// comma-separated `!`-optional tags.
pub fn parse_plus_build(text: &str) -> Result<Expr, SyntaxError> {
    let mut alts: Option<Expr> = None;
    for alt in text.split_whitespace() {
        let mut all: Option<Expr> = None;
        for term in alt.split(',') {
            let (neg, tag) = match term.strip_prefix('!') {
                Some(t) => (true, t),
                None => (false, term),
            };
            if tag.is_empty() || tag.starts_with('!') || !tag.chars().all(is_tag_char) {
                return Err(SyntaxError(format!("invalid +build term {term:?}")));
            }
            let mut x = Expr::Tag(tag.to_string());
            if neg {
                x = Expr::Not(Box::new(x));
            }
            all = Some(match all {
                None => x,
                Some(a) => Expr::And(Box::new(a), Box::new(x)),
            });
        }
        if let Some(a) = all {
            alts = Some(match alts {
                None => a,
                Some(o) => Expr::Or(Box::new(o), Box::new(a)),
            });
        }
    }
    alts.ok_or_else(|| SyntaxError("empty +build line".into()))
}

/// The build constraint of a file: from its `//go:build` line if it has one, otherwise the
/// conjunction of its `// +build` lines (which count only before the last blank line of the
/// leading comments, as in Go). Both must come before the package clause.
pub fn file_constraint(src: &str) -> Result<Option<Expr>, SyntaxError> {
    let mut go_build: Option<Expr> = None;
    let mut plus: Vec<(usize, Expr)> = Vec::new();
    let mut last_blank = 0usize;
    let mut in_block = false;
    for (k, raw) in src.lines().enumerate() {
        let line = raw.trim();
        if in_block {
            if let Some(i) = line.find("*/") {
                in_block = false;
                if !line[i + 2..].trim().is_empty() {
                    break;
                }
            }
            continue;
        }
        if line.is_empty() {
            last_blank = k;
            continue;
        }
        if let Some(rest) = line.strip_prefix("//") {
            if let Some(e) = line.strip_prefix("//go:build") {
                if e.is_empty() || e.starts_with([' ', '\t']) {
                    if go_build.is_some() {
                        return Err(SyntaxError("multiple //go:build comments".into()));
                    }
                    go_build = Some(parse_expr(e.trim())?);
                }
                continue;
            }
            let rest = rest.trim_start();
            if let Some(e) = rest.strip_prefix("+build") {
                if e.is_empty() || e.starts_with([' ', '\t']) {
                    plus.push((k, parse_plus_build(e)?));
                }
            }
            continue;
        }
        if let Some(rest) = line.strip_prefix("/*") {
            if !rest.contains("*/") {
                in_block = true;
            }
            continue;
        }
        break;
    }
    if go_build.is_some() {
        return Ok(go_build);
    }
    let mut all: Option<Expr> = None;
    for (k, x) in plus {
        if k >= last_blank {
            continue;
        }
        all = Some(match all {
            None => x,
            Some(a) => Expr::And(Box::new(a), Box::new(x)),
        });
    }
    Ok(all)
}

const KNOWN_OS: &[&str] = &[
    "aix",
    "android",
    "darwin",
    "dragonfly",
    "freebsd",
    "hurd",
    "illumos",
    "ios",
    "js",
    "linux",
    "nacl",
    "netbsd",
    "openbsd",
    "plan9",
    "solaris",
    "wasip1",
    "windows",
    "zos",
];

const KNOWN_ARCH: &[&str] = &[
    "386",
    "amd64",
    "amd64p32",
    "arm",
    "armbe",
    "arm64",
    "arm64be",
    "loong64",
    "mips",
    "mipsle",
    "mips64",
    "mips64le",
    "mips64p32",
    "mips64p32le",
    "ppc",
    "ppc64",
    "ppc64le",
    "riscv",
    "riscv64",
    "s390",
    "s390x",
    "sparc",
    "sparc64",
    "wasm",
];

/// The build context: the target and the tags that are set.
#[derive(Clone, Debug)]
pub struct Context {
    pub goos: String,
    pub goarch: String,
    /// The newest release tag (`go1.26`: go1.1 ... go1.26 are set).
    pub release: GoVersion,
    pub extra: Vec<String>,
}

impl Default for Context {
    fn default() -> Context {
        Context::host()
    }
}

impl Context {
    /// The host, as solod builds for it.
    pub fn host() -> Context {
        let goarch = match std::env::consts::ARCH {
            "x86_64" => "amd64",
            "aarch64" => "arm64",
            "x86" => "386",
            other => other,
        };
        Context {
            goos: std::env::consts::OS.to_string(),
            goarch: goarch.to_string(),
            release: LATEST,
            extra: vec!["solod".to_string()],
        }
    }

    pub fn has(&self, tag: &str) -> bool {
        if tag == self.goos || tag == self.goarch || self.extra.iter().any(|t| t == tag) {
            return true;
        }
        // Every GOOS of the unix family sets `unix`.
        if tag == "unix"
            && matches!(
                self.goos.as_str(),
                "aix"
                    | "android"
                    | "darwin"
                    | "dragonfly"
                    | "freebsd"
                    | "hurd"
                    | "illumos"
                    | "ios"
                    | "linux"
                    | "netbsd"
                    | "openbsd"
                    | "solaris"
            )
        {
            return true;
        }
        if let Some(m) = tag.strip_prefix("go1.") {
            // Release tags go1.1 ... go1.N; not `go1.01`.
            if let Ok(n) = m.parse::<u32>() {
                return n >= 1 && n <= self.release.minor && !m.starts_with('0');
            }
        }
        false
    }

    /// Whether a file name is selected by its `_GOOS`, `_GOARCH` or `_GOOS_GOARCH` suffix
    /// (only what follows the first `_` counts; `linux.go` is not constrained).
    pub fn name_matches(&self, name: &str) -> bool {
        let stem = name.split('.').next().unwrap_or(name);
        let Some(i) = stem.find('_') else {
            return true;
        };
        let mut parts: Vec<&str> = stem[i..].split('_').collect();
        if parts.last() == Some(&"test") {
            parts.pop();
        }
        let n = parts.len();
        if n >= 2 && KNOWN_OS.contains(&parts[n - 2]) && KNOWN_ARCH.contains(&parts[n - 1]) {
            return self.has(parts[n - 2]) && self.has(parts[n - 1]);
        }
        if n >= 1 && (KNOWN_OS.contains(&parts[n - 1]) || KNOWN_ARCH.contains(&parts[n - 1])) {
            return self.has(parts[n - 1]);
        }
        true
    }
}

/// Why a `.go` file of a package directory is not compiled.
#[derive(Debug, PartialEq, Eq)]
pub enum Excluded {
    /// Not a Go source file of the package (no `.go`, `_test.go`, starts with `_` or `.`).
    Ignored,
    /// Its name or build constraint does not match the build context.
    Constraint,
}

/// Whether a file name is a candidate at all (before its contents are read).
pub fn candidate(name: &str) -> Result<(), Excluded> {
    if !name.ends_with(".go")
        || name.ends_with("_test.go")
        || name.starts_with('_')
        || name.starts_with('.')
    {
        return Err(Excluded::Ignored);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ctx() -> Context {
        Context {
            goos: "linux".into(),
            goarch: "amd64".into(),
            release: GoVersion::new(26),
            extra: vec!["solod".into()],
        }
    }

    fn eval(s: &str) -> bool {
        let c = ctx();
        match parse_expr(s) {
            Ok(e) => e.eval(&|t| c.has(t)),
            Err(e) => panic!("{s}: {e:?}"),
        }
    }

    #[test]
    fn precedence_is_not_then_and_then_or() {
        // `a || b && c` is `a || (b && c)`.
        assert_eq!(
            parse_expr("a || b && c"),
            parse_expr("a || (b && c)"),
            "&& binds tighter than ||"
        );
        assert_eq!(parse_expr("!a && b"), parse_expr("(!a) && b"));
        assert!(eval("linux || windows && darwin"));
        assert!(!eval("(linux || windows) && darwin"));
        assert!(eval("!windows && !darwin"));
        assert!(eval("!!linux"));
        assert!(!eval("!(linux && amd64)"));
        assert!(eval("solod && unix && go1.22 && go1.26"));
        assert!(!eval("go1.27"));
        assert!(!eval("gc") && !eval("cgo") && !eval("gccgo"));
        assert!(!eval("!solod"));
        assert!(!eval("go1.01"));
    }

    #[test]
    fn syntax_errors() {
        assert!(parse_expr("").is_err());
        assert!(parse_expr("a &&").is_err());
        assert!(parse_expr("(a || b").is_err());
        assert!(parse_expr("a b").is_err());
        assert!(parse_expr("a & b").is_err());
    }

    #[test]
    fn legacy_plus_build_lines() {
        let c = ctx();
        let ev = |s: &str| {
            parse_plus_build(s)
                .map(|e| e.eval(&|t| c.has(t)))
                .unwrap_or_else(|e| panic!("{e:?}"))
        };
        // Space is OR, comma is AND.
        assert!(ev("windows linux,amd64"));
        assert!(!ev("windows linux,arm64"));
        assert!(ev("!windows,!darwin"));
        assert!(parse_plus_build("!!x").is_err());
    }

    #[test]
    fn file_constraints_come_from_the_header() {
        let c = ctx();
        let ok = |src: &str| match file_constraint(src) {
            Ok(None) => true,
            Ok(Some(e)) => e.eval(&|t| c.has(t)),
            Err(e) => panic!("{e:?}"),
        };
        assert!(!ok("//go:build windows\n\npackage p\n"));
        assert!(ok("// Copyright\n\n//go:build linux\n\npackage p\n"));
        // //go:build wins over +build lines.
        assert!(ok("//go:build linux\n// +build windows\n\npackage p\n"));
        // +build lines must be followed by a blank line.
        assert!(!ok("// +build windows\n\npackage p\n"));
        assert!(ok("// +build windows\npackage p\n"));
        // Two +build lines: both must hold.
        assert!(!ok("// +build linux\n// +build windows\n\npackage p\n"));
        // After the package clause, a constraint is an ordinary comment.
        assert!(ok("package p\n\n//go:build windows\n"));
        // Block comments are part of the header.
        assert!(!ok("/* header\n */\n//go:build windows\n\npackage p\n"));
        assert!(file_constraint("//go:build a\n//go:build b\npackage p\n").is_err());
        // `//go:buildx` is not a constraint.
        assert!(ok("//go:buildx windows\npackage p\n"));
    }

    #[test]
    fn go_versions_of_constraints() {
        let v = |s: &str| parse_expr(s).ok().and_then(|e| e.go_version());
        assert_eq!(v("go1.21"), Some(GoVersion::new(21)));
        assert_eq!(v("go1.21 && linux"), Some(GoVersion::new(21)));
        assert_eq!(v("go1.20 || go1.25"), Some(GoVersion::new(20)));
        assert_eq!(v("go1.20 || linux"), None);
        assert_eq!(v("go1.18 && go1.22"), Some(GoVersion::new(22)));
        assert_eq!(v("!go1.22"), None);
        assert_eq!(v("linux"), None);
    }

    #[test]
    fn file_names() {
        let c = ctx();
        assert!(c.name_matches("x_linux.go"));
        assert!(!c.name_matches("x_windows.go"));
        assert!(c.name_matches("x_amd64.go"));
        assert!(!c.name_matches("x_arm64.go"));
        assert!(c.name_matches("x_linux_amd64.go"));
        assert!(!c.name_matches("x_linux_arm64.go"));
        assert!(!c.name_matches("x_windows_amd64.go"));
        // Only after the first underscore: these are not constrained.
        assert!(c.name_matches("windows.go"));
        assert!(c.name_matches("linux.go"));
        assert!(c.name_matches("x_unix.go"));
        assert!(c.name_matches("x_solod.go"));
        assert!(!c.name_matches("x_windows_test.go"));
        assert!(c.name_matches("windows_amd64.go"));
        assert_eq!(candidate("a_test.go"), Err(Excluded::Ignored));
        assert_eq!(candidate("_a.go"), Err(Excluded::Ignored));
        assert_eq!(candidate(".a.go"), Err(Excluded::Ignored));
        assert_eq!(candidate("a.c"), Err(Excluded::Ignored));
        assert_eq!(candidate("a.go"), Ok(()));
    }
}
