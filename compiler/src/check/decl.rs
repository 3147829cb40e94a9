//! Declarations: package-level collection and lazy resolution, types, functions.

use super::{is_exported, Checker, FnCtx, LabelInfo, Pending, State, VarInit};
use crate::check::scope::{later_issue_name, Entity};
use crate::check::unsupported::Construct;
use crate::diag::Diagnostic;
use crate::syntax::ast::{self, Span, StmtKind, TypeExprKind};
use crate::tir::constant::ConstValue;
use crate::tir::types::{self, Sig, Type, TypeId, INVALID};
use crate::tir::{self, ExprKind, FuncId, FuncKind, GlobalId, LabelId, LocalKind, Values};

impl<'a> Checker<'a> {
    fn declare_pkg(&mut self, name: &ast::Ident, e: Entity) {
        if name.name == "_" {
            return;
        }
        if (name.name == "init" || name.name == "main") && !matches!(e, Entity::Func(_)) {
            let n = name.name.clone();
            self.error(name.span, format!("cannot declare {n}: must be a function"));
            return;
        }
        if self.pkg_scope.contains_key(&name.name) {
            let n = name.name.clone();
            self.push(
                Diagnostic::error(name.span, format!("{n} redeclared in this block"))
                    .label("redeclared here"),
            );
            return;
        }
        self.pkg_scope.insert(name.name.clone(), e);
    }

    pub(super) fn collect(&mut self, files: &'a [ast::File]) {
        for f in files {
            for d in &f.decls {
                let ast::Decl::Gen(g) = d else { continue };
                match g {
                    ast::GenDecl::Type(specs) => {
                        for s in specs {
                            if s.tparams.span.is_some() && !s.alias {
                                self.no_directives(&s.directives, "a generic type");
                                self.declare_generic_type(s);
                                continue;
                            }
                            if let Some(span) = s.tparams.span {
                                self.reject(span, Construct::GenericAlias);
                                self.declare_pkg(&s.name, Entity::Rejected);
                                continue;
                            }
                            let i = self.pending.len();
                            if s.alias {
                                self.decl_directives(
                                    super::directives::DeclWhat::Alias,
                                    &s.directives,
                                );
                                self.pending.push((Pending::Alias(s), State::Todo));
                                self.declare_pkg(&s.name, Entity::Pending(i));
                            } else {
                                let tid = self.types.new_named(
                                    self.pkg,
                                    s.name.name.clone(),
                                    None,
                                    s.doc.clone(),
                                );
                                let Some(idx) = self.types.named_id(tid) else {
                                    continue;
                                };
                                self.pkg_named.push(idx);
                                self.type_directives(s, tid);
                                self.pending.push((Pending::Named(s, idx), State::Todo));
                                self.declare_pkg(&s.name, Entity::Type(tid));
                            }
                        }
                    }
                    ast::GenDecl::Const(specs) => {
                        for s in specs {
                            self.const_directives(s);
                            for (k, n) in s.names.iter().enumerate() {
                                let i = self.pending.len();
                                self.pending.push((Pending::Const(s, k), State::Todo));
                                self.declare_pkg(n, Entity::Pending(i));
                            }
                        }
                    }
                    ast::GenDecl::Var(specs) => {
                        for s in specs {
                            let i = self.pending.len();
                            self.pending.push((Pending::Var(s), State::Todo));
                            for n in &s.names {
                                self.declare_pkg(n, Entity::Pending(i));
                            }
                        }
                    }
                }
            }
        }
        self.resolve_generic_type_params();
        // Functions and methods: signatures are resolved now (types resolve lazily).
        for f in files {
            for d in &f.decls {
                if let ast::Decl::Func(fd) = d {
                    self.declare_func(fd);
                }
            }
        }
    }

