//! Expressions: names, literals, operators, indexing, slicing, selectors, composite literals.

use super::Checker;
use crate::check::scope::{later_issue_name, BuiltinFn, Entity};
use crate::check::unsupported::Construct;
use crate::diag::Diagnostic;
use crate::syntax::ast::{self, BinOp, Span, UnOp};
use crate::tir::constant::{self, ConstError, ConstValue, ReprError};
use crate::tir::types::{Basic, Type, TypeId, INVALID};
use crate::tir::{Alloc, ConstStyle, Expr, ExprKind, FuncId, IndexKind, NilCheck, SliceKind};
use num_bigint::BigInt;
use num_rational::BigRational;

/// What an expression denotes.
pub enum Operand {
    Value(Expr),
    Type(TypeId),
    Builtin(BuiltinFn),
    /// `x.M` before a call consumes it: the method and its adjusted receiver.
    Method(FuncId, Expr),
    /// `x.M` of an interface value x, before a call: x and the method's index.
    IfaceMethod(Expr, usize),
    /// A generic function with the type arguments given so far (`Max`, `Max[int]`).
    GenericFunc(usize, Vec<TypeId>),
    Invalid,
}

impl<'a> Checker<'a> {
    pub fn mk(&self, ty: TypeId, kind: ExprKind, span: Span) -> Expr {
        Expr { ty, kind, span }
    }

    /// A single-valued expression.
    pub fn expr(&mut self, e: &ast::Expr) -> Expr {
        let x = self.expr_multi(e);
        self.single_value(x, e)
    }

    /// `x`, the value of `e`, unless it is a call with no result or several (reported).
    pub fn single_value(&mut self, x: Expr, e: &ast::Expr) -> Expr {
        if let Type::Tuple(ts) = self.types.get(x.ty) {
            let d = self.call_name(e);
            if ts.is_empty() {
                self.push(
                    Diagnostic::error(e.span, format!("{d} (no value) used as value"))
                        .label("this call returns nothing"),
                );
            } else {
                self.error(
                    e.span,
                    format!(
                        "multiple-value {d} (value of type {}) in single-value context",
                        self.types.display(x.ty)
                    ),
                );
            }
            return self.invalid(e.span);
        }
        x
    }

    /// An expression that may be a call with several results (a tuple).
    pub fn expr_multi(&mut self, e: &ast::Expr) -> Expr {
        match self.operand(e) {
            Operand::Method(f, recv) => self.method_value(f, recv, e.span),
            Operand::IfaceMethod(recv, k) => self.iface_method_value(recv, k, e.span),
            Operand::GenericFunc(g, targs) => self.generic_func_value(g, targs, e.span),
            Operand::Value(v) => v,
            Operand::Type(t) => {
                let d = self.types.display(t);
                self.error(e.span, format!("{d} (type) is not an expression"));
                self.invalid(e.span)
            }
            Operand::Builtin(_) => {
                let d = self.call_name(e);
                self.error(e.span, format!("{d} (built-in function) must be called"));
                self.invalid(e.span)
            }
            Operand::Invalid => self.invalid(e.span),
        }
    }

    /// The source text used in messages for a call's function (`f()`).
    pub fn call_name(&self, e: &ast::Expr) -> String {
        match &e.kind {
            ast::ExprKind::Call { func, .. } => format!("{}()", self.call_name(func)),
            ast::ExprKind::Ident(n) => n.clone(),
            ast::ExprKind::Selector(x, f) => format!("{}.{}", self.call_name(x), f.name),
            _ => "expression".into(),
        }
    }

    /// An operand as Go's messages write it inside an expression: its name when it has one.
    pub fn short_operand(&self, e: &Expr) -> String {
        let d = self.describe(e);
        match d.split_once(" (") {
            Some((n, _)) => n.to_string(),
            None => d,
        }
    }

    /// Go-style description of an operand for messages.
    pub fn describe(&self, e: &Expr) -> String {
        let t = match self.types.tparam_of(e.ty) {
            Some(p) => format!(
                "{} constrained by {}",
                self.types.display(e.ty),
                self.constraint_text(p)
            ),
            None => self.types.display(e.ty),
        };
        match &e.kind {
            ExprKind::Const(c, _) => {
                if self.types.is_untyped(e.ty) {
                    format!("{} ({t} constant)", c.describe())
                } else {
                    format!("{} (constant of type {t})", c.describe())
                }
            }
            ExprKind::Nil => "nil".into(),
            ExprKind::Local(id) => {
                let n = self
                    .fctx
                    .as_ref()
                    .and_then(|f| f.locals.get(id.index()))
                    .map(|l| l.name.clone())
                    .unwrap_or_default();
                format!("{n} (variable of type {t})")
            }
            ExprKind::Global(id) => format!("{} (variable of type {t})", self.global(*id).name),
            ExprKind::Func(id) => format!("{} (value of type {t})", self.func(*id).name),
            ExprKind::MapIndex(..) => format!("map index expression of type {t}"),
            _ => format!("value of type {t}"),
        }
    }

