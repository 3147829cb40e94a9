use super::sites::*;
use super::summary::*;
use super::types::*;
use crate::syntax::ast::Span;
use crate::tir::methods;
use crate::tir::types::{Basic, Type, TypeId, TypeTable};
use crate::tir::EscapeHow;
use crate::tir::{Boxing, Builtin, ConvKind, Expr, ExprKind, Func, LocalId};
use std::collections::BTreeSet;

pub(super) struct Flow<'c> {
    pub(super) c: Ctx<'c>,
    pub(super) layout: &'c Layout,
    /// The sites each local may refer to, at any depth (what its value points to, and what
    /// was stored into the memory it points to).
    pub(super) holds: Vec<Sites>,
    /// The sites each local's value may point to directly (a subset of `holds`): where a
    /// store through the local writes.
    pub(super) points: Vec<Sites>,
    /// What was stored into the memory of each allocation site (its literal's elements, and
    /// every store whose targets include it): what a load from that memory gives.
    pub(super) site_contents: Vec<Sites>,
    pub(super) changed: bool,
    /// Sites that leave the function: (site, span, how).
    pub(super) escapes: Vec<(SiteId, Span, EscapeHow)>,
    /// A parameter's value stored in the memory another parameter refers to: (the first's
    /// site, the second's index), for the function's summary.
    pub(super) param_into: BTreeSet<(SiteId, usize, bool)>,
    /// With SOLOD_DEBUG_ESCAPE: notes on where parameters go, reported as diagnostics.
    pub(super) debug: Option<Vec<(Span, String)>>,
    /// A returned value may refer to memory outside the frame (`SiteKind::Static`).
    pub(super) returns_static: bool,
    /// Per result: it may hold memory this function or its callees made (not only what the
    /// arguments refer to or memory outside the frame): `Summaries::result_own`.
    pub(super) result_own: Vec<bool>,
    /// Per result: every value a `return` gives there (`fresh::fresh_results`).
    pub(super) returned: Vec<Sites>,
    /// `SiteKind::Fresh` memory that escaped otherwise than by being returned.
    pub(super) shared_fresh: Sites,
    /// In a literal: what it stores into memory its captured variables reach
    /// (`Summaries::captured_stores`).
    pub(super) captured_stores: BTreeSet<(usize, Stored)>,
    /// In a literal: what it assigns to its captured variables (`Summaries::captured_rebinds`).
    pub(super) captured_rebinds: BTreeSet<(usize, Stored)>,
    /// In a literal: the captured variables whose closures it may call
    /// (`Summaries::captured_calls`).
    pub(super) captured_calls: BTreeSet<usize>,
    /// The environment of each literal made here, field by field (`closures`).
    /// (`None`: an environment of another shape, whose fields are not known.)
    pub(super) env_fields:
        std::collections::HashMap<SiteId, Option<Vec<super::closures::EnvField>>>,
}

/// What the analysis of one function reads of the program.
#[derive(Clone, Copy)]
pub(super) struct Ctx<'c> {
    pub(super) types: &'c TypeTable,
    pub(super) funcs: &'c [Func],
    pub(super) sums: &'c Summaries,
    /// The package conc, when the build has it (its send cases copy values).
    pub(super) conc: Option<crate::tir::PkgId>,
    /// The package mem, when the build has it (its Allocator hands out what it refers to).
    pub(super) mem: Option<crate::tir::PkgId>,
    pub(super) globals: &'c [crate::tir::Global],
    /// The function is one of `Summaries::safe_literals`.
    pub(super) safe_literal: bool,
    /// The function is the program's `main`: its frame outlives everything but the process
    /// (the process ends when main returns), so what it makes outside a loop may be stored
    /// anywhere, handed to other tasks included (language.md section 3).
    pub(super) program_main: bool,
}

