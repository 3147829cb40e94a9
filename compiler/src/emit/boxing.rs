//! Locals whose address is taken and that are declared inside a loop get storage that lives
//! until the function returns (`alloca`), so a pointer kept from one iteration stays valid
//! (each iteration has its own variable, as in Go).

use crate::check::tir::{Expr, ExprKind, Stmt, StmtKind};
use crate::check::types::{Type, TypeTable};
use std::collections::HashSet;

fn visit(e: &Expr, f: &mut impl FnMut(&Expr)) {
    f(e);
    match &e.kind {
        ExprKind::Unary(_, x)
        | ExprKind::Convert(x)
        | ExprKind::Deref(x)
        | ExprKind::AddrOf(x)
        | ExprKind::Field(x, ..)
        | ExprKind::MethodVal(_, x) => visit(x, f),
        ExprKind::Binary(_, a, b) | ExprKind::Index(a, b) => {
            visit(a, f);
            visit(b, f);
        }
        ExprKind::Call(_, args) | ExprKind::Builtin(_, args) => {
            args.iter().for_each(|a| visit(a, f))
        }
        ExprKind::CallValue(c, args) => {
            visit(c, f);
            args.iter().for_each(|a| visit(a, f));
        }
        ExprKind::SliceExpr { x, lo, hi, max } => {
            visit(x, f);
            for b in [lo, hi, max].into_iter().flatten() {
                visit(b, f);
            }
        }
        ExprKind::StructLit(vs) => vs.iter().for_each(|(_, v)| visit(v, f)),
        ExprKind::ArrayLit(vs) | ExprKind::SliceLit(_, vs) => {
            vs.iter().for_each(|(_, v)| visit(v, f))
        }
        _ => {}
    }
}

fn stmt_exprs(s: &Stmt, f: &mut impl FnMut(&Expr)) {
    match &s.kind {
        StmtKind::Expr(e) => visit(e, f),
        StmtKind::VarDecl(_, vs) | StmtKind::Return(vs) => vs.iter().for_each(|v| visit(v, f)),
        StmtKind::Assign { lhs, rhs, .. } => {
            lhs.iter().flatten().for_each(|l| visit(l, f));
            rhs.iter().for_each(|r| visit(r, f));
        }
        StmtKind::OpAssign(l, _, r) => {
            visit(l, f);
            visit(r, f);
        }
        StmtKind::IncDec(l, _) => visit(l, f),
        StmtKind::Block(b) | StmtKind::Seq(b) => b.iter().for_each(|s| stmt_exprs(s, f)),
        StmtKind::If {
            init,
            cond,
            then,
            els,
        } => {
            init.iter().for_each(|s| stmt_exprs(s, f));
            visit(cond, f);
            then.iter().chain(els.iter()).for_each(|s| stmt_exprs(s, f));
        }
        StmtKind::For {
            init,
            cond,
            post,
            body,
            ..
        } => {
            init.iter()
                .chain(post.iter())
                .chain(body.iter())
                .for_each(|s| stmt_exprs(s, f));
            if let Some(c) = cond {
                visit(c, f);
            }
        }
        StmtKind::Range {
            key,
            value,
            expr,
            body,
            ..
        } => {
            key.iter().chain(value.iter()).for_each(|e| visit(e, f));
            visit(expr, f);
            body.iter().for_each(|s| stmt_exprs(s, f));
        }
        StmtKind::Switch {
            init, tag, cases, ..
        } => {
            init.iter().for_each(|s| stmt_exprs(s, f));
            if let Some(t) = tag {
                visit(t, f);
            }
            for c in cases {
                c.exprs.iter().flatten().for_each(|e| visit(e, f));
                c.body.iter().for_each(|s| stmt_exprs(s, f));
            }
        }
        StmtKind::Labeled(_, inner) => stmt_exprs(inner, f),
        _ => {}
    }
}

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

fn declared_in_loops(stmts: &[Stmt], in_loop: bool, out: &mut HashSet<usize>) {
    for s in stmts {
        match &s.kind {
            StmtKind::VarDecl(ids, _) if in_loop => out.extend(ids.iter().map(|i| i.0)),
            StmtKind::Assign { new_locals, .. } if in_loop => {
                out.extend(new_locals.iter().map(|i| i.0))
            }
            StmtKind::Block(b) | StmtKind::Seq(b) => declared_in_loops(b, in_loop, out),
            StmtKind::If {
                init, then, els, ..
            } => {
                declared_in_loops(init, in_loop, out);
                declared_in_loops(then, in_loop, out);
                declared_in_loops(els, in_loop, out);
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
                declared_in_loops(init, in_loop, out);
                for c in cases {
                    declared_in_loops(&c.body, in_loop, out);
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
