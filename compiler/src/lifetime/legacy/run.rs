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
    sums.captured = vec![Vec::new(); n];
    let todo: Vec<usize> = (0..n)
        .filter(|&k| {
            let f = &prog.funcs[k];
            // Defer thunks are analyzed by the sound analysis only (as before it).
            let thunk = matches!(f.kind, FuncKind::Closure { .. }) && f.name.contains("deferwrap");
            f.escapes && f.body.is_some() && !thunk
        })
        .collect();
    sums.analyzed = vec![false; n];
    for &k in &todo {
        sums.analyzed[k] = true;
    }
    // Summaries only grow: repeat until none changes.
    let mut converged = false;
    for _ in 0..20 {
        let mut changed = false;
        for &k in &todo {
            let a = with_body(prog, &sums, k, false);
            if a.summary != sums.params[k] {
                sums.params[k] = a.summary;
                changed = true;
            }
            if a.captured_global != sums.captured[k] {
                sums.captured[k] = a.captured_global;
                changed = true;
            }
        }
        if !changed {
            converged = true;
            break;
        }
    }
    // Without a fixed point, which arguments results refer to is not known: calls go by types.
    if !converged {
        sums.analyzed = vec![false; n];
    }
    sums.safe_literals = safe_literals(prog, &sums);
    if std::env::var_os("SOLOD_DEBUG_ESCAPE").is_some() {
        for &k in &todo {
            let ps = &sums.params[k];
            if ps.iter().any(|p| p.global || !p.into.is_empty()) {
                eprintln!("{}: {:?}", prog.funcs[k].name, ps);
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
    let c = Ctx {
        types: &prog.types,
        funcs: &prog.funcs,
        sums,
        conc,
        safe_literal: sums.safe_literals.contains(&k),
    };
    let a = analyze(c, &params, &mut body, &mut locals, apply);
    prog.funcs[k].body = Some(body);
    prog.funcs[k].locals = locals;
    a
}