    pub fn operand(&mut self, e: &ast::Expr) -> Operand {
        use ast::ExprKind as K;
        let span = e.span;
        if let K::Int(text) | K::Float(text) = &e.kind {
            if self.version_at(span) < super::version::LITERALS {
                self.literal_version(text, span);
            }
        }
        match &e.kind {
            K::Ident(name) => self.ident(name, span),
            K::Int(text) => match constant::parse_int_literal(text) {
                Some(v) => Operand::Value(self.mk(
                    self.types_basic(Basic::UntypedInt),
                    ExprKind::Const(ConstValue::Int(v), ConstStyle::Plain),
                    span,
                )),
                None => {
                    self.error(span, format!("invalid integer literal {text}"));
                    Operand::Invalid
                }
            },
            K::Float(text) => match constant::parse_float_literal(text)
                .and_then(|v| constant::limit(ConstValue::Float(v)).ok())
            {
                Some(ConstValue::Float(v)) => Operand::Value(self.mk(
                    self.types_basic(Basic::UntypedFloat),
                    ExprKind::Const(ConstValue::Float(v), ConstStyle::Plain),
                    span,
                )),
                _ => {
                    self.error(
                        span,
                        format!("floating-point literal {text} is too large for a constant"),
                    );
                    Operand::Invalid
                }
            },
            K::Imag => {
                self.reject(span, Construct::Complex);
                Operand::Invalid
            }
            K::Rune(v) => Operand::Value(self.mk(
                self.types_basic(Basic::UntypedRune),
                ExprKind::Const(ConstValue::int(*v), ConstStyle::Char),
                span,
            )),
            K::Str(b) => Operand::Value(self.mk(
                self.types_basic(Basic::UntypedString),
                ExprKind::Const(ConstValue::String(b.clone()), ConstStyle::Plain),
                span,
            )),
            K::Paren(x) => match self.operand(x) {
                Operand::Value(mut v) => {
                    v.span = span;
                    Operand::Value(v)
                }
                o => o,
            },
            K::Binary(op, l, r) => Operand::Value(self.binary(*op, l, r, span)),
            K::Unary(op, x) => self.unary(*op, x, span),
            K::Call {
                func,
                args,
                ellipsis,
            } => self.call(func, args, *ellipsis, span),
            K::Index(x, i) => {
                if let Some(ent) = self.generic_entity(x) {
                    let Some(t) = super::generic::expr_as_type(i) else {
                        self.error(i.span, "type argument expected");
                        return Operand::Invalid;
                    };
                    return self.instantiation_operand(ent, &[t], span);
                }
                Operand::Value(self.index(x, i, span))
            }
            K::Slice { x, lo, hi, max } => Operand::Value(self.slice_expr(
                x,
                lo.as_deref(),
                hi.as_deref(),
                max.as_deref(),
                span,
            )),
            K::Selector(x, f) => self.selector(x, f, span),
            K::Composite(ty, elems) => {
                let Some(ty) = ty else {
                    self.error(span, "invalid composite literal type: missing type");
                    return Operand::Invalid;
                };
                let t = self.composite_type(ty, elems);
                if t == INVALID {
                    return Operand::Invalid;
                }
                Operand::Value(self.composite(t, elems, span))
            }
            K::Type(t) => {
                // `F[A, B]` of a generic function reads as a generic type.
                if let ast::TypeExprKind::Generic(base, args) = &t.kind {
                    if let ast::TypeExprKind::Name(n) = &base.kind {
                        if let Some(Entity::GenericFunc(g)) =
                            self.lookup_in(&n.name, Some(n.span.file()))
                        {
                            return self.instantiation_operand(Entity::GenericFunc(g), args, span);
                        }
                    }
                    // `pkg.F[A, B]` of an imported generic function.
                    if let ast::TypeExprKind::Qualified(p, n) = &base.kind {
                        if let Some(g) = self.imported_generic_func(p, n) {
                            return self.instantiation_operand(Entity::GenericFunc(g), args, span);
                        }
                    }
                }
                let t = self.resolve_type(t);
                if t == INVALID {
                    Operand::Invalid
                } else {
                    Operand::Type(t)
                }
            }
            K::FuncLit(sig, body) => Operand::Value(self.func_lit(sig, body, span)),
            K::TypeAssert(x, t) => {
                Operand::Value(self.type_assert(x, t, span, crate::tir::AssertKind::Checked))
            }
            K::Recv(x) => {
                let _ = self.operand(x);
                self.reject(span, Construct::ChanRecv);
                Operand::Invalid
            }
            K::Instantiate(f, targs) => match self.generic_entity(f) {
                Some(ent) => self.instantiation_operand(ent, targs, span),
                None => {
                    let _ = self.operand(f);
                    self.error(f.span, "not a generic function or type");
                    Operand::Invalid
                }
            },
            // Reported while lowering.
            K::Bad => Operand::Invalid,
        }
    }

    pub fn types_basic(&self, b: Basic) -> TypeId {
        self.types.basic(b)
    }

    fn ident(&mut self, name: &str, span: Span) -> Operand {
        if name == "_" {
            self.error(span, "cannot use _ as value");
            return Operand::Invalid;
        }
        match self.lookup_in(name, Some(span.file())) {
            Some(Entity::Rejected) => Operand::Invalid,
            Some(Entity::Local(id)) => {
                self.mark_used(id);
                let t = self.local_ty(id);
                Operand::Value(self.mk(t, ExprKind::Local(id), span))
            }
            Some(Entity::Global(id)) => {
                let t = self.global(id).ty;
                Operand::Value(self.mk(t, ExprKind::Global(id), span))
            }
            Some(Entity::Func(id)) => {
                let t = self.func(id).ty;
                Operand::Value(self.mk(t, ExprKind::Func(id), span))
            }
            Some(Entity::Type(t)) => Operand::Type(t),
            Some(Entity::Const(v, t)) => {
                if t == INVALID {
                    return Operand::Invalid;
                }
                let style = self.const_style(name);
                Operand::Value(self.mk(t, ExprKind::Const(v, style), span))
            }
            Some(Entity::Builtin(b)) => Operand::Builtin(b),
            Some(Entity::Nil) => {
                Operand::Value(self.mk(self.types_basic(Basic::UntypedNil), ExprKind::Nil, span))
            }
            Some(Entity::Iota) => match self.iota {
                Some(v) => Operand::Value(self.mk(
                    self.types_basic(Basic::UntypedInt),
                    ExprKind::Const(ConstValue::int(v), ConstStyle::Plain),
                    span,
                )),
                None => {
                    self.error(span, "cannot use iota outside constant declaration");
                    Operand::Invalid
                }
            },
            Some(Entity::Package(_)) => {
                self.error(span, format!("use of package {name} without selector"));
                Operand::Invalid
            }
            Some(Entity::Pending(_)) => Operand::Invalid,
            Some(Entity::GenericFunc(g)) => Operand::GenericFunc(g, Vec::new()),
            Some(Entity::GenericType(g)) => {
                let n = name.to_string();
                self.push(
                    Diagnostic::error(
                        span,
                        format!("cannot use generic type {n} without instantiation"),
                    )
                    .label("type arguments missing"),
                );
                let _ = g;
                Operand::Invalid
            }
            None => {
                if let Some(what) = later_issue_name(name) {
                    self.reject(span, what);
                } else {
                    self.push(
                        Diagnostic::error(span, format!("undefined: {name}"))
                            .label("not declared in this scope"),
                    );
                }
                Operand::Invalid
            }
        }
    }

