//! Interfaces: interface types, implementation (with Go's reasons when a type does not
//! implement an interface), implicit conversions to interface types, type assertions and the
//! comma-ok forms.
//!
//! > A type T implements an interface I if T is not an interface and is an element of the type
//! > set of I; or T is an interface and the type set of T is a subset of the type set of I.
//! > A value of type T implements an interface if T implements the interface.
//!
//! > For an expression x of interface type, but not a type parameter, and a type T, the
//! > primary expression x.(T) asserts that x is not nil and that the value stored in x is of
//! > type T. [...] If T is not an interface type, x.(T) asserts that the dynamic type of x is
//! > identical to the type T. In this case, T must implement the (interface) type of x;
//! > otherwise the type assertion is invalid since it is not possible for x to store a value
//! > of type T. If T is an interface type, x.(T) asserts that the dynamic type of x implements
//! > the interface T.

use super::Checker;
use crate::diag::Diagnostic;
use crate::syntax::ast::{self, InterfaceElem, Span, TypeExprKind};
use crate::tir::methods::{self, Missing};
use crate::tir::types::{Basic, IMethod, Interface, Term, Type, TypeId, INVALID};
use crate::tir::{Alloc, AssertKind, Boxing, Expr, ExprKind};

impl<'a> Checker<'a> {
    /// `interface { ... }`: methods and embedded interfaces, flattened and sorted by name.
    pub fn interface_type(&mut self, elems: &[InterfaceElem]) -> TypeId {
        let mut ms: Vec<IMethod> = Vec::new();
        let mut ok = true;
        // The type set: the intersection of the elements' (None: every type).
        let mut terms: Option<Vec<Term>> = None;
        let mut comparable = false;
        for el in elems {
            match el {
                InterfaceElem::Method { name, sig } => {
                    if name.name == "_" {
                        // Reported once here; the interface is checked without it (no
                        // follow-on "does not implement" errors).
                        self.push(
                            Diagnostic::error(
                                name.span,
                                "methods must have a unique non-blank name",
                            )
                            .label("a blank method name")
                            .help("name the method, or remove it"),
                        );
                        continue;
                    }
                    let s = self.resolve_sig(sig);
                    if s.params.contains(&INVALID) || s.results.contains(&INVALID) {
                        ok = false;
                        continue;
                    }
                    let sig = self.types.intern(Type::Func(s));
                    if ms.iter().any(|m| m.name == name.name) {
                        let n = &name.name;
                        self.push(
                            Diagnostic::error(name.span, format!("duplicate method {n}"))
                                .label("declared twice"),
                        );
                        ok = false;
                        continue;
                    }
                    ms.push(IMethod {
                        name: name.name.clone(),
                        pkg: (!super::is_exported(&name.name)).then_some(self.pkg),
                        sig,
                    });
                }
                InterfaceElem::Type(te) => {
                    if let TypeExprKind::Union(ts) = &te.kind {
                        let mut set = Vec::new();
                        for t in ts {
                            let ty = self.resolve_type_in_indirect(&t.ty);
                            if ty == INVALID {
                                ok = false;
                                continue;
                            }
                            // `[T T | float64]`: a type set cannot be made of type parameters
                            // (it could contain itself).
                            if self.types.tparam_of(ty).is_some() {
                                self.push(
                                    Diagnostic::error(t.ty.span, "term cannot be a type parameter")
                                        .label("a type parameter")
                                        .help("write the types themselves (`~int | float64`)"),
                                );
                                ok = false;
                                continue;
                            }
                            if let Some(i) =
                                self.types.interface(ty).filter(|i| !i.methods.is_empty())
                            {
                                let _ = i;
                                let d = format!("{}.{}", self.pkg_name, self.types.display(ty));
                                self.push(
                                    Diagnostic::error(
                                        t.ty.span,
                                        format!("cannot use {d} in union ({d} contains methods)"),
                                    )
                                    .label("an interface with methods is not a type set term"),
                                );
                                ok = false;
                                continue;
                            }
                            if self.types.interface(ty).is_some_and(|i| i.comparable) {
                                self.push(
                                    Diagnostic::error(t.ty.span, "cannot use comparable in union")
                                        .label("comparable is not a type set term"),
                                );
                                ok = false;
                                continue;
                            }
                            if t.tilde && self.types.under(ty) != ty {
                                let (d, u) = (
                                    self.types.display(ty),
                                    self.types.display(self.types.under(ty)),
                                );
                                self.push(Diagnostic::error(
                                    t.ty.span,
                                    format!("invalid use of ~ (underlying type of {d} is {u})"),
                                ));
                                ok = false;
                                continue;
                            }
                            set.push(Term { tilde: t.tilde, ty });
                        }
                        terms = Some(intersect(self, terms, set));
                        continue;
                    }
                    let t = self.resolve_type(te);
                    if t == INVALID {
                        ok = false;
                        continue;
                    }
                    if self.types.tparam_of(t).is_some() {
                        self.push(
                            Diagnostic::error(te.span, "term cannot be a type parameter")
                                .label("a type parameter")
                                .help("embed an interface or write the types themselves"),
                        );
                        ok = false;
                        continue;
                    }
                    let Some(embedded) = self.types.interface(t).cloned() else {
                        // A non-interface type: a type set of one term.
                        terms = Some(intersect(
                            self,
                            terms,
                            vec![Term {
                                tilde: false,
                                ty: t,
                            }],
                        ));
                        continue;
                    };
                    comparable |= embedded.comparable;
                    if let Some(ts) = embedded.terms.clone() {
                        terms = Some(intersect(self, terms, ts));
                    }
                    for m in embedded.methods {
                        match ms.iter().find(|x| x.name == m.name) {
                            Some(x) if x.sig != m.sig => {
                                let n = m.name.clone();
                                self.push(
                                    Diagnostic::error(te.span, format!("duplicate method {n}"))
                                        .label("embedded with another signature"),
                                );
                                ok = false;
                            }
                            Some(_) => {}
                            None => ms.push(m),
                        }
                    }
                }
            }
        }
        if !ok {
            return INVALID;
        }
        ms.sort_by(|a, b| a.name.cmp(&b.name));
        self.types.intern(Type::Interface(Interface {
            methods: ms,
            terms,
            comparable,
        }))
    }

