//! Which locals have their address taken (`&x`, `x[:]` of a local array, a pointer-receiver
//! call on a local). A call may change such a local through the pointer, so it is not a stable
//! operand for `order`. Where such locals live is decided by the checker (the lifetime layer (`lifetime/`)).
//!
//! Input: a function (run before `order`). Output: `Local::addressed`.

use crate::tir::visit::for_each_expr;
use crate::tir::{Expr, ExprKind, Func, IndexKind, LocalId, LocalKind, SliceKind};

pub fn run(func: &mut Func) {
    let Some(body) = &func.body else {
        return;
    };
    let mut addressed = vec![false; func.locals.len()];
    for_each_expr(body, &mut |e| {
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
            addressed[l.index()] = true;
        }
    });
    for (l, a) in func.locals.iter_mut().zip(addressed) {
        // A closure's captured variable is the enclosing function's (or a copy in its
        // environment): any call may change it.
        l.addressed = a || matches!(l.kind, LocalKind::Captured(_));
    }
}

/// The local a place lives in (through fields and array elements).
fn root(e: &Expr) -> Option<LocalId> {
    match &e.kind {
        ExprKind::Local(id) => Some(*id),
        ExprKind::Field(x, _) | ExprKind::Index(IndexKind::Array(_), x, _) => root(x),
        _ => None,
    }
}
