//! Functions with `defer` statements (runtime: `so_Defers`, builtin.h):
//!
//! ```c
//! so_Defers defers;
//! so_defers_begin(&defers);        // after the named results are declared
//! ...
//! so_defer(&defers, value);        // each defer statement: a func() value
//! ...
//! r = x;                           // `return x` (passes::defers): the results, then
//! goto epilogue;                   // one epilogue for every return
//! ...
//! epilogue:;
//! so_defers_end(&defers);          // the deferred calls, last first
//! return r;
//! ```
//!
//! A function that releases the result stack (`Func::results`, `lifetime/results.rs`) returns
//! through the same epilogue, whether or not it defers:
//!
//! ```c
//! so_RsMark rs_mark = so_rs_mark();  // first thing
//! ...
//! epilogue:;
//! so_rs_release(rs_mark);            // after the deferred calls, which may use it
//! return r;
//! ```

use super::c::{CExpr, CInit, CStmt};
use super::func::FnEmitter;
use super::ice;
use crate::tir::visit::{walk_stmt, Visitor};
use crate::tir::{Expr, Stmt, StmtKind};

/// Whether some return jumps to the epilogue.
fn has_return(ss: &[Stmt]) -> bool {
    struct Find(bool);
    impl Visitor for Find {
        fn visit_expr(&mut self, _: &Expr) {}
        fn visit_stmt(&mut self, s: &Stmt) {
            self.0 |= matches!(s.kind, StmtKind::Return(_));
            walk_stmt(self, s);
        }
    }
    let mut f = Find(false);
    f.visit_stmts(ss);
    f.0
}

impl FnEmitter<'_, '_> {
    fn defers_addr(&self) -> CExpr {
        CExpr::addr(CExpr::ident(self.names.defers.clone()))
    }

    pub fn defers_begin(&mut self, out: &mut Vec<CStmt>) {
        out.push(CStmt::Decl {
            ty: super::c::CType::name("so_Defers"),
            name: self.names.defers.clone(),
            init: None,
            is_static: false,
        });
        out.push(CStmt::Expr(CExpr::call(
            "so_defers_begin",
            vec![self.defers_addr()],
        )));
    }

    /// `defer`: the func() value is kept until the function returns.
    pub fn defer_stmt(&mut self, e: &Expr, out: &mut Vec<CStmt>) {
        let v = self.expr(e);
        out.push(CStmt::Expr(CExpr::call(
            "so_defer",
            vec![self.defers_addr(), v],
        )));
    }

    /// A return of a function with an epilogue: the results are set, the epilogue follows.
    pub fn return_to_epilogue(&mut self, es: &[Expr], out: &mut Vec<CStmt>) {
        if !es.is_empty() {
            ice!("a return with values in a function with an epilogue (passes::defers)");
        }
        out.push(CStmt::Goto(self.names.epilogue.clone()));
    }

    /// The epilogue: the deferred calls, then the results (a function without results just
    /// ends).
    /// `body` is what was emitted before it: a label is needed if some return there jumps.
    pub fn epilogue(&mut self, body: &[Stmt], out: &mut Vec<CStmt>) {
        if has_return(body) {
            out.push(CStmt::Label(self.names.epilogue.clone()));
        }
        if self.defers {
            out.push(CStmt::Expr(CExpr::call(
                "so_defers_end",
                vec![self.defers_addr()],
            )));
        }
        if self.func.results.releases {
            let mark = CExpr::ident(self.names.rs_mark.clone());
            out.push(CStmt::Expr(CExpr::call("so_rs_release", vec![mark])));
        }
        let rs = self.func.named_results.clone();
        let value = match rs.as_slice() {
            [] => return,
            [r] => Some(self.local_expr(*r)),
            _ => {
                let tys: Vec<_> = rs.iter().map(|r| self.local_ty(*r)).collect();
                let Some(tt) = self.file.p.types.results_type(&tys) else {
                    ice!("no tuple type for {} results", rs.len())
                };
                let ct = self.file.ctype(tt);
                let vals = rs.iter().map(|r| CInit::Pos(self.local_expr(*r))).collect();
                Some(CExpr::Compound(ct, vals))
            }
        };
        out.push(CStmt::Return(value));
    }
}
