//! Selectors: fields (with embedding and auto-dereference), methods, method expressions.

use super::expr::Operand;
use super::Checker;
use crate::check::scope::Entity;
use crate::diag::Diagnostic;
use crate::syntax::ast::{self, Span};
use crate::tir::methods::{self, Lookup, Member};
use crate::tir::types::{Type, TypeId, INVALID};
use crate::tir::{ConstStyle, Expr, ExprKind, FuncId, NilCheck};

impl<'a> Checker<'a> {
    /// Selects field `i` of `x`, dereferencing a pointer first.
    fn field_of(&mut self, x: Expr, i: usize, span: Span) -> Expr {
        let x = match self.types.pointee(x.ty) {
            Some(p) => {
                let sp = x.span;
                self.mk(p, ExprKind::Deref(Box::new(x), NilCheck::Checked), sp)
            }
            None => x,
        };
        let ft = match self.types.under_type(x.ty) {
            Type::Struct(fs) => fs[i].ty,
            _ => INVALID,
        };
        self.mk(ft, ExprKind::Field(Box::new(x), i), span)
    }

    /// Adjusts a receiver to the method's receiver type (`&x` or `*p`).
    pub fn adjust_receiver(&mut self, recv: Expr, f: FuncId, span: Span) -> Expr {
        let want = self
            .types
            .sig(self.func(f).ty)
            .and_then(|s| s.params.first().copied())
            .unwrap_or(INVALID);
        if recv.ty == want {
            return recv;
        }
        if self.types.pointee(want) == Some(recv.ty) {
            if !self.addressable(&recv) {
                let m = self.func(f).name.clone();
                self.push(
                    Diagnostic::error(
                        span,
                        format!(
                            "cannot call pointer method {m} on {}",
                            self.types.display(recv.ty)
                        ),
                    )
                    .help("store the value in a variable first"),
                );
                return self.invalid(span);
            }
            let sp = recv.span;
            return self.mk(want, ExprKind::AddrOf(Box::new(recv)), sp);
        }
        if self.types.pointee(recv.ty) == Some(want) {
            let sp = recv.span;
            return self.mk(want, ExprKind::Deref(Box::new(recv), NilCheck::Checked), sp);
        }
        recv
    }

