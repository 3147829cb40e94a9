//! Generic functions and types: type parameter lists, instantiation, inference of type
//! arguments, and satisfaction of constraints.
//!
//! > A generic function or type is instantiated by substituting type arguments for the type
//! > parameters. Instantiation proceeds in two steps: each type argument is substituted for its
//! > corresponding type parameter in the generic declaration [...]; next, each type argument
//! > must satisfy the constraint (instantiated, if necessary) of the corresponding type
//! > parameter. Otherwise instantiation fails.
//!
//! So instantiates by checking the declaration again with each type parameter's name bound to
//! its type argument: every instance is ordinary typed code (its own function or named type,
//! named after the type arguments in C), made once per build. Each generic declaration is also
//! checked once on its own, with its type parameters as `Type::TypeParam` types, which is
//! where Go's rules on what a type parameter permits (operators allowed by every type of the
//! type set, methods of the constraint) are applied; that check's typed tree is discarded.
//!
//! Input: the generic declarations (collected by `decl.rs`) and the uses that instantiate
//! them. Output: instances (functions, named types and their methods) in the package, with
//! their bodies checked after the package's other functions.

use super::scope::{Entity, Scope};
use super::Checker;
use crate::diag::Diagnostic;
use crate::syntax::ast::{self, Span, TypeExprKind};
use crate::tir::types::{Sig, Term, Type, TypeId, INVALID};
use crate::tir::{self, Expr, FuncId, FuncKind, PkgId};
use std::collections::HashMap;

/// The deepest nesting of type constructors in a type argument before it counts as an
/// instantiation cycle (ordinary code stays in single digits).
const MAX_TARG_DEPTH: usize = 64;

/// A generic function declaration.
pub struct GenericFunc<'a> {
    pub decl: &'a ast::FuncDecl,
    /// The package that declares it (whose scope its instances are checked in).
    pub home: crate::tir::PkgId,
    /// The type parameters (names and their `TypeParam` types, for the generic check).
    pub names: Vec<String>,
    pub tparams: Vec<TypeId>,
    pub instances: HashMap<Vec<TypeId>, FuncId>,
}

/// A generic type declaration and the methods declared on it.
pub struct GenericType<'a> {
    pub spec: &'a ast::TypeSpec,
    /// The package that declares it.
    pub home: crate::tir::PkgId,
    pub names: Vec<String>,
    pub tparams: Vec<TypeId>,
    pub methods: Vec<&'a ast::FuncDecl>,
    pub instances: HashMap<Vec<TypeId>, TypeId>,
}

/// A body to check once the package's own functions are done: an instance's, or a generic
/// declaration's own check (`generic`).
pub struct BodyJob<'a> {
    pub decl: &'a ast::FuncDecl,
    pub func: FuncId,
    pub bindings: Vec<(String, TypeId)>,
    pub generic: bool,
}

impl<'a> Checker<'a> {
    /// Runs `f` with only the bindings' names in (local) scope: a generic declaration is
    /// checked in the package scope, wherever its instantiation was written.
    pub fn with_bindings<R>(
        &mut self,
        bindings: &[(String, TypeId)],
        f: impl FnOnce(&mut Self) -> R,
    ) -> R {
        let mut scope = Scope::default();
        for (n, t) in bindings {
            scope.names.insert(n.clone(), Entity::Type(*t));
        }
        let saved = std::mem::replace(&mut self.scopes, vec![scope]);
        let saved_iota = self.iota.take();
        let r = f(self);
        self.scopes = saved;
        self.iota = saved_iota;
        r
    }

    /// Declares the type parameters of a list as `TypeParam` types and resolves their
    /// constraints (which may mention each other).
    pub fn declare_tparams(&mut self, list: &ast::TypeParams) -> (Vec<String>, Vec<TypeId>) {
        if let Some(p) = list.params.first() {
            self.require_version(p.name.span, super::version::GENERICS, "type parameter");
        }
        let mut names = Vec::new();
        let mut tps = Vec::new();
        for p in &list.params {
            if names.contains(&p.name.name) && p.name.name != "_" {
                let n = p.name.name.clone();
                self.error(p.name.span, format!("{n} redeclared in this block"));
            }
            names.push(p.name.name.clone());
            tps.push(self.types.new_tparam(p.name.name.clone(), INVALID));
        }
        let bindings: Vec<(String, TypeId)> =
            names.iter().cloned().zip(tps.iter().copied()).collect();
        for (k, p) in list.params.iter().enumerate() {
            let c = self.with_bindings(&bindings, |c| c.constraint(&p.constraint));
            if let Some(id) = self.types.tparam_of(tps[k]) {
                self.types.tparams[id.0 as usize].constraint = c;
            }
        }
        (names, tps)
    }

    /// A constraint: an interface type, or a bare type set (`~int | ~float64`, `int`).
    fn constraint(&mut self, te: &ast::TypeExpr) -> TypeId {
        if matches!(&te.kind, TypeExprKind::Union(_)) {
            return self.interface_type(&[ast::InterfaceElem::Type(te.clone())]);
        }
        let t = self.resolve_type(te);
        if t == INVALID || self.types.is_interface(t) {
            return if t == INVALID { self.any_type() } else { t };
        }
        if self.types.tparam_of(t).is_some() {
            self.push(
                Diagnostic::error(te.span, "cannot use a type parameter as constraint")
                    .label("a type parameter")
                    .help("constrain it by an interface (`any`, `comparable`, `~int | float64`)"),
            );
            return self.any_type();
        }
        // `[T int]`: a type set of one term.
        self.interface_type(&[ast::InterfaceElem::Type(te.clone())])
    }