    /// A constraint interface (with a type set, or `comparable`) used as the type of a value
    /// is an error.
    pub fn check_value_type(&mut self, t: TypeId, span: Span) -> TypeId {
        // A named type declared further down: resolve it now to know what it is.
        if let Some(idx) = self.types.named_id(t) {
            let todo = self.pending.iter().position(|(p, st)| {
                matches!(p, super::Pending::Named(_, i) if *i == idx) && *st == super::State::Todo
            });
            if let Some(pi) = todo {
                self.resolve_pending(pi);
            }
        }
        let Some(i) = self.types.interface(t) else {
            return t;
        };
        if !i.is_constraint() {
            return t;
        }
        let d = self.types.display(t);
        let why = if i.comparable && i.terms.is_none() {
            "interface is (or embeds) comparable"
        } else {
            "interface contains type constraints"
        };
        self.push(
            Diagnostic::error(
                span,
                format!("cannot use type {d} outside a type constraint: {why}"),
            )
            .label("a constraint, not a type of values")
            .help(format!("use it in a type parameter list, such as [T {d}]")),
        );
        INVALID
    }

    /// Why `t` does not implement interface `iface`, as Go says it (`(missing method M)`),
    /// or `None` when it does.
    pub fn not_implemented(&self, t: TypeId, iface: TypeId) -> Option<String> {
        match methods::implements(&self.types, &self.funcs, t, iface) {
            Ok(_) => None,
            Err(m) => Some(self.missing_text(t, &m)),
        }
    }

    fn missing_text(&self, t: TypeId, m: &Missing) -> String {
        match m {
            Missing::Method(n) => {
                // A method of another capitalization is worth naming.
                let other = methods::method_set(&self.types, &self.funcs, t)
                    .into_iter()
                    .find(|e| e.name.eq_ignore_ascii_case(n) && e.name != *n);
                match other {
                    Some(e) => format!(
                        "(missing method {n})\n\t\thave {}()\n\t\twant {n}()",
                        e.name
                    ),
                    None => format!("(missing method {n})"),
                }
            }
            Missing::PointerReceiver(n) => format!("(method {n} has pointer receiver)"),
            Missing::WrongType(n, have) => {
                let have = have
                    .and_then(|h| self.types.sig(h))
                    .map(|s| format!("{n}{}", self.types.display_sig(s)))
                    .unwrap_or_else(|| n.clone());
                format!("(wrong type for method {n})\n\t\thave {have}")
            }
        }
    }

    /// Whether a value of the (typed) type `from` may be assigned to interface type `to`.
    pub fn implements(&self, from: TypeId, to: TypeId) -> bool {
        self.types.is_interface(to) && self.not_implemented(from, to).is_none()
    }

    /// Converts a typed value to interface type `target` (its type implements it).
    pub fn to_iface(&mut self, e: Expr, target: TypeId) -> Expr {
        let span = e.span;
        if e.ty == target {
            return e;
        }
        if self.types.is_interface(e.ty) {
            if self.types.under(e.ty) == self.types.under(target) {
                let kind = self.types.conv_kind(e.ty, target);
                return self.mk(
                    target,
                    ExprKind::Convert(kind, Alloc::Frame, Box::new(e)),
                    span,
                );
            }
            return self.mk(target, ExprKind::IfaceConv(Box::new(e)), span);
        }
        let boxing = if self.types.iface_inline(e.ty) {
            Boxing::Inline
        } else {
            Boxing::Alloc(Alloc::Frame)
        };
        self.mk(target, ExprKind::ToIface(boxing, Box::new(e)), span)
    }