    /// Whether an expression denotes an addressable location.
    pub fn addressable(&self, e: &Expr) -> bool {
        match &e.kind {
            ExprKind::Local(_) | ExprKind::Global(_) | ExprKind::Deref(..) => true,
            ExprKind::Field(x, ..) => self.addressable(x),
            ExprKind::Index(_, x, _) => match self.types.under_type(x.ty) {
                Type::Slice(_) => true,
                Type::Array(..) => self.addressable(x),
                // A type parameter without a core type (`[]int | [5]int`): as Go decides, an
                // element is addressable unless a string is in the set, or an array is and
                // the operand is not addressable.
                Type::TypeParam(p) => {
                    let terms = self.types.tparam_terms(*p).unwrap_or_default();
                    terms.iter().all(|t| match self.types.under_type(t.ty) {
                        Type::Basic(b) => !b.is_string(),
                        Type::Array(..) => self.addressable(x),
                        _ => true,
                    })
                }
                _ => false,
            },
            _ => false,
        }
    }

    // ----- untyped values, assignability -----

    /// The default type of an untyped value, or the type itself.
    pub fn default_type(&mut self, t: TypeId) -> TypeId {
        match self.types.get(t) {
            Type::Basic(Basic::UntypedBool) => self.types_basic(Basic::Bool),
            Type::Basic(Basic::UntypedInt) => self.types_basic(Basic::Int),
            Type::Basic(Basic::UntypedRune) => self.types_basic(Basic::Int32),
            Type::Basic(Basic::UntypedFloat) => self.types_basic(Basic::Float64),
            Type::Basic(Basic::UntypedString) => self.types_basic(Basic::String),
            _ => t,
        }
    }

    /// Gives an untyped value its default type (for `x := 1`, `println(1)`...).
    pub fn default_value(&mut self, e: Expr, ctx: &str) -> Expr {
        if e.ty == INVALID || !self.types.is_untyped(e.ty) {
            return e;
        }
        if matches!(e.kind, ExprKind::Nil) {
            self.error(e.span, format!("use of untyped nil in {ctx}"));
            return self.invalid(e.span);
        }
        let t = self.default_type(e.ty);
        self.convert_untyped(e, t)
    }

    /// Converts an untyped value to `target` (checking representability of constants).
    pub fn convert_untyped(&mut self, mut e: Expr, target: TypeId) -> Expr {
        if e.ty == INVALID || target == INVALID || !self.types.is_untyped(e.ty) {
            return e;
        }
        let from = self.types.basic_of(e.ty).unwrap_or(Basic::Invalid);
        if let Some(p) = self.types.tparam_of(target) {
            if self.types.core_type(p).is_none() {
                if self.untyped_fits_tparam(&e, target) == Some(true) {
                    e.ty = target;
                    return e;
                }
                let d = self.describe(&e);
                let t = self.types.display(target);
                self.error(e.span, format!("cannot use {d} as {t} value"));
                return self.invalid(e.span);
            }
        }
        if matches!(e.kind, ExprKind::Nil) {
            match self.types.under_type(target) {
                Type::Pointer(_)
                | Type::Slice(_)
                | Type::Func(_)
                | Type::Interface(_)
                | Type::Map(..)
                | Type::Basic(Basic::UnsafePointer) => {
                    e.ty = target;
                    return e;
                }
                _ => {
                    let d = self.types.display(target);
                    self.error(e.span, format!("cannot use nil as {d} value"));
                    return self.invalid(e.span);
                }
            }
        }
        if self.types.is_interface(target) {
            return self.untyped_to_iface(e, target, "assignment");
        }
        let Some(tb) = self.types.basic_of(target) else {
            let d = self.describe(&e);
            let t = self.types.display(target);
            self.error(e.span, format!("cannot use {d} as {t} value"));
            return self.invalid(e.span);
        };
        let compatible = (from.is_bool() && tb.is_bool())
            || (from.is_string() && tb.is_string())
            || (from.is_numeric() && tb.is_numeric());
        if !compatible {
            let d = self.describe(&e);
            let t = self.types.display(target);
            self.error(e.span, format!("cannot use {d} as {t} value"));
            return self.invalid(e.span);
        }
        match e.kind {
            ExprKind::Const(ref c, style) => match constant::represent(c, tb) {
                Ok(v) => {
                    e.kind = ExprKind::Const(v, style);
                    e.ty = target;
                    e
                }
                Err(err) => {
                    let t = self.types.display(target);
                    let what = match err {
                        ReprError::Overflow => "overflows",
                        ReprError::Truncated => "truncated",
                        ReprError::Mismatch => "mismatched types",
                    };
                    let msg = if err == ReprError::Truncated {
                        format!("{} (untyped float constant) truncated to {t}", c.describe())
                    } else {
                        format!(
                            "cannot use {} ({} constant) as {t} value ({what})",
                            c.describe(),
                            self.types.display(e.ty)
                        )
                    };
                    self.push(Diagnostic::error(e.span, msg).label(format!("does not fit in {t}")));
                    self.invalid(e.span)
                }
            },
            ExprKind::Compare(..) => {
                // A comparison is an untyped boolean value.
                e.ty = target;
                e
            }
            ExprKind::Binary(op, l, r) => {
                // A non-constant untyped expression: a logical operation on comparisons, or a
                // shift of an untyped constant.
                if matches!(op, BinOp::LAnd | BinOp::LOr) {
                    let l = self.convert_untyped(*l, target);
                    let r = self.convert_untyped(*r, target);
                    Expr {
                        ty: target,
                        kind: ExprKind::Binary(op, Box::new(l), Box::new(r)),
                        span: e.span,
                    }
                } else if matches!(op, BinOp::Shl | BinOp::Shr) {
                    if !tb.is_integer() {
                        let t = self.types.display(target);
                        self.error(
                            e.span,
                            format!(
                                "invalid operation: shifted operand {} (type {t}) must be integer",
                                self.describe(&l)
                            ),
                        );
                        return self.invalid(e.span);
                    }
                    let l = self.convert_untyped(*l, target);
                    Expr {
                        ty: target,
                        kind: ExprKind::Binary(op, Box::new(l), r),
                        span: e.span,
                    }
                } else {
                    let l = self.convert_untyped(*l, target);
                    let r = self.convert_untyped(*r, target);
                    Expr {
                        ty: target,
                        kind: ExprKind::Binary(op, Box::new(l), Box::new(r)),
                        span: e.span,
                    }
                }
            }
            ExprKind::Unary(op, x) => {
                let x = self.convert_untyped(*x, target);
                Expr {
                    ty: target,
                    kind: ExprKind::Unary(op, Box::new(x)),
                    span: e.span,
                }
            }
            _ => {
                e.ty = target;
                e
            }
        }
    }

