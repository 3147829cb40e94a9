//! Go's rules for `goto`: no jump into a block, no jump over a variable declaration.

use super::Checker;
use crate::diag::Diagnostic;
use crate::syntax::ast::{self, Span, StmtKind as S};
use std::collections::HashMap;

#[derive(Default)]
struct Walk {
    /// label name -> (block path, index in its block)
    labels: HashMap<String, (Vec<usize>, usize)>,
    /// (label, goto span, block path, index of the enclosing statement in each block of the path)
    gotos: Vec<(String, Span, Vec<usize>, Vec<usize>)>,
    /// block id -> declarations (statement index, name, span)
    decls: HashMap<usize, Vec<(usize, String, Span)>>,
    starts: HashMap<usize, Span>,
    next: usize,
}

impl Walk {
    fn block(
        &mut self,
        stmts: &[ast::Stmt],
        start: Span,
        path: &mut Vec<usize>,
        idxs: &mut Vec<usize>,
    ) {
        let id = self.next;
        self.next += 1;
        self.starts.insert(id, start);
        path.push(id);
        for (i, s) in stmts.iter().enumerate() {
            idxs.push(i);
            self.stmt(s, id, i, path, idxs);
            idxs.pop();
        }
        path.pop();
    }

    fn stmt(
        &mut self,
        s: &ast::Stmt,
        block: usize,
        i: usize,
        path: &mut Vec<usize>,
        idxs: &mut Vec<usize>,
    ) {
        match &s.kind {
            S::Labeled(l, inner) => {
                self.labels.insert(l.name.clone(), (path.clone(), i));
                self.stmt(inner, block, i, path, idxs);
            }
            S::Goto(l) => self
                .gotos
                .push((l.name.clone(), s.span, path.clone(), idxs.clone())),
            S::Define(lhs, _) => {
                for e in lhs {
                    if let ast::ExprKind::Ident(n) = &e.kind {
                        self.decls
                            .entry(block)
                            .or_default()
                            .push((i, n.clone(), e.span));
                    }
                }
            }
            S::Gen(ast::GenDecl::Var(specs)) => {
                for sp in specs {
                    for n in &sp.names {
                        self.decls
                            .entry(block)
                            .or_default()
                            .push((i, n.name.clone(), n.span));
                    }
                }
            }
            S::Block(b) => self.block(&b.stmts, b.span, path, idxs),
            S::If { then, els, .. } => {
                self.block(&then.stmts, then.span, path, idxs);
                if let Some(e) = els {
                    match &e.kind {
                        S::Block(b) => self.block(&b.stmts, b.span, path, idxs),
                        _ => self.stmt(e, block, i, path, idxs),
                    }
                }
            }
            S::For { body, .. } | S::Range { body, .. } => {
                self.block(&body.stmts, body.span, path, idxs)
            }
            S::Switch { cases, .. } => {
                for c in cases {
                    self.block(&c.body, c.span, path, idxs);
                }
            }
            _ => {}
        }
    }
}

impl<'a> Checker<'a> {
    pub fn check_gotos(&mut self, body: &ast::Block) {
        let mut w = Walk::default();
        w.block(&body.stmts, body.span, &mut Vec::new(), &mut Vec::new());
        for (name, span, gpath, gidx) in std::mem::take(&mut w.gotos) {
            let Some((lpath, lidx)) = w.labels.get(&name).cloned() else {
                continue;
            };
            let common = gpath.iter().zip(&lpath).take_while(|(a, b)| a == b).count();
            if common < lpath.len() {
                let inner = lpath[common];
                let start = w.starts.get(&inner).copied().unwrap_or(span);
                self.push(
                    Diagnostic::error(span, format!("goto {name} jumps into block"))
                        .label("jumps into a block")
                        .secondary(start, "block starts here"),
                );
                continue;
            }
            let block = *lpath.last().unwrap_or(&0);
            let g = gidx.get(lpath.len() - 1).copied().unwrap_or(0);
            if lidx > g {
                if let Some(ds) = w.decls.get(&block) {
                    if let Some((_, var, vspan)) = ds.iter().find(|(k, _, _)| *k > g && *k < lidx) {
                        self.push(
                            Diagnostic::error(
                                span,
                                format!("goto {name} jumps over declaration of {var}"),
                            )
                            .label("jumps over a variable declaration")
                            .secondary(*vspan, "declared here"),
                        );
                    }
                }
            }
        }
    }
}