    /// An untyped constant converted to an interface type: its default type's value, boxed.
    pub fn untyped_to_iface(&mut self, e: Expr, target: TypeId, ctx: &str) -> Expr {
        if matches!(e.kind, ExprKind::Nil) {
            let mut e = e;
            e.ty = target;
            return e;
        }
        let e = self.default_value(e, ctx);
        if e.ty == INVALID {
            return e;
        }
        if let Some(why) = self.not_implemented(e.ty, target) {
            let d = self.describe(&e);
            let (t, i) = (self.types.display(e.ty), self.types.display(target));
            self.push(
                Diagnostic::error(
                    e.span,
                    format!(
                        "cannot use {d} as {i} value in {ctx}: {t} does not implement {i} {why}"
                    ),
                )
                .label(format!("{t} does not implement {i}")),
            );
            return self.invalid(e.span);
        }
        self.to_iface(e, target)
    }

    /// The message for a value that cannot be assigned to an interface type.
    pub fn not_assignable_to_iface(&mut self, e: &Expr, target: TypeId, ctx: &str) {
        let why = self.not_implemented(e.ty, target).unwrap_or_default();
        let d = self.describe(e);
        let (t, i) = (self.types.display(e.ty), self.types.display(target));
        let mut d = Diagnostic::error(
            e.span,
            format!("cannot use {d} as {i} value in {ctx}: {t} does not implement {i} {why}"),
        )
        .label(format!("{t} does not implement {i}"));
        if why.starts_with("(method") && why.contains("pointer receiver") {
            d = d.help(format!("use a pointer: &{}", self.short_expr(e)));
        }
        self.push(d);
    }

    fn short_expr(&self, e: &Expr) -> String {
        match &e.kind {
            ExprKind::Local(id) => self
                .fctx
                .as_ref()
                .and_then(|f| f.locals.get(id.index()))
                .map(|l| l.name.clone())
                .unwrap_or_else(|| "x".into()),
            ExprKind::Global(g) => self.global(*g).name.clone(),
            _ => "x".into(),
        }
    }

    /// `x.(T)`: `kind` is `Checked`, or `CommaOk` where two values are wanted.
    pub fn type_assert(
        &mut self,
        x: &ast::Expr,
        te: &ast::TypeExpr,
        span: Span,
        kind: AssertKind,
    ) -> Expr {
        let xe = self.expr(x);
        let t = self.resolve_type(te);
        if xe.ty == INVALID || t == INVALID {
            return self.invalid(span);
        }
        if !self.types.is_interface(xe.ty) {
            let d = self.describe(&xe);
            self.push(
                Diagnostic::error(
                    x.span,
                    format!("invalid operation: {d} is not an interface"),
                )
                .label("not an interface")
                .help("a type assertion asks which type an interface value holds"),
            );
            return self.invalid(span);
        }
        if !self.check_assert_possible(&xe, t, te.span) {
            return self.invalid(span);
        }
        let ty = match kind {
            AssertKind::CommaOk => {
                let b = self.types.basic(Basic::Bool);
                self.types.tuple(&[t, b])
            }
            _ => t,
        };
        self.mk(ty, ExprKind::TypeAssert(kind, t, Box::new(xe)), span)
    }

    /// A non-interface `t` must implement x's interface type, or x could never hold it.
    pub fn check_assert_possible(&mut self, xe: &Expr, t: TypeId, span: Span) -> bool {
        // A type parameter's type set may hold a type that implements x's interface (and an
        // instance's assertions were checked generically).
        if self.types.is_interface(t) || self.types.tparam_of(t).is_some() || self.instance_mode {
            return true;
        }
        if let Some(why) = self.not_implemented(t, xe.ty) {
            let (d, i) = (self.types.display(t), self.types.display(xe.ty));
            self.push(
                Diagnostic::error(
                    span,
                    format!("impossible type assertion: {d} does not implement {i} {why}"),
                )
                .label(format!("a {i} can never hold a {d}")),
            );
            return false;
        }
        true
    }

    /// The right-hand side of an assignment of `n` values from one expression: a call with
    /// several results, or for two values the comma-ok form of a type assertion.
    pub fn multi_value(&mut self, e: &ast::Expr, n: usize) -> Expr {
        if n == 2 {
            if let ast::ExprKind::TypeAssert(x, te) = &super::expr::strip_parens(e).kind {
                return self.type_assert(x, te, e.span, AssertKind::CommaOk);
            }
            if let ast::ExprKind::Index(..) = &super::expr::strip_parens(e).kind {
                let x = self.expr(e);
                return self.comma_ok_index(x);
            }
        }
        self.expr_multi(e)
    }
}

/// The terms in both sets (`None`: every type).
fn intersect(c: &Checker, a: Option<Vec<Term>>, b: Vec<Term>) -> Vec<Term> {
    let Some(a) = a else { return b };
    let covers = |x: &Term, y: &Term| {
        if x.tilde {
            c.types.under(x.ty) == c.types.under(y.ty)
        } else {
            !y.tilde && x.ty == y.ty
        }
    };
    let mut out = Vec::new();
    for y in &b {
        if a.iter().any(|x| covers(x, y)) {
            out.push(*y);
        } else if let Some(x) = a.iter().find(|x| covers(y, x)) {
            out.push(*x);
        }
    }
    out
}