    /// Whether a value of type `from` may be assigned to `to` (typed types only).
    pub fn assignable(&self, from: TypeId, to: TypeId) -> bool {
        if from == to || from == INVALID || to == INVALID {
            return true;
        }
        let (uf, ut) = (self.types.under(from), self.types.under(to));
        if uf == ut
            && (!self.types.is_named(from) || !self.types.is_named(to))
            && !matches!(self.types.get(uf), Type::Basic(_))
        {
            return true;
        }
        self.implements(from, to)
    }

    /// Converts `e` for assignment to a variable of type `target`, reporting mismatches.
    pub fn assign(&mut self, e: Expr, target: TypeId, ctx: &str) -> Expr {
        if e.ty == INVALID || target == INVALID {
            return e;
        }
        if self.types.is_untyped(e.ty) {
            let compatible = self.untyped_fits(&e, target);
            if !compatible {
                let d = self.describe(&e);
                let t = self.types.display(target);
                self.push(
                    Diagnostic::error(e.span, format!("cannot use {d} as {t} value in {ctx}"))
                        .label(format!("expected {t}")),
                );
                return self.invalid(e.span);
            }
            if self.types.is_interface(target) {
                return self.untyped_to_iface(e, target, ctx);
            }
            return self.convert_untyped(e, target);
        }
        if self.types.is_interface(target) && self.types.under(e.ty) != self.types.under(target) {
            if !self.implements(e.ty, target) {
                self.not_assignable_to_iface(&e, target, ctx);
                return self.invalid(e.span);
            }
            return self.to_iface(e, target);
        }
        if !self.assignable(e.ty, target) {
            let d = self.describe(&e);
            let t = self.types.display(target);
            self.push(
                Diagnostic::error(e.span, format!("cannot use {d} as {t} value in {ctx}"))
                    .label(format!("expected {t}")),
            );
            return self.invalid(e.span);
        }
        if e.ty != target {
            // Identical underlying types: make the conversion explicit for the emitter.
            let span = e.span;
            let kind = self.types.conv_kind(e.ty, target);
            return self.mk(
                target,
                ExprKind::Convert(kind, Alloc::Frame, Box::new(e)),
                span,
            );
        }
        e
    }

    fn untyped_fits(&self, e: &Expr, target: TypeId) -> bool {
        if let Some(p) = self.types.tparam_of(target) {
            if self.types.core_type(p).is_none() {
                return self.untyped_fits_tparam(e, target) == Some(true);
            }
        }
        let from = self.types.basic_of(e.ty).unwrap_or(Basic::Invalid);
        if from == Basic::UntypedNil {
            return matches!(
                self.types.under_type(target),
                Type::Pointer(_)
                    | Type::Slice(_)
                    | Type::Func(_)
                    | Type::Interface(_)
                    | Type::Map(..)
                    | Type::Basic(Basic::UnsafePointer)
            );
        }
        if self.types.is_interface(target) {
            let d = match from {
                Basic::UntypedBool => Basic::Bool,
                Basic::UntypedInt => Basic::Int,
                Basic::UntypedRune => Basic::Int32,
                Basic::UntypedFloat => Basic::Float64,
                Basic::UntypedString => Basic::String,
                _ => return false,
            };
            return self.implements(self.types.basic(d), target);
        }
        match self.types.basic_of(target) {
            Some(tb) => {
                (from.is_bool() && tb.is_bool())
                    || (from.is_string() && tb.is_string())
                    || (from.is_numeric() && tb.is_numeric())
            }
            None => false,
        }
    }

    // ----- operators -----

    fn binary(&mut self, op: BinOp, l: &ast::Expr, r: &ast::Expr, span: Span) -> Expr {
        let le = self.expr(l);
        let re = self.expr(r);
        self.binary_exprs(op, le, re, span)
    }

    pub fn binary_exprs(&mut self, op: BinOp, le: Expr, re: Expr, span: Span) -> Expr {
        if le.ty == INVALID || re.ty == INVALID {
            return self.invalid(span);
        }
        if matches!(op, BinOp::Shl | BinOp::Shr) {
            return self.shift(op, le, re, span);
        }
        // Bring both operands to a common type.
        let (le, re) = self.match_operands(le, re, op, span);
        if le.ty == INVALID || re.ty == INVALID {
            return self.invalid(span);
        }
        let t = le.ty;
        if op.is_comparison() {
            return self.comparison(op, le, re, span);
        }
        if let Some(ok) = self.tparam_binary_ok(op, t) {
            // A type parameter: the operator must apply to every type of its type set.
            if !ok {
                let d = self.describe(&le);
                self.push(
                    Diagnostic::error(
                        span,
                        format!(
                            "invalid operation: operator {} not defined on {d}",
                            op.as_str()
                        ),
                    )
                    .label("not allowed by the type parameter's constraint"),
                );
                return self.invalid(span);
            }
            return self.mk(t, ExprKind::Binary(op, Box::new(le), Box::new(re)), span);
        }
        let b = self.types.basic_of(t);
        let ok = match op {
            BinOp::LAnd | BinOp::LOr => b.is_some_and(|b| b.is_bool()),
            BinOp::Add => b.is_some_and(|b| b.is_numeric() || b.is_string()),
            BinOp::Sub | BinOp::Mul | BinOp::Div => b.is_some_and(|b| b.is_numeric()),
            _ => b.is_some_and(|b| b.is_integer()),
        };
        if !ok {
            let what = match op {
                BinOp::LAnd | BinOp::LOr => {
                    "operator ".to_string() + op.as_str() + " not defined on " + &self.describe(&le)
                }
                _ => format!(
                    "operator {} not defined on {}",
                    op.as_str(),
                    self.describe(&le)
                ),
            };
            self.push(
                Diagnostic::error(span, format!("invalid operation: {what}"))
                    .label("invalid operation"),
            );
            return self.invalid(span);
        }
        let int_div = b.is_some_and(|b| b.is_integer());
        if matches!(op, BinOp::Div | BinOp::Rem) {
            if let ExprKind::Const(c, _) = &re.kind {
                let zero = match c {
                    ConstValue::Int(i) => *i == BigInt::from(0),
                    ConstValue::Float(f) => *f == BigRational::from_integer(BigInt::from(0)),
                    _ => false,
                };
                if zero && (int_div || matches!(le.kind, ExprKind::Const(..))) {
                    self.push(
                        Diagnostic::error(re.span, "invalid operation: division by zero")
                            .label("divisor is zero"),
                    );
                    return self.invalid(span);
                }
            }
        }
        if let (ExprKind::Const(a, _), ExprKind::Const(bv, _)) = (&le.kind, &re.kind) {
            match constant::binary(op, a, bv, int_div) {
                Ok(v) => return self.typed_const(v, t, span),
                Err(ConstError::DivByZero) => {
                    self.error(span, "invalid operation: division by zero");
                    return self.invalid(span);
                }
                Err(_) => {
                    self.error(
                        span,
                        format!(
                            "invalid operation: operator {} not defined on constants",
                            op.as_str()
                        ),
                    );
                    return self.invalid(span);
                }
            }
        }
        if op == BinOp::Add && self.types.is_string(t) {
            // `a + b + c` is one concatenation into new memory.
            let mut parts = match le.kind {
                ExprKind::Concat(_, ps) => ps,
                _ => vec![le],
            };
            parts.push(re);
            return self.mk(t, ExprKind::Concat(Alloc::Frame, parts), span);
        }
        self.mk(t, ExprKind::Binary(op, Box::new(le), Box::new(re)), span)
    }

