//! A test-case reducer for line-structured Go (as the generator writes it: one statement per
//! line, a block opened by a line ending in `{` and closed by a line starting with `}`).
//!
//! Passes, repeated until nothing changes or the budget of predicate calls runs out:
//!
//! 1. delete runs of whole statements (a block with its body counts as one), halving the run
//!    length from a quarter of the program down to one line;
//! 2. delete `else` branches;
//! 3. simplify expressions: replace a parenthesised binary expression by one of its operands,
//!    and a call's argument list's complex arguments by the first operand found in them.
//!
//! The predicate decides what "still interesting" means (for the generator: Go still builds and
//! runs it, and solod still differs in the same way), so the reducer itself never needs to
//! know Go's rules: a candidate that breaks them is simply not interesting.

pub struct Reducer<'p> {
    pred: Box<dyn FnMut(&str) -> bool + 'p>,
    pub calls: usize,
    pub budget: usize,
}

impl<'p> Reducer<'p> {
    pub fn new(budget: usize, pred: impl FnMut(&str) -> bool + 'p) -> Reducer<'p> {
        Reducer {
            pred: Box::new(pred),
            calls: 0,
            budget,
        }
    }

    fn test(&mut self, lines: &[String]) -> bool {
        if self.calls >= self.budget {
            return false;
        }
        self.calls += 1;
        let text = lines.join("\n");
        (self.pred)(&text)
    }

    pub fn reduce(&mut self, text: &str) -> String {
        let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
        loop {
            let before = lines.len();
            let before_chars: usize = lines.iter().map(String::len).sum();
            self.delete_statements(&mut lines);
            self.delete_else(&mut lines);
            self.simplify_expressions(&mut lines);
            let after_chars: usize = lines.iter().map(String::len).sum();
            if (lines.len() == before && after_chars == before_chars) || self.calls >= self.budget {
                break;
            }
        }
        // Blank lines do not matter to Go: collapse runs of them.
        let mut out = String::new();
        let mut blank = false;
        for l in &lines {
            if l.trim().is_empty() {
                if !blank {
                    out.push('\n');
                }
                blank = true;
            } else {
                out.push_str(l);
                out.push('\n');
                blank = false;
            }
        }
        out
    }

    /// The line just past the statement starting at `i` (a block statement ends at its
    /// closing line), or None if `i` does not start a statement (a closing line, `case`).
    fn statement_end(lines: &[String], i: usize) -> Option<usize> {
        let t = lines[i].trim();
        if t.starts_with('}') || t.starts_with("case ") || t == "default:" || t.is_empty() {
            return None;
        }
        // `_ = x` lines go with the declaration of x (see `without`).
        if t.starts_with("_ = ") {
            return None;
        }
        if t.starts_with("package ") {
            return None;
        }
        let mut depth = 0i32;
        for (j, l) in lines.iter().enumerate().skip(i) {
            let t = l.trim();
            if t.starts_with('}') {
                depth -= 1;
                if depth < 0 {
                    return None;
                }
            }
            if t.ends_with('{') {
                depth += 1;
            }
            if depth == 0 {
                return Some(j + 1);
            }
        }
        None
    }

    fn delete_statements(&mut self, lines: &mut Vec<String>) {
        let mut size = (lines.len() / 4).max(1);
        loop {
            let mut i = 0;
            while i < lines.len() && self.calls < self.budget {
                // A run of `size` consecutive statements starting at i.
                let mut end = i;
                let mut count = 0;
                while count < size && end < lines.len() {
                    match Self::statement_end(lines, end) {
                        Some(e) => {
                            end = e;
                            count += 1;
                        }
                        None => break,
                    }
                }
                if count == 0 {
                    i += 1;
                    continue;
                }
                let cand = without(lines, i, end);
                if self.test(&cand) {
                    *lines = cand;
                } else {
                    i += 1;
                }
            }
            if size == 1 || self.calls >= self.budget {
                break;
            }
            size /= 2;
        }
    }

    fn delete_else(&mut self, lines: &mut Vec<String>) {
        let mut i = 0;
        while i < lines.len() && self.calls < self.budget {
            if lines[i].trim() == "} else {" {
                // Find the line closing the else block.
                let mut depth = 1;
                let mut j = i + 1;
                while j < lines.len() {
                    let t = lines[j].trim();
                    if t.starts_with('}') {
                        depth -= 1;
                    }
                    if depth == 0 {
                        break;
                    }
                    if t.ends_with('{') {
                        depth += 1;
                    }
                    j += 1;
                }
                if j < lines.len() {
                    let mut cand = lines.clone();
                    cand.drain(i..j);
                    if self.test(&cand) {
                        *lines = cand;
                        continue;
                    }
                }
            }
            i += 1;
        }
    }

    fn simplify_expressions(&mut self, lines: &mut [String]) {
        for li in 0..lines.len() {
            let mut tries = 0;
            let mut start = 0;
            while tries < 40 && self.calls < self.budget {
                let Some((a, b, ops)) = next_binary(&lines[li], start) else {
                    break;
                };
                tries += 1;
                let mut replaced = false;
                for op in ops {
                    let mut cand_line = lines[li].clone();
                    cand_line.replace_range(a..b, &op);
                    let mut cand = lines.to_vec();
                    cand[li] = cand_line.clone();
                    if self.test(&cand) {
                        lines[li] = cand_line;
                        replaced = true;
                        break;
                    }
                }
                if !replaced {
                    start = a + 1;
                }
            }
        }
    }
}

/// `lines` without `lines[a..b]`, and without the `_ = x` lines of every `x` those lines
/// declared (the generator closes each block with a use of each of its locals).
fn without(lines: &[String], a: usize, b: usize) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    for l in &lines[a..b] {
        names.extend(declared(l));
    }
    lines
        .iter()
        .enumerate()
        .filter(|(i, l)| {
            if *i >= a && *i < b {
                return false;
            }
            match l.trim().strip_prefix("_ = ") {
                Some(n) => !names.iter().any(|x| x == n),
                None => true,
            }
        })
        .map(|(_, l)| l.clone())
        .collect()
}

