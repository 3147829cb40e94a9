//! Locals whose address is taken and that are declared inside a loop or any other nested block
//! get storage that lives until the function returns (`alloca`), so a pointer kept from one
//! iteration stays valid (each iteration has its own variable, as in Go), and so does a pointer
//! kept after the block ends (C ends the variable's lifetime there; Go does not).

use crate::check::tir::{stmt_exprs, Expr, ExprKind, Stmt, StmtKind};
use crate::check::types::{Type, TypeTable};
use std::collections::HashSet;

/// The local a location expression lives in (through fields and array elements).
fn root(e: &Expr, types: &TypeTable) -> Option<usize> {
    match &e.kind {
        ExprKind::Local(id) => Some(id.0),
        ExprKind::Field(x, ..) => root(x, types),
        ExprKind::Index(x, _) if matches!(types.under_type(x.ty), Type::Array(..)) => {
            root(x, types)
        }
        _ => None,
    }
}

/// Locals declared in a nested block (`in_loop`: the statements are not the function's own).
fn declared_in_loops(stmts: &[Stmt], in_loop: bool, out: &mut HashSet<usize>) {
    for s in stmts {
        match &s.kind {
            StmtKind::VarDecl(ids, _) if in_loop => out.extend(ids.iter().map(|i| i.0)),
            StmtKind::Assign { new_locals, .. } if in_loop => {
                out.extend(new_locals.iter().map(|i| i.0))
            }
            StmtKind::Block(b) => declared_in_loops(b, true, out),
            StmtKind::Seq(b) => declared_in_loops(b, in_loop, out),
            StmtKind::If {
                init, then, els, ..
            } => {
                declared_in_loops(init, true, out);
                declared_in_loops(then, true, out);
                declared_in_loops(els, true, out);
            }
            StmtKind::For {
                init, post, body, ..
            } => {
                declared_in_loops(init, true, out);
                declared_in_loops(post, true, out);
                declared_in_loops(body, true, out);
            }
            StmtKind::Range {
                new_locals, body, ..
            } => {
                out.extend(new_locals.iter().map(|i| i.0));
                declared_in_loops(body, true, out);
            }
            StmtKind::Switch { init, cases, .. } => {
                declared_in_loops(init, true, out);
                for c in cases {
                    declared_in_loops(&c.body, true, out);
                }
            }
            StmtKind::Labeled(_, inner) => {
                declared_in_loops(std::slice::from_ref(inner), in_loop, out)
            }
            _ => {}
        }
    }
}

/// Locals that need function-lifetime storage.
pub fn boxed_locals(body: &[Stmt], types: &TypeTable) -> HashSet<usize> {
    let mut taken = HashSet::new();
    for s in body {
        stmt_exprs(s, &mut |e| match &e.kind {
            ExprKind::AddrOf(x) => {
                if let Some(r) = root(x, types) {
                    taken.insert(r);
                }
            }
            ExprKind::SliceExpr { x, .. } if matches!(types.under_type(x.ty), Type::Array(..)) => {
                if let Some(r) = root(x, types) {
                    taken.insert(r);
                }
            }
            _ => {}
        });
    }
    let mut in_loops = HashSet::new();
    declared_in_loops(body, false, &mut in_loops);
    taken.intersection(&in_loops).copied().collect()
}