    /// A folded constant of type `t`; typed constants must stay representable.
    pub fn typed_const(&mut self, v: ConstValue, t: TypeId, span: Span) -> Expr {
        let v = match constant::limit(v) {
            Ok(v) => v,
            Err(_) => {
                self.push(
                    Diagnostic::error(span, "constant overflow")
                        .label("the result exceeds the precision of constants"),
                );
                return self.invalid(span);
            }
        };
        if self.types.is_untyped(t) {
            // The kind of an untyped result follows the value (int vs float).
            return self.mk(t, ExprKind::Const(v, ConstStyle::Plain), span);
        }
        let Some(b) = self.types.basic_of(t) else {
            return self.mk(t, ExprKind::Const(v, ConstStyle::Plain), span);
        };
        match constant::represent(&v, b) {
            Ok(v) => self.mk(t, ExprKind::Const(v, ConstStyle::Plain), span),
            Err(_) => {
                let d = self.types.display(t);
                self.push(
                    Diagnostic::error(span, format!("constant {} overflows {d}", v.describe()))
                        .label(format!("does not fit in {d}")),
                );
                self.invalid(span)
            }
        }
    }

    /// Brings two operands of a binary operation to one type (converting untyped operands).
    fn match_operands(&mut self, le: Expr, re: Expr, op: BinOp, span: Span) -> (Expr, Expr) {
        let lu = self.types.is_untyped(le.ty);
        let ru = self.types.is_untyped(re.ty);
        match (lu, ru) {
            (true, true) => {
                let lb = self.types.basic_of(le.ty).unwrap_or(Basic::Invalid);
                let rb = self.types.basic_of(re.ty).unwrap_or(Basic::Invalid);
                if lb == Basic::UntypedNil || rb == Basic::UntypedNil {
                    if lb == rb && op.is_comparison() {
                        self.error(
                            span,
                            format!(
                                "invalid operation: operator {} not defined on nil",
                                op.as_str()
                            ),
                        );
                        return (self.invalid(span), self.invalid(span));
                    }
                    self.mismatch(&le, &re, op, span);
                    return (self.invalid(span), self.invalid(span));
                }
                if lb.is_numeric() && rb.is_numeric() {
                    let rank = |b: Basic| match b {
                        Basic::UntypedInt => 0,
                        Basic::UntypedRune => 1,
                        _ => 2,
                    };
                    let k = if rank(lb) >= rank(rb) { lb } else { rb };
                    let t = self.types_basic(k);
                    let mut le = le;
                    let mut re = re;
                    le.ty = t;
                    re.ty = t;
                    return (le, re);
                }
                if lb != rb && !(lb.is_bool() && rb.is_bool()) {
                    self.mismatch(&le, &re, op, span);
                    return (self.invalid(span), self.invalid(span));
                }
                (le, re)
            }
            (true, false) => {
                if !self.untyped_fits(&le, re.ty) {
                    self.mismatch(&le, &re, op, span);
                    return (self.invalid(span), self.invalid(span));
                }
                let t = re.ty;
                (self.convert_untyped(le, t), re)
            }
            (false, true) => {
                if !self.untyped_fits(&re, le.ty) {
                    self.mismatch(&le, &re, op, span);
                    return (self.invalid(span), self.invalid(span));
                }
                let t = le.ty;
                let re = self.convert_untyped(re, t);
                (le, re)
            }
            (false, false) => {
                if le.ty != re.ty && op.is_comparison() {
                    // An interface against a value of a type that implements it: the value is
                    // converted (Go requires one operand to be assignable to the other's type).
                    if self.types.is_interface(le.ty) && self.assignable(re.ty, le.ty) {
                        let t = le.ty;
                        let re = self.assign(re, t, "comparison");
                        return (le, re);
                    }
                    if self.types.is_interface(re.ty) && self.assignable(le.ty, re.ty) {
                        let t = re.ty;
                        let le = self.assign(le, t, "comparison");
                        return (le, re);
                    }
                }
                if le.ty != re.ty {
                    self.mismatch(&le, &re, op, span);
                    return (self.invalid(span), self.invalid(span));
                }
                (le, re)
            }
        }
    }

    fn mismatch(&mut self, le: &Expr, re: &Expr, op: BinOp, span: Span) {
        let (a, b) = (self.describe(le), self.describe(re));
        let (ta, tb) = (self.types.display(le.ty), self.types.display(re.ty));
        let d = Diagnostic::error(
            span,
            format!(
                "invalid operation: {a} {} {b} (mismatched types {ta} and {tb})",
                op.as_str()
            ),
        )
        .label("mismatched types");
        let d = if self.types.is_numeric(le.ty) && self.types.is_numeric(re.ty) {
            d.help(format!("convert one operand, e.g. {tb}(...) or {ta}(...)"))
        } else {
            d
        };
        self.push(d);
    }