    fn declare_func(&mut self, fd: &'a ast::FuncDecl) {
        if fd.tparams.span.is_some() {
            self.no_directives(&fd.directives, "a generic function");
        }
        if let Some(span) = fd.tparams.span {
            if fd.recv.is_none() {
                if fd.body.is_none() {
                    // Go's message: no assembly can provide an instance of a generic function.
                    self.error(fd.name.span, "generic function is missing function body");
                }
                self.declare_generic_func(fd);
            } else {
                self.push(
                    Diagnostic::error(span, "methods cannot have type parameters")
                        .label("type parameters of a method")
                        .help("declare the type parameters on the receiver's type, or use a generic function"),
                );
            }
            return;
        }
        if self.declare_generic_method(fd) {
            self.no_directives(&fd.directives, "a method of a generic type");
            return;
        }
        let mut params = Vec::new();
        let mut recv_named = None;
        if let Some(r) = &fd.recv {
            let (base, is_ptr) = match &r.ty.kind {
                TypeExprKind::Pointer(inner) => (inner.as_ref(), true),
                _ => (&r.ty, false),
            };
            let bt = self.resolve_type(base);
            match self.types.get(bt) {
                Type::Named(idx)
                    if self.types.named(*idx).pkg == self.pkg && *idx != types::ERROR =>
                {
                    let idx = *idx;
                    let under = self.types.under(bt);
                    if matches!(self.types.get(under), Type::Pointer(_) | Type::Interface(_)) {
                        self.error(
                            r.ty.span,
                            format!(
                                "invalid receiver type {} (pointer or interface type)",
                                self.types.display(bt)
                            ),
                        );
                    }
                    recv_named = Some((bt, idx));
                    params.push(if is_ptr { self.types.pointer(bt) } else { bt });
                }
                _ if bt == INVALID => return,
                _ => {
                    let d = self.types.display(bt);
                    self.error(
                        r.ty.span,
                        format!("cannot define new methods on non-local type {d}"),
                    );
                    return;
                }
            }
        }
        let sig = self.resolve_sig(&fd.sig);
        if recv_named.is_some() {
            // The method's type as an interface method would have it (method sets compare
            // signatures by their interned id).
            self.types.intern(Type::Func(sig.clone()));
        }
        params.extend(sig.params.iter().copied());
        let full = Sig {
            params,
            results: sig.results.clone(),
            variadic: sig.variadic,
        };
        let ty = self.types.intern(Type::Func(full));
        let name = fd.name.name.clone();
        let id = FuncId(self.funcs.len() as u32);
        let kind = match recv_named {
            Some((_, idx)) => FuncKind::Method(idx),
            None if name == "init" => FuncKind::Init(self.inits.len() as u32),
            None => FuncKind::Func,
        };
        self.funcs.push(tir::Func {
            pkg: self.pkg,
            name: name.clone(),
            targs: Vec::new(),
            kind,
            exported: is_exported(&name),
            ty,
            params: Vec::new(),
            named_results: Vec::new(),
            locals: Vec::new(),
            labels: Vec::new(),
            breakables: Vec::new(),
            body: None,
            doc: fd.doc.clone(),
            span: fd.name.span,
            reachable: false,
            c: Default::default(),
            results: Default::default(),
            escapes: false,
            sites: Default::default(),
        });
        self.pkg_funcs.push(id);
        self.func_decls.push((fd.span, id));
        let is_extern = self.func_directives(fd, id);
        if let Some((bt, idx)) = recv_named {
            if self
                .types
                .named(idx)
                .methods
                .iter()
                .any(|(m, _)| *m == name)
            {
                let tn = self.types.display(bt);
                self.error(fd.name.span, format!("method {tn}.{name} already declared"));
                return;
            }
            self.method_spans.push((idx, name.clone(), fd.name.span));
            self.types.named_mut(idx).methods.push((name.clone(), id));
        } else if name == "init" {
            if !self.funcs[id.index()]
                .ty
                .eq(&self.types.intern(Type::Func(Sig {
                    params: vec![],
                    results: vec![],
                    variadic: false,
                })))
            {
                self.error(
                    fd.name.span,
                    "func init must have no arguments and no return values",
                );
            }
            self.inits.push(id);
        } else {
            if name == "main" && self.pkg_name == "main" {
                let s = self.types.sig(ty).cloned();
                if s.is_some_and(|s| !s.params.is_empty() || !s.results.is_empty()) {
                    self.error(
                        fd.name.span,
                        "func main must have no arguments and no return values",
                    );
                }
            }
            self.declare_pkg(&fd.name, Entity::Func(id));
        }
        if fd.body.is_none() && !is_extern && !self.interop.linknamed.contains(&name) {
            self.error(fd.name.span, format!("missing function body for {name}"));
        }
    }

    /// A struct field and a method of the same name conflict (checked once types are resolved).
    pub(super) fn check_field_method_clashes(&mut self) {
        for (idx, name, span) in std::mem::take(&mut self.method_spans) {
            let u = self.types.named(idx).underlying;
            if let Type::Struct(fs) = self.types.get(u) {
                if fs.iter().any(|f| f.name == name) {
                    let tn = self.types.named(idx).name.clone();
                    self.push(
                        Diagnostic::error(
                            span,
                            format!("field and method with the same name {name}"),
                        )
                        .label(format!("{tn} also has a field {name}")),
                    );
                }
            }
        }
    }

    pub(super) fn func_of_decl(&self, fd: &ast::FuncDecl) -> Option<FuncId> {
        self.func_decls
            .iter()
            .find(|(s, _)| *s == fd.span)
            .map(|(_, id)| *id)
    }

    /// A parameter or result type, which must not be a constraint interface. Inside a type
    /// being resolved (a method of an interface), a named type not resolved yet is left for
    /// later: resolving it now would find the type in progress again where it is embedded
    /// (`ParentFile() FileDescriptor` in `Descriptor`, with FileDescriptor embedding
    /// Descriptor), which Go accepts; it is checked once every type is complete.
    fn sig_value_type(&mut self, t: TypeId, span: Span) -> TypeId {
        let todo = self.types.named_id(t).is_some_and(|idx| {
            self.pending
                .iter()
                .any(|(p, st)| matches!(p, Pending::Named(_, i) if *i == idx) && *st == State::Todo)
        });
        let resolving = self
            .pending
            .iter()
            .any(|(p, st)| matches!(p, Pending::Named(..)) && *st == State::InProgress);
        if todo && resolving {
            self.sig_value_types.push((t, span));
            return t;
        }
        self.check_value_type(t, span)
    }

