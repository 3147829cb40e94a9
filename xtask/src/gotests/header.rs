//! The execution recipe at the top of each file in Go's test directory, read the way
//! `cmd/internal/testdir` reads it: the first non-blank line that is not a build constraint is a
//! comment holding the action (`run`, `errorcheck`, `compile`, `skip`, ...), then flags (words
//! starting with `-`), then arguments. Build constraints are looked for up to `package`.

use super::constraint::{self, Context};

/// A file's recipe.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Recipe {
    /// `run`, `errorcheck`, `errorcheckwithauto`, `compile`, `rundir`, `skip`, ...
    pub action: String,
    /// Flags for the Go tool, e.g. `-gcflags=-d=checkptr`, `-m`, `-d=panic`.
    pub flags: Vec<String>,
    /// Arguments after the flags: for `run`, extra `.go` files or program arguments.
    pub args: Vec<String>,
    /// `-t N`: a time limit in seconds.
    pub timeout_secs: Option<u64>,
    /// `-goexperiment X` values.
    pub goexperiment: Vec<String>,
    /// `-godebug X` values.
    pub godebug: Vec<String>,
    /// `-0` (false) or `-1` (true): whether compilation must fail, when the file overrides the
    /// action's default.
    pub want_error: Option<bool>,
    /// The constraint lines found before `package`.
    pub constraints: Vec<String>,
}

/// Reads the recipe. An error means the header is malformed (Go's harness would stop there).
pub fn parse(src: &str) -> Result<Recipe, String> {
    let mut action_line = String::new();
    for line in src.split('\n') {
        if constraint::is_go_build(line) || constraint::is_plus_build(line) {
            continue;
        }
        let t = line.strip_prefix("//").unwrap_or(line).trim();
        if !t.is_empty() {
            action_line = t.to_string();
            break;
        }
    }
    if action_line.is_empty() {
        return Err("no execution recipe".into());
    }
    let words = split_quoted(&action_line)?;
    let mut r = Recipe {
        action: words[0].clone(),
        ..Recipe::default()
    };
    let mut rest = words[1..].iter();
    let mut args: Vec<String> = Vec::new();
    while let Some(w) = rest.next() {
        if !args.is_empty() || !w.starts_with('-') {
            args.push(w.clone());
            continue;
        }
        let mut value = |flag: &str| {
            rest.next()
                .cloned()
                .ok_or_else(|| format!("{flag} needs a value"))
        };
        match w.as_str() {
            "-0" => r.want_error = Some(false),
            "-1" => r.want_error = Some(true),
            "-s" => {}
            "-t" => {
                let v = value("-t")?;
                r.timeout_secs = Some(
                    v.parse()
                        .map_err(|_| format!("-t needs a number of seconds, got {v}"))?,
                );
            }
            "-goexperiment" => r.goexperiment.push(value("-goexperiment")?),
            "-godebug" => r.godebug.push(value("-godebug")?),
            "-gomodversion" => {
                value("-gomodversion")?;
            }
            _ => r.flags.push(w.clone()),
        }
    }
    r.args = args;
    let header = match src.find("\npackage") {
        Some(i) => &src[..i],
        None => action_line.as_str(),
    };
    for line in header.split('\n') {
        if line.starts_with("package ") {
            break;
        }
        if constraint::parse_line(line).is_some() {
            r.constraints.push(line.trim_end().to_string());
        }
    }
    Ok(r)
}

/// Whether the file's constraints admit `ctx`; otherwise the first constraint line that
/// excludes it (Go's harness reports that line as the reason for skipping).
pub fn excluded_by(r: &Recipe, ctx: &Context) -> Option<String> {
    for line in &r.constraints {
        // Go's harness ignores lines that do not parse as constraints.
        if let Some(Ok(e)) = constraint::parse_line(line) {
            if !e.eval(&|t| ctx.matches(t)) {
                return Some(line.clone());
            }
        }
    }
    None
}

