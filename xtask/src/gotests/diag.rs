//! Reading solod's diagnostics back: each starts with `error: MESSAGE` (or `error[CODE]:`) at
//! the start of a line, followed by its primary location `┌─ FILE:LINE:COL` (codespan-reporting's
//! layout). Warnings are skipped.

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diag {
    pub message: String,
    pub file: Option<String>,
    pub line: Option<usize>,
    pub col: Option<usize>,
}

/// Removes ANSI colour sequences, in case the compiler colours its output.
pub fn strip_ansi(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' && chars.peek() == Some(&'[') {
            chars.next();
            for d in chars.by_ref() {
                if ('@'..='~').contains(&d) {
                    break;
                }
            }
            continue;
        }
        out.push(c);
    }
    out
}

/// The error diagnostics in `output`, in order of appearance.
pub fn parse(output: &str) -> Vec<Diag> {
    let text = strip_ansi(output);
    let mut out: Vec<Diag> = Vec::new();
    // Whether the diagnostic being read is an error still waiting for its location.
    let mut awaiting_location = false;
    for line in text.lines() {
        if let Some(msg) = header_message(line, "error") {
            out.push(Diag {
                message: msg.to_string(),
                file: None,
                line: None,
                col: None,
            });
            awaiting_location = true;
            continue;
        }
        if header_message(line, "warning").is_some()
            || header_message(line, "note").is_some()
            || header_message(line, "help").is_some()
        {
            awaiting_location = false;
            continue;
        }
        if awaiting_location {
            if let Some(loc) = line.trim_start().strip_prefix("┌─") {
                if let Some(d) = out.last_mut() {
                    let (file, l, c) = parse_location(loc.trim());
                    d.file = file;
                    d.line = l;
                    d.col = c;
                }
                awaiting_location = false;
            }
        }
    }
    out
}

/// `KIND: message` or `KIND[CODE]: message` at the start of a line.
fn header_message<'a>(line: &'a str, kind: &str) -> Option<&'a str> {
    let rest = line.strip_prefix(kind)?;
    let rest = if let Some(r) = rest.strip_prefix('[') {
        let end = r.find(']')?;
        &r[end + 1..]
    } else {
        rest
    };
    rest.strip_prefix(':').map(str::trim)
}

/// `FILE:LINE:COL` (the file name may itself hold colons).
fn parse_location(loc: &str) -> (Option<String>, Option<usize>, Option<usize>) {
    let mut parts = loc.rsplitn(3, ':');
    let col = parts.next().and_then(|s| s.trim().parse().ok());
    let line = parts.next().and_then(|s| s.trim().parse().ok());
    let file = parts.next().map(str::to_string);
    match (file, line, col) {
        (Some(f), Some(l), Some(c)) => (Some(f), Some(l), Some(c)),
        _ => (Some(loc.to_string()), None, None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TWO: &str = "\
error: closures are not supported in So
  ┌─ /tmp/x/main.go:12:10
   │
12 │     sort(xs, func(a, b int) bool { return a < b })
   │              ^^^^^^^^^^^^^^^^^^^^ function literal
   │
   = help: declare a top-level function and pass its name

warning: something
  ┌─ /tmp/x/main.go:3:1

error[E0001]: declared and not used: `y`
  ┌─ /tmp/x/main.go:20:2
";

    #[test]
    fn reads_messages_and_positions() {
        let d = parse(TWO);
        assert_eq!(d.len(), 2);
        assert_eq!(d[0].message, "closures are not supported in So");
        assert_eq!(d[0].file.as_deref(), Some("/tmp/x/main.go"));
        assert_eq!((d[0].line, d[0].col), (Some(12), Some(10)));
        assert_eq!(d[1].message, "declared and not used: `y`");
        assert_eq!(d[1].line, Some(20));
    }

    #[test]
    fn error_without_location() {
        let d = parse("error: no main function\n");
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].line, None);
    }

    #[test]
    fn coloured_output() {
        let d = parse("\u{1b}[1;31merror\u{1b}[0m: bad\n  ┌─ a.go:1:2\n");
        assert_eq!(d[0].message, "bad");
        assert_eq!(d[0].line, Some(1));
    }

    #[test]
    fn indented_error_words_are_not_headers() {
        assert!(parse("  error: inside a snippet\nnot an error: x\n").is_empty());
    }
}