/// Names a line declares: `var x ...`, `x := ...`, `x, y := ...`, `for i, r := range ...`.
fn declared(line: &str) -> Vec<String> {
    let t = line.trim();
    let ident = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    if let Some(rest) = t.strip_prefix("var ") {
        return rest
            .split_whitespace()
            .next()
            .filter(|n| ident(n))
            .map(|n| vec![n.to_string()])
            .unwrap_or_default();
    }
    let t = t.strip_prefix("for ").unwrap_or(t);
    match t.split_once(" := ") {
        Some((lhs, _)) => lhs
            .split(',')
            .map(str::trim)
            .filter(|n| ident(n))
            .map(str::to_string)
            .collect(),
        None => Vec::new(),
    }
}

/// The next parenthesised group at or after byte `from` of `line` holding a top-level binary
/// operator: its span and the candidate replacements (each operand).
fn next_binary(line: &str, from: usize) -> Option<(usize, usize, Vec<String>)> {
    let b = line.as_bytes();
    let mut i = from;
    while i < b.len() {
        if b[i] == b'(' {
            if let Some(close) = matching_paren(b, i) {
                let inner = &line[i + 1..close];
                if let Some((l, r)) = split_top_binary(inner) {
                    return Some((
                        i,
                        close + 1,
                        vec![l.trim().to_string(), r.trim().to_string()],
                    ));
                }
            }
        }
        if b[i] == b'"' {
            // Skip string literals.
            i += 1;
            while i < b.len() && b[i] != b'"' {
                if b[i] == b'\\' {
                    i += 1;
                }
                i += 1;
            }
        }
        i += 1;
    }
    None
}