/// Splits a recipe line into words: blanks separate, single or double quotes group, a
/// backslash escapes the next character.
pub fn split_quoted(s: &str) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut have = false;
    let mut escaped = false;
    let mut quote: Option<char> = None;
    for c in s.chars() {
        if escaped {
            escaped = false;
            cur.push(c);
            continue;
        }
        if c == '\\' {
            escaped = true;
            continue;
        }
        if let Some(q) = quote {
            if c == q {
                quote = None;
            } else {
                cur.push(c);
            }
            continue;
        }
        if c == '"' || c == '\'' {
            quote = Some(c);
            have = true;
            continue;
        }
        if c.is_whitespace() {
            if have || !cur.is_empty() {
                out.push(std::mem::take(&mut cur));
                have = false;
            }
            continue;
        }
        cur.push(c);
    }
    if have || !cur.is_empty() {
        out.push(cur);
    }
    if quote.is_some() {
        return Err("unclosed quote".into());
    }
    if escaped {
        return Err("unfinished escaping".into());
    }
    Ok(out)
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
            tool_tags: vec![],
        }
    }

    #[test]
    fn plain_run() {
        let r = parse("// run\n\n// Copyright\n\npackage main\n").unwrap();
        assert_eq!(r.action, "run");
        assert!(r.flags.is_empty() && r.args.is_empty() && r.constraints.is_empty());
    }

    #[test]
    fn constraint_lines_come_before_the_action() {
        let src = "//go:build cgo\n\n// run\n\npackage main\n";
        let r = parse(src).unwrap();
        assert_eq!(r.action, "run");
        assert_eq!(r.constraints, vec!["//go:build cgo".to_string()]);
        assert_eq!(excluded_by(&r, &host()), Some("//go:build cgo".into()));
        let src = "// run\n\n//go:build linux && amd64\n\npackage main\n";
        let r = parse(src).unwrap();
        assert_eq!(excluded_by(&r, &host()), None);
    }

    #[test]
    fn constraints_after_package_do_not_count() {
        let r = parse("// errorcheck\n\npackage p\n\n//go:build bad // ERROR \"x\"\n").unwrap();
        assert!(r.constraints.is_empty());
    }

    #[test]
    fn action_without_space_after_slashes() {
        assert_eq!(
            parse("//errorcheck -0\npackage p\n").unwrap().action,
            "errorcheck"
        );
        assert_eq!(
            parse("//errorcheck -0\npackage p\n").unwrap().want_error,
            Some(false)
        );
    }

    #[test]
    fn flags_then_args() {
        let r = parse("// run -gcflags=\"-d=checkptr\" arg1 arg2\npackage main\n").unwrap();
        assert_eq!(r.flags, vec!["-gcflags=-d=checkptr"]);
        assert_eq!(r.args, vec!["arg1", "arg2"]);
        let r = parse("// run cmplxdivide1.go\npackage main\n").unwrap();
        assert_eq!(r.args, vec!["cmplxdivide1.go"]);
        let r = parse("// run -gcflags='all=-N -l'\npackage main\n").unwrap();
        assert_eq!(r.flags, vec!["-gcflags=all=-N -l"]);
    }

    #[test]
    fn flags_with_values() {
        let r = parse("// errorcheck -t 10\npackage p\n").unwrap();
        assert_eq!(r.timeout_secs, Some(10));
        assert!(r.flags.is_empty());
        let r = parse("// run -goexperiment fieldtrack\npackage main\n").unwrap();
        assert_eq!(r.goexperiment, vec!["fieldtrack"]);
        let r = parse("// errorcheck -0 -m -l\npackage p\n").unwrap();
        assert_eq!(r.want_error, Some(false));
        assert_eq!(r.flags, vec!["-m", "-l"]);
        assert!(parse("// errorcheck -t\npackage p\n").is_err());
    }

    #[test]
    fn missing_recipe_is_an_error() {
        assert!(parse("\n\n").is_err());
        assert_eq!(parse("package main\n").unwrap().action, "package");
    }

    #[test]
    fn split_quoted_like_go_build() {
        assert_eq!(
            split_quoted(r#"a "b:c d" 'ef' g\""#).unwrap(),
            vec!["a", "b:c d", "ef", "g\""]
        );
        assert_eq!(split_quoted(r#"x """#).unwrap(), vec!["x", ""]);
        assert!(split_quoted("\"open").is_err());
        assert!(split_quoted("end\\").is_err());
    }
}
