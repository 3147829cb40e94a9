//! Selectors: fields (with embedding and auto-dereference), methods, method expressions.

use super::expr::Operand;
use super::Checker;
use crate::check::scope::Entity;
use crate::diag::Diagnostic;
use crate::syntax::ast::{self, Span};
use crate::tir::types::{Type, TypeId, INVALID};
use crate::tir::{ConstStyle, Expr, ExprKind, FuncId, NilCheck};

enum Member {
    Field(usize),
    Method(FuncId),
}

impl<'a> Checker<'a> {
    /// Finds `name` in type `t`: a path of embedded field indexes and the member. The
    /// shallowest embedding depth wins (Go's rule); two members at that depth are ambiguous.
    fn find_member(&self, t: TypeId, name: &str, _depth: usize) -> Option<(Vec<usize>, Member)> {
        let mut level: Vec<(TypeId, Vec<usize>)> = vec![(t, Vec::new())];
        for _ in 0..=8 {
            let mut found = Vec::new();
            let mut next = Vec::new();
            for (ty, path) in &level {
                let base = self.types.pointee(*ty).unwrap_or(*ty);
                if let Type::Named(i) = self.types.get(base) {
                    if let Some((_, f)) =
                        self.types.named(*i).methods.iter().find(|(m, _)| m == name)
                    {
                        found.push((path.clone(), Member::Method(*f)));
                        continue;
                    }
                }
                if let Type::Struct(fs) = self.types.under_type(base) {
                    if let Some(i) = fs.iter().position(|f| f.name == name) {
                        found.push((path.clone(), Member::Field(i)));
                        continue;
                    }
                    for (i, f) in fs.iter().enumerate() {
                        if f.embedded {
                            let mut p = path.clone();
                            p.push(i);
                            next.push((f.ty, p));
                        }
                    }
                }
            }
            if !found.is_empty() {
                return if found.len() == 1 { found.pop() } else { None };
            }
            if next.is_empty() {
                return None;
            }
            level = next;
        }
        None
    }

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
                let Some((path, m)) = self.find_member(v.ty, &f.name, 0) else {
                    let t = self.types.display(v.ty);
                    let n = f.name.clone();
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
                };
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
            let d = self.types.display(t);
            self.error(
                span,
                format!(
                    "{d}.{} undefined (type {d} has no method {})",
                    f.name, f.name
                ),
            );
            return Operand::Invalid;
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
}
