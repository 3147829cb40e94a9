//! Copies of locks (go vet's copylocks check). A `sync.Mutex`, `RWMutex`, `WaitGroup`, `Once`
//! or `Cond` of `solod.dev/so/sync`, an atomic value of `solod.dev/so/sync/atomic`, a named
//! type whose pointer has `Lock` and `Unlock` methods (the `noCopy` idiom), and a struct or
//! array holding one of them by value is a *lock*: its state is its identity, and a copy is a
//! different lock (a copy of a locked Mutex is locked forever). Copying one is an error where
//! go vet reports it: an assignment or declaration from an existing value, a call argument
//! (a value receiver included), a `return`, a composite literal element, a method value with a
//! value receiver, a range variable that copies elements, and a function that takes one by
//! value. A fresh value is no copy: a composite literal, a call's result, a conversion.
//!
//! The arguments of a deferred call are copied into its thunk's environment: the thunk's call
//! reports them. Package-level variables' values are checked in the package initializer.

use super::Checker;
use crate::diag::Diagnostic;
use crate::syntax::ast::Span;
use crate::tir::types::{Type, TypeId};
use crate::tir::visit::{walk_expr, walk_stmt, Visitor};
use crate::tir::{Builtin, Expr, ExprKind, FuncId, FuncKind, Stmt, StmtKind, Values};
use std::collections::HashMap;

/// The package whose types are locks by name, and those names.
const SYNC: &str = "solod.dev/so/sync";
const SYNC_LOCKS: &[&str] = &["Mutex", "RWMutex", "WaitGroup", "Once", "Cond"];
const ATOMIC: &str = "solod.dev/so/sync/atomic";
const ATOMIC_LOCKS: &[&str] = &[
    "Bool", "Int32", "Int64", "Uint32", "Uint64", "Uintptr", "Pointer",
];

/// A copy found: where, what copies, the lock's type and the lock it holds.
struct Found {
    span: Span,
    what: String,
    lock: String,
}

struct Finder<'c, 'a> {
    c: &'c Checker<'a>,
    func: FuncId,
    memo: HashMap<TypeId, Option<String>>,
    found: Vec<Found>,
}

impl Finder<'_, '_> {
    fn pkg_path(&self, pkg: crate::tir::PkgId) -> Option<&str> {
        if pkg == self.c.pkg {
            return Some(self.c.pkg_path.as_str());
        }
        self.c
            .contexts
            .get(pkg.index())
            .and_then(Option::as_ref)
            .map(|ctx| ctx.path.as_str())
    }

    /// Whether `t` is a lock: the lock type it is or holds, as vet names it.
    fn lock(&mut self, t: TypeId) -> Option<String> {
        if let Some(r) = self.memo.get(&t) {
            return r.clone();
        }
        self.memo.insert(t, None); // a recursive type through a pointer is not one
        let r = self.lock_uncached(t);
        self.memo.insert(t, r.clone());
        r
    }

    fn lock_uncached(&mut self, t: TypeId) -> Option<String> {
        let types = &self.c.types;
        if let Some(n) = types.named_id(t) {
            let named = types.named(n);
            let base = named.name.split('[').next().unwrap_or_default();
            let by_name = match self.pkg_path(named.pkg) {
                Some(SYNC) => SYNC_LOCKS.contains(&base),
                Some(ATOMIC) => ATOMIC_LOCKS.contains(&base),
                _ => false,
            };
            if by_name || self.has_locker_methods(&named.methods) {
                return Some(types.display(t));
            }
        }
        let under = types.under(t);
        let inner = match types.get(under).clone() {
            Type::Struct(fields) => fields.iter().find_map(|f| self.lock(f.ty)),
            Type::Array(n, e) if n > 0 => self.lock(e),
            _ => None,
        }?;
        Some(match self.c.types.named_id(t) {
            Some(_) => format!("{} contains {inner}", self.c.types.display(t)),
            None => inner,
        })
    }

    /// `Lock` and `Unlock` methods with pointer receivers (a `noCopy` type).
    fn has_locker_methods(&self, methods: &[(String, FuncId)]) -> bool {
        ["Lock", "Unlock"].iter().all(|m| {
            methods.iter().any(|(name, f)| {
                let func = &self.c.funcs[f.index()];
                name == m
                    && func.params.first().is_some_and(|&p| {
                        let ty = func.locals[p.index()].ty;
                        self.c.types.pointee(ty).is_some()
                    })
            })
        })
    }

    /// Whether evaluating `e` copies an existing value (rather than making a new one).
    fn copies(e: &Expr) -> bool {
        match &e.kind {
            ExprKind::Local(_)
            | ExprKind::Global(_)
            | ExprKind::Field(..)
            | ExprKind::Index(..)
            | ExprKind::TypeAssert(..) => true,
            ExprKind::Deref(x, _) => !matches!(
                x.kind,
                ExprKind::Call(..) | ExprKind::CallValue(..) | ExprKind::New(_)
            ),
            _ => false,
        }
    }

    /// `e` used as a value (`what` says how): an error if it copies a lock.
    fn value(&mut self, e: &Expr, what: &dyn Fn() -> String) {
        let e = match &e.kind {
            ExprKind::ToIface(_, x) => x,
            _ => e,
        };
        if !Self::copies(e) {
            return;
        }
        if let Some(lock) = self.lock(e.ty) {
            self.found.push(Found {
                span: e.span,
                what: what(),
                lock,
            });
        }
    }

