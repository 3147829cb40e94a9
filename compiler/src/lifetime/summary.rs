use super::flow::*;
use crate::syntax::ast::Span;
use crate::tir::types::TypeId;
use crate::tir::visit::{walk_expr, Visitor};
use crate::tir::{Expr, ExprKind, LocalId, Program, Stmt};
use std::collections::{BTreeSet, HashMap};

/// Where one parameter's value may go, for the callers (a function's summary holds one per
/// parameter, receiver first).
/// For each parameter: `ParamFlow::called_with_own`, for the func-typed ones (after the flow's
/// fixed point, so argument sites are complete).
pub(super) fn param_calls(flow: &Flow, params: &[LocalId], body: &[Stmt]) -> Vec<bool> {
    struct Calls<'a, 'c> {
        flow: &'a Flow<'c>,
        params: &'a [LocalId],
        own: Vec<bool>,
    }
    impl Calls<'_, '_> {
        fn param(&self, e: &Expr) -> Option<usize> {
            match e.kind {
                ExprKind::Local(id) => self.params.iter().position(|&p| p == id),
                _ => None,
            }
        }
    }
    impl Visitor for Calls<'_, '_> {
        fn visit_expr(&mut self, e: &Expr) {
            if let ExprKind::CallValue(f, args) = &e.kind {
                if let Some(i) = self.param(f) {
                    for a in args {
                        let not_given = self
                            .flow
                            .value(a)
                            .iter()
                            .any(|s| !self.flow.is_param_site(*s));
                        if not_given {
                            self.own[i] = true;
                        }
                        self.visit_expr(a);
                    }
                    return;
                }
            }
            if let Some(i) = self.param(e) {
                self.own[i] = true;
            }
            walk_expr(self, e);
        }
    }
    let mut calls = Calls {
        flow,
        params,
        own: vec![false; params.len()],
    };
    calls.visit_stmts(body);
    calls.own
}

/// `Summaries::safe_literals`: every literal whose every use is an argument of a call of an
/// analyzed function at a parameter it calls only with its arguments' memory.
pub(super) fn safe_literals(prog: &Program, sums: &Summaries) -> std::collections::HashSet<usize> {
    struct Uses<'a> {
        sums: &'a Summaries,
        safe: HashMap<usize, bool>,
    }
    impl Visitor for Uses<'_> {
        fn visit_expr(&mut self, e: &Expr) {
            if let ExprKind::Call(g, args) = &e.kind {
                let g = g.index();
                for (j, a) in args.iter().enumerate() {
                    if let ExprKind::Closure(l, env) = &a.kind {
                        let ok = self.sums.analyzed.get(g).copied().unwrap_or(false)
                            && self
                                .sums
                                .params
                                .get(g)
                                .and_then(|ps| ps.get(j))
                                .is_some_and(|p| !p.called_with_own);
                        let e = self.safe.entry(l.index()).or_insert(true);
                        *e &= ok;
                        if let Some(env) = env {
                            self.visit_expr(env);
                        }
                    } else {
                        self.visit_expr(a);
                    }
                }
                return;
            }
            if let ExprKind::Closure(l, _) = &e.kind {
                self.safe.insert(l.index(), false);
            }
            walk_expr(self, e);
        }
    }
    let mut uses = Uses {
        sums,
        safe: HashMap::new(),
    };
    for f in &prog.funcs {
        if let Some(body) = &f.body {
            uses.visit_stmts(body);
        }
    }
    uses.safe
        .into_iter()
        .filter_map(|(l, ok)| ok.then_some(l))
        .collect()
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ParamFlow {
    /// Into a package-level variable, or memory that is no one's here (it escapes any caller).
    pub global: bool,
    /// What the value points to is stored where it outlives every caller's frame (a
    /// package-level variable, another task).
    pub contents_global: bool,
    /// Handed to another task (which may outlive every caller's frame, as `global`).
    pub task: bool,
    /// Into the memory these other parameters reach, at any depth.
    pub into: BTreeSet<usize>,
    /// Into the memory these other parameters point to (`*p = v`, `p.f = v`, `s[i] = v`).
    pub into_pointee: BTreeSet<usize>,
    /// What the value points to is copied into the memory these other parameters reach (the
    /// value is a pointer to a copy: a channel send's `unsafe.Pointer(&v)`).
    pub copied_into: BTreeSet<usize>,
    /// As `copied_into`, into what the other parameters point to only (`t.name = loc.name`).
    pub copied_into_pointee: BTreeSet<usize>,
    /// The function's results may refer to the memory the value refers to.
    pub returned: bool,
    /// The function's results may refer to what the value points to (`return p.err`).
    pub returned_contents: bool,
    /// For a func-typed parameter: the function may call it with memory that is not what its
    /// callers passed (its own frame's, what a call returned), or uses it otherwise than by
    /// calling it (passes it on, stores it, takes its address). When not, a literal passed
    /// here only ever sees memory of the caller's arguments (`Summaries::safe_literals`).
    pub called_with_own: bool,
}

