//! Build constraints (`//go:build EXPR` and the older `// +build A,B C` form), parsed and
//! evaluated the way Go's test harness (`cmd/internal/testdir`) decides whether to run a file.

/// A parsed build-constraint expression.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expr {
    Tag(String),
    Not(Box<Expr>),
    And(Box<Expr>, Box<Expr>),
    Or(Box<Expr>, Box<Expr>),
}

impl Expr {
    pub fn eval(&self, tag: &dyn Fn(&str) -> bool) -> bool {
        match self {
            Expr::Tag(t) => tag(t),
            Expr::Not(e) => !e.eval(tag),
            Expr::And(a, b) => a.eval(tag) && b.eval(tag),
            Expr::Or(a, b) => a.eval(tag) || b.eval(tag),
        }
    }
}

/// Whether `line` is a `//go:build` line (the prefix followed by a blank or the end).
pub fn is_go_build(line: &str) -> bool {
    directive_rest(line, "//go:build").is_some()
}

/// Whether `line` is a `// +build` line.
pub fn is_plus_build(line: &str) -> bool {
    directive_rest(line, "// +build").is_some()
}

fn directive_rest<'a>(line: &'a str, prefix: &str) -> Option<&'a str> {
    let line = line
        .trim_end_matches(['\r', '\n'])
        .trim_start_matches([' ', '\t']);
    let rest = line.strip_prefix(prefix)?;
    if rest.is_empty() || rest.starts_with([' ', '\t']) {
        Some(rest)
    } else {
        None
    }
}

/// Parses a constraint line. `None` when the line is not a constraint at all, `Some(Err)` when
/// it is one but malformed.
pub fn parse_line(line: &str) -> Option<Result<Expr, String>> {
    if let Some(rest) = directive_rest(line, "//go:build") {
        return Some(parse_go_build(rest));
    }
    if let Some(rest) = directive_rest(line, "// +build") {
        return Some(parse_plus_build(rest));
    }
    None
}

/// `// +build` syntax: blank-separated options are ORed, comma-separated terms ANDed, `!`
/// negates a single tag.
fn parse_plus_build(rest: &str) -> Result<Expr, String> {
    let mut result: Option<Expr> = None;
    for clause in rest.split_whitespace() {
        let mut and: Option<Expr> = None;
        for term in clause.split(',') {
            let (neg, name) = match term.strip_prefix('!') {
                Some(n) => (true, n),
                None => (false, term),
            };
            if name.is_empty() || name.starts_with('!') || !is_valid_tag(name) {
                return Err(format!("invalid +build term {term:?}"));
            }
            let mut e = Expr::Tag(name.to_string());
            if neg {
                e = Expr::Not(Box::new(e));
            }
            and = Some(match and {
                None => e,
                Some(a) => Expr::And(Box::new(a), Box::new(e)),
            });
        }
        let clause = and.ok_or("empty +build clause")?;
        result = Some(match result {
            None => clause,
            Some(r) => Expr::Or(Box::new(r), Box::new(clause)),
        });
    }
    result.ok_or_else(|| "empty +build line".to_string())
}

fn is_valid_tag(name: &str) -> bool {
    name.chars()
        .all(|c| c.is_alphanumeric() || c == '_' || c == '.')
}

/// `//go:build` syntax: `||`, `&&`, `!`, parentheses and tags, with the usual precedence.
fn parse_go_build(rest: &str) -> Result<Expr, String> {
    let tokens = tokenize(rest)?;
    let mut p = Parser { tokens, pos: 0 };
    let e = p.or()?;
    if p.pos != p.tokens.len() {
        return Err(format!("unexpected {:?} in //go:build", p.tokens[p.pos]));
    }
    Ok(e)
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Tok {
    Tag(String),
    Not,
    And,
    Or,
    LParen,
    RParen,
}

fn tokenize(s: &str) -> Result<Vec<Tok>, String> {
    let mut out = Vec::new();
    let b: Vec<char> = s.chars().collect();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        match c {
            ' ' | '\t' | '\r' | '\n' => i += 1,
            '(' => {
                out.push(Tok::LParen);
                i += 1
            }
            ')' => {
                out.push(Tok::RParen);
                i += 1
            }
            '!' => {
                out.push(Tok::Not);
                i += 1
            }
            '&' if b.get(i + 1) == Some(&'&') => {
                out.push(Tok::And);
                i += 2
            }
            '|' if b.get(i + 1) == Some(&'|') => {
                out.push(Tok::Or);
                i += 2
            }
            c if c.is_alphanumeric() || c == '_' || c == '.' => {
                let start = i;
                while i < b.len() && (b[i].is_alphanumeric() || b[i] == '_' || b[i] == '.') {
                    i += 1;
                }
                out.push(Tok::Tag(b[start..i].iter().collect()));
            }
            _ => return Err(format!("unexpected {c:?} in //go:build")),
        }
    }
    Ok(out)
}

struct Parser {
    tokens: Vec<Tok>,
    pos: usize,
}

