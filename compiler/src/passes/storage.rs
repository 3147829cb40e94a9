//! Where locals live.
//!
//! A local whose address is taken may be reached through a pointer: calls can change it, so
//! it is not a stable operand for `order` (`Local::addressed`). If it is declared in a nested
//! block (a loop body, a branch) it lives in frame memory until the function returns
//! (`Storage::Frame`): C ends a block variable's lifetime at the end of its block and reuses
//! it in the next iteration, while Go keeps the variable as long as a pointer to it exists and
//! gives each iteration its own. Escape analysis (`check/escape.rs`) guarantees no pointer
//! outlives the function.
//!
//! Input: a function in the checker's high forms (run before `order`). Output: `Local::storage`
//! and `Local::addressed`.

use crate::tir::visit::{walk_expr, walk_stmt, Visitor};
use crate::tir::{Expr, ExprKind, Func, IndexKind, LocalId, SliceKind, Stmt, StmtKind, Storage};

pub fn run(func: &mut Func) {
    let Some(body) = &func.body else {
        return;
    };
    let mut s = Scan {
        addressed: vec![false; func.locals.len()],
        nested: vec![false; func.locals.len()],
        depth: 0,
    };
    for st in body {
        s.visit_stmt(st);
    }
    for (i, l) in func.locals.iter_mut().enumerate() {
        l.addressed = s.addressed[i];
        if s.addressed[i] && s.nested[i] {
            l.storage = Storage::Frame;
        }
    }
}

struct Scan {
    addressed: Vec<bool>,
    nested: Vec<bool>,
    /// How many blocks deep the statement being visited is (0: the function's own).
    depth: usize,
}

/// The local a place lives in (through fields and array elements).
fn root(e: &Expr) -> Option<LocalId> {
    match &e.kind {
        ExprKind::Local(id) => Some(*id),
        ExprKind::Field(x, _) | ExprKind::Index(IndexKind::Array(_), x, _) => root(x),
        _ => None,
    }
}

impl Scan {
    fn declared(&mut self, l: LocalId) {
        if self.depth > 0 {
            if let Some(n) = self.nested.get_mut(l.index()) {
                *n = true;
            }
        }
    }

    fn nested(&mut self, ss: &[Stmt]) {
        self.depth += 1;
        self.visit_stmts(ss);
        self.depth -= 1;
    }
}

impl Visitor for Scan {
    fn visit_expr(&mut self, e: &Expr) {
        let taken = match &e.kind {
            ExprKind::AddrOf(x) => root(x),
            ExprKind::SliceExpr {
                kind: SliceKind::Array(_),
                x,
                ..
            } => root(x),
            _ => None,
        };
        if let Some(l) = taken {
            self.addressed[l.index()] = true;
        }
        walk_expr(self, e);
    }

    fn visit_stmt(&mut self, s: &Stmt) {
        match &s.kind {
            StmtKind::VarDecl(ids, _) => {
                ids.iter().for_each(|l| self.declared(*l));
                walk_stmt(self, s);
            }
            StmtKind::Decl(l, _) => {
                self.declared(*l);
                walk_stmt(self, s);
            }
            StmtKind::AssignMulti { define, .. } => {
                define.iter().for_each(|l| self.declared(*l));
                walk_stmt(self, s);
            }
            StmtKind::Block(b) => self.nested(b),
            StmtKind::If { cond, then, els } => {
                self.visit_expr(cond);
                self.nested(then);
                self.nested(els);
            }
            StmtKind::For {
                init,
                cond,
                post,
                body,
                ..
            } => {
                self.nested(init);
                if let Some(c) = cond {
                    self.visit_expr(c);
                }
                self.nested(post);
                self.nested(body);
            }
            StmtKind::Range {
                key,
                value,
                define,
                expr,
                body,
                ..
            } => {
                self.visit_expr(expr);
                if *define {
                    for t in key.iter().chain(value.iter()) {
                        if let ExprKind::Local(l) = t.kind {
                            self.depth += 1;
                            self.declared(l);
                            self.depth -= 1;
                        }
                    }
                }
                self.nested(body);
            }
            StmtKind::Switch { tag, cases, .. } => {
                if let Some(t) = tag {
                    self.visit_expr(t);
                }
                for c in cases {
                    for e in c.exprs.iter().flatten() {
                        self.visit_expr(e);
                    }
                    self.nested(&c.body);
                }
            }
            _ => walk_stmt(self, s),
        }
    }
}
