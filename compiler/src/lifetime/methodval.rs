//! Calls of method values: `do := r.Do; do(v)` runs `(*R).Do` with the receiver its
//! environment holds, so what the method's summary stores into its receiver (parameter 0) goes
//! into the memory that receiver reaches. A func value's own summaries (`Summaries::by_type`)
//! know only plain functions of the value's type; this adds the methods whose values the call
//! may run, found among the sites the func value refers to.

use super::flow::Flow;
use super::sites::*;
use crate::syntax::ast::Span;
use crate::tir::{EscapeHow, Expr};

impl Flow<'_> {
    /// Method values given to a call (as arguments, or inside them) may be called by it with
    /// any of its arguments.
    /// `callees`: the functions the call may run (`None`: not known); argument `i` is their
    /// parameter `i`.
    pub(super) fn passed_method_values(
        &mut self,
        callees: Option<&[usize]>,
        args: &[&Expr],
        span: Span,
    ) {
        let mut funcs = Sites::new();
        for (i, a) in args.iter().enumerate() {
            if !self.may_hold_func(a.ty, 0) {
                continue;
            }
            let v = self.value(a);
            // A callee that calls this parameter with its own frame's memory, given a method
            // value whose method keeps its arguments: that memory outlives the callee.
            let own = callees.is_none_or(|fs| {
                fs.iter().any(|&f| {
                    !self.c.sums.analyzed.get(f).copied().unwrap_or(false)
                        || self
                            .c
                            .sums
                            .params
                            .get(f)
                            .and_then(|ps| ps.get(i))
                            .is_none_or(|p| p.called_with_own)
                })
            });
            for &s in &v {
                if own
                    && self
                        .layout
                        .method_envs
                        .get(&s)
                        .is_some_and(|&m| self.keeps_args(m))
                {
                    self.escape(&Sites::from([s]), a.span, EscapeHow::CalledWithOwn);
                }
            }
            funcs.extend(v);
        }
        if funcs
            .iter()
            .any(|s| self.layout.method_envs.contains_key(s))
        {
            self.method_value_effects(&funcs, args, false, span);
        }
    }

    /// Whether method `m` may keep an argument (not its receiver) after it returns: in its
    /// receiver's memory, a package-level variable or another task.
    fn keeps_args(&self, m: usize) -> bool {
        self.c.sums.params.get(m).is_some_and(|ps| {
            ps.iter().skip(1).any(|p| {
                p.global
                    || p.contents_global
                    || p.task
                    || !p.into.is_empty()
                    || !p.into_pointee.is_empty()
                    || !p.copied_into.is_empty()
                    || !p.copied_into_pointee.is_empty()
            })
        })
    }

    /// The effects of calling the method values among `funcs` with the values of `args`
    /// (`direct`: argument `i` is the method's parameter `i + 1`; otherwise the method values
    /// were passed to a call that may call them with any of its arguments).
    pub(super) fn method_value_effects(
        &mut self,
        funcs: &Sites,
        args: &[&Expr],
        direct: bool,
        span: Span,
    ) {
        for env in funcs.iter().copied() {
            let Some(&m) = self.layout.method_envs.get(&env) else {
                continue;
            };
            let Some(params) = self.c.sums.params.get(m).cloned() else {
                continue;
            };
            // The receiver, as the environment holds it (a pointer, or a copy whose fields
            // refer to the same memory).
            let recv = self.load(Sites::from([env]));
            for (i, a) in args.iter().enumerate() {
                let value = self.value(a);
                let contents = self.contents(a);
                let ks: Vec<usize> = if direct {
                    vec![i + 1]
                } else {
                    (1..params.len()).collect()
                };
                for k in ks {
                    let Some(pf) = params.get(k) else { continue };
                    if pf.global {
                        self.escape(&value, a.span, EscapeHow::PassedGlobal);
                    }
                    if pf.contents_global {
                        self.escape(&contents, a.span, EscapeHow::PassedGlobal);
                    }
                    if pf.task {
                        self.escape(&value, a.span, EscapeHow::PassedTask);
                    }
                    // Into what the receiver points to only, or deeper.
                    if pf.into.contains(&0) {
                        self.store_into_sites(&recv, &value, a.span, true);
                    } else if pf.into_pointee.contains(&0) {
                        self.store_into_sites(&recv, &value, a.span, false);
                    }
                    if pf.copied_into.contains(&0) {
                        self.store_into_sites(&recv, &contents, a.span, true);
                    } else if pf.copied_into_pointee.contains(&0) {
                        self.store_into_sites(&recv, &contents, a.span, false);
                    }
                }
            }
            // What the method stores of its receiver into its arguments' memory (known only
            // when the arguments are the method's own).
            if let Some(pf) = params.first() {
                for (j, a) in args.iter().enumerate().filter(|_| direct) {
                    if pf.into.contains(&(j + 1)) || pf.into_pointee.contains(&(j + 1)) {
                        let how = EscapeHow::PassedOutlives;
                        self.store_through_as(a, &recv, span, how, true);
                    }
                }
                if pf.global || pf.task {
                    self.escape(&recv, span, EscapeHow::PassedGlobal);
                }
            }
        }
    }
}