impl Parser {
    fn peek(&self) -> Option<&Tok> {
        self.tokens.get(self.pos)
    }
    fn or(&mut self) -> Result<Expr, String> {
        let mut e = self.and()?;
        while self.peek() == Some(&Tok::Or) {
            self.pos += 1;
            let r = self.and()?;
            e = Expr::Or(Box::new(e), Box::new(r));
        }
        Ok(e)
    }
    fn and(&mut self) -> Result<Expr, String> {
        let mut e = self.not()?;
        while self.peek() == Some(&Tok::And) {
            self.pos += 1;
            let r = self.not()?;
            e = Expr::And(Box::new(e), Box::new(r));
        }
        Ok(e)
    }
    fn not(&mut self) -> Result<Expr, String> {
        if self.peek() == Some(&Tok::Not) {
            self.pos += 1;
            return Ok(Expr::Not(Box::new(self.not()?)));
        }
        self.atom()
    }
    fn atom(&mut self) -> Result<Expr, String> {
        match self.tokens.get(self.pos).cloned() {
            Some(Tok::LParen) => {
                self.pos += 1;
                let e = self.or()?;
                if self.peek() != Some(&Tok::RParen) {
                    return Err("missing ) in //go:build".into());
                }
                self.pos += 1;
                Ok(e)
            }
            Some(Tok::Tag(t)) => {
                self.pos += 1;
                Ok(Expr::Tag(t))
            }
            other => Err(format!("unexpected {other:?} in //go:build")),
        }
    }
}

/// The build context the programs are judged in: what Go's harness would see on this host,
/// except that cgo is off (solod does not do cgo, so programs that need it are skipped).
#[derive(Clone, Debug)]
pub struct Context {
    pub goos: String,
    pub goarch: String,
    pub cgo: bool,
    /// `go1.1` ... `go1.N` for the installed Go.
    pub release_tags: Vec<String>,
    /// Enabled experiments, as `goexperiment.NAME`.
    pub tool_tags: Vec<String>,
}

impl Context {
    /// The tag rules of `testdir_test.go`'s `context.match`: release tags, enabled
    /// experiments, `cgo` when enabled, GOOS, GOARCH, `gc` and `test_run`; nothing else (not
    /// even `unix`).
    pub fn matches(&self, name: &str) -> bool {
        if name.is_empty() || !is_valid_tag(name) {
            return false;
        }
        if self.release_tags.iter().any(|t| t == name) {
            return true;
        }
        if name.starts_with("goexperiment.") {
            return self.tool_tags.iter().any(|t| t == name);
        }
        if name == "cgo" {
            return self.cgo;
        }
        name == self.goos || name == self.goarch || name == "gc" || name == "test_run"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn host() -> Context {
        Context {
            goos: "linux".into(),
            goarch: "amd64".into(),
            cgo: false,
            release_tags: (1..=26).map(|n| format!("go1.{n}")).collect(),
            tool_tags: vec!["goexperiment.regabiargs".into()],
        }
    }

    fn eval(line: &str) -> bool {
        let ctx = host();
        parse_line(line)
            .expect("a constraint line")
            .expect("well formed")
            .eval(&|t| ctx.matches(t))
    }

    #[test]
    fn recognises_constraint_lines() {
        assert!(is_go_build("//go:build linux"));
        assert!(!is_go_build("//go:buildlinux"));
        assert!(!is_go_build("// go:build linux"));
        assert!(is_plus_build("// +build linux"));
        assert!(!is_plus_build("//+build linux"));
        assert!(parse_line("// run").is_none());
    }

    #[test]
    fn go_build_precedence_and_parentheses() {
        assert!(eval("//go:build linux && amd64"));
        assert!(!eval("//go:build linux && !amd64"));
        // && binds tighter than ||.
        assert!(eval("//go:build windows && arm || linux"));
        assert!(!eval("//go:build windows && (arm || linux)"));
        assert!(eval("//go:build !(386 || arm || mips || mipsle)"));
        assert!(eval(
            "//go:build !aix && (!darwin || !arm64) && (!windows || (!amd64 && !arm64))"
        ));
        assert!(parse_line("//go:build (linux").unwrap().is_err());
        assert!(parse_line("//go:build linux &&").unwrap().is_err());
    }

    #[test]
    fn plus_build_spaces_or_commas_and() {
        assert!(eval("// +build linux,amd64"));
        assert!(!eval("// +build linux,!amd64"));
        assert!(eval("// +build windows linux"));
        assert!(!eval("// +build windows darwin"));
    }

    #[test]
    fn tag_rules_follow_go_harness() {
        let c = host();
        assert!(c.matches("go1.21"));
        assert!(!c.matches("go1.99"));
        assert!(c.matches("gc"));
        assert!(!c.matches("gccgo"));
        assert!(c.matches("test_run"));
        // testdir's matcher knows nothing about `unix`, `race` or `ignore`.
        assert!(!c.matches("unix"));
        assert!(!c.matches("race"));
        assert!(!c.matches("ignore"));
        assert!(!c.matches("cgo"));
        assert!(c.matches("goexperiment.regabiargs"));
        assert!(!c.matches("goexperiment.fieldtrack"));
        assert!(!c.matches("amd64.v3"));
        assert!(!c.matches("gcflags_noopt"));
    }
}