/// What a function literal stores into memory one of its captured variables reaches
/// (`Summaries::captured_stores`); memory outside every frame is not said.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Stored {
    /// The address of captured variable `.0` (the enclosing function's variable).
    Addr(usize),
    /// The value of captured variable `.0`.
    Value(usize),
    /// The value of the literal's parameter `.0`, or what it points to.
    Arg(usize),
    ArgContents(usize),
    /// Memory outside every frame.
    Static,
}

/// Every function's summary, and who a dynamic call may reach.
#[derive(Default)]
pub struct Summaries {
    pub params: Vec<Vec<ParamFlow>>,
    /// The function was analyzed, so `ParamFlow::returned` is known (a wrapper or C function
    /// is not: a call's result goes by the types of its arguments).
    pub(super) analyzed: Vec<bool>,
    /// Per function: its results may refer to memory outside its frame.
    pub(super) returns_static: Vec<bool>,
    pub(super) methods: HashMap<String, Vec<usize>>,
    pub(super) values: HashMap<TypeId, Vec<usize>>,
    /// Function literals whose only use is as an argument of a call of an analyzed function
    /// that calls that parameter with nothing but its own arguments' memory (Words(s, yield)
    /// calling yield(s[i:j])): what the literal is passed is memory of the arguments of that
    /// call, which the enclosing function made or was given, and the call marks the captured
    /// variables as referring to those arguments (`Flow::call_effects`). Such a literal may
    /// store its arguments in the enclosing function's variables.
    pub(super) safe_literals: std::collections::HashSet<usize>,
    /// `safe_literals` is computed (it is, after the summaries' fixed point).
    pub(super) safe_literals_known: bool,
    /// For each function literal, per captured variable (in the environment's order): the
    /// literal stores the variable's value in a package-level variable (where it does).
    pub(super) captured: Vec<Vec<Option<Span>>>,
    /// Per analyzed function, per result: the result may hold memory the function or its
    /// callees made (result-stack memory); empty for a function not analyzed (any may).
    pub(super) result_own: Vec<Vec<bool>>,
    /// Per analyzed function, per result: the result is new allocator memory that nothing
    /// else refers to (`fresh`); the fixed point starts with every result so and takes away.
    pub(super) fresh: Vec<Vec<bool>>,
    /// Per function (a literal's is used): what it stores into memory its captured variables
    /// reach (`closures`), as (the variable's index in the environment, what).
    pub(super) captured_stores: Vec<BTreeSet<(usize, Stored)>>,
    /// Per function (a literal's is used): what it assigns to its captured variables
    /// (`closures`), as (the variable's index in the environment, what).
    pub(super) captured_rebinds: Vec<BTreeSet<(usize, Stored)>>,
    /// Per function (a literal's is used): the captured variables whose closures it may call
    /// (or pass to a call): a call of it runs those too.
    pub(super) captured_calls: Vec<BTreeSet<usize>>,
    /// Per function: a fresh result may hold memory outside every frame.
    pub(super) fresh_static: Vec<bool>,
}

