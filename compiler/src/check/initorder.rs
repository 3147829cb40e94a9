//! Package variable initialization order, as the Go spec defines it: "repeatedly selecting the
//! earliest variable in declaration order that has no dependencies on uninitialized
//! variables", where a variable depends on the variables its initializer refers to, directly
//! or through the bodies of the functions and methods it refers to.
//!
//! Input: the package's variable declarations (`VarInit`, one per variable, or one per
//! multi-valued call that initializes several), and the build's functions. Output: the order
//! in which the package initializer runs them (indexes into the input).

use super::VarInit;
use crate::tir::visit::{for_each_expr, for_each_subexpr};
use crate::tir::{Expr, ExprKind, Func, Global, GlobalId, Values};
use std::collections::HashSet;

/// Globals and functions an expression refers to.
fn refs(e: &Expr, globals: &mut HashSet<GlobalId>, funcs: &mut HashSet<usize>) {
    for_each_subexpr(e, &mut |x| match &x.kind {
        ExprKind::Global(g) => {
            globals.insert(*g);
        }
        ExprKind::Func(f)
        | ExprKind::Call(f, _)
        | ExprKind::PtrMethod(f)
        | ExprKind::Closure(f, _)
        | ExprKind::MethodValue(f, _) => {
            funcs.insert(f.index());
        }
        _ => {}
    });
}

fn value_refs(v: &Values, globals: &mut HashSet<GlobalId>, funcs: &mut HashSet<usize>) {
    match v {
        Values::Each(es) => es.iter().for_each(|e| refs(e, globals, funcs)),
        Values::Tuple(e) => refs(e, globals, funcs),
    }
}

/// The declarations (indexes into `inits`) whose variables depend on themselves through the
/// functions and variables their initializers refer to: an initialization cycle, which Go
/// rejects. One per cycle, the first declared.
pub fn init_cycles(inits: &[VarInit], funcs: &[Func]) -> Vec<usize> {
    let deps = dependencies(inits, funcs, true);
    let n = inits.len();
    let reaches = |from: usize, to: usize| {
        let mut seen = vec![false; n];
        let mut stack: Vec<usize> = deps[from].iter().copied().collect();
        while let Some(d) = stack.pop() {
            if d == to {
                return true;
            }
            if !std::mem::replace(&mut seen[d], true) {
                stack.extend(deps[d].iter().copied());
            }
        }
        false
    };
    let mut by_decl: Vec<usize> = (0..n).collect();
    by_decl.sort_by_key(|&i| (inits[i].span.file(), inits[i].span.lo()));
    let mut out: Vec<usize> = Vec::new();
    for i in by_decl {
        if reaches(i, i) && !out.iter().any(|&j| reaches(i, j) && reaches(j, i)) {
            out.push(i);
        }
    }
    out
}

pub fn init_order(inits: &[VarInit], _globals: &[Global], funcs: &[Func]) -> Vec<usize> {
    let deps = dependencies(inits, funcs, false);
    let n = inits.len();
    let mut by_decl: Vec<usize> = (0..n).collect();
    by_decl.sort_by_key(|&i| (inits[i].span.file(), inits[i].span.lo()));
    let mut done = vec![false; n];
    let mut order = Vec::new();
    while order.len() < n {
        let ready = by_decl
            .iter()
            .copied()
            .find(|&i| !done[i] && deps[i].iter().all(|&d| done[d]));
        // A cycle was reported by the checker; fall back to declaration order.
        let Some(i) = ready.or_else(|| by_decl.iter().copied().find(|&i| !done[i])) else {
            break;
        };
        done[i] = true;
        order.push(i);
    }
    order
}

/// The declarations each declaration's initializer depends on (`with_self`: including itself).
fn dependencies(inits: &[VarInit], funcs: &[Func], with_self: bool) -> Vec<HashSet<usize>> {
    // Globals each function refers to directly, and the functions it refers to.
    let direct: Vec<(HashSet<GlobalId>, HashSet<usize>)> = funcs
        .iter()
        .map(|f| {
            let (mut g, mut fs) = (HashSet::new(), HashSet::new());
            if let Some(body) = &f.body {
                for_each_expr(body, &mut |e| match &e.kind {
                    ExprKind::Global(x) => {
                        g.insert(*x);
                    }
                    ExprKind::Func(x)
                    | ExprKind::Call(x, _)
                    | ExprKind::PtrMethod(x)
                    | ExprKind::Closure(x, _)
                    | ExprKind::MethodValue(x, _) => {
                        fs.insert(x.index());
                    }
                    _ => {}
                });
            }
            (g, fs)
        })
        .collect();
    let reach = |start: &HashSet<usize>, out: &mut HashSet<GlobalId>| {
        let mut seen: HashSet<usize> = HashSet::new();
        let mut stack: Vec<usize> = start.iter().copied().collect();
        while let Some(f) = stack.pop() {
            if !seen.insert(f) {
                continue;
            }
            if let Some((g, fs)) = direct.get(f) {
                out.extend(g.iter().copied());
                stack.extend(fs.iter().copied());
            }
        }
    };
    // The declaration that initializes each global.
    let owner = |g: GlobalId| inits.iter().position(|v| v.lhs.contains(&Some(g)));
    let deps: Vec<HashSet<usize>> = inits
        .iter()
        .enumerate()
        .map(|(i, v)| {
            let (mut gs, mut fs) = (HashSet::new(), HashSet::new());
            value_refs(&v.value, &mut gs, &mut fs);
            reach(&fs, &mut gs);
            gs.into_iter()
                .filter_map(owner)
                .filter(|&d| with_self || d != i)
                .collect()
        })
        .collect();
    deps
}
