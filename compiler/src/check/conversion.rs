//! Conversions `T(x)`.

use super::Checker;
use crate::diag::Diagnostic;
use crate::syntax::ast::Span;
use crate::tir::constant::{self, ConstValue, ReprError};
use crate::tir::types::{Basic, Type, TypeId, INVALID};
use crate::tir::{Alloc, ConstStyle, Expr, ExprKind};

impl<'a> Checker<'a> {
    pub fn conversion(&mut self, t: TypeId, x: Expr, span: Span) -> Expr {
        if x.ty == INVALID || t == INVALID {
            return self.invalid(span);
        }
        // A type declared further down, converted to in a package-level initializer.
        self.complete_named(t);
        if self.types.is_interface(t) {
            return self.conversion_to_iface(t, x, span);
        }
        let tb = self.types.basic_of(t);
        if let (ExprKind::Const(c, _), Some(p)) = (&x.kind, self.types.tparam_of(t)) {
            // A constant converted to a type parameter is not a constant (in an instance, the
            // type argument is an ordinary type and folds); it must be representable by every
            // type of the type set.
            let xb = self.types.basic_of(x.ty).unwrap_or(Basic::Invalid);
            for term in self
                .types
                .tparam_terms(p)
                .map(<[_]>::to_vec)
                .unwrap_or_default()
            {
                let Some(ub) = self.types.basic_of(term.ty) else {
                    continue;
                };
                let kinds_ok = (xb.is_numeric() && ub.is_numeric())
                    || (xb.is_string() && ub.is_string())
                    || (xb.is_bool() && ub.is_bool());
                if !kinds_ok || constant::represent(c, ub).is_ok() {
                    continue;
                }
                let d = self.describe(&x);
                let (td, ud) = (self.types.display(t), self.types.display(term.ty));
                let cause = if xb.is_integer() && ub.is_integer() {
                    format!("constant {} overflows {ud} (in {td})", c.describe())
                } else {
                    format!("cannot convert {d} to type {ud} (in {td})")
                };
                // Go reports it at the operand, which is no longer a constant.
                let v = match d.rfind(" constant)") {
                    Some(i) => format!("{} value)", &d[..i]),
                    None => d.clone(),
                };
                self.push(
                    Diagnostic::error(x.span, format!("cannot convert {v} to type {td}: {cause}"))
                        .label(format!("does not fit in {ud}")),
                );
                return self.invalid(span);
            }
        }
        // Constant conversions give constants (except to non-basic types and type parameters).
        if let (ExprKind::Const(c, _), None) = (&x.kind, self.types.tparam_of(t)) {
            if let Some(tb) = tb {
                let xb = self.types.basic_of(x.ty).unwrap_or(Basic::Invalid);
                if tb.is_string() && xb.is_integer() {
                    // string(rune constant)
                    let r = c
                        .as_i64()
                        .and_then(|v| u32::try_from(v).ok())
                        .and_then(char::from_u32)
                        .unwrap_or('\u{FFFD}');
                    let mut buf = [0u8; 4];
                    let s = r.encode_utf8(&mut buf).as_bytes().to_vec();
                    return self.mk(
                        t,
                        ExprKind::Const(ConstValue::String(s), ConstStyle::Plain),
                        span,
                    );
                }
                let kinds_ok = (xb.is_numeric() && tb.is_numeric())
                    || (xb.is_string() && tb.is_string())
                    || (xb.is_bool() && tb.is_bool());
                if kinds_ok {
                    // A float constant converted to an integer type must be integral; ints to
                    // floats round.
                    return match constant::represent(c, tb) {
                        Ok(v) => self.mk(t, ExprKind::Const(v, ConstStyle::Plain), span),
                        Err(e) => {
                            let d = self.describe(&x);
                            let td = self.types.display(t);
                            let why = match e {
                                ReprError::Truncated => "truncated",
                                _ => "overflows",
                            };
                            self.push(
                                Diagnostic::error(
                                    span,
                                    format!("cannot convert {d} to type {td} ({why})"),
                                )
                                .label(format!("does not fit in {td}")),
                            );
                            self.invalid(span)
                        }
                    };
                }
            }
        }
        let x = if self.types.is_untyped(x.ty) {
            if matches!(x.kind, ExprKind::Nil) {
                if matches!(
                    self.types.under_type(t),
                    Type::Pointer(_)
                        | Type::Slice(_)
                        | Type::Func(_)
                        | Type::Map(..)
                        | Type::Basic(Basic::UnsafePointer)
                ) {
                    let mut x = x;
                    x.ty = t;
                    return x;
                }
                let td = self.types.display(t);
                self.error(span, format!("cannot convert nil to type {td}"));
                return self.invalid(span);
            }
            let d = self.default_type(x.ty);
            self.convert_untyped(x, d)
        } else {
            x
        };
        if x.ty == INVALID {
            return self.invalid(span);
        }
        if self.convertible(x.ty, t) {
            if x.ty == t {
                let mut x = x;
                x.span = span;
                return x;
            }
            let kind = self.types.conv_kind(x.ty, t);
            let gate = match kind {
                crate::tir::ConvKind::SliceToArrayPtr(_) => {
                    Some((super::version::SLICE_TO_ARRAY_PTR, "pointer"))
                }
                crate::tir::ConvKind::SliceToArray(_) => Some((super::version::SLICE_TO_ARRAY, "")),
                _ => None,
            };
            if let Some((need, ptr)) = gate {
                let what = format!(
                    "cannot convert {} to type {}: conversion of slice to array{}",
                    self.describe(&x),
                    self.types.display(t),
                    if ptr.is_empty() { "" } else { " pointer" }
                );
                if !self.require_version(x.span, need, &what) {
                    return self.invalid(span);
                }
            }
            if tb == Some(Basic::UnsafePointer)
                && self.types.basic_of(x.ty) == Some(Basic::Uintptr)
                && self.types.tparam_of(x.ty).is_none()
            {
                return self.uintptr_to_pointer(t, x, span);
            }
            return self.mk(t, ExprKind::Convert(kind, Alloc::Frame, Box::new(x)), span);
        }
        let d = self.describe(&x);
        let td = self.types.display(t);
        self.push(
            Diagnostic::error(span, format!("cannot convert {d} to type {td}"))
                .label("invalid conversion"),
        );
        self.invalid(span)
    }

