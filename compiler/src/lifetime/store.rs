use super::flow::*;
use super::scan::*;
use super::sites::*;
use crate::syntax::ast::Span;
use crate::tir::types::Type;
use crate::tir::visit::{walk_expr, Visitor};
use crate::tir::EscapeHow;
use crate::tir::{Builtin, Capture, Expr, ExprKind, LocalId, LocalKind, Stmt, StmtKind, Values};
use std::collections::BTreeSet;

impl Flow<'_> {
    /// Local `id` is given a value that may refer to `sites`.
    pub(super) fn mark(&mut self, id: LocalId, sites: &Sites) {
        self.mark_contents(id, sites);
        if let Some(h) = self.points.get_mut(id.index()) {
            for s in sites {
                if h.insert(*s) {
                    self.changed = true;
                }
            }
        }
    }

    /// The memory of allocation site `t` is given a value that may refer to `sites`.
    pub(super) fn fill(&mut self, t: SiteId, sites: &Sites) {
        if let Some(c) = self.site_contents.get_mut(t) {
            for s in sites {
                if c.insert(*s) {
                    self.changed = true;
                }
            }
        }
    }

    /// A literal's memory holds what its elements refer to.
    fn literal_contents(&mut self, x: &Expr) {
        let Some(&t) = self.site(x).iter().next() else {
            return;
        };
        let held: Sites = match &x.kind {
            ExprKind::SliceLit(_, _, vs) => vs.iter().flat_map(|(_, v)| self.value(v)).collect(),
            ExprKind::AddrOfLit(_, lit) => self.value(lit),
            ExprKind::MapLit(_, entries) => entries
                .iter()
                .flat_map(|(k, v)| self.value(k).into_iter().chain(self.value(v)))
                .collect(),
            ExprKind::ToIface(_, inner) => self.value(inner),
            _ => return,
        };
        self.fill(t, &held);
    }

    /// Local `id` is given a value that may refer to `sites` at any depth and points to
    /// `direct` (`Flow::pointee` of the value).
    fn mark_split(&mut self, id: LocalId, sites: &Sites, direct: &Sites) {
        self.mark_contents(id, sites);
        if let Some(h) = self.points.get_mut(id.index()) {
            for s in direct {
                if h.insert(*s) {
                    self.changed = true;
                }
            }
        }
    }

    /// Whether local `id` is a variable a function literal captured.
    fn is_captured(&self, id: LocalId) -> bool {
        self.layout
            .captured
            .get(id.index())
            .copied()
            .unwrap_or(false)
    }

    /// The memory local `id` points to is given a value that may refer to `sites`.
    pub(super) fn mark_contents(&mut self, id: LocalId, sites: &Sites) {
        if let Some(h) = self.holds.get_mut(id.index()) {
            for s in sites {
                if h.insert(*s) {
                    self.changed = true;
                }
            }
        }
    }

    /// The sites of the memory a store through `p` writes into, when they are known exactly
    /// (`p` is a local or a part of one held inline): its direct targets. `None` when `p` is
    /// read from other memory, whose contents are known only with what lies deeper.
    pub(super) fn pointee(&self, p: &Expr) -> Option<Sites> {
        match &p.kind {
            ExprKind::Local(id) => Some(self.points.get(id.index()).cloned().unwrap_or_default()),
            ExprKind::CheckNil(x) => self.pointee(x),
            ExprKind::Field(x, ..)
                if !matches!(self.c.types.under_type(x.ty), Type::Pointer(_)) =>
            {
                self.pointee(x)
            }
            ExprKind::Index(_, x, _)
                if matches!(self.c.types.under_type(x.ty), Type::Array(..)) =>
            {
                self.pointee(x)
            }
            ExprKind::SliceExpr { x, .. }
                if !matches!(self.c.types.under_type(x.ty), Type::Array(..)) =>
            {
                self.pointee(x)
            }
            ExprKind::AddrOf(x) if place_root(x).is_some() => Some(self.value(p)),
            ExprKind::AddrOfLit(..) | ExprKind::SliceLit(..) => Some(self.value(p)),
            ExprKind::Global(_) => Some(self.statics()),
            // `append` never grows (language.md): its result is its first argument's memory.
            ExprKind::Builtin(Builtin::Append | Builtin::AppendSlice, args) => {
                args.first().and_then(|a| self.pointee(a))
            }
            _ => None,
        }
    }

    pub(super) fn escape(&mut self, sites: &Sites, span: Span, how: EscapeHow) {
        // New allocator memory is not the frame's: where it goes, what it holds goes.
        let (plain, fresh) = self.unwrap_fresh(sites);
        if how != EscapeHow::Returned {
            self.shared_fresh.extend(fresh);
        } else if !fresh.is_empty() && !self.returns_static {
            // The caller gets memory outside its frame.
            self.returns_static = true;
            self.changed = true;
        }
        let sites = &plain;
        for s in sites {
            // Memory that outlives every frame may go anywhere.
            if matches!(
                self.layout.sites[*s].kind,
                SiteKind::Static | SiteKind::CMemory
            ) {
                continue;
            }
            // The enclosing function's memory, inside a literal: it may be returned or stored
            // in the enclosing function's variables, not where it would outlive that function.
            if self.layout.sites[*s].kind == SiteKind::Captured
                && matches!(
                    how,
                    EscapeHow::Returned | EscapeHow::Captured | EscapeHow::CapturedMemory
                )
            {
                continue;
            }
            if !self.escapes.iter().any(|(x, sp, _)| x == s && *sp == span) {
                self.escapes.push((*s, span, how));
                self.changed = true;
            }
        }
    }

    /// A store of a value that may refer to `sites` into the location `l`.
    pub(super) fn store(&mut self, l: &Expr, sites: &Sites, span: Span) {
        // The map keeps the key too.
        if let ExprKind::MapIndex(m, k) = &l.kind {
            let key = self.value(k);
            if !key.is_empty() {
                self.store_through(m, &key, k.span);
            }
            if !sites.is_empty() {
                self.store_through(m, sites, span);
            }
            return;
        }
        if sites.is_empty() {
            return;
        }
        match &l.kind {
            ExprKind::Local(id) if self.is_captured(*id) => {
                self.note_rebind(*id, sites);
                self.escape(sites, span, EscapeHow::Captured)
            }
            ExprKind::Local(id) => self.mark(*id, sites),
            ExprKind::Global(_) => self.escape(sites, span, EscapeHow::Global),
            ExprKind::Field(x, ..) => self.store(x, sites, span),
            ExprKind::Index(_, x, _) => match self.c.types.under_type(x.ty) {
                Type::Array(..) => self.store(x, sites, span),
                _ => self.store_through(x, sites, span),
            },
            ExprKind::Deref(p, _) => self.store_through(p, sites, span),
            // The checker makes no other location; were one made, where it is is not known,
            // and unknown memory outlives the frame.
            _ => self.escape(sites, span, EscapeHow::Outlives),
        }
    }

    /// What a store through `p` writes into: the sites of the memory `p` refers to (`reach`:
    /// also the memory reachable from it, for a callee that may store at any depth).
    fn targets(&self, p: &Expr, reach: bool) -> Sites {
        let t = self.value(p);
        if !reach {
            return t;
        }
        // Memory a local refers to is reached through its address, and so is what the local's
        // own memory holds (`st.Push(&v)` stores into what `st.items` refers to).
        let root = root_local(p).and_then(|id| self.holds.get(id.index()));
        self.through_locals(t.into_iter().chain(root.into_iter().flatten().copied()))
    }

    /// A store into the memory a pointer or slice `p` refers to.
    pub(super) fn store_through(&mut self, p: &Expr, sites: &Sites, span: Span) {
        self.store_through_as(p, sites, span, EscapeHow::Outlives, false)
    }

    /// A store of a value that may refer to `sites` into the memory `p` refers to (`reach`: or
    /// memory reachable from it). The store is safe only into this frame's own memory (then
    /// whatever refers to that memory refers to the value too); into a parameter's memory it
    /// is the summary's (`param_into`) for the frame's callers to check, and an escape for
    /// this frame's memory; into any other memory (a package-level variable's, what a call
    /// returned, memory not known at all) it is an escape, `outlives` says how.
    pub(super) fn store_through_as(
        &mut self,
        p: &Expr,
        sites: &Sites,
        span: Span,
        outlives: EscapeHow,
        reach: bool,
    ) {
        if sites.is_empty() {
            return;
        }
        let exact = if reach { None } else { self.pointee(p) };
        let direct = exact.is_some();
        let targets = match exact {
            Some(t) => t,
            None => self.targets(p, reach),
        };
        let captured = root_local(p).is_some_and(|id| self.is_captured(id));
        let how = if captured {
            EscapeHow::CapturedMemory
        } else {
            outlives
        };
        // Memory reached by converting an unsafe.Pointer is the program's responsibility, as
        // in C (language.md section 4): such a store is followed, but never an escape.
        let how = (!through_unsafe(p, self.c.types)).then_some(how);
        self.store_into_targets(root_local(p), &targets, sites, span, how, direct);
    }

    /// A store of a value that may refer to `sites` into memory that a method value's
    /// environment reaches (`targets`; `deep`: and what they refer to, at any depth).
    pub(super) fn store_into_sites(
        &mut self,
        targets: &Sites,
        sites: &Sites,
        span: Span,
        deep: bool,
    ) {
        if sites.is_empty() {
            return;
        }
        let t = if deep {
            self.through_locals(targets.iter().copied())
        } else {
            targets.clone()
        };
        let how = Some(EscapeHow::PassedOutlives);
        self.store_into_targets(None, &t, sites, span, how, false);
    }

    /// A store of `sites` into the memory of `targets` (`root`: the local the store goes
    /// through): into own memory it marks, into a parameter's it is the summary's, anywhere
    /// else an escape (`how`; none when the store is the program's responsibility).
    pub(super) fn store_into_targets(
        &mut self,
        root: Option<LocalId>,
        targets: &Sites,
        sites: &Sites,
        span: Span,
        how: Option<EscapeHow>,
        direct: bool,
    ) {
        let kinds: Vec<SiteKind> = targets.iter().map(|t| self.layout.sites[*t].kind).collect();
        // New allocator memory takes what is stored in it along wherever it goes (`escape`).
        let held = |k: &SiteKind| k.is_own() || *k == SiteKind::Fresh;
        let own = kinds.iter().any(held);
        let param = |k: &SiteKind| matches!(k, SiteKind::Param | SiteKind::ParamContents);
        let into_param = kinds.iter().any(param);
        // Nothing known of the memory (no site at all) is memory outside the frame.
        let elsewhere = targets.is_empty() || kinds.iter().any(|k| !held(k) && !param(k));
        if own {
            self.store_into_own(root, targets, sites);
        }
        // New allocator memory stored into a parameter's memory takes along what it holds:
        // where that goes is the summary's as well.
        let unwrapped = self.through_fresh(sites);
        if how == Some(EscapeHow::CapturedMemory) {
            self.note_captured_stores(targets, &unwrapped);
        }
        if into_param {
            self.store_into_params(targets, &unwrapped, direct);
            if self.debug.is_some() {
                self.debug_store(span, targets, &unwrapped, direct);
            }
        }
        let Some(how) = how else { return };
        if elsewhere {
            self.escape(sites, span, how);
        } else if into_param {
            // The caller checks where its arguments go; this frame's memory must not go there.
            let others: Sites = unwrapped
                .iter()
                .copied()
                .filter(|s| !self.is_param_site(*s))
                .collect();
            self.escape(&others, span, how);
            // The fresh memory itself is no longer this frame's alone (`fresh`).
            for s in sites {
                if self.layout.sites[*s].kind == SiteKind::Fresh {
                    self.shared_fresh.insert(*s);
                }
            }
        }
    }

    /// A store into this frame's memory: a local whose memory it is now holds the value, and
    /// so does whatever refers to the memory (`root_local(p)`: a value made in a loop and
    /// kept by `s.Push(x)` outlives the iteration).
    fn store_into_own(&mut self, root: Option<LocalId>, targets: &Sites, sites: &Sites) {
        for t in targets {
            match self.layout.sites[*t].kind {
                SiteKind::Local(x) => self.mark(x, sites),
                SiteKind::Alloc { .. } | SiteKind::CMemory | SiteKind::Fresh => {
                    self.fill(*t, sites)
                }
                _ => {}
            }
        }
        if let Some(id) = root {
            self.mark_contents(id, sites);
        }
    }

    /// With SOLOD_DEBUG_ESCAPE: where a parameter is stored into another's memory.
    fn debug_store(&mut self, span: Span, targets: &Sites, sites: &Sites, direct: bool) {
        let mut notes = Vec::new();
        for t in targets {
            let Some(&j) = self.layout.param_index.get(t) else {
                continue;
            };
            for s in sites {
                if let Some(&i) = self.layout.param_index.get(s) {
                    notes.push((
                        span,
                        format!("parameter {i} stored into parameter {j} (direct: {direct})"),
                    ));
                }
            }
        }
        if let Some(d) = self.debug.as_mut() {
            d.extend(notes);
        }
    }

    /// A store into the memory of the parameters among `targets`: the summary's (`direct`:
    /// into what the parameter points to, not deeper).
    fn store_into_params(&mut self, targets: &Sites, sites: &Sites, direct: bool) {
        for t in targets {
            // Into what a parameter points to, or deeper (through what was read from it).
            let (j, direct) = match (
                self.layout.param_index.get(t),
                self.layout.contents_index.get(t),
            ) {
                (Some(&j), _) => (j, direct),
                (None, Some(&j)) => (j, false),
                (None, None) => continue,
            };
            for s in sites {
                if self.is_param_site(*s) && self.param_into.insert((*s, j, direct)) {
                    self.changed = true;
                }
            }
        }
    }

    /// `sites` with each `SiteKind::Fresh` memory replaced by what it holds, at any depth.
    pub(super) fn through_fresh(&self, sites: &Sites) -> Sites {
        self.unwrap_fresh(sites).0
    }

    /// The `SiteKind::Fresh` memory among `sites` and the Fresh memory it holds, at any depth
    /// (`.1`); and the other memory of `sites` and of what that Fresh memory holds (`.0`).
    pub(super) fn unwrap_fresh(&self, sites: &Sites) -> (Sites, Sites) {
        let mut plain = Sites::new();
        let mut fresh = Sites::new();
        let mut todo: Vec<SiteId> = sites.iter().copied().collect();
        while let Some(s) = todo.pop() {
            if self.layout.sites[s].kind != SiteKind::Fresh {
                plain.insert(s);
            } else if fresh.insert(s) {
                todo.extend(self.site_contents.get(s).into_iter().flatten().copied());
            }
        }
        (plain, fresh)
    }

    /// `start` and the memory reached from it through the locals whose addresses it holds, at
    /// any depth (what each such local holds).
    pub(super) fn through_locals(&self, start: impl IntoIterator<Item = SiteId>) -> Sites {
        let mut out = Sites::new();
        let mut todo: Vec<SiteId> = start.into_iter().collect();
        while let Some(s) = todo.pop() {
            if !out.insert(s) {
                continue;
            }
            if let SiteKind::Local(l) = self.layout.sites[s].kind {
                todo.extend(self.holds.get(l.index()).into_iter().flatten().copied());
            }
        }
        out
    }

    /// Whether `s` is a parameter's site (`Param` or `ParamContents`).
    pub(super) fn is_param_site(&self, s: SiteId) -> bool {
        self.layout.param_index.contains_key(&s) || self.layout.contents_index.contains_key(&s)
    }

    /// `copy` and `append` store elements into the memory of their first argument (`append`
    /// within its capacity, whether or not its result is used).
    pub(super) fn builtin_stores(&mut self, b: Builtin, args: &[Expr]) {
        let Some(dst) = args.first() else { return };
        let elem_ptrs = match self.c.types.under_type(dst.ty) {
            Type::Slice(el) => self.holds_pointers(*el),
            _ => false,
        };
        if !elem_ptrs {
            return;
        }
        // Into what a package-level variable refers to: say so.
        let how = if global_root(dst) {
            EscapeHow::Global
        } else {
            EscapeHow::Outlives
        };
        for a in &args[1..] {
            let stored = match b {
                Builtin::Append => self.value(a),
                Builtin::AppendSlice | Builtin::Copy => self.elements(a),
                _ => return,
            };
            self.store_through_as(dst, &stored, a.span, how, false);
        }
    }

    /// What the elements of slice `s` may refer to: a slice literal's, what its elements
    /// refer to; any other slice's, what was stored into its memory.
    pub(super) fn elements(&self, s: &Expr) -> Sites {
        match &s.kind {
            ExprKind::SliceLit(_, _, vs) => vs.iter().flat_map(|(_, v)| self.value(v)).collect(),
            _ => self.load(self.value(s)),
        }
    }

    /// What the memory pointer `p` refers to may refer to: what a local whose address it is
    /// holds, and any other memory as it is.
    pub(super) fn contents(&self, p: &Expr) -> Sites {
        let mut out = Sites::new();
        for s in self.value(p) {
            match self.layout.sites[s].kind {
                SiteKind::Local(l) => out.extend(self.holds.get(l.index()).into_iter().flatten()),
                SiteKind::Param => out.extend(self.load(Sites::from([s]))),
                // New memory of this frame holds what was stored into it.
                SiteKind::Alloc { .. } | SiteKind::CMemory | SiteKind::Fresh => {
                    out.extend(self.load(Sites::from([s])))
                }
                _ => {
                    out.insert(s);
                }
            }
        }
        out
    }

    /// What a call does with its arguments, by the summaries of the functions it may call: an
    /// argument the callee keeps in a package-level variable escapes; one it stores in the
    /// memory another argument reaches is stored there, which must be this frame's memory
    /// (or a parameter's, for this function's own summary).
    pub(super) fn summary_effects(&mut self, callees: &[usize], args: &[&Expr]) {
        for (i, a) in args.iter().enumerate() {
            let mut global = false;
            let mut contents_global = false;
            let mut task = false;
            let mut into = BTreeSet::new();
            let mut copied_into = BTreeSet::new();
            for &f in callees {
                if let Some(pf) = self.c.sums.params.get(f).and_then(|ps| ps.get(i)) {
                    global |= pf.global;
                    contents_global |= pf.contents_global;
                    task |= pf.task;
                    into.extend(pf.into.iter().map(|&j| (j, true)));
                    into.extend(pf.into_pointee.iter().map(|&j| (j, false)));
                    copied_into.extend(pf.copied_into.iter().map(|&j| (j, true)));
                    copied_into.extend(pf.copied_into_pointee.iter().map(|&j| (j, false)));
                }
            }
            if contents_global {
                let contents = self.contents(a);
                self.escape(&contents, a.span, EscapeHow::PassedGlobal);
            }
            if !copied_into.is_empty() {
                let contents = self.contents(a);
                for (j, deep) in copied_into {
                    if let Some(target) = args.get(j) {
                        let how = EscapeHow::PassedOutlives;
                        self.store_through_as(target, &contents, a.span, how, deep);
                    }
                }
            }
            if !global && !task && into.is_empty() {
                continue;
            }
            let sites = self.value(a);
            if sites.is_empty() {
                continue;
            }
            if global {
                self.escape(&sites, a.span, EscapeHow::PassedGlobal);
            } else if task {
                self.escape(&sites, a.span, EscapeHow::PassedTask);
            }
            for (j, deep) in into {
                if let Some(target) = args.get(j) {
                    let how = EscapeHow::PassedOutlives;
                    self.store_through_as(target, &sites, a.span, how, deep);
                }
            }
        }
    }

    /// A call of a constructor (`fresh`): its fresh memory holds what the call's result may
    /// refer to.
    fn constructed(&mut self, e: &Expr, f: usize, args: &[Expr]) {
        if !self.c.sums.constructs(f) {
            return;
        }
        let plain = self.call_value(e, f, args);
        let results = match self.c.types.get(e.ty) {
            Type::Tuple(ts) => ts.len(),
            _ => 1,
        };
        for i in 0..results {
            let Some(v) = self.fresh_call(e, i, &plain) else {
                continue;
            };
            for s in self.site(e) {
                let held: Sites = v.iter().copied().filter(|x| *x != s).collect();
                self.fill(s, &held);
            }
        }
    }

    pub(super) fn captured_effects(&mut self, lit: usize, env: &Expr) {
        let Some(flags) = self.c.sums.captured.get(lit) else {
            return;
        };

        let fields = match &env.kind {
            ExprKind::AddrOfLit(_, x) => match &x.kind {
                ExprKind::StructLit(fs) => fs,
                _ => return,
            },
            _ => return,
        };
        for (i, v) in fields {
            let Some(span) = flags.get(*i).copied().flatten() else {
                continue;
            };
            // The variable's address (a `Capture::Ref`: what the variable holds), or the value
            // itself (a `Capture::Value`, as a deferred call's arguments are).
            let by_value = self.c.funcs.get(lit).is_some_and(|f| {
                f.locals
                    .iter()
                    .filter_map(|l| match l.kind {
                        LocalKind::Captured(c) => Some(c),
                        _ => None,
                    })
                    .nth(*i)
                    == Some(Capture::Value)
            });
            let sites = match &v.kind {
                ExprKind::AddrOf(x) if !by_value => self.value(x),
                _ => self.value(v),
            };
            if !sites.is_empty() {
                self.escape(&sites, span, EscapeHow::CapturedGlobal);
            }
        }
    }

    /// Temporaries bound inside an expression hold what their value refers to.
    pub(super) fn lets(&mut self, e: &Expr) {
        struct Lets<'f, 'c>(&'f mut Flow<'c>);
        impl Visitor for Lets<'_, '_> {
            fn visit_expr(&mut self, x: &Expr) {
                match &x.kind {
                    ExprKind::Let(t, v, _) => {
                        let s = self.0.value(v);
                        self.0.mark(*t, &s);
                    }
                    ExprKind::Closure(l, Some(env)) => {
                        self.0.note_env(l.index(), env);
                        self.0.captured_effects(l.index(), env);
                    }
                    ExprKind::Builtin(b, args) => self.0.builtin_stores(*b, args),
                    ExprKind::SliceLit(..)
                    | ExprKind::AddrOfLit(..)
                    | ExprKind::MapLit(..)
                    | ExprKind::ToIface(..) => self.0.literal_contents(x),
                    ExprKind::Call(f, args) => {
                        self.0.constructed(x, f.index(), args);
                        self.0.call_effects(None, args, x.span);
                        let all: Vec<&Expr> = args.iter().collect();
                        self.0.summary_effects(&[f.index()], &all);
                        self.0
                            .passed_method_values(Some(&[f.index()]), &all, x.span);
                    }
                    ExprKind::CallValue(f, args) => {
                        self.0.call_effects(Some(f), args, x.span);
                        let callees = self.0.c.sums.by_type(f.ty);
                        let all: Vec<&Expr> = args.iter().collect();
                        self.0.summary_effects(&callees, &all);
                        let funcs = self.0.value(f);
                        self.0.method_value_effects(&funcs, &all, true, x.span);
                        self.0.passed_method_values(None, &all, x.span);
                    }
                    ExprKind::IfaceCall(recv, m, args) => {
                        let mut all: Vec<&Expr> = vec![recv];
                        all.extend(args.iter());
                        let callees = self.0.method_callees(recv, *m);
                        if let Some(callees) = &callees {
                            self.0.summary_effects(callees, &all);
                        }
                        self.0
                            .passed_method_values(callees.as_deref(), &all, x.span);
                    }
                    _ => {}
                }
                walk_expr(self, x);
            }
        }
        Lets(self).visit_expr(e);
    }

    pub(super) fn values_of(&self, vals: &Values) -> Vec<(Sites, Span)> {
        match vals {
            Values::Each(vs) => vs.iter().map(|v| (self.value(v), v.span)).collect(),
            Values::Tuple(v) => (0..self.tuple_len(v).max(1))
                .map(|i| (self.result_value(v, i), v.span))
                .collect(),
        }
    }

    /// The number of values of a call of several results (0 for any other expression).
    fn tuple_len(&self, e: &Expr) -> usize {
        match self.c.types.get(e.ty) {
            Type::Tuple(ts) => ts.len(),
            _ => 0,
        }
    }

    /// `Flow::result_own` of the results a `return` gives.
    fn note_result_own(&mut self, es: &[Expr]) {
        let values: Vec<Sites> = match es {
            [e] if self.tuple_len(e) > 1 => (0..self.tuple_len(e))
                .map(|i| self.result_value(e, i))
                .collect(),
            _ => es.iter().map(|e| self.value(e)).collect(),
        };
        if self.returned.len() < values.len() {
            self.returned.resize(values.len(), Sites::new());
        }
        for (r, v) in self.returned.iter_mut().zip(&values) {
            r.extend(v.iter().copied());
        }
        for (i, v) in values.iter().enumerate() {
            let own = v.iter().any(|s| {
                matches!(
                    self.layout.sites[*s].kind,
                    SiteKind::Alloc { .. }
                        | SiteKind::Local(_)
                        | SiteKind::CMemory
                        | SiteKind::Call(_)
                )
            });
            if self.result_own.len() <= i {
                self.result_own.resize(i + 1, false);
            }
            if own && !self.result_own[i] {
                self.result_own[i] = true;
                self.changed = true;
            }
        }
    }
}