    fn comparison(&mut self, op: BinOp, le: Expr, re: Expr, span: Span) -> Expr {
        let t = le.ty;
        let is_nil = |e: &Expr| matches!(e.kind, ExprKind::Nil);
        if let Some(p) = self.types.tparam_of(t) {
            let ok = if matches!(op, BinOp::Eq | BinOp::Ne) {
                self.types.comparable(t)
            } else {
                self.types.ordered(t)
            };
            if !ok {
                let why = if matches!(op, BinOp::Eq | BinOp::Ne) {
                    "incomparable types in type set".to_string()
                } else {
                    format!(
                        "type parameter {} cannot use operator {}",
                        self.types.tparam(p).name,
                        op.as_str()
                    )
                };
                self.push(
                    Diagnostic::error(
                        span,
                        format!(
                            "invalid operation: {} {} {} ({why})",
                            self.short_operand(&le),
                            op.as_str(),
                            self.short_operand(&re)
                        ),
                    )
                    .label("not allowed by the type parameter's constraint"),
                );
                return self.invalid(span);
            }
            let ub = self.types_basic(Basic::UntypedBool);
            let kind = self.types.eq_kind(t);
            return self.mk(
                ub,
                ExprKind::Compare(op, kind, Box::new(le), Box::new(re)),
                span,
            );
        }
        let ok = if matches!(op, BinOp::Eq | BinOp::Ne) {
            match self.types.under_type(t) {
                Type::Slice(_) | Type::Func(_) | Type::Map(..) => {
                    if is_nil(&le) || is_nil(&re) {
                        true
                    } else {
                        let what = match self.types.under_type(t) {
                            Type::Slice(_) => "slice",
                            Type::Map(..) => "map",
                            _ => "func",
                        };
                        self.error(
                            span,
                            format!(
                                "invalid operation: {} {} {} ({what} can only be compared to nil)",
                                self.describe(&le),
                                op.as_str(),
                                self.describe(&re)
                            ),
                        );
                        return self.invalid(span);
                    }
                }
                _ => self.types.comparable(t),
            }
        } else {
            self.types.ordered(t)
        };
        if !ok {
            let d = self.types.display(t);
            self.push(
                Diagnostic::error(
                    span,
                    format!(
                        "invalid operation: {} {} {} (operator {} not defined on {d})",
                        self.describe(&le),
                        op.as_str(),
                        self.describe(&re),
                        op.as_str()
                    ),
                )
                .label("invalid comparison"),
            );
            return self.invalid(span);
        }
        let ub = self.types_basic(Basic::UntypedBool);
        if let (ExprKind::Const(a, _), ExprKind::Const(b, _)) = (&le.kind, &re.kind) {
            if let Ok(v) = constant::binary(op, a, b, false) {
                return self.mk(ub, ExprKind::Const(v, ConstStyle::Plain), span);
            }
        }
        // Untyped operands of a non-constant comparison get their default types.
        let le = self.default_value(le, "comparison");
        let re = self.default_value(re, "comparison");
        let kind = self.types.eq_kind(le.ty);
        self.mk(
            ub,
            ExprKind::Compare(op, kind, Box::new(le), Box::new(re)),
            span,
        )
    }

    fn shift(&mut self, op: BinOp, le: Expr, re: Expr, span: Span) -> Expr {
        // The count: an integer, or an untyped constant representable as uint.
        let re = if self.types.is_untyped(re.ty) {
            match re.kind.clone() {
                ExprKind::Const(c, _) => match c.as_int() {
                    Some(i) if i >= BigInt::from(0) => {
                        let ut = self.types_basic(Basic::Uint);
                        let mut re = re;
                        if let Some(iv) = c.as_int() {
                            re.kind = ExprKind::Const(ConstValue::Int(iv), ConstStyle::Plain);
                        }
                        re.ty = if matches!(le.kind, ExprKind::Const(..)) {
                            re.ty
                        } else {
                            ut
                        };
                        re
                    }
                    Some(_) => {
                        self.error(
                            re.span,
                            format!("invalid shift count {} (negative)", self.describe(&re)),
                        );
                        return self.invalid(span);
                    }
                    None => {
                        self.error(
                            re.span,
                            format!("invalid shift count {}", self.describe(&re)),
                        );
                        return self.invalid(span);
                    }
                },
                _ => self.default_value(re, "shift"),
            }
        } else {
            re
        };
        let int_like = |c: &Self, t: TypeId| {
            c.types.is_integer(t) || c.tparam_binary_ok(BinOp::Shl, t) == Some(true)
        };
        if re.ty != INVALID && !int_like(self, re.ty) {
            self.error(
                re.span,
                format!(
                    "invalid operation: shift count {} must be integer",
                    self.describe(&re)
                ),
            );
            return self.invalid(span);
        }
        if let ExprKind::Const(c, _) = &re.kind {
            if c.as_int().is_some_and(|i| i < BigInt::from(0)) {
                self.error(
                    re.span,
                    format!("invalid shift count {} (negative)", self.describe(&re)),
                );
                return self.invalid(span);
            }
        }
        // The shifted operand.
        let lconst = matches!(le.kind, ExprKind::Const(..));
        let le = if self.types.is_untyped(le.ty) && lconst {
            if let ExprKind::Const(c, _) = &le.kind {
                match c.as_int() {
                    Some(i) => {
                        let mut le = le;
                        le.kind = ExprKind::Const(ConstValue::Int(i), ConstStyle::Plain);
                        if self.types.basic_of(le.ty) == Some(Basic::UntypedFloat) {
                            le.ty = self.types_basic(Basic::UntypedInt);
                        }
                        le
                    }
                    None => {
                        self.error(
                            le.span,
                            format!(
                                "invalid operation: shifted operand {} must be integer",
                                self.describe(&le)
                            ),
                        );
                        return self.invalid(span);
                    }
                }
            } else {
                le
            }
        } else {
            le
        };
        if !int_like(self, le.ty) {
            self.error(
                le.span,
                format!(
                    "invalid operation: shifted operand {} must be integer",
                    self.describe(&le)
                ),
            );
            return self.invalid(span);
        }
        if let (ExprKind::Const(a, _), ExprKind::Const(b, _)) = (&le.kind, &re.kind) {
            let (Some(a), Some(b)) = (a.as_int(), b.as_int()) else {
                return self.invalid(span);
            };
            return match constant::shift(op, &a, &b) {
                Ok(v) => {
                    let t = le.ty;
                    self.typed_const(ConstValue::Int(v), t, span)
                }
                Err(_) => {
                    self.error(
                        re.span,
                        format!("invalid shift count {}", self.describe(&re)),
                    );
                    self.invalid(span)
                }
            };
        }
        let t = le.ty;
        self.mk(t, ExprKind::Binary(op, Box::new(le), Box::new(re)), span)
    }

