//! Nil checks not repeated within one statement.
//!
//! Go checks a pointer each time it is dereferenced. In a statement that dereferences the same
//! local pointer several times (`p.x = p.y + p.z`) and can do nothing else that panics or has
//! an effect (no call, index, slice, division, other dereference), checking the pointer once
//! before the statement is the same program: nothing in the statement can change the pointer,
//! and no other panic could come first. The pointers are checked in the order Go first
//! dereferences them.
//!
//! Input: a function in low forms (after `order`; before `flow`, which decides the C headers
//! of loops). Output: `CheckNil` statements and `NilCheck::Unchecked` dereferences.

use crate::syntax::ast::{BinOp, Span};
use crate::tir::types::TypeId;
use crate::tir::visit::{walk_expr, walk_expr_mut, Visitor, VisitorMut};
use crate::tir::{Builtin, Expr, ExprKind, Func, IndexKind, LocalId, NilCheck, Stmt, StmtKind};

pub fn run(func: &mut Func) {
    let Some(body) = func.body.take() else {
        return;
    };
    let locals: Vec<(TypeId, bool)> = func.locals.iter().map(|l| (l.ty, l.addressed)).collect();
    func.body = Some(block(body, &locals));
}

/// Each local's type and whether its address is taken.
type Locals = [(TypeId, bool)];

fn block(stmts: Vec<Stmt>, locals: &Locals) -> Vec<Stmt> {
    let mut out = Vec::new();
    for s in stmts {
        let Stmt { kind, comments } = s;
        let mut s = Stmt {
            kind: nested(kind, locals),
            comments,
        };
        let checks = once(&mut s, locals);
        if !checks.is_empty() {
            // The checks come first, with the statement's comments.
            let comments = std::mem::take(&mut s.comments);
            for (k, c) in checks.into_iter().enumerate() {
                out.push(Stmt {
                    kind: c,
                    comments: if k == 0 { comments.clone() } else { Vec::new() },
                });
            }
        }
        out.push(s);
    }
    out
}

/// The statements nested in a statement.
fn nested(kind: StmtKind, addressed: &Locals) -> StmtKind {
    match kind {
        StmtKind::Block(b) => StmtKind::Block(block(b, addressed)),
        StmtKind::Seq(b) => StmtKind::Seq(block(b, addressed)),
        StmtKind::If { cond, then, els } => StmtKind::If {
            cond,
            then: block(then, addressed),
            els: block(els, addressed),
        },
        StmtKind::For {
            id,
            init,
            cond,
            post,
            body,
        } => StmtKind::For {
            id,
            init,
            cond,
            post,
            body: block(body, addressed),
        },
        StmtKind::Range {
            id,
            kind,
            key,
            value,
            define,
            expr,
            body,
        } => StmtKind::Range {
            id,
            kind,
            key,
            value,
            define,
            expr,
            body: block(body, addressed),
        },
        StmtKind::Switch {
            id,
            tag,
            mut cases,
            shape,
        } => {
            for c in &mut cases {
                c.body = block(std::mem::take(&mut c.body), addressed);
            }
            StmtKind::Switch {
                id,
                tag,
                cases,
                shape,
            }
        }
        StmtKind::Labeled(l, inner) => {
            let Stmt { kind, comments } = *inner;
            StmtKind::Labeled(
                l,
                Box::new(Stmt {
                    kind: nested(kind, addressed),
                    comments,
                }),
            )
        }
        k => k,
    }
}

/// What a statement's expressions do.
#[derive(Default)]
struct Scan {
    /// Checked dereferences of local pointers, in evaluation order.
    derefs: Vec<LocalId>,
    /// Something else that panics or has an effect.
    other: bool,
}

impl Visitor for Scan {
    fn visit_expr(&mut self, e: &Expr) {
        match &e.kind {
            ExprKind::Deref(p, NilCheck::Checked) => match p.kind {
                ExprKind::Local(l) => {
                    self.derefs.push(l);
                    return;
                }
                _ => self.other = true,
            },
            ExprKind::Index(IndexKind::Array(_), _, i) if matches!(i.kind, ExprKind::Const(..)) => {
            }
            ExprKind::Call(..)
            | ExprKind::CallValue(..)
            | ExprKind::IfaceCall(..)
            | ExprKind::TypeAssert(..)
            | ExprKind::Index(..)
            | ExprKind::SliceExpr { .. }
            | ExprKind::Make(..)
            | ExprKind::MakeMap(..)
            | ExprKind::MakeMapIn(..)
            | ExprKind::MapIndex(..)
            | ExprKind::MapLookup(..)
            | ExprKind::MapFind(..)
            | ExprKind::MapSlot(..)
            | ExprKind::Seq(..)
            | ExprKind::Let(..)
            | ExprKind::Binary(BinOp::Div | BinOp::Rem | BinOp::Shl | BinOp::Shr, ..) => {
                self.other = true
            }
            ExprKind::Builtin(b, _) if b.is_effect() || *b == Builtin::Min => self.other = true,
            _ => {}
        }
        walk_expr(self, e);
    }
}

/// Marks the dereferences of `targets` unchecked.
struct Uncheck<'a>(&'a [LocalId]);

impl VisitorMut for Uncheck<'_> {
    fn visit_expr_mut(&mut self, e: &mut Expr) {
        if let ExprKind::Deref(p, check) = &mut e.kind {
            if matches!(p.kind, ExprKind::Local(l) if self.0.contains(&l)) {
                *check = NilCheck::Unchecked;
            }
        }
        walk_expr_mut(self, e);
    }
}

/// The expressions a simple statement evaluates (none for the others).
fn exprs_of(s: &mut Stmt) -> Vec<&mut Expr> {
    match &mut s.kind {
        StmtKind::Expr(e) | StmtKind::IncDec(e, _) => vec![e],
        StmtKind::Decl(_, Some(e)) => vec![e],
        StmtKind::Assign(l, r) | StmtKind::OpAssign(l, _, r) => vec![l, r],
        StmtKind::Return(es) => es.iter_mut().collect(),
        StmtKind::If { cond, .. } => vec![cond],
        _ => Vec::new(),
    }
}

/// The checks to run before `s` (and `s` with those dereferences unchecked).
fn once(s: &mut Stmt, locals: &Locals) -> Vec<StmtKind> {
    let mut scan = Scan::default();
    for e in exprs_of(s) {
        scan.visit_expr(e);
    }
    if scan.other {
        return Vec::new();
    }
    // Pointers dereferenced more than once, in the order of their first dereference.
    let mut repeated: Vec<LocalId> = Vec::new();
    for &l in &scan.derefs {
        let n = scan.derefs.iter().filter(|&&x| x == l).count();
        if n > 1 && !locals[l.index()].1 && !repeated.contains(&l) {
            repeated.push(l);
        }
    }
    for e in exprs_of(s) {
        Uncheck(&repeated).visit_expr_mut(e);
    }
    repeated
        .into_iter()
        .map(|l| {
            let ty = locals[l.index()].0;
            let span = Span::default();
            let p = Expr::new(ty, ExprKind::Local(l), span);
            StmtKind::Expr(Expr::new(ty, ExprKind::CheckNil(Box::new(p)), span))
        })
        .collect()
}