    /// The constraint check of `sig_value_type`'s postponed types.
    pub(super) fn check_deferred_value_types(&mut self) {
        for (t, span) in std::mem::take(&mut self.sig_value_types) {
            self.check_value_type(t, span);
        }
    }

    pub fn resolve_sig(&mut self, sig: &ast::FuncSig) -> Sig {
        let mut params = Vec::new();
        let mut variadic = false;
        let n = sig.params.len();
        for (i, p) in sig.params.iter().enumerate() {
            // A signature refers to its types indirectly (a function value is a pointer), so a
            // type may mention itself in a field of function type.
            let t = self.resolve_type_in(&p.ty, true);
            let t = self.sig_value_type(t, p.ty.span);
            if p.variadic && i + 1 != n {
                // Reported, then read without the `...` (as Go does), so its uses are checked
                // against the element type and nothing else is said.
                self.error(p.span, "can only use ... with final parameter in list");
                params.push(t);
            } else if p.variadic {
                variadic = true;
                params.push(self.types.slice(t));
            } else {
                params.push(t);
            }
        }
        let results: Vec<TypeId> = sig
            .results
            .iter()
            .map(|r| {
                let t = self.resolve_type_in(&r.ty, true);
                self.sig_value_type(t, r.ty.span)
            })
            .collect();
        if results.len() > 1 {
            self.types.intern(Type::Tuple(results.clone()));
        }
        Sig {
            params,
            results,
            variadic,
        }
    }

    pub fn resolve_pending(&mut self, i: usize) {
        let Some((p, state)) = self.pending.get(i).copied() else {
            return;
        };
        match state {
            State::Done => return,
            State::InProgress => {
                let (span, name) = match p {
                    Pending::Alias(s) | Pending::Named(s, _) => (s.name.span, s.name.name.clone()),
                    Pending::Const(s, k) => (s.names[k].span, s.names[k].name.clone()),
                    Pending::Var(s) => (s.names[0].span, s.names[0].name.clone()),
                };
                if !matches!(p, Pending::Named(..)) {
                    self.error(span, format!("initialization cycle or invalid recursive reference: {name} refers to itself"));
                }
                return;
            }
            State::Todo => {}
        }
        self.pending[i].1 = State::InProgress;
        // Package-level declarations are checked outside any function.
        let saved_fctx = self.fctx.take();
        let saved_scopes = std::mem::take(&mut self.scopes);
        let saved_iota = self.iota.take();
        match p {
            Pending::Alias(s) => {
                let t = self.resolve_type(&s.ty);
                self.pkg_scope.insert(s.name.name.clone(), Entity::Type(t));
            }
            Pending::Named(s, idx) => {
                let t = self.resolve_type(&s.ty);
                let u = self.types.under(t);
                self.types.named_mut(idx).underlying = u;
            }
            Pending::Const(s, k) => {
                let e = self.const_spec_value(s, k);
                self.pkg_scope.insert(s.names[k].name.clone(), e);
            }
            Pending::Var(s) => {
                // Package-level initializers belong to the package initializer.
                self.fctx = self.init_ctx.take();
                let ids = self.global_var_spec(s);
                self.init_ctx = self.fctx.take();
                for (n, id) in s.names.iter().zip(ids) {
                    if let Some(id) = id {
                        self.pkg_scope.insert(n.name.clone(), Entity::Global(id));
                    }
                }
            }
        }
        self.fctx = saved_fctx;
        self.scopes = saved_scopes;
        self.iota = saved_iota;
        self.pending[i].1 = State::Done;
    }

    /// Whether the named type's declaration has been resolved (its underlying type is final).
    fn named_done(&self, idx: types::NamedId) -> bool {
        !self.local_types_in_progress.iter().any(|(i, _)| *i == idx)
            && !self
                .pending
                .iter()
                .any(|(p, st)| matches!(p, Pending::Named(_, i) if *i == idx) && *st != State::Done)
    }