impl crate::tir::visit::Visitor for Flow<'_> {
    fn visit_expr(&mut self, e: &Expr) {
        self.lets(e);
    }

    fn visit_stmt(&mut self, s: &Stmt) {
        match &s.kind {
            StmtKind::VarDecl(ids, Some(vals)) => {
                let vs = self.values_of(vals);
                for (k, id) in ids.iter().enumerate() {
                    if let Some((v, _)) = vs.get(k).or(vs.first()) {
                        let v = v.clone();
                        self.mark(*id, &v);
                    }
                }
            }
            StmtKind::AssignMulti { lhs, values, .. } => {
                let vs = self.values_of(values);
                let each = match values {
                    Values::Each(es) => Some(es),
                    Values::Tuple(_) => None,
                };
                for (k, l) in lhs.iter().enumerate() {
                    let r = each.and_then(|es| es.get(k));
                    if let (Some(l), Some(r)) = (l, r) {
                        if moves_within(l, r) {
                            continue;
                        }
                    }
                    if let (Some(l), Some((v, sp))) = (l, vs.get(k).or(vs.first())) {
                        let (v, sp) = (v.clone(), *sp);
                        self.store(l, &v, sp);
                    }
                }
            }
            StmtKind::Decl(id, Some(v)) => {
                let v = self.value(v);
                self.mark(*id, &v);
            }
            StmtKind::Assign(l, r) if moves_within(l, r) => {}
            StmtKind::Assign(l, r) => {
                let v = self.value(r);
                match (&l.kind, self.pointee(r)) {
                    // `s = append(s, x)`: s points where it did, and holds x too.
                    (ExprKind::Local(id), Some(direct)) if !self.is_captured(*id) => {
                        self.mark_split(*id, &v, &direct)
                    }
                    _ => self.store(l, &v, r.span),
                }
            }
            StmtKind::OpAssign(l, _, r) => {
                // `s += t` makes a new string each time (a site of the statement).
                let mut v = self.value(r);
                if let Some(&site) = self.layout.stmt_site.get(&(s as *const Stmt)) {
                    v.insert(site);
                }
                self.store(l, &v, r.span);
            }
            StmtKind::Range {
                kind,
                key,
                value,
                expr,
                ..
            } => {
                // The value (and a map's key) is a copy of what the range expression holds.
                let map = matches!(kind, crate::tir::RangeKind::Map);
                let targets = value.iter().chain(key.iter().filter(|_| map));
                // A slice's, a map's or a pointed-to array's elements are read from their memory.
                let loads = !matches!(self.c.types.under_type(expr.ty), Type::Array(..));
                for v in targets {
                    let s = if !self.holds_pointers(v.ty) {
                        Sites::new()
                    } else if loads {
                        self.load(self.value(expr))
                    } else {
                        self.value(expr)
                    };
                    self.store(v, &s, v.span);
                }
            }
            StmtKind::Return(es) => {
                self.note_result_own(es);
                for e in es {
                    let v = self.value(e);
                    if v.contains(&self.layout.static_site) && !self.returns_static {
                        self.returns_static = true;
                        self.changed = true;
                    }
                    self.escape(&v, e.span, EscapeHow::Returned);
                }
            }
            StmtKind::Defer(e) => {
                // Kept until the function returns, then called.
                let v = self.value(e);
                self.mark(self.layout.defer_holder(), &v);
                self.call_effects(Some(e), &[], e.span);
            }
            _ => {}
        }
        crate::tir::visit::walk_stmt(self, s);
    }
}