    pub fn selector(&mut self, x: &ast::Expr, f: &ast::Ident, span: Span) -> Operand {
        if let ast::ExprKind::Ident(n) = &x.kind {
            if let Some(Entity::Package(_)) = self.lookup(n) {
                let p = ast::Ident {
                    name: n.clone(),
                    span: x.span,
                };
                return self.qualified_operand(&p, f, span);
            }
        }
        let operand = match self.operand(x) {
            Operand::Method(m, recv) => Operand::Value(self.method_value(m, recv, x.span)),
            o => o,
        };
        match operand {
            Operand::Type(t) => self.method_expr(t, f, span),
            Operand::Value(v) => {
                if v.ty == INVALID {
                    return Operand::Invalid;
                }
                // A value of a type parameter's type has the methods of its constraint.
                if let Some(p) = self.types.tparam_of(v.ty) {
                    let c = self.types.tparam(p).constraint;
                    if let Some(k) = self
                        .types
                        .interface(c)
                        .and_then(|i| i.methods.iter().position(|m| m.name == f.name))
                    {
                        return Operand::IfaceMethod(v, k);
                    }
                    let n = f.name.clone();
                    let d = self.types.display(v.ty);
                    self.push(
                        Diagnostic::error(
                            f.span,
                            format!(
                                "{}.{n} undefined (type {d} has no field or method {n})",
                                self.short(x)
                            ),
                        )
                        .label("not a method of the type parameter's constraint"),
                    );
                    return Operand::Invalid;
                }
                // A pointer to a pointer has no fields or methods.
                if let Some(p) = self.types.pointee(v.ty) {
                    if self.types.pointee(p).is_some() {
                        self.error(
                            span,
                            format!(
                                "{}.{} undefined (type {} has no field or method {})",
                                self.describe(&v),
                                f.name,
                                self.types.display(v.ty),
                                f.name
                            ),
                        );
                        return Operand::Invalid;
                    }
                }
                let base = self.types.pointee(v.ty).unwrap_or(v.ty);
                if self.types.is_named(base) && self.types.under(base) == INVALID {
                    // The type itself was reported as invalid.
                    return Operand::Invalid;
                }
                // x.f of a defined pointer type (type P *T) is (*x).f for a field of T; the
                // methods found that way are rejected below (P has none).
                let lt = match self.types.pointee(v.ty) {
                    Some(p) if self.types.is_named(v.ty) => self.types.pointer(p),
                    _ => v.ty,
                };
                let found = methods::lookup(&self.types, &self.funcs, lt, &f.name, Some(self.pkg));
                let (path, m) = match found {
                    Lookup::Found(sel) => (sel.path, sel.member),
                    Lookup::Ambiguous => {
                        let n = f.name.clone();
                        self.push(
                            Diagnostic::error(
                                f.span,
                                format!("ambiguous selector {}.{n}", self.short(x)),
                            )
                            .label(format!(
                                "several embedded fields have a member {n} at this depth"
                            ))
                            .help("name the embedded field: x.Embedded.Member"),
                        );
                        return Operand::Invalid;
                    }
                    Lookup::NotFound => (Vec::new(), Member::Field(usize::MAX)),
                };
                if m == Member::Field(usize::MAX) {
                    let t = self.types.display(v.ty);
                    let n = f.name.clone();
                    // A field or method of another package that is not exported.
                    let hidden = match methods::lookup(&self.types, &self.funcs, lt, &n, None) {
                        Lookup::Found(sel) if matches!(sel.member, Member::Field(_)) => {
                            Some("field")
                        }
                        Lookup::Found(_) => Some("method"),
                        _ => None,
                    };
                    if let Some(what) = hidden {
                        self.push(
                            Diagnostic::error(
                                f.span,
                                format!(
                                    "{}.{n} undefined (cannot refer to unexported {what} {n})",
                                    self.short(x)
                                ),
                            )
                            .label(format!("unexported {what} of another package")),
                        );
                        return Operand::Invalid;
                    }
                    let mut d = Diagnostic::error(
                        f.span,
                        format!(
                            "{}.{n} undefined (type {t} has no field or method {n})",
                            self.short(x)
                        ),
                    )
                    .label("unknown field or method");
                    // Suggest a field with another capitalization.
                    if let Type::Struct(fs) = self
                        .types
                        .under_type(self.types.pointee(v.ty).unwrap_or(v.ty))
                    {
                        if let Some(alt) = fs.iter().find(|fl| fl.name.eq_ignore_ascii_case(&n)) {
                            d = d.help(format!("did you mean {}?", alt.name));
                        }
                    }
                    self.push(d);
                    return Operand::Invalid;
                }
                // A defined pointer type has no methods (only fields through `*x`).
                let named_pointer = self.types.is_named(v.ty) && self.types.pointee(v.ty).is_some();
                if named_pointer && matches!(m, Member::Method(_)) {
                    let (t, n) = (self.types.display(v.ty), f.name.clone());
                    self.push(
                        Diagnostic::error(
                            f.span,
                            format!(
                                "{}.{n} undefined (type {t} has no field or method {n})",
                                self.short(x)
                            ),
                        )
                        .label("a defined pointer type has no methods"),
                    );
                    return Operand::Invalid;
                }
                let mut cur = v;
                for i in path {
                    cur = self.field_of(cur, i, span);
                }
                match m {
                    Member::Field(i) => Operand::Value(self.field_of(cur, i, span)),
                    Member::IfaceMethod(k) => {
                        // An interface reached through an embedded field, or the value itself.
                        let cur = match self.types.pointee(cur.ty) {
                            Some(p) if self.types.is_interface(p) => {
                                let sp = cur.span;
                                self.mk(p, ExprKind::Deref(Box::new(cur), NilCheck::Checked), sp)
                            }
                            _ => cur,
                        };
                        Operand::IfaceMethod(cur, k)
                    }
                    Member::Method(fid) => {
                        let recv = self.adjust_receiver(cur, fid, span);
                        if recv.ty == INVALID {
                            return Operand::Invalid;
                        }
                        Operand::Method(fid, recv)
                    }
                }
            }
            _ => Operand::Invalid,
        }
    }

    /// `pkg.Name` in an expression: the imported package's exported entity.
    fn qualified_operand(&mut self, p: &ast::Ident, f: &ast::Ident, span: Span) -> Operand {
        match self.qualified(p, f) {
            Some(Entity::Global(id)) => {
                let t = self.global(id).ty;
                Operand::Value(self.mk(t, ExprKind::Global(id), span))
            }
            Some(Entity::Func(id)) => {
                let t = self.func(id).ty;
                Operand::Value(self.mk(t, ExprKind::Func(id), span))
            }
            Some(Entity::Type(t)) => Operand::Type(t),
            Some(Entity::Const(v, t)) if t != INVALID => {
                Operand::Value(self.mk(t, ExprKind::Const(v, ConstStyle::Plain), span))
            }
            // The functions of package unsafe.
            Some(Entity::Builtin(b)) => Operand::Builtin(b),
            Some(Entity::GenericFunc(g)) => Operand::GenericFunc(g, Vec::new()),
            Some(Entity::GenericType(_)) => {
                let n = format!("{}.{}", p.name, f.name);
                self.push(
                    Diagnostic::error(
                        span,
                        format!("cannot use generic type {n} without instantiation"),
                    )
                    .label("type arguments missing"),
                );
                Operand::Invalid
            }
            _ => Operand::Invalid,
        }
    }