    /// Resolves `pkg.Name`: the exported entity of an imported package. Reports an unknown
    /// name; `None` when the package itself cannot be used (already reported).
    pub fn qualified(&mut self, p: &ast::Ident, name: &ast::Ident) -> Option<Entity> {
        // Import names belong to their file: another file's import of `p` does not count.
        let i = match (self.lookup(&p.name), self.import_of(p)) {
            (Some(Entity::Package(_)), Some(i)) => i,
            _ => {
                let n = p.name.clone();
                self.push(
                    Diagnostic::error(p.span, format!("undefined: {n}")).label("not declared"),
                );
                return None;
            }
        };
        self.imports[i].used = true;
        // An import the build cannot provide is reported once, at the import.
        let exports = self.imports.get(i)?.exports.as_ref()?;
        if exports.unavailable {
            return None;
        }
        let found = exports.names.get(&name.name).cloned();
        let hidden = exports.hidden.contains(&name.name);
        match found {
            Some(e) => Some(e),
            None if hidden => {
                let msg = format!("name {} not exported by package {}", name.name, p.name);
                self.push(
                    Diagnostic::error(name.span, msg)
                        .label("unexported: only its own package may use it"),
                );
                None
            }
            None => {
                let n = format!("{}.{}", p.name, name.name);
                self.push(
                    Diagnostic::error(name.span, format!("undefined: {n}"))
                        .label("not declared by the package"),
                );
                None
            }
        }
    }

    /// Whether the named type `idx` is being resolved right now (for recursive type checks).
    fn named_in_progress(&self, idx: types::NamedId) -> bool {
        // A local declaration (`type T struct{ T }` in a function) is resolved in place.
        self.local_types_in_progress.iter().any(|(i, _)| *i == idx)
            || self.pending.iter().any(|(p, st)| {
                matches!(p, Pending::Named(_, i) if *i == idx) && *st == State::InProgress
            })
    }

    /// Evaluates the `k`-th constant of a const spec (package-level or local).
    pub fn const_spec_value(&mut self, s: &ast::ConstSpec, k: usize) -> Entity {
        let uint = self.types.basic(types::Basic::UntypedInt);
        let Some(v) = s.values.get(k) else {
            if k >= s.values.len() && !s.values.is_empty() {
                self.error(s.names[k].span, "missing init expr for const declaration");
            }
            return Entity::Const(ConstValue::int(0), uint);
        };
        if k + 1 == s.names.len() && s.values.len() > s.names.len() {
            self.error(s.values[s.names.len()].span, "extra init expr");
        }
        let ty = s.ty.as_ref().map(|t| {
            let ty = self.resolve_type(t);
            self.check_value_type(ty, t.span)
        });
        let saved = self.iota.replace(s.iota);
        let e = self.expr(v);
        self.iota = saved;
        if e.ty == INVALID {
            // Already reported: uses of the constant stay silent (no spurious division by zero).
            return Entity::Const(ConstValue::int(0), INVALID);
        }
        let ExprKind::Const(..) = &e.kind else {
            let d = self.describe(&e);
            self.push(
                Diagnostic::error(v.span, format!("{d} is not constant")).label("not a constant"),
            );
            return Entity::Const(ConstValue::int(0), ty.unwrap_or(INVALID));
        };
        let e = match ty {
            Some(t) => {
                if !matches!(self.types.under_type(t), Type::Basic(_)) {
                    let d = self.types.display(t);
                    self.error(
                        s.ty.as_ref().map(|x| x.span).unwrap_or(v.span),
                        format!("invalid constant type {d}"),
                    );
                    return Entity::Const(ConstValue::int(0), INVALID);
                }
                self.assign(e, t, "constant declaration")
            }
            None => e,
        };
        match e.kind {
            ExprKind::Const(c, _) => Entity::Const(c, e.ty),
            _ => Entity::Const(ConstValue::int(0), INVALID),
        }
    }

    /// Declares the globals of a package-level `var` spec (`None` for `_`) and records their
    /// initialization for the package initializer.
    fn global_var_spec(&mut self, s: &ast::VarSpec) -> Vec<Option<GlobalId>> {
        let ty = s.ty.as_ref().map(|t| {
            let ty = self.resolve_type(t);
            self.check_value_type(ty, t.span)
        });
        let inits = self.var_inits(&s.names, ty, &s.values, s.span);
        let mut ids = Vec::new();
        for (k, n) in s.names.iter().enumerate() {
            let t = match &inits {
                VarInits::Each(v) => v[k].0,
                VarInits::Tuple(_, tys) => tys[k],
            };
            if n.name == "_" {
                ids.push(None);
                continue;
            }
            // Go's linker refuses a package-level variable over 2e9 bytes.
            let size = self.types.size_of(t);
            if size > 2_000_000_000 {
                let q = format!("{}.{}", self.pkg_name, n.name);
                self.push(
                    Diagnostic::error(
                        n.span,
                        format!("{q}: symbol too large ({size} bytes > 2000000000 bytes)"),
                    )
                    .label("too large for a package-level variable")
                    .help("use a smaller variable, or memory from a so/mem allocator"),
                );
            }
            // A constant scalar is initialized statically.
            let static_init = match &inits {
                VarInits::Each(v) => match &v[k].1 {
                    Some(tir::Expr {
                        kind: ExprKind::Const(c, _),
                        ty,
                        ..
                    }) if matches!(self.types.under_type(*ty), Type::Basic(_)) => Some(c.clone()),
                    _ => None,
                },
                VarInits::Tuple(..) => None,
            };
            let id = GlobalId(self.globals.len() as u32);
            self.globals.push(tir::Global {
                pkg: self.pkg,
                name: n.name.clone(),
                exported: is_exported(&n.name),
                ty: t,
                static_init,
                doc: s.doc.clone(),
                span: n.span,
                referenced: false,
                c: Default::default(),
            });
            self.pkg_globals.push(id);
            ids.push(Some(id));
        }
        // C defines an extern variable: its initializer is only for the Go toolchain.
        if self.var_directives(s, &ids) {
            for g in ids.iter().flatten() {
                self.globals[g.index()].static_init = None;
            }
            return ids;
        }
        match inits {
            VarInits::Tuple(call, _) => self.var_inits.push(VarInit {
                lhs: ids.clone(),
                value: Values::Tuple(call),
                span: s.span,
            }),
            VarInits::Each(vs) => {
                for (k, (_, v)) in vs.into_iter().enumerate() {
                    let Some(v) = v else { continue };
                    let static_done =
                        ids[k].is_some_and(|g| self.globals[g.index()].static_init.is_some());
                    if static_done {
                        continue;
                    }
                    self.var_inits.push(VarInit {
                        lhs: vec![ids[k]],
                        value: Values::Each(vec![v]),
                        span: s.names[k].span,
                    });
                }
            }
        }
        ids
    }

