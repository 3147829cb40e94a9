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
    // tree-sitter-go rejects an empty init statement (`if ; cond {`, `switch ; {`), which Go
    // accepts: blank those semicolons (same length, so spans stay valid) and parse again.
    let tree = if tree.root_node().has_error() {
        let mut leaves = Vec::new();
        collect_leaves(tree.root_node(), &mut leaves);
        let mut patched = src.as_bytes().to_vec();
        let mut changed = false;
        for w in leaves.windows(2) {
            let ((k0, _), (k1, at)) = (w[0], w[1]);
            if matches!(k0, "if" | "switch") && k1 == ";" && patched.get(at) == Some(&b';') {
                patched[at] = b' ';
                changed = true;
            }
        }
        match changed.then(|| parser.parse(&patched, None)).flatten() {
            Some(t) if !t.root_node().has_error() => t,
            _ => tree,
        }
    } else {
        tree
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
        let msg = if first.is_empty() {
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
