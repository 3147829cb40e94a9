//! `conc.SendCase` of `solod.dev/so/conc` with a value too large for a `Case`. A Case holds a
//! send value of up to 64 bytes itself (conc's `inlineSend`); a larger value needs memory that
//! lives as long as the Case, and So makes no hidden heap allocation. So a call
//! `conc.SendCase(ch, v)` whose value type has more than 64 bytes is checked as a call of the
//! package's generic `sendCaseAt[T](ch, p)`, `p` the address of a copy of `v` made where the
//! call stands (an `&T{...}` of the caller's frame, under the escape rules of
//! the lifetime layer (`lifetime/`), which names it). Such a case can be selected any number of times, as in
//! Go, but must not outlive the frame that made it. Only a call can do that: SendCase of such a
//! value as a func value is rejected.
//!
//! Input: the checked call of SendCase's instance. Output: the call of sendCaseAt's instance.

use super::expr::Operand;
use super::Checker;
use crate::diag::Diagnostic;
use crate::syntax::ast::Span;
use crate::tir::types::TypeId;
use crate::tir::{Alloc, Expr, ExprKind, Func, FuncId, PkgId};

/// The import path of the So package conc.
pub const CONC: &str = "solod.dev/so/conc";

/// The bytes of a send value a `conc.Case` holds itself (conc's `inlineSend`).
const SEND_INLINE: i64 = 64;

/// The name of conc's generic function that makes a send case of a value held elsewhere.
pub const SEND_CASE_AT: &str = "sendCaseAt";

/// Whether `f` is an instance of conc's `sendCaseAt` (`conc`: the package conc).
pub fn is_send_case_at(funcs: &[Func], conc: Option<PkgId>, f: FuncId) -> bool {
    funcs.get(f.index()).is_some_and(|func| {
        Some(func.pkg) == conc && func.name == SEND_CASE_AT && !func.targs.is_empty()
    })
}

impl<'a> Checker<'a> {
    /// The package conc, when the build has it.
    pub fn conc_pkg(&self) -> Option<PkgId> {
        self.contexts
            .iter()
            .position(|c| c.as_ref().is_some_and(|c| c.path == CONC))
            .map(|i| PkgId(i as u32))
    }

    /// Whether generic function `g` is `conc.SendCase`.
    pub fn is_conc_send_case(&self, g: usize) -> bool {
        let gf = &self.generic_funcs[g];
        gf.decl.name.name == "SendCase"
            && gf.home != self.pkg
            && self
                .contexts
                .get(gf.home.index())
                .and_then(Option::as_ref)
                .is_some_and(|c| c.path == CONC)
    }

    /// Whether `conc.SendCase[t]` may be a func value: not when t is too large for a Case (only
    /// a call can copy the value into its caller's frame). Reported otherwise.
    pub fn send_case_value_allowed(&mut self, t: TypeId, span: Span) -> bool {
        if self.types.size_of(t) <= SEND_INLINE {
            return true;
        }
        let d = self.types.display(t);
        self.push(
            Diagnostic::error(
                span,
                format!("conc.SendCase[{d}] used as a func value: a send case of a value over 64 bytes keeps a copy in the frame that calls conc.SendCase"),
            )
            .label("not called")
            .help("call conc.SendCase where the case is made"),
        );
        false
    }

    /// `op`, the checked call `conc.SendCase[T](ch, v)` (`g` is SendCase), as
    /// `sendCaseAt[T](ch, &copy of v)` when T is too large for a Case.
    pub fn send_case_in_frame(&mut self, g: usize, t: TypeId, op: Operand) -> Operand {
        if self.types.size_of(t) <= SEND_INLINE {
            return op;
        }
        let Operand::Value(call) = op else {
            return op;
        };
        let home = self.generic_funcs[g].home;
        let Some(at) = (0..self.generic_funcs.len()).find(|&k| {
            self.generic_funcs[k].home == home
                && self.generic_funcs[k].decl.name.name == SEND_CASE_AT
        }) else {
            panic!("{CONC} has no {SEND_CASE_AT}");
        };
        let span = call.span;
        let Some(f) = self.instantiate_func(at, vec![t], span) else {
            return Operand::Invalid;
        };
        Operand::Value(self.call_send_case_at(call, f))
    }

    /// The call `call` of SendCase (possibly inside the `Let` of spread arguments) made a call
    /// of `at` with the value's copy in new memory.
    fn call_send_case_at(&mut self, call: Expr, at: FuncId) -> Expr {
        let Expr { ty, kind, span } = call;
        let kind = match kind {
            ExprKind::Let(t, v, body) => {
                ExprKind::Let(t, v, Box::new(self.call_send_case_at(*body, at)))
            }
            ExprKind::Call(_, mut args) if args.len() == 2 => {
                let v = args.pop().expect("two arguments");
                let p = self.types.pointer(v.ty);
                let vspan = v.span;
                args.push(self.mk(p, ExprKind::AddrOfLit(Alloc::Frame, Box::new(v)), vspan));
                ExprKind::Call(at, args)
            }
            kind => kind,
        };
        Expr::new(ty, kind, span)
    }
}
