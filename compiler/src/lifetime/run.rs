use super::analyze::*;
use super::flow::*;
use super::summary::*;
use crate::diag::Diagnostic;
use crate::tir::{FuncKind, Program};

/// The escape analysis of the whole program, after every package is checked: first every
/// function's summary (where its parameters' values go: a fixed point, since a function passes
/// its parameters on), then each function's decisions and escapes with its callees' summaries.
/// A dynamic call takes the summaries of every method of its name and signature (interface
/// methods) or every function of its type (func values). Functions whose bodies were checked as
/// code of their own (`Func::escapes`) are analyzed; generic declarations are not (their
/// instances are).
pub fn run(prog: &mut Program) -> Vec<Diagnostic> {
    let n = prog.funcs.len();
    let mut sums = Summaries::default();
    for (k, f) in prog.funcs.iter().enumerate() {
        if matches!(f.kind, FuncKind::Method(_) | FuncKind::Wrapper(_)) {
            sums.methods.entry(f.name.clone()).or_default().push(k);
        }
        sums.values.entry(f.ty).or_default().push(k);
    }
    sums.params = prog
        .funcs
        .iter()
        .map(|f| vec![ParamFlow::default(); f.params.len()])
        .collect();
    super::externs::summaries(prog, &mut sums.params);
    sums.captured = vec![Vec::new(); n];
    let todo: Vec<usize> = (0..n)
        .filter(|&k| prog.funcs[k].escapes && prog.funcs[k].body.is_some())
        .collect();
    sums.analyzed = vec![false; n];
    sums.returns_static = vec![true; n];
    sums.result_own = vec![Vec::new(); n];
    sums.fresh = vec![Vec::new(); n];
    sums.fresh_static = vec![false; n];
    sums.captured_stores = vec![Default::default(); n];
    sums.captured_rebinds = vec![Default::default(); n];
    sums.captured_calls = vec![Default::default(); n];
    for &k in &todo {
        let results = prog
            .types
            .sig(prog.funcs[k].ty)
            .map_or(0, |s| s.results.len());
        // mem's allocating functions have a rule of their own (`Flow::fresh_value`).
        if !allocates(prog, k) {
            sums.fresh[k] = vec![true; results];
        }
        sums.analyzed[k] = true;
        sums.returns_static[k] = false;
    }
    summarize(prog, &mut sums, &todo);
    sums.safe_literals = safe_literals(prog, &sums);
    sums.safe_literals_known = true;
    if let Some(v) = std::env::var_os("SOLOD_DEBUG_ESCAPE") {
        let all = v == "all";
        for &k in &todo {
            let ps = &sums.params[k];
            if all || ps.iter().any(|p| p.global || !p.into.is_empty()) {
                let f = &prog.funcs[k];
                eprintln!(
                    "{} {:?} static={} fresh={:?}{}: {:?}",
                    f.name,
                    f.span,
                    sums.may_return_static(k),
                    sums.fresh[k],
                    if sums.fresh_static[k] {
                        " (static)"
                    } else {
                        ""
                    },
                    ps
                );
                if !sums.captured_stores[k].is_empty() || !sums.captured_rebinds[k].is_empty() {
                    eprintln!(
                        "  captured stores {:?} rebinds {:?} calls {:?}",
                        sums.captured_stores[k], sums.captured_rebinds[k], sums.captured_calls[k]
                    );
                }
            }
        }
    }
    let mut diags = Vec::new();
    for &k in &todo {
        let a = with_body(prog, &sums, k, true);
        prog.funcs[k].results = a.flow;
        diags.extend(a.diags);
    }
    diags
}

/// Every analyzed function's summary. Which results are fresh (`fresh`) is first taken to be
/// every result, and is held while the other facts settle (they only grow, and there are
/// finitely many); then each function's freshness as its settled analysis says is taken away
/// where it was given, and the facts settle again: freshness only goes, so this ends.
fn summarize(prog: &mut Program, sums: &mut Summaries, todo: &[usize]) {
    let fresh_bits: usize = sums.fresh.iter().map(|r| r.len() + 1).sum();
    for _ in 0..fresh_bits + 2 {
        let found = settle(prog, sums, todo);
        let mut changed = false;
        for (&k, (fresh, fresh_static)) in todo.iter().zip(found) {
            let kept: Vec<bool> = sums.fresh[k]
                .iter()
                .enumerate()
                .map(|(i, was)| *was && fresh.get(i).copied().unwrap_or(false))
                .collect();
            if kept != sums.fresh[k] {
                sums.fresh[k] = kept;
                changed = true;
            }
            if fresh_static && !sums.fresh_static[k] {
                sums.fresh_static[k] = true;
                changed = true;
            }
        }
        if !changed {
            return;
        }
    }
    panic!("the lifetime analysis found no fixed point of the fresh results");
}