    fn unary(&mut self, op: UnOp, x: &ast::Expr, span: Span) -> Operand {
        if op == UnOp::Deref {
            return match self.operand(x) {
                Operand::Type(t) => Operand::Type(self.types.pointer(t)),
                Operand::Value(v) => {
                    if v.ty == INVALID {
                        return Operand::Invalid;
                    }
                    if matches!(v.kind, ExprKind::Nil) {
                        self.error(span, "invalid operation: cannot indirect nil");
                        return Operand::Invalid;
                    }
                    match self.types.pointee(v.ty) {
                        Some(t) => Operand::Value(self.mk(
                            t,
                            ExprKind::Deref(Box::new(v), NilCheck::Checked),
                            span,
                        )),
                        None => {
                            self.error(
                                span,
                                format!("invalid operation: cannot indirect {}", self.describe(&v)),
                            );
                            Operand::Invalid
                        }
                    }
                }
                Operand::Method(f, recv) => {
                    let v = self.method_value(f, recv, x.span);
                    self.error(
                        span,
                        format!("invalid operation: cannot indirect {}", self.describe(&v)),
                    );
                    Operand::Invalid
                }
                Operand::IfaceMethod(recv, k) => {
                    let v = self.iface_method_value(recv, k, x.span);
                    self.error(
                        span,
                        format!("invalid operation: cannot indirect {}", self.describe(&v)),
                    );
                    Operand::Invalid
                }
                Operand::GenericFunc(..) | Operand::Builtin(_) | Operand::Invalid => {
                    Operand::Invalid
                }
            };
        }
        if op == UnOp::Addr {
            // &T{...} is allowed on composite literals.
            let inner = strip_parens(x);
            let v = self.expr(inner);
            if v.ty == INVALID {
                return Operand::Invalid;
            }
            let is_lit = matches!(
                v.kind,
                ExprKind::StructLit(_)
                    | ExprKind::ArrayLit(_)
                    | ExprKind::SliceLit(..)
                    | ExprKind::MapLit(..)
            );
            if is_lit {
                let t = self.types.pointer(v.ty);
                return Operand::Value(self.mk(
                    t,
                    ExprKind::AddrOfLit(Alloc::Frame, Box::new(v)),
                    span,
                ));
            }
            if !self.addressable(&v) {
                self.push(
                    Diagnostic::error(
                        span,
                        format!(
                            "invalid operation: cannot take address of {}",
                            self.describe(&v)
                        ),
                    )
                    .label("not addressable"),
                );
                return Operand::Invalid;
            }
            let t = self.types.pointer(v.ty);
            return Operand::Value(self.mk(t, ExprKind::AddrOf(Box::new(v)), span));
        }
        let v = self.expr(x);
        if v.ty == INVALID {
            return Operand::Invalid;
        }
        let b = self.types.basic_of(v.ty);
        let ok = match self.tparam_unary_ok(op, v.ty) {
            Some(ok) => ok,
            None => match op {
                UnOp::Neg | UnOp::Plus => b.is_some_and(|b| b.is_numeric()),
                UnOp::Not => b.is_some_and(|b| b.is_bool()),
                UnOp::Compl => b.is_some_and(|b| b.is_integer()),
                _ => false,
            },
        };
        if !ok {
            let o = match op {
                UnOp::Neg => "-",
                UnOp::Plus => "+",
                UnOp::Not => "!",
                _ => "^",
            };
            self.error(
                span,
                format!(
                    "invalid operation: operator {o} not defined on {}",
                    self.describe(&v)
                ),
            );
            return Operand::Invalid;
        }
        if let ExprKind::Const(c, _) = &v.kind {
            let typed = if self.types.is_untyped(v.ty) { None } else { b };
            return match constant::unary(op, c, typed) {
                Ok(r) => {
                    let t = v.ty;
                    Operand::Value(self.typed_const(r, t, span))
                }
                Err(_) => Operand::Invalid,
            };
        }
        let t = v.ty;
        Operand::Value(self.mk(t, ExprKind::Unary(op, Box::new(v)), span))
    }

    // ----- indexing and slicing -----

    /// Checks an index operand: an integer (untyped constants become int), non-negative and
    /// below `bound` when constant.
    pub fn index_value(&mut self, i: Expr, bound: Option<i64>) -> Expr {
        if i.ty == INVALID {
            return i;
        }
        let i = if self.types.is_untyped(i.ty) {
            if let ExprKind::Const(c, _) = &i.kind {
                if c.as_int().is_none() {
                    self.error(
                        i.span,
                        format!(
                            "invalid argument: index {} truncated to int",
                            self.describe(&i)
                        ),
                    );
                    return self.invalid(i.span);
                }
            }
            let it = self.types_basic(Basic::Int);
            self.convert_untyped(i, it)
        } else {
            i
        };
        if i.ty == INVALID {
            return i;
        }
        if !self.types.is_integer(i.ty) {
            self.error(
                i.span,
                format!(
                    "invalid argument: index {} must be integer",
                    self.describe(&i)
                ),
            );
            return self.invalid(i.span);
        }
        if let ExprKind::Const(c, _) = &i.kind {
            if let Some(v) = c.as_int() {
                if v < BigInt::from(0) {
                    self.error(
                        i.span,
                        format!(
                            "invalid argument: index {} must not be negative",
                            self.describe(&i)
                        ),
                    );
                    return self.invalid(i.span);
                }
                if let Some(n) = bound {
                    if v >= BigInt::from(n) {
                        self.push(
                            Diagnostic::error(
                                i.span,
                                format!("invalid argument: index {v} out of bounds [0:{n}]"),
                            )
                            .label("out of bounds"),
                        );
                        return self.invalid(i.span);
                    }
                }
            }
        }
        i
    }

