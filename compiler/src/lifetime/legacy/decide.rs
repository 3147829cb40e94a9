use super::sites::*;
use crate::syntax::ast::BinOp;
use crate::tir::visit::{walk_expr_mut, VisitorMut};
use crate::tir::{Alloc, Boxing, Expr, ExprKind, Stmt, StmtKind};

/// Writes the storage decisions into the allocating expressions.
pub(super) struct Decide<'l> {
    pub(super) layout: &'l Layout,
    pub(super) block: &'l [bool],
    /// Sites whose memory goes on the result stack (the function returns it).
    pub(super) result: &'l [bool],
}

impl VisitorMut for Decide<'_> {
    fn visit_expr_mut(&mut self, e: &mut Expr) {
        if let Some(&s) = self.layout.site_of.get(&(e as *const Expr)) {
            let alloc = if self.block[s] {
                Some(Alloc::Block)
            } else if self.result[s] {
                Some(Alloc::Result)
            } else {
                None
            };
            if let Some(alloc) = alloc {
                match &mut e.kind {
                    ExprKind::AddrOfLit(a, _)
                    | ExprKind::Make(a, ..)
                    | ExprKind::New(a)
                    | ExprKind::SliceLit(a, ..)
                    | ExprKind::MakeMap(a, _)
                    | ExprKind::MapLit(a, _)
                    | ExprKind::ToIface(Boxing::Alloc(a), _) => *a = alloc,
                    ExprKind::Concat(a, _) | ExprKind::Convert(_, a, _)
                        if alloc == Alloc::Result =>
                    {
                        *a = alloc
                    }
                    _ => {}
                }
            }
        }
        walk_expr_mut(self, e);
    }

    fn visit_stmt_mut(&mut self, s: &mut Stmt) {
        let site = self.layout.stmt_site.get(&(s as *const Stmt)).copied();
        crate::tir::visit::walk_stmt_mut(self, s);
        // `s += t` of a string the function returns: `s = s + t` on the result stack.
        if let Some(k) = site.filter(|k| self.result[*k]) {
            let kind = std::mem::replace(&mut s.kind, StmtKind::Seq(Vec::new()));
            s.kind = match kind {
                StmtKind::OpAssign(l, BinOp::Add, r) if matches!(l.kind, ExprKind::Local(_)) => {
                    let (ty, span) = (l.ty, l.span);
                    let cat = ExprKind::Concat(Alloc::Result, vec![l.clone(), r]);
                    StmtKind::Assign(l, Expr::new(ty, cat, span))
                }
                other => {
                    let _ = k;
                    other
                }
            };
        }
    }
}
