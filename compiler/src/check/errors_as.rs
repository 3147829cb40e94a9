//! `errors.As` without reflection. Go's `errors.As(err, target any)` finds the target's type
//! at run time; So has no reflection, and an interface type's itabs exist only for the pairs
//! the compiler knows a program needs. So a call of `solod.dev/so/errors.As` whose target has
//! the static type `*E` is checked as a call of the package's generic `asTarget[E](err,
//! target)`, whose instance asserts `any(err).(E)` and stores the match into `*target` (and
//! makes the itabs `E` needs). A target the call site cannot type (an `any` value) is an
//! error; so are the targets `go vet` reports (its errorsas check).
//!
//! Input: the call's arguments. Output: a call of the instance, or a diagnostic.

use super::expr::Operand;
use super::Checker;
use crate::diag::Diagnostic;
use crate::syntax::ast::{self, Span};
use crate::tir::types::{TypeId, INVALID};
use crate::tir::{Expr, FuncId, FuncKind};

/// The import path of the So package errors.
pub const ERRORS: &str = "solod.dev/so/errors";

/// go vet's message (errorsas) for a target that is not a pointer to an interface or to a
/// type implementing error.
const VET_TARGET: &str = "second argument to errors.As must be a non-nil pointer to either a type that implements error, or to any interface type";

impl<'a> Checker<'a> {
    /// Whether `id` is `errors.As` of `solod.dev/so/errors`.
    pub fn is_errors_as(&self, id: FuncId) -> bool {
        let f = &self.funcs[id.index()];
        f.name == "As"
            && matches!(f.kind, FuncKind::Func)
            && f.pkg != self.pkg
            && self
                .contexts
                .get(f.pkg.index())
                .and_then(Option::as_ref)
                .is_some_and(|c| c.path == ERRORS)
    }

    /// A call `errors.As(err, target)` (`f` is `errors.As`).
    pub fn errors_as(
        &mut self,
        f: Expr,
        func: &ast::Expr,
        args: &[ast::Expr],
        ellipsis: bool,
        span: Span,
    ) -> Operand {
        if ellipsis || args.len() != 2 {
            return self.call_value(f, func, args, ellipsis, span);
        }
        let crate::tir::ExprKind::Func(id) = f.kind else {
            return self.call_value(f, func, args, ellipsis, span);
        };
        let home = self.funcs[id.index()].pkg;
        let err = self.expr(&args[0]);
        let target = self.expr(&args[1]);
        if err.ty == INVALID || target.ty == INVALID {
            return Operand::Invalid;
        }
        let Some(elem) = self.as_target_elem(&target, args[1].span) else {
            return Operand::Invalid;
        };
        let Some(g) = (0..self.generic_funcs.len()).find(|&g| {
            self.generic_funcs[g].home == home && self.generic_funcs[g].decl.name.name == "asTarget"
        }) else {
            panic!("{ERRORS} has no asTarget");
        };
        let inst = self.generic_func_value(g, vec![elem], func.span);
        if inst.ty == INVALID {
            return Operand::Invalid;
        }
        self.call_checked(inst, func, vec![err, target], args, ellipsis, span)
    }

    /// `E` of a target of static type `*E`, or a diagnostic.
    fn as_target_elem(&mut self, target: &Expr, span: Span) -> Option<TypeId> {
        let t = target.ty;
        if self.types.is_interface(t) {
            self.push(
                Diagnostic::error(
                    span,
                    format!(
                        "errors.As with a target of interface type {}: So needs the target's pointer type where errors.As is called",
                        self.types.display(t)
                    ),
                )
                .label("the target's type is known only at run time")
                .help("there is no reflection in So: pass the address of the variable to set, as in errors.As(err, &target)"),
            );
            return None;
        }
        let Some(elem) = self.types.pointee(t) else {
            self.push(Diagnostic::error(span, VET_TARGET).label("not a pointer"));
            return None;
        };
        let error = self.types.error();
        if elem == error {
            self.push(
                Diagnostic::error(span, "second argument to errors.As should not be *error")
                    .label("every error is an error")
                    .help("errors.As(err, &target) with target of type error always sets target to err; use err itself"),
            );
            return None;
        }
        if !self.types.is_interface(elem) && !self.implements(elem, error) {
            let d = self.types.display(elem);
            self.push(
                Diagnostic::error(span, VET_TARGET).label(format!("{d} does not implement error")),
            );
            return None;
        }
        Some(elem)
    }
}