/// Repeats every function's analysis until no summary changes, with `Summaries::fresh` held;
/// gives each function's fresh results (and `fresh_static`) as its last analysis found them.
fn settle(prog: &mut Program, sums: &mut Summaries, todo: &[usize]) -> Vec<(Vec<bool>, bool)> {
    let n = prog.funcs.len();
    // Summaries only grow, and each has finitely many facts: repeat until none changes.
    let facts: usize = sums
        .params
        .iter()
        .map(|ps| (ps.len() + 1) * (2 * ps.len() + 4))
        .sum::<usize>()
        + prog.funcs.iter().map(|f| f.locals.len()).sum::<usize>()
        + prog
            .funcs
            .iter()
            .map(|f| prog.types.sig(f.ty).map_or(0, |s| s.results.len()))
            .sum::<usize>()
        + 2 * n;
    let mut found = vec![(Vec::new(), false); todo.len()];
    for _ in 0..facts + 2 {
        let mut changed = false;
        for (slot, &k) in todo.iter().enumerate() {
            let mut a = with_body(prog, sums, k, false);
            super::externs::add(prog, k, &mut a.summary);
            changed |= update(&mut sums.params[k], a.summary);
            changed |= update(&mut sums.result_own[k], a.result_own);
            changed |= update(&mut sums.captured_calls[k], a.captured_calls);
            changed |= update(&mut sums.captured_rebinds[k], a.captured_rebinds);
            changed |= update(&mut sums.captured_stores[k], a.captured_stores);
            changed |= update(&mut sums.returns_static[k], a.returns_static);
            changed |= update(&mut sums.captured[k], a.captured_global);
            found[slot] = (a.fresh, a.fresh_static);
        }
        if !changed {
            return found;
        }
    }
    panic!("the lifetime analysis found no fixed point of the summaries");
}

/// Sets a summary's fact to what the last analysis found; whether it changed.
fn update<T: PartialEq>(fact: &mut T, found: T) -> bool {
    if *fact == found {
        return false;
    }
    *fact = found;
    true
}

/// Analyzes function `k` (its body and locals taken out of the program meanwhile).
pub(super) fn with_body(prog: &mut Program, sums: &Summaries, k: usize, apply: bool) -> Analysis {
    let mut body = prog.funcs[k].body.take().unwrap_or_default();
    let mut locals = std::mem::take(&mut prog.funcs[k].locals);
    let params = prog.funcs[k].params.clone();
    let conc = prog
        .packages
        .iter()
        .position(|p| p.path == crate::check::conc_pkg::CONC)
        .map(|i| crate::tir::PkgId(i as u32));
    let mem = prog
        .packages
        .iter()
        .position(|p| p.path == "solod.dev/so/mem")
        .map(|i| crate::tir::PkgId(i as u32));
    let c = Ctx {
        mem,
        types: &prog.types,
        funcs: &prog.funcs,
        globals: &prog.globals,
        sums,
        conc,
        safe_literal: sums.safe_literals.contains(&k),
        program_main: is_program_main(prog, k),
    };
    let a = analyze(c, &params, &mut body, &mut locals, apply);
    prog.funcs[k].body = Some(body);
    prog.funcs[k].locals = locals;
    a
}

/// Whether function `k` is one of mem's allocating functions (`externs::FRESH`).
fn allocates(prog: &Program, k: usize) -> bool {
    let f = &prog.funcs[k];
    prog.packages
        .get(f.pkg.index())
        .is_some_and(|p| p.path == "solod.dev/so/mem")
        && super::externs::FRESH.contains(&f.name.as_str())
}

/// Whether function `k` is `main` of package main.
fn is_program_main(prog: &Program, k: usize) -> bool {
    let f = &prog.funcs[k];
    f.name == "main"
        && f.kind == FuncKind::Func
        && prog
            .packages
            .get(f.pkg.index())
            .is_some_and(|p| p.name == "main")
}
