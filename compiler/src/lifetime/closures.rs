//! Calls that involve closures: a closure made here may store what the call was given, or
//! what it captured, into the variables it captured or into the memory they reach, and return
//! any of it. A literal's summary says what it stores into memory its captured variables reach
//! (`Summaries::captured_stores`), in terms of its environment's fields and its parameters; a
//! call of it does those stores here with what this frame put in the environment
//! (`EnvField`): into this frame's memory they are followed, into a parameter's memory they
//! are the summary's, anywhere else they are escapes.

use super::flow::Flow;
use super::sites::*;
use super::summary::Stored;
use crate::syntax::ast::Span;
use crate::tir::{Capture, EscapeHow, Expr, ExprKind, LocalId, LocalKind};

impl Flow<'_> {
    /// A call that involves closures (the callee, or arguments that may hold one). A closure
    /// may store what the call was given into the variables it captured, and return any of
    /// it: gives those variables and everything they may now refer to (`None`: no closure is
    /// involved).
    pub(super) fn closure_call(
        &self,
        callee: Option<&Expr>,
        args: &[Expr],
    ) -> Option<(Vec<LocalId>, Sites)> {
        let mut funcs = callee.map(|c| self.value(c)).unwrap_or_default();
        for a in args {
            if self.may_hold_func(a.ty, 0) {
                funcs.extend(self.value(a));
            }
        }
        if funcs.is_empty() {
            return None;
        }
        let mut all = funcs.clone();
        // A closure may have stored memory outside this frame (a package-level variable's
        // value) in the variables it captured.
        all.extend(self.statics());
        for a in args {
            all.extend(self.value(a));
        }
        let mut vars = Vec::new();
        for s in &funcs {
            if let SiteKind::Local(x) = self.layout.sites[*s].kind {
                // Only the memory a closure or method value made here refers to: `&r` passed
                // as an io.Writer is no closure's even though r's type could hold one.
                if !self.env_memory(x, *s) {
                    continue;
                }
                if let Some(h) = self.holds.get(x.index()) {
                    all.extend(h.iter().copied());
                }
                vars.push(x);
            }
        }
        Some((vars, all))
    }

    /// Of the sites a closure call may return (`closure_call`): this frame's own memory and
    /// what the closures' captured variables `vars` hold.
    pub(super) fn closure_memory(&self, vars: &[LocalId], all: &Sites) -> Sites {
        let mut out: Sites = all
            .iter()
            .copied()
            .filter(|s| self.layout.sites[*s].kind.is_own())
            .collect();
        for x in vars {
            out.extend(self.holds.get(x.index()).into_iter().flatten().copied());
        }
        out
    }

    /// Whether the memory of local `x` (its address is site `s`) is what an environment of a
    /// closure or method value of this function refers to (`Layout::env_addr`, `env_vals`).
    pub(super) fn env_memory(&self, x: LocalId, s: SiteId) -> bool {
        self.layout.env_addr.contains(&x)
            || self
                .layout
                .env_vals
                .iter()
                .any(|v| self.holds.get(v.index()).is_some_and(|h| h.contains(&s)))
    }

    /// The effect of a call involving closures on the variables they captured (`span`: the
    /// call's). A literal made here does what its summary says it stores into memory its
    /// captured variables reach (`Summaries::captured_stores`) and what it assigns to them
    /// (`Summaries::captured_rebinds`); a method value's effects are its method's
    /// (`methodval`).
    pub(super) fn call_effects(&mut self, callee: Option<&Expr>, args: &[Expr], span: Span) {
        // A literal that keeps its arguments (`Summaries::safe_literals`) may store a pointer
        // to any part of the other arguments' memory (`&xs[i]` of a slice of a local array):
        // those are not filtered by type.
        let keeps_args = args.iter().any(|a| {
            matches!(a.kind, ExprKind::Closure(l, _) if self.c.sums.safe_literals.contains(&l.index()))
        });
        let mut given = Sites::new();
        if keeps_args {
            for a in args {
                if !self.may_hold_func(a.ty, 0) {
                    given.extend(self.value(a));
                }
            }
        }
        let Some((vars, all)) = self.closure_call(callee, args) else {
            return;
        };
        // The arguments a literal is called with: the call's own, when it calls the literal
        // (`f(x)`); those of the call it is passed to otherwise (only a safe literal keeps
        // them).
        let called = Called {
            args: match callee {
                Some(_) => args.iter().map(|a| self.value(a)).collect(),
                None => Vec::new(),
            },
            contents: match callee {
                Some(_) => args.iter().map(|a| self.contents(a)).collect(),
                None => Vec::new(),
            },
            given,
        };
        let mut start: Vec<SiteId> = callee
            .map(|c| self.value(c))
            .unwrap_or_default()
            .into_iter()
            .collect();
        for a in args {
            if self.may_hold_func(a.ty, 0) {
                start.extend(self.value(a));
            }
        }
        let mut done = Sites::new();
        self.run_closures(start, &called, &vars, &all, &mut done, span);
    }

    /// The effects of calling the closures made here that `start` reaches (`done`: the
    /// environments whose effects are had already).
    fn run_closures(
        &mut self,
        start: Vec<SiteId>,
        called: &Called,
        vars: &[LocalId],
        all: &Sites,
        done: &mut Sites,
        span: Span,
    ) {
        for env in self.envs_reached(start) {
            let Some(&l) = self.layout.closure_lits.get(&env) else {
                continue;
            };
            if !done.insert(env) {
                continue;
            }
            // An environment not made yet in this round is had in the next (`note_env`).
            let Some(fields) = self.env_fields.get(&env).cloned() else {
                continue;
            };
            match (
                self.c.sums.analyzed.get(l).copied().unwrap_or(false),
                fields,
            ) {
                (true, Some(fields)) => {
                    self.literal_effects(l, &fields, called, span);
                    // The closures it calls that it captured: with nothing but what a safe
                    // literal may keep.
                    let inner = Called {
                        args: Vec::new(),
                        contents: Vec::new(),
                        given: called.given.clone(),
                    };
                    for &j in self.c.sums.captured_calls.get(l).into_iter().flatten() {
                        if let Some(f) = fields.get(j) {
                            let start = self.field_memory(f).into_iter().collect();
                            self.run_closures(start, &inner, vars, all, done, span);
                        }
                    }
                }
                _ => self.unknown_closure(vars, all, &called.given, span),
            }
        }
    }

    /// What a call of literal `l` whose environment has `fields` does here, by its summary.
    fn literal_effects(&mut self, l: usize, fields: &[EnvField], called: &Called, span: Span) {
        let sums = self.c.sums;
        for &(ci, stored) in sums.captured_rebinds.get(l).into_iter().flatten() {
            let (Some(f), Some(from)) = (fields.get(ci), self.stored(stored, fields, called))
            else {
                continue;
            };
            // A copy in the environment is the literal's own business.
            if let Some(x) = f.by_ref {
                self.mark(x, &from);
            }
        }
        for &(ci, stored) in sums.captured_stores.get(l).into_iter().flatten() {
            // A value the literal also stores where it outlives this frame is reported as such
            // (`captured_effects`).
            if let Stored::Value(j) = stored {
                if sums
                    .captured
                    .get(l)
                    .and_then(|c| c.get(j))
                    .is_some_and(|s| s.is_some())
                {
                    continue;
                }
            }
            // Only a safe literal may keep its arguments there; any other reports it itself
            // (once the safe literals are known: until then, the store is had).
            let arg = matches!(stored, Stored::Arg(_) | Stored::ArgContents(_));
            if arg && sums.safe_literals_known && !sums.safe_literals.contains(&l) {
                continue;
            }
            if let (Some(f), Some(from)) = (fields.get(ci), self.stored(stored, fields, called)) {
                self.store_into_field(f, &from, span);
            }
        }
    }

    /// The sites a literal's `stored` is here.
    fn stored(&self, stored: Stored, fields: &[EnvField], called: &Called) -> Option<Sites> {
        Some(match stored {
            Stored::Addr(j) => fields.get(j)?.addr.clone(),
            Stored::Value(j) => self.field_memory(fields.get(j)?),
            Stored::Arg(i) => called.args.get(i).unwrap_or(&called.given).clone(),
            Stored::ArgContents(i) => called.contents.get(i).unwrap_or(&called.given).clone(),
            Stored::Static => self.statics(),
        })
    }

    /// A store of `from` into the memory environment field `f` reaches, at any depth.
    fn store_into_field(&mut self, f: &EnvField, from: &Sites, span: Span) {
        if from.is_empty() {
            return;
        }
        let targets = self.field_memory(f);
        let how = match f.by_ref {
            // Through a variable this literal captured in turn: its summary's.
            Some(x)
                if self
                    .layout
                    .captured
                    .get(x.index())
                    .copied()
                    .unwrap_or(false) =>
            {
                EscapeHow::CapturedMemory
            }
            _ => EscapeHow::ClosureStores,
        };
        if let Some(x) = f.by_ref {
            self.mark_contents(x, from);
        }
        self.store_into_targets(None, &targets, from, span, Some(how), false);
    }

    /// The memory environment field `f` refers to, at any depth (less closures' and method
    /// values' environments, which are never written after they are made).
    fn field_memory(&self, f: &EnvField) -> Sites {
        let start: Vec<SiteId> = match f.by_ref {
            Some(x) => self
                .holds
                .get(x.index())
                .into_iter()
                .flatten()
                .copied()
                .collect(),
            None => f.value.iter().copied().collect(),
        };
        let mut out = self.through_locals(start);
        out.retain(|s| {
            !self.layout.method_envs.contains_key(s) && !self.layout.sealed_envs.contains(s)
        });
        out
    }

    /// A closure whose literal is not analyzed: it may have given its captured variables, or
    /// stored into any memory they reach, anything the call was given.
    fn unknown_closure(&mut self, vars: &[LocalId], all: &Sites, given: &Sites, span: Span) {
        for &x in vars {
            let Some(t) = self.layout.local_ty.get(x.index()).copied() else {
                continue;
            };
            let mut fit = self.fitting(all, t);
            fit.extend(given.iter().copied());
            self.mark(x, &fit);
            let f = EnvField {
                addr: Sites::new(),
                value: Sites::new(),
                by_ref: Some(x),
            };
            self.store_into_field(&f, &fit, span);
        }
    }

    /// The environments of literals made here that a call may run: found in what the callee
    /// and the arguments refer to (`todo`), at any depth. A closure made elsewhere captured
    /// none of this frame's variables; in a literal, one the enclosing function made is the
    /// enclosing function's to run (`Summaries::captured_calls`).
    fn envs_reached(&mut self, mut todo: Vec<SiteId>) -> Vec<SiteId> {
        let mut seen = Sites::new();
        let mut envs = Vec::new();
        while let Some(s) = todo.pop() {
            if !seen.insert(s) {
                continue;
            }
            if self.layout.closure_lits.contains_key(&s) {
                envs.push(s);
            }
            match self.layout.sites[s].kind {
                SiteKind::Local(x) => {
                    todo.extend(self.holds.get(x.index()).into_iter().flatten().copied())
                }
                SiteKind::Alloc { .. } | SiteKind::CMemory | SiteKind::Fresh => {
                    todo.extend(self.site_contents.get(s).into_iter().flatten().copied())
                }
                SiteKind::CapturedValue(j) => {
                    self.captured_calls.insert(j);
                }
                SiteKind::Captured => {
                    if let Some(&j) = self.layout.captured_addr_index.get(&s) {
                        self.captured_calls.insert(j);
                    }
                }
                _ => {}
            }
        }
        envs
    }

    /// Records the fields of literal `lit`'s environment `env` (`Flow::env_fields`).
    pub(super) fn note_env(&mut self, lit: usize, env: &Expr) {
        let Some(&site) = self.layout.site_of.get(&(env as *const Expr)) else {
            return;
        };
        let fs = match &env.kind {
            ExprKind::AddrOfLit(_, x) => match &x.kind {
                ExprKind::StructLit(fs) => fs,
                _ => &Vec::new(),
            },
            _ => &Vec::new(),
        };
        if fs.is_empty() {
            self.changed |= self.env_fields.insert(site, None).is_none();
            return;
        }
        let kinds: Vec<Capture> = self
            .c
            .funcs
            .get(lit)
            .map(|f| {
                f.locals
                    .iter()
                    .filter_map(|l| match l.kind {
                        LocalKind::Captured(c) => Some(c),
                        _ => None,
                    })
                    .collect()
            })
            .unwrap_or_default();
        let mut fields = vec![EnvField::default(); fs.len()];
        for (i, v) in fs {
            let Some(f) = fields.get_mut(*i) else {
                continue;
            };
            match (&v.kind, kinds.get(*i)) {
                (ExprKind::AddrOf(y), Some(Capture::Ref)) => {
                    f.by_ref = match y.kind {
                        ExprKind::Local(x) => Some(x),
                        _ => None,
                    };
                    f.addr = self.value(v);
                    f.value = self.value(y);
                }
                _ => {
                    // A copy in the environment: its address is the environment's memory.
                    f.addr = Sites::from([site]);
                    f.value = self.value(v);
                }
            }
        }
        let fresh = !self.env_fields.contains_key(&site);
        let Some(old) = self.env_fields.entry(site).or_insert(Some(Vec::new())) else {
            return;
        };
        if old.len() < fields.len() {
            old.resize(fields.len(), EnvField::default());
        }
        let mut grew = false;
        for (o, f) in old.iter_mut().zip(fields) {
            let before = (o.addr.len(), o.value.len(), o.by_ref);
            o.addr.extend(f.addr);
            o.value.extend(f.value);
            o.by_ref = o.by_ref.or(f.by_ref);
            grew |= before != (o.addr.len(), o.value.len(), o.by_ref);
        }
        self.changed |= grew || fresh;
    }

    /// In a literal: a store of `sites` into `targets` through a captured variable (an escape
    /// of `EscapeHow::CapturedMemory`), for the summary (`Summaries::captured_stores`).
    pub(super) fn note_captured_stores(&mut self, targets: &Sites, sites: &Sites) {
        let what = self.stored_here(sites);
        for &t in targets {
            if let SiteKind::CapturedValue(ci) = self.layout.sites[t].kind {
                self.captured_stores.extend(what.iter().map(|w| (ci, *w)));
            }
        }
    }

    /// In a literal: captured variable `id` is given a value that refers to `sites`, for the
    /// summary (`Summaries::captured_rebinds`).
    pub(super) fn note_rebind(&mut self, id: LocalId, sites: &Sites) {
        let Some(ci) = self
            .layout
            .captured_addr
            .get(&id)
            .and_then(|s| self.layout.captured_addr_index.get(s))
            .copied()
        else {
            return;
        };
        let what = self.stored_here(&self.through_fresh(sites));
        self.captured_rebinds
            .extend(what.into_iter().map(|w| (ci, w)));
    }

    /// In a literal: what of `sites` its summary says (the rest is this literal's own memory,
    /// which may not be stored there: an escape it reports itself).
    fn stored_here(&self, sites: &Sites) -> Vec<Stored> {
        let l = self.layout;
        sites
            .iter()
            .filter_map(|s| match l.sites[*s].kind {
                SiteKind::Captured => l.captured_addr_index.get(s).map(|j| Stored::Addr(*j)),
                SiteKind::CapturedValue(j) => Some(Stored::Value(j)),
                SiteKind::Param => l.param_index.get(s).map(|i| Stored::Arg(*i)),
                SiteKind::ParamContents => l.contents_index.get(s).map(|i| Stored::ArgContents(*i)),
                SiteKind::Static | SiteKind::CMemory => Some(Stored::Static),
                _ => None,
            })
            .collect()
    }
}

/// One field of a literal's environment, as this frame made it: the address of the variable
/// it holds (`by_ref`: a variable of this frame, captured by reference) or of the copy in the
/// environment, and the value it refers to.
#[derive(Clone, Debug, Default)]
pub(super) struct EnvField {
    pub(super) addr: Sites,
    pub(super) value: Sites,
    pub(super) by_ref: Option<LocalId>,
}

/// What a literal is called with (`Flow::call_effects`): the call's arguments and what they
/// point to when it calls the literal; what a safe literal may keep of the call it is passed to.
struct Called {
    args: Vec<Sites>,
    contents: Vec<Sites>,
    given: Sites,
}