    fn short(&self, x: &ast::Expr) -> String {
        match &x.kind {
            ast::ExprKind::Ident(n) => n.clone(),
            ast::ExprKind::Selector(a, f) => format!("{}.{}", self.short(a), f.name),
            _ => "expression".into(),
        }
    }

    fn method_expr(&mut self, t: TypeId, f: &ast::Ident, span: Span) -> Operand {
        let (base, is_ptr) = match self.types.get(t) {
            Type::Pointer(b) => (*b, true),
            _ => (t, false),
        };
        let found = match self.types.get(base) {
            Type::Named(i) => self
                .types
                .named(*i)
                .methods
                .iter()
                .find(|(m, _)| *m == f.name)
                .map(|(_, id)| *id),
            _ => None,
        };
        let Some(fid) = found else {
            return self.promoted_method_expr(t, f, span);
        };
        let want = self
            .types
            .sig(self.func(fid).ty)
            .and_then(|s| s.params.first().copied())
            .unwrap_or(INVALID);
        let ptr_recv = self.types.pointee(want).is_some();
        if ptr_recv && !is_ptr {
            let d = self.types.display(t);
            self.push(
                Diagnostic::error(
                    span,
                    format!(
                        "invalid method expression {d}.{} (needs pointer receiver (*{d}).{})",
                        f.name, f.name
                    ),
                )
                .help(format!("write (*{d}).{}", f.name)),
            );
            return Operand::Invalid;
        }
        if !ptr_recv && is_ptr {
            // func(*T, ...) calling the value method.
            let Some(mut sig) = self.types.sig(self.func(fid).ty).cloned() else {
                return Operand::Invalid;
            };
            sig.params[0] = t;
            let ft = self.types.intern(Type::Func(sig));
            return Operand::Value(self.mk(ft, ExprKind::PtrMethod(fid), span));
        }
        let ft = self.func(fid).ty;
        Operand::Value(self.mk(ft, ExprKind::Func(fid), span))
    }

    /// `T.M` for a method promoted from an embedded field, or `I.M` of an interface type: a
    /// wrapper function with receiver `T` (or `I`) first.
    fn promoted_method_expr(&mut self, t: TypeId, f: &ast::Ident, span: Span) -> Operand {
        let d = self.types.display(t);
        let set = methods::method_set(&self.types, &self.funcs, t);
        let Some(entry) = set.into_iter().find(|m| m.name == f.name) else {
            // In the method set of *T only?
            let ptr = self.types.pointer(t);
            let in_ptr = self.types.pointee(t).is_none()
                && methods::method_set(&self.types, &self.funcs, ptr)
                    .iter()
                    .any(|m| m.name == f.name);
            let n = &f.name;
            if in_ptr {
                self.push(
                    Diagnostic::error(
                        span,
                        format!(
                            "invalid method expression {d}.{n} (needs pointer receiver (*{d}).{n})"
                        ),
                    )
                    .help(format!("write (*{d}).{n}")),
                );
            } else {
                self.error(
                    span,
                    format!("{d}.{n} undefined (type {d} has no method {n})"),
                );
            }
            return Operand::Invalid;
        };
        let id = self.method_wrapper(t, &entry);
        let ft = self.func(id).ty;
        Operand::Value(self.mk(ft, ExprKind::Func(id), span))
    }

    /// The wrapper function of method `entry` of `t`'s method set, with receiver `t` first
    /// (made once per type and method).
    fn method_wrapper(&mut self, t: TypeId, entry: &methods::MethodEntry) -> FuncId {
        let key = (t, entry.name.clone());
        if let Some(id) = self.wrappers.get(&key) {
            return *id;
        }
        let id = crate::tir::wrappers::make_wrapper(
            &mut self.types,
            &mut self.funcs,
            self.pkg,
            t,
            entry,
        );
        self.pkg_funcs.push(id);
        self.wrappers.insert(key, id);
        id
    }

    /// `x.M` of an interface value x as a method value: the wrapper of `I.M` (which calls the
    /// method through the interface) bound to a copy of x.
    pub fn iface_method_value(&mut self, recv: Expr, k: usize, span: Span) -> Expr {
        if recv.ty == INVALID {
            return self.invalid(span);
        }
        let set = methods::method_set(&self.types, &self.funcs, recv.ty);
        let Some(entry) = set
            .into_iter()
            .find(|m| m.sel.member == Member::IfaceMethod(k) && m.sel.path.is_empty())
        else {
            return self.invalid(span);
        };
        let id = self.method_wrapper(recv.ty, &entry);
        // A nil interface panics when the method value is evaluated, as in Go.
        let (rt, rs) = (recv.ty, recv.span);
        let recv = self.mk(rt, ExprKind::CheckNil(Box::new(recv)), rs);
        self.method_value(id, recv, span)
    }
}