impl Summaries {
    /// The methods an interface method call of this name and signature (`sig`, without a
    /// receiver) may run: only a method with that very signature can implement it (testing's
    /// `(*T).Error(args ...any)` is no `error`'s `Error() string`).
    pub(super) fn by_method(&self, c: &Ctx, name: &str, sig: TypeId) -> Vec<usize> {
        let Some(want) = c.types.sig(sig) else {
            return self.methods.get(name).cloned().unwrap_or_default();
        };
        let mut v = self.methods.get(name).cloned().unwrap_or_default();
        v.retain(|&k| {
            let Some(have) = c.funcs.get(k).and_then(|f| c.types.sig(f.ty)) else {
                return true;
            };
            have.results == want.results
                && have.variadic == want.variadic
                && have.params.len() == want.params.len() + 1
                && have.params[1..] == want.params[..]
        });
        v
    }
    /// The functions a call of a func value of this type may run.
    pub(super) fn by_type(&self, t: TypeId) -> Vec<usize> {
        self.values.get(&t).cloned().unwrap_or_default()
    }
    /// For each argument of a call that may run any of `fs`: whether its results may refer to
    /// what the argument refers to (`None` when one of them is not analyzed).
    pub(super) fn returned_by_any(&self, fs: &[usize]) -> Option<Vec<bool>> {
        let mut out: Vec<bool> = Vec::new();
        for &f in fs {
            let r = self.returned(f)?;
            if out.len() < r.len() {
                out.resize(r.len(), false);
            }
            for (o, x) in out.iter_mut().zip(r) {
                *o |= x;
            }
        }
        Some(out)
    }

    /// For each parameter of `f`: whether its results may refer to what the argument points
    /// to (only for analyzed functions: `returned` covers the others).
    pub(super) fn contents_returned(&self, f: usize) -> Vec<bool> {
        if !self.analyzed.get(f).copied().unwrap_or(false) {
            return Vec::new();
        }
        self.params
            .get(f)
            .map(|ps| ps.iter().map(|p| p.returned_contents).collect())
            .unwrap_or_default()
    }

    /// Whether result `i` of function `f` may hold memory that `f` or its callees made.
    pub(super) fn result_may_own(&self, f: usize, i: usize) -> bool {
        if !self.analyzed.get(f).copied().unwrap_or(false) {
            return true;
        }
        self.result_own
            .get(f)
            .and_then(|r| r.get(i))
            .copied()
            .unwrap_or(false)
    }

    /// Whether result `i` of function `f` is fresh allocator memory (`fresh`).
    pub(super) fn is_fresh(&self, f: usize, i: usize) -> bool {
        self.analyzed.get(f).copied().unwrap_or(false)
            && self
                .fresh
                .get(f)
                .and_then(|r| r.get(i))
                .copied()
                .unwrap_or(false)
    }

    /// Whether some result of function `f` is fresh: a call of `f` makes memory of the
    /// caller's (one `SiteKind::Fresh` site for all its fresh results).
    pub(super) fn constructs(&self, f: usize) -> bool {
        self.analyzed.get(f).copied().unwrap_or(false)
            && self.fresh.get(f).is_some_and(|r| r.iter().any(|x| *x))
    }

    /// Whether function `f`'s results may refer to memory outside its frame (a function that
    /// is not analyzed may).
    pub(super) fn may_return_static(&self, f: usize) -> bool {
        self.returns_static.get(f).copied().unwrap_or(true)
    }

    /// For each parameter of an analyzed function: whether its results may refer to what
    /// the argument refers to.
    pub(super) fn returned(&self, f: usize) -> Option<Vec<bool>> {
        if !self.analyzed.get(f).copied().unwrap_or(false) {
            return None;
        }
        self.params
            .get(f)
            .map(|ps| ps.iter().map(|p| p.returned).collect())
    }
}
