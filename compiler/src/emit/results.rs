//! The result stack (builtin.h, `lifetime/results.rs`): marks and releases.
//!
//! ```c
//! so_RsMark rs_mark = so_rs_mark();     // a function that releases: first thing
//! ...
//! so_RsMark loop_mark = so_rs_mark();   // a loop that releases: before it
//! for (...) {
//!     so_rs_release(loop_mark);         // what the previous iteration kept is given back
//!     ...
//! }
//! ...
//! epilogue:;                            // emit/defer.rs
//! so_rs_release(rs_mark);
//! ```

use super::c::{CExpr, CStmt, CType};
use super::func::FnEmitter;
use crate::tir::BreakId;

impl FnEmitter<'_, '_> {
    fn mark_decl(name: String) -> CStmt {
        CStmt::Decl {
            ty: CType::name("so_RsMark"),
            name,
            init: Some(CExpr::call("so_rs_mark", vec![])),
            is_static: false,
        }
    }

    /// `so_RsMark rs_mark = so_rs_mark();` of a function that releases.
    pub fn rs_mark(&mut self, out: &mut Vec<CStmt>) {
        out.push(Self::mark_decl(self.names.rs_mark.clone()));
    }

    /// Whether loop `id` releases the result stack every iteration.
    fn loop_releases(&self, id: BreakId) -> bool {
        self.func
            .results
            .loops
            .iter()
            .any(|l| l.id == id && l.releases)
    }

    /// Before a loop that releases: its mark.
    pub fn loop_mark(&mut self, id: BreakId, out: &mut Vec<CStmt>) {
        if self.loop_releases(id) {
            out.push(Self::mark_decl(self.names.loop_mark(id).to_string()));
        }
    }

    /// The first statement of every iteration of a loop that releases.
    pub fn iteration_start(&mut self, id: BreakId, body: &mut Vec<CStmt>) {
        if self.loop_releases(id) {
            let mark = CExpr::ident(self.names.loop_mark(id));
            body.insert(0, CStmt::Expr(CExpr::call("so_rs_release", vec![mark])));
        }
    }
}