    /// Whether instantiating `name` (type parameters `tparams`) with `args` at `span` is part
    /// of an instantiation cycle: a type argument nested deeper than any program writes can only
    /// come from one (`type Node[T any] struct{ next *Node[[]T] }`, `f[[]T]` inside `f[T]`), which
    /// would otherwise make instances without end. Reported at the type parameter, as Go does.
    fn instantiation_cycle(
        &mut self,
        tparams: &ast::TypeParams,
        args: &[TypeId],
        name: &str,
        how: &str,
        span: Span,
    ) -> bool {
        let Some(k) = args
            .iter()
            .position(|&a| self.targ_depth(a, 0) > MAX_TARG_DEPTH)
        else {
            return false;
        };
        let at = tparams.params.get(k).map_or(span, |p| p.name.span);
        self.push(
            Diagnostic::error(
                at,
                format!("instantiation cycle: {name} is instantiated with ever larger type arguments"),
            )
            .label("this type parameter")
            .secondary(span, "instantiated with a type built from it")
            .help(format!("{name} must not {how} with a type argument that contains its type parameters inside another type")),
        );
        true
    }

    /// How deeply type constructors nest in a type argument (capped just above the limit).
    fn targ_depth(&self, t: TypeId, d: usize) -> usize {
        if d > MAX_TARG_DEPTH {
            return d;
        }
        match self.types.get(t) {
            Type::Pointer(e) | Type::Array(_, e) | Type::Slice(e) => self.targ_depth(*e, d + 1),
            Type::Map(k, v) => self.targ_depth(*k, d + 1).max(self.targ_depth(*v, d + 1)),
            Type::Named(id) => self.types.named[id.0 as usize]
                .targs
                .iter()
                .map(|&a| self.targ_depth(a, d + 1))
                .max()
                .unwrap_or(d),
            _ => d,
        }
    }

    pub fn any_type(&mut self) -> TypeId {
        self.types.intern(Type::Interface(Default::default()))
    }

    /// The interface whose methods a value of type `t` has: an interface type's own, or a
    /// type parameter's constraint.
    pub fn method_iface(&self, t: TypeId) -> Option<TypeId> {
        if self.types.is_interface(t) {
            return Some(t);
        }
        let p = self.types.tparam_of(t)?;
        Some(self.types.tparam(p).constraint)
    }

    /// Registers a generic function declaration.
    pub fn declare_generic_func(&mut self, fd: &'a ast::FuncDecl) {
        let (names, tparams) = self.declare_tparams(&fd.tparams);
        let idx = self.generic_funcs.len();
        self.generic_funcs.push(GenericFunc {
            decl: fd,
            home: self.pkg,
            names,
            tparams,
            instances: HashMap::new(),
        });
        self.declare_generic_entity(&fd.name, Entity::GenericFunc(idx));
    }