    /// Checks the values of a var declaration: one per name, or one call with several results.
    pub fn var_inits(
        &mut self,
        names: &[ast::Ident],
        ty: Option<TypeId>,
        values: &[ast::Expr],
        span: Span,
    ) -> VarInits {
        let n = names.len();
        if values.is_empty() {
            let t = ty.unwrap_or(INVALID);
            return VarInits::Each(vec![(t, None); n]);
        }
        if values.len() == 1 && n > 1 {
            let e = self.multi_value(&values[0], n);
            if let Type::Tuple(ts) = self.types.get(e.ty).clone() {
                if ts.len() != n {
                    self.error(
                        span,
                        format!(
                            "assignment mismatch: {n} variables but {} returns {} values",
                            self.call_name(&values[0]),
                            ts.len()
                        ),
                    );
                    return VarInits::Each(vec![(INVALID, None); n]);
                }
                let tys = match ty {
                    Some(t) => {
                        for rt in &ts {
                            if !self.assignable(*rt, t) {
                                let (a, b) = (self.types.display(*rt), self.types.display(t));
                                self.error(
                                    values[0].span,
                                    format!("cannot use {a} value as {b} value in assignment"),
                                );
                            }
                        }
                        vec![t; n]
                    }
                    None => ts,
                };
                return VarInits::Tuple(e, tys);
            }
            if e.ty != INVALID {
                self.error(
                    span,
                    format!("assignment mismatch: {n} variables but 1 value"),
                );
            }
            return VarInits::Each(vec![(INVALID, None); n]);
        }
        if values.len() != n {
            let m = values.len();
            if m > n {
                self.error(
                    values[n].span,
                    format!(
                        "assignment mismatch: {n} variable{} but {m} values",
                        if n == 1 { "" } else { "s" }
                    ),
                );
            } else {
                self.error(
                    span,
                    format!(
                        "assignment mismatch: {n} variables but {m} value{}",
                        if m == 1 { "" } else { "s" }
                    ),
                );
            }
            for v in values {
                self.expr(v);
            }
            return VarInits::Each(vec![(INVALID, None); n]);
        }
        let mut out = Vec::new();
        for v in values {
            let e = self.expr(v);
            let e = match ty {
                Some(t) => self.assign(e, t, "variable declaration"),
                None => self.default_value(e, "variable declaration"),
            };
            out.push((e.ty, Some(e)));
        }
        VarInits::Each(out)
    }

    /// Resolves type syntax to a type.
    /// Resolves the definition of the named type `t` now if it has not been resolved yet (a
    /// type declared further down, or in a later file, whose underlying type is needed: used
    /// by value, or as the elided type of a composite literal's element).
    pub(super) fn complete_named(&mut self, t: TypeId) {
        if let Type::Named(idx) = self.types.get(t) {
            let idx = *idx;
            let todo = self.pending.iter().position(|(p, st)| {
                matches!(p, Pending::Named(_, i) if *i == idx) && *st == State::Todo
            });
            if let Some(pi) = todo {
                self.resolve_pending(pi);
            }
        }
    }

    pub fn resolve_type(&mut self, t: &ast::TypeExpr) -> TypeId {
        self.resolve_type_in(t, false)
    }

    /// A type used through a pointer-like reference (a type argument, a signature).
    pub fn resolve_type_in_indirect(&mut self, t: &ast::TypeExpr) -> TypeId {
        self.resolve_type_in(t, true)
    }