impl Flow<'_> {
    pub(super) fn holds_pointers(&self, t: TypeId) -> bool {
        holds_pointers(self.c.types, t, 0)
    }

    pub(super) fn site(&self, e: &Expr) -> Sites {
        self.layout
            .site_of
            .get(&(e as *const Expr))
            .map(|s| BTreeSet::from([*s]))
            .unwrap_or_default()
    }

    /// What a value read from memory of `sites` may refer to: a parameter's memory holds what
    /// the caller's argument points to (`SiteKind::ParamContents`); any other memory is taken
    /// to hold anything the pointer to it refers to.
    pub(super) fn load(&self, sites: Sites) -> Sites {
        let mut out = Sites::new();
        for s in sites {
            match self.layout.sites[s].kind {
                SiteKind::Param => {
                    let c = self.layout.param_index.get(&s);
                    out.insert(
                        c.and_then(|i| self.layout.contents_of.get(i))
                            .copied()
                            .unwrap_or(s),
                    );
                }
                // New memory of this frame holds what was stored into it (`site_contents`).
                SiteKind::Alloc { .. } | SiteKind::CMemory | SiteKind::Fresh => {
                    out.extend(self.site_contents.get(s).into_iter().flatten().copied());
                }
                SiteKind::Local(_)
                | SiteKind::ParamContents
                | SiteKind::Captured
                | SiteKind::Call(_)
                | SiteKind::CapturedValue(_)
                | SiteKind::Static => {
                    out.insert(s);
                }
            }
        }
        out
    }

    /// The value of a call of function `f`, by its summary (a fresh result included as the
    /// memory outside the frame it is to a caller that does not know it is fresh).
    pub(super) fn call_value(&self, e: &Expr, f: usize, args: &[Expr]) -> Sites {
        // An analyzed callee's summary says which arguments its results may refer to.
        let only = self.c.sums.returned(f);
        let mut s = self.call_result_of(e.ty, args, only.as_deref());
        let contents = self.c.sums.contents_returned(f);
        for (a, _) in args.iter().zip(contents).filter(|(_, r)| *r) {
            s.extend(self.contents(a));
        }
        // A C function's result may point into the C string copied for it.
        s.extend(self.site(e));
        s.extend(self.call_site(e));
        if self.c.sums.may_return_static(f) {
            s.extend(self.statics());
        }
        if !self.c.sums.constructs(f) {
            if let Some(fresh) = self.fresh_value(e, args) {
                return fresh;
            }
        }
        if let Some((vars, all)) = self.closure_call(None, args) {
            let all = match only {
                // An analyzed callee's summary already says which arguments its
                // results may refer to (calling a closure it was given included): a
                // closure made here adds only this frame's memory it captured.
                Some(_) => self.closure_memory(&vars, &all),
                None => all,
            };
            s.extend(self.fitting(&all, e.ty));
        }
        s
    }

    /// Result `i` of a call `e` of a constructor (`fresh`), given the call's value `plain`:
    /// the call's Fresh memory, and what `plain` refers to besides the callee's result stack
    /// and memory outside every frame (unless the fresh memory may hold such: `fresh_static`).
    pub(super) fn fresh_call(&self, e: &Expr, i: usize, plain: &Sites) -> Option<Sites> {
        let ExprKind::Call(f, _) = &e.kind else {
            return None;
        };
        if !self.c.sums.is_fresh(f.index(), i) {
            return None;
        }
        let fresh = self
            .site(e)
            .into_iter()
            .find(|s| self.layout.sites[*s].kind == SiteKind::Fresh)?;
        let keep_static = self
            .c
            .sums
            .fresh_static
            .get(f.index())
            .copied()
            .unwrap_or(true);
        let call = self.call_site(e);
        let mut out: Sites = plain
            .iter()
            .copied()
            .filter(|s| !call.contains(s))
            .filter(|s| keep_static || *s != self.layout.static_site)
            .collect();
        out.insert(fresh);
        Some(out)
    }

    /// The methods an interface method call may run (`None`: not an interface's method).
    pub(super) fn method_callees(&self, recv: &Expr, m: usize) -> Option<Vec<usize>> {
        let Type::Interface(i) = self.c.types.under_type(recv.ty) else {
            return None;
        };
        let method = i.methods.get(m)?;
        Some(self.c.sums.by_method(&self.c, &method.name, method.sig))
    }

    /// What result `i` of the call `e` may refer to: the call's value, less the callee's
    /// result-stack memory when its summary says that result never holds any
    /// (`f, err := os.Create(name)`: only the error refers to memory Create made).
    pub(super) fn result_value(&self, e: &Expr, i: usize) -> Sites {
        let ExprKind::Call(f, args) = &e.kind else {
            let mut v = self.value(e);
            // Only the first result of an allocating method is the new memory.
            if i > 0 && matches!(e.kind, ExprKind::IfaceCall(..)) {
                for s in self.site(e) {
                    v.remove(&s);
                }
            }
            return v;
        };
        if !self.holds_pointers(e.ty) {
            return Sites::new();
        }
        let mut v = self.call_value(e, f.index(), args);
        if let Some(fresh) = self.fresh_call(e, i, &v) {
            return fresh;
        }
        // Another result's fresh memory is not this one's.
        if self.c.sums.constructs(f.index()) {
            let fresh = self.site(e);
            v.retain(|s| !fresh.contains(s));
        }
        if !self.c.sums.result_may_own(f.index(), i) {
            for s in self.call_site(e) {
                v.remove(&s);
            }
        }
        v
    }

    /// The value of a call of one of mem's allocating functions (`SiteKind::Fresh`): the new
    /// memory; the frame memory the allocator hands out of (a buffer under an Arena); and a
    /// slice given to Realloc, which may come back. Not the allocator's own memory, memory
    /// outside the frame or the result stack (these functions return none): what the
    /// allocator gives is no one else's yet.
    fn fresh_value(&self, e: &Expr, args: &[Expr]) -> Option<Sites> {
        let mut s = self.site(e);
        if !s
            .iter()
            .any(|x| self.layout.sites[*x].kind == SiteKind::Fresh)
        {
            return None;
        }
        for a in args {
            if !self.is_allocator(a.ty) {
                s.extend(self.value(a));
                continue;
            }
            for x in self.value(a) {
                match self.layout.sites[x].kind {
                    SiteKind::Local(l) => {
                        s.extend(
                            self.holds
                                .get(l.index())
                                .into_iter()
                                .flatten()
                                .copied()
                                .filter(|h| self.layout.sites[*h].kind.is_own()),
                        );
                        if self.may_hand_out_own(l) {
                            s.insert(x);
                        }
                    }
                    k if k.is_own() => {
                        s.insert(x);
                    }
                    _ => {}
                }
            }
        }
        Some(s)
    }

    /// Whether an allocator held in local `l` may hand out its own memory (a buffer inside
    /// it): mem's own allocators (an Arena, a Tracker) hand out only what they refer to.
    fn may_hand_out_own(&self, l: LocalId) -> bool {
        let mem_type = |t: TypeId| match self.c.types.get(t) {
            Type::Named(n) => Some(self.c.types.named(*n).pkg) == self.c.mem,
            _ => false,
        };
        !self
            .layout
            .local_ty
            .get(l.index())
            .is_some_and(|t| mem_type(*t))
    }

    /// Whether `t` is mem.Allocator.
    fn is_allocator(&self, t: TypeId) -> bool {
        is_mem_allocator(self.c.types, self.c.mem, t)
    }

    /// Memory outside this frame that no parameter names (`SiteKind::Static`).
    pub(super) fn statics(&self) -> Sites {
        BTreeSet::from([self.layout.static_site])
    }

    /// The site of a call's result (`SiteKind::Call`).
    pub(super) fn call_site(&self, e: &Expr) -> Sites {
        self.layout
            .call_site_of
            .get(&(e as *const Expr))
            .map(|s| BTreeSet::from([*s]))
            .unwrap_or_default()
    }

    /// The frame memory whose address the location `x` is.
    pub(super) fn addr(&self, x: &Expr) -> Sites {
        match &x.kind {
            ExprKind::Field(y, ..) => self.addr(y),
            ExprKind::Index(_, y, _) => match self.c.types.under_type(y.ty) {
                Type::Array(..) => self.addr(y),
                _ => self.value(y),
            },
            ExprKind::Deref(p, _) => self.value(p),
            ExprKind::Global(_) => self.statics(),
            // A variable a literal captured is the enclosing function's memory.
            ExprKind::Local(id) => self
                .layout
                .captured_addr
                .get(id)
                .map(|s| BTreeSet::from([*s]))
                .unwrap_or_default(),
            _ => Sites::new(),
        }
    }

    /// The frame memory the value of `e` may refer to.
    pub(super) fn value(&self, e: &Expr) -> Sites {
        if !self.holds_pointers(e.ty) {
            return Sites::new();
        }
        match &e.kind {
            ExprKind::Local(id) => self.holds.get(id.index()).cloned().unwrap_or_default(),
            // A package-level variable holds only memory that outlives every frame; the value of
            // a C expression (`c.Val`) is memory of this frame (`Scan::c_value`).
            ExprKind::Global(_) => {
                let s = self.site(e);
                if s.is_empty() {
                    self.statics()
                } else {
                    s
                }
            }
            ExprKind::AddrOf(x) => {
                let s = self.site(e);
                if s.is_empty() {
                    self.addr(x)
                } else {
                    s
                }
            }
            // New memory, which holds what the literal refers to.
            ExprKind::AddrOfLit(_, lit) => {
                let mut s = self.site(e);
                s.extend(self.value(lit));
                s
            }
            ExprKind::Make(..) | ExprKind::New(_) | ExprKind::Concat(..) => self.site(e),
            // New memory, which holds what its elements refer to.
            ExprKind::SliceLit(_, _, vs) => {
                let mut s = self.site(e);
                s.extend(vs.iter().flat_map(|(_, v)| self.value(v)));
                s
            }
            // A literal that captures nothing is a plain function: it refers to no memory.
            ExprKind::Closure(_, None) => Sites::new(),
            ExprKind::Closure(_, Some(env)) | ExprKind::MethodValue(_, env) => self.value(env),
            // `append` never grows (language.md): the result is its first argument's memory,
            // which holds what was appended (`Flow::builtin_stores` stores the elements).
            ExprKind::Builtin(Builtin::Append | Builtin::AppendSlice, args) => {
                args.first().map(|a| self.value(a)).unwrap_or_default()
            }
            ExprKind::Convert(kind, _, x) => match kind {
                ConvKind::Same
                | ConvKind::Cast
                | ConvKind::Layout
                | ConvKind::SliceToArrayPtr(_) => self.value(x),
                ConvKind::SliceToArray(_) => Sites::new(),
                _ => self.site(e),
            },
            ExprKind::SliceExpr { x, .. } => match self.c.types.under_type(x.ty) {
                Type::Array(..) => {
                    let s = self.site(e);
                    if s.is_empty() {
                        self.addr(x)
                    } else {
                        s
                    }
                }
                _ => self.value(x),
            },
            ExprKind::Field(x, ..) | ExprKind::CheckNil(x) => self.value(x),
            ExprKind::TupleField(x, i) => self.result_value(x, *i),
            ExprKind::Index(_, x, _) => match self.c.types.under_type(x.ty) {
                Type::Array(..) => self.value(x),
                _ => self.load(self.value(x)),
            },
            ExprKind::Deref(x, _) => self.load(self.value(x)),
            // unsafe's views of memory point where their first argument does, whatever their
            // types (`unsafe.String(unsafe.SliceData(buf), n)` is buf's bytes).
            ExprKind::Builtin(
                Builtin::UnsafeAdd
                | Builtin::UnsafeSlice
                | Builtin::UnsafeString
                | Builtin::UnsafeStringData
                | Builtin::UnsafeSliceData,
                args,
            ) => args.first().map(|a| self.value(a)).unwrap_or_default(),
            ExprKind::Builtin(_, args) => self.call_result(e.ty, args),
            ExprKind::Call(f, args) => {
                let plain = self.call_value(e, f.index(), args);
                self.fresh_call(e, 0, &plain).unwrap_or(plain)
            }
            ExprKind::CallValue(f, args) => {
                let mut s = self.call_result(e.ty, args);
                s.extend(self.call_site(e));
                s.extend(self.statics());
                // What the func value captured or its receiver: `f := in.Addr; return f()`
                // returns memory of `in` (and a closure's result its captured variables').
                for site in self.value(f) {
                    if self.layout.sealed_envs.contains(&site) {
                        s.extend(self.load(Sites::from([site])));
                    } else {
                        s.insert(site);
                    }
                }
                if let Some((_, all)) = self.closure_call(Some(f), args) {
                    s.extend(self.fitting(&all, e.ty));
                }
                s
            }
            ExprKind::StructLit(vs) => vs.iter().flat_map(|(_, v)| self.value(v)).collect(),
            ExprKind::ArrayLit(vs) => vs.iter().flat_map(|(_, v)| self.value(v)).collect(),
            ExprKind::Let(_, _, body) => self.value(body),
            ExprKind::Seq(_, x) => self.value(x),
            ExprKind::ToIface(boxing, x) => {
                let mut out = self.value(x);
                if matches!(boxing, Boxing::Alloc(_)) {
                    out.extend(self.site(e));
                }
                out
            }
            ExprKind::IfaceConv(x) | ExprKind::TypeAssert(_, _, x) => self.value(x),
            ExprKind::IfaceCall(recv, m, args) => {
                let mut all = vec![(**recv).clone()];
                all.extend(args.iter().cloned());
                // Only what some method that may run returns of its arguments.
                let callees = self.method_callees(recv, *m);
                let only = callees
                    .as_ref()
                    .and_then(|fs| self.c.sums.returned_by_any(fs));
                let mut s = self.call_result_of(e.ty, &all, only.as_deref());
                for f in callees.iter().flatten() {
                    let contents = self.c.sums.contents_returned(*f);
                    for (a, _) in all.iter().zip(contents).filter(|(_, r)| *r) {
                        s.extend(self.contents(a));
                    }
                }
                s.extend(self.call_site(e));
                // New memory from an allocator (`Scan::allocates`): no one else's yet, as
                // `fresh_value` says of mem's allocating functions.
                let fresh = self.site(e);
                if !fresh.is_empty() {
                    s.retain(|x| {
                        !matches!(
                            self.layout.sites[*x].kind,
                            SiteKind::Call(_) | SiteKind::Static
                        )
                    });
                    s.extend(fresh);
                    return s;
                }
                s.extend(self.statics());
                s
            }
            ExprKind::TypeIs(..) => Sites::new(),
            ExprKind::MakeMap(..) => self.site(e),
            // A map in an allocator's memory.
            ExprKind::MakeMapIn(..) => self.statics(),
            // A map refers to its own memory and to what its keys and values refer to.
            ExprKind::MapLit(_, entries) => {
                let mut out = self.site(e);
                for (k, v) in entries {
                    out.extend(self.value(k));
                    out.extend(self.value(v));
                }
                out
            }
            ExprKind::MapIndex(m, _) | ExprKind::MapLookup(m, _) => self.load(self.value(m)),
            ExprKind::MapFind(m, _) | ExprKind::MapSlot(m, _) => self.value(m),
            ExprKind::LoadOrZero(p) => self.load(self.value(p)),
            ExprKind::Const(..)
            | ExprKind::Nil
            | ExprKind::Zero
            | ExprKind::Func(_)
            | ExprKind::PtrMethod(_)
            | ExprKind::Unary(..)
            | ExprKind::Binary(..)
            | ExprKind::Compare(..) => Sites::new(),
        }
    }

    /// A call's result may refer to frame memory only through an argument that can reach a
    /// value of a type the result holds.
    /// The sites the result of a call may refer to, given its arguments: a site whose memory
    /// has a known layout (a variable, new memory of a pointer or slice type, string bytes)
    /// when the result can point into that memory (`reaches_memory`); any other site when
    /// the argument and the result share a pointer-carrying type, or either is an interface.
    pub(super) fn call_result(&self, result: TypeId, args: &[Expr]) -> Sites {
        self.call_result_of(result, args, None)
    }

    /// `call_result`, counting only the arguments `only` marks (all of them for `None`).
    pub(super) fn call_result_of(
        &self,
        result: TypeId,
        args: &[Expr],
        only: Option<&[bool]>,
    ) -> Sites {
        let mut want = Vec::new();
        self.leaves(result, &mut want, 0);
        // An interface may hold a value of any type, an unsafe.Pointer point to anything, a
        // func value's environment refer to anything.
        let iface = |ts: &[TypeId]| {
            ts.iter().any(|t| {
                self.c.types.is_interface(*t)
                    || self.c.types.basic_of(*t) == Some(Basic::UnsafePointer)
                    || matches!(self.c.types.under_type(*t), Type::Func(_))
            })
        };
        let mut out = Sites::new();
        let makes_allocator = self.is_allocator(result);
        for (k, a) in args.iter().enumerate() {
            // What an allocator argument refers to may come back as memory it allocated,
            // whatever the callee's summary says of the argument itself.
            if only.is_some_and(|m| !m.get(k).copied().unwrap_or(true)) && !self.is_allocator(a.ty)
            {
                continue;
            }
            let v = self.value(a);
            if v.is_empty() {
                continue;
            }
            // An allocator hands out memory it refers to at any depth, as bytes of any type
            // (mem.NewArena over a buffer): what is made from it or allocated through it may
            // be any of that memory.
            if makes_allocator || self.is_allocator(a.ty) {
                let allocating = !makes_allocator;
                for s in &v {
                    let SiteKind::Local(x) = self.layout.sites[*s].kind else {
                        out.insert(*s);
                        continue;
                    };
                    out.extend(self.holds.get(x.index()).into_iter().flatten().copied());
                    if !allocating || self.may_hand_out_own(x) {
                        out.insert(*s);
                    }
                }
                continue;
            }
            let mut have = Vec::new();
            self.leaves(a.ty, &mut have, 0);
            // An interface may hold a value of any type.
            let fits = have.iter().any(|t| want.contains(t))
                || iface(&have)
                || iface(&want)
                || (want.iter().any(|t| self.is_string(*t)) && self.byte_memory(&have));
            // Through an unsafe.Pointer the result may point anywhere the argument did.
            let unsafe_arg = have
                .iter()
                .any(|t| self.c.types.basic_of(*t) == Some(Basic::UnsafePointer));
            for s in v {
                if unsafe_arg || self.reaches_memory(s, &want).unwrap_or(fits) {
                    out.insert(s);
                }
            }
        }
        out
    }

    /// Whether a value whose pointer-carrying parts are `want` (see `leaves`) can point into
    /// the memory of site `s`, when its layout is known (`None` otherwise). Only a pointer to
    /// the memory's type or to a type stored inline in it (a field, an array element), a slice
    /// of such elements, or an interface that such a pointer implements can; string bytes
    /// only a string or an interface value holding one (Go cannot make a string point
    /// elsewhere without unsafe).
    pub(super) fn reaches_memory(&self, s: SiteId, want: &[TypeId]) -> Option<bool> {
        let site = &self.layout.sites[s];
        if matches!(
            site.kind,
            SiteKind::Param
                | SiteKind::ParamContents
                | SiteKind::Captured
                | SiteKind::CapturedValue(_)
                | SiteKind::Call(_)
                | SiteKind::Static
        ) {
            return None;
        }
        let types = self.c.types;
        let mut inner = Vec::new();
        match types.get(types.under(site.ty)).clone() {
            Type::Pointer(x) => inline_types(types, x, &mut inner, 0),
            Type::Slice(e) => inline_types(types, e, &mut inner, 0),
            Type::Basic(b) if b.is_string() => {
                // A string, or an interface value (or type parameter) that may hold one or a
                // struct with one.
                return Some(want.iter().any(|w| {
                    self.is_string(*w)
                        || matches!(
                            types.get(*w),
                            Type::Interface(_)
                                | Type::TypeParam(_)
                                | Type::Basic(Basic::UnsafePointer)
                        )
                }));
            }
            _ => return None,
        }
        Some(want.iter().any(|w| {
            match types.get(*w).clone() {
                // A string may view bytes of an array or slice through unsafe
                // (`unsafe.String(unsafe.SliceData(buf), n)`, as fmt.Sprintf(buf, ...) returns).
                Type::Basic(b) if b.is_string() => inner
                    .iter()
                    .any(|u| types.basic_of(*u) == Some(Basic::Uint8)),
                Type::Pointer(p) => inner.contains(&p),
                Type::Slice(e) => inner.contains(&e),
                Type::TypeParam(_) | Type::Func(_) => true,
                Type::Basic(Basic::UnsafePointer) => true,
                Type::Interface(i) if i.methods.is_empty() => true,
                Type::Interface(_) => inner.iter().any(|u| {
                    let funcs = self.c.funcs;
                    methods::implements(types, funcs, *u, *w).is_ok()
                        || types
                            .lookup(&Type::Pointer(*u))
                            .is_some_and(|pu| methods::implements(types, funcs, pu, *w).is_ok())
                }),
                _ => false,
            }
        }))
    }

    /// Whether one of `ts` is a slice of bytes or a pointer to one: memory a string may view
    /// through unsafe (`unsafe.String(unsafe.SliceData(buf), n)`).
    pub(super) fn byte_memory(&self, ts: &[TypeId]) -> bool {
        ts.iter().any(|t| match self.c.types.under_type(*t) {
            Type::Slice(e) | Type::Pointer(e) => self.c.types.basic_of(*e) == Some(Basic::Uint8),
            _ => false,
        })
    }

    pub(super) fn is_string(&self, t: TypeId) -> bool {
        matches!(self.c.types.under_type(t), Type::Basic(b) if b.is_string())
    }

    /// Pointer-carrying types reachable from `t` (strings, slices, pointers).
    pub(super) fn leaves(&self, t: TypeId, out: &mut Vec<TypeId>, d: usize) {
        if d > 8 || out.contains(&t) {
            return;
        }
        let u = self.c.types.under(t);
        match self.c.types.get(u).clone() {
            Type::Basic(b) if b.is_string() || b == Basic::UnsafePointer => out.push(u),
            Type::Pointer(e) | Type::Slice(e) => {
                out.push(u);
                self.leaves(e, out, d + 1);
            }
            Type::Array(_, e) => self.leaves(e, out, d + 1),
            Type::Struct(fs) => {
                for f in fs {
                    self.leaves(f.ty, out, d + 1);
                }
            }
            Type::Tuple(ts) => {
                for x in ts {
                    self.leaves(x, out, d + 1);
                }
            }
            // A func value refers to its environment, which may refer to anything.
            Type::Interface(_) | Type::TypeParam(_) | Type::Func(_) => out.push(u),
            Type::Map(k, v) => {
                out.push(u);
                self.leaves(k, out, d + 1);
                self.leaves(v, out, d + 1);
            }
            Type::Basic(_) | Type::Named(_) => {}
        }
    }

    /// Whether a value of type `t` may hold a func value (a closure).
    pub(super) fn may_hold_func(&self, t: TypeId, d: usize) -> bool {
        if d > 20 {
            return true;
        }
        match self.c.types.under_type(t) {
            // An interface value may hold a func value (or a struct with one).
            Type::Func(_) | Type::Named(_) | Type::Interface(_) | Type::TypeParam(_) => true,
            Type::Basic(_) => false,
            Type::Pointer(e) | Type::Slice(e) | Type::Array(_, e) => self.may_hold_func(*e, d + 1),
            Type::Struct(fs) => fs.iter().any(|f| self.may_hold_func(f.ty, d + 1)),
            Type::Tuple(ts) => ts.iter().any(|x| self.may_hold_func(*x, d + 1)),
            Type::Map(k, v) => self.may_hold_func(*k, d + 1) || self.may_hold_func(*v, d + 1),
        }
    }

    /// The sites whose memory a value of type `t` can refer to: values of the site's type
    /// reachable from `t`, or anything through a func value (a closure captures anything).
    pub(super) fn fitting(&self, sites: &Sites, t: TypeId) -> Sites {
        if !self.holds_pointers(t) {
            return Sites::new();
        }
        // Through a closure a value may refer to whatever the closure captured, directly or
        // through its environment: every site. (`n, err := f(&local); return n, err` then
        // keeps `local` alive with the result: it lives on the result stack.)
        if self.may_hold_func(t, 0) {
            return sites.clone();
        }
        let mut want = Vec::new();
        self.leaves(t, &mut want, 0);
        sites
            .iter()
            .copied()
            .filter(|s| {
                let site = &self.layout.sites[*s];
                let mut have = Vec::new();
                // Memory outside the frame may be anything's.
                if site.kind == SiteKind::Static {
                    return true;
                }
                // A parameter or a call's result is a value of its type, not memory of it.
                if matches!(
                    site.kind,
                    SiteKind::Param
                        | SiteKind::ParamContents
                        | SiteKind::Captured
                        | SiteKind::CapturedValue(_)
                        | SiteKind::Call(_)
                ) {
                    self.leaves(site.ty, &mut have, 0);
                } else {
                    have.push(self.c.types.under(site.ty));
                }
                have.iter().any(|h| want.contains(h))
            })
            .collect()
    }
}
