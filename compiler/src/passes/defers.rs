//! Functions with `defer` statements return through one epilogue that makes the deferred calls
//! (`so_defers_end`) after the results are set, so that a deferred closure assigning a named
//! result changes what the function returns, as in Go (`return x` assigns the results first,
//! then runs the deferred calls).
//!
//! Here every `return e1, e2` of such a function becomes `r1, r2 = e1, e2` (Go's parallel
//! assignment, which `order` lowers) followed by a `Return` without values; a function whose
//! results have no names gets result locals (`r`, or `r0`, `r1`, ...) in
//! `Func::named_results`. The emitter makes a `Return` of such a function a jump to the
//! epilogue.
//!
//! Input: a function in the checker's high forms (run before `order`). Output: the same
//! function, its returns without values when it defers.

use crate::tir::types::TypeTable;
use crate::tir::visit::{walk_stmt, Visitor};
use crate::tir::{
    Case, Expr, ExprKind, Func, Local, LocalId, LocalKind, Stmt, StmtKind, Storage, Values,
};

/// Whether statements (not counting function literals, which are functions of their own)
/// hold a `defer`.
pub fn has_defer(ss: &[Stmt]) -> bool {
    struct Find(bool);
    impl Visitor for Find {
        fn visit_expr(&mut self, _: &Expr) {}
        fn visit_stmt(&mut self, s: &Stmt) {
            if matches!(s.kind, StmtKind::Defer(_)) {
                self.0 = true;
            }
            walk_stmt(self, s);
        }
    }
    let mut f = Find(false);
    f.visit_stmts(ss);
    f.0
}

pub fn run(func: &mut Func, types: &TypeTable) {
    let Some(body) = func.body.take() else {
        return;
    };
    if !has_defer(&body) && !func.results.releases {
        func.body = Some(body);
        return;
    }
    let results = types
        .sig(func.ty)
        .map(|s| s.results.clone())
        .unwrap_or_default();
    if func.named_results.is_empty() && !results.is_empty() {
        let one = results.len() == 1;
        for (k, &t) in results.iter().enumerate() {
            let id = LocalId(func.locals.len() as u32);
            func.locals.push(Local {
                name: if one { "r".into() } else { format!("r{k}") },
                ty: t,
                kind: LocalKind::Result,
                storage: Storage::Value,
                addressed: false,
                read: false,
            });
            func.named_results.push(id);
        }
    }
    let results: Vec<(LocalId, crate::tir::types::TypeId)> = func
        .named_results
        .iter()
        .map(|&r| (r, func.local(r).ty))
        .collect();
    func.body = Some(block(body, &results));
}

fn block(ss: Vec<Stmt>, results: &[(LocalId, crate::tir::types::TypeId)]) -> Vec<Stmt> {
    ss.into_iter().map(|s| stmt(s, results)).collect()
}

fn stmt(s: Stmt, results: &[(LocalId, crate::tir::types::TypeId)]) -> Stmt {
    let Stmt { kind, comments } = s;
    let b = |ss: Vec<Stmt>| block(ss, results);
    let kind = match kind {
        StmtKind::Return(es) => return_stmt(es, results),
        StmtKind::Block(ss) => StmtKind::Block(b(ss)),
        StmtKind::Seq(ss) => StmtKind::Seq(b(ss)),
        StmtKind::If { cond, then, els } => StmtKind::If {
            cond,
            then: b(then),
            els: b(els),
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
            body: b(body),
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
            body: b(body),
        },
        StmtKind::Switch {
            id,
            tag,
            cases,
            shape,
        } => StmtKind::Switch {
            id,
            tag,
            cases: cases
                .into_iter()
                .map(|c| Case {
                    exprs: c.exprs,
                    body: b(c.body),
                    fallthrough: c.fallthrough,
                })
                .collect(),
            shape,
        },
        StmtKind::Labeled(l, inner) => StmtKind::Labeled(l, Box::new(stmt(*inner, results))),
        k @ (StmtKind::Expr(_)
        | StmtKind::VarDecl(..)
        | StmtKind::AssignMulti { .. }
        | StmtKind::Decl(..)
        | StmtKind::Assign(..)
        | StmtKind::OpAssign(..)
        | StmtKind::IncDec(..)
        | StmtKind::Defer(_)
        | StmtKind::Break(..)
        | StmtKind::Continue(..)
        | StmtKind::Goto(_)) => k,
    };
    Stmt { kind, comments }
}

/// `return es` as the assignment of the results, then a return without values.
fn return_stmt(es: Vec<Expr>, results: &[(LocalId, crate::tir::types::TypeId)]) -> StmtKind {
    let bare = es.len() == results.len()
        && es
            .iter()
            .zip(results)
            .all(|(e, (r, _))| matches!(e.kind, ExprKind::Local(l) if l == *r));
    if es.is_empty() || bare {
        return StmtKind::Return(Vec::new());
    }
    let span = es[0].span;
    // `return r, x` does not assign r to itself.
    let lhs = results
        .iter()
        .enumerate()
        .map(|(k, (r, t))| {
            let same =
                es.len() == results.len() && matches!(es[k].kind, ExprKind::Local(l) if l == *r);
            (!same).then(|| Expr::new(*t, ExprKind::Local(*r), span))
        })
        .collect();
    let values = if es.len() == 1 && results.len() > 1 {
        Values::Tuple(es.into_iter().next().expect("one value"))
    } else {
        Values::Each(es)
    };
    StmtKind::Seq(vec![
        Stmt::new(StmtKind::AssignMulti {
            lhs,
            values,
            define: Vec::new(),
        }),
        Stmt::new(StmtKind::Return(Vec::new())),
    ])
}