    pub(super) fn resolve_type_in(&mut self, t: &ast::TypeExpr, indirect: bool) -> TypeId {
        match &t.kind {
            TypeExprKind::Name(id) => match self.lookup_in(&id.name, Some(id.span.file())) {
                Some(Entity::Type(ty)) => {
                    self.predeclared_version(&id.name, ty, id.span);
                    if let Type::Named(idx) = self.types.get(ty) {
                        let idx = *idx;
                        if !indirect && self.named_in_progress(idx) {
                            let n = id.name.clone();
                            let decl = self
                                .pending
                                .iter()
                                .find_map(|(p, _)| match p {
                                    Pending::Named(s, i) if *i == idx => Some(s.name.span),
                                    _ => None,
                                })
                                .or_else(|| {
                                    self.local_types_in_progress
                                        .iter()
                                        .find(|(i, _)| *i == idx)
                                        .map(|(_, sp)| *sp)
                                })
                                .unwrap_or(id.span);
                            self.push(
                                Diagnostic::error(
                                    decl,
                                    format!("invalid recursive type: {n} refers to itself"),
                                )
                                .label("this type contains itself")
                                .secondary(id.span, "contained by value here")
                                .help("use a pointer (*T) or a slice to refer to the same type"),
                            );
                            return INVALID;
                        }
                        // Used by value: its underlying type must be known now, even when
                        // it is declared further down.
                        if !indirect {
                            self.complete_named(ty);
                        }
                        // A type whose definition was rejected is invalid where it is used,
                        // silently: the rejection is the one report.
                        if self.named_done(idx) && self.types.named(idx).underlying == INVALID {
                            return INVALID;
                        }
                    }
                    ty
                }
                Some(Entity::Rejected) => INVALID,
                Some(Entity::GenericType(g)) => {
                    self.generic_type_uninstantiated(g, &id.name.clone(), id.span);
                    INVALID
                }
                Some(_) => {
                    let n = id.name.clone();
                    self.error(id.span, format!("{n} is not a type"));
                    INVALID
                }
                None => {
                    if let Some(what) = later_issue_name(&id.name) {
                        self.reject(id.span, what);
                    } else {
                        let n = id.name.clone();
                        self.push(
                            Diagnostic::error(id.span, format!("undefined: {n}"))
                                .label("not declared"),
                        );
                    }
                    INVALID
                }
            },
            TypeExprKind::Qualified(p, name) => match self.qualified(p, name) {
                Some(Entity::Type(t)) => t,
                Some(Entity::Rejected) | None => INVALID,
                Some(Entity::GenericType(g)) => {
                    let home = self.generic_types[g].home;
                    let n = format!("{}.{}", self.package_name(home), name.name);
                    self.generic_type_uninstantiated(g, &n, name.span);
                    INVALID
                }
                Some(_) => {
                    let n = format!("{}.{}", p.name, name.name);
                    self.error(name.span, format!("{n} is not a type"));
                    INVALID
                }
            },
            TypeExprKind::Pointer(inner) => {
                let e = self.resolve_type_in(inner, true);
                if e == INVALID {
                    return INVALID;
                }
                self.types.pointer(e)
            }
            TypeExprKind::Slice(inner) => {
                let e = self.resolve_type_in(inner, true);
                if e == INVALID {
                    return INVALID;
                }
                self.types.slice(e)
            }
            TypeExprKind::Array(len, inner) => {
                let Some(len) = len else {
                    self.error(
                        t.span,
                        "invalid use of [...] array (outside a composite literal)",
                    );
                    return INVALID;
                };
                let n = self.array_len(len);
                let e = self.resolve_type_in(inner, indirect);
                if e == INVALID || n < 0 {
                    return INVALID;
                }
                let at = self.types.intern(Type::Array(n, e));
                // Go's limit on the size of a type (1 << 50 bytes on 64-bit targets).
                if self.too_large(
                    at,
                    t.span,
                    "use a smaller array, or a slice of memory from a so/mem allocator",
                ) {
                    return INVALID;
                }
                at
            }
            TypeExprKind::Struct(fields) => {
                let mut out: Vec<types::Field> = Vec::new();
                for f in fields {
                    let ft = self.resolve_type_in(&f.ty, indirect);
                    let ft = self.check_value_type(ft, f.ty.span);
                    if f.embedded && ft != INVALID {
                        let base = self.types.pointee(ft);
                        let bad = match base {
                            Some(b) if self.types.is_interface(b) => {
                                Some("embedded field type cannot be a pointer to an interface")
                            }
                            Some(b) if self.types.tparam_of(b).is_some() => Some(
                                "embedded field type cannot be a (pointer to a) type parameter",
                            ),
                            None if self.types.tparam_of(ft).is_some() => Some(
                                "embedded field type cannot be a (pointer to a) type parameter",
                            ),
                            _ => None,
                        };
                        if let Some(msg) = bad {
                            self.push(
                                Diagnostic::error(f.span, msg)
                                    .label("not allowed as an embedded field"),
                            );
                            return INVALID;
                        }
                    }
                    let names: Vec<(String, Span)> = if f.embedded {
                        let base = match &f.ty.kind {
                            TypeExprKind::Pointer(i) => i.as_ref(),
                            _ => &f.ty,
                        };
                        let base = match &base.kind {
                            TypeExprKind::Generic(b, _) => b.as_ref(),
                            _ => base,
                        };
                        match &base.kind {
                            TypeExprKind::Name(n) => vec![(n.name.clone(), n.span)],
                            TypeExprKind::Qualified(_, n) => vec![(n.name.clone(), n.span)],
                            _ => {
                                self.error(f.span, "invalid embedded field type");
                                continue;
                            }
                        }
                    } else {
                        f.names.iter().map(|n| (n.name.clone(), n.span)).collect()
                    };
                    for (n, sp) in names {
                        if n != "_" && out.iter().any(|x| x.name == n) {
                            self.error(sp, format!("{n} redeclared"));
                            continue;
                        }
                        let c_name = self.c_tag(f);
                        out.push(types::Field {
                            name: n,
                            ty: ft,
                            embedded: f.embedded,
                            c_name,
                            // An empty tag is no tag.
                            tag: f
                                .tag
                                .as_ref()
                                .map(|(t, _)| t.clone())
                                .filter(|t| !t.is_empty()),
                        });
                    }
                }
                if out.iter().any(|f| f.ty == INVALID) {
                    return INVALID;
                }
                self.types.intern(Type::Struct(out))
            }
            TypeExprKind::Func(sig) => {
                let s = self.resolve_sig(sig);
                if s.params.contains(&INVALID) || s.results.contains(&INVALID) {
                    return INVALID;
                }
                self.types.intern(Type::Func(s))
            }
            TypeExprKind::Map(k, v) => {
                // A map refers to its keys and values: either may be the type being declared.
                let kt = self.resolve_type_in(k, true);
                let vt = self.resolve_type_in(v, true);
                self.map_type(kt, vt, k.span)
            }
            TypeExprKind::Chan(..) => {
                self.reject(t.span, Construct::ChanType);
                INVALID
            }
            TypeExprKind::Interface(elems) => self.interface_type(elems),
            TypeExprKind::Generic(base, args) => {
                self.generic_type_expr(base, args, t.span, indirect)
            }
            TypeExprKind::Union(_) => {
                self.reject(t.span, Construct::TypeConstraint);
                INVALID
            }
            // Reported while lowering.
            TypeExprKind::Bad => INVALID,
        }
    }