    fn declare_generic_entity(&mut self, name: &ast::Ident, e: Entity) {
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

    /// Registers a generic type declaration (its type parameters are declared when its
    /// methods and instances need them).
    pub fn declare_generic_type(&mut self, s: &'a ast::TypeSpec) {
        let idx = self.generic_types.len();
        self.generic_types.push(GenericType {
            spec: s,
            home: self.pkg,
            names: Vec::new(),
            tparams: Vec::new(),
            methods: Vec::new(),
            instances: HashMap::new(),
        });
        self.declare_generic_entity(&s.name, Entity::GenericType(idx));
    }

    /// Declares the type parameters of every generic type (after all package-level names are
    /// known, since constraints may name them).
    pub fn resolve_generic_type_params(&mut self) {
        for g in self.generic_types_from..self.generic_types.len() {
            let spec = self.generic_types[g].spec;
            let (names, tps) = self.declare_tparams(&spec.tparams);
            self.generic_types[g].names = names;
            self.generic_types[g].tparams = tps;
        }
    }

    /// A method declared on a generic type: `func (s *Stack[T]) Push(v T)`. Returns false when
    /// the receiver is not a generic type of this package.
    pub fn declare_generic_method(&mut self, fd: &'a ast::FuncDecl) -> bool {
        let Some(r) = &fd.recv else { return false };
        let Some((g, _)) = self.receiver_generic(&r.ty) else {
            return false;
        };
        self.generic_types[g].methods.push(fd);
        true
    }

    /// The generic type a receiver names, and the names it gives the type parameters.
    fn receiver_generic(&self, t: &ast::TypeExpr) -> Option<(usize, Vec<String>)> {
        let base = match &t.kind {
            TypeExprKind::Pointer(b) => b.as_ref(),
            _ => t,
        };
        let (name, args) = match &base.kind {
            TypeExprKind::Generic(b, args) => match &b.kind {
                TypeExprKind::Name(n) => (n, args.clone()),
                _ => return None,
            },
            TypeExprKind::Name(n) => (n, Vec::new()),
            _ => return None,
        };
        let Some(Entity::GenericType(g)) = self.pkg_scope.get(&name.name) else {
            return None;
        };
        let names = args
            .iter()
            .map(|a| match &a.kind {
                TypeExprKind::Name(n) => n.name.clone(),
                _ => "_".to_string(),
            })
            .collect();
        Some((*g, names))
    }

    /// `G[args]` for a generic type: its instance (made now, with its methods, if new).
    pub fn instantiate_type(&mut self, g: usize, args: Vec<TypeId>, span: Span) -> TypeId {
        if args.contains(&INVALID) {
            return INVALID;
        }
        let want = self.generic_types[g].tparams.len();
        let name = self.generic_types[g].spec.name.name.clone();
        if args.len() != want {
            let msg = if args.len() < want {
                format!(
                    "not enough type arguments for type {name}: have {}, want {want}",
                    args.len()
                )
            } else {
                format!("got {} type arguments but want {want}", args.len())
            };
            self.push(Diagnostic::error(span, msg).label("wrong number of type arguments"));
            return INVALID;
        }
        if let Some(&t) = self.generic_types[g].instances.get(&args) {
            return t;
        }
        // `type Node[T any] struct{ next *Node[[]T] }` instantiates Node with ever larger type
        // arguments, without end: Go reports an instantiation cycle; a type argument nested
        // this deep can only come from one.
        let spec = self.generic_types[g].spec;
        if self.instantiation_cycle(&spec.tparams, &args, &name, "refer to itself", span) {
            return INVALID;
        }
        // An imported generic type is instantiated in its own package's scope.
        let home = self.generic_types[g].home;
        if home != self.pkg {
            return self.in_package(home, |c| c.instantiate_type(g, args, span));
        }
        let tps = self.generic_types[g].tparams.clone();
        let names = self.generic_types[g].names.clone();
        if !self.satisfies_all(&tps, &names, &spec.tparams, &args, span) {
            return INVALID;
        }
        let t = self
            .types
            .new_named(self.pkg, name.clone(), None, spec.doc.clone());
        let Some(idx) = self.types.named_id(t) else {
            return INVALID;
        };
        self.types.named_mut(idx).targs = args.clone();
        self.generic_types[g].instances.insert(args.clone(), t);
        let concrete = !args.iter().any(|a| self.types.has_tparam(*a));
        if concrete {
            self.pkg_named.push(idx);
        }
        let bindings: Vec<(String, TypeId)> = self.generic_types[g]
            .names
            .iter()
            .cloned()
            .zip(args.iter().copied())
            .collect();
        self.instances_in_progress.push(idx);
        let u = self.with_bindings(&bindings, |c| c.resolve_type(&spec.ty));
        self.instances_in_progress.pop();
        let u = self.types.under(u);
        self.types.named_mut(idx).underlying = u;
        // The methods, with the receiver's names for the type parameters.
        let methods = self.generic_types[g].methods.clone();
        for fd in methods {
            let Some(r) = &fd.recv else { continue };
            let Some((_, names)) = self.receiver_generic(&r.ty) else {
                continue;
            };
            let binds: Vec<(String, TypeId)> =
                names.into_iter().zip(args.iter().copied()).collect();
            let recv = match &r.ty.kind {
                TypeExprKind::Pointer(_) => self.types.pointer(t),
                _ => t,
            };
            let sig = self.with_bindings(&binds, |c| c.resolve_sig(&fd.sig));
            let id = self.new_func(fd, idx, Some(recv), sig, Vec::new());
            if self
                .types
                .named(idx)
                .methods
                .iter()
                .any(|(m, _)| *m == fd.name.name)
            {
                continue;
            }
            self.types
                .named_mut(idx)
                .methods
                .push((fd.name.name.clone(), id));
            if concrete {
                self.pkg_funcs.push(id);
                self.body_jobs.push(BodyJob {
                    decl: fd,
                    func: id,
                    bindings: binds,
                    generic: false,
                });
            }
        }
        t
    }

    /// A function of the build for a declaration (an instance or a generic check's template).
    fn new_func(
        &mut self,
        fd: &'a ast::FuncDecl,
        recv_named: crate::tir::types::NamedId,
        recv: Option<TypeId>,
        sig: Sig,
        targs: Vec<TypeId>,
    ) -> FuncId {
        let mut params = Vec::new();
        if let Some(r) = recv {
            params.push(r);
            // Method sets compare signatures without the receiver.
            self.types.intern(Type::Func(sig.clone()));
        }
        params.extend(sig.params.iter().copied());
        let full = Sig {
            params,
            results: sig.results.clone(),
            variadic: sig.variadic,
        };
        let ty = self.types.intern(Type::Func(full));
        let id = FuncId(self.funcs.len() as u32);
        let kind = if recv.is_some() {
            FuncKind::Method(recv_named)
        } else {
            FuncKind::Func
        };
        self.funcs.push(tir::Func {
            pkg: self.pkg,
            name: fd.name.name.clone(),
            targs,
            kind,
            exported: super::is_exported(&fd.name.name),
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
        id
    }

    /// `F[args]` for a generic function: its instance (made now if new; its body is checked
    /// later). `None` after reporting an error.
    pub fn instantiate_func(&mut self, g: usize, args: Vec<TypeId>, span: Span) -> Option<FuncId> {
        if args.contains(&INVALID) {
            return None;
        }
        if let Some(&f) = self.generic_funcs[g].instances.get(&args) {
            return Some(f);
        }
        // `f[[]T]` inside `f[T]`: instances without end (see `instantiate_type`).
        let fd = self.generic_funcs[g].decl;
        if self.instantiation_cycle(&fd.tparams, &args, &fd.name.name, "call itself", span) {
            return None;
        }
        let home = self.generic_funcs[g].home;
        if home != self.pkg {
            return self.in_package(home, |c| c.instantiate_func(g, args, span));
        }
        let tps = self.generic_funcs[g].tparams.clone();
        let names = self.generic_funcs[g].names.clone();
        if !self.satisfies_all(&tps, &names, &fd.tparams, &args, span) {
            return None;
        }
        let bindings: Vec<(String, TypeId)> = self.generic_funcs[g]
            .names
            .iter()
            .cloned()
            .zip(args.iter().copied())
            .collect();
        let sig = self.with_bindings(&bindings, |c| c.resolve_sig(&fd.sig));
        let id = self.new_func(fd, crate::tir::types::ERROR, None, sig, args.clone());
        self.generic_funcs[g].instances.insert(args.clone(), id);
        if !args.iter().any(|a| self.types.has_tparam(*a)) {
            self.pkg_funcs.push(id);
            self.body_jobs.push(BodyJob {
                decl: fd,
                func: id,
                bindings,
                generic: false,
            });
        }
        Some(id)
    }

    /// The generic checks of every generic declaration: each function's body, each generic
    /// type's definition and methods, with the type parameters themselves as types.
    pub fn queue_generic_checks(&mut self) {
        for g in self.generic_funcs_from..self.generic_funcs.len() {
            let tps = self.generic_funcs[g].tparams.clone();
            // The template is the instance at the type parameters themselves.
            let Some(id) = self.instantiate_func(g, tps.clone(), Span::default()) else {
                continue;
            };
            let fd = self.generic_funcs[g].decl;
            let bindings = self.generic_funcs[g]
                .names
                .iter()
                .cloned()
                .zip(tps)
                .collect();
            self.body_jobs.push(BodyJob {
                decl: fd,
                func: id,
                bindings,
                generic: true,
            });
        }
        for g in self.generic_types_from..self.generic_types.len() {
            let tps = self.generic_types[g].tparams.clone();
            let span = self.generic_types[g].spec.name.span;
            let t = self.instantiate_type(g, tps.clone(), span);
            let Some(idx) = self.types.named_id(t) else {
                continue;
            };
            let methods = self.generic_types[g].methods.clone();
            for fd in methods {
                let Some(&(_, id)) = self
                    .types
                    .named(idx)
                    .methods
                    .iter()
                    .find(|(m, _)| *m == fd.name.name)
                else {
                    continue;
                };
                let Some(r) = &fd.recv else { continue };
                let Some((_, names)) = self.receiver_generic(&r.ty) else {
                    continue;
                };
                let bindings = names.into_iter().zip(tps.iter().copied()).collect();
                self.body_jobs.push(BodyJob {
                    decl: fd,
                    func: id,
                    bindings,
                    generic: true,
                });
            }
        }
    }

    /// Checks the queued bodies (instances made while checking may queue more).
    pub fn run_body_jobs(&mut self) {
        while !self.body_jobs.is_empty() {
            let job = self.body_jobs.remove(0);
            let saved = (self.generic_mode, self.instance_mode);
            self.generic_mode = job.generic;
            self.instance_mode = !job.generic;
            let saved_fctx = self.fctx.take();
            let start = self.pkg_funcs.len();
            let home = self.funcs[job.func.index()].pkg;
            self.in_package(home, |c| {
                c.with_bindings(&job.bindings, |c| c.check_func_body(job.decl, job.func))
            });
            self.fctx = saved_fctx;
            (self.generic_mode, self.instance_mode) = saved;
            if job.generic {
                // The generic check's code is never emitted: neither the body nor the function
                // literals and wrappers made while checking it (instances it asked for stay).
                self.funcs[job.func.index()].body = None;
                let made: Vec<FuncId> = self.pkg_funcs.drain(start..).collect();
                for f in made {
                    let func = &self.funcs[f.index()];
                    let generic = matches!(func.kind, FuncKind::Closure { .. })
                        || self.types.has_tparam(func.ty);
                    if generic {
                        self.funcs[f.index()].body = None;
                    } else {
                        self.pkg_funcs.push(f);
                    }
                }
            }
        }
    }

    /// Whether each type argument satisfies its parameter's constraint (reported otherwise).
    fn satisfies_all(
        &mut self,
        tps: &[TypeId],
        names: &[String],
        list: &ast::TypeParams,
        args: &[TypeId],
        span: Span,
    ) -> bool {
        // Constraints that mention the type parameters (`T Comparer[T]`, `S ~[]E`) are
        // instantiated with the type arguments first, which may be the type parameters of the
        // generic body making the call (`Extend(a, s, v)` inside another `[S ~[]E, E any]`).
        let bindings: Vec<(String, TypeId)> =
            names.iter().cloned().zip(args.iter().copied()).collect();
        let mut ok = true;
        for (k, (p, a)) in tps.iter().zip(args).enumerate() {
            let c = match list.params.get(k) {
                Some(tp) if self.types.has_tparam(self.constraint_of(*p)) => {
                    Some(self.with_bindings(&bindings, |c| c.constraint(&tp.constraint)))
                }
                _ => None,
            };
            // Reported where the instance is asked for: types as that package names them.
            let site = self.outer_pkgs.last().copied();
            if let Some(why) = self.qualified_for(site, |ch| ch.unsatisfied(*a, *p, c)) {
                self.push(Diagnostic::error(span, why).label("type argument not allowed"));
                ok = false;
            }
        }
        ok
    }

    fn constraint_of(&self, p: TypeId) -> TypeId {
        match self.types.tparam_of(p) {
            Some(tp) => self.types.tparam(tp).constraint,
            None => INVALID,
        }
    }

    /// Why type argument `a` does not satisfy the constraint of type parameter `p` (or the
    /// instantiated constraint `inst`).
    fn unsatisfied(&mut self, a: TypeId, p: TypeId, inst: Option<TypeId>) -> Option<String> {
        let tp = self.types.tparam_of(p)?;
        let c = inst.unwrap_or(self.types.tparam(tp).constraint);
        if a == p {
            return None;
        }
        let it = self.types.interface(c)?.clone();
        let (ad, cd) = (self.types.display(a), self.constraint_name(c));
        if let Some(ap) = self.types.tparam_of(a) {
            // A type parameter as argument (in a generic body): its constraint must imply
            // this one.
            let ac = self.types.tparam(ap).constraint;
            let ai = self.types.interface(ac).cloned().unwrap_or_default();
            if it.comparable && !self.types.comparable(a) {
                return Some(format!("{ad} does not satisfy {cd}"));
            }
            if let Some(terms) = &it.terms {
                let inside = ai.terms.as_ref().is_some_and(|ats| {
                    ats.iter()
                        .all(|x| terms.iter().any(|t| self.term_has(t, x.ty)))
                });
                if !inside {
                    return Some(format!("{ad} does not satisfy {cd}"));
                }
            }
            for m in &it.methods {
                if !ai
                    .methods
                    .iter()
                    .any(|x| x.name == m.name && x.sig == m.sig)
                {
                    return Some(format!(
                        "{ad} does not satisfy {cd} (missing method {})",
                        m.name
                    ));
                }
            }
            return None;
        }
        if let Some(terms) = &it.terms {
            if !terms.iter().any(|t| self.term_has(t, a)) {
                let set: Vec<String> = terms
                    .iter()
                    .map(|t| {
                        format!(
                            "{}{}",
                            if t.tilde { "~" } else { "" },
                            self.types.display(t.ty)
                        )
                    })
                    .collect();
                return Some(format!(
                    "{ad} does not satisfy {cd} ({ad} missing in {})",
                    set.join(" | ")
                ));
            }
        }
        if it.comparable && !self.strictly_comparable(a) {
            return Some(format!("{ad} does not satisfy {cd}"));
        }
        if !it.methods.is_empty() {
            let methods_only = self
                .types
                .intern(Type::Interface(crate::tir::types::Interface {
                    methods: it.methods.clone(),
                    ..Default::default()
                }));
            if let Some(why) = self.not_implemented(a, methods_only) {
                return Some(format!("{ad} does not satisfy {cd} {why}"));
            }
        }
        None
    }

    /// `f` with the types of messages qualified as package `site` (if any) names them.
    fn qualified_for<R>(&mut self, site: Option<PkgId>, f: impl FnOnce(&mut Self) -> R) -> R {
        let saved = match (&mut self.types.qualifier, site) {
            (Some((cur, _)), Some(site)) => Some(std::mem::replace(cur, site)),
            _ => None,
        };
        let r = f(self);
        if let (Some((cur, _)), Some(saved)) = (&mut self.types.qualifier, saved) {
            *cur = saved;
        }
        r
    }

    /// The constraint as Go names it in messages.
    fn constraint_name(&self, c: TypeId) -> String {
        self.types.display(c)
    }

    /// Whether term `t` (`T` or `~T`) contains type `a`.
    fn term_has(&self, t: &Term, a: TypeId) -> bool {
        if t.tilde {
            self.types.under(a) == self.types.under(t.ty)
        } else {
            a == t.ty
        }
    }

    /// Comparable in the sense of `comparable` (Go 1.20: interfaces count).
    fn strictly_comparable(&self, a: TypeId) -> bool {
        self.types.comparable(a)
    }

    /// The type arguments of a call `f(args)` of generic function `g` with the `explicit`
    /// ones given: the rest are inferred from the arguments' types (untyped constants get
    /// their default types last) and from constraints with a core type.
    /// `callee` is the function as the call writes it (`lib.F`, `F[int]`), as Go's messages
    /// name it.
    pub fn infer(
        &mut self,
        g: usize,
        explicit: &[TypeId],
        args: &[Expr],
        ellipsis: bool,
        callee: Span,
        span: Span,
    ) -> Option<Vec<TypeId>> {
        let tps = self.generic_funcs[g].tparams.clone();
        let fd = self.generic_funcs[g].decl;
        let name = self.generic_func_text(g, callee);
        if explicit.len() > tps.len() {
            self.push(
                Diagnostic::error(
                    span,
                    format!(
                        "got {} type arguments but want {}",
                        explicit.len(),
                        tps.len()
                    ),
                )
                .label("too many type arguments"),
            );
            return None;
        }
        let mut bound: Vec<Option<TypeId>> = vec![None; tps.len()];
        for (k, t) in explicit.iter().enumerate() {
            bound[k] = Some(*t);
        }
        // The parameter types, with the type parameters in them.
        let sig = match self.generic_funcs[g].instances.get(&tps) {
            Some(&f) => self.types.sig(self.funcs[f.index()].ty).cloned(),
            None => {
                let bindings: Vec<(String, TypeId)> = self.generic_funcs[g]
                    .names
                    .iter()
                    .cloned()
                    .zip(tps.iter().copied())
                    .collect();
                Some(self.with_bindings(&bindings, |c| c.resolve_sig(&fd.sig)))
            }
        }?;
        if sig.params.contains(&INVALID) || sig.results.contains(&INVALID) {
            // The declaration was reported.
            return None;
        }
        let nargs = args.len();
        let param_at = |k: usize| -> Option<TypeId> {
            // `f(xs...)` passes the slice itself.
            if sig.variadic && ellipsis && k + 1 == nargs {
                return sig.params.last().copied();
            }
            if sig.variadic && k + 1 >= sig.params.len() {
                let last = *sig.params.last()?;
                return match self.types.get(last) {
                    Type::Slice(e) => Some(*e),
                    _ => Some(last),
                };
            }
            sig.params.get(k).copied()
        };
        let mut untyped = Vec::new();
        for (k, a) in args.iter().enumerate() {
            let Some(p) = param_at(k) else { break };
            if a.ty == INVALID {
                return None;
            }
            if self.types.is_untyped(a.ty) {
                untyped.push((p, a.ty));
                continue;
            }
            if let Err((tp, have, had)) = self.unify(p, a.ty, &tps, &mut bound) {
                let n = self.types.display(tps[tp]);
                let (h, w) = (self.types.display(have), self.types.display(had));
                // The argument as the source writes it (`int16(2)`, not the folded 2).
                let text = match self.source_text(a.span) {
                    t if t.is_empty() => self.describe_short(a),
                    t => t,
                };
                self.push(
                    Diagnostic::error(
                        a.span,
                        format!(
                            "in call to {name}, type {h} of {text} does not match inferred type {w} for {n}"
                        ),
                    )
                    .label("mismatched type argument"),
                );
                return None;
            }
        }
        // Constraints with a core type: `S ~[]E` gives E from S, and `PT interface{ *T }`
        // gives PT from T.
        for _ in 0..tps.len() {
            for (k, &tp) in tps.iter().enumerate() {
                let Some(id) = self.types.tparam_of(tp) else {
                    continue;
                };
                let terms = self.types.tparam_terms(id).map(|t| t.to_vec());
                let Some([t]) = terms.as_deref() else {
                    continue;
                };
                match bound[k] {
                    Some(b) => {
                        let target = if t.tilde { self.types.under(b) } else { b };
                        let _ = self.unify(t.ty, target, &tps, &mut bound);
                    }
                    None => {
                        if let Some(s) = self.subst(t.ty, &tps, &bound) {
                            bound[k] = Some(s);
                        }
                    }
                }
            }
        }
        // Untyped constants: for a parameter still unbound, the default type of the largest
        // kind among its constants (int < rune < float).
        let rank = |c: &Checker, t: TypeId| match c.types.basic_of(t) {
            Some(crate::tir::types::Basic::UntypedRune) => 1,
            Some(crate::tir::types::Basic::UntypedFloat) => 2,
            _ => 0,
        };
        for (k, &tp) in tps.iter().enumerate() {
            if bound[k].is_some() {
                continue;
            }
            let best = untyped
                .iter()
                .filter(|(p, _)| *p == tp)
                .map(|(_, u)| *u)
                .max_by_key(|u| rank(self, *u));
            if let Some(u) = best {
                bound[k] = Some(self.default_type(u));
            }
        }
        let mut out = Vec::new();
        for (k, b) in bound.iter().enumerate() {
            match b {
                Some(t) => out.push(*t),
                None => {
                    let p = &fd.tparams.params[k].name;
                    self.push(
                        Diagnostic::error(
                            span,
                            format!("in call to {name}, cannot infer {}", p.name),
                        )
                        .label("type argument cannot be inferred")
                        .help(format!(
                            "give the type arguments explicitly: {}[...](...)",
                            base_name(&name)
                        )),
                    );
                    return None;
                }
            }
        }
        Some(out)
    }

    /// `t` with the bound type parameters replaced; `None` if one it mentions is unbound.
    fn subst(&mut self, t: TypeId, tps: &[TypeId], bound: &[Option<TypeId>]) -> Option<TypeId> {
        if let Some(k) = tps.iter().position(|p| *p == t) {
            return bound[k];
        }
        if !self.types.has_tparam(t) {
            return Some(t);
        }
        let ty = self.types.get(t).clone();
        Some(match ty {
            Type::Pointer(e) => {
                let e = self.subst(e, tps, bound)?;
                self.types.pointer(e)
            }
            Type::Slice(e) => {
                let e = self.subst(e, tps, bound)?;
                self.types.slice(e)
            }
            Type::Array(n, e) => {
                let e = self.subst(e, tps, bound)?;
                self.types.intern(Type::Array(n, e))
            }
            Type::Map(k, v) => {
                let k = self.subst(k, tps, bound)?;
                let v = self.subst(v, tps, bound)?;
                self.types.intern(Type::Map(k, v))
            }
            _ => return None,
        })
    }

    fn describe_short(&self, e: &Expr) -> String {
        let d = self.describe(e);
        d.split(" (").next().unwrap_or(&d).to_string()
    }

    /// Matches parameter type `p` (with type parameters `tps`) against argument type `a`,
    /// binding type parameters. `Err((k, a, bound))` when parameter k is bound to another type.
    fn unify(
        &self,
        p: TypeId,
        a: TypeId,
        tps: &[TypeId],
        bound: &mut [Option<TypeId>],
    ) -> Result<(), (usize, TypeId, TypeId)> {
        if let Some(k) = tps.iter().position(|t| *t == p) {
            return match bound[k] {
                None => {
                    bound[k] = Some(a);
                    Ok(())
                }
                Some(b) if b == a => Ok(()),
                Some(b) => Err((k, a, b)),
            };
        }
        if !self.types.has_tparam(p) {
            return Ok(());
        }
        // Inexact: a type parameter of the enclosing generic body (not one being inferred)
        // against a type literal goes by its core type, as Go's unification does
        // (`rotate(s[i:])` with `s S` and `S ~[]E` gives `[]E`).
        if let Some(ap) = self.types.tparam_of(a) {
            if !matches!(self.types.get(p), Type::Named(_)) {
                if let Some(core) = self.types.core_type(ap) {
                    if core != a && self.types.tparam_of(core).is_none() {
                        return self.unify(p, core, tps, bound);
                    }
                }
            }
        }
        let (pt, at) = (self.types.get(p).clone(), self.types.get(a).clone());
        match (&pt, &at) {
            (Type::Named(pi), Type::Named(ai)) => {
                let (pn, an) = (self.types.named(*pi), self.types.named(*ai));
                if pn.name == an.name && pn.pkg == an.pkg && pn.targs.len() == an.targs.len() {
                    for (x, y) in pn.targs.clone().iter().zip(an.targs.clone().iter()) {
                        self.unify(*x, *y, tps, bound)?;
                    }
                }
                Ok(())
            }
            (Type::Named(_), _) => Ok(()),
            (_, Type::Named(_)) => {
                // Inexact: a named argument against a type literal goes by its underlying type.
                let u = self.types.under(a);
                if u == a {
                    return Ok(());
                }
                self.unify(p, u, tps, bound)
            }
            (Type::Pointer(x), Type::Pointer(y)) | (Type::Slice(x), Type::Slice(y)) => {
                self.unify(*x, *y, tps, bound)
            }
            (Type::Array(n, x), Type::Array(m, y)) if n == m => self.unify(*x, *y, tps, bound),
            (Type::Map(k, v), Type::Map(l, w)) => {
                self.unify(*k, *l, tps, bound)?;
                self.unify(*v, *w, tps, bound)
            }
            (Type::Func(s), Type::Func(t)) if s.params.len() == t.params.len() => {
                for (x, y) in s.params.iter().zip(&t.params) {
                    self.unify(*x, *y, tps, bound)?;
                }
                for (x, y) in s.results.iter().zip(&t.results) {
                    self.unify(*x, *y, tps, bound)?;
                }
                Ok(())
            }
            (Type::Struct(f), Type::Struct(g)) if f.len() == g.len() => {
                for (x, y) in f.iter().zip(g) {
                    self.unify(x.ty, y.ty, tps, bound)?;
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }
}

/// A type expression as written (for messages such as `Stack[T any]`).
pub fn type_text(te: &ast::TypeExpr) -> String {
    match &te.kind {
        TypeExprKind::Name(n) => n.name.clone(),
        TypeExprKind::Qualified(p, n) => format!("{}.{}", p.name, n.name),
        TypeExprKind::Pointer(x) => format!("*{}", type_text(x)),
        TypeExprKind::Slice(x) => format!("[]{}", type_text(x)),
        TypeExprKind::Union(ts) => ts
            .iter()
            .map(|t| format!("{}{}", if t.tilde { "~" } else { "" }, type_text(&t.ty)))
            .collect::<Vec<_>>()
            .join(" | "),
        TypeExprKind::Generic(b, args) => format!(
            "{}[{}]",
            type_text(b),
            args.iter().map(type_text).collect::<Vec<_>>().join(", ")
        ),
        TypeExprKind::Interface(es) if es.is_empty() => "interface{}".into(),
        _ => "...".into(),
    }
}

impl<'a> Checker<'a> {
    /// `G[A, B]` in a type: an instance of generic type G.
    pub fn generic_type_expr(
        &mut self,
        base: &ast::TypeExpr,
        args: &[ast::TypeExpr],
        span: Span,
        indirect: bool,
    ) -> TypeId {
        let g = match &base.kind {
            TypeExprKind::Name(n) => match self.lookup_in(&n.name, Some(n.span.file())) {
                Some(Entity::GenericType(g)) => g,
                Some(Entity::Rejected) => return INVALID,
                Some(_) => {
                    let n = n.name.clone();
                    self.error(base.span, format!("{n} is not a generic type"));
                    return INVALID;
                }
                None => {
                    let n = n.name.clone();
                    self.push(
                        Diagnostic::error(base.span, format!("undefined: {n}"))
                            .label("not declared"),
                    );
                    return INVALID;
                }
            },
            // `pkg.G[A]`: a generic type of an imported package.
            TypeExprKind::Qualified(p, n) => match self.qualified(p, n) {
                Some(Entity::GenericType(g)) => g,
                None => return INVALID,
                Some(_) => {
                    let n = format!("{}.{}", p.name, n.name);
                    self.error(base.span, format!("{n} is not a generic type"));
                    return INVALID;
                }
            },
            _ => {
                self.error(base.span, "not a generic type");
                return INVALID;
            }
        };
        let targs: Vec<TypeId> = args.iter().map(|a| self.resolve_type_arg(a)).collect();
        let t = self.instantiate_type(g, targs, span);
        if let Some(idx) = self.types.named_id(t) {
            if !indirect && self.instances_in_progress.contains(&idx) {
                let spec = self.generic_types[g].spec;
                let n = spec.name.name.clone();
                self.push(
                    Diagnostic::error(
                        span,
                        format!("invalid recursive type: {n} refers to itself"),
                    )
                    .label("contained by value here")
                    .secondary(spec.name.span, "this type contains itself")
                    .help("use a pointer (*T) or a slice to refer to the same type"),
                );
                return INVALID;
            }
        }
        t
    }

    /// A type argument: any type (a constraint interface is not one).
    pub fn resolve_type_arg(&mut self, a: &ast::TypeExpr) -> TypeId {
        self.resolve_type_in_indirect(a)
    }
}

/// An expression that names a type (a type argument written where an expression is).
pub fn expr_as_type(e: &ast::Expr) -> Option<ast::TypeExpr> {
    let kind = match &e.kind {
        ast::ExprKind::Ident(n) => TypeExprKind::Name(ast::Ident {
            name: n.clone(),
            span: e.span,
        }),
        ast::ExprKind::Type(t) => return Some((**t).clone()),
        ast::ExprKind::Paren(x) => return expr_as_type(x),
        ast::ExprKind::Selector(p, n) => match &p.kind {
            ast::ExprKind::Ident(pn) => TypeExprKind::Qualified(
                ast::Ident {
                    name: pn.clone(),
                    span: p.span,
                },
                n.clone(),
            ),
            _ => return None,
        },
        ast::ExprKind::Unary(ast::UnOp::Deref, x) => {
            TypeExprKind::Pointer(Box::new(expr_as_type(x)?))
        }
        ast::ExprKind::Index(b, i) => {
            TypeExprKind::Generic(Box::new(expr_as_type(b)?), vec![expr_as_type(i)?])
        }
        ast::ExprKind::Instantiate(b, args) => {
            TypeExprKind::Generic(Box::new(expr_as_type(b)?), args.clone())
        }
        _ => return None,
    };
    Some(ast::TypeExpr { kind, span: e.span })
}

impl<'a> Checker<'a> {
    /// The generic function or type an expression names, if it names one.
    pub fn generic_entity(&mut self, e: &ast::Expr) -> Option<Entity> {
        let x = super::expr::strip_parens(e);
        if let ast::ExprKind::Selector(p, name) = &x.kind {
            // `pkg.F` of an imported package.
            let ast::ExprKind::Ident(pn) = &p.kind else {
                return None;
            };
            let p = ast::Ident {
                name: pn.clone(),
                span: p.span,
            };
            if !self.names_import(&p) {
                return None;
            }
            let found = self
                .imports
                .get(self.import_of(&p)?)?
                .exports
                .as_ref()?
                .names
                .get(&name.name)
                .cloned();
            return match found {
                Some(Entity::GenericFunc(_) | Entity::GenericType(_)) => self.qualified(&p, name),
                _ => None,
            };
        }
        let ast::ExprKind::Ident(n) = &x.kind else {
            return None;
        };
        match self.lookup(n) {
            Some(e @ (Entity::GenericFunc(_) | Entity::GenericType(_))) => Some(e),
            _ => None,
        }
    }

    /// `F[A]`, `F[A, B]` (or `G[A]` of a generic type) in an expression.
    pub fn instantiation_operand(
        &mut self,
        ent: Entity,
        args: &[ast::TypeExpr],
        span: Span,
    ) -> super::expr::Operand {
        use super::expr::Operand;
        let targs: Vec<TypeId> = args.iter().map(|a| self.resolve_type_arg(a)).collect();
        if targs.contains(&INVALID) {
            return Operand::Invalid;
        }
        match ent {
            Entity::GenericFunc(g) => Operand::GenericFunc(g, targs),
            Entity::GenericType(g) => {
                let t = self.instantiate_type(g, targs, span);
                if t == INVALID {
                    Operand::Invalid
                } else {
                    Operand::Type(t)
                }
            }
            _ => Operand::Invalid,
        }
    }

    /// Generic function `g` as the source writes it at `span` (`lib.F`, `F[int]`), or its
    /// name where the source has no text for it.
    fn generic_func_text(&self, g: usize, span: Span) -> String {
        let text = self.source_text(span);
        if text.is_empty() {
            self.generic_funcs[g].decl.name.name.clone()
        } else {
            text
        }
    }

    /// A generic function used as a value: every type argument must be given.
    pub fn generic_func_value(&mut self, g: usize, targs: Vec<TypeId>, span: Span) -> Expr {
        let want = self.generic_funcs[g].tparams.len();
        if targs.len() != want {
            // Go names the function as the source does (`lib.F`).
            let n = self.generic_func_text(g, span);
            let msg = if targs.is_empty() {
                format!("cannot use generic function {n} without instantiation")
            } else if targs.len() > want {
                format!("got {} type arguments but want {want}", targs.len())
            } else {
                format!("cannot infer {}", self.generic_funcs[g].names[targs.len()])
            };
            self.push(
                Diagnostic::error(span, msg)
                    .label("type arguments missing")
                    .help(format!(
                        "write {}[...] with every type argument",
                        base_name(&n)
                    )),
            );
            return self.invalid(span);
        }
        if self.is_conc_send_case(g) && !self.send_case_value_allowed(targs[0], span) {
            return self.invalid(span);
        }
        match self.instantiate_func(g, targs, span) {
            Some(f) => {
                let t = self.funcs[f.index()].ty;
                self.mk(t, crate::tir::ExprKind::Func(f), span)
            }
            None => self.invalid(span),
        }
    }

    /// A call of generic function g with the explicit type arguments given: the rest are
    /// inferred from the arguments.
    pub fn generic_call(
        &mut self,
        g: usize,
        explicit: Vec<TypeId>,
        func: &ast::Expr,
        args: &[ast::Expr],
        ellipsis: bool,
        span: Span,
    ) -> super::expr::Operand {
        use super::expr::Operand;
        if self.is_c_alloca(g) {
            if let Some(op) = self.c_alloca(&explicit, args, ellipsis, span) {
                return op;
            }
        }
        if self.is_c_val(g) {
            if let Some(op) = self.c_val(&explicit, args, ellipsis, span) {
                return op;
            }
        }
        let want = self.generic_funcs[g].tparams.len();
        let es: Vec<Expr> = match args {
            _ if explicit.len() == want => Vec::new(),
            // f(g()) with several results: the call spreads them.
            [a] if !ellipsis => {
                let x = self.expr_multi(a);
                match self.types.get(x.ty) {
                    Type::Tuple(ts) if ts.len() > 1 => vec![x],
                    _ => vec![self.single_value(x, a)],
                }
            }
            _ => args.iter().map(|a| self.expr(a)).collect(),
        };
        let targs = if explicit.len() == want {
            explicit
        } else {
            self.require_version(
                func.span,
                super::version::GENERICS,
                "implicit function instantiation",
            );
            // The arguments as inference sees them: the results of a spread call one by one.
            let spread: Vec<Expr> = match es.as_slice() {
                [x] => match self.types.get(x.ty).clone() {
                    Type::Tuple(ts) => (0..ts.len())
                        .map(|k| {
                            let kind = crate::tir::ExprKind::TupleField(Box::new(x.clone()), k);
                            Expr::new(ts[k], kind, x.span)
                        })
                        .collect(),
                    _ => es.clone(),
                },
                _ => es.clone(),
            };
            match self.infer(g, &explicit, &spread, ellipsis, func.span, span) {
                Some(t) => t,
                None => return Operand::Invalid,
            }
        };
        let first = targs.first().copied();
        let Some(f) = self.instantiate_func(g, targs, span) else {
            return Operand::Invalid;
        };
        let fv = {
            let t = self.funcs[f.index()].ty;
            self.mk(t, crate::tir::ExprKind::Func(f), func.span)
        };
        let op = if es.is_empty() && !args.is_empty() {
            self.call_value(fv, func, args, ellipsis, span)
        } else {
            self.call_checked(fv, func, es, args, ellipsis, span)
        };
        match first {
            Some(t) if self.is_conc_send_case(g) => self.send_case_in_frame(g, t, op),
            _ => op,
        }
    }
}

/// `F` of a function written `F[int]`.
fn base_name(text: &str) -> &str {
    text.split('[').next().unwrap_or(text)
}
