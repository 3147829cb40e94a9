//! Parsing with tree-sitter-go; ERROR and MISSING nodes become syntax-error diagnostics.

use crate::diag::Diagnostic;
use crate::syntax::ast::Span;
use tree_sitter::{Node, Parser, Tree};

/// Parses one source file. Returns the tree, or the syntax errors found in it.
pub fn parse(src: &str, file: usize) -> Result<Tree, Vec<Diagnostic>> {
    let mut parser = Parser::new();
    let lang: tree_sitter::Language = tree_sitter_go::LANGUAGE.into();
    if parser.set_language(&lang).is_err() {
        return Err(vec![Diagnostic::plain(
            "internal compiler error: cannot load the Go grammar",
        )]);
    }
    let Some(tree) = parser.parse(src, None) else {
        return Err(vec![Diagnostic::plain(
            "internal compiler error: the parser gave up",
        )]);
    };
    // The text that was parsed: the source, or a copy of the same length patched below.
    let mut text = src.as_bytes().to_vec();
    // tree-sitter-go rejects an empty init statement (`if ; cond {`, `switch ; {`), which Go
    // accepts: blank those semicolons (same length, so spans stay valid) and parse again.
    let tree = if tree.root_node().has_error() {
        let mut leaves = Vec::new();
        collect_leaves(tree.root_node(), &mut leaves);
        let mut patched = text.clone();
        let mut changed = patch_new_calls(&mut patched);
        for w in leaves.windows(2) {
            let ((k0, _), (k1, at)) = (w[0], w[1]);
            if matches!(k0, "if" | "switch") && k1 == ";" && patched.get(at) == Some(&b';') {
                patched[at] = b' ';
                changed = true;
            }
        }
        match changed.then(|| parser.parse(&patched, None)).flatten() {
            Some(t) if !t.root_node().has_error() => {
                text = patched;
                t
            }
            _ => tree,
        }
    } else {
        tree
    };
    let tree = match split_newline_composites(&tree, &text) {
        Some(patched) => parser.parse(&patched, None).unwrap_or(tree),
        None => tree,
    };
    let mut diags = Vec::new();
    if tree.root_node().has_error() {
        collect_errors(tree.root_node(), src, file, &mut diags);
        if diags.is_empty() {
            let n = tree.root_node();
            diags.push(Diagnostic::error(
                Span::new(file, n.start_byte(), n.start_byte()),
                "syntax error",
            ));
        }
    }
    if diags.is_empty() {
        Ok(tree)
    } else {
        Err(diags)
    }
}

/// tree-sitter-go reads `new(...)` with a type as its argument; Go 1.26 also allows a value
/// (`new(7)`, `new(x * 2)`, `new(T{...})`). Where the argument does not look like a type,
/// rename `new` to `nEw` (same length) so the call parses as an ordinary call: the lowering
/// reads names from the original text, where it is still `new`. Returns whether anything
/// changed.
fn patch_new_calls(text: &mut [u8]) -> bool {
    let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    let mut changed = false;
    let mut i = 0;
    while i + 3 <= text.len() {
        let word = &text[i..i + 3] == b"new"
            && (i == 0 || !(ident(text[i - 1]) || text[i - 1] == b'.'))
            && text.get(i + 3).is_none_or(|c| !ident(*c));
        if !word {
            i += 1;
            continue;
        }
        let mut j = i + 3;
        while j < text.len() && (text[j] == b' ' || text[j] == b'\t') {
            j += 1;
        }
        if text.get(j) != Some(&b'(') {
            i += 3;
            continue;
        }
        // The argument: up to the matching parenthesis.
        let (start, mut depth, mut k) = (j + 1, 1usize, j + 1);
        while k < text.len() && depth > 0 {
            match text[k] {
                b'(' | b'[' | b'{' => depth += 1,
                b')' | b']' | b'}' => depth -= 1,
                _ => {}
            }
            k += 1;
        }
        let arg = String::from_utf8_lossy(&text[start..k.saturating_sub(1)])
            .trim()
            .to_string();
        if !looks_like_type(&arg) {
            text[i + 1] = b'E';
            changed = true;
        }
        i = k;
    }
    changed
}