    /// The constant length of an array type, or -1 after reporting an error.
    pub fn array_len(&mut self, len: &ast::Expr) -> i64 {
        let saved_used = self.fctx.as_ref().map(|f| f.used.clone());
        let e = self.expr(len);
        if !matches!(e.kind, ExprKind::Const(..)) {
            // Go does not count an invalid array length as a use.
            if let (Some(f), Some(u)) = (self.fctx.as_mut(), saved_used) {
                f.used = u;
            }
        }
        if e.ty == INVALID {
            return -1;
        }
        match &e.kind {
            ExprKind::Const(c, _) => {
                if !self.types.is_integer(e.ty) && !self.types.is_untyped(e.ty) {
                    let d = self.describe(&e);
                    self.error(len.span, format!("array length {d} must be integer"));
                    return -1;
                }
                match c.as_int().and_then(|i| i64::try_from(i).ok()) {
                    Some(n) if n >= 0 => n,
                    Some(_) => {
                        self.error(len.span, format!("invalid array length {}", c.describe()));
                        -1
                    }
                    None => {
                        let d = self.describe(&e);
                        if matches!(c, ConstValue::Int(_)) {
                            self.error(len.span, format!("array length {d} is too large"));
                        } else {
                            self.error(len.span, format!("array length {d} must be integer"));
                        }
                        -1
                    }
                }
            }
            _ => {
                let d = self.describe(&e);
                self.push(
                    Diagnostic::error(len.span, format!("array length {d} must be constant"))
                        .label("not a constant")
                        .help("use a constant length, or a slice made with make"),
                );
                -1
            }
        }
    }