    fn name_of(&self, e: &Expr) -> String {
        match &e.kind {
            ExprKind::Local(id) => self.c.funcs[self.func.index()].local(*id).name.clone(),
            ExprKind::Global(g) => self.c.globals[g.index()].name.clone(),
            _ => "_".to_string(),
        }
    }

    fn callee_name(&self, f: FuncId) -> String {
        self.c.funcs[f.index()].name.clone()
    }
}

impl Visitor for Finder<'_, '_> {
    fn visit_stmt(&mut self, s: &Stmt) {
        match &s.kind {
            StmtKind::VarDecl(ids, Some(Values::Each(vals))) => {
                for (id, v) in ids.iter().zip(vals) {
                    let name = self.c.funcs[self.func.index()].local(*id).name.clone();
                    self.value(v, &|| format!("assignment copies lock value to {name}"));
                }
            }
            StmtKind::AssignMulti {
                lhs,
                values: Values::Each(vals),
                ..
            } => {
                for (l, v) in lhs.iter().zip(vals) {
                    let name = l.as_ref().map_or("_".to_string(), |l| self.name_of(l));
                    self.value(v, &|| format!("assignment copies lock value to {name}"));
                }
            }
            StmtKind::Decl(id, Some(v)) => {
                let name = self.c.funcs[self.func.index()].local(*id).name.clone();
                self.value(v, &|| format!("assignment copies lock value to {name}"));
            }
            StmtKind::Assign(l, v) => {
                let name = self.name_of(l);
                self.value(v, &|| format!("assignment copies lock value to {name}"));
            }
            // `_ = x` (the only statement whose expression can be a copy).
            StmtKind::Expr(v) => {
                self.value(v, &|| "assignment copies lock value to _".to_string());
            }
            StmtKind::Return(vals) => {
                for v in vals {
                    self.value(v, &|| "return copies lock value".to_string());
                }
            }
            StmtKind::Range {
                value: Some(v),
                kind,
                ..
            } if !matches!(kind, crate::tir::RangeKind::Int) => {
                if let Some(lock) = self.lock(v.ty) {
                    let name = self.name_of(v);
                    self.found.push(Found {
                        span: v.span,
                        what: format!("range var {name} copies lock"),
                        lock,
                    });
                }
            }
            _ => {}
        }
        walk_stmt(self, s);
    }

    fn visit_expr(&mut self, e: &Expr) {
        match &e.kind {
            // A closure's environment: a defer thunk's holds copies of the deferred call's
            // arguments, which the thunk's call reports (once, as the call's copy).
            ExprKind::Closure(_, Some(env)) => {
                let lit = match &env.kind {
                    ExprKind::AddrOfLit(_, l) => l,
                    _ => env,
                };
                if let ExprKind::StructLit(fields) = &lit.kind {
                    for (_, v) in fields {
                        self.visit_expr(v);
                    }
                    return;
                }
            }
            ExprKind::Call(f, args) => {
                let name = self.callee_name(*f);
                for a in args {
                    self.value(a, &|| format!("call of {name} copies lock value"));
                }
            }
            ExprKind::CallValue(_, args) => {
                for a in args {
                    self.value(a, &|| "call copies lock value".to_string());
                }
            }
            ExprKind::Builtin(b, args) if !matches!(b, Builtin::Len | Builtin::Cap) => {
                for a in args {
                    self.value(a, &|| "call copies lock value".to_string());
                }
            }
            ExprKind::MethodValue(f, recv) => {
                let name = self.callee_name(*f);
                self.value(recv, &|| format!("method value {name} copies lock value"));
            }
            ExprKind::StructLit(fields) => {
                for (_, v) in fields {
                    self.value(v, &|| "literal copies lock value".to_string());
                }
            }
            ExprKind::ArrayLit(elems) | ExprKind::SliceLit(_, _, elems) => {
                for (_, v) in elems {
                    self.value(v, &|| "literal copies lock value".to_string());
                }
            }
            ExprKind::MapLit(_, entries) => {
                for (_, v) in entries {
                    self.value(v, &|| "literal copies lock value".to_string());
                }
            }
            _ => {}
        }
        walk_expr(self, e);
    }
}

impl Checker<'_> {
    /// Rejects copies of locks in `funcs` (see above).
    pub fn check_copy_locks(&mut self, funcs: &[FuncId]) {
        let mut finder = Finder {
            c: self,
            func: FuncId(0),
            memo: HashMap::new(),
            found: Vec::new(),
        };
        let mut by_value = Vec::new();
        for &f in funcs {
            let func = &finder.c.funcs[f.index()];
            if !func.targs.is_empty() || matches!(func.kind, FuncKind::Wrapper(_)) {
                continue;
            }
            let Some(body) = &func.body else { continue };
            for &p in &func.params {
                let local = func.local(p);
                if let Some(lock) = finder.lock(local.ty) {
                    by_value.push((func.span, func.name.clone(), local.name.clone(), lock));
                }
            }
            finder.func = f;
            finder.visit_stmts(body);
        }
        let found = std::mem::take(&mut finder.found);
        for (span, func, param, lock) in by_value {
            self.push(
                Diagnostic::error(span, format!("{func} passes lock by value: {lock}"))
                    .label(format!("{param} is a copy of the caller's lock"))
                    .help("take a pointer to it (*T), as the methods of sync's types do"),
            );
        }
        for f in found {
            self.push(
                Diagnostic::error(f.span, format!("{}: {}", f.what, f.lock))
                    .label("a copy of a lock is a different lock, with the state it had")
                    .help("use a pointer to the value (&x, a *T field or result, or range over the indexes)"),
            );
        }
    }
}
