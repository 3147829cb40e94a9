use super::flow::*;
use super::scan::*;
use super::sites::*;
use crate::syntax::ast::Span;
use crate::tir::types::Type;
use crate::tir::visit::{walk_expr, Visitor};
use crate::tir::EscapeHow;
use crate::tir::{Expr, ExprKind, LocalId, Stmt, StmtKind, Values};
use std::collections::BTreeSet;

impl Flow<'_> {
    pub(super) fn mark(&mut self, id: LocalId, sites: &Sites) {
        if let Some(h) = self.holds.get_mut(id.index()) {
            for s in sites {
                if h.insert(*s) {
                    self.changed = true;
                }
            }
        }
    }

    pub(super) fn escape(&mut self, sites: &Sites, span: Span, how: EscapeHow) {
        for s in sites {
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
            ExprKind::Local(id)
                if self
                    .layout
                    .captured
                    .get(id.index())
                    .copied()
                    .unwrap_or(false) =>
            {
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
            _ => {}
        }
    }

    /// A callee's store of `sites` into the memory `p` refers to, when that is this frame's
    /// memory (and the summary of this function's, when it is a parameter's).
    pub(super) fn store_into_own(&mut self, p: &Expr, sites: &Sites) {
        let targets = self.value(p);
        for t in &targets {
            if let Some(&j) = self.layout.param_index.get(t) {
                for s in sites {
                    if self.layout.param_index.contains_key(s) && self.param_into.insert((*s, j)) {
                        self.changed = true;
                    }
                }
            }
        }
        let own = targets.iter().any(|s| {
            !matches!(
                self.layout.sites[*s].kind,
                SiteKind::Param
                    | SiteKind::Captured
                    | SiteKind::CapturedValue(_)
                    | SiteKind::Call(_)
            )
        });
        if own {
            if let Some(id) = root_local(p) {
                self.mark(id, sites);
            }
        }
    }

    /// A store into the memory a pointer or slice `p` refers to.
    pub(super) fn store_through(&mut self, p: &Expr, sites: &Sites, span: Span) {
        self.store_through_as(p, sites, span, EscapeHow::Outlives)
    }

    /// A store into the memory `p` refers to; `outlives` says how, if that is not this frame's.
    pub(super) fn store_through_as(
        &mut self,
        p: &Expr,
        sites: &Sites,
        span: Span,
        outlives: EscapeHow,
    ) {
        let targets = self.value(p);
        // Into the memory of a parameter: the function's summary says so (the caller decides
        // whether that memory outlives what was stored).
        for t in &targets {
            if let Some(&j) = self.layout.param_index.get(t) {
                for s in sites {
                    if self.layout.param_index.contains_key(s) && self.param_into.insert((*s, j)) {
                        self.changed = true;
                    }
                }
            }
        }
        // A call's result may be memory of anyone's (the result stack's only if the callee
        // returns such memory): a store through it is a store into memory that outlives us.
        let own = targets.iter().any(|s| {
            !matches!(
                self.layout.sites[*s].kind,
                SiteKind::Param
                    | SiteKind::Captured
                    | SiteKind::CapturedValue(_)
                    | SiteKind::Call(_)
            )
        });
        if own {
            // Memory of this frame: whatever refers to it now also refers to the value.
            if let Some(id) = root_local(p) {
                self.mark(id, sites);
            }
            return;
        }
        let captured = root_local(p).is_some_and(|id| {
            self.layout
                .captured
                .get(id.index())
                .copied()
                .unwrap_or(false)
        });
        let how = if captured {
            EscapeHow::CapturedMemory
        } else {
            outlives
        };
        // A parameter stored into another parameter's memory is the caller's business.
        let into_param = targets
            .iter()
            .any(|t| self.layout.param_index.contains_key(t));
        if into_param && !captured {
            let others: Sites = sites
                .iter()
                .copied()
                .filter(|s| !self.layout.param_index.contains_key(s))
                .collect();
            self.escape(&others, span, how);
            return;
        }
        self.escape(sites, span, how);
    }

    /// What a call does with its arguments, by the summaries of the functions it may call: an
    /// argument the callee keeps in a package-level variable escapes; one it stores in the
    /// memory another argument refers to is stored there.
    pub(super) fn summary_effects(&mut self, callees: &[usize], args: &[&Expr]) {
        for (i, a) in args.iter().enumerate() {
            let mut global = false;
            let mut into = BTreeSet::new();
            for &f in callees {
                if let Some(pf) = self.c.sums.params.get(f).and_then(|ps| ps.get(i)) {
                    global |= pf.global;
                    into.extend(pf.into.iter().copied());
                }
            }
            if !global && into.is_empty() {
                continue;
            }
            let sites = self.value(a);
            if sites.is_empty() {
                continue;
            }
            if global {
                self.escape(&sites, a.span, EscapeHow::PassedGlobal);
            }
            // Into this frame's memory: what refers to it now also refers to the argument (a
            // value made in a loop and kept by `s.Push(x)` outlives the iteration). Into memory
            // the caller of this function owns, it is not reported: the summaries do not tell
            // a pointer from what it points to, nor a kept value from one left behind unused,
            // well enough to reject a program for it.
            for j in into {
                if let Some(target) = args.get(j) {
                    self.store_into_own(target, &sites);
                }
            }
        }
    }

    /// A literal made here that stores a captured variable's value in a package-level
    /// variable (`Summaries::captured`): what the variable refers to here escapes.
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
            // The variable's address (a `Capture::Ref`), or the value itself.
            let sites = match &v.kind {
                ExprKind::AddrOf(x) => self.value(x),
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
                    ExprKind::Closure(l, Some(env)) => self.0.captured_effects(l.index(), env),
                    ExprKind::Call(f, args) => {
                        self.0.call_effects(None, args);
                        let all: Vec<&Expr> = args.iter().collect();
                        self.0.summary_effects(&[f.index()], &all);
                    }
                    ExprKind::CallValue(f, args) => {
                        self.0.call_effects(Some(f), args);
                        let callees = self.0.c.sums.by_type(f.ty);
                        let all: Vec<&Expr> = args.iter().collect();
                        self.0.summary_effects(&callees, &all);
                    }
                    ExprKind::IfaceCall(recv, m, args) => {
                        let method = match self.0.c.types.under_type(recv.ty) {
                            Type::Interface(i) => {
                                i.methods.get(*m).map(|m| (m.name.clone(), m.sig))
                            }
                            _ => None,
                        };
                        if let Some((name, sig)) = method {
                            let callees = self.0.c.sums.by_method(&self.0.c, &name, sig);
                            let mut all: Vec<&Expr> = vec![recv];
                            all.extend(args.iter());
                            self.0.summary_effects(&callees, &all);
                        }
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
            Values::Tuple(v) => vec![(self.value(v), v.span)],
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
                for (k, l) in lhs.iter().enumerate() {
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
            StmtKind::Assign(l, r) => {
                let v = self.value(r);
                self.store(l, &v, r.span);
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
                for v in targets {
                    let s = if self.holds_pointers(v.ty) {
                        self.value(expr)
                    } else {
                        Sites::new()
                    };
                    self.store(v, &s, v.span);
                }
            }
            StmtKind::Return(es) => {
                for e in es {
                    let v = self.value(e);
                    self.escape(&v, e.span, EscapeHow::Returned);
                }
            }
            StmtKind::Defer(e) => {
                // Kept until the function returns, then called.
                let v = self.value(e);
                self.mark(self.layout.defer_holder(), &v);
                self.call_effects(Some(e), &[]);
            }
            _ => {}
        }
        crate::tir::visit::walk_stmt(self, s);
    }
}
