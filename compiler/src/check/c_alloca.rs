//! `c.Alloca[T](n)` of `solod.dev/so/c`: n zeroed elements in the frame of the function that
//! calls it. No function can return memory of its own frame, so the call is checked as the
//! expression `unsafe.SliceData(make([]T, n))` written where it stands: frame memory of the
//! caller, under the escape rules of every `make` (`check/escape.rs`).
//!
//! Input: the call's type argument and argument. Output: the expression, or `None` for a call
//! that is not of that shape (checked as an ordinary call, which reports what is wrong).

use super::expr::Operand;
use super::Checker;
use crate::syntax::ast::{self, Span};
use crate::tir::types::{TypeId, INVALID};
use crate::tir::{Alloc, Builtin, ExprKind};

/// The import path of the So package c.
pub const C: &str = "solod.dev/so/c";

impl<'a> Checker<'a> {
    /// Whether generic function `g` is `c.Alloca`.
    pub fn is_c_alloca(&self, g: usize) -> bool {
        let gf = &self.generic_funcs[g];
        gf.decl.name.name == "Alloca"
            && gf.home != self.pkg
            && self
                .contexts
                .get(gf.home.index())
                .and_then(Option::as_ref)
                .is_some_and(|c| c.path == C)
    }

    /// `c.Alloca[T](n)` as `unsafe.SliceData(make([]T, n))`.
    pub fn c_alloca(
        &mut self,
        explicit: &[TypeId],
        args: &[ast::Expr],
        ellipsis: bool,
        span: Span,
    ) -> Option<Operand> {
        let (&[t], [n]) = (explicit, args) else {
            return None;
        };
        if ellipsis || t == INVALID {
            return None;
        }
        let n = self.expr(n);
        let n = self.size_arg(n, "c.Alloca");
        if n.ty == INVALID {
            return Some(Operand::Invalid);
        }
        let slice = self.types.slice(t);
        let ptr = self.types.pointer(t);
        let make = self.mk(slice, ExprKind::Make(Alloc::Frame, Box::new(n), None), span);
        Some(Operand::Value(self.mk(
            ptr,
            ExprKind::Builtin(Builtin::UnsafeSliceData, vec![make]),
            span,
        )))
    }
}