    fn index(&mut self, x: &ast::Expr, i: &ast::Expr, span: Span) -> Expr {
        let xe = match self.operand(x) {
            Operand::Value(v) => v,
            Operand::Type(t) => {
                let d = self.types.display(t);
                self.push(
                    Diagnostic::error(x.span, format!("{d} is not a generic type"))
                        .label("not generic"),
                );
                return self.invalid(span);
            }
            Operand::Method(f, recv) => self.method_value(f, recv, x.span),
            _ => {
                // The index is checked all the same: its errors are reported, and the
                // variables it uses are used (no "declared and not used" after "undefined").
                self.expr(i);
                return self.invalid(span);
            }
        };
        let ie = self.expr(i);
        if xe.ty == INVALID {
            return self.invalid(span);
        }
        let xe = self.auto_deref_array(xe);
        match self.types.under_type(xe.ty).clone() {
            Type::Array(n, elem) => {
                let ie = self.index_value(ie, Some(n));
                if ie.ty == INVALID {
                    return self.invalid(span);
                }
                self.mk(
                    elem,
                    ExprKind::Index(IndexKind::Array(n), Box::new(xe), Box::new(ie)),
                    span,
                )
            }
            Type::Slice(elem) => {
                let ie = self.index_value(ie, None);
                if ie.ty == INVALID {
                    return self.invalid(span);
                }
                self.mk(
                    elem,
                    ExprKind::Index(IndexKind::Slice, Box::new(xe), Box::new(ie)),
                    span,
                )
            }
            Type::Basic(b) if b.is_string() => {
                let bound = match &xe.kind {
                    ExprKind::Const(ConstValue::String(s), _) => Some(s.len() as i64),
                    _ => None,
                };
                let ie = self.index_value(ie, bound);
                if ie.ty == INVALID {
                    return self.invalid(span);
                }
                let bt = self.types_basic(Basic::Uint8);
                let xe = self.default_value(xe, "index expression");
                self.mk(
                    bt,
                    ExprKind::Index(IndexKind::String, Box::new(xe), Box::new(ie)),
                    span,
                )
            }
            Type::Map(kt, vt) => self.map_index(xe, ie, kt, vt, span),
            _ if self.tparam_index_elem(xe.ty).is_some() => {
                // A type parameter without a core type whose every type indexes to one
                // element type (`~string | ~[]byte`); like a string's, the element is not
                // addressable when a string is in the set. Instances are checked again.
                let (elem, has_string) = self.tparam_index_elem(xe.ty).unwrap_or((INVALID, false));
                let ie = self.index_value(ie, None);
                if ie.ty == INVALID {
                    return self.invalid(span);
                }
                let kind = if has_string {
                    IndexKind::String
                } else {
                    IndexKind::Slice
                };
                self.mk(
                    elem,
                    ExprKind::Index(kind, Box::new(xe), Box::new(ie)),
                    span,
                )
            }
            _ => {
                self.error(
                    span,
                    format!("invalid operation: cannot index {}", self.describe(&xe)),
                );
                self.invalid(span)
            }
        }
    }

    /// `p[i]`, `p[a:b]` and `range p` on a pointer to an array dereference it.
    pub fn auto_deref_array(&mut self, xe: Expr) -> Expr {
        if let Some(p) = self.types.pointee(xe.ty) {
            if matches!(self.types.under_type(p), Type::Array(..)) {
                let span = xe.span;
                return self.mk(p, ExprKind::Deref(Box::new(xe), NilCheck::Checked), span);
            }
        }
        xe
    }

    fn slice_expr(
        &mut self,
        x: &ast::Expr,
        lo: Option<&ast::Expr>,
        hi: Option<&ast::Expr>,
        max: Option<&ast::Expr>,
        span: Span,
    ) -> Expr {
        let xe = self.expr(x);
        let idx = |c: &mut Self, e: Option<&ast::Expr>| e.map(|e| c.expr(e));
        let loe = idx(self, lo);
        let hie = idx(self, hi);
        let maxe = idx(self, max);
        if xe.ty == INVALID {
            return self.invalid(span);
        }
        let xe = self.auto_deref_array(xe);
        let (rt, bound, kind) = match self.types.under_type(xe.ty).clone() {
            Type::Array(n, elem) => {
                if !self.addressable(&xe) {
                    self.push(
                        Diagnostic::error(
                            span,
                            format!(
                                "invalid operation: {} (slice of unaddressable value)",
                                self.describe(&xe)
                            ),
                        )
                        .help("store the array in a variable first"),
                    );
                    return self.invalid(span);
                }
                (self.types.slice(elem), Some(n), SliceKind::Array(n))
            }
            Type::Slice(_) => (xe.ty, None, SliceKind::Slice),
            Type::Basic(b) if b.is_string() => {
                if max.is_some() {
                    self.error(span, "invalid operation: 3-index slice of string");
                    return self.invalid(span);
                }
                let bound = match &xe.kind {
                    ExprKind::Const(ConstValue::String(s), _) => Some(s.len() as i64),
                    _ => None,
                };
                let st = if self.types.is_untyped(xe.ty) {
                    self.types_basic(Basic::String)
                } else {
                    xe.ty
                };
                (st, bound, SliceKind::String)
            }
            _ => {
                self.error(span, format!("cannot slice {}", self.describe(&xe)));
                return self.invalid(span);
            }
        };
        let xe = self.default_value(xe, "slice expression");
        let check = |c: &mut Self, e: Option<Expr>| -> Option<Box<Expr>> {
            e.map(|e| Box::new(c.index_value(e, bound.map(|b| b + 1))))
        };
        let loe = check(self, loe);
        let hie = check(self, hie);
        let maxe = check(self, maxe);
        // Constant indices must be in order.
        let cv = |e: &Option<Box<Expr>>| {
            e.as_ref().and_then(|e| {
                if let ExprKind::Const(c, _) = &e.kind {
                    c.as_i64()
                } else {
                    None
                }
            })
        };
        let (a, b, c) = (cv(&loe), cv(&hie), cv(&maxe));
        if let (Some(a), Some(b)) = (a, b) {
            if a > b {
                self.error(span, format!("invalid slice indices: {b} < {a}"));
                return self.invalid(span);
            }
        }
        if let (Some(b), Some(c)) = (b, c) {
            if b > c {
                self.error(span, format!("invalid slice indices: {c} < {b}"));
                return self.invalid(span);
            }
        }
        for e in [&loe, &hie, &maxe].into_iter().flatten() {
            if e.ty == INVALID {
                return self.invalid(span);
            }
        }
        self.mk(
            rt,
            ExprKind::SliceExpr {
                kind,
                x: Box::new(xe),
                lo: loe,
                hi: hie,
                max: maxe,
            },
            span,
        )
    }
}

pub fn strip_parens(e: &ast::Expr) -> &ast::Expr {
    match &e.kind {
        ast::ExprKind::Paren(x) => strip_parens(x),
        _ => e,
    }
}