/// Whether `p` is a pointer made from an `unsafe.Pointer` (`(*T)(ptr)`), or a part of the
/// memory such a pointer refers to held inline.
fn through_unsafe(p: &Expr, types: &crate::tir::types::TypeTable) -> bool {
    match &p.kind {
        ExprKind::Convert(_, _, x) => {
            types.basic_of(x.ty) == Some(crate::tir::types::Basic::UnsafePointer)
        }
        ExprKind::CheckNil(x) | ExprKind::Field(x, ..) => through_unsafe(x, types),
        ExprKind::Index(_, x, _) if matches!(types.under_type(x.ty), Type::Array(..)) => {
            through_unsafe(x, types)
        }
        _ => false,
    }
}

/// Whether `e` is (a part of, an element of what is reached through) a package-level
/// variable, read without a dereference.
fn global_root(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Global(_) => true,
        ExprKind::Field(x, ..)
        | ExprKind::Index(_, x, _)
        | ExprKind::SliceExpr { x, .. }
        | ExprKind::MapIndex(x, _)
        | ExprKind::MapLookup(x, _) => global_root(x),
        _ => false,
    }
}

/// `a[i] = a[j]` (and `a[i], a[j] = a[j], a[i]`): an element of a slice moved within the
/// same slice, which holds nothing it did not hold before.
fn moves_within(l: &Expr, r: &Expr) -> bool {
    match (&l.kind, &r.kind) {
        (ExprKind::Index(_, x, _), ExprKind::Index(_, y, _)) => x.ty == y.ty && same_place(x, y),
        _ => false,
    }
}

/// Whether two expressions read the same variable (or the same field of it).
fn same_place(x: &Expr, y: &Expr) -> bool {
    match (&x.kind, &y.kind) {
        (ExprKind::Local(a), ExprKind::Local(b)) => a == b,
        (ExprKind::Global(a), ExprKind::Global(b)) => a == b,
        (ExprKind::Field(a, f), ExprKind::Field(b, g)) => f == g && same_place(a, b),
        _ => false,
    }
}
