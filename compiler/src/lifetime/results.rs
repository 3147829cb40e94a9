//! The result stack, decided for the whole program (language.md, "Values live in the frame
//! that makes them"): a value a function makes and returns lives in its caller's frame.
//!
//! the lifetime layer (`lifetime/run.rs`) finds, per function, whether it returns values it allocates itself
//! (those go on the result stack: `ResultFlow::own`), and which calls' results it returns
//! (`passes`), keeps in its frame (`keeps`) or stores where they outlive it (`escapes`). A call
//! is known by its callee: a function, or for a dynamic call every method of that name (an
//! interface method call) or every function with those results (a call of a func value).
//! This pass, run once every package is checked, decides:
//!
//! - `returns`: the function's results may hold result-stack memory. It is the least fixed
//!   point of: it allocates what it returns, or it returns what a call returned whose callee
//!   `returns`. Such a function never releases: what it allocated belongs to its caller.
//! - `releases`: it does not return such memory but keeps what a call that `returns` gave it;
//!   it marks the result stack when it starts and releases to the mark when it returns, so the
//!   memory lives exactly as long as its frame. Package initializers and `init` functions run
//!   once and never release: what they keep lives for the whole run.
//! - a loop's `releases`: its iterations keep what calls that `returns` gave them only until
//!   the iteration ends, and it allocates nothing its function returns: it marks the result
//!   stack before it starts and releases to the mark at the start of every iteration, so a
//!   loop that calls such a function a million times does not grow the result stack.
//! - errors: a call result stored where it outlives the function (a package-level variable,
//!   memory the caller owns) is an escape when the callee `returns`, reported as `escape.rs`
//!   reports escaping frame memory. An `init` function may store such results in package-level
//!   variables (its memory is never released).
//!
//! Input: the checked program's functions. Output: `ResultFlow::returns` and `releases` of
//! every function, and the diagnostics.

use crate::diag::Diagnostic;
use crate::tir::types::TypeId;
use crate::tir::EscapeHow;
use crate::tir::{Callee, FuncKind, Program};
use std::collections::HashMap;

const HELP: &str = "a value a function returns lives in its caller's frame: copy what must outlive it into memory from a so/mem allocator, or into a buffer the caller passes in";

/// Decides `returns` and `releases` for every function; returns the escapes to report.
pub fn decide(prog: &mut Program) -> Vec<Diagnostic> {
    let n = prog.funcs.len();
    // Who a dynamic call may reach: methods by name, functions by their results' type.
    let mut by_method: HashMap<String, Vec<usize>> = HashMap::new();
    let mut by_results: HashMap<TypeId, Vec<usize>> = HashMap::new();
    for (k, f) in prog.funcs.iter().enumerate() {
        if matches!(f.kind, FuncKind::Method(_) | FuncKind::Wrapper(_)) {
            by_method.entry(f.name.clone()).or_default().push(k);
        }
        if let Some(rt) = prog
            .types
            .sig(f.ty)
            .and_then(|s| prog.types.results_type(&s.results))
        {
            by_results.entry(rt).or_default().push(k);
        }
    }
    let targets = |c: &Callee| -> Vec<usize> {
        match c {
            Callee::Func(f) => vec![f.index()],
            Callee::Method(m) => by_method.get(m.as_str()).cloned().unwrap_or_default(),
            Callee::Value(t) => by_results.get(t).cloned().unwrap_or_default(),
        }
    };
    // The callees of each function's `passes`, `keeps` and `escapes`, as function indexes.
    let resolve = |cs: &[Callee]| -> Vec<Vec<usize>> { cs.iter().map(targets).collect() };
    let passes: Vec<Vec<Vec<usize>>> = prog
        .funcs
        .iter()
        .map(|f| resolve(&f.results.passes))
        .collect();
    let keeps: Vec<Vec<Vec<usize>>> = prog
        .funcs
        .iter()
        .map(|f| resolve(&f.results.keeps))
        .collect();
    let mut returns: Vec<bool> = prog.funcs.iter().map(|f| f.results.own).collect();
    let may = |returns: &[bool], ts: &[usize]| {
        ts.iter().any(|t| returns.get(*t).copied().unwrap_or(false))
    };
    loop {
        let mut changed = false;
        for k in 0..n {
            if !returns[k] && passes[k].iter().any(|ts| may(&returns, ts)) {
                returns[k] = true;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let mut diags = Vec::new();
    let mut releases = vec![false; n];
    for k in 0..n {
        let once = matches!(
            prog.funcs[k].kind,
            FuncKind::Init(_) | FuncKind::PackageInit
        );
        releases[k] = !returns[k] && !once && keeps[k].iter().any(|ts| may(&returns, ts));
        for e in &prog.funcs[k].results.escapes {
            if once && e.how == EscapeHow::Global {
                continue;
            }
            if may(&returns, &targets(&e.callee)) {
                let what = &e.desc;
                diags.push(
                    Diagnostic::error(
                        e.span,
                        format!(
                            "escaping value: the {what} is {}, so it would outlive the frame that keeps it",
                            e.how.text()
                        ),
                    )
                    .label(format!("{what} escapes here"))
                    .help(HELP),
                );
            }
        }
    }
    let loops: Vec<Vec<bool>> = prog
        .funcs
        .iter()
        .map(|f| {
            f.results
                .loops
                .iter()
                .map(|l| {
                    let keeps = resolve(&l.keeps);
                    let leaks = resolve(&l.leaks);
                    !l.owns
                        && keeps.iter().any(|ts| may(&returns, ts))
                        && !leaks.iter().any(|ts| may(&returns, ts))
                })
                .collect()
        })
        .collect();
    for (k, f) in prog.funcs.iter_mut().enumerate() {
        f.results.returns = returns[k];
        f.results.releases = releases[k];
        for (l, r) in f.results.loops.iter_mut().zip(&loops[k]) {
            l.releases = *r;
        }
    }
    diags
}
