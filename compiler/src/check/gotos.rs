//! Go's rules for `goto`: no jump into a block, no jump over a variable declaration.

use super::Checker;
use crate::diag::Diagnostic;
use crate::syntax::ast::{self, Span, StmtKind as S};
use crate::tir;
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

/// A backward `goto` makes a loop of the statements from its label on: Go gives the variables
/// declared there a new instance on each pass (`L: v := i; ps[i] = &v; ...; goto L` keeps
/// three variables). The statements from such a label to the end of their block become a
/// block of their own, so the escape analysis sees those variables as declared in a nested
/// block and moves one to frame memory (new on each pass) when a pointer to it outlives the
/// pass. A label that already starts a nested block needs nothing. Idempotent (the checker
/// runs it on every function after each package).
pub(super) fn wrap_goto_loops(body: &mut Vec<tir::Stmt>) {
    wrap_list(body, true);
}

fn wrap_list(ss: &mut Vec<tir::Stmt>, top: bool) {
    for s in ss.iter_mut() {
        wrap_children(s);
    }
    for k in (0..ss.len()).rev() {
        let tir::StmtKind::Labeled(l, _) = ss[k].kind else {
            continue;
        };
        let tail = &ss[k..];
        if (k > 0 || top) && declares(tail) && takes_addresses(tail) && jumps_to(tail, l) {
            let tail = ss.split_off(k);
            ss.push(tir::Stmt::new(tir::StmtKind::Block(tail)));
        }
    }
}

fn wrap_children(s: &mut tir::Stmt) {
    use tir::StmtKind as T;
    match &mut s.kind {
        T::Block(b) => wrap_list(b, false),
        T::If { then, els, .. } => {
            wrap_list(then, false);
            wrap_list(els, false);
        }
        T::For { body, .. } | T::Range { body, .. } => wrap_list(body, false),
        T::Switch { cases, .. } => {
            for c in cases {
                wrap_list(&mut c.body, false);
            }
        }
        T::Labeled(_, inner) => wrap_children(inner),
        _ => {}
    }
}

/// Whether one of the statements (not nested ones) declares a variable.
fn declares(ss: &[tir::Stmt]) -> bool {
    use tir::StmtKind as T;
    ss.iter().any(|s| {
        let s = match &s.kind {
            T::Labeled(_, inner) => inner.as_ref(),
            _ => s,
        };
        match &s.kind {
            T::VarDecl(ids, _) => !ids.is_empty(),
            T::Decl(..) => true,
            T::AssignMulti { define, .. } => !define.is_empty(),
            _ => false,
        }
    })
}

/// Whether the statements take an address (`&x`, `a[:]` of an array, a pointer-receiver call)
/// or make a closure or method value: only then can a variable outlive a pass.
fn takes_addresses(ss: &[tir::Stmt]) -> bool {
    let mut hit = false;
    crate::tir::visit::for_each_expr(ss, &mut |e| {
        hit |= matches!(
            e.kind,
            tir::ExprKind::AddrOf(_)
                | tir::ExprKind::Closure(..)
                | tir::ExprKind::MethodValue(..)
                | tir::ExprKind::SliceExpr {
                    kind: tir::SliceKind::Array(_),
                    ..
                }
        );
    });
    hit
}

/// Whether a `goto` to label `l` is among the statements (at any depth).
fn jumps_to(ss: &[tir::Stmt], l: tir::LabelId) -> bool {
    struct Find(tir::LabelId, bool);
    impl crate::tir::visit::Visitor for Find {
        fn visit_stmt(&mut self, s: &tir::Stmt) {
            if matches!(s.kind, tir::StmtKind::Goto(g) if g == self.0) {
                self.1 = true;
            }
            crate::tir::visit::walk_stmt(self, s);
        }
    }
    let mut f = Find(l, false);
    for s in ss {
        crate::tir::visit::Visitor::visit_stmt(&mut f, s);
    }
    f.1
}