    pub(super) fn check_func_body(&mut self, fd: &ast::FuncDecl, id: FuncId) {
        let Some(body) = &fd.body else { return };
        // An extern function's Go body is the Go toolchain's.
        if self.funcs[id.index()].c.ext.is_some() {
            return;
        }
        let fty = self.funcs[id.index()].ty;
        let Some(sig) = self.types.sig(fty).cloned() else {
            return;
        };
        self.fctx = Some(FnCtx {
            name: fd.name.name.clone(),
            func: Some(id),
            results: sig.results.clone(),
            ..FnCtx::default()
        });
        self.open_scope();
        let mut params = Vec::new();
        let mut k = 0;
        if let Some(r) = &fd.recv {
            let name = r
                .name
                .as_ref()
                .map(|n| n.name.clone())
                .unwrap_or_else(|| "_".into());
            let sp = r.name.as_ref().map(|n| n.span).unwrap_or(r.span);
            params.push(self.declare_local(&name, sig.params[0], sp, LocalKind::Param));
            k = 1;
        }
        for p in &fd.sig.params {
            let name = p
                .name
                .as_ref()
                .map(|n| n.name.clone())
                .unwrap_or_else(|| "_".into());
            let sp = p.name.as_ref().map(|n| n.span).unwrap_or(p.span);
            let t = sig.params.get(k).copied().unwrap_or(INVALID);
            k += 1;
            params.push(self.declare_local(&name, t, sp, LocalKind::Param));
        }
        let mut named_results = Vec::new();
        for (i, r) in fd.sig.results.iter().enumerate() {
            if let Some(n) = &r.name {
                let t = sig.results.get(i).copied().unwrap_or(INVALID);
                named_results.push(self.declare_local(&n.name, t, n.span, LocalKind::Result));
            }
        }
        if let Some(f) = self.fctx.as_mut() {
            f.named_results = named_results.clone();
        }
        self.collect_labels(&body.stmts);
        self.check_gotos(body);
        let stmts = self.block_stmts(&body.stmts);
        if !sig.results.is_empty() && !self.is_terminating_list(&body.stmts) {
            let close = Span::new(
                body.span.file(),
                body.span.hi().saturating_sub(1),
                body.span.hi(),
            );
            self.push(
                Diagnostic::error(close, "missing return")
                    .label("function ends without a return statement"),
            );
        }
        self.close_scope();
        let f = self.fctx.take().unwrap_or_default();
        // A generic declaration's own check: where memory lives is decided per instance.
        let escapes = !self.generic_mode;
        let mut unused: Vec<(&String, &LabelInfo)> =
            f.labels.iter().filter(|(_, l)| !l.used).collect();
        unused.sort_by_key(|(_, l)| l.span.lo());
        for (name, l) in unused {
            let msg = format!("label {name} defined and not used");
            self.diags.push(Diagnostic::error(l.span, msg));
        }
        let func = &mut self.funcs[id.index()];
        func.params = params;
        func.named_results = named_results;
        func.escapes = escapes;
        func.locals = f.locals;
        func.labels = f.label_list;
        func.breakables = f.breakables;
        func.body = Some(stmts);
    }

    pub(super) fn collect_labels(&mut self, stmts: &[ast::Stmt]) {
        for s in stmts {
            self.collect_labels_stmt(s);
        }
    }

    fn collect_labels_stmt(&mut self, s: &ast::Stmt) {
        match &s.kind {
            StmtKind::Labeled(l, inner) => {
                if let Some(f) = self.fctx.as_mut() {
                    if f.labels.contains_key(&l.name) {
                        let n = l.name.clone();
                        self.error(l.span, format!("label {n} already defined"));
                    } else {
                        let id = LabelId(f.label_list.len() as u32);
                        f.label_list.push(tir::Label {
                            name: l.name.clone(),
                            goto_target: false,
                        });
                        f.labels.insert(
                            l.name.clone(),
                            LabelInfo {
                                id,
                                span: l.span,
                                used: false,
                            },
                        );
                    }
                }
                self.collect_labels_stmt(inner);
            }
            StmtKind::Block(b) => self.collect_labels(&b.stmts),
            StmtKind::If { then, els, .. } => {
                self.collect_labels(&then.stmts);
                if let Some(e) = els {
                    self.collect_labels_stmt(e);
                }
            }
            StmtKind::For { body, .. } | StmtKind::Range { body, .. } => {
                self.collect_labels(&body.stmts)
            }
            StmtKind::Switch { cases, .. } => {
                for c in cases {
                    self.collect_labels(&c.body);
                }
            }
            _ => {}
        }
    }
}

/// The checked values of a var declaration.
pub enum VarInits {
    Each(Vec<(TypeId, Option<tir::Expr>)>),
    Tuple(tir::Expr, Vec<TypeId>),
}

impl Checker<'_> {
    /// Reports generic type `g`, written `n`, used as a type without type arguments (Go
    /// lists its type parameters: `Box[E any]`).
    fn generic_type_uninstantiated(&mut self, g: usize, n: &str, span: Span) {
        let ps = self.generic_types[g]
            .spec
            .tparams
            .params
            .iter()
            .map(|p| {
                format!(
                    "{} {}",
                    p.name.name,
                    super::generic::type_text(&p.constraint)
                )
            })
            .collect::<Vec<_>>()
            .join(", ");
        self.push(
            Diagnostic::error(
                span,
                format!("cannot use generic type {n}[{ps}] without instantiation"),
            )
            .label("type arguments missing")
            .help(format!("write {n}[...] with the type arguments")),
        );
    }

    /// The name of package `pkg`'s `package` clause (as Go's messages qualify its names).
    pub fn package_name(&self, pkg: tir::PkgId) -> String {
        if pkg == self.pkg {
            return self.pkg_name.clone();
        }
        match &self.types.qualifier {
            Some((_, names)) => names.get(pkg.index()).cloned().unwrap_or_default(),
            None => String::new(),
        }
    }
}