/// Whether the argument of `new(...)` reads as a type rather than a value.
fn looks_like_type(a: &str) -> bool {
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    // The end of the first top-level {...} group.
    let first_group_end = || {
        let mut depth = 0usize;
        for (k, c) in a.char_indices() {
            match c {
                '(' | '[' | '{' => depth += 1,
                ')' | ']' | '}' => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 && c == '}' {
                        return Some(k);
                    }
                }
                _ => {}
            }
        }
        None
    };
    if a.starts_with("struct") || a.starts_with("interface") {
        return first_group_end() == Some(a.len() - 1);
    }
    if a.starts_with('[') || a.starts_with("map[") || a.starts_with("func") || a.starts_with("chan")
    {
        return !a.ends_with('}');
    }
    if a.starts_with('*') {
        return true;
    }
    // A name, a qualified name, or an instantiated generic type.
    let name_end = a.find(|c: char| !(ident(c) || c == '.')).unwrap_or(a.len());
    let rest = &a[name_end..];
    name_end > 0
        && a.chars()
            .next()
            .is_some_and(|c| c.is_alphabetic() || c == '_')
        && (rest.is_empty() || (rest.starts_with('[') && rest.ends_with(']')))
}

/// tree-sitter-go reads `x = s.f` followed by a block on the next line (`{ ... }`) as one
/// composite literal of the qualified type `s.f`. In Go a newline after the type's last token
/// (a name, `]`, `}` or `)`) always ends the statement, so a composite literal never has a
/// newline (or a comment holding one) between its type and its `{`. Where the tree has such a
/// literal, returns the source with a `;` at the start of that gap and the gap's comments
/// blanked (same length, newlines kept, so spans stay valid), to be parsed again; `None` when
/// there is none. A cheap scan first: such a gap ends in a newline or in the `*/` of a comment
/// right before the `{`.
fn split_newline_composites(tree: &Tree, b: &[u8]) -> Option<Vec<u8>> {
    let candidate = b.iter().enumerate().any(|(i, &c)| {
        c == b'{'
            && b[..i]
                .iter()
                .rev()
                .find(|&&p| !matches!(p, b' ' | b'\t' | b'\r'))
                .is_some_and(|&p| p == b'\n' || p == b'/')
    });
    if !candidate {
        return None;
    }
    let mut gaps = Vec::new();
    let mut stack = vec![tree.root_node()];
    while let Some(n) = stack.pop() {
        if n.kind() == "composite_literal" {
            if let (Some(t), Some(body)) =
                (n.child_by_field_name("type"), n.child_by_field_name("body"))
            {
                let (lo, hi) = (t.end_byte(), body.start_byte());
                if lo < hi && b[lo..hi].contains(&b'\n') {
                    gaps.push((lo, hi));
                }
            }
        }
        let mut cursor = n.walk();
        stack.extend(n.children(&mut cursor));
    }
    if gaps.is_empty() {
        return None;
    }
    let mut patched = b.to_vec();
    for (lo, hi) in gaps {
        for c in &mut patched[lo..hi] {
            if *c != b'\n' {
                *c = b' ';
            }
        }
        patched[lo] = b';';
    }
    Some(patched)
}

/// The kinds and start bytes of the tree's tokens, in source order.
fn collect_leaves<'t>(node: Node<'t>, out: &mut Vec<(&'t str, usize)>) {
    if node.child_count() == 0 {
        out.push((node.kind(), node.start_byte()));
        return;
    }
    let mut cursor = node.walk();
    for child in node.children(&mut cursor) {
        collect_leaves(child, out);
    }
}

fn collect_errors(node: Node, src: &str, file: usize, diags: &mut Vec<Diagnostic>) {
    if node.is_missing() {
        let at = node.start_byte();
        let what = node.kind();
        let what = if what.chars().all(|c| c.is_alphanumeric() || c == '_') {
            what.replace('_', " ")
        } else {
            format!("`{what}`")
        };
        diags.push(
            Diagnostic::error(
                Span::new(file, at, at),
                format!("syntax error: missing {what}"),
            )
            .label(format!("expected {what} here")),
        );
        return;
    }
    if node.is_error() {
        let (lo, hi) = (node.start_byte(), node.end_byte());
        let text = src.get(lo..hi).unwrap_or("");
        let first = text.split_whitespace().next().unwrap_or("");
        let msg = if first.is_empty()
            && text.contains('\n')
            && !src.get(lo..).unwrap_or("").trim().is_empty()
        {
            "syntax error: unexpected newline".to_string()
        } else if first.is_empty() {
            "syntax error: unexpected end of input".to_string()
        } else {
            let shown: String = first.chars().take(20).collect();
            format!("syntax error: unexpected `{shown}`")
        };
        // Point at the first token of the error rather than the whole region.
        let hi = (lo + first.len()).min(hi).max(lo);
        diags.push(
            Diagnostic::error(Span::new(file, lo, hi), msg).label("not valid Go syntax here"),
        );
        return;
    }
    if !node.has_error() {
        return;
    }
    let mut cursor = node.walk();
    for child in node.children(&mut cursor) {
        collect_errors(child, src, file, diags);
    }
}