    /// `I(x)` for an interface type `I`: x must implement it.
    fn conversion_to_iface(&mut self, t: TypeId, x: Expr, span: Span) -> Expr {
        let mut e = if self.types.is_untyped(x.ty) {
            self.untyped_to_iface(x, t, "conversion")
        } else if self.types.under(x.ty) == self.types.under(t) || self.implements(x.ty, t) {
            self.to_iface(x, t)
        } else {
            let why = self.not_implemented(x.ty, t).unwrap_or_default();
            let (d, xt, td) = (
                self.describe(&x),
                self.types.display(x.ty),
                self.types.display(t),
            );
            self.push(
                Diagnostic::error(
                    span,
                    format!("cannot convert {d} to type {td}: {xt} does not implement {td} {why}"),
                )
                .label("invalid conversion"),
            );
            return self.invalid(span);
        };
        e.span = span;
        e
    }

    pub fn convertible(&self, from: TypeId, to: TypeId) -> bool {
        if self.assignable(from, to) {
            return true;
        }
        if let Some(ok) = self.tparam_convertible(from, to) {
            return ok;
        }
        let (uf, ut) = (self.types.under(from), self.types.under(to));
        if self.types.identical_ignoring_tags(uf, ut) {
            return true;
        }
        // A slice to an array or a pointer to an array of the same element type.
        if let Type::Slice(e) = self.types.get(uf) {
            let target = match self.types.get(ut) {
                Type::Pointer(a) => self.types.under(*a),
                _ => ut,
            };
            if let Type::Array(_, ae) = self.types.get(target) {
                return ae == e;
            }
        }
        if let (Type::Pointer(a), Type::Pointer(b)) = (self.types.get(uf), self.types.get(ut)) {
            if self
                .types
                .identical_ignoring_tags(self.types.under(*a), self.types.under(*b))
            {
                return true;
            }
        }
        let fb = self.types.basic_of(from);
        let tb = self.types.basic_of(to);
        // unsafe.Pointer converts to and from every pointer type and uintptr.
        let ptr_or_uintptr = |b: Option<Basic>, u: TypeId| {
            b == Some(Basic::Uintptr) || matches!(self.types.get(u), Type::Pointer(_))
        };
        if (fb == Some(Basic::UnsafePointer) && ptr_or_uintptr(tb, ut))
            || (tb == Some(Basic::UnsafePointer) && ptr_or_uintptr(fb, uf))
        {
            return true;
        }
        if let (Some(f), Some(t)) = (fb, tb) {
            if f.is_numeric() && t.is_numeric() {
                return true;
            }
            if f.is_integer() && t.is_string() {
                return true;
            }
        }
        let byte_or_rune_slice = |u: TypeId| match self.types.get(u) {
            Type::Slice(e) => matches!(
                self.types.basic_of(*e),
                Some(Basic::Uint8) | Some(Basic::Int32)
            ),
            _ => false,
        };
        if tb.is_some_and(|t| t.is_string()) && byte_or_rune_slice(uf) {
            return true;
        }
        if fb.is_some_and(|f| f.is_string()) && byte_or_rune_slice(ut) {
            return true;
        }
        false
    }
}