fn matching_paren(b: &[u8], open: usize) -> Option<usize> {
    let mut depth = 0;
    let mut i = open;
    while i < b.len() {
        match b[i] {
            b'(' => depth += 1,
            b')' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            b'"' => {
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    if b[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// Splits `a OP b` at its top-level binary operator (the generator writes ` OP ` with spaces).
fn split_top_binary(s: &str) -> Option<(&str, &str)> {
    const OPS: &[&str] = &[
        " || ", " && ", " == ", " != ", " <= ", " >= ", " < ", " > ", " + ", " - ", " | ", " ^ ",
        " * ", " / ", " % ", " << ", " >> ", " &^ ", " & ",
    ];
    let b = s.as_bytes();
    let mut depth = 0;
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => depth -= 1,
            b'"' => {
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    if b[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
            }
            b' ' if depth == 0 => {
                for op in OPS {
                    if s[i..].starts_with(op) {
                        return Some((&s[..i], &s[i + op.len()..]));
                    }
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    const PROG: &str = "package main\n\nfunc f(x int) int {\n\ty := x * 2\n\treturn y\n}\n\nfunc main() {\n\ta := 1\n\tb := 2\n\tif a < b {\n\t\tprintln(\"less\")\n\t} else {\n\t\tprintln(\"more\")\n\t}\n\tfor i := 0; i < 3; i++ {\n\t\tprintln(i)\n\t}\n\tprintln(\"BUG\", ((a + b) * f(a)))\n\t_ = a\n\t_ = b\n}\n";

    /// A stand-in for "still shows the bug": the marker line survives and braces balance.
    fn interesting(s: &str) -> bool {
        let opens = s.matches('{').count();
        let closes = s.matches('}').count();
        s.contains("println(\"BUG\"") && opens == closes && s.contains("func main() {")
    }

    #[test]
    fn deletes_everything_the_predicate_does_not_need() {
        let mut r = Reducer::new(1000, interesting);
        let out = r.reduce(PROG);
        assert!(interesting(&out));
        assert!(!out.contains("for i"), "{out}");
        assert!(!out.contains("less"), "{out}");
        assert!(!out.contains("func f"), "{out}");
        // The BUG line's expression was simplified to one operand.
        assert!(
            out.contains("println(\"BUG\", a)") || out.contains("println(\"BUG\", b)"),
            "{out}"
        );
    }

    #[test]
    fn keeps_what_the_predicate_needs_and_respects_the_budget() {
        let mut r = Reducer::new(1000, |s: &str| interesting(s) && s.contains("more"));
        let out = r.reduce(PROG);
        assert!(out.contains("more"), "{out}");
        let mut r = Reducer::new(3, interesting);
        let _ = r.reduce(PROG);
        assert!(r.calls <= 3);
    }

    #[test]
    fn statement_spans() {
        let lines: Vec<String> = PROG.lines().map(str::to_string).collect();
        let iff = lines
            .iter()
            .position(|l| l.trim().starts_with("if a < b"))
            .unwrap();
        let end = Reducer::statement_end(&lines, iff).unwrap();
        assert_eq!(lines[end - 1].trim(), "}");
        assert!(lines[end].trim().starts_with("for i"));
        let close = lines.iter().position(|l| l.trim() == "} else {").unwrap();
        assert_eq!(Reducer::statement_end(&lines, close), None);
    }

    #[test]
    fn deleting_a_declaration_deletes_its_uses() {
        let lines: Vec<String> = [
            "\tx := 1",
            "\tvar y int = 2",
            "\tprintln(y)",
            "\t_ = x",
            "\t_ = y",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        assert_eq!(
            without(&lines, 0, 1),
            vec!["\tvar y int = 2", "\tprintln(y)", "\t_ = y"]
        );
        assert_eq!(declared("for i3, r4 := range s {"), vec!["i3", "r4"]);
        assert_eq!(declared("var a1 int8 = int8(3)"), vec!["a1"]);
        assert!(declared("x = 3").is_empty());
    }

    #[test]
    fn binary_splitting() {
        assert_eq!(split_top_binary("a + (b * c)"), Some(("a", "(b * c)")));
        assert_eq!(split_top_binary("f(a, b)"), None);
        assert_eq!(split_top_binary("\"x + y\""), None);
        let (a, b, ops) = next_binary("x := (a + b)", 0).unwrap();
        assert_eq!((a, b), (5, 12));
        assert_eq!(ops, vec!["a".to_string(), "b".to_string()]);
    }
}
