//! Which variables a closure may give a new value as a whole (`x = y`, `x.f = y`, `&x` taken),
//! as opposed to changing only the memory they point to (`x[i] = y`). Calling a closure that
//! only does the latter leaves what the captured variable points to as it was, so a store
//! through that variable afterwards still writes this frame's memory.

use super::scan::place_root;
use crate::tir::visit::{walk_expr, walk_stmt, Visitor};
use crate::tir::{Expr, ExprKind, LocalId, LocalKind, Program, Stmt, StmtKind};
use std::collections::HashSet;

/// Per function: for each variable it captured (in the environment's order), whether its body
/// may give that variable a new value as a whole. Functions that capture nothing: empty.
pub(super) fn captured_rebinds(prog: &Program) -> Vec<Vec<bool>> {
    prog.funcs
        .iter()
        .map(|f| {
            let captured: Vec<LocalId> = f
                .locals
                .iter()
                .enumerate()
                .filter(|(_, l)| matches!(l.kind, LocalKind::Captured(_)))
                .map(|(k, _)| LocalId(k as u32))
                .collect();
            if captured.is_empty() {
                return Vec::new();
            }
            let written = f.body.as_deref().map(written_locals).unwrap_or_default();
            captured.iter().map(|x| written.contains(x)).collect()
        })
        .collect()
}

/// The locals `body` assigns as a whole or through a field or array element, or takes the
/// address of (after which anything may write them).
pub(super) fn written_locals(body: &[Stmt]) -> HashSet<LocalId> {
    let mut w = Written(HashSet::new());
    w.visit_stmts(body);
    w.0
}

/// The locals whose address expression `e` takes.
fn addressed(e: &Expr) -> HashSet<LocalId> {
    let mut w = Written(HashSet::new());
    w.visit_expr(e);
    w.0
}

struct Written(HashSet<LocalId>);
impl Written {
    fn place(&mut self, l: &Expr) {
        if let Some(x) = place_root(l) {
            self.0.insert(x);
        }
    }
}
impl Visitor for Written {
    fn visit_stmt(&mut self, s: &Stmt) {
        match &s.kind {
            StmtKind::Assign(l, _) | StmtKind::OpAssign(l, _, _) | StmtKind::IncDec(l, _) => {
                self.place(l)
            }
            StmtKind::AssignMulti { lhs, .. } => lhs.iter().flatten().for_each(|l| self.place(l)),
            StmtKind::Range {
                key, value, define, ..
            } if !define => {
                key.iter().chain(value.iter()).for_each(|l| self.place(l));
            }
            StmtKind::Expr(_)
            | StmtKind::VarDecl(..)
            | StmtKind::Decl(..)
            | StmtKind::Block(_)
            | StmtKind::Seq(_)
            | StmtKind::If { .. }
            | StmtKind::For { .. }
            | StmtKind::Range { .. }
            | StmtKind::Switch { .. }
            | StmtKind::Return(_)
            | StmtKind::Defer(_)
            | StmtKind::Break(..)
            | StmtKind::Continue(..)
            | StmtKind::Goto(_)
            | StmtKind::Labeled(..) => {}
        }
        walk_stmt(self, s);
    }
    fn visit_expr(&mut self, e: &Expr) {
        if let ExprKind::AddrOf(y) = &e.kind {
            self.place(y);
        }
        walk_expr(self, e);
    }
}
/// The locals of a function whose value calling one of its closures or method values may
/// change as a whole: a variable a literal captured and may rebind (`rebinds`, by the
/// literal), and every variable a method value's environment takes the address of.
pub(super) fn rebound_locals(body: &[Stmt], rebinds: &[Vec<bool>]) -> HashSet<LocalId> {
    struct Rebound<'a> {
        rebinds: &'a [Vec<bool>],
        out: HashSet<LocalId>,
    }
    impl Visitor for Rebound<'_> {
        fn visit_expr(&mut self, e: &Expr) {
            match &e.kind {
                ExprKind::Closure(l, Some(env)) => {
                    let flags = self.rebinds.get(l.index());
                    let fields = match &env.kind {
                        ExprKind::AddrOfLit(_, x) => match &x.kind {
                            ExprKind::StructLit(fs) => Some(fs),
                            _ => None,
                        },
                        _ => None,
                    };
                    match fields {
                        Some(fs) => {
                            for (i, v) in fs {
                                let rebinds =
                                    flags.and_then(|f| f.get(*i)).copied().unwrap_or(true);
                                if let (true, ExprKind::AddrOf(y)) = (rebinds, &v.kind) {
                                    self.out.extend(place_root(y));
                                }
                            }
                        }
                        // An environment of another shape: every variable it takes the
                        // address of.
                        None => self.out.extend(addressed(env)),
                    }
                }
                ExprKind::MethodValue(_, env) => self.out.extend(addressed(env)),
                _ => {}
            }
            walk_expr(self, e);
        }
    }
    let mut r = Rebound {
        rebinds,
        out: HashSet::new(),
    };
    r.visit_stmts(body);
    r.out
}
