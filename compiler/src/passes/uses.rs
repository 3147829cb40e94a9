//! Which locals the C code reads.
//!
//! Go counts a variable as used when an expression mentions it, even if constant folding then
//! removes the mention (`len(a)` of an array `a` is a constant); C warns about a variable it
//! never reads. A local that C never reads is marked `(void)x;` by the emitter.
//!
//! A local is read when it appears anywhere but as the whole target of an assignment (`x = v`,
//! `x op= v`, `x++`); the results of a function with defers are read by its epilogue. Input:
//! a function in low forms. Output: `Local::read`.

use crate::tir::visit::{walk_expr, walk_stmt, Visitor};
use crate::tir::{Expr, ExprKind, Func, LocalId, Stmt, StmtKind};

pub fn run(func: &mut Func) {
    let Some(body) = &func.body else {
        return;
    };
    let mut u = Uses {
        read: vec![false; func.locals.len()],
    };
    u.visit_stmts(body);
    // The epilogue of a function with defers returns the result locals.
    if super::defers::has_defer(body) {
        for r in &func.named_results {
            u.mark(*r);
        }
    }
    for (l, r) in func.locals.iter_mut().zip(u.read) {
        l.read = r;
    }
}

struct Uses {
    read: Vec<bool>,
}

impl Uses {
    fn mark(&mut self, id: LocalId) {
        if let Some(r) = self.read.get_mut(id.index()) {
            *r = true;
        }
    }

    /// The target of an assignment: the local it names is written, not read; the operands of
    /// an index or a field are read.
    fn target(&mut self, l: &Expr) {
        match &l.kind {
            ExprKind::Local(_) => {}
            _ => self.visit_expr(l),
        }
    }
}

impl Visitor for Uses {
    fn visit_expr(&mut self, e: &Expr) {
        match e.kind {
            ExprKind::Local(id) => self.mark(id),
            // The pointer to a map's memory is read (and set the first time).
            ExprKind::MakeMapIn(id, _) => self.mark(id),
            _ => {}
        }
        walk_expr(self, e);
    }

    fn visit_stmt(&mut self, s: &Stmt) {
        match &s.kind {
            StmtKind::Assign(l, r) | StmtKind::OpAssign(l, _, r) => {
                self.target(l);
                self.visit_expr(r);
            }
            StmtKind::IncDec(l, _) => self.target(l),
            _ => walk_stmt(self, s),
        }
    }
}
